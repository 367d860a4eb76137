package extract_test

import (
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
)

// TestCleanAuthorsClockWord checks that the word setting the hour before
// a time of day, left over where a meta line's date and time were cut
// from the byline, is no author (authorCutNoise, clockWords): Romanian
// "ora", Italian "alle ore", Turkish "saat", Indonesian "pukul", Greek
// "στις", Vietnamese "lúc", Polish "godz.".
func TestCleanAuthorsClockWord(t *testing.T) {
	tests := []struct {
		raw  string
		want []string
	}{
		{"20 noiembrie 2026, ora 11:42 | Autor: Andrei Popescu | Editor: Simona Radu", []string{"Andrei Popescu"}},
		{"Andrei Popescu | 20.11.2026, ora 11:42", []string{"Andrei Popescu"}},
		{"26 novembre 2026, alle ore 11:42 | Mario Rossi", []string{"Mario Rossi"}},
		{"26 Kasım 2026, saat 11:42 | Ahmet Yılmaz", []string{"Ahmet Yılmaz"}},
		{"Budi Santoso | 26 November 2026, pukul 11.42 WIB", []string{"Budi Santoso"}},
		{"26/11/2026, στις 11:42 | Ελένη Σταθοπούλου", []string{"Ελένη Σταθοπούλου"}},
		{"Nguyễn Văn An | 26/11/2026, lúc 11:42", []string{"Nguyễn Văn An"}},
		{"26.11.2026, godz. 11:42 | Anna Nowak", []string{"Anna Nowak"}},
		// Not: a capitalised surname that is also a clock word, before
		// the time in the same field; a clock word before a number that
		// is no time of day.
		{"Ahmet Saat 11:42 | 26 Kasım 2026", []string{"Ahmet Saat"}},
		{"Mihai Ora | 20.11.2026", []string{"Mihai Ora"}},
	}
	for _, tc := range tests {
		if got := extract.CleanAuthors([]string{tc.raw}, ""); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
