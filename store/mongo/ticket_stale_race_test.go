package mongo

import (
	"context"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
)

// TestStaleTicketOneWriter: eight processes meet, at once, the stale
// ticket a killed process left on one ended claim, each asking again
// when refused. One at a time may write the claim: a stale ticket's
// removal must not let two through.
func TestStaleTicketOneWriter(t *testing.T) {
	a := openTest(t)
	if !a.keyedOnly {
		t.Skip("MongoDB: no tickets")
	}
	ctx := context.Background()
	stores := []*Store{a}
	for range 7 {
		s, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), a.db.Name())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		stores = append(stores, s)
	}
	for round := range 5 {
		ended := claimDoc{Key: "https://a.example/1", Owner: "killed", Until: time.Now().Add(-time.Minute - time.Duration(round)*time.Second).Truncate(time.Millisecond)}
		if _, err := a.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: ended.ticket()}, {Key: "at", Value: time.Now().Add(-time.Minute)}}); err != nil {
			t.Fatal(err)
		}
		var in, most, wrote atomic.Int64
		var wg sync.WaitGroup
		start := make(chan struct{})
		for _, s := range stores {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				for range 3 {
					ok, err := s.guarded(ctx, ended, time.Now(), func() error {
						n := in.Add(1)
						for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
						}
						time.Sleep(20 * time.Millisecond)
						in.Add(-1)
						wrote.Add(1)
						return nil
					})
					if err != nil {
						t.Error(err)
						return
					}
					if ok {
						return
					}
				}
			}()
		}
		close(start)
		wg.Wait()
		if most.Load() > 1 {
			t.Errorf("round %d: %d processes wrote the claim at once under a stale ticket's removal; want one", round, most.Load())
		}
		t.Logf("round %d: %d writes", round, wrote.Load())
	}
}
