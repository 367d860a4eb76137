package mongo

import (
	"context"
	"testing"
	"time"
)

// TestTicketKeptThroughALongRelease: a release prunes every ended claim
// one by one under a ticket each (pruneClaims), all stamped with the
// release's now, given once at its start. A prune of a few thousand
// ended claims (a host claim of every host asked, three round trips
// each) outlasts ticketTTL: its later tickets look stale the moment they
// are inserted, and another process that meets one removes it and
// writes the same claim while the pruner does.
func TestTicketKeptThroughALongRelease(t *testing.T) {
	a, b := openTwo(t)
	if !a.keyedOnly {
		t.Skip("MongoDB writes a filtered delete in one step: no tickets")
	}
	ctx := context.Background()
	start := time.Now()
	ended := claimDoc{Key: "https://a.example/1", Owner: "killed", Until: start.Add(-time.Minute).Truncate(time.Millisecond)}
	releaseNow := start.Add(-11 * time.Second) // the release began 11 s ago
	var bWrote bool
	ok, err := a.guarded(ctx, ended, releaseNow, func() error {
		// Meanwhile b claims the URL and meets the same ended claim.
		for range 2 {
			if _, err := b.guarded(ctx, ended, time.Now(), func() error {
				bWrote = true
				return nil
			}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil || !ok {
		t.Fatalf("a's guarded write = %v, %v; want written", ok, err)
	}
	if bWrote {
		t.Error("b wrote the claim while a held its ticket: a's ticket, stamped with its release's start, was removed as stale at once")
	}
}

// TestOwnEndedClaimTakesTicketLateInARelease: releaseOwn writes this
// process's own claims without a ticket when they run past the release's
// now by claimMargin; a release's now is given once at its start, and
// after a long prune a claim of its own that ended meanwhile, which
// another process is taking over under its ticket, is deleted without
// one, filtered then deleted by _id on FerretDB.
func TestOwnEndedClaimTakesTicketLateInARelease(t *testing.T) {
	a, b := openTwo(t)
	if !a.keyedOnly {
		t.Skip("MongoDB writes a filtered delete in one step: no tickets")
	}
	ctx := context.Background()
	start := time.Now()
	// a's own claim ended a second ago; a's release began 11 s ago.
	mine := claimDoc{Key: "https://a.example/1", Owner: a.owner, Until: start.Add(-time.Second).Truncate(time.Millisecond)}
	releaseNow := start.Add(-11 * time.Second)
	var aWrote bool
	ok, err := b.guarded(ctx, mine, time.Now(), func() error {
		// b takes the ended claim over; meanwhile a's release ends it.
		_, err := a.guarded(ctx, mine, releaseNow, func() error {
			aWrote = true
			return nil
		})
		return err
	})
	if err != nil || !ok {
		t.Fatalf("b's guarded write = %v, %v; want written", ok, err)
	}
	if aWrote {
		t.Error("a wrote its own ended claim without a ticket while b held it: the margin was told on the release's start")
	}
}
