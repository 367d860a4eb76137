package extract

import (
	"strings"
	"testing"
)

// TestClassifyAuthorPageWithRoleLine: an author's page without
// ProfilePage or og:type=profile, at a URL ListingURL does not know
// (/autoren/…, /people/…, /journalist/…): the name as headline, a role
// line whose class names the author (read as a byline), a bio of two
// paragraphs, then the author's stories. It is a listing, not a short
// story; a story under "By …" stays one.
func TestClassifyAuthorPageWithRoleLine(t *testing.T) {
	para := `<p>Jane Roe has covered city hall for the Courier since 2015, reporting on budgets, zoning fights and the long saga of the light rail line that was promised for a decade.</p>`
	teaser := `<div class="card"><h3><a href="/news/some-story">A story Jane wrote about the council</a></h3><p>A short summary of the story that she wrote.</p></div>`
	for _, tc := range []struct{ name, page, want string }{
		{"author page", `<main><div class="author-header"><h1 class="author-name">Jane Roe</h1><p class="author-role">City hall reporter</p><div class="author-bio">` +
			strings.Repeat(para, 2) + `</div></div><h2>Latest from Jane Roe</h2>` + strings.Repeat(teaser, 10) + `</main>`, KindListing},
		{"profile card", `<main><section class="profile-card"><h1>Jane Roe</h1><span class="author">Reporter</span><div class="text">` +
			strings.Repeat(para, 2) + `</div></section>` + strings.Repeat(teaser, 10) + `</main>`, KindListing},
		{"short story with its byline", `<main><h1>Highway 9 closed after tanker rollover</h1><div class="author">By Jane Roe</div><div class="story-body">` +
			strings.Repeat(para, 2) + `</div></main>` + strings.Repeat(teaser, 4), KindArticle},
	} {
		doc, _, err := ParseHTML([]byte(tc.page), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
