package redis

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestReleaseLeavesAnothersHostHold is TestHoldHostLeavesAnothersHost
// for a release: process b ends its run holding a host (a Retry-After it
// was told, in ReleaseClaims' held) whose claim process a has. The
// release leaves a's claim to it, yet writes b's hour as the host's
// stored hold (frontier:holds), with a's reason or none: no claim backs
// it, and every process that loads the holds keeps the host idle for
// it. MongoDB's release holds a host through HoldHost, which writes no
// hold then.
func TestReleaseLeavesAnothersHostHold(t *testing.T) {
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
		if err := b.ReleaseClaims(ctx, now, now, map[string]time.Time{host: now.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		later := now.Add(2 * time.Minute) // a's claim has ended
		c, err := b.ClaimFrontier(ctx, u2, host, later, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		holds, err := b.HostHolds(ctx, later)
		if err != nil {
			t.Fatal(err)
		}
		if c.State == store.ClaimOK && !holds[host].Until.IsZero() {
			t.Fatalf("host claimable at %v (claim %v) while HostHolds says held until %v (reason %q): b's release wrote a hold on a's host", later, c.State, holds[host].Until, holds[host].Reason)
		}
	})
}
