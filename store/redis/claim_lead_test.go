package redis

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store"
)

// failTime fails the server clock's reading (TIME), as a connection
// that drops, or a ctx that ends, between two round trips would.
type failTime struct{}

func (failTime) DialHook(next goredis.DialHook) goredis.DialHook { return next }
func (failTime) ProcessHook(next goredis.ProcessHook) goredis.ProcessHook {
	return func(ctx context.Context, cmd goredis.Cmder) error {
		if cmd.Name() == "time" {
			err := errors.New("connection reset")
			cmd.SetErr(err)
			return err
		}
		return next(ctx, cmd)
	}
}
func (failTime) ProcessPipelineHook(next goredis.ProcessPipelineHook) goredis.ProcessPipelineHook {
	return next
}

// TestClaimErrorLeavesNoClaim: a claim that fails leaves the URL free
// to the other processes; ClaimFrontier read the server's clock after
// its script had made the claim, and a failed reading returned an error
// with the URL and its host held for the lease (10 minutes).
func TestClaimErrorLeavesNoClaim(t *testing.T) {
	mr := miniredis.RunT(t)
	ca := goredis.NewClient(&goredis.Options{Addr: mr.Addr()})
	ca.AddHook(failTime{})
	a := New(ca, "")
	b := New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
	t.Cleanup(func() { a.Close(); b.Close() })
	ctx := context.Background()
	u := "https://a.example/1"
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example"}}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if _, err := a.ClaimFrontier(ctx, u, "a.example", now, 10*time.Minute); err == nil {
		t.Fatal("claim with the server's clock unread: no error")
	}
	if c, err := b.ClaimFrontier(ctx, u, "a.example", now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Errorf("another process's claim after a's failed claim = %+v, %v; want ok (a's failed claim left no claim)", c, err)
	}
}
