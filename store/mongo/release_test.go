package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// TestReleaseKeepsClaimTakenOver: process a read its claims to release
// them at its run's end, and before it wrote, its lease ended (a was
// paused) and process b took the URL and its host over. a's release must
// end only the claims as a read them, not b's fresh ones: a delete by
// the key alone ended b's claim on the URL, so that a third process could
// fetch the URL b was fetching once b's host claim ended.
func TestReleaseKeepsClaimTakenOver(t *testing.T) {
	a, b := openTwo(t)
	ctx := context.Background()
	const u, host = "https://a.example/1", "a.example"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}}); err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 28, 4, 0, 0, 0, time.UTC)
	if c, err := a.ClaimFrontier(ctx, u, host, t0, time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("a's claim = %+v, %v; want ok", c, err)
	}
	var mine []claimDoc
	cur, err := a.claims.Find(ctx, bson.D{{Key: "owner", Value: a.owner}})
	if err == nil {
		err = cur.All(ctx, &mine)
	}
	if err != nil || len(mine) != 2 {
		t.Fatalf("a's claims = %+v, %v; want the URL's and the host's", mine, err)
	}
	// a's lease ends; b takes the URL and the host over.
	taken := t0.Add(2 * time.Minute)
	if c, err := b.ClaimFrontier(ctx, u, host, taken, time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("b's claim after a's lease = %+v, %v; want ok", c, err)
	}
	// a's release, with the claims it read before.
	if err := a.releaseOwn(ctx, mine, taken.Add(time.Second), taken.Add(time.Second), nil); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{u, hostClaim + host} {
		var c claimDoc
		if err := a.claims.FindOne(ctx, id(key)).Decode(&c); err != nil || c.Owner != b.owner || !c.Until.Equal(taken.Add(time.Minute)) {
			t.Errorf("claim %q after a's release = %+v, %v; want b's until %v", key, c, err, taken.Add(time.Minute))
		}
	}
}
