package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylinePhrase: on a page crediting the site's own
// account, a first paragraph opening with "By" and a phrase ("By The
// Numbers", "By Order of the Court", "By Air and Sea") keeps the site's
// credit, and a byline whose name links to the reporter's page ("By
// <a>Jane Doe</a>") replaces it.
func TestSiteAccountBylinePhrase(t *testing.T) {
	site := []string{"The Lake Mirror"}
	for _, tc := range []struct {
		first string
		want  []string
	}{
		{"By The Numbers", site},
		{"BY THE NUMBERS", site},
		{"By Order of the Court", site},
		{"By Air and Sea", site},
		{"By The Book", site},
		{`By <a href="/author/jane-doe/">Jane Doe</a>`, []string{"Jane Doe"}},
		{`<strong>Words by <a href="/author/jane-doe/">Jane Doe</a></strong>`, []string{"Jane Doe"}},
		{`By Jane Doe, <a href="/team/">see our team page for every reporter</a>`, site},
		{"By Jane van der Berg", []string{"Jane van der Berg"}},
	} {
		page := siteAccountHead("en", "The Lake Mirror") + `<p>` + tc.first + `</p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.first, got, tc.want)
		}
	}
}
