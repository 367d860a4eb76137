package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

const revSearchPara = `<p>The harbour master said on Thursday that the new breakwater would be finished before the winter storms, after two years of delays caused by a shortage of stone from the quarry on the north side of the island.</p>`

func revSearchClassify(t *testing.T, page, url string, story bool) (string, bool) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return ClassifyCrawled(doc, url, story)
}

// A short story (two paragraphs under a dateline) in a layout whose
// wrapper holds the article and a sidebar with the site's search widget.
func TestClassifyShortStorySidebarSearch(t *testing.T) {
	page := `<html><head><meta property="og:type" content="article"><title>Ferry cancelled</title></head><body>` +
		`<header class="site"><a href="/">The Island Times</a></header>` +
		`<div class="wrap"><article class="story"><h1>Evening ferry cancelled as gales reach the coast</h1>` +
		`<div class="meta">27 November 2026, 18:05 · By Tom Reid</div>` + revSearchPara + revSearchPara + `</article>` +
		`<div class="sidebar"><form action="/" method="get" role="search"><input type="search" name="s" placeholder="Search"><button>Search</button></form>` +
		`<h3>Categories</h3><ul><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li></ul></div></div>` +
		`<footer><p>© 2026 The Island Times</p></footer></body></html>`
	got, second := revSearchClassify(t, page, "https://a.example/news/evening-ferry-cancelled-as-gales-reach-the-coast", true)
	if got != KindArticle {
		t.Errorf("ClassifyCrawled = %s, second look %v; want article", got, second)
	}
}

// A short story on a flat template: headline, dateline and paragraphs
// straight in <body>, the site's search form in its footer.
func TestClassifyShortStoryFooterSearch(t *testing.T) {
	page := `<html><head><meta property="og:type" content="article"><title>Ferry cancelled</title></head><body>` +
		`<div class="top"><a href="/">The Island Times</a></div>` +
		`<h1>Evening ferry cancelled as gales reach the coast</h1><div class="meta">27 November 2026, 18:05</div>` + revSearchPara + revSearchPara +
		`<footer><form action="/search"><input name="q"><button>Go</button></form><p>© 2026 The Island Times</p></footer></body></html>`
	got, second := revSearchClassify(t, page, "https://a.example/news/evening-ferry-cancelled-as-gales-reach-the-coast", true)
	if got != KindArticle {
		t.Errorf("ClassifyCrawled = %s, second look %v; want article", got, second)
	}
}

// A short story whose header block holds the headline, the standfirst
// and a search box (a section's "search the archive" beside it).
func TestClassifyHeaderBlockSearch(t *testing.T) {
	page := `<html><head><meta property="og:type" content="article"><title>Ferry cancelled</title></head><body><main>` +
		`<div class="article-top"><h1>Evening ferry cancelled as gales reach the coast</h1>` +
		`<p class="standfirst">Passengers were told to come back in the morning, when the harbour master expects the wind to have dropped enough for the crossing.</p>` +
		`<form class="archive-search" action="/search" method="get"><input type="search" name="q" placeholder="Search the archive"></form></div>` +
		`<div class="meta">27 November 2026, 18:05</div><div class="body">` + strings.Repeat(revSearchPara, 5) + `</div></main></body></html>`
	got, second := revSearchClassify(t, page, "https://a.example/news/evening-ferry-cancelled-as-gales-reach-the-coast", true)
	if got != KindArticle {
		t.Errorf("ClassifyCrawled = %s, second look %v; want article", got, second)
	}
}
