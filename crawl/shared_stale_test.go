package crawl

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestSharedFrontierStaleWritesKeepOthersRetry: process b loaded a URL
// that process a has since fetched and put back to be retried in an hour.
// b's stand-in mark on the URL (MarkStandIn) and b's parking of its host
// (Park, with a shorter wait of b's own) must write only what they
// change, not b's copy loaded before the retry, or the retry's wait and
// its spent attempt are lost (the URL fetched again soon, a URL that
// always fails retried for ever).
func TestSharedFrontierStaleWritesKeepOthersRetry(t *testing.T) {
	for _, tc := range []struct {
		name  string
		write func(ctx context.Context, b *Frontier, url string) error
		check func(t *testing.T, got store.FrontierItem)
	}{
		{"mark", func(ctx context.Context, b *Frontier, url string) error {
			queued, err := b.MarkStandIn(ctx, url, "https://a.example/gone")
			if err == nil && !queued {
				t.Errorf("MarkStandIn: %s not queued in b", url)
			}
			return err
		}, func(t *testing.T, got store.FrontierItem) {
			if got.StandInFor != "https://a.example/gone" {
				t.Errorf("stored stand-in mark %q; want b's", got.StandInFor)
			}
		}},
		{"park", func(ctx context.Context, b *Frontier, url string) error {
			b.Backoff("a.example", time.Now().Add(10*time.Minute), store.WaitRetryAfter)
			n, err := b.Park(ctx)
			if err == nil && n != 1 {
				t.Errorf("Park changed %d items; want 1", n)
			}
			return err
		}, func(t *testing.T, got store.FrontierItem) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eachShared(t, func(t *testing.T, open func() frontierStore) {
				ctx := context.Background()
				u := store.FrontierItem{URL: "https://a.example/story", Host: "a.example", Priority: 5}
				s := open()
				if err := s.PushFrontier(ctx, []store.FrontierItem{u}); err != nil {
					t.Fatal(err)
				}
				a := NewFrontier(open(), 0, 1)
				b := NewFrontier(open(), 0, 1)
				retriedElsewhere(t, a, b)
				if err := tc.write(ctx, b, u.URL); err != nil {
					t.Fatal(err)
				}
				left, err := s.Frontier(ctx)
				if err != nil || len(left) != 1 {
					t.Fatalf("frontier = %+v, %v; want the one URL", left, err)
				}
				got := left[0]
				if got.Attempts != 1 || got.NotBefore.Before(time.Now().Add(50*time.Minute)) {
					t.Errorf("stored after b's write: attempts %d, not before %v; want the retry's 1 and an hour from now", got.Attempts, got.NotBefore)
				}
				tc.check(t, got)
			})
		})
	}
}
