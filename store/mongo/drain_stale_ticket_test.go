package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/pipeline"
)

// TestDrainAfterKilledSave: a process killed between an article's save
// and giving the article's ticket back (see articleWrite) left the
// ticket and the article's outbox entry; the process restarted finds the
// article unchanged (no save takes the ticket over) and its release
// came before the ticket was ticketTTL old (no prune took it). Drain
// must still acknowledge the entry once the ticket is stale, not find it
// again and again for ever.
func TestDrainAfterKilledSave(t *testing.T) {
	s := openTest(t)
	if !s.keyedOnly {
		t.Skip("MongoDB: articles are written without tickets")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*ticketTTL)
	defer cancel()
	if _, err := s.SaveArticle(ctx, ackArticle("x", "one"), false); err != nil {
		t.Fatal(err)
	}
	now, err := s.ticketTime(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: articleTicket("x")}, {Key: "at", Value: now}}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	n, err := pipeline.NewIndexer(s, &countIndex{}, nil).Drain(ctx)
	if err != nil || n < 1 {
		t.Fatalf("Drain = %d, %v after %v; want the entry acknowledged once its ticket went stale", n, err, time.Since(start).Round(time.Millisecond))
	}
	if left, err := s.Outbox(ctx, 0); err != nil || len(left) != 0 {
		t.Errorf("outbox after Drain: %v, %v; want none", left, err)
	}
}
