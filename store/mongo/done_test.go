package mongo

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

// TestDoneLeavesAnothersClaim runs the conformance test of a late Done
// on two stores (two processes) on one database.
func TestDoneLeavesAnothersClaim(t *testing.T) {
	a, b := openTwo(t)
	storetest.DoneLeavesAnothersClaim(t, a, b, claimCount(t, a))
}
