package extract

import "testing"

// TestBodyDropsMediaContactBoxes checks that the box of contacts for
// journalists under a media release goes in the languages boxHeads
// names it in (German "Kontakt für Medien", French, Italian, Polish),
// while a story's own paragraph about contacting the media, and a short
// story under such a heading with no box around it, stay.
func TestBodyDropsMediaContactBoxes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " der Stadtrat hat nach monatelangen Diskussionen den Baukredit für die neue Veloverbindung am Seeufer freigegeben.</p>"
	}
	for _, head := range []string{"Kontakt für Medien", "Contact médias", "Contatto per i media", "Kontakt dla mediów"} {
		checkBody(t, `<html><body><article><div class="text">`+para("Erstens")+para("Zweitens")+para("Drittens")+`</div>`+
			`<div class="mm-contact"><h2>`+head+`</h2><p>Tiefbauamt, Kommunikation<br>Corinne Zwahlen, Mediensprecherin<br>Telefon 052 000 12 34<br>medien@example.ch</p></div></article></body></html>`,
			[]string{"Erstens", "Drittens"}, []string{head, "Tiefbauamt", "Mediensprecherin"})
	}
	// Must not fire: the words inside a sentence of the story.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+
		`<p>Kontakt für Medien gab es am Montag keinen: Die Stadt verwies auf die Sitzung des Stadtrats vom Dienstag.</p>`+para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "Kontakt für Medien gab es", "Drittens"}, nil)
}
