package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyExplainerHub: a topic's hub ("X explained: everything
// you need to know") made a WordPress page has a headline for a name,
// an introduction and teasers; the SEO plugins mark pages
// og:type=article and give them a modified time and no published one.
// A story is dated under its headline, or is a post with a published
// time: it stays an article over its related teasers.
func TestClassifyExplainerHub(t *testing.T) {
	intro := `<p>For more than a century engineers have dreamed of damming the estuary, home to the second-highest tidal range in the world. On this page we bring together our explainers, our reporting from both banks and the latest on the decision, due next spring.</p>`
	teasers := strings.Repeat(`<article class="post"><h3 class="post-title"><a href="/2026/11/24/barrage-decision-delayed-to-spring/">Barrage decision delayed to spring, minister confirms</a></h3>`+
		`<div class="post-date">24 November 2026</div><p>The minister told MPs the review needs more time.</p></article>`, 8)
	modified := `<meta property="article:modified_time" content="2026-11-24T09:12:40+00:00">`
	published := `<meta property="article:published_time" content="2026-11-24T09:12:40+00:00">`
	for _, tc := range []struct {
		name, meta, dateline, want string
	}{
		{"hub", modified, "", KindListing},
		{"dated story", modified, `<div class="entry-meta"><time datetime="2026-11-24">24 November 2026</time></div>`, KindArticle},
		{"post", published + modified, "", KindArticle},
	} {
		page := `<html><head><meta property="og:type" content="article">` + tc.meta + `</head><body><main>` +
			`<div class="entry-header"><h1>The Severn Barrage explained: everything you need to know</h1>` + tc.dateline + `</div>` +
			`<div class="entry-content">` + intro + teasers + `</div></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
