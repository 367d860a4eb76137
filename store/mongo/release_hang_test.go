package mongo

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/event"

	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestReleaseCancelledOnHungServer: a release whose store stopped
// answering is cancelled (pipeline.Halt cancels it, then waits for its
// end: "a store that stopped answering does not hold the halt"). On
// FerretDB its tickets are inserted and given back under contexts cut
// off from the release's, each bounded by ticketTTL only: the cancelled
// release returns 10 s later (20 s when a ticket was taken: its give-back waits as long), and Halt waits that long.
func TestReleaseCancelledOnHungServer(t *testing.T) {
	url, name := mongotest.Database(t)
	var hang atomic.Bool
	entered := make(chan struct{}, 8)
	mon := &event.CommandMonitor{Started: func(ctx context.Context, e *event.CommandStartedEvent) {
		// The tickets' inserts, and once one hung, their deletes.
		if !hang.Load() || (e.CommandName != "insert" && (e.CommandName != "delete" || len(entered) == 0)) {
			return
		}
		if coll, _ := e.Command.Lookup(e.CommandName).StringValueOK(); coll == "frontier_claim_tickets" {
			select {
			case entered <- struct{}{}:
			default:
			}
			<-ctx.Done() // a server that does not answer
		}
	}}
	ctx := context.Background()
	a := openMonitored(t, url, name, mon)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	b := openBeside(t, a)
	const u = "https://a.example/1"
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example"}}); err != nil {
		t.Fatal(err)
	}
	if c, err := b.ClaimFrontier(ctx, u, "a.example", time.Now().Add(-11*time.Minute), 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("ended claim = %+v, %v", c, err)
	}
	hang.Store(true)
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		a.ReleaseClaims(rctx, time.Now(), time.Now(), nil)
		close(done)
	}()
	select {
	case <-entered:
	case <-time.After(5 * time.Second):
		cancel()
		t.Fatal("the release wrote no ticket")
	}
	cancel()
	start := time.Now()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		<-done
		t.Errorf("a cancelled release on a hung server returned %v after its cancel; want within 3 s", time.Since(start).Round(time.Second))
	}
}
