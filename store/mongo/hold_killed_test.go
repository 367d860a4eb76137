package mongo

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store"
)

// TestHoldAfterKilledRenewal: a process killed as it renewed its worker
// hold, its ticket on the hold taken and the hold not yet written, left
// the ticket; the process restarted under the id (replacing the dead
// holder) is told the hold is busy, which it asks again (see
// cmd/byline's holdWorkerID), not a failure of its own, and takes the
// hold once the ticket is ticketTTL old. Before, HoldWorker failed with
// "another process kept taking it" and the restart exited.
func TestHoldAfterKilledRenewal(t *testing.T) {
	s := openTest(t)
	if !s.keyedOnly {
		t.Skip("MongoDB: holds are written without tickets")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*ticketTTL)
	defer cancel()
	if other, err := s.HoldWorker(ctx, "dead", "", time.Now(), time.Minute); err != nil || other != "" {
		t.Fatalf("first hold: %q, %v", other, err)
	}
	var w workerDoc
	if err := s.workers.FindOne(ctx, id(s.owner)).Decode(&w); err != nil {
		t.Fatal(err)
	}
	now, err := s.ticketTime(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.tickets.InsertOne(ctx, bson.D{{Key: "_id", Value: w.asClaim().ticket()}, {Key: "at", Value: now}}); err != nil {
		t.Fatal(err)
	}
	other, err := s.HoldWorker(ctx, "restarted", "dead", time.Now(), time.Minute)
	if !errors.Is(err, store.ErrHoldBusy) || other != "" {
		t.Fatalf("hold under a killed renewal's fresh ticket: %q, %v; want store.ErrHoldBusy", other, err)
	}
	for {
		other, err = s.HoldWorker(ctx, "restarted", "dead", time.Now(), time.Minute)
		if !errors.Is(err, store.ErrHoldBusy) {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil || other != "" {
		t.Fatalf("hold once the killed renewal's ticket is stale: %q, %v; want it held", other, err)
	}
}
