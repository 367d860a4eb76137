package extract

import "testing"

// TestBodyCutsContactCardTail: a press release whose text is followed by
// a "Contacts" box in the newsroom's language, a card of short lines
// (the person's name and title before the e-mail address and phone),
// ends there, with the company's boilerplate and press pictures after
// it. A story's section so titled, going on in prose, stays.
func TestBodyCutsContactCardTail(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " har bolaget i dag meddelat att bygget av den nya anläggningen startar i december och pågår i ett år.</p>"
	}
	release := `<html><body><main>` + para("Först") + para("Sedan") + para("Sist")
	checkBody(t, release+
		`<section><h2>Kontakter</h2><div><p>Johan Berglind</p><p>Presskontakt, kommunikationschef</p><p>johan.berglind@example.se</p><p>070-123 45 67</p></div></section>`+
		`<section><h2>Om Exempel Energi</h2><p>Exempel Energi AB är ett regionalt energibolag som producerar och säljer förnybar el till företag och hushåll.</p></section>`+
		`</main></body></html>`,
		[]string{"Först", "Sist"}, []string{"Kontakter", "Johan Berglind", "Om Exempel Energi", "regionalt energibolag"})
	// The English title, the card's details after its name line.
	checkBody(t, release+
		`<h2>Contacts</h2><p>Jonas Lind</p><p>Head of communications</p><p>+1 206-555-0190</p></main></body></html>`,
		[]string{"Först", "Sist"}, []string{"Contacts", "Jonas Lind"})
	// Must not fire: a section titled "Kontakter" (a review of a phone's
	// address book) goes on in prose, with no address or number.
	checkBody(t, release+
		`<h2>Kontakter</h2><p>Adressboken har fått sin första riktiga uppdatering på flera år och dubbletter slås nu ihop automatiskt.</p>`+
		para("Slutligen")+`</main></body></html>`,
		[]string{"Först", "Kontakter", "Adressboken", "Slutligen"}, nil)
	// Nor where the number comes only after a paragraph of prose: the
	// section's own text.
	checkBody(t, release+
		`<h2>Kontakter</h2><p>Kort rad</p><p>Adressboken har fått sin första riktiga uppdatering på flera år och dubbletter slås nu ihop automatiskt.</p>`+
		`<p>Ring 070-123 45 67 för att boka en visning.</p></main></body></html>`,
		[]string{"Kontakter", "Adressboken"}, nil)
}
