package pipeline_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// allowAll is a robots source whose robots.txt allows everything and was
// read before: the first request to a host is a page.
type allowAll struct{}

func (allowAll) For(context.Context, string) (crawl.Robots, error) { return crawl.Robots{}, nil }

// TestRunCapCutsACookieGateWait checks that a consent gate's hops on a
// host with a long delay, which the fetcher follows itself a delay
// apart, do not hold a scheduled run past its MaxRun: the run ends, and
// the gated URL goes back to the frontier unharmed, its attempt not
// spent and its page not failed, for the next run.
func TestRunCapCutsACookieGateWait(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web, g, p := gatedSite(t, time.Hour, 300*time.Millisecond)
	defer g.close()
	ctx := context.Background()
	// Only a guard against a hang: the gate's hop waits an hour.
	rctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	run, err := p.Run(rctx, pipeline.RunOptions{})
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the run waited out the gate's hop delay past its MaxRun (summary %+v)", run.Summary)
	}
	if err != nil {
		t.Fatal(err)
	}
	if n := web.count("gate.test /"); n != 1 {
		t.Errorf("the gated page was asked %d times, want once (its hop not waited out)", n)
	}
	if run.Summary.Skipped["next_run"] != 1 || len(run.Summary.Failed) != 0 {
		t.Errorf("run skipped %v, failed %v; want the gated URL left for the next run, nothing failed", run.Summary.Skipped, run.Summary.Failed)
	}
	items, err := g.store.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].URL != "http://gate.test/" || items[0].Attempts != 0 {
		t.Errorf("frontier holds %+v, want the gated seed, its attempt not spent", items)
	}
	if pg, err := g.store.Page(ctx, "http://gate.test/"); err == nil && (pg.Error != "" || pg.Failures != 0) {
		t.Errorf("the gated page's record says it failed: %+v", pg)
	}
}

// TestCookieGateCutOnceIsPassed checks a consent gate on a host whose
// delay is longer than MaxRun: the gate's cookie lives only in the one
// fetch that follows its hops, so a run that cut every such fetch at its
// end would start from the gate again each time and never read the
// page. A URL cut once is marked so in the frontier, and the next run
// that fetches it sees its hops out, past its end: the gate is passed
// and the page it guards is read.
func TestCookieGateCutOnceIsPassed(t *testing.T) {
	web, g, p := gatedSite(t, 500*time.Millisecond, 200*time.Millisecond)
	defer g.close()
	ctx := context.Background()
	if _, err := p.Run(ctx, pipeline.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	items, err := g.store.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].URL != "http://gate.test/" || !items[0].Cut || items[0].Attempts != 0 {
		t.Fatalf("after the first run the frontier holds %+v; want the gated seed marked as cut, its attempt not spent", items)
	}
	// Each run takes what its end leaves it: a run may hand out nothing
	// while the host's delay runs, so a few are allowed.
	for i := 0; i < 8 && web.count("gate.test /story") == 0; i++ {
		if _, err := p.Run(ctx, pipeline.RunOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if web.count("gate.test /story") == 0 {
		t.Errorf("a gated host whose delay is longer than MaxRun is never got past: gate asked %d times", web.count("gate.test /"))
	}
}

// gatedSite is a site gate.test whose home page is behind a consent gate
// that sets its cookie and redirects to itself, asking for delay between
// requests, and a pipeline whose runs end after maxRun; the caller closes
// the rig.
func gatedSite(t *testing.T, delay, maxRun time.Duration) (*hostileWeb, *rig, *pipeline.Pipeline) {
	t.Helper()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"gate.test /": func(w http.ResponseWriter, r *http.Request) {
			if c, err := r.Cookie("consent"); err != nil || c.Value != "yes" {
				http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
				http.Redirect(w, r, "/", http.StatusFound)
				return
			}
			serve(linking("/story"))(w, r)
		},
	})
	g := newRig(t, web, []string{"gate.test"}, pipeline.Config{})
	if err := g.store.PutSite(context.Background(), store.Site{ID: "gate.test", Seeds: []string{"http://gate.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: delay}}); err != nil {
		g.close()
		t.Fatal(err)
	}
	p := pipeline.New(g.store, g.fetch, allowAll{}, extract.Trafilatura{}, pipeline.Config{
		Workers: 2, MaxAttempts: 3, MaxWait: 2 * time.Hour, MaxRun: maxRun}, nil)
	return web, g, p
}

// TestCutMarkEndsWithTheFetchItWasFor checks that the mark a cut fetch
// leaves on its URL (store.FrontierItem.Cut) lasts for one fetch: the
// next run sees that fetch out past its end, and when the page behind
// the gate then fails (a 503) and is queued for a retry, the retry is a
// fetch like any other, which the run's end may cut again. Kept, the
// mark would let every later attempt of the URL hold its run past its
// MaxRun, for as long as the URL stays queued.
func TestCutMarkEndsWithTheFetchItWasFor(t *testing.T) {
	web, g, p := gatedSite(t, 500*time.Millisecond, 200*time.Millisecond)
	defer g.close()
	web.pages["gate.test /"] = func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("consent"); err != nil || c.Value != "yes" {
			http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
			http.Redirect(w, r, "/", http.StatusFound)
			return
		}
		http.Error(w, "busy", http.StatusServiceUnavailable)
	}
	ctx := context.Background()
	queued := func() store.FrontierItem {
		t.Helper()
		items, err := g.store.Frontier(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != 1 || items[0].URL != "http://gate.test/" {
			t.Fatalf("frontier holds %+v, want the gated seed", items)
		}
		return items[0]
	}
	if _, err := p.Run(ctx, pipeline.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if it := queued(); !it.Cut || it.Attempts != 0 {
		t.Fatalf("after the first run the seed is %+v; want it marked as cut, its attempt not spent", it)
	}
	// The next runs see the hops out and meet the 503: the URL waits for
	// its retry.
	for i := 0; i < 8 && queued().Attempts == 0; i++ {
		if _, err := p.Run(ctx, pipeline.RunOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if it := queued(); it.Attempts == 0 || it.Cut {
		t.Errorf("after the cut fetch was seen out and failed, the seed is %+v; want its attempt spent and its cut mark gone", it)
	}
}
