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

// TestReleaseRoundTrips counts the commands a run's release costs for
// the claims of its own it still holds (30 URLs put back, on 15 hosts),
// beside another process's (10 URLs on 5 hosts): each claim of its own
// was ended alone, a delete or an update: one command a claim on
// MongoDB's path (47 in all) and on FerretDB for a claim live past
// claimMargin (49), three (a ticket taken and given back around the
// write) for one nearer its end (139). They are now ended at once (4, 6
// and 8 commands), under their tickets, taken at once, when near their
// end. The other process's claims are left as they were.
func TestReleaseRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lease time.Duration
		// atomic runs MongoDB's way (filters and writes in one step),
		// on whichever server BYLINE_MONGO_URL names.
		atomic bool
	}{
		{"live", 10 * time.Minute, false},
		{"near-end", 3 * time.Second, false},
		{"atomic", 10 * time.Minute, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, n := openCounted(t)
			ctx := context.Background()
			if tc.atomic {
				s.keyedOnly = false
			} else if !s.keyedOnly {
				t.Skip("MongoDB: no tickets")
			}
			other, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), s.db.Name())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { other.Close() })
			var mine, others []store.FrontierItem
			for h := range 20 {
				host := fmt.Sprintf("h%d.example", h)
				for i := range 2 {
					it := store.FrontierItem{URL: fmt.Sprintf("https://%s/%d", host, i), Host: host}
					if h < 15 {
						mine = append(mine, it)
					} else {
						others = append(others, it)
					}
				}
			}
			if err := s.PushFrontier(ctx, append(append([]store.FrontierItem{}, mine...), others...)); err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			for _, c := range []struct {
				st    *Store
				items []store.FrontierItem
			}{{s, mine}, {other, others}} {
				for _, it := range c.items {
					if got, err := c.st.ClaimFrontier(ctx, it.URL, it.Host, now, tc.lease); err != nil || got.State != store.ClaimOK {
						t.Fatalf("claim %s = %+v, %v", it.URL, got, err)
					}
				}
			}
			var before []claimDoc
			cur, err := s.claims.Find(ctx, bson.D{{Key: "owner", Value: other.owner}})
			if err == nil {
				err = cur.All(ctx, &before)
			}
			if err != nil || len(before) != 15 {
				t.Fatalf("the other process's claims: %d, %v; want 15", len(before), err)
			}
			n.Store(0)
			if err := s.ReleaseClaims(ctx, now, now, nil); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d commands to release 45 claims of its own (30 URLs, 15 hosts), lease %v", n.Load(), tc.lease)
			if got := n.Load(); got > 12 {
				t.Errorf("%d commands to release 45 claims of its own, want 12 at most", got)
			}
			var left []claimDoc
			cur, err = s.claims.Find(ctx, bson.D{{Key: "owner", Value: s.owner}})
			if err == nil {
				err = cur.All(ctx, &left)
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range left {
				if len(c.Key) < len(hostClaim) || c.Key[:len(hostClaim)] != hostClaim || c.Until.After(now) {
					t.Errorf("claim of its own after the release: %+v; want no URL's, and its hosts' ended by %v", c, now)
				}
			}
			for _, c := range before {
				if err := s.claims.FindOne(ctx, c.asRead()).Err(); err != nil {
					t.Errorf("the other process's claim %q after the release: %v; want it as it was", c.Key, err)
				}
			}
			if nt, err := s.tickets.CountDocuments(ctx, bson.D{}); err != nil || nt != 0 {
				t.Errorf("%d tickets left after the release, %v; want none", nt, err)
			}
		})
	}
}
