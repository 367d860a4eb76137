package pipeline_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestHaltDuringReleaseCheckKeepsClaims halts a run on a shared
// frontier at its end, after it looked whether it was halted and while
// it asks its claim check before it releases its claims (the worker
// id's renewal found another holder just then): the claims are the new
// holder's too and must be kept, and the run must return the halt's
// error. The run looked once, before the check, and released them.
func TestHaltDuringReleaseCheckKeepsClaims(t *testing.T) {
	for _, b := range redisFrontiers() {
		t.Run(b.name, func(t *testing.T) {
			fs := b.open(t)
			h := newHarness(t, t.TempDir(), fixtureweb.Options{}, nil)
			h.pipe.SetFrontierStore(fs)
			lost := errors.New("worker id \"w1\" taken over")
			// Every URL processed: the next check is the release's.
			var all atomic.Bool
			h.pipe.OnProgress = func(p pipeline.Progress) {
				if p.Done == p.Queued {
					all.Store(true)
				}
			}
			var haltedAt atomic.Bool
			h.pipe.SetClaimCheck(func() error {
				if all.Load() && !haltedAt.Swap(true) {
					h.pipe.Halt(lost)
				}
				return nil
			})
			ctx := context.Background()
			run, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true})
			if !haltedAt.Load() {
				t.Fatalf("the run ended (%v) without asking the check after its last URL", err)
			}
			if !errors.Is(err, lost) {
				t.Errorf("run halted at its release returned %v; want the halt's error", err)
			}
			if run.Summary.Fetched == 0 {
				t.Fatal("nothing fetched")
			}
			// The run's host claims stand: another process (this client
			// under another name) gets no URL of those hosts a minute on.
			other := fs.(*redisstore.Frontier)
			other.SetOwner("another process")
			var items []store.FrontierItem
			for _, host := range h.web.Sites() {
				items = append(items, store.FrontierItem{URL: "https://" + host + "/after-halt", Host: host})
			}
			if err := other.PushFrontier(ctx, items); err != nil {
				t.Fatal(err)
			}
			for _, it := range items {
				c, err := other.ClaimFrontier(ctx, it.URL, it.Host, time.Now().Add(time.Minute), time.Minute)
				if err != nil {
					t.Fatal(err)
				}
				if c.State != store.ClaimHeld {
					t.Errorf("another process claimed %s a minute after the halt (%v): the halted run released its claims", it.Host, c.State)
				}
			}
		})
	}
}
