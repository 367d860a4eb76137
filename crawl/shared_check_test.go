package crawl

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestSharedFrontierClaimCheck: a process that cannot vouch for its
// claim name (its worker id's hold went unrenewed past its time) must
// claim nothing: Next fails as a failed claim does, with the URL back in
// its queue and unclaimed (another process may take it), and hands it
// out once the check passes again.
func TestSharedFrontierClaimCheck(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		u := store.FrontierItem{URL: "https://a.example/1", Host: "a.example"}
		f := NewFrontier(open(), 0, 1)
		pushAll(t, f, u)
		stale := errors.New("worker id hold stale")
		fail := true
		f.SetClaimCheck(func() error {
			if fail {
				return stale
			}
			return nil
		})
		nctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if it, ok, err := f.Next(nctx); !errors.Is(err, stale) || ok {
			t.Fatalf("Next with a stale hold = %s, %v, %v; want the check's error", it.URL, ok, err)
		}
		other := open().(FrontierClaimer)
		c, err := other.ClaimFrontier(ctx, u.URL, u.Host, time.Now(), time.Millisecond)
		if err != nil || c.State != store.ClaimOK {
			t.Fatalf("another process's claim = %+v, %v; want ok: the stale process claimed it", c, err)
		}
		fail = false
		time.Sleep(5 * time.Millisecond) // the other's lease of 1 ms ends
		got, ok, err := f.Next(nctx)
		if err != nil || !ok || got.URL != u.URL {
			t.Errorf("Next once the check passes = %s, %v, %v; want %s", got.URL, ok, err, u.URL)
		}
	})
}
