package redis

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

// TestDoneLeavesAnothersClaim runs the conformance test of a late Done
// on two clients (two processes) of one frontier.
func TestDoneLeavesAnothersClaim(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) {
		storetest.DoneLeavesAnothersClaim(t, a, b, a.claimCount)
	})
}
