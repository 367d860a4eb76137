package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
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
