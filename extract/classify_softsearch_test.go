package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifySearchUnderHeadline: a story taken down (a 410 served
// with 200 at the story's URL, og:type=article kept by the template:
// classprobe11's MODX page) is a headline, a paragraph of apology and a
// search box, then the most read stories. It is a listing with no
// second look. A short story with a site search in the sidebar, or a
// postcode form set in it, or one that goes on after a search box set
// in its block, stays an article.
func TestClassifySearchUnderHeadline(t *testing.T) {
	apology := `<p>The article you are looking for was removed from our website on 20 November 2026 for legal reasons and will not be available again. We apologise for the inconvenience; you can search our stories or return to the home page.</p>`
	search := `<form action="/search/" method="get"><input type="text" name="search" placeholder="Search stories"><button>Search</button></form>`
	teasers := strings.Repeat(`<div class="item"><h3><a href="/news/2026/11/workers-strike-in-the-capital.html">Garment workers strike in the capital</a></h3><p>They want higher wages.</p></div>`, 4)
	more := strings.Repeat(`<p>The council said the repairs to the bridge would take until the spring, and that buses would run on the old road until then, every twenty minutes.</p>`, 4)
	for _, tc := range []struct{ name, block, after, want string }{
		{"removed story", apology + search, "", KindListing},
		{"sidebar search", apology, `<div class="sidebar">` + search + `</div>`, KindArticle},
		{"postcode form", apology + `<form action="/quote"><input type="text" name="zip"><button>Go</button></form>`, "", KindArticle},
		{"story goes on", apology + search + more, "", KindArticle},
	} {
		page := `<html><head><meta property="og:type" content="article"></head><body><div class="main"><div class="content"><h1>This article is no longer available</h1>` + tc.block +
			`<div class="popular"><h2>Most read</h2>` + teasers + `</div></div>` + tc.after + `</div></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		got, second := ClassifyCrawled(doc, "https://a.example/news/2026/11/the-minister-is-charged.html", false)
		if got != tc.want || got == KindListing && second {
			t.Errorf("%s: ClassifyCrawled = %s, second look %v; want %s", tc.name, got, second, tc.want)
		}
	}
}
