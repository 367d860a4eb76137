package pipeline_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// TestMovedOrGoneArticleLeavesSearch checks that an article stored
// under its URL does not stay in the store (and so in search) once that
// URL says it moved for good or is gone: a 301 or 308 to a new URL
// stores it there and drops the copy under the old URL, whether the
// fetcher followed the redirect (no delay) or the run queued it (a host
// with a delay), and a 410 drops it. A queued 302 leaves it (the move
// may be undone), and does not store its target beside it. An AMP copy whose canonical names the old URL holds the
// article where it moved, and none once it is gone: a third run that
// finds the copies changed, and replays of every run, bring back
// neither article under its old URL (nor under the copy's).
func TestMovedOrGoneArticleLeavesSearch(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	var phase atomic.Int32 // 0 first run, 1 second, 2 third
	story := func(title string) http.HandlerFunc { return serve(article(title, "", englishParas...)) }
	then := func(before, after http.HandlerFunc) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if phase.Load() > 0 {
				after(w, r)
				return
			}
			before(w, r)
		}
	}
	// amp is an AMP copy of the article at canonical, updated for the
	// third run.
	const update = "Update: the harbour authority has since named the contractor that will build the barrier."
	amp := func(title, canonical string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			paras := englishParas
			if phase.Load() == 2 {
				paras = []string{paras[0], paras[1], update}
			}
			serve(article(title, `<link rel="canonical" href="`+canonical+`">`, paras...))(w, r)
		}
	}
	to := func(code int, loc string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", loc)
			w.WriteHeader(code)
		}
	}
	gone := func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusGone) }
	hosts := []string{"moves.test", "slowmoves.test"}
	pages := map[string]http.HandlerFunc{}
	for _, h := range hosts {
		pages[h+" /"] = homeLinking("/a", "/b", "/c", "/d", "/e", "/a/amp", "/b/amp")
		pages[h+" /a"] = then(story("Moved for good"), to(http.StatusMovedPermanently, "/a-new"))
		pages[h+" /a/amp"] = amp("Moved for good", "/a")
		pages[h+" /b/amp"] = amp("Taken down", "/b")
		pages[h+" /a-new"] = story("Moved for good")
		pages[h+" /b"] = then(story("Taken down"), gone)
		pages[h+" /c"] = then(story("Moved for a while"), to(http.StatusFound, "/c-new"))
		pages[h+" /c-new"] = story("Moved for a while")
		pages[h+" /d"] = then(story("Moved by a 308"), to(http.StatusPermanentRedirect, "/d-new"))
		pages[h+" /d-new"] = story("Moved by a 308")
		// A 301 off the site (a consent or paywall gate elsewhere)
		// stores nothing in the article's place: it stays.
		pages[h+" /e"] = then(story("Behind a gate"), to(http.StatusMovedPermanently, "http://gate.other.test/?return=/e"))
	}
	web := newHostileWeb(pages)
	g := newRig(t, web, hosts, pipeline.Config{})
	defer g.close()
	// slowmoves.test asks for a delay: its redirects are queued, not
	// followed by the fetcher.
	if err := g.store.PutSite(ctx, store.Site{ID: "slowmoves.test", Seeds: []string{"http://slowmoves.test/"},
		Every: 15 * time.Minute, Config: store.SiteConfig{Delay: 5 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	// Runs a minute apart: by the real clock, whether the third run
	// asks the AMP copies again (a young article's recheck waits a
	// quarter of its age) would hang on how long the runs took.
	var mu sync.Mutex
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	pipeline.SetClock(g.pipe, func() time.Time { mu.Lock(); defer mu.Unlock(); return clock })
	nextMinute := func() { mu.Lock(); clock = clock.Add(time.Minute); mu.Unlock() }
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	phase.Store(1)
	nextMinute()
	second, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	check(t, g, hosts, "after the second run")
	phase.Store(2)
	nextMinute()
	third, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	check(t, g, hosts, "after the third run")
	for _, h := range hosts {
		if a, err := g.store.Article(ctx, extract.ArticleID("http://"+h+"/a-new")); err != nil || !strings.Contains(a.Body, update) {
			t.Errorf("%s/a-new: %v; want the AMP copy's update stored where the article moved", h, err)
		}
	}
	// Replaying any run, offline, brings back neither article.
	for _, id := range []string{first.ID, second.ID, third.ID} {
		if _, err := g.pipe.Replay(ctx, id, pipeline.ReplayOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	check(t, g, hosts, "after replaying every run")
}

func check(t *testing.T, g *rig, hosts []string, when string) {
	t.Helper()
	ctx := context.Background()
	for _, h := range hosts {
		// The fetcher follows a 302 as any redirect, and the article
		// is then read from its new URL: stored there, as on a first
		// visit (TestRedirectedArticleStoredOnce). A queued 302 keeps
		// the article where it was, and its target, a copy, is not
		// stored a second time (TestTemporaryRedirectKeepsOneArticle).
		want := map[string]bool{"/a": false, "/a-new": true, "/b": false, "/c": true, "/c-new": false, "/d": false, "/d-new": true, "/e": true,
			"/a/amp": false, "/b/amp": false}
		if h == "moves.test" {
			want["/c"], want["/c-new"] = false, true
		}
		for path, want := range want {
			_, err := g.store.Article(ctx, extract.ArticleID("http://"+h+path))
			switch {
			case want && err != nil:
				t.Errorf("%s: %s%s: %v; want the article stored", when, h, path, err)
			case !want && err == nil:
				t.Errorf("%s: %s%s still stored; want it dropped", when, h, path)
			case !want && !errors.Is(err, store.ErrNotFound):
				t.Errorf("%s: %s%s: %v", when, h, path, err)
			}
		}
	}
}

// TestNotFoundArticleLeavesAfterFailLimit checks that an article whose
// URL answers 404 stays while that may be a passing fault, and leaves the
// store once the URL is given up, after FailLimit runs in a row, while an
// outage's 503s followed by one 404 leave it. An AMP copy naming the
// dropped URL as its canonical brings it back neither when it changes
// nor in a replay.
func TestNotFoundArticleLeavesAfterFailLimit(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	var gone atomic.Bool
	var outage atomic.Int32
	story := serve(article("Taken down quietly", "", englishParas...))
	web := newHostileWeb(map[string]http.HandlerFunc{
		"notfound.test /": homeLinking("/a", "/b", "/a/amp", "/b/amp"),
		// The copy of the article kept through the outage still
		// updates it.
		"notfound.test /b/amp": func(w http.ResponseWriter, r *http.Request) {
			paras := englishParas
			if outage.Load() > 2 {
				paras = []string{paras[0], paras[1], "The ferry service resumed on Friday after the outage ended."}
			}
			serve(article("Through an outage", `<link rel="canonical" href="/b">`, paras...))(w, r)
		},
		"notfound.test /a/amp": func(w http.ResponseWriter, r *http.Request) {
			paras := englishParas
			if outage.Load() > 2 { // changed once /a is given up
				paras = []string{paras[0], paras[1], "A correction was added to the copy after the story was taken down."}
			}
			serve(article("Taken down quietly", `<link rel="canonical" href="/a">`, paras...))(w, r)
		},
		"notfound.test /a": func(w http.ResponseWriter, r *http.Request) {
			if gone.Load() {
				http.NotFound(w, r)
				return
			}
			story(w, r)
		},
		// An outage: two runs of 503, then a 404 on its way back.
		"notfound.test /b": func(w http.ResponseWriter, r *http.Request) {
			if !gone.Load() {
				serve(article("Through an outage", "", englishParas...))(w, r)
				return
			}
			if outage.Add(1) <= 2 {
				w.WriteHeader(http.StatusServiceUnavailable)
				return
			}
			http.NotFound(w, r)
		},
	})
	// A backoff of a nanosecond: each run retries the failed URL.
	g := newRig(t, web, []string{"notfound.test"}, pipeline.Config{Workers: 2, MaxAttempts: 1, FailLimit: 3, FailBackoff: time.Nanosecond})
	defer g.close()
	// Runs a minute apart, and the last one ten minutes after the
	// first: a young article's recheck waits a quarter of its age, so
	// by the real clock whether the last run asks the copies again
	// would hang on how long the runs before it took.
	var mu sync.Mutex
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	pipeline.SetClock(g.pipe, func() time.Time { mu.Lock(); defer mu.Unlock(); return clock })
	setClock := func(at time.Time) { mu.Lock(); clock = at; mu.Unlock() }
	start := clock
	id := extract.ArticleID("http://notfound.test/a")
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	gone.Store(true)
	for run := 1; run <= 3; run++ {
		setClock(start.Add(time.Duration(run) * time.Minute))
		g.runs(t, 1, pipeline.RunOptions{All: true})
		_, err := g.store.Article(ctx, id)
		switch {
		case run < 3 && err != nil:
			t.Fatalf("after %d runs answering 404 the article is gone (%v); want it kept until the URL is given up", run, err)
		case run == 3 && !errors.Is(err, store.ErrNotFound):
			t.Fatalf("after 3 runs answering 404 (FailLimit 3): %v; want the article dropped", err)
		}
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://notfound.test/b")); err != nil {
		t.Errorf("an article through two runs of 503 and one 404: %v; want it kept", err)
	}
	// The copy, changed, is read again; then the first run is replayed.
	setClock(start.Add(10 * time.Minute))
	last, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	noArticle := func(when string) {
		t.Helper()
		for _, u := range []string{"http://notfound.test/a", "http://notfound.test/a/amp"} {
			if _, err := g.store.Article(ctx, extract.ArticleID(u)); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("%s: %v %s; want no article", u, err, when)
			}
		}
	}
	noArticle(fmt.Sprintf("after its copy changed (run summary %+v)", last.Summary))
	if b, err := g.store.Article(ctx, extract.ArticleID("http://notfound.test/b")); err != nil || !strings.Contains(b.Body, "ferry service resumed") {
		t.Errorf("the article kept through the outage was not updated from its live copy: %v", err)
	}
	if _, err := g.pipe.Replay(ctx, first.ID, pipeline.ReplayOptions{}); err != nil {
		t.Fatal(err)
	}
	noArticle("after a replay of the first run")
	if n := web.count("notfound.test /a/amp"); n < 2 {
		t.Errorf("the AMP copy was fetched %d times, want it read again after it changed", n)
	}
	if n := web.count("notfound.test /a"); n != 4 {
		t.Errorf("/a fetched %d times, want 4 (once found, 3 times not)", n)
	}
}

// TestReplayedCopyKeepsItsArticleCurrent checks that a replay does not
// take back an update of an article with the older text of its copy: an
// AMP copy whose bytes stay the same (a lagging copy) is not read again
// when the article's page changes, so its raw HTML is older than the
// article stored; replaying a run that read it, before or after the
// update, leaves the article as its own page now says.
func TestReplayedCopyKeepsItsArticleCurrent(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	const update = "Update: the harbour authority has since named the contractor that will build the barrier, and the work starts in March."
	var updated atomic.Bool
	web := newHostileWeb(map[string]http.HandlerFunc{
		"copies.test /": homeLinking("/a", "/a/amp"),
		"copies.test /a": func(w http.ResponseWriter, r *http.Request) {
			paras := englishParas
			if updated.Load() {
				paras = []string{paras[0], paras[1], update}
			}
			serve(article("Barrier before winter", "", paras...))(w, r)
		},
		"copies.test /a/amp": serve(article("Barrier before winter", `<link rel="canonical" href="/a">`, englishParas...)),
	})
	g := newRig(t, web, []string{"copies.test"}, pipeline.Config{})
	defer g.close()
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	updated.Store(true)
	second, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	current := func(when string) {
		t.Helper()
		a, err := g.store.Article(ctx, extract.ArticleID("http://copies.test/a"))
		if err != nil || !strings.Contains(a.Body, update) {
			t.Errorf("%s: %v, body %.80q…; want the article's update kept", when, err, a.Body)
		}
		if _, err := g.store.Article(ctx, extract.ArticleID("http://copies.test/a/amp")); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s: the copy is stored under its own URL (%v); want it read as the article", when, err)
		}
	}
	current("after the second run")
	if n := web.count("copies.test /a/amp"); n != 2 {
		t.Fatalf("the copy was fetched %d times, want 2", n)
	}
	for _, id := range []string{first.ID, second.ID} {
		if _, err := g.pipe.Replay(ctx, id, pipeline.ReplayOptions{}); err != nil {
			t.Fatal(err)
		}
		current("after a replay of run " + id)
	}
}
