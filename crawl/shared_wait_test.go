package crawl

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestSharedFrontierKeepsRetryAfter has a process get a 429 with a
// Retry-After of an hour from a host (Backoff) and end its run while
// another process, sharing the frontier, still has a URL of that host
// queued: the other process must not ask the host within the hour, not
// once the first one's claims end (its run's end, its lease).
func TestSharedFrontierKeepsRetryAfter(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		const host = "a.example"
		u1 := store.FrontierItem{URL: "https://a.example/1", Host: host, Priority: 1}
		u2 := store.FrontierItem{URL: "https://a.example/2", Host: host, Priority: 2}
		if err := open().PushFrontier(ctx, []store.FrontierItem{u1, u2}); err != nil {
			t.Fatal(err)
		}
		a := NewFrontier(open(), 0, 1)
		a.SetLease(100 * time.Millisecond)
		b := NewFrontier(open(), 0, 1)
		b.SetMaxWait(time.Second)
		for _, f := range []*Frontier{a, b} {
			if _, err := f.Load(ctx); err != nil {
				t.Fatal(err)
			}
		}
		it := next(t, a)
		// 429, Retry-After: 3600.
		a.Backoff(host, time.Now().Add(time.Hour))
		if err := a.Retry(ctx, it, time.Hour); err != nil {
			t.Fatal(err)
		}
		a.Stop()
		if err := a.ReleaseClaims(ctx); err != nil {
			t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond) // past a's lease too
		nctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if got, ok, err := b.Next(nctx); err != nil || ok {
			t.Errorf("b asked %s (ok %v, err %v) within the Retry-After hour a was given", got.URL, ok, err)
		}
	})
}
