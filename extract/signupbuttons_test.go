package extract

import "testing"

// TestBodyDropsDutchNewsletterBox checks that a newsletter box whose
// button says "Meld je aan" (a script draws its form) goes with its
// pitch, and that a story's box with the same button and no newsletter
// talk stays.
func TestBodyDropsDutchNewsletterBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " heeft de gemeenteraad gisteravond lang besproken en uiteindelijk nipt besloten, zei de woordvoerder.</p>"
	}
	checkBody(t, `<html><body><article>`+para("Eerst")+para("Daarna")+
		`<div class="nieuwsbrief"><h4>Elke ochtend het nieuws uit Groningen</h4><p>Meld je aan voor onze gratis nieuwsbrief.</p><button>Meld je aan</button></div>`+
		para("Tot slot")+`</article></body></html>`,
		[]string{"Eerst", "Tot slot"}, []string{"Meld je aan", "gratis nieuwsbrief"})
	checkBody(t, `<html><body><article>`+para("Eerst")+para("Daarna")+
		`<div class="tocht"><p>Deelnemers aan de wandeltocht langs het Winschoterdiep betalen vijf euro per persoon.</p><button>Meld je aan</button></div>`+
		para("Tot slot")+`</article></body></html>`,
		[]string{"Eerst", "wandeltocht langs het Winschoterdiep", "Tot slot"}, nil)
}
