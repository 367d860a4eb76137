package rediscache

import (
	"context"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/selectors"
)

func newCache(t *testing.T) (*Cache, *miniredis.Miniredis) {
	t.Helper()
	mr := miniredis.RunT(t)
	c := New(redis.NewClient(&redis.Options{Addr: mr.Addr()}), "")
	t.Cleanup(func() { c.Close() })
	return c, mr
}

func TestPutKeepsTheNewerVersion(t *testing.T) {
	c, _ := newCache(t)
	ctx := context.Background()
	if got, err := c.Get(ctx, "a.example"); got != nil || err != nil {
		t.Fatalf("empty cache: %v, %v", got, err)
	}
	for _, v := range []int{2, 1} { // a slow process puts v1 after v2
		if err := c.Put(ctx, selectors.Set{Site: "a.example", Version: v}); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := c.Get(ctx, "a.example"); got == nil || got.Version != 2 {
		t.Fatalf("cached %+v, want v2", got)
	}
	// Invalidation (re-activating v1) clears the way for an older version.
	if err := c.Invalidate(ctx, "a.example"); err != nil {
		t.Fatal(err)
	}
	c.Put(ctx, selectors.Set{Site: "a.example", Version: 1})
	if got, _ := c.Get(ctx, "a.example"); got == nil || got.Version != 1 {
		t.Fatalf("after invalidation cached %+v, want v1", got)
	}
}

func TestCorruptEntryIsDropped(t *testing.T) {
	c, mr := newCache(t)
	mr.Set("byline:selectors:set:a.example", "{not json")
	if got, err := c.Get(context.Background(), "a.example"); got != nil || err != nil {
		t.Fatalf("corrupt entry: %v, %v", got, err)
	}
	if mr.Exists("byline:selectors:set:a.example") {
		t.Error("the corrupt entry was kept")
	}
}

func TestLockIsExclusiveAndOnlyItsHolderReleasesIt(t *testing.T) {
	c, mr := newCache(t)
	ctx := context.Background()
	unlock, ok, err := c.Lock(ctx, "a.example", time.Second)
	if !ok || err != nil {
		t.Fatalf("first lock: %v %v", ok, err)
	}
	if _, ok, _ := c.Lock(ctx, "a.example", time.Second); ok {
		t.Fatal("a second holder got the lock")
	}
	mr.FastForward(2 * time.Second) // the holder took too long
	unlock2, ok, _ := c.Lock(ctx, "a.example", time.Second)
	if !ok {
		t.Fatal("the expired lock was not free")
	}
	unlock() // the first holder finishes late: must not free the successor's lock
	if _, ok, _ := c.Lock(ctx, "a.example", time.Second); ok {
		t.Fatal("a late unlock released another holder's lock")
	}
	unlock2()
	if _, ok, _ := c.Lock(ctx, "a.example", time.Second); !ok {
		t.Fatal("unlock did not release")
	}
}

func TestFailureIsRememberedUntilASetArrives(t *testing.T) {
	c, _ := newCache(t)
	ctx := context.Background()
	c.Failed(ctx, "a.example", "title: nothing matched", time.Minute)
	if msg, _ := c.Failure(ctx, "a.example"); msg != "title: nothing matched" {
		t.Fatalf("failure = %q", msg)
	}
	c.Put(ctx, selectors.Set{Site: "a.example", Version: 1})
	if msg, _ := c.Failure(ctx, "a.example"); msg != "" {
		t.Fatalf("failure after a set arrived = %q", msg)
	}
}

func TestOpenReportsBadURLAndDeadServer(t *testing.T) {
	if _, err := Open(context.Background(), "http://nope", ""); err == nil {
		t.Error("a non-redis URL was accepted")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := Open(ctx, "redis://127.0.0.1:1/0", ""); err == nil {
		t.Error("a dead server was accepted")
	}
}
