package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
)

// TestReleaseOwnTellsMarginOnItsOwnTime is
// TestOwnEndedClaimTakesTicketLateInARelease on releaseOwn, which no
// longer calls guarded: a release's now is given once at its start, and
// after a long prune a claim of its own that ended meanwhile, which
// another process is taking over under its ticket, must not be written
// in the bulk write of the claims live past claimMargin.
func TestReleaseOwnTellsMarginOnItsOwnTime(t *testing.T) {
	a, b := openTwo(t)
	if !a.keyedOnly {
		t.Skip("MongoDB writes a filtered delete in one step: no tickets")
	}
	ctx := context.Background()
	start := time.Now()
	mine := claimDoc{Key: "https://a.example/1", Owner: a.owner, Until: start.Add(-time.Second).Truncate(time.Millisecond).UTC()}
	if _, err := a.claims.InsertOne(ctx, mine); err != nil {
		t.Fatal(err)
	}
	releaseNow := start.Add(-11 * time.Second)
	var left int64
	ok, err := b.guarded(ctx, mine, time.Now(), func() error {
		// b takes the ended claim over; meanwhile a's release ends it.
		if err := a.releaseOwn(ctx, []claimDoc{mine}, releaseNow, releaseNow, nil); err != nil {
			return err
		}
		var err error
		left, err = a.claims.CountDocuments(ctx, bson.D{{Key: "_id", Value: mine.Key}})
		return err
	})
	if err != nil || !ok {
		t.Fatalf("b's guarded write = %v, %v; want written", ok, err)
	}
	if left != 1 {
		t.Error("a's release deleted its own ended claim without a ticket while b held it: the margin was told on the release's start")
	}
}
