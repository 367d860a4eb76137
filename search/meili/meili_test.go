package meili

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

func openFake(t *testing.T, f *fakeMeili, uid string) *Index {
	t.Helper()
	x, err := Open(context.Background(), Options{URL: f.URL(), APIKey: f.key, Index: uid, Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestConformanceFake(t *testing.T) {
	f := newFakeMeili(t, "secret")
	searchtest.Run(t, func(t *testing.T) search.Index { return openFake(t, f, "byline") })
}

// TestConformanceServer runs the suite against a real Meilisearch when
// BYLINE_MEILI_URL names one (BYLINE_MEILI_KEY its key), in an index of
// its own that it deletes afterwards.
func TestConformanceServer(t *testing.T) {
	url := os.Getenv("BYLINE_MEILI_URL")
	if url == "" {
		t.Skip("BYLINE_MEILI_URL is not set; set it to a Meilisearch URL to run the suite against a real server")
	}
	searchtest.Run(t, func(t *testing.T) search.Index {
		uid := "byline_test_" + randomSuffix()
		x, err := Open(context.Background(), Options{URL: url, APIKey: os.Getenv("BYLINE_MEILI_KEY"), Index: uid,
			Embedder: searchtest.Embedder(t)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { x.sm.DeleteIndex(uid) })
		return x
	})
}

func randomSuffix() string { return strconv.FormatInt(time.Now().UnixNano(), 36) }
