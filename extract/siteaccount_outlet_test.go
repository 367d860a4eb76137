package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylineOutlet: a local site's account posts a wire
// story whose first paragraph credits the agency, "By The Associated
// Press": the agency is the story's credit, not the site's account.
// "By The Numbers" stays a phrase.
func TestSiteAccountBylineOutlet(t *testing.T) {
	site := []string{"The Lake Mirror"}
	for _, tc := range []struct {
		first string
		want  []string
	}{
		{"By The Associated Press", []string{"The Associated Press"}},
		{"By The Canadian Press", []string{"The Canadian Press"}},
		{"By The Numbers", site},
		{"By The Book", site},
	} {
		page := siteAccountHead("en", "The Lake Mirror") + `<p>` + tc.first + `</p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.first, got, tc.want)
		}
	}
}
