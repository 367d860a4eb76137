package pipeline_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
)

// TestAMPCopyIsNeverASecondArticle checks that an AMP copy whose
// rel=canonical names a stored article, but whose text is more than
// copyBits away from it (an AMP template that drops half the story and
// adds its own blurbs), is not stored as a second article under its own
// URL: the article stays one, under its canonical URL, as the canonical
// page gave it.
func TestAMPCopyIsNeverASecondArticle(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ampParas := []string{
		"Sir, the council's plan to close the library on Sundays will hurt the families who cannot visit during the week.",
		"Children who read at weekends do better at school, and the savings are small beside the cost to the town.",
		"I urge councillors to think again before the vote next month, and to ask the readers who use it what they need.",
	}
	const title = "Flood barrier to be finished before winter"
	var withAMP atomic.Bool
	web := newHostileWeb(map[string]http.HandlerFunc{
		"amp.test /": func(w http.ResponseWriter, r *http.Request) {
			if withAMP.Load() {
				homeLinking("/2026/story", "/2026/story/amp")(w, r)
				return
			}
			homeLinking("/2026/story")(w, r)
		},
		"amp.test /2026/story": serve(article(title, `<link rel="amphtml" href="/2026/story/amp">`, englishParas...)),
		"amp.test /2026/story/amp": serve(strings.Replace(
			article(title, `<link rel="canonical" href="http://amp.test/2026/story">`, ampParas...), "<html>", "<html amp>", 1)),
	})
	g := newRig(t, web, []string{"amp.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	withAMP.Store(true)
	g.runs(t, 2, pipeline.RunOptions{All: true})
	if n := web.count("amp.test /2026/story/amp"); n == 0 {
		t.Fatal("the AMP copy was never fetched: the test shows nothing")
	}
	if a, err := g.store.Article(ctx, extract.ArticleID("http://amp.test/2026/story/amp")); err == nil {
		t.Errorf("the AMP copy was stored as a second article under its own URL: %q", a.Title)
	}
	a, err := g.store.Article(ctx, extract.ArticleID("http://amp.test/2026/story"))
	if err != nil {
		t.Fatalf("the canonical article is gone: %v", err)
	}
	if !strings.Contains(a.Body, "harbour authority") {
		t.Errorf("the canonical article's text was replaced by the AMP copy's: %.80q", a.Body)
	}
}
