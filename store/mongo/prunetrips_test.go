package mongo

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// TestPruneRoundTrips counts the commands a release costs on FerretDB
// to prune 40 ended claims of a killed process (20 URLs and their
// hosts): each was removed under a ticket of its own, three round trips
// a claim (121 commands); their tickets are now taken, the claims
// removed and the tickets given back at once. A ticket another process
// holds keeps its claim (TestClaimRace runs the prune beside the
// claims).
func TestPruneRoundTrips(t *testing.T) {
	s, n := openCounted(t)
	ctx := context.Background()
	if !s.keyedOnly {
		t.Skip("MongoDB: one filtered delete, no tickets")
	}
	killed, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), s.db.Name())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { killed.Close() })
	var items []store.FrontierItem
	for i := range 20 {
		host := fmt.Sprintf("h%d.example", i)
		items = append(items, store.FrontierItem{URL: "https://" + host + "/1", Host: host})
	}
	if err := killed.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, it := range items {
		if c, err := killed.ClaimFrontier(ctx, it.URL, it.Host, now.Add(-time.Hour), time.Minute); err != nil || c.State != store.ClaimOK {
			t.Fatalf("claim %s = %+v, %v", it.URL, c, err)
		}
	}
	// Another process holds the ticket of one ended claim: it keeps it.
	var held claimDoc
	if err := s.claims.FindOne(ctx, id(items[0].URL)).Decode(&held); err != nil {
		t.Fatal(err)
	}
	if _, err := s.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: held.ticket()}, {Key: "at", Value: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	n.Store(0)
	if err := s.ReleaseClaims(ctx, now, now, nil); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d commands to release and prune 40 ended claims", n.Load())
	if got := n.Load(); got > 10 {
		t.Errorf("%d commands to prune 40 ended claims, want 10 at most", got)
	}
	left, err := s.claims.CountDocuments(ctx, bson.D{})
	if err != nil {
		t.Fatal(err)
	}
	if left != 1 {
		t.Errorf("%d claims left after the prune, want 1: the one whose ticket another process holds", left)
	}
	if err := s.claims.FindOne(ctx, held.asRead()).Err(); err != nil {
		t.Errorf("the claim whose ticket another process holds: %v; want it kept as it was", err)
	}
	if nt, err := s.tickets.CountDocuments(ctx, bson.D{}); err != nil || nt != 1 {
		t.Errorf("%d tickets after the prune, %v; want 1: the other process's", nt, err)
	}
}
