package mongo

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/event"

	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestGiveBackSparesSameStampTicket: two goroutines of one process
// (two workers pushing one URL) take one document's ticket in the same
// millisecond: the first gets it and writes; the second's insert fails
// without reaching the server (a cancel, a dropped connection). Its
// give-back, filtered by the stamp and the store's name, which the
// first's ticket shares, must not remove the first's ticket: another
// process would then write the document under a ticket of its own while
// the first writes.
func TestGiveBackSparesSameStampTicket(t *testing.T) {
	url, name := mongotest.Database(t)
	var lose atomic.Bool
	entered := make(chan struct{}, 1)
	mon := &event.CommandMonitor{Started: func(ctx context.Context, e *event.CommandStartedEvent) {
		if e.CommandName != "insert" || !lose.CompareAndSwap(true, false) {
			return
		}
		entered <- struct{}{}
		<-ctx.Done() // never sent: the insert fails
	}}
	ctx := context.Background()
	a := openMonitored(t, url, name, mon)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	now := time.Now().Truncate(time.Millisecond)
	const key = "frontier\x00https://a.example/1"
	writing, release := make(chan struct{}), make(chan struct{})
	firstDone := make(chan error, 1)
	go func() {
		_, err := a.withTicket(ctx, key, now, func() error {
			close(writing)
			<-release
			return nil
		})
		firstDone <- err
	}()
	<-writing
	lose.Store(true)
	bctx, cancel := context.WithCancel(ctx)
	secondDone := make(chan error, 1)
	go func() {
		_, err := a.withTicket(bctx, key, now.Add(300*time.Microsecond), func() error { return nil })
		secondDone <- err
	}()
	<-entered
	cancel()
	if err := <-secondDone; err == nil {
		t.Error("a ticket insert that failed: no error")
	}
	n, err := a.tickets.CountDocuments(ctx, bson.D{{Key: "_id", Value: key}})
	close(release)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-firstDone; err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("the first writer's ticket, taken the same millisecond, was given back by the second's failed insert while the first wrote (%d tickets): another process may write the document meanwhile", n)
	}
}
