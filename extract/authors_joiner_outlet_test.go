package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsUnknownJoinerOutlet checks that a short lower-case
// word between a writer and an outlet, a preposition of a language whose
// "and" Byline knows (Tagalog "ng", "sa"; Swedish "för", "på"; Afrikaans
// "vir"; Icelandic "hjá"; English "via"), does not make the outlet a
// second author (authorUnknownJoiner). Main names no outlet as an author.
func TestCleanAuthorsUnknownJoinerOutlet(t *testing.T) {
	for _, tc := range []struct{ raw, lang, outlet string }{
		{"Maria Santos ng Pilipino Star", "tl", "Pilipino Star"},
		{"Jose Reyes sa Quezon City", "tl", "Quezon City"},
		{"Anna Berg för Dagens Nyheter", "sv", "Dagens Nyheter"},
		{"Anna Berg på Svenska Dagbladet", "sv", "Svenska Dagbladet"},
		{"Jan Smit vir Netwerk Nuus", "af", "Netwerk Nuus"},
		{"Jón Jónsson hjá Morgun Blaðið", "is", "Morgun Blaðið"},
		{"Mark Smith via Associated Press", "en", "Associated Press"},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); slices.Contains(got, tc.outlet) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want no author %q", tc.raw, tc.lang, got, tc.outlet)
		}
	}
}
