package extract

import (
	"strings"
	"testing"
)

// TestLiveEndStorySentenceStays: a story's sentence whose first clause
// is a general word for a live broadcast, a concert or a relationship
// and an ending verb ("Canlı yayın bitti, ancak …", "La diretta è finita,
// ma …", "Nasza relacja się zakończyła, ale …") names no live blog: it
// stays.
func TestLiveEndStorySentenceStays(t *testing.T) {
	for _, line := range []string{
		"Canlı yayın bitti, ancak tartışma sosyal medyada günlerce sürdü.",
		"La diretta è finita, ma le polemiche sui social sono andate avanti per giorni.",
		"El directo ha terminado, pero el streamer siguió hablando sin saber que la cámara seguía encendida.",
		"O direto terminou, mas o apresentador continuou a falar sem saber que o microfone estava ligado.",
		"Le live est terminé : le groupe a quitté la scène sous les huées du public.",
		"Nasza relacja się zakończyła, ale zostaliśmy przyjaciółmi – mówi aktorka.",
		"Relacja zakończyła się, gdy wyjechał do Londynu.",
		"Live coverage has ended, and the network will show highlights at 10.30pm.",
	} {
		if isLiveNotice(strings.ToLower(line)) {
			t.Errorf("isLiveNotice(%q) = true, a story's sentence", line)
		}
	}
}

// TestLiveEndStoryPageStays: an ordinary Italian story about a TV
// broadcast keeps its paragraph "La diretta è finita, ma …".
func TestLiveEndStoryPageStays(t *testing.T) {
	keep := "La diretta è finita, ma le polemiche sui social sono andate avanti per tutta la notte."
	page := `<html lang="it"><head><title>Il conduttore lascia lo studio</title></head><body><nav><a href="/">Home</a></nav><article><h1>Il conduttore lascia lo studio</h1>` +
		`<p>Il conduttore ha lasciato lo studio a metà della puntata di sabato, dopo un lungo scambio di battute con un ospite in collegamento da Milano.</p>` +
		`<p>In regia hanno mandato la pubblicità per alcuni minuti, poi la trasmissione è ripresa con la co-conduttrice, che si è scusata con il pubblico a casa.</p>` +
		`<p>` + keep + `</p>` +
		`<p>L'emittente ha annunciato in un comunicato che il programma tornerà regolarmente in onda sabato prossimo, con lo stesso conduttore.</p>` +
		`</article><footer>© Esempio</footer></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://notizie.example/2026/11/conduttore", Doc: doc})
	if !strings.Contains(art.Body, keep) {
		t.Errorf("body = %q, want the story's paragraph %q", art.Body, keep)
	}
}

// TestLiveEndLastEntryStays: a live blog's last real entry may open
// with the end notice and go on, past a colon or a dash, with the news
// itself (the winner, the final score): that is the entry's, not
// furniture.
func TestLiveEndLastEntryStays(t *testing.T) {
	for _, line := range []string{
		"La diretta è terminata: vince Marta Ferri con «Notte di vetro», seconda Giulia Sanna, terzo il duo Corvi.",
		"Der Ticker ist beendet – Bayern gewinnt 3:1 gegen Dortmund.",
		"Le direct est terminé : la motion de censure est adoptée par 289 voix, le gouvernement tombe.",
	} {
		if isLiveNotice(strings.ToLower(line)) {
			t.Errorf("isLiveNotice(%q) = true, a live blog's last entry", line)
		}
	}
}
