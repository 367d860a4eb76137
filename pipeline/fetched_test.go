package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// blockingExtractor holds the first page it is given until release is
// closed or 5 s of waiting have passed, and records which.
type blockingExtractor struct {
	release  chan struct{}
	once     sync.Once
	released bool
}

func (b *blockingExtractor) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	b.once.Do(func() {
		select {
		case <-b.release:
			b.released = true
		case <-time.After(5 * time.Second):
		}
	})
	return extract.Trafilatura{}.Extract(ctx, p)
}

// TestHostFreeWhilePageProcessed checks that a host is asked for its
// next page while the previous page is still being processed (extracted,
// stored): the request slot ends with the response (one request in
// flight to the host at a time), and a worker hands the page over and
// fetches again (one worker). The first article's extraction waits until
// the server has seen a request for another article, which never comes
// while the slot or the worker is held.
func TestHostFreeWhilePageProcessed(t *testing.T) {
	for name, cfg := range map[string]pipeline.Config{
		"one request per host": {Workers: 4, HostParallel: 1},
		"one worker":           {Workers: 1, HostParallel: 1},
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			const host = "one.byline.test"
			ex := &blockingExtractor{release: make(chan struct{})}
			var mu sync.Mutex
			articles := 0
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				switch {
				case r.URL.Path == "/":
					io.WriteString(w, `<html><head><title>Home</title></head><body><a href="/a1">One</a> <a href="/a2">Two</a> <a href="/a3">Three</a></body></html>`)
				case strings.HasPrefix(r.URL.Path, "/a"):
					mu.Lock()
					if articles++; articles == 2 {
						close(ex.release)
					}
					mu.Unlock()
					io.WriteString(w, article("Story "+r.URL.Path, "", englishParas...))
				default:
					http.NotFound(w, r)
				}
			}))
			defer srv.Close()
			p := oneHostPipeline(t, host, srv, ex, cfg, store.SiteConfig{})
			r, err := p.Run(ctx, pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			if !ex.released {
				t.Error("no other page of the host was requested while the first article was being processed")
			}
			if r.Summary.New != 3 {
				t.Errorf("summary = %+v, want 3 articles stored", r.Summary)
			}
		})
	}
}

// TestProgressNeverGoesBack checks that the progress reports of a run
// whose items end on several goroutines at once (fetch workers and page
// handlers) count up: a report that lost the race to a later one is not
// delivered after it.
func TestProgressNeverGoesBack(t *testing.T) {
	_, pages := storySite("many.test", 60)
	g := newRig(t, newHostileWeb(pages), []string{"many.test"}, pipeline.Config{Workers: 8, HostParallel: 8, MaxAttempts: 1})
	defer g.close()
	var mu sync.Mutex
	var seen []int
	g.pipe.OnProgress = func(p pipeline.Progress) {
		mu.Lock()
		seen = append(seen, p.Done)
		mu.Unlock()
		time.Sleep(100 * time.Microsecond) // widen the window between two reports
	}
	if _, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(seen); i++ {
		if seen[i] <= seen[i-1] {
			t.Fatalf("progress went from %d to %d (reports %v)", seen[i-1], seen[i], seen)
		}
	}
	if len(seen) == 0 || seen[len(seen)-1] != 61 {
		t.Errorf("last report %v, want 61 items done", seen)
	}
}

// TestHostStatsStoredAsTheRunGoes checks that a run adds its host
// statistics to the store while it runs (HostStatsEvery), not only at its
// end, which a killed run never reaches; and that at the end the store
// holds each request once.
func TestHostStatsStoredAsTheRunGoes(t *testing.T) {
	links, pages := storySite("stats.test", 20)
	web := newHostileWeb(pages)
	g := newRig(t, web, []string{"stats.test"}, pipeline.Config{Workers: 2, MaxAttempts: 1, HostStatsEvery: time.Nanosecond})
	defer g.close()
	var mu sync.Mutex
	midRun := 0
	g.pipe.OnProgress = func(p pipeline.Progress) {
		// A report that lost the race to a later one is dropped: the
		// first at or past halfway counts, not exactly the tenth.
		mu.Lock()
		defer mu.Unlock()
		if p.Done < 10 || p.Done > 15 || midRun != 0 {
			return
		}
		hs, err := g.store.HostStats(context.Background())
		for _, h := range hs {
			if h.Host == "stats.test" {
				midRun = h.Requests
			}
		}
		if err != nil {
			t.Error(err)
		}
	}
	if _, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if midRun == 0 {
		t.Error("no host statistics in the store halfway through the run")
	}
	hs, err := g.store.HostStats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := web.count("stats.test /") // pages only: robots.txt is not counted
	for _, l := range links {
		want += web.count("stats.test " + l)
	}
	for _, h := range hs {
		if h.Host == "stats.test" && h.Requests != want {
			t.Errorf("stored %d requests, the server saw %d", h.Requests, want)
		}
	}
}

// storySite is a host's home page linking n articles: their paths, and
// the handlers of newHostileWeb by "host path".
func storySite(host string, n int) ([]string, map[string]http.HandlerFunc) {
	links := make([]string, 0, n)
	pages := map[string]http.HandlerFunc{}
	for i := range n {
		u := "/story/" + strconv.Itoa(i)
		links = append(links, u)
		pages[host+" "+u] = serve(article("Story "+strconv.Itoa(i), "", englishParas...))
	}
	pages[host+" /"] = serve(linking(links...))
	return links, pages
}
