package mongo

import (
	"context"
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/bylinehq/byline/store/storetest"
)

// TestDoneLeavesAnothersClaim runs the conformance test of a late Done
// on two stores (two processes) on one database.
func TestDoneLeavesAnothersClaim(t *testing.T) {
	a, b := openTwo(t)
	storetest.DoneLeavesAnothersClaim(t, a, b, func() int {
		n, err := a.claims.CountDocuments(context.Background(), bson.D{})
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	})
}
