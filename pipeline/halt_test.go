package pipeline_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// haltAfter is an extractor that halts its pipeline (see Pipeline.Halt)
// on its nth page, as the loss of the process's worker id does
// mid-flight.
type haltAfter struct {
	n     int64
	count atomic.Int64
	pipe  *pipeline.Pipeline
	err   error
	// halted is set once Halt was called.
	halted atomic.Bool
}

func (h *haltAfter) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	if h.count.Add(1) == h.n {
		h.halted.Store(true)
		h.pipe.Halt(h.err)
	}
	return extract.Trafilatura{}.Extract(ctx, p)
}

// TestHaltedRunStopsAndKeepsClaims halts a run on a shared frontier
// mid-flight, as a process whose worker id another process took over
// must: the run stops asking for new URLs (only those in flight are
// fetched after the halt, each once), returns the halt's error, leaves
// what it did not fetch in the frontier, and keeps its claims (they are
// the new holder's too): another process may not take a URL's host the
// halted run asked. A run after the halt fails at once.
func TestHaltedRunStopsAndKeepsClaims(t *testing.T) {
	for _, b := range redisFrontiers() {
		t.Run(b.name, func(t *testing.T) {
			fs := b.open(t)
			web := fixtureweb.New(fixtureweb.Options{})
			var mu sync.Mutex
			asked := map[string]int{}
			ex := &haltAfter{n: 6, err: errors.New("worker id \"w1\" taken over")}
			after := 0 // page requests once halted
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path != "/robots.txt" {
					mu.Lock()
					asked[r.Host+r.URL.RequestURI()]++
					if ex.halted.Load() {
						after++
					}
					mu.Unlock()
				}
				web.ServeHTTP(w, r)
			}))
			defer srv.Close()
			h := newHarnessOn(t, t.TempDir(), web, srv.Listener.Addr().String(), ex)
			ex.pipe = h.pipe
			h.pipe.SetFrontierStore(fs)
			ctx := context.Background()
			run, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true})
			if !errors.Is(err, ex.err) {
				t.Fatalf("halted run returned %v; want the halt's error", err)
			}
			if after > 4 { // Workers: 4 in flight at most
				t.Errorf("%d pages asked after the halt; want only those in flight (4 at most)", after)
			}
			for u, n := range asked {
				if n > 1 {
					t.Errorf("%s asked %d times", u, n)
				}
			}
			left, err := fs.Frontier(ctx)
			if err != nil || len(left) == 0 {
				t.Fatalf("frontier after the halt: %d items, %v; want the URLs not fetched", len(left), err)
			}
			if run.Summary.Skipped["next_run"] != len(left) {
				t.Errorf("summary counts %d URLs for the next run; %d are left", run.Summary.Skipped["next_run"], len(left))
			}
			// The halted run's host claims stand, past the hosts'
			// delay: another process (this client under another name)
			// gets none of their URLs for a minute.
			other := fs.(*redisstore.Frontier)
			other.SetOwner("another process")
			held := 0
			for _, it := range left {
				c, err := other.ClaimFrontier(ctx, it.URL, it.Host, time.Now().Add(time.Minute), time.Minute)
				if err != nil {
					t.Fatal(err)
				}
				if c.State == store.ClaimHeld {
					held++
				}
			}
			if held == 0 {
				t.Errorf("another process could claim all %d URLs left a minute after the halt: the halted run released its claims", len(left))
			}
			if _, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true}); !errors.Is(err, ex.err) {
				t.Errorf("run after the halt returned %v; want the halt's error", err)
			}
		})
	}
}
