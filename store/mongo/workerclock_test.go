package mongo

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
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

// TestHostWaitsOnServerClock: host statistics, which processes sharing
// the database add to, keep a host's wait (a Retry-After) and last
// crawl on the server's clock, as claims and items' waits are: kept on
// each writer's clock, a's wait of half an hour read by b, its clock an
// hour behind, held b's run for an hour and a half, and b's last crawl
// an hour ahead hid a's later ones from $max.
func TestHostWaitsOnServerClock(t *testing.T) {
	a, b := openTwo(t)
	ctx := context.Background()
	near := func(got, want time.Time) bool { return got.Sub(want).Abs() < 2*time.Second }
	read := func(s *Store) store.HostStats {
		t.Helper()
		stats, err := s.HostStats(ctx)
		if err != nil || len(stats) != 1 {
			t.Fatalf("host stats = %+v, %v; want one host's", stats, err)
		}
		return stats[0]
	}
	now := time.Now()
	if err := a.AddHostStats(ctx, []store.HostStats{{Host: "a.example", Requests: 1, LastCrawl: now,
		NotBefore: now.Add(30 * time.Minute), WaitReason: store.WaitRetryAfter}}); err != nil {
		t.Fatal(err)
	}
	b.now = func() time.Time { return time.Now().Add(-time.Hour) }
	behind := b.now()
	if h := read(b); !near(h.NotBefore, behind.Add(30*time.Minute)) || !near(h.LastCrawl, behind) {
		t.Errorf("a's host wait and last crawl read by b, its clock an hour behind = %v, %v; want %v, %v on b's clock",
			h.NotBefore, h.LastCrawl, behind.Add(30*time.Minute), behind)
	}
	b.now = func() time.Time { return time.Now().Add(time.Hour) }
	ahead := b.now()
	if err := b.AddHostStats(ctx, []store.HostStats{{Host: "a.example", Requests: 1, LastCrawl: ahead,
		NotBefore: ahead.Add(10 * time.Minute), WaitReason: store.WaitDelay}}); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Second)
	if err := a.AddHostStats(ctx, []store.HostStats{{Host: "a.example", Requests: 1, LastCrawl: later}}); err != nil {
		t.Fatal(err)
	}
	if h := read(a); !near(h.NotBefore, now.Add(30*time.Minute)) || h.WaitReason != store.WaitRetryAfter || !near(h.LastCrawl, later) {
		t.Errorf("host stats after b, an hour ahead, waited 10 minutes, and a crawled later = wait %v (%s), last crawl %v; want a's wait %v (%s), last crawl %v",
			h.NotBefore, h.WaitReason, h.LastCrawl, now.Add(30*time.Minute), store.WaitRetryAfter, later)
	}
}

// TestWorkerTakeoverRace runs the conformance test of a worker name
// whose hold ended, asked for at once by its holder and two other
// processes, on three stores (three processes) on one database.
func TestWorkerTakeoverRace(t *testing.T) {
	a, b, c := openThree(t)
	for _, s := range []*Store{a, b, c} {
		s.SetOwner("w1")
	}
	storetest.WorkerTakeoverRace(t, []storetest.WorkerStore{a, b, c})
}
