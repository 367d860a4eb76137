package crawl

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// failingPark is a shared frontier store whose park of one URL fails (a
// timeout, a wait that kept changing).
type failingPark struct {
	frontierStore
	FrontierClaimer
	bad string
}

func (s failingPark) ParkFrontier(ctx context.Context, url string, notBefore time.Time) error {
	if url == s.bad {
		return errors.New("park failed")
	}
	return s.FrontierClaimer.ParkFrontier(ctx, url, notBefore)
}

// TestParkGoesOnPastAFailedItem: one item's failed park does not leave
// the host's other items without their wait.
func TestParkGoesOnPastAFailedItem(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		s := open()
		bad := store.FrontierItem{URL: "https://a.example/1", Host: "a.example", Priority: 0}
		good := store.FrontierItem{URL: "https://a.example/2", Host: "a.example", Priority: 5}
		if err := s.PushFrontier(ctx, []store.FrontierItem{bad, good}); err != nil {
			t.Fatal(err)
		}
		b := open()
		f := NewFrontier(failingPark{frontierStore: b, FrontierClaimer: b.(FrontierClaimer), bad: bad.URL}, 0, 1)
		if _, err := f.Load(ctx); err != nil {
			t.Fatal(err)
		}
		f.Backoff("a.example", time.Now().Add(time.Hour), store.WaitRetryAfter)
		if _, err := f.Park(ctx); err == nil {
			t.Error("Park reported no error")
		}
		left, err := s.Frontier(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range left {
			if it.URL == good.URL && it.NotBefore.Before(time.Now().Add(50*time.Minute)) {
				t.Errorf("%s not parked after %s's park failed: not before %v", good.URL, bad.URL, it.NotBefore)
			}
		}
	})
}
