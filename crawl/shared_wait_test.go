package crawl

import (
	"context"
	"sync"
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
		a, b := sharedPair(open, 100*time.Millisecond, time.Second)
		loadAll(t, a, b)
		it := next(t, a)
		// 429, Retry-After: 3600.
		a.Backoff(host, time.Now().Add(time.Hour), store.WaitRetryAfter)
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

// releaseWindow is a shared frontier store that lets another process
// act right after a run's release is written (after).
type releaseWindow struct {
	claimerStore
	after func()
}

type claimerStore interface {
	frontierStore
	FrontierClaimer
}

func (w releaseWindow) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	err := w.claimerStore.ReleaseClaims(ctx, now, hostsUntil, held)
	w.after()
	return err
}

// TestSharedFrontierReleaseKeepsRetryAfter ends the run of a process
// given a Retry-After of an hour by a host while another process asks
// for a URL of that host the moment the run's release is written: the
// host must be held for the hour already then, not freed by the release
// and held again after.
func TestSharedFrontierReleaseKeepsRetryAfter(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		const host = "a.example"
		u1 := store.FrontierItem{URL: "https://a.example/1", Host: host, Priority: 1}
		u2 := store.FrontierItem{URL: "https://a.example/2", Host: host, Priority: 2}
		other := open().(claimerStore)
		if err := other.PushFrontier(ctx, []store.FrontierItem{u1, u2}); err != nil {
			t.Fatal(err)
		}
		var got store.Claim
		w := releaseWindow{claimerStore: open().(claimerStore), after: func() {
			var err error
			if got, err = other.ClaimFrontier(ctx, u2.URL, host, time.Now(), time.Minute); err != nil {
				t.Error(err)
			}
		}}
		a := NewFrontier(w, 0, 1)
		if _, err := a.Load(ctx); err != nil {
			t.Fatal(err)
		}
		it := next(t, a)
		a.Backoff(host, time.Now().Add(time.Hour), store.WaitRetryAfter) // 429, Retry-After: 3600
		if err := a.Retry(ctx, it, time.Hour); err != nil {
			t.Fatal(err)
		}
		a.Stop()
		if err := a.ReleaseClaims(ctx); err != nil {
			t.Fatal(err)
		}
		if got.State != store.ClaimHeld || got.Until.Before(time.Now().Add(50*time.Minute)) {
			t.Errorf("claim of a URL of the host as the run's release was written: %+v; want held for the Retry-After's hour", got)
		}
	})
}

// TestSharedFrontierReleaseEndsRetryAfterAtItsTime has a process get a
// 429 with a Retry-After shorter than its claims' lease (a minute, the
// lease ten) and end its run: its hold on the host lasts until the
// Retry-After, as a host without one is free after its delay, not until
// its last claim's lease would have ended: another process sharing the
// frontier asks the host once the Retry-After is over.
func TestSharedFrontierReleaseEndsRetryAfterAtItsTime(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		const host = "a.example"
		u1 := store.FrontierItem{URL: "https://a.example/1", Host: host, Priority: 1}
		u2 := store.FrontierItem{URL: "https://a.example/2", Host: host, Priority: 2}
		if err := open().PushFrontier(ctx, []store.FrontierItem{u1, u2}); err != nil {
			t.Fatal(err)
		}
		a, b := sharedPair(open, time.Hour, 5*time.Second)
		loadAll(t, a, b)
		it := next(t, a)
		retryAfter := time.Now().Add(300 * time.Millisecond)
		a.Backoff(host, retryAfter, store.WaitRetryAfter)
		if err := a.Retry(ctx, it, time.Hour); err != nil {
			t.Fatal(err)
		}
		a.Stop()
		if err := a.ReleaseClaims(ctx); err != nil {
			t.Fatal(err)
		}
		nctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		got, ok, err := b.Next(nctx)
		if err != nil || !ok {
			t.Fatalf("b got nothing (ok %v, err %v): the host stays held past its Retry-After, until a's lease", ok, err)
		}
		if time.Now().Before(retryAfter) {
			t.Errorf("b asked %s within the Retry-After", got.URL)
		}
	})
}

// holdRecorder is a shared frontier store that records the ends of the
// host holds written to it.
type holdRecorder struct {
	claimerStore
	mu   sync.Mutex
	ends []time.Time
}

func (h *holdRecorder) HoldHost(ctx context.Context, host string, now, until time.Time, reason string) error {
	h.mu.Lock()
	h.ends = append(h.ends, until)
	h.mu.Unlock()
	return h.claimerStore.HoldHost(ctx, host, now, until, reason)
}

func (h *holdRecorder) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	h.mu.Lock()
	h.ends = append(h.ends, hostsUntil)
	for _, t := range held {
		h.ends = append(h.ends, t)
	}
	h.mu.Unlock()
	return h.claimerStore.ReleaseClaims(ctx, now, hostsUntil, held)
}

// TestSharedFrontierHoldEndsRoundedUp checks that the end of a host's
// Retry-After written to a shared store is rounded up to the millisecond,
// the precision Redis and MongoDB keep: cut there, the hold would let
// another process ask the host up to a millisecond too early (as
// TestSharedFrontierReleaseEndsRetryAfterAtItsTime saw on redis-server
// now and then).
func TestSharedFrontierHoldEndsRoundedUp(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		rec := &holdRecorder{claimerStore: open().(claimerStore)}
		f := NewFrontier(rec, 0, 1)
		if _, err := f.Load(ctx); err != nil {
			t.Fatal(err)
		}
		retryAfter := time.Now().Add(time.Hour).Truncate(time.Millisecond).Add(700 * time.Microsecond)
		f.Backoff("a.example", retryAfter, store.WaitRetryAfter)
		f.Stop()
		if err := f.ReleaseClaims(ctx); err != nil {
			t.Fatal(err)
		}
		held := 0
		for _, end := range rec.ends {
			if !end.Truncate(time.Millisecond).Equal(end) {
				t.Errorf("hold end %v written with a fraction of a millisecond: the store cuts it, and the hold ends early", end.Format(time.RFC3339Nano))
			}
			if end.After(time.Now().Add(time.Minute)) {
				held++
				if end.Before(retryAfter) {
					t.Errorf("hold end %v before the Retry-After %v", end.Format(time.RFC3339Nano), retryAfter.Format(time.RFC3339Nano))
				}
			}
		}
		if held < 2 {
			t.Errorf("the host's hold was written %d times (%v), want by Backoff and by the release", held, rec.ends)
		}
	})
}
