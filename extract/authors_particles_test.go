package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsFilipinoParticles checks that the lower-case particles
// of Filipino surnames ("dela Cruz", "delos Santos", probe50's Newspack
// byline) keep a name whole, while another lower-case word inside a
// name's place still marks no name.
func TestCleanAuthorsFilipinoParticles(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		want []string
	}{
		{"Maria Cristina dela Cruz", []string{"Maria Cristina dela Cruz"}},
		{"By Juan delos Santos", []string{"Juan delos Santos"}},
		{"Ana delas Alas", []string{"Ana delas Alas"}},
		{"Maria Cristina mela Cruz", nil},
	} {
		if got := CleanAuthors([]string{tc.raw}, "en"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
