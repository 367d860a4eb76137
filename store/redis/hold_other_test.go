package redis

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestHoldLeavesAnothersHost: process b holds a host whose claim process
// a has, by HoldHost ("a host another process holds is left to it") or
// by ending its run with the host in ReleaseClaims' held (a Retry-After
// it was told). b's wait must not become the host's stored hold
// (frontier:holds): no claim backs it (a's ends in a minute, and any
// process may claim the host then), yet every process that loads the
// holds (Frontier.Load) keeps the host idle for b's hour. MongoDB writes
// no hold then either.
func TestHoldLeavesAnothersHost(t *testing.T) {
	for _, tc := range []struct {
		name string
		hold func(ctx context.Context, b *Frontier, host string, now time.Time) error
	}{
		{"HoldHost", func(ctx context.Context, b *Frontier, host string, now time.Time) error {
			return b.HoldHost(ctx, host, now, now.Add(time.Hour), store.WaitRetryAfter)
		}},
		{"ReleaseClaims", func(ctx context.Context, b *Frontier, host string, now time.Time) error {
			return b.ReleaseClaims(ctx, now, now, map[string]time.Time{host: now.Add(time.Hour)})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
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
				if err := tc.hold(ctx, b, host, now); err != nil {
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
					t.Fatalf("host claimable at %v (claim %v) while HostHolds says held until %v (reason %q): b wrote a hold on a's host", later, c.State, holds[host].Until, holds[host].Reason)
				}
			})
		})
	}
}
