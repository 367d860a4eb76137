package extract

import (
	"slices"
	"testing"
)

// TestAuthorPostOfField checks that a post named with the field it
// serves, after a name and a comma ("Assistant Curator of Maps", "Head
// of Collections", "Jefa de Prensa"), is a job title, not a second
// author, and that names around such words stay names.
func TestAuthorPostOfField(t *testing.T) {
	tests := []struct {
		raw, lang string
		want      []string
	}{
		{"Posted by Olu Adeyemi, Assistant Curator of Maps", "en", []string{"Olu Adeyemi"}},
		{"Olu Adeyemi, Head of Collections", "en", []string{"Olu Adeyemi"}},
		{"Olu Adeyemi, Deputy Head of the Learning Team", "en", []string{"Olu Adeyemi"}},
		{"Von Anna Berger, Kuratorin für Fotografie", "de", []string{"Anna Berger"}},
		{"Por Lucía Ferrán, Jefa de Prensa", "es", []string{"Lucía Ferrán"}},
		{"Par Claire Morel, Conservatrice du patrimoine", "fr", []string{"Claire Morel"}},
		// Must not fire: names with a particle or a head noun in them.
		{"Anna de Vries", "nl", []string{"Anna de Vries"}},
		{"By Edith Head and Ann Lee", "en", []string{"Edith Head", "Ann Lee"}},
		{"Ursula von der Leyen", "de", []string{"Ursula von der Leyen"}},
		{"By Ann Lee, Max de Jong", "en", []string{"Ann Lee", "Max de Jong"}},
	}
	for _, tc := range tests {
		if got := authorNames(tc.raw, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("authorNames(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
