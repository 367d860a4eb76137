package extract

import (
	"slices"
	"testing"
)

// TestSignatureClassedLastLine checks that a bare name closing the text
// in an element classed "signature" (an agency's or a paper's sign-off,
// styled by the theme, not emphasized by the writer) signs a story whose
// metadata names nobody; a sign-off classed as a newsletter's
// "signature" box, or a line that is no name, does not.
func TestSignatureClassedLastLine(t *testing.T) {
	text := `<p>Το δημοτικό συμβούλιο ενέκρινε χθες το σχέδιο για την ανάπλαση της παραλιακής ζώνης, με 21 ψήφους υπέρ και 6 κατά.</p>
<p>Τα έργα αναμένεται να ξεκινήσουν την άνοιξη και να διαρκέσουν δύο χρόνια, σύμφωνα με την τεχνική υπηρεσία του δήμου.</p>
<p>Η αντιπολίτευση ζήτησε δημόσια διαβούλευση πριν από την υπογραφή της σύμβασης με τον ανάδοχο.</p>`
	tests := []struct {
		last string
		want []string
	}{
		{`<p class="signature">Μαρία Καραγιάννη</p>`, []string{"Μαρία Καραγιάννη"}},
		{`<p class="article-signature signature">Maria Karagianni</p>`, []string{"Maria Karagianni"}},
		{`<p class="signature newsletter">Maria Karagianni</p>`, nil},
		{`<p class="signature">Sent from the newsroom</p>`, nil},
		{`<p class="signed">Maria Karagianni</p>`, nil},
	}
	for _, tc := range tests {
		page := `<html lang="el"><head><title>Ανάπλαση της παραλίας</title></head><body><article><h1>Ανάπλαση της παραλίας</h1><div class="article-body">` +
			text + tc.last + `</div></article><footer>x</footer></body></html>`
		_, got, _ := bylinePage(t, page)
		if len(got) == 0 {
			got = nil
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: authors = %q, want %q", tc.last, got, tc.want)
		}
	}
}
