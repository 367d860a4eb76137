package pipeline_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestRobotsDelayHoldsNoWorker checks that the wait a host's delay asks
// for after its robots.txt is spent in the frontier, not by a worker:
// two hosts whose robots.txt asks for a long Crawl-delay, met first by
// the run's two workers, do not hold back the other hosts, which are
// crawled while they wait.
func TestRobotsDelayHoldsNoWorker(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const crawlDelay = 2 * time.Second
	pages := map[string]http.HandlerFunc{}
	var hosts []string
	for i := range 8 {
		h := fmt.Sprintf("h%d.test", i)
		hosts = append(hosts, h)
		pages[h+" /"] = homeLinking("/story")
		pages[h+" /story"] = serve(article(fmt.Sprintf("Story of host %d", i), "", englishParas...))
		if i < 2 {
			pages[h+" /robots.txt"] = func(w http.ResponseWriter, r *http.Request) {
				io.WriteString(w, fmt.Sprintf("User-agent: *\nCrawl-delay: %d\n", int(crawlDelay.Seconds())))
			}
		}
	}
	web := newHostileWeb(pages)
	g := newRig(t, web, hosts, pipeline.Config{Workers: 2, MaxAttempts: 3, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond})
	defer g.close()
	start := time.Now()
	if _, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	for _, h := range hosts[2:] {
		web.mu.Lock()
		times := web.times[h]
		web.mu.Unlock()
		if len(times) != 3 {
			t.Fatalf("%s: %d requests, want robots.txt, home and story", h, len(times))
		}
		if took := times[2].Sub(start); took > crawlDelay/2 {
			t.Errorf("%s, with no delay of its own, was done only %v into the run: workers waited out other hosts' Crawl-delay", h, took.Round(time.Millisecond))
		}
	}
	for _, h := range hosts[:2] {
		if gap, n := web.minGap(h); n != 3 || gap < crawlDelay {
			t.Errorf("%s: %d requests, smallest gap %v; want 3, %v apart", h, n, gap, crawlDelay)
		}
	}
}
