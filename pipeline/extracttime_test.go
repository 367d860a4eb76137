package pipeline_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// fetchedRecorder extracts with go-trafilatura and records the fetch
// time each page was extracted against.
type fetchedRecorder struct {
	mu      sync.Mutex
	fetched map[string]time.Time
}

func (f *fetchedRecorder) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	f.mu.Lock()
	f.fetched[p.URL] = p.Fetched
	f.mu.Unlock()
	return extract.Trafilatura{}.Extract(ctx, p)
}

// TestExtractedAgainstStoredFetchTime checks that a crawl extracts a page
// against the fetch time it stores for the page, the time a replay of the
// page extracts against: relative dates ("2 hours ago") then give the
// same instant in the crawl and in every replay. The clock moves a minute
// at every reading, so a second reading of it would show.
func TestExtractedAgainstStoredFetchTime(t *testing.T) {
	ctx := context.Background()
	const host = "clock.byline.test"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Write([]byte(`<html><head><title>Home</title></head><body><a href="/story">Story</a></body></html>`))
		case "/story":
			w.Write([]byte(article("A story told by the clock", "", englishParas...)))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{host + ":80": srv.Listener.Addr().String()}}, nil)
	defer f.CloseIdleConnections()
	if err := st.PutSite(ctx, store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: time.Hour}); err != nil {
		t.Fatal(err)
	}
	rec := &fetchedRecorder{fetched: map[string]time.Time{}}
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), rec, pipeline.Config{Workers: 1}, nil)
	var mu sync.Mutex
	clock := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	pipeline.SetClock(p, func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		clock = clock.Add(time.Minute)
		return clock
	})
	r, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.New != 1 {
		t.Fatalf("stored %d articles, want 1", r.Summary.New)
	}
	u := "http://" + host + "/story"
	got, ok := rec.fetched[u]
	if !ok {
		t.Fatalf("%s was not extracted (extracted: %v)", u, rec.fetched)
	}
	pg, err := st.Page(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(pg.FetchedAt) {
		t.Errorf("extracted against %v, stored fetch time %v: a replay would read relative dates otherwise", got, pg.FetchedAt)
	}
}
