package extract

import (
	"slices"
	"testing"
)

// TestWordlistAndJoiner checks that two names joined by the word for
// "and" of the languages authorConjunctions gained are two authors, and
// that a name holding the same letters is one.
func TestWordlistAndJoiner(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"Maja Novak in Ana Kralj", "sl", []string{"Maja Novak", "Ana Kralj"}},
		{"Anna Kowalska oraz Piotr Nowak", "pl", []string{"Anna Kowalska", "Piotr Nowak"}},
		{"Ioana Popescu şi Mihai Ionescu", "ro", []string{"Ioana Popescu", "Mihai Ionescu"}},
		{"रमेश यादव और सुनीता शर्मा", "hi", []string{"रमेश यादव", "सुनीता शर्मा"}},
		{"রহিম উদ্দিন এবং করিম হোসেন", "bn", []string{"রহিম উদ্দিন", "করিম হোসেন"}},
		{"احمد خان اور علی رضا", "ur", []string{"احمد خان", "علی رضا"}},
		{"Siti Aminah dan Ahmad Faiz", "ms", []string{"Siti Aminah", "Ahmad Faiz"}},
		// Without Slovenian as the page's language, "in" is a place's.
		{"Maja Novak in Ljubljana", "", []string{"Maja Novak"}},
		{"Jane Doe in Berlin", "en", []string{"Jane Doe"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
}
