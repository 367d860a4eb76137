package extract

import "testing"

// TestMediaContactWordsAsStorySubhead checks that a story's own
// section whose subhead is "Medienkontakte" (a police chief's contacts
// with the press, the story's subject) stays, when the story sets each
// section in an element of its own: boxHeads' words name the press
// office's box only under a release.
func TestMediaContactWordsAsStorySubhead(t *testing.T) {
	sec := func(head, text string) string {
		return `<section class="text-block"><h2>` + head + `</h2><p>` + text + `</p></section>`
	}
	checkBody(t, `<html><body><article><h1>Polizeikommandant muss gehen</h1>`+
		sec("Die Vorwürfe", "Der Regierungsrat hat den Kommandanten der Kantonspolizei am Dienstag freigestellt. Eine externe Untersuchung hatte ihm vorgeworfen, vertrauliche Ermittlungsakten weitergegeben zu haben.")+
		sec("Medienkontakte", "Laut dem Bericht pflegte er über Jahre enge Kontakte zu zwei Journalisten einer Regionalzeitung und traf sie regelmässig privat, auch während laufender Verfahren.")+
		sec("Wie es weitergeht", "Die Staatsanwaltschaft prüft nun, ob ein Strafverfahren wegen Amtsgeheimnisverletzung eröffnet wird. Der Kommandant selbst bestreitet die Vorwürfe und will sich wehren.")+
		sec("Reaktionen", "Die Polizeigewerkschaft begrüsste den Entscheid des Regierungsrats, forderte aber eine rasche Klärung, damit das Korps nicht monatelang ohne Führung bleibe.")+
		`</article></body></html>`,
		[]string{"Die Vorwürfe", "pflegte er über Jahre enge Kontakte", "Wie es weitergeht"}, nil)
}
