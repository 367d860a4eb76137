package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsPostStation checks that the one word closing a credit
// after the person's job title is where the post is held, no second
// author: "Words: Miriam Achieng, Programme Officer, Kasese". A
// programme's, project's or field officer is a job title.
func TestCleanAuthorsPostStation(t *testing.T) {
	for _, tc := range []struct{ raw, lang, want string }{
		{"Words: Miriam Achieng, Programme Officer, Kasese", "en", "Miriam Achieng"},
		{"Jane Doe, Staff Reporter, Nairobi", "en", "Jane Doe"},
		{"By Tom Abara, Field Coordinator, Gulu", "en", "Tom Abara"},
		{"Miriam Achieng, Project Manager", "en", "Miriam Achieng"},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want [%q]", tc.raw, tc.lang, got, tc.want)
		}
	}
}

// TestCleanAuthorsPostStationNotAgency: a news agency after the role is
// credited beside the reporter (the corpus gold keeps it), and a place
// right after the name, with no role between, is left as it was.
func TestCleanAuthorsPostStationNotAgency(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"Anna Lee, Staff Writer, Reuters", "en", []string{"Anna Lee", "Reuters"}},
		{"Von Seb Dumitru, Lille", "de", []string{"Seb Dumitru", "Lille"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
}
