package pipeline_test

import (
	"net/http"
	"sync"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestFrontierSizeMetric checks issue 5's frontier size per host: while
// a run works, a scrape reports the URLs waiting for each host, and
// after the run, none.
func TestFrontierSizeMetric(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	reg := prometheus.NewRegistry()
	var mu sync.Mutex
	var during map[string]float64
	web := newHostileWeb(map[string]http.HandlerFunc{
		"size.test /robots.txt": serve("User-agent: *\nAllow: /\n"),
		"size.test /":           homeLinking("/a", "/b", "/c", "/d"),
		"size.test /a": func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			if during == nil {
				during = gathered(t, reg)
			}
			mu.Unlock()
			serve(shortStory)(w, r)
		},
		"size.test /b": serve(shortStory),
		"size.test /c": serve(shortStory),
		"size.test /d": serve(shortStory),
	})
	g := newRig(t, web, []string{"size.test"}, pipeline.Config{Workers: 1})
	defer g.close()
	m, err := pipeline.NewMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	g.pipe.SetMetrics(m)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	const key = `byline_crawl_frontier_size{host="size.test"}`
	mu.Lock()
	defer mu.Unlock()
	if during == nil {
		t.Fatal("/a was not fetched: the test shows nothing")
	}
	if during[key] < 1 || during[key] > 3 {
		t.Errorf("while /a was fetched: %s = %v, want the 1 to 3 other links waiting", key, during[key])
	}
	if after, ok := gathered(t, reg)[key]; ok {
		t.Errorf("after the run: %s = %v, want no series", key, after)
	}
}
