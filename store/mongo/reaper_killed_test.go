package mongo

import (
	"context"
	"fmt"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// TestKilledReaperDoesNotBlockTakeover: a process killed between its
// reaper's insert and the stale ticket's delete (see reapTicket) leaves
// both. Every other process that meets the stale ticket is refused by
// the reaper, which only a release's prune removes: the killed
// process's ended claim (and its host) cannot be taken over by any
// process until some process ends a run, minutes or hours later.
func TestKilledReaperDoesNotBlockTakeover(t *testing.T) {
	a, b := openTwo(t)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	ctx := context.Background()
	const host, u = "a.example", "https://a.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}}); err != nil {
		t.Fatal(err)
	}
	a.SetOwner("killed")
	now := time.Now()
	if c, err := a.ClaimFrontier(ctx, u, host, now.Add(-11*time.Minute), 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("killed process's claim = %+v, %v", c, err)
	}
	var host0 claimDoc
	if err := a.claims.FindOne(ctx, id(hostClaim+host)).Decode(&host0); err != nil {
		t.Fatal(err)
	}
	// A process killed between its ticket's insert and its write left
	// the ticket; a second, killed while it reaped that ticket, left its
	// reaper. Both a minute old.
	stamp := time.Now().Add(-time.Minute).Truncate(time.Millisecond)
	key := host0.ticket()
	if _, err := a.tickets.InsertOne(ctx, ticketDoc{Key: key, At: stamp}); err != nil {
		t.Fatal(err)
	}
	reaper := fmt.Sprintf("%s\x00reap\x00%d", key, stamp.UnixMilli())
	if _, err := a.tickets.InsertOne(ctx, ticketDoc{Key: reaper, At: stamp, Reap: true}); err != nil {
		t.Fatal(err)
	}
	var c store.Claim
	for range 5 {
		var err error
		c, err = b.ClaimFrontier(ctx, u, host, time.Now(), 10*time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if c.State == store.ClaimOK {
			return
		}
		time.Sleep(ticketWait)
	}
	n, _ := b.tickets.CountDocuments(ctx, bson.D{})
	t.Errorf("claim of a host whose claim ended 1m ago, under a ticket and a reaper both 1m old = %+v (%d tickets stored); want ok: a killed reaper blocks the takeover until a release", c, n)
}
