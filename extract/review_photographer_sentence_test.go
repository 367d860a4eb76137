package extract

import "testing"

// TestPhotographerRoleSentence checks that a short sentence opening with
// a photographer's role and name, whose words after the name are short
// lower-case ones ("ist tot", "er død", "and her son"), is not a credit.
func TestPhotographerRoleSentence(t *testing.T) {
	for _, s := range []string{
		"Fotograf Jan Nowak ist tot.",
		"Fotografen Jan Nowak er død",
		"Fotografen Jan Nowak är död",
		"Photographer Anna Lind and her son",
	} {
		if isCaptionLine(s) {
			t.Errorf("isCaptionLine(%q) = true, want false", s)
		}
	}
}
