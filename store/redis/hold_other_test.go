package redis

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestHoldHostLeavesAnothersHost: process b asks to hold a host whose
// claim process a has (HoldHost: "a host another process holds is left
// to it"). b's wait must not become the host's stored hold: no claim
// backs it (a's ends in a minute, and any process may claim the host
// then), yet every process that loads the holds (Frontier.Load) keeps
// the host idle for b's hour. MongoDB's HoldHost writes no hold then.
func TestHoldHostLeavesAnothersHost(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		b.SetOwner("other")
		ctx := context.Background()
		now := time.UnixMilli(time.Now().UnixMilli())
		const host = "h.example"
		u, u2 := "https://h.example/1", "https://h.example/2"
		if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}, {URL: u2, Host: host}}); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.rdb.Del(ctx, a.zkey, a.hkey, a.ckey, a.gkey, a.xkey, a.ykey) })
		if c, err := a.ClaimFrontier(ctx, u, host, now, time.Minute); err != nil || c.State != store.ClaimOK {
			t.Fatalf("a's claim = %+v, %v", c, err)
		}
		if err := b.HoldHost(ctx, host, now, now.Add(time.Hour), store.WaitRetryAfter); err != nil {
			t.Fatal(err)
		}
		later := now.Add(2 * time.Minute) // a's claim has ended
		c, err := b.ClaimFrontier(ctx, u2, host, later, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		holds, err := a.HostHolds(ctx, later)
		if err != nil {
			t.Fatal(err)
		}
		if c.State == store.ClaimOK && !holds[host].Until.IsZero() {
			t.Fatalf("host claimable at %v (claim %v) while HostHolds says held until %v: b's HoldHost wrote a hold on a's host", later, c.State, holds[host].Until)
		}
	})
}
