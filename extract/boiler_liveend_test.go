package extract

import (
	"strings"
	"testing"
)

// TestLiveEndNoticeWords: the notice that a live blog's coverage is over
// is a live blog's name and an ending verb, in many languages, with an
// adverb among its words ("est désormais terminé", "ist nun beendet"),
// and may run past 80 runes with the thanks and a pointer after it. A
// story's sentence that says a broadcast or something else ended, or
// goes on past the verb, stays.
func TestLiveEndNoticeWords(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Ce direct est désormais terminé. Merci de l’avoir suivi. Retrouvez notre article complet sur la journée de mobilisation dans la soirée.", true},
		{"This live blog has now ended. Thank you for joining us.", true},
		{"Dieser Liveticker ist beendet.", true},
		{"Der Liveticker ist nun beendet. Vielen Dank fürs Mitlesen!", true},
		{"Este directo ha finalizado. Gracias por acompañarnos.", true},
		{"La diretta è terminata, grazie per averci seguito.", true},
		{"Deze liveblog is afgelopen.", true},
		{"Relacja na żywo zakończona.", true},
		{"Relacja została już zakończona. Dziękujemy!", true},
		{"Canlı yayın sona erdi.", true},
		{"Canlı anlatım artık sona erdi. Bizi takip ettiğiniz için teşekkürler.", true},
		{"🔴 Fin du direct. Merci de nous avoir suivis.", true},
		{"The violent disorder in Tamworth on Sunday evening has now ended, Tamworth Police have confirmed.", false},
		{"The live broadcast ended abruptly when the presenter was taken ill.", false},
		{"Le direct de TF1 s'est terminé à 20 heures, sans incident.", false},
		{"Canlı yayın, sunucunun fenalaşması üzerine sona erdi.", false},
		{"Der Ticker ist beendet worden, weil die Agentur den Vertrag gekündigt hat.", false},
		// A word for any live broadcast ends a story's sentence as often:
		// with story text after it the line stays.
		{"Canlı yayın bitti. Stüdyodaki konuklar tartışmaya saatlerce devam etti.", false},
		{"La diretta è finita. Il conduttore ha poi chiesto scusa ai telespettatori.", false},
		{"Relacja zakończyła się. Potem wyjechał do Londynu i już nie wrócił.", false},
		{"La diretta è terminata. Grazie per averci seguito.", true},
		{"Canlı yayın sona erdi. Bizi takip ettiğiniz için teşekkürler.", true},
		{"Ce direct est terminé. " + strings.Repeat("Les syndicats appellent à une nouvelle journée de mobilisation jeudi. ", 3), false},
	} {
		if got := isLiveNotice(strings.ToLower(c.line)); got != c.want {
			t.Errorf("isLiveNotice(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestLiveEndNoticePage: on a finished live blog the notice at the top
// of its entries, past 80 runes with its thanks and pointer, leaves the
// body; the entries stay.
func TestLiveEndNoticePage(t *testing.T) {
	entry := func(tm, s string) string {
		return `<div class="live-entry"><time>` + tm + `</time><p>` + s + `</p></div>`
	}
	page := `<html lang="fr"><head><title>Grève : suivez la journée en direct</title></head><body><nav><a href="/">Accueil</a></nav><article><h1>Grève : suivez la journée en direct</h1>` +
		`<div class="story-body">` +
		entry("19h40", "Ce direct est désormais terminé. Merci de l’avoir suivi. Retrouvez notre article complet sur la journée dans la soirée.") +
		entry("18h55", "Selon la préfecture, 4 200 personnes ont défilé dans le centre-ville, 11 000 selon l’intersyndicale. Le cortège s’est dispersé dans le calme.") +
		entry("16h20", "Le trafic des trains régionaux reste très perturbé : un train sur trois circule sur la ligne principale. Un retour à la normale est prévu jeudi.") +
		entry("14h05", "Le cortège s’élance de l’esplanade. En tête, les agents hospitaliers, venus nombreux, réclament des recrutements dans les urgences de la ville.") +
		`</div></article><footer>© Exemple</footer></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/2026/11/greve-direct", Doc: doc})
	if strings.Contains(art.Body, "Ce direct est désormais terminé") {
		t.Errorf("body = %q, want no live blog end notice", art.Body)
	}
	if !strings.Contains(art.Body, "Le cortège s’élance de l’esplanade") {
		t.Errorf("body = %q, want the live blog's entries", art.Body)
	}
}
