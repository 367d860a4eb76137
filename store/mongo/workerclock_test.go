package mongo

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store/storetest"
)

// TestHoldWorkerOnServerClock: process b, whose clock runs an hour
// ahead, asks for the worker id process a holds for a minute more. The
// holds must be compared on the server's clock: on b's own, a's hold
// looks an hour over and b takes the id of a live process (both then
// take each other's claims for their own). Its own hold, once it has
// the id, must end on the server's clock too, a minute from now.
func TestHoldWorkerOnServerClock(t *testing.T) {
	a, b := openTwo(t)
	a.SetOwner("w1")
	b.SetOwner("w1")
	ahead := func() time.Time { return time.Now().Add(time.Hour) }
	b.now = ahead
	ctx := context.Background()
	if other, err := a.HoldWorker(ctx, "p1", "", time.Now(), time.Minute); err != nil || other != "" {
		t.Fatalf("a's hold: %q, %v", other, err)
	}
	if other, err := b.HoldWorker(ctx, "p2", "", ahead(), time.Minute); err != nil || other != "p1" {
		t.Fatalf("b's hold with its clock an hour ahead: held by %q, %v; want held by p1, whose hold runs a minute more", other, err)
	}
	if err := a.DropWorker(ctx, "p1"); err != nil {
		t.Fatal(err)
	}
	if other, err := b.HoldWorker(ctx, "p2", "", ahead(), time.Minute); err != nil || other != "" {
		t.Fatalf("b's hold after a dropped it: %q, %v", other, err)
	}
	// b's hold ends a minute from now on the server's clock, not an
	// hour and a minute from now: a asks again two minutes later.
	if other, err := a.HoldWorker(ctx, "p1", "", time.Now().Add(2*time.Minute), time.Minute); err != nil || other != "" {
		t.Errorf("a's hold two minutes after b's began: held by %q, %v; want b's hold ended", other, err)
	}
}

// TestClaimsOnServerClock runs the conformance test of claims compared
// on the server's clock on two stores whose clocks differ.
func TestClaimsOnServerClock(t *testing.T) {
	a, b := openTwo(t)
	storetest.ClaimsOnServerClock(t, a, b, func(d time.Duration) {
		b.now = func() time.Time { return time.Now().Add(d) }
	})
}

// TestItemWaitsOnServerClock runs the conformance test of items' waits
// stored on the server's clock on two stores whose clocks differ.
func TestItemWaitsOnServerClock(t *testing.T) {
	a, b := openTwo(t)
	storetest.ItemWaitsOnServerClock(t, a, b, func(d time.Duration) {
		b.now = func() time.Time { return time.Now().Add(d) }
	})
}
