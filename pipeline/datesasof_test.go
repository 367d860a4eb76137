package pipeline_test

import (
	"context"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/registry"
	"github.com/bylinehq/byline/store"
)

// TestDatesReadAsOfFetch checks that the crawl dates a page as of its
// fetch, and a replay long after as the run did: a wire dateline without
// a year ("NAIROBI, Mar 8 (Reuters) -") is of the fetch's year, not of the
// clock's when the page is read again.
func TestDatesReadAsOfFetch(t *testing.T) {
	ctx := context.Background()
	page := article("Kenya's central bank holds key rate", "",
		append([]string{"NAIROBI, Mar 8 (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month."},
			englishParas...)...)
	web := newHostileWeb(map[string]http.HandlerFunc{
		"dateline.test /": serve(linking("/africa/kenya-central-bank-holds-rate")),
		"dateline.test /africa/kenya-central-bank-holds-rate": serve(page),
	})
	g := newRig(t, web, []string{"dateline.test"}, pipeline.Config{})
	defer g.close()
	// The rig's pipeline with Byline's own extractor: selector sets the
	// heuristic writes, kept in the store, as `byline crawl` runs.
	applier := extract.NewApplier()
	ex := &extract.Extractor{Sets: registry.New(g.store, generate.NewHeuristic(), applier, registry.Options{}), Applier: applier, Fallback: extract.Trafilatura{}}
	p := pipeline.New(g.store, g.fetch, crawl.NewRobotsCache(g.fetch, 0), ex,
		pipeline.Config{Workers: 2, MaxAttempts: 1, FetchLogDir: filepath.Join(g.dir, "runs")}, nil)
	fetched := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	pipeline.SetClock(p, func() time.Time { return fetched })
	run, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	published := func(when string) {
		t.Helper()
		arts, err := g.store.ListArticles(ctx, store.ArticleFilter{Limit: 10})
		if err != nil || len(arts) != 1 {
			t.Fatalf("%s: %d articles, %v; want 1", when, len(arts), err)
		}
		if got := arts[0].Published.UTC().Format(time.DateOnly); got != "2025-03-08" {
			t.Errorf("%s: published %q, want 2025-03-08 (the dateline's day in the fetch's year)", when, got)
		}
	}
	published("crawled on 2025-03-10")
	pipeline.SetClock(p, func() time.Time { return fetched.AddDate(1, 6, 0) })
	if _, err := p.Replay(ctx, run.ID, pipeline.ReplayOptions{}); err != nil {
		t.Fatal(err)
	}
	published("replayed 18 months later")
}
