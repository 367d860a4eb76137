// Package mongotest gives tests a database of their own on the MongoDB
// server (or FerretDB) that BYLINE_MONGO_URL names.
package mongotest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// Database returns BYLINE_MONGO_URL and the name of a fresh database,
// dropped when t ends, after the cleanups t registers later (closing a
// store, say). It skips t when BYLINE_MONGO_URL is unset.
func Database(t testing.TB) (url, name string) {
	t.Helper()
	url = os.Getenv("BYLINE_MONGO_URL")
	if url == "" {
		t.Skip("BYLINE_MONGO_URL is not set: no MongoDB server to test against (e.g. BYLINE_MONGO_URL=mongodb://127.0.0.1:27017/)")
	}
	name = fmt.Sprintf("bylinetest_%d_%08x", time.Now().UnixNano(), rand.Uint32())
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		// A client of its own: the test's store is closed by now.
		c, err := mongo.Connect(options.Client().ApplyURI(url))
		if err == nil {
			err = c.Database(name).Drop(ctx)
			c.Disconnect(ctx)
		}
		if err != nil {
			t.Errorf("drop test database %s: %v", name, err)
		}
	})
	return url, name
}
