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

// TestDoneStalledLeavesAnothersClaim: on FerretDB, a's DoneFrontier
// finds its claim live past claimMargin in its map and deletes it by
// its key alone. When the delete reaches the server after the claim
// ended (the process paused, a slow pool, a slow FerretDB), and another
// process took the URL over meanwhile (queued again, claimed by b), the
// delete by key removes b's live claim: a third process may then fetch
// the URL b is fetching. guarded's own fast path filters by the claim
// as read, and misses b's claim.
func TestDoneStalledLeavesAnothersClaim(t *testing.T) {
	url, name := mongotest.Database(t)
	var stall atomic.Bool
	entered := make(chan struct{}, 1)
	proceed := make(chan struct{})
	mon := &event.CommandMonitor{Started: func(_ context.Context, e *event.CommandStartedEvent) {
		if e.CommandName != "delete" || !stall.Load() {
			return
		}
		if coll, _ := e.Command.Lookup("delete").StringValueOK(); coll == "frontier_claims" {
			stall.Store(false)
			entered <- struct{}{}
			<-proceed
		}
	}}
	ctx := context.Background()
	a := openMonitored(t, url, name, mon)
	if !a.keyedOnly {
		t.Skip("MongoDB: the delete is filtered by owner")
	}
	b := openBeside(t, a)
	const host, u = "a.example", "https://a.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}}); err != nil {
		t.Fatal(err)
	}
	// a's claim ends 5.6 s from now: live past claimMargin when a marks
	// the URL done at once.
	lease := 10 * time.Minute
	if c, err := a.ClaimFrontier(ctx, u, host, time.Now().Add(-lease+5600*time.Millisecond), lease); err != nil || c.State != store.ClaimOK {
		t.Fatalf("a's claim = %+v, %v", c, err)
	}
	stall.Store(true)
	done := make(chan error, 1)
	go func() { done <- a.DoneFrontier(ctx, u) }()
	select {
	case <-entered:
	case <-time.After(5 * time.Second):
		close(proceed)
		t.Fatal("a's Done sent no delete of its claim")
	}
	// a's claim ends; the URL is queued again and b claims it.
	time.Sleep(5600*time.Millisecond + 1500*time.Millisecond)
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}}); err != nil {
		t.Fatal(err)
	}
	if c, err := b.ClaimFrontier(ctx, u, host, time.Now(), lease); err != nil || c.State != store.ClaimOK {
		close(proceed)
		t.Fatalf("b's claim after a's ended = %+v, %v", c, err)
	}
	close(proceed)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	var c claimDoc
	if err := b.claims.FindOne(ctx, id(u)).Decode(&c); err != nil || c.Owner != b.owner {
		t.Errorf("b's live claim on %s after a's stalled Done: %+v, %v; want b's claim kept", u, c, err)
	}
}
