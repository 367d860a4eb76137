package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
)

// TestStaleTicketPrunedAtRelease: a process killed between a ticket's
// insert and its removal (see guarded) leaves the ticket, and when the
// claim it names changes meanwhile (its owner renews it, or marks its
// URL done), no process meets that ticket again: FerretDB 1.24 refuses
// a TTL index ("expireAfterSeconds" is not implemented), so it stayed
// forever. A release removes the tickets older than ticketTTL, and
// keeps a fresh one, whose holder is writing.
func TestStaleTicketPrunedAtRelease(t *testing.T) {
	a, _ := openTwo(t)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	ctx := context.Background()
	now := time.Now()
	stale := claimDoc{Key: "https://a.example/1", Owner: "killed", Until: now.Add(-time.Hour)}.ticket()
	fresh := claimDoc{Key: "https://a.example/2", Owner: "live", Until: now.Add(-time.Minute)}.ticket()
	for _, tk := range []struct {
		key string
		at  time.Time
	}{{stale, now.Add(-time.Minute)}, {fresh, now}} {
		if _, err := a.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: tk.key}, {Key: "at", Value: tk.at}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.ReleaseClaims(ctx, now, now, nil); err != nil {
		t.Fatal(err)
	}
	for _, tk := range []struct {
		key  string
		want int64
	}{{stale, 0}, {fresh, 1}} {
		n, err := a.tickets.CountDocuments(ctx, id(tk.key))
		if err != nil {
			t.Fatal(err)
		}
		if n != tk.want {
			t.Errorf("%d tickets %q after a release, want %d", n, tk.key, tk.want)
		}
	}
}
