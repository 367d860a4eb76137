package mongo

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/event"

	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestFailedTicketInsertGivesBack: on FerretDB a store's tickets are
// inserted (at once for a batch, see withTickets; one for a single
// document, see withTicket) and then the document written. When the
// server applies an insert but its answer is lost (a timeout on a
// loaded server, a cancel), the insert fails and the write does not
// run: the tickets it made must be given back, or they block their
// documents' writers, every process's, for ticketTTL (10 s).
func TestFailedTicketInsertGivesBack(t *testing.T) {
	url, name := mongotest.Database(t)
	var lose atomic.Bool
	var b *Store
	entered := make(chan struct{}, 1)
	mon := &event.CommandMonitor{Started: func(ctx context.Context, e *event.CommandStartedEvent) {
		if e.CommandName != "insert" || !lose.Load() {
			return
		}
		if coll, _ := e.Command.Lookup("insert").StringValueOK(); coll != "frontier_claim_tickets" {
			return
		}
		lose.Store(false)
		// The server applies the insert (here through another client)...
		vals, err := e.Command.Lookup("documents").Array().Values()
		if err != nil {
			t.Error(err)
		}
		docs := make([]any, len(vals))
		for i, v := range vals {
			docs[i] = v.Document()
		}
		if _, err := b.tickets.InsertMany(context.Background(), docs); err != nil {
			t.Error(err)
		}
		entered <- struct{}{}
		<-ctx.Done() // ... and its answer never comes
	}}
	ctx := context.Background()
	a := openMonitored(t, url, name, mon)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	b = openBeside(t, a)
	const u = "https://a.example/1"
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example", Priority: 5}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		what  string
		write func(ctx context.Context) error
	}{
		{"a push's raise (a batch's tickets)", func(ctx context.Context) error {
			return a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example", Priority: 1}})
		}},
		{"an item's update (one ticket)", func(ctx context.Context) error {
			return a.UpdateFrontier(ctx, store.FrontierItem{URL: u, Host: "a.example", Priority: 1, Attempts: 1})
		}},
	} {
		lose.Store(true)
		wctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- c.write(wctx) }()
		select {
		case <-entered:
		case <-time.After(10 * time.Second):
			cancel()
			t.Fatalf("%s inserted no ticket", c.what)
		}
		cancel()
		if err := <-done; err == nil {
			t.Errorf("%s whose ticket insert got no answer: no error", c.what)
		}
		n, err := b.tickets.CountDocuments(ctx, bson.D{{Key: "_id", Value: itemTicket(u)}})
		if err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("%s whose ticket insert failed left its ticket: the item's writers wait out ticketTTL", c.what)
			if _, err := b.tickets.DeleteMany(ctx, bson.D{}); err != nil {
				t.Fatal(err)
			}
		}
	}
}
