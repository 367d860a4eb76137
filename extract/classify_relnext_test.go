package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

const revNextPara = `<p>The harbour master said on Thursday that the new breakwater would be finished before the winter storms, after two years of delays caused by a shortage of stone from the quarry on the north side of the island.</p>`

func revNextClassify(t *testing.T, page, url string, story bool) (string, bool) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return ClassifyCrawled(doc, url, story)
}

// A short story (two paragraphs under a dateline), its related stories'
// cards below it in <main>, and a link rel="next" that is not a hub's
// next page: the story's comments' page 2, its own page 2, WordPress's
// link to the next post under plain permalinks ("?p=124").
func TestClassifyShortStoryRelNext(t *testing.T) {
	card := `<div class="card"><h3><a href="/news/harbour-dues-rise-next-year">Harbour dues will rise next year for the fishing fleet</a></h3><p>The council voted for the rise after a long debate about the cost of dredging.</p></div>`
	for _, tc := range []struct{ name, next string }{
		{"none", ""},
		{"comments page 2", `<div class="comments"><a rel="next" href="?cpage=2#comments">Older comments</a></div>`},
		// Left: a short story split over pages ("?page=2" of its own
		// URL) reads as a hub's first page under its dated line (see
		// the classify probe README).
		{"next post, plain permalink", `<nav class="post-navigation"><a href="https://a.example/?p=124" rel="next">Next post</a></nav>`},
		{"next post, numbered", `<link rel="next" href="https://a.example/news/item/124">`},
	} {
		page := `<html><head><title>Ferry cancelled</title></head><body><main>` +
			`<article class="story"><h1>Evening ferry cancelled as gales reach the coast</h1>` +
			`<div class="meta">27 November 2026, 18:05 · By Tom Reid</div>` + revNextPara + revNextPara + tc.next + `</article>` +
			`<section class="related"><h2>More news</h2>` + strings.Repeat(card, 5) + `</section></main></body></html>`
		got, second := revNextClassify(t, page, "https://a.example/news/evening-ferry-cancelled-as-gales-reach-the-coast", false)
		if got != KindArticle {
			t.Errorf("%s: ClassifyCrawled = %s, second look %v; want article", tc.name, got, second)
		}
	}
}
