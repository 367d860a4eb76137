package main

import (
	"context"
	"testing"
	"time"
)

// TestWorkerIDStaleCheckWithinClockSlack: process A's renewals stop
// getting through (paused, cut off). Process B's clock runs 0.9 s ahead
// of A's, within the second the stores take for no gap (clockSlack): B
// sees A's hold end 0.9 s before A's own clock says it ends, and takes
// the id over. From then on A must claim nothing (its claims would be
// B's), but its claim check, which fails only once a whole ttl passed
// since the last renewal on A's own clock, still lets it claim.
func TestWorkerIDStaleCheckWithinClockSlack(t *testing.T) {
	for name, open := range workerStores(t) {
		t.Run(name, func(t *testing.T) {
			const ttl = 3 * time.Second
			ctx := context.Background()
			h := &pausedHolder{workerHolder: open("w1")}
			c := newFakeCrawl()
			start := time.Now()
			stop, err := holdWorkerID(ctx, h, "w1", "there - 1", ttl, nil, c)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			h.paused.Store(true) // no renewal gets through
			time.Sleep(time.Until(start.Add(ttl - 500*time.Millisecond)))
			ahead := time.Now().Add(900 * time.Millisecond) // B's clock
			if other, err := open("w1").HoldWorker(ctx, "there - 2", "", ahead, time.Minute); err != nil || other != "" {
				t.Fatalf("B's takeover: held by %q, %v; want taken (A's hold ended on B's clock)", other, err)
			}
			if err := c.claimCheck(); err == nil {
				t.Errorf("A's claim check passes %v after its last renewal, with its id held by B: A claims under B's name", time.Since(start).Round(time.Millisecond))
			}
		})
	}
}
