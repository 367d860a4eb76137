package pipeline_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestStaleHoldRunKeepsClaims: a process whose worker id's hold went
// stale (SetClaimCheck fails: "another may hold the name now") claims
// nothing, so its workers give up and its run ends. That run must then
// leave the claims under the id as they are, as a halted run does: the
// process that took the id over holds URLs and hosts under the same
// name, and a release frees them for every other process.
func TestStaleHoldRunKeepsClaims(t *testing.T) {
	mr := miniredis.RunT(t)
	client := func(owner string) *redisstore.Frontier {
		f := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
		f.SetOwner(owner)
		t.Cleanup(func() { f.Close() })
		return f
	}
	ctx := context.Background()
	stale, took, other := client("w1"), client("w1"), client("another process")
	// The process that took w1 over is fetching this URL.
	const u, host = "https://taken.example/1", "taken.example"
	if err := took.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}}); err != nil {
		t.Fatal(err)
	}
	if c, err := took.ClaimFrontier(ctx, u, host, time.Now(), 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("new holder's claim = %+v, %v", c, err)
	}
	h := newHarness(t, t.TempDir(), fixtureweb.Options{}, nil)
	h.pipe.SetFrontierStore(stale)
	h.pipe.SetClaimCheck(func() error { return errors.New(`worker id "w1": its hold was last renewed 16s ago`) })
	h.pipe.Run(ctx, pipeline.RunOptions{All: true})
	c, err := other.ClaimFrontier(ctx, u, host, time.Now(), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if c.State != store.ClaimHeld {
		t.Errorf("another process's claim on %s, which the new holder of w1 is fetching, after the stale run = %v; want held: the stale run released w1's claims", u, c.State)
	}
}
