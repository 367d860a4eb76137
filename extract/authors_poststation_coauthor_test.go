package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsPostStationKeepsCoAuthor: one word after the job
// title that a conjunction joins to the byline is a second author (a
// one-word or surname-only credit), and a news agency written as an
// acronym ("AP", "UPI") is credited beside the reporter like "Reuters".
func TestCleanAuthorsPostStationKeepsCoAuthor(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"By Jane Doe, Staff Writer, and Kamau", "en", []string{"Jane Doe", "Kamau"}},
		{"By Jane Doe, Staff Writer, & Ochieng", "en", []string{"Jane Doe", "Ochieng"}},
		{"Von Anna Weber, Redakteurin, und Schmidt", "de", []string{"Anna Weber", "Schmidt"}},
		{"Jane Doe, Staff Writer, AP", "en", []string{"Jane Doe", "AP"}},
		{"Jane Doe, Staff Writer, UPI", "en", []string{"Jane Doe", "UPI"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
}
