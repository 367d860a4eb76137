package extract_test

import (
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
)

// TestCleanAuthorsClockWordIsName: a one-word name that is also a clock
// word ("Jam", "Saat", "Kell"), left whole in its part after the byline's
// marker was stripped and a lower-case clock word ("at") was dropped, is
// the author, not the word that sets the hour; nor is the last word of a
// name a site writes all in lower case.
func TestCleanAuthorsClockWordIsName(t *testing.T) {
	tests := []struct {
		raw  string
		want []string
	}{
		{"Posted by Jam at 11:42 PM", []string{"Jam"}}, // Blogger's post footer
		{"By Saat at 11:42", []string{"Saat"}},
		{"By Kell at 11:42", []string{"Kell"}},
		{"maria hora 11:42", []string{"maria hora"}},
		{"budi jam 11.42", []string{"budi jam"}},
		// Still dropped: the clock word that opens a part, or that follows
		// a name in capitals.
		{"20 noiembrie 2026, Ora 11:42 | Andrei Popescu", []string{"Andrei Popescu"}},
		{"Andrei Popescu ora 11:42", []string{"Andrei Popescu"}},
	}
	for _, tc := range tests {
		if got := extract.CleanAuthors([]string{tc.raw}, ""); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// TestColdAuthorsClockWordIsName: the same in a page's byline element.
func TestColdAuthorsClockWordIsName(t *testing.T) {
	art := coldExtract(t, "https://harbour-post.example/2026/11/ferries", metaLinePage(`<span class="byline">By Jam at 11:42, 26 November 2026</span>`))
	if want := []string{"Jam"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}
