package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsOutletWordAfterPerson checks that a newspaper's name
// set after the reporter's, told by a newspaper's word in it
// (authorOutletWords), is no second author: a syndicated story's byline
// names the outlet it first ran in. Nor is the one word of its town
// closing the byline.
func TestCleanAuthorsOutletWordAfterPerson(t *testing.T) {
	for _, tc := range []struct{ raw, lang, want string }{
		{"By Samuel Reyes-Thornton, Riverbend Ledger", "en", "Samuel Reyes-Thornton"},
		{"Von Anna Keller, Lindauer Zeitung", "de", "Anna Keller"},
		{"Por Lucía Ortega, Diario de Almería", "es", "Lucía Ortega"},
		// The outlet's town after it goes with it.
		{"Por Marta Reis, Gazeta do Litoral — Niterói", "pt", "Marta Reis"},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want [%q]", tc.raw, tc.lang, got, tc.want)
		}
	}
}

// TestCleanAuthorsOutletWordAlone checks the rule's other side: an
// outlet credited alone is the byline's name, and a second person whose
// surname is no newspaper's word stays.
func TestCleanAuthorsOutletWordAlone(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"Salzburger Nachrichten", "de", []string{"Salzburger Nachrichten"}},
		{"By Jane Doe, Emily Post", "en", []string{"Jane Doe", "Emily Post"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
}
