package elastic

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

func openFake(t *testing.T, f *fakeES, alias string) *Index {
	t.Helper()
	x, err := Open(context.Background(), Options{URL: f.URL(), Index: alias, Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestConformanceFake(t *testing.T) {
	f := newFakeES(t)
	searchtest.Run(t, func(t *testing.T) search.Index { return openFake(t, f, "byline") })
}

// TestConformanceServer runs the suite against a real Elasticsearch when
// BYLINE_ES_URL names one (BYLINE_ES_USER/BYLINE_ES_PASSWORD or
// BYLINE_ES_API_KEY for credentials), on an alias of its own whose index
// it deletes afterwards.
func TestConformanceServer(t *testing.T) {
	url := os.Getenv("BYLINE_ES_URL")
	if url == "" {
		t.Skip("BYLINE_ES_URL is not set; set it to an Elasticsearch URL to run the suite against a real server")
	}
	searchtest.Run(t, func(t *testing.T) search.Index {
		alias := "byline-test-" + strconv.FormatInt(time.Now().UnixNano(), 36)
		x, err := Open(context.Background(), Options{URL: url, Username: os.Getenv("BYLINE_ES_USER"),
			Password: os.Getenv("BYLINE_ES_PASSWORD"), APIKey: os.Getenv("BYLINE_ES_API_KEY"), Index: alias,
			Embedder: searchtest.Embedder(t)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if names, err := x.aliasIndices(context.Background()); err == nil && len(names) > 0 {
				x.do(context.Background(), "delete test index", esapi.IndicesDeleteRequest{Index: names}, nil)
			}
		})
		return x
	})
}
