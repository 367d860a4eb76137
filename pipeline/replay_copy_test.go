package pipeline_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
)

// versioned wraps Trafilatura; a non-empty note is appended to the body,
// standing for an extractor upgrade that changes what it reads.
type versioned struct{ note atomic.Value }

func (v *versioned) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	a, err := extract.Trafilatura{}.Extract(ctx, p)
	if n, _ := v.note.Load().(string); n != "" && err == nil {
		a.Body += "\n\n" + n
	}
	return a, err
}

// TestReplayCopyAfterTwoExtractorChanges checks an article read only
// through a copy (AMP, or its URL with a trailing slash): a replay after
// one change of the extractor updates it, and so does a replay after a
// second change. (The copy's record kept the text it gave at the crawl,
// and the second replay took the first's text for another page's.)
func TestReplayCopyAfterTwoExtractorChanges(t *testing.T) {
	t.Run("amp", func(t *testing.T) { replayTwice(t, "/a/amp") })
	t.Run("trailing slash", func(t *testing.T) { replayTwice(t, "/a/") })
}

func replayTwice(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"copies.test /":       homeLinking(path),
		"copies.test " + path: serve(article("Barrier before winter", `<link rel="canonical" href="/a">`, englishParas...)),
	})
	g := newRig(t, web, []string{"copies.test"}, pipeline.Config{})
	defer g.close()
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	ex := &versioned{}
	p2 := pipeline.New(g.store, g.fetch, crawl.NewRobotsCache(g.fetch, 0), ex, pipeline.Config{FetchLogDir: g.dir + "/runs"}, nil)
	for _, v := range []string{
		"Version two of the extractor now also reads the fact box that sits beside the story and lists the contractors, the costs and the dates of each phase of the barrier.",
		"Version three reads the map legend instead, a different paragraph altogether about tides, surges, winter storms and the old sea wall that failed in the great flood.",
	} {
		ex.note.Store(v)
		sum, err := p2.Replay(ctx, first.ID, pipeline.ReplayOptions{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := g.store.Article(ctx, extract.ArticleID("http://copies.test/a"))
		if err != nil || !strings.Contains(a.Body, v[:20]) || sum.Skipped["newer_elsewhere"] != 0 {
			t.Errorf("after replay with %q: %+v, body tail %q", v[:20], sum, a.Body[max(0, len(a.Body)-200):])
		}
	}
}
