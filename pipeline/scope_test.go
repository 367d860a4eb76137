package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestSiteScope checks a site's own allow and deny patterns: links they
// rule out are skipped as out of scope and never requested; the rest are
// crawled.
func TestSiteScope(t *testing.T) {
	ctx := context.Background()
	const host = "scope.byline.test"
	var mu sync.Mutex
	var asked []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.Path)
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/":
			io.WriteString(w, `<html><head><title>Home</title></head><body><a href="/news/bridge">bridge</a>
<a href="/video/bridge-clip">clip</a> <a href="/shop/mugs">mugs</a></body></html>`)
		case "/news/bridge", "/video/bridge-clip", "/shop/mugs":
			io.WriteString(w, article("Bridge story "+r.URL.Path, "", englishParas...))
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
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 1}, nil)
	cfg := store.SiteConfig{Allow: []string{`^http://scope\.byline\.test/($|news/|video/)`}, Deny: []string{`/video/`}}
	if err := st.PutSite(ctx, store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: time.Hour, Config: cfg}); err != nil {
		t.Fatal(err)
	}
	r, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Contains(asked, "/news/bridge") {
		t.Errorf("the allowed article was not fetched: requests %q", asked)
	}
	for _, p := range []string{"/video/bridge-clip", "/shop/mugs"} {
		if slices.Contains(asked, p) {
			t.Errorf("%s was fetched, but the site's patterns rule it out", p)
		}
	}
	if r.Summary.New != 1 {
		t.Errorf("summary = %+v, want exactly the allowed article stored", r.Summary)
	}
}
