package main

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// hungHolder is a worker id store whose renewals, while hang is set,
// wait for their context's end, as a call on a connection the network
// dropped silently does (no answer, no error, until TCP keepalive gives
// up minutes later).
type hungHolder struct {
	workerHolder
	hang atomic.Bool
}

func (h *hungHolder) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	if h.hang.Load() {
		<-ctx.Done()
		return "", ctx.Err()
	}
	return h.workerHolder.HoldWorker(ctx, holder, replace, now, ttl)
}

// TestWorkerIDRenewalHungRecovers: one renewal hangs (a dead
// connection). The hold goes stale and the process claims nothing, as it
// must; but once the store answers again, a renewal must get through
// within a few renewal periods, not never: the hung call holds up every
// later renewal, so the process claims nothing until it stops.
func TestWorkerIDRenewalHungRecovers(t *testing.T) {
	const ttl = 300 * time.Millisecond
	h := &hungHolder{workerHolder: workerStores(t)["miniredis"]("w1")}
	c := newFakeCrawl()
	stop, err := holdWorkerID(context.Background(), h, "w1", "there - 1", ttl, nil, c)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	h.hang.Store(true)
	time.Sleep(ttl + ttl/3) // the next renewal hangs
	h.hang.Store(false)     // the store answers again (new calls do)
	time.Sleep(3 * ttl)
	if err := c.claimCheck(); err != nil {
		t.Errorf("claim check %v after the store answered again for %v; want a renewal through", err, 3*ttl)
	}
}

// busyHolder reports the hold busy (store.ErrHoldBusy: a killed
// process's ticket on it) until until, then gives it.
type busyHolder struct{ until time.Time }

func (h *busyHolder) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	if now.Before(h.until) {
		return "", fmt.Errorf("hold worker name: %w", store.ErrHoldBusy)
	}
	return "", nil
}

func (h *busyHolder) DropWorker(ctx context.Context, holder string) error { return nil }

// TestWorkerIDWaitsOutBusyHold: a hold the store reports busy (a process
// killed as it renewed the hold left its ticket, reaped after seconds)
// is asked again until the wait's end, as a hold a killed process
// holds; the restart must not exit on the first answer.
func TestWorkerIDWaitsOutBusyHold(t *testing.T) {
	const ttl = 300 * time.Millisecond
	stop, err := holdWorkerID(context.Background(), &busyHolder{until: time.Now().Add(ttl / 2)}, "w1", "here - 2", ttl, nil, nil)
	if err != nil {
		t.Fatalf("hold busy for half the ttl: %v; want it taken after", err)
	}
	stop()
	// Busy past the wait's end: the store's reason, not a hang.
	_, err = holdWorkerID(context.Background(), &busyHolder{until: time.Now().Add(time.Hour)}, "w1", "here - 2", ttl, nil, nil)
	if !errors.Is(err, store.ErrHoldBusy) {
		t.Fatalf("hold busy for ever: %v; want store.ErrHoldBusy once the wait ended", err)
	}
}
