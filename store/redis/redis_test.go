package redis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store/storetest"
)

func TestFrontierMiniredis(t *testing.T) {
	mr := miniredis.RunT(t)
	f := New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
	t.Cleanup(func() { f.Close() })
	storetest.Frontier(t, f)
}

// TestFrontierRealRedis runs the same conformance test against the Redis
// server named by BYLINE_REDIS_URL (CI starts one), under a key prefix of
// its own that it deletes afterwards.
func TestFrontierRealRedis(t *testing.T) {
	f := openReal(t)
	storetest.Frontier(t, f)
}

func openReal(t *testing.T) *Frontier {
	t.Helper()
	url := os.Getenv("BYLINE_REDIS_URL")
	if url == "" {
		t.Skip("BYLINE_REDIS_URL is not set: no Redis server to test against")
	}
	ctx := context.Background()
	prefix := fmt.Sprintf("bylinetest:%x:", rand.Uint64())
	f, err := Open(ctx, url, prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		f.rdb.Del(ctx, f.zkey, f.hkey, f.ckey, f.gkey, f.xkey, f.ykey)
		f.Close()
	})
	return f
}

func TestOpenErrors(t *testing.T) {
	if _, err := Open(context.Background(), "mysql://x", ""); err == nil {
		t.Error("a non-redis URL was accepted")
	}
	mr := miniredis.RunT(t)
	addr := mr.Addr()
	mr.Close()
	if _, err := Open(context.Background(), "redis://"+addr+"/0", ""); err == nil {
		t.Error("a Redis that does not answer was accepted")
	}
}

// twoClients runs test on two clients (two processes) of one frontier:
// on miniredis, and on the Redis server BYLINE_REDIS_URL names; name,
// when set, is the claim name of both.
func twoClients(t *testing.T, name string, test func(t *testing.T, a, b *Frontier)) {
	t.Run("miniredis", func(t *testing.T) {
		mr := miniredis.RunT(t)
		a := New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
		b := New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
		t.Cleanup(func() { a.Close(); b.Close() })
		if name != "" {
			a.SetOwner(name)
			b.SetOwner(name)
		}
		test(t, a, b)
	})
	t.Run("redis", func(t *testing.T) {
		a := openReal(t)
		b := New(goredis.NewClient(a.rdb.(*goredis.Client).Options()), strings.TrimSuffix(a.zkey, "frontier"))
		if name != "" {
			a.SetOwner(name)
			b.SetOwner(name)
		}
		t.Cleanup(func() { a.rdb.Del(context.Background(), a.wkey+a.owner); b.Close() })
		test(t, a, b)
	})
}

// TestClaimFrontier runs the claims conformance test on two clients
// (two processes) of one frontier.
func TestClaimFrontier(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		b.SetOwner("host:/a data dir") // spaces in a name
		storetest.Claims(t, a, b)
	})
}

// TestClaimsPruned runs the conformance test of the claims' end on two
// clients (two processes) of one frontier.
func TestClaimsPruned(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		storetest.ClaimsPruned(t, a, b, a.claimCount)
	})
}

// claimCount counts the claims f's frontier stores, the URLs' and the
// hosts'.
func (f *Frontier) claimCount() int {
	ctx := context.Background()
	return int(f.rdb.HLen(ctx, f.ckey).Val() + f.rdb.HLen(ctx, f.gkey).Val())
}

// TestHoldWorker runs the conformance test of worker names on two
// clients (two processes) under one claim name.
func TestHoldWorker(t *testing.T) {
	twoClients(t, "host:/data", func(t *testing.T, a, b *Frontier) {
		storetest.Workers(t, a, b)
	})
}

// TestWorkerTakeoverRace runs the conformance test of a worker name
// whose hold ended, asked for at once by its holder and another process,
// on two clients under one claim name.
func TestWorkerTakeoverRace(t *testing.T) {
	twoClients(t, "host:/data", func(t *testing.T, a, b *Frontier) {
		storetest.WorkerTakeoverRace(t, []storetest.WorkerStore{a, b})
	})
}

// TestHoldWorkerOnServerClock: process b, whose clock runs an hour
// ahead, asks for the worker id process a holds for a minute more. The
// holds must be compared on the server's clock: on b's own, a's hold
// looks an hour over and b takes the id of a live process. Its own
// hold, once it has the id, ends a minute from now on the server's
// clock too.
func TestHoldWorkerOnServerClock(t *testing.T) {
	twoClients(t, "w1", func(t *testing.T, a, b *Frontier) {
		ctx := context.Background()
		ahead := time.Now().Add(time.Hour)
		b.clock = func() time.Time { return time.Now().Add(time.Hour) }
		if other, err := a.HoldWorker(ctx, "p1", "", time.Now(), time.Minute); err != nil || other != "" {
			t.Fatalf("a's hold: %q, %v", other, err)
		}
		if other, err := b.HoldWorker(ctx, "p2", "", ahead, time.Minute); err != nil || other != "p1" {
			t.Fatalf("b's hold with its clock an hour ahead: held by %q, %v; want held by p1, whose hold runs a minute more", other, err)
		}
		if err := a.DropWorker(ctx, "p1"); err != nil {
			t.Fatal(err)
		}
		if other, err := b.HoldWorker(ctx, "p2", "", ahead, time.Minute); err != nil || other != "" {
			t.Fatalf("b's hold after a dropped it: %q, %v", other, err)
		}
		if ms, err := a.rdb.PTTL(ctx, a.wkey+a.owner).Result(); err != nil || ms > time.Minute {
			t.Errorf("b's hold expires in %v, %v; want a minute at most", ms, err)
		}
		if other, err := a.HoldWorker(ctx, "p1", "", time.Now().Add(2*time.Minute), time.Minute); err != nil || other != "" {
			t.Errorf("a's hold two minutes after b's began: held by %q, %v; want b's hold ended", other, err)
		}
	})
}

// TestClaimsOnServerClock runs the conformance test of claims compared
// on the server's clock on two clients whose clocks differ.
func TestClaimsOnServerClock(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		storetest.ClaimsOnServerClock(t, a, b, func(d time.Duration) {
			b.clock = func() time.Time { return time.Now().Add(d) }
		})
	})
}

// TestClaimRace runs the conformance test of claims made at once on
// eight clients (processes) of one frontier, and a ninth that prunes.
func TestClaimRace(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, _ *Frontier) {
		clients := []storetest.ClaimStore{a}
		for range 8 {
			c := New(goredis.NewClient(a.rdb.(*goredis.Client).Options()), strings.TrimSuffix(a.zkey, "frontier"))
			t.Cleanup(func() { c.Close() })
			clients = append(clients, c)
		}
		storetest.ClaimRace(t, clients[1:], clients[0])
	})
}

// TestItemWaitsOnServerClock runs the conformance test of items' waits
// stored on the server's clock on two clients whose clocks differ.
func TestItemWaitsOnServerClock(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		storetest.ItemWaitsOnServerClock(t, a, b, func(d time.Duration) {
			b.clock = func() time.Time { return time.Now().Add(d) }
		})
	})
}

// TestFrontierItemRace runs the conformance test of a queued item
// written at once by three clients (processes) of one frontier.
func TestFrontierItemRace(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		c := New(goredis.NewClient(a.rdb.(*goredis.Client).Options()), strings.TrimSuffix(a.zkey, "frontier"))
		t.Cleanup(func() { c.Close() })
		storetest.FrontierItemRace(t, []storetest.ClaimStore{a, b, c})
	})
}
