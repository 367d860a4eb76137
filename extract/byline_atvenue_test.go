package extract

import (
	"slices"
	"testing"
)

// TestAuthorAtVenue checks that the venue after a reporter's name is cut
// as the place she filed from is ("By Henry Winter at Wembley"), and
// that Tagalog's "at" (and) still joins two names on a Tagalog page.
func TestAuthorAtVenue(t *testing.T) {
	for _, tc := range []struct {
		line, lang string
		want       []string
	}{
		{"By Henry Winter at Wembley", "en", []string{"Henry Winter"}},
		{"Ni Juan Dela Cruz at Maria Santos", "tl", []string{"Juan Dela Cruz", "Maria Santos"}},
	} {
		if got := CleanAuthors([]string{tc.line}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.line, tc.lang, got, tc.want)
		}
	}
}
