package main

import (
	"context"
	"errors"
	"net/http/httptest"
	"testing"
	"time"

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
	a := openWireApp(t, web, site.Listener.Addr().String(), nil)
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
