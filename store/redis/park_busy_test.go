package redis

import (
	"context"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store"
)

// otherWrites has another client write another URL's item after every
// read of the frontier hash, as busy processes sharing it do (each page
// pushes links, each fetch ends with a done).
type otherWrites struct {
	other *goredis.Client
	hkey  string
}

func (h otherWrites) DialHook(next goredis.DialHook) goredis.DialHook { return next }
func (h otherWrites) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		err := next(ctx, cmd)
		if cmd.Name() == "hget" {
			h.other.HSet(ctx, h.hkey, "https://other.example/x", `{"url":"https://other.example/x"}`)
		}
		return err
	}
}
func (h otherWrites) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return next
}

// TestParkFrontierBusySharedFrontier: a park of one URL is not undone by
// other processes writing other URLs' items meanwhile.
func TestParkFrontierBusySharedFrontier(t *testing.T) {
	mr := miniredis.RunT(t)
	ctx := context.Background()
	rdb := goredis.NewClient(&goredis.Options{Addr: mr.Addr()})
	f := New(rdb, "")
	t.Cleanup(func() { f.Close() })
	other := goredis.NewClient(&goredis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { other.Close() })
	const u = "https://a.example/p"
	if err := f.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example", Attempts: 1}}); err != nil {
		t.Fatal(err)
	}
	rdb.AddHook(otherWrites{other: other, hkey: f.hkey})
	until := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	if err := f.ParkFrontier(ctx, u, until); err != nil {
		t.Fatalf("park while others write other items: %v", err)
	}
	items, err := f.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.URL == u && (!it.NotBefore.Equal(until) || it.Attempts != 1) {
			t.Fatalf("parked item = %+v; want not before %v, attempts 1", it, until)
		}
	}
}
