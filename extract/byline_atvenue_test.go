package extract

import (
	"slices"
	"testing"
)

// TestNameAtVenueBesideDate checks a sports page's meta line naming the
// reporter and the ground she watched the match at beside the date, no
// byline word ("Aoife Kinsella at Tolka Park · Fri 6 Nov 2026, 22:14",
// probe69): the name before "at" is the byline. A line whose words after
// "at" are no place's name alone is not read.
func TestNameAtVenueBesideDate(t *testing.T) {
	head := `<html lang="en-IE"><head><title>Gallagher strikes late</title></head>
<body><article><h1>Gallagher strikes late</h1>`
	tests := []bylineCase{
		{"a venue", `<div class="post-meta">Aoife Kinsella at Tolka Park · <span class="date">Fri 6 Nov 2026, 22:14</span></div>`,
			[]string{"Aoife Kinsella"}},
		{"no place after at", `<div class="post-meta">Aoife Kinsella at the ground tonight · <span class="date">Fri 6 Nov 2026, 22:14</span></div>`,
			nil},
	}
	checkBylineCases(t, head, tests)
}

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
