package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsOutletWordSurname: a person whose surname is one of
// authorOutletWords ("Heath Ledger", "Mary Herald", "Tom Courier") is a
// co-author, not an outlet.
func TestCleanAuthorsOutletWordSurname(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"By Anna Smith and Tom Ledger", "en", []string{"Anna Smith", "Tom Ledger"}},
		{"By Anna Smith and Mary Herald", "en", []string{"Anna Smith", "Mary Herald"}},
		{"By Mary Herald", "en", []string{"Mary Herald"}},
		{"By Jane Doe, Journal Sentinel Staff Writer", "en", []string{"Jane Doe"}},
		{"By Jane Doe, Times Staff", "en", []string{"Jane Doe"}},
		{"By Jane Doe, The Seattle Times, and Bob Smith", "en", []string{"Jane Doe", "Bob Smith"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
}

// Left: the same co-author after a comma ("By Anna Smith, Mary Herald")
// is taken for an outlet: after a comma a person named so and an outlet
// ("Riverbend Ledger") have one shape, which only a list of given names
// would tell apart.
