package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// TestClaimUnderKilledTicketIsNotAskedAtOnce: a process killed while it
// took over a host's ended claim left its ticket, which no other process
// may remove for ticketTTL (10 s). Meanwhile a claim of the host is told
// held for a millisecond (claimKey's "asked again soon"), and the
// frontier (crawl.Frontier.claim: NotBefore = Until) asks again a
// millisecond later: every worker of every process that wants the host
// spins for 10 s, each claim some ten round trips (three rounds of
// FindOne, ticket insert, stale-ticket delete, claim insert).
func TestClaimUnderKilledTicketIsNotAskedAtOnce(t *testing.T) {
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
	// Killed between its ticket's insert and its write.
	key := claimDoc{Key: hostClaim + host, Owner: "killed", Until: now.Add(-time.Minute)}.ticket()
	if _, err := a.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: key}, {Key: "at", Value: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	asked := time.Now()
	c, err := b.ClaimFrontier(ctx, u, host, asked, 10*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if c.State != store.ClaimHeld {
		t.Fatalf("claim under the killed process's fresh ticket = %+v; want held", c)
	}
	// crawl.Frontier asks again at c.Until: a millisecond spins.
	if wait := c.Until.Sub(asked); wait < ticketWait/2 {
		t.Errorf("claim under a killed process's ticket told held for %v; want about %v, not asked again at once", wait, ticketWait)
	}
}
