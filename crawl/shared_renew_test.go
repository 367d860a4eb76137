package crawl

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestSharedFrontierKeepsClaimsWhileHandled has a process hold a URL of
// a shared frontier for three times its lease (a page whose handling
// outlasts the lease: a long delay, an LLM writing a selector set) while
// it renews its claims (KeepClaims): another process must not get the
// URL meanwhile, nor after the first one ends it.
func TestSharedFrontierKeepsClaimsWhileHandled(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		u := store.FrontierItem{URL: "https://a.example/slow", Host: "a.example"}
		if err := open().PushFrontier(ctx, []store.FrontierItem{u}); err != nil {
			t.Fatal(err)
		}
		const lease = 300 * time.Millisecond
		a, b := sharedPair(open, lease, time.Second)
		loadAll(t, a, b)
		claimed := time.Now()
		it := next(t, a)
		kctx, stop := context.WithCancel(ctx)
		kept := make(chan struct{})
		go func() {
			defer close(kept)
			a.KeepClaims(kctx, func(err error) { t.Errorf("renew: %v", err) })
		}()
		// Stopped on every way out, a t.Fatal's too: a renewal that
		// reports after the test ended panics.
		defer func() { stop(); <-kept }()
		// a handles the page for three leases; b tries meanwhile.
		nctx, cancel := context.WithTimeout(ctx, 3*lease)
		got, ok, err := b.Next(nctx)
		cancel()
		if ok {
			t.Errorf("b got %s %v after a claimed it, while a still handles it", got.URL, time.Since(claimed).Round(time.Millisecond))
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Error(err)
		}
		if err := a.Done(ctx, it); err != nil {
			t.Fatal(err)
		}
		stop()
		<-kept
		if ok {
			return // b holds it in flight: b.Next would wait for it
		}
		nctx, cancel = context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if got, ok, err := b.Next(nctx); ok || err != nil {
			t.Errorf("b got %s (ok %v, err %v) after a ended it", got.URL, ok, err)
		}
	})
}
