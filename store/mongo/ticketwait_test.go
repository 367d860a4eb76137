package mongo

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// leaveTicket puts key's ticket as a process killed while it wrote the
// document leaves it: stamped now on the server's clock.
func leaveTicket(t *testing.T, s *Store, key string) {
	t.Helper()
	ctx := context.Background()
	now, err := s.ticketTime(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: key}, {Key: "at", Value: now}}); err != nil {
		t.Fatal(err)
	}
}

// TestItemTicketWaitHonoursCancel: a write waiting for an item's ticket
// returns when its context ends, not after its 2.6-5.1 s of waits.
func TestItemTicketWaitHonoursCancel(t *testing.T) {
	s := openTest(t)
	if !s.keyedOnly {
		t.Skip("tickets are FerretDB's")
	}
	const url = "https://a.example/cancel"
	if err := s.PushFrontier(context.Background(), []store.FrontierItem{{URL: url, Priority: 5}}); err != nil {
		t.Fatal(err)
	}
	leaveTicket(t, s, itemTicket(url))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := s.UpdateFrontier(ctx, store.FrontierItem{URL: url, Priority: 5, Attempts: 1})
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 2*time.Second {
		t.Errorf("update of an item whose ticket is held, ctx ending after 200 ms: %v after %v; want the deadline's error at once", err, time.Since(start))
	}
}

// TestItemTicketOfKilledWriter: a process killed while it wrote a queued
// item left the item's ticket; the process restarted at once (or another
// sharing the frontier) retries the item. underTicket's doc says a
// killed process's ticket is taken over (after ticketTTL, 10 s), but its
// waits end after 2.6-5.1 s: the retry fails, "another process kept
// writing it", though no process writes it.
func TestItemTicketOfKilledWriter(t *testing.T) {
	s := openTest(t)
	if !s.keyedOnly {
		t.Skip("tickets are FerretDB's")
	}
	ctx := context.Background()
	const url = "https://a.example/killed"
	if err := s.PushFrontier(ctx, []store.FrontierItem{{URL: url, Priority: 5}}); err != nil {
		t.Fatal(err)
	}
	leaveTicket(t, s, itemTicket(url))
	start := time.Now()
	if err := s.UpdateFrontier(ctx, store.FrontierItem{URL: url, Priority: 5, Attempts: 1}); err != nil {
		t.Errorf("retry of an item a killed process was writing: %v after %v; want it written once the ticket's %v are over", err, time.Since(start).Round(time.Millisecond), ticketTTL)
	}
}
