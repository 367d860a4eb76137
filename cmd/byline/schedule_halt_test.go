package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestScheduleEndsAtHaltBetweenRuns halts the pipeline (its worker id
// taken over) while serve's schedule sleeps between runs, its one site
// due in an hour: the schedule must end at once with the halt's error,
// not at its next look (30 s later, when it ran again only to be told).
func TestScheduleEndsAtHaltBetweenRuns(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	web := fixtureweb.New(fixtureweb.Options{WireArticles: 1})
	site := httptest.NewServer(web)
	defer site.Close()
	cfg := defaultConfig()
	cfg.Data, cfg.Metrics = t.TempDir(), false
	cfg.Crawl.AllowPrivate, cfg.Crawl.Delay = true, 0
	cfg.Crawl.resolve = web.Resolve(site.Listener.Addr().String())
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	a, err := openApp(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := a.store.PutSite(ctx, store.Site{ID: fixtureweb.Wire, Seeds: web.Seeds(fixtureweb.Wire), Every: time.Hour}); err != nil {
		t.Fatal(err)
	}
	ended := make(chan error, 1)
	go func() { ended <- a.schedule(ctx) }()
	// The first run is stored when it ends; the schedule then sleeps.
	for {
		runs, err := a.store.Runs(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(runs) > 0 && !runs[0].EndedAt.IsZero() {
			break
		}
		select {
		case err := <-ended:
			t.Fatalf("schedule ended before its first run was stored: %v", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
	lost := errors.New("worker id taken over")
	a.pipe.Halt(lost)
	select {
	case err := <-ended:
		if !errors.Is(err, lost) {
			t.Errorf("schedule ended with %v; want the halt's error", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("schedule still sleeping 10 s after the halt; want it ended at once")
	}
}
