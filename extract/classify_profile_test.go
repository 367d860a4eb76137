package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyProfileHeadline: a writer's page whose theme marks every
// page og:type=article (classprobe11's Eleventy author profile: the
// name as <h1> in an "author-profile" block, a three-paragraph bio, her
// stories listed) is a person's page, with no second look at a
// story-shaped URL. A story whose post's class names its author
// ("author-sarah", WordPress's and Squarespace's) or whose header holds
// the title and the authors ("title-authors") stays an article.
func TestClassifyProfileHeadline(t *testing.T) {
	bio := strings.Repeat(`<p>She was born in the highlands in 1988, studied journalism at the university in the old capital and reported for a community radio station for ten years before joining the paper, where she writes about farming, water and the councils of the villages.</p>`, 3)
	list := `<ol class="postlist"><li><a href="/news/2026-11-25-potato-planting-begins/">Potato planting begins in the valley</a></li><li><a href="/news/2026-11-12-water-shortage/">Water runs short in the uplands</a></li></ol>`
	for _, tc := range []struct {
		name, open, close, want string
		second                  bool
	}{
		{"profile", `<div class="author-profile"><img src="/p.jpg" alt="">`, `</div>`, KindListing, false},
		{"author head", `<div class="sh-author-head">`, `</div>`, KindListing, false},
		{"post of an author", `<article class="entry author-sarah post type-post"><header class="entry-header">`, `</header></article>`, KindArticle, false},
		{"title and authors", `<div class="info__title-authors">`, `</div>`, KindArticle, false},
	} {
		page := `<html><head><meta property="og:type" content="article"></head><body><main>` + tc.open + `<h1>Rosa Mamani Quispe</h1>` + bio + tc.close + list + `</main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		got, second := ClassifyCrawled(doc, "https://a.example/writers/rosa-mamani-quispe/", false)
		if got != tc.want || second != tc.second {
			t.Errorf("%s: ClassifyCrawled = %s, second look %v; want %s, %v", tc.name, got, second, tc.want, tc.second)
		}
	}
}
