package mongo

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/bylinehq/byline/store/storetest"
)

// TestClaimRace runs the conformance test of claims made at once on
// eight stores (processes) on one database, and a ninth that prunes:
// FerretDB filters and writes a guarded delete or update in two steps.
func TestClaimRace(t *testing.T) {
	a := openTest(t)
	clients := []storetest.ClaimStore{a}
	for range 8 {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		c, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), a.db.Name())
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		clients = append(clients, c)
	}
	storetest.ClaimRace(t, clients[1:], clients[0])
}
