package extract_test

import (
	"strings"
	"testing"
)

const revPara3 = `<p>The harbour master said on Thursday that the new breakwater would be finished before the winter storms, after two years of delays caused by a shortage of stone from the quarry on the north side of the island.</p>`

// The short story of TestReviewShortStoryRelNext, through the pipeline:
// the second look refuses a headline over teasers, so the story is lost.
func TestClassifyShortStoryRelNextStored(t *testing.T) {
	card := `<div class="card"><h3><a href="/news/harbour-dues-rise-next-year">Harbour dues will rise next year for the fishing fleet</a></h3><p>The council voted for the rise after a long debate about the cost of dredging.</p></div>`
	for _, tc := range []struct{ name, next string }{
		{"none", ""},
		{"comments page 2", `<div class="comments"><a rel="next" href="?cpage=2#comments">Older comments</a></div>`},
		{"next post, plain permalink", `<nav class="post-navigation"><a href="https://a.example/?p=124" rel="next">Next post</a></nav>`},
	} {
		page := `<html><head><title>Ferry cancelled</title></head><body><main>` +
			`<article class="story"><h1>Evening ferry cancelled as gales reach the coast</h1>` +
			`<div class="meta">27 November 2026, 18:05 · By Tom Reid</div>` + revPara3 + revPara3 + tc.next + `</article>` +
			`<section class="related"><h2>More news</h2>` + strings.Repeat(card, 5) + `</section></main></body></html>`
		for _, url := range []string{"https://a.example/news/evening-ferry-cancelled-as-gales-reach-the-coast", "https://a.example/news/ferry-cancelled"} {
			got, keep := storedDecision(t, page, url, false)
			if !keep {
				t.Errorf("%s at %s: classified %s, not stored; want stored", tc.name, url, got)
			}
		}
	}
}
