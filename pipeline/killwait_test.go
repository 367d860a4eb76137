package pipeline_test

import (
	"context"
	"errors"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// dyingStore is the store of a process killed (SIGKILL) at the moment
// died is set: what the run writes after that never lands.
type dyingStore struct {
	*sqlite.Store
	died atomic.Bool
}

func (d *dyingStore) AddHostStats(ctx context.Context, stats []store.HostStats) error {
	if d.died.Load() {
		return nil
	}
	return d.Store.AddHostStats(ctx, stats)
}

func (d *dyingStore) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	if d.died.Load() {
		return nil
	}
	return d.Store.UpdateFrontier(ctx, it)
}

func (d *dyingStore) PutRun(ctx context.Context, r store.Run) error {
	if d.died.Load() {
		return nil
	}
	return d.Store.PutRun(ctx, r)
}

// TestKilledRunKeepsLongHostDelay: a site asks for an hour between two
// requests. A run reads its home page, and the process dies before the
// run ends, where it stores its hosts' waits. The next process, which
// resumes the home page's links, must not ask the site again before the
// hour is out.
func TestKilledRunKeepsLongHostDelay(t *testing.T) {
	web := newHostileWeb(map[string]http.HandlerFunc{
		"slow.test /":  serve(linking("/a", "/b")),
		"slow.test /a": serve(linking()),
		"slow.test /b": serve(linking()),
	})
	g := newRig(t, web, []string{"slow.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	if err := g.store.PutSite(ctx, store.Site{ID: "slow.test", Seeds: []string{"http://slow.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: time.Hour}}); err != nil {
		t.Fatal(err)
	}
	cfg := pipeline.Config{Workers: 2, MaxAttempts: 3, MaxWait: time.Minute}
	db := &dyingStore{Store: g.store}
	p := pipeline.New(db, g.fetch, allowAll{}, extract.Trafilatura{}, cfg, nil)
	// The process dies once the home page is handled: the run's end
	// (its links wait an hour, beyond MaxWait) stores nothing.
	p.OnProgress = func(pipeline.Progress) { db.died.Store(true) }
	if _, err := p.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if n := web.count("slow.test /"); n != 1 || !db.died.Load() {
		t.Fatalf("home page asked %d times, process died %v; want once, and died", n, db.died.Load())
	}
	restarted := pipeline.New(g.store, g.fetch, allowAll{}, extract.Trafilatura{}, cfg, nil)
	if _, err := restarted.Run(ctx, pipeline.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if n := web.count("slow.test /a") + web.count("slow.test /b"); n > 0 {
		t.Errorf("the restarted process asked the site %d times within its hour's delay after the home page", n)
	}
	items, err := g.store.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 2 {
		t.Errorf("frontier holds %d items, want the home page's 2 links, waiting", len(items))
	}
}

// TestKilledRunKeepsShortHostDelay: a site asks for a second and a half
// between two requests, shorter than HostStatsEvery, so no run stores it
// as it goes. A run reads the home page and the process dies; the next
// process, started at once, must still wait the delay after the home
// page before it asks the site for the links it resumes.
func TestKilledRunKeepsShortHostDelay(t *testing.T) {
	const delay = 1500 * time.Millisecond
	web := newHostileWeb(map[string]http.HandlerFunc{
		"short.test /":  serve(linking("/a")),
		"short.test /a": serve(linking()),
	})
	g := newRig(t, web, []string{"short.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	if err := g.store.PutSite(ctx, store.Site{ID: "short.test", Seeds: []string{"http://short.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: delay}}); err != nil {
		t.Fatal(err)
	}
	cfg := pipeline.Config{Workers: 2, MaxAttempts: 3, MaxWait: time.Minute}
	db := &dyingStore{Store: g.store}
	killed, cancel := context.WithCancel(ctx)
	p := pipeline.New(db, g.fetch, allowAll{}, extract.Trafilatura{}, cfg, nil)
	// The process dies once the home page is handled: nothing more is
	// stored, and it stops at once.
	p.OnProgress = func(pipeline.Progress) { db.died.Store(true); cancel() }
	if _, err := p.Run(killed, pipeline.RunOptions{All: true}); err != nil && !errors.Is(err, context.Canceled) {
		t.Fatal(err)
	}
	if n := web.count("short.test /"); n != 1 || web.count("short.test /a") != 0 {
		t.Fatalf("home page asked %d times and its link %d before the kill; want once and none", n, web.count("short.test /a"))
	}
	restarted := pipeline.New(g.store, g.fetch, allowAll{}, extract.Trafilatura{}, cfg, nil)
	if _, err := restarted.Run(ctx, pipeline.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	gap, n := web.minGap("short.test")
	if n != 2 {
		t.Fatalf("site asked %d times, want the home page then its link", n)
	}
	if gap < delay {
		t.Errorf("the restarted process asked the site %v after the killed one, within its %v delay", gap, delay)
	}
}
