package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsUnknownJoiner checks that two full names joined by a
// short lower-case word of a language Byline has no "and" for are two
// authors (authorUnknownJoiner), and that a particle or a function word
// inside one name is not such a joiner.
func TestCleanAuthorsUnknownJoiner(t *testing.T) {
	tests := []struct {
		raw, lang string
		want      []string
	}{
		{"Azamat Qallıbekov hám Gúlshat Jiyemuratova", "", []string{"Azamat Qallıbekov", "Gúlshat Jiyemuratova"}},
		{"Ramon Agbayani ken Liza Pascua", "", []string{"Ramon Agbayani", "Liza Pascua"}},
		{"Avtorlar: Azamat Qallıbekov hám Gúlshat Jiyemuratova", "", []string{"Azamat Qallıbekov", "Gúlshat Jiyemuratova"}},
		{"Insurat da Ramon Agbayani ken Liza Pascua", "", []string{"Ramon Agbayani", "Liza Pascua"}},
		// One name each.
		{"Pedro Paulo da Silva Santos", "", []string{"Pedro Paulo da Silva Santos"}},
		{"Siti Aminah bt Abdul Rahman", "", []string{"Siti Aminah bt Abdul Rahman"}},
		{"Anna Maria von Trapp", "", []string{"Anna Maria von Trapp"}},
		{"Jan Willem het Hart", "", []string{"Jan Willem het Hart"}},
	}
	for _, tc := range tests {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
