package pipeline_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

func redirectHost(host string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://"+host+r.URL.Path, http.StatusMovedPermanently)
	}
}

// TestRedirectsOnADelayedHost checks the redirects a crawl queues as
// links (on a host with a delay): a link known to redirect is not asked
// again each run, its target is; a loop is reported and given up; a
// redirect to the same URL with a session id is followed, after the
// delay; and the site's
// own delay holds on the host its seed redirects to.
func TestRedirectsOnADelayedHost(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	cfg := pipeline.Config{Workers: 4, MaxAttempts: 3, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond, Delay: 10 * time.Millisecond}

	t.Run("known redirects are not asked again", func(t *testing.T) {
		slash := func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently)
		}
		web := newHostileWeb(map[string]http.HandlerFunc{
			"wp.test /":                   serve(linking("/2024/05/story-one", "/2024/05/story-two")),
			"wp.test /2024/05/story-one":  slash,
			"wp.test /2024/05/story-two":  slash,
			"wp.test /2024/05/story-one/": serve(article("Story one", "", englishParas...)),
			"wp.test /2024/05/story-two/": serve(article("Story two", "", englishParas...)),
		})
		g := newRig(t, web, []string{"wp.test"}, cfg)
		defer g.close()
		g.runs(t, 3, pipeline.RunOptions{All: true})
		for _, p := range []string{"/2024/05/story-one", "/2024/05/story-two"} {
			if n := web.count("wp.test " + p); n != 1 {
				t.Errorf("%s asked %d times in 3 runs, want once", p, n)
			}
			if n := web.count("wp.test " + p + "/"); n < 2 {
				t.Errorf("%s/ asked %d times in 3 runs, want the young article rechecked", p, n)
			}
			if _, err := g.store.Article(ctx, extract.ArticleID("http://wp.test"+p+"/")); err != nil {
				t.Errorf("%s/: %v", p, err)
			}
		}
	})

	t.Run("a loop is reported", func(t *testing.T) {
		web := newHostileWeb(map[string]http.HandlerFunc{
			"loop.test /":  func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/b", http.StatusFound) },
			"loop.test /b": func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/", http.StatusFound) },
		})
		g := newRig(t, web, []string{"loop.test"}, cfg)
		defer g.close()
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Summary.Failed["redirect_loop"] != 1 {
			t.Errorf("failed %v, want redirect_loop: 1", r.Summary.Failed)
		}
		if pg, _ := g.store.Page(ctx, "http://loop.test/b"); !strings.Contains(pg.Error, "redirect loop") || pg.Failures != 1 {
			t.Errorf("page /b: error %q, failures %d; want the loop recorded", pg.Error, pg.Failures)
		}
	})

	t.Run("a session id added by a redirect", func(t *testing.T) {
		story := func(w http.ResponseWriter, r *http.Request) {
			if !strings.Contains(r.URL.Path, ";jsessionid=") {
				http.Redirect(w, r, "/story;jsessionid=0123456789ABCDEF0123456789ABCDEF", http.StatusFound)
				return
			}
			serve(article("Servlet story", "", englishParas...))(w, r)
		}
		web := newHostileWeb(map[string]http.HandlerFunc{
			"jsess.test /":      serve(linking("/story")),
			"jsess.test /story": story,
			"jsess.test /story;jsessionid=0123456789ABCDEF0123456789ABCDEF": story,
		})
		g := newRig(t, web, []string{"jsess.test"}, cfg)
		defer g.close()
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.store.Article(ctx, extract.ArticleID("http://jsess.test/story")); err != nil {
			t.Errorf("article not stored: %v (summary %+v)", err, r.Summary)
		}
		// Followed as requests of their own, after the host's delay.
		if gap, n := web.minGap("jsess.test"); gap < cfg.Delay {
			t.Errorf("%d requests to jsess.test, smallest gap %v; want none closer than the delay %v", n, gap, cfg.Delay)
		}
	})

	t.Run("the site's delay on its other host", func(t *testing.T) {
		web := newHostileWeb(map[string]http.HandlerFunc{
			"pol.test /":      redirectHost("www.pol.test"),
			"www.pol.test /":  serve(linking("/a", "/b", "/c")),
			"www.pol.test /a": serve(article("A story", "", englishParas...)),
			"www.pol.test /b": serve(article("B story", "", englishParas...)),
			"www.pol.test /c": serve(article("C story", "", englishParas...)),
		})
		g := newRig(t, web, []string{"pol.test", "www.pol.test"}, cfg)
		defer g.close()
		const delay = 150 * time.Millisecond
		if err := g.store.PutSite(ctx, store.Site{ID: "pol.test", Seeds: []string{"http://pol.test/"}, Every: 15 * time.Minute,
			Config: store.SiteConfig{Delay: delay}}); err != nil {
			t.Fatal(err)
		}
		if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true, Sites: []string{"pol.test"}}); err != nil {
			t.Fatal(err)
		}
		if gap, n := web.minGap("www.pol.test"); n < 4 || gap < delay {
			t.Errorf("%d requests to www.pol.test, smallest gap %v; want 4 or more, none closer than the site's %v", n, gap, delay)
		}
	})
}

// newWaitRig is a rig on ra.test and slow.test that waits at most 100 ms
// for a host, slow.test's site asking for delay between two requests.
func newWaitRig(t *testing.T, web http.Handler, delay time.Duration) *rig {
	t.Helper()
	g := newRig(t, web, []string{"ra.test", "slow.test"}, pipeline.Config{Workers: 4, MaxAttempts: 3,
		RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond, MaxWait: 100 * time.Millisecond})
	if err := g.store.PutSite(context.Background(), store.Site{ID: "slow.test", Seeds: []string{"http://slow.test/"},
		Every: 15 * time.Minute, Config: store.SiteConfig{Delay: delay}}); err != nil {
		g.close()
		t.Fatal(err)
	}
	return g
}

// runs crawls n times with opts.
func (g *rig) runs(t *testing.T, n int, opts pipeline.RunOptions) {
	t.Helper()
	for range n {
		if _, err := g.pipe.Run(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWaitsOutliveTheRun checks that a host's wait longer than MaxWait
// (an hour's Retry-After, a site delay) holds across runs: the URLs the
// run leaves behind keep it.
func TestWaitsOutliveTheRun(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	unavailable := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "3600")
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"ra.test /":      serve(linking("/later", "/x", "/y")),
		"ra.test /later": unavailable, "ra.test /x": unavailable, "ra.test /y": unavailable,
		"slow.test /":  serve(linking("/a", "/b", "/c")),
		"slow.test /a": serve(article("A story", "", englishParas...)),
		"slow.test /b": serve(article("B story", "", englishParas...)),
		"slow.test /c": serve(article("C story", "", englishParas...)),
	})
	const delay = 300 * time.Millisecond
	g := newWaitRig(t, web, delay)
	defer g.close()
	g.runs(t, 4, pipeline.RunOptions{})
	for path, want := range map[string]int{"/later": 1, "/x": 0, "/y": 0} {
		if n := web.count("ra.test " + path); n != want {
			t.Errorf("ra.test %s asked %d times in 4 runs, want %d: the first 503 asked for an hour", path, n, want)
		}
	}
	if gap, n := web.minGap("slow.test"); n < 2 || gap < delay {
		t.Errorf("%d requests to slow.test, smallest gap %v; want none closer than the site's %v", n, gap, delay)
	}
}

// TestHostWaitHoldsForSeeds checks that a host's wait holds across runs
// for every URL of the host, not only for the URLs a run left queued: a
// seed that falls due in the next run waits too (an hour's Retry-After on
// one host, a site delay above MaxWait on another), and the run says
// which hosts held URLs back.
func TestHostWaitHoldsForSeeds(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"ra.test /": serve(linking("/later")),
		"ra.test /later": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", "3600")
			w.WriteHeader(http.StatusTooManyRequests)
		},
		"slow.test /":  serve(linking("/a")),
		"slow.test /a": serve(article("A story", "", englishParas...)),
	})
	const delay = 400 * time.Millisecond
	g := newWaitRig(t, web, delay)
	defer g.close()
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	// Every seed is due again (as after its 15 minutes), the waits not.
	start := time.Now()
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := web.count("ra.test /"); n != 1 {
		t.Errorf("ra.test's seed asked %d times in 2 runs, want once: its /later answered 429 with an hour's Retry-After", n)
	}
	if gap, n := web.minGap("slow.test"); n < 2 || gap < delay {
		t.Errorf("%d requests to slow.test, smallest gap %v; want none closer than the site's %v", n, gap, delay)
	}
	var ra *store.HostWait
	for i, w := range r.Summary.Waiting {
		if w.Host == "ra.test" {
			ra = &r.Summary.Waiting[i]
		}
	}
	if ra == nil || ra.Reason != store.WaitRetryAfter || ra.URLs != 2 || ra.Until.Before(start.Add(59*time.Minute)) {
		t.Errorf("run 2 waiting = %+v, want ra.test's Retry-After of an hour holding its seed and /later", r.Summary.Waiting)
	}
	if r.Summary.Skipped["deferred"] < 2 {
		t.Errorf("run 2 skipped %v, want ra.test's 2 URLs deferred", r.Summary.Skipped)
	}
}

// TestRetryWaitIsListed checks that a run that leaves a URL waiting for
// its own retry (a 500, retried after an hour) names the URL's host in
// Summary.Waiting, and does not store the wait with the host, whose
// other URLs may be asked.
func TestRetryWaitIsListed(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"ra.test /":      serve(linking("/flaky")),
		"ra.test /flaky": func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusInternalServerError) },
		"slow.test /":    serve(linking("/a")),
		"slow.test /a":   serve(article("A story", "", englishParas...)),
	})
	g := newRig(t, web, []string{"ra.test", "slow.test"}, pipeline.Config{Workers: 4, MaxAttempts: 3,
		RetryBase: time.Hour, RetryMax: time.Hour, MaxWait: 100 * time.Millisecond})
	defer g.close()
	start := time.Now()
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := web.count("ra.test /flaky"); n != 1 {
		t.Fatalf("/flaky asked %d times, want once: its retry is an hour away", n)
	}
	want := []store.HostWait{{Host: "ra.test", Reason: store.WaitRetry, URLs: 1}}
	got := slices.Clone(r.Summary.Waiting)
	for i := range got {
		if got[i].Until.Before(start.Add(59*time.Minute)) || got[i].Until.After(time.Now().Add(time.Hour)) {
			t.Errorf("%s waits until %v, want an hour from the run", got[i].Host, got[i].Until)
		}
		got[i].Until = time.Time{}
	}
	if !slices.Equal(got, want) || r.Summary.Skipped["deferred"] != 1 {
		t.Errorf("waiting %+v, skipped %v; want ra.test's /flaky waiting for its retry, 1 deferred", r.Summary.Waiting, r.Summary.Skipped)
	}
	hosts, err := g.store.HostStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hosts {
		if h.Host == "ra.test" && h.NotBefore.After(time.Now().Add(time.Minute)) {
			t.Errorf("ra.test stored as waiting until %v (%s): one URL's retry must not hold the host", h.NotBefore, h.WaitReason)
		}
	}
}

// TestStoredWaitIsCapped checks that a wait stored far in the future (by
// a process whose clock ran ahead) holds a host for a day at most.
func TestStoredWaitIsCapped(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"ra.test /":   serve(linking("/a")),
		"slow.test /": serve(linking("/a")),
	})
	g := newWaitRig(t, web, 0)
	defer g.close()
	start := time.Now()
	if err := g.store.AddHostStats(ctx, []store.HostStats{{Host: "ra.test", NotBefore: start.AddDate(10, 0, 0).UTC(),
		WaitReason: store.WaitRetryAfter}}); err != nil {
		t.Fatal(err)
	}
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := web.count("ra.test /"); n != 0 {
		t.Errorf("ra.test asked %d times while it waits", n)
	}
	listed := false
	for _, w := range r.Summary.Waiting {
		if w.Host == "ra.test" {
			listed = true
			if w.Until.After(time.Now().Add(24 * time.Hour)) {
				t.Errorf("ra.test waits until %v, more than a day", w.Until)
			}
		}
	}
	if !listed {
		t.Errorf("waiting = %+v, want ra.test listed", r.Summary.Waiting)
	}
}

// TestBodyFailures checks that a body Byline cannot use fails as what it
// is, is asked again only when that may help, and is never stored as the
// page: one in a coding Byline cannot undo fails once; one cut short of
// its Content-Length (the connection closed early) is tried again.
func TestBodyFailures(t *testing.T) {
	tests := []struct {
		name, reason string
		story        http.HandlerFunc
		requests     int
	}{
		{"unknown content coding", "content_encoding", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Encoding", "compress")
			w.Write([]byte{0x1f, 0x9d, 0x90, 0x00, 0x01, 0x02, 0x03, 0x00, 0x05})
		}, 1},
		{"body short of its Content-Length", "short_body", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Length", "5000")
			// Returning leaves the body short: the server closes the
			// connection, the client reads an unexpected EOF.
			w.Write([]byte("<html><body><h1>A story</h1><p>Only the start"))
		}, 2},
		{"binary body declared as HTML", "decode", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write(make([]byte, 64<<10))
		}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			web := newHostileWeb(map[string]http.HandlerFunc{"bad.test /": serve(linking("/story")), "bad.test /story": tt.story})
			g := newRig(t, web, []string{"bad.test"}, pipeline.Config{Workers: 2, MaxAttempts: 2, RetryBase: time.Millisecond, RetryMax: time.Millisecond})
			defer g.close()
			r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			if r.Summary.New != 0 || r.Summary.Failed[tt.reason] != 1 || web.count("bad.test /story") != tt.requests {
				t.Errorf("new %d, failed %v after %d requests; want no article, %s: 1 after %d", r.Summary.New,
					r.Summary.Failed, web.count("bad.test /story"), tt.reason, tt.requests)
			}
			// A failed page waits for its retry (FailBackoff), not
			// for the next run.
			g.runs(t, 1, pipeline.RunOptions{All: true})
			if n := web.count("bad.test /story"); n != tt.requests {
				t.Errorf("asked %d times after a second run, want still %d", n, tt.requests)
			}
		})
		t.Run(tt.name+", given up", func(t *testing.T) {
			web := newHostileWeb(map[string]http.HandlerFunc{"bad.test /": serve(linking("/story")), "bad.test /story": tt.story})
			g := newRig(t, web, []string{"bad.test"}, pipeline.Config{Workers: 2, MaxAttempts: 1, RetryBase: time.Millisecond,
				RetryMax: time.Millisecond, FailBackoff: time.Nanosecond, FailLimit: 2})
			defer g.close()
			g.runs(t, 3, pipeline.RunOptions{All: true})
			if n := web.count("bad.test /story"); n != 2 {
				t.Errorf("asked %d times in 3 runs, want 2: given up after FailLimit failed runs", n)
			}
		})
	}
}

// TestUnreadableBodyKeepsNoValidators checks that a page whose new body
// cannot be decoded is not asked for with that body's ETag: the server
// would answer 304, and the page would pass for unchanged (its old copy
// kept, its failures forgotten) instead of reaching the fail limit.
func TestUnreadableBodyKeepsNoValidators(t *testing.T) {
	var mu sync.Mutex
	served := 0
	web := newHostileWeb(map[string]http.HandlerFunc{
		"bad.test /": serve(linking("/story")),
		"bad.test /story": func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			served++
			first := served == 1
			mu.Unlock()
			switch {
			case first:
				w.Header().Set("ETag", `"good"`)
				serve(article("A story", "", englishParas...))(w, r)
			case r.Header.Get("If-None-Match") == `"bin"`:
				w.WriteHeader(http.StatusNotModified)
			default:
				w.Header().Set("Content-Type", "text/html")
				w.Header().Set("ETag", `"bin"`)
				w.Write(make([]byte, 64<<10))
			}
		},
	})
	g := newRig(t, web, []string{"bad.test"}, pipeline.Config{Workers: 2, MaxAttempts: 1, RetryBase: time.Millisecond,
		RetryMax: time.Millisecond, FailBackoff: time.Nanosecond, FailLimit: 2})
	defer g.close()
	g.runs(t, 4, pipeline.RunOptions{All: true})
	if n := web.count("bad.test /story"); n != 3 {
		t.Errorf("asked %d times in 4 runs, want 3: stored, then two failed runs, then given up", n)
	}
}

// TestLinkCapKeepsTheNextPage checks that a listing with more links than
// the cap still gives its next page.
func TestLinkCapKeepsTheNextPage(t *testing.T) {
	links := make([]string, 0, 6001)
	for i := range 6001 {
		links = append(links, fmt.Sprintf("/story/%d", i))
	}
	home := strings.Replace(linking(links...), "</ul>", `</ul><a rel="next" href="/page/2">Older stories</a>`, 1)
	web := newHostileWeb(map[string]http.HandlerFunc{
		"cap.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nDisallow: /story/\n") // stands in for stories already seen
		},
		"cap.test /":       serve(home),
		"cap.test /page/2": serve(linking("/older")),
	})
	g := newRig(t, web, []string{"cap.test"}, pipeline.Config{MaxPages: 100000, Workers: 4, MaxAttempts: 3,
		RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if web.count("cap.test /page/2") != 1 || r.Summary.Skipped["too_many_links"] == 0 {
		t.Errorf("/page/2 asked %d times, skipped %v; want it fetched and the links over the cap counted", web.count("cap.test /page/2"), r.Summary.Skipped)
	}
}

// TestNotModifiedOnADelayedHost checks that a 304 on a host with a delay
// is one request: a 304 has no Location, and was taken for a redirect
// to the page itself and asked again at once, past the host's delay.
func TestNotModifiedOnADelayedHost(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	etagged := func(page string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("ETag", `"v1"`)
			if r.Header.Get("If-None-Match") == `"v1"` {
				w.WriteHeader(http.StatusNotModified)
				return
			}
			serve(page)(w, r)
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"etag.test /":      etagged(linking("/story")),
		"etag.test /story": etagged(article("A story", "", englishParas...)),
	})
	g := newRig(t, web, []string{"etag.test"}, pipeline.Config{Workers: 4, MaxAttempts: 3,
		RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond, Delay: 10 * time.Millisecond})
	defer g.close()
	g.runs(t, 2, pipeline.RunOptions{All: true})
	for _, p := range []string{"/", "/story"} {
		if n := web.count("etag.test " + p); n != 2 {
			t.Errorf("%s asked %d times in 2 runs, want twice (the second a 304)", p, n)
		}
	}
}

// TestDelayAfterRobotsWithParallelRequests checks the gap after a host's
// first page on a host with several requests in flight: the page waits
// the delay after robots.txt, and the next request waits it after the
// page, not after the moment the page was handed out (which let it go
// out right after the page). With several requests in flight the delay
// runs between hand-outs, so a gap the server sees may fall short of it
// by the time a request takes to leave: half the delay is the bound.
func TestDelayAfterRobotsWithParallelRequests(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"par.test /":  serve(linking("/a", "/b", "/c")),
		"par.test /a": serve(article("A story", "", englishParas...)),
		"par.test /b": serve(article("B story", "", englishParas...)),
		"par.test /c": serve(article("C story", "", englishParas...)),
	})
	g := newRig(t, web, []string{"par.test"}, pipeline.Config{})
	defer g.close()
	const delay = 200 * time.Millisecond
	if err := g.store.PutSite(context.Background(), store.Site{ID: "par.test", Seeds: []string{"http://par.test/"},
		Every: 15 * time.Minute, Config: store.SiteConfig{Delay: delay, Parallel: 4}}); err != nil {
		t.Fatal(err)
	}
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if gap, n := web.minGap("par.test"); n < 5 || gap < delay/2 {
		t.Errorf("%d requests to par.test, smallest gap %v; want none much closer than the site's %v", n, gap, delay)
	}
}

// TestCookieGateKeepsTheDelay checks that a consent gate on a host with
// a delay, whose redirect chain goes on once a hop set its cookie (the
// chain cannot be queued: the queued request would come without the
// cookie), still keeps the host's delay between its hops, and that the
// story behind it is stored.
func TestCookieGateKeepsTheDelay(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"gate.test /": serve(linking("/story")),
		"gate.test /story": func(w http.ResponseWriter, r *http.Request) {
			if c, err := r.Cookie("consent"); err != nil || c.Value != "yes" {
				http.Redirect(w, r, "/consent?next=/story", http.StatusFound)
				return
			}
			serve(article("A story behind a consent gate", "", englishParas...))(w, r)
		},
		"gate.test /consent": func(w http.ResponseWriter, r *http.Request) {
			http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
			http.Redirect(w, r, r.URL.Query().Get("next"), http.StatusFound)
		},
	})
	g := newRig(t, web, []string{"gate.test"}, pipeline.Config{})
	defer g.close()
	const delay = 150 * time.Millisecond
	if err := g.store.PutSite(ctx, store.Site{ID: "gate.test", Seeds: []string{"http://gate.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: delay}}); err != nil {
		t.Fatal(err)
	}
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://gate.test/story")); err != nil {
		t.Errorf("the story behind the gate was not stored: %v (summary %+v)", err, r.Summary)
	}
	if n := web.count("gate.test /story"); n != 2 {
		t.Errorf("/story asked %d times, want twice: before and after the gate", n)
	}
	if gap, n := web.minGap("gate.test"); gap < delay {
		t.Errorf("%d requests to gate.test, smallest gap %v; want none closer than the site's %v", n, gap, delay)
	}
}

// TestScriptRedirectIsFollowed checks that a page that does nothing but
// send the reader on with a script (window.location.replace) is read as
// a redirect: its target is fetched at the page's depth and stored, and
// a later run reads the link as its target without asking the page
// again; while a script of that kind in a page with content of its own
// (a mobile switch) leads nowhere.
func TestScriptRedirectIsFollowed(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"js.test /": serve(linking("/old-story", "/story")),
		"js.test /old-story": serve(`<!DOCTYPE html><html><head><title>Redirecting</title>` +
			`<script>window.location.replace("/2026/new-story")</script></head><body></body></html>`),
		"js.test /2026/new-story": serve(article("A story reached by a script", "", englishParas...)),
		"js.test /story": serve(article("A story with a mobile switch",
			`<script>if (screen.width < 600) location.href = "/m/story"</script>`, englishParas...)),
	})
	g := newRig(t, web, []string{"js.test"}, pipeline.Config{})
	defer g.close()
	// One hop from the home page: the script's target is reached only
	// if the redirect does not count as a hop.
	oneHop(t, g, "js.test")
	g.runs(t, 2, pipeline.RunOptions{All: true})
	for _, u := range []string{"http://js.test/2026/new-story", "http://js.test/story"} {
		if _, err := g.store.Article(ctx, extract.ArticleID(u)); err != nil {
			t.Errorf("%s not stored: %v", u, err)
		}
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://js.test/old-story")); err == nil {
		t.Errorf("the redirecting page was stored as an article")
	}
	for key, want := range map[string]int{"js.test /old-story": 1, "js.test /2026/new-story": 2, "js.test /m/story": 0} {
		if n := web.count(key); n != want {
			t.Errorf("%s asked %d times in 2 runs, want %d", key, n, want)
		}
	}
}

// TestRefreshStubIsFollowed checks that a page that does nothing but send
// the reader on at once, with a <meta http-equiv=refresh> or an HTTP
// Refresh header over a line of text, is read as a redirect: its target
// is fetched at the page's depth and stored, the page recorded as a
// redirect; while an article that reloads itself (a Refresh header
// without a URL, a meta refresh after a minute to its live page) is
// stored as an article and its refresh leads nowhere.
func TestRefreshStubIsFollowed(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	refreshing := func(value, page string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Refresh", value)
			serve(page)(w, r)
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"stub.test /": serve(linking("/meta-old", "/header-old", "/live", "/reloads")),
		"stub.test /meta-old": serve(`<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/2026/meta-story">` +
			`<title>Moved</title></head><body><p>This story has moved.</p></body></html>`),
		"stub.test /header-old":        refreshing("0; url=/2026/header-story", `<html><body><p>Redirecting…</p></body></html>`),
		"stub.test /2026/meta-story":   serve(article("A story reached by a meta refresh", "", englishParas...)),
		"stub.test /2026/header-story": serve(article("A story reached by a Refresh header", "", englishParas...)),
		"stub.test /live": serve(article("A live story that reloads itself",
			`<meta http-equiv="refresh" content="60; url=/live-next">`, englishParas...)),
		"stub.test /reloads": refreshing("300", article("A story its server reloads", "", englishParas...)),
	})
	g := newRig(t, web, []string{"stub.test"}, pipeline.Config{})
	defer g.close()
	// One hop from the home page: a target is reached only if the
	// refresh counts as a redirect, not as a link.
	oneHop(t, g, "stub.test")
	g.runs(t, 1, pipeline.RunOptions{All: true})
	for _, path := range []string{"/2026/meta-story", "/2026/header-story", "/live", "/reloads"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://stub.test"+path)); err != nil {
			t.Errorf("%s not stored: %v", path, err)
		}
	}
	for old, target := range map[string]string{"/meta-old": "/2026/meta-story", "/header-old": "/2026/header-story"} {
		if pg, err := g.store.Page(ctx, "http://stub.test"+old); err != nil || pg.Kind != store.KindRedirect || pg.RedirectTo != "http://stub.test"+target {
			t.Errorf("%s: %+v, %v; want a redirect to %s", old, pg, err, target)
		}
	}
	for key, want := range map[string]int{"stub.test /live-next": 0, "stub.test /reloads": 1, "stub.test /live": 1} {
		if n := web.count(key); n != want {
			t.Errorf("%s asked %d times, want %d", key, n, want)
		}
	}
}

// TestRedirectChainCountSurvivesKill checks that a redirect chain cut by
// the end of its process goes on counting in the run that resumes it: a
// trap of pages each sending the reader to the next (/r/1 to /r/2, …),
// the process stopped each time the next hop is asked, ends at the hop
// limit, not with one more hop in every run for ever.
func TestRedirectChainCountSurvivesKill(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var mu sync.Mutex
	var stop context.CancelFunc
	served := false // a hop of the chain, in this process
	asked := 0      // the highest hop asked
	srv := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/r/"))
		if err != nil {
			if r.URL.Path == "/" {
				serve(linking("/r/1"))(w, r)
				return
			}
			http.NotFound(w, r)
			return
		}
		mu.Lock()
		kill := served
		served = true
		asked = max(asked, n)
		mu.Unlock()
		if kill {
			// The process dies as it asks the next hop.
			stop()
			<-r.Context().Done()
			return
		}
		serve(fmt.Sprintf(`<html><head><meta http-equiv="refresh" content="0; url=/r/%d"></head><body><p>Moved.</p></body></html>`, n+1))(w, r)
	})
	g := newRig(t, srv, []string{"chain.test"}, pipeline.Config{})
	defer g.close()
	const runs = 10
	for i := range runs {
		ctx, cancel := context.WithCancel(context.Background())
		mu.Lock()
		stop, served = cancel, false
		mu.Unlock()
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: i == 0})
		cancel()
		if err != nil && !errors.Is(err, context.Canceled) {
			t.Fatal(err)
		}
		left, err := g.store.Frontier(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(left) == 0 {
			if r.Summary.Failed["too_many_redirects"] != 1 {
				t.Errorf("run %d ended the chain with summary %+v; want it given up as too_many_redirects", i+1, r.Summary)
			}
			break
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if asked > 7 {
		t.Errorf("hop %d of the chain asked over %d runs, each killed at the chain's next hop; want the chain given up after 5 queued redirects", asked, runs)
	}
}

// oneHop lets the crawl of host go one link from its home page.
func oneHop(t *testing.T, g *rig, host string) {
	t.Helper()
	if err := g.store.PutSite(context.Background(), store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{MaxDepth: 1}}); err != nil {
		t.Fatal(err)
	}
}
