package pipeline

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestTemporaryRedirectKeepsOneArticle checks a stored article whose URL
// answers 302 to another page of the site, on a host with a delay (the
// redirect queued, not followed): the article is not dropped, since the
// redirect may be undone, and the target, the same story updated, is not
// stored a second time but refreshes the article under its lasting URL,
// also when a later run finds the target linked on its own. A 302 said
// on FailLimit fetches in a row is a move: the article is then stored
// under the target alone.
func TestTemporaryRedirectKeepsOneArticle(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/live/story")
	// Unchanged since first asked: a 304 to a conditional GET.
	mux.HandleFunc("/live/story", web.etagged)
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	home := []string{"/story"}
	web.set("tmp.test /", func() (string, string) {
		b := "<html><head><title>Home</title></head><body><ul>"
		for _, l := range home {
			b += `<li><a href="` + l + `">story</a></li>`
		}
		return "text/html", b + "</ul></body></html>"
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	const update = "Update: the contractor has been named."
	web.set("tmp.test /live/story", func() (string, string) {
		return "text/html", strings.Replace(clockArticle("Harbour barrier"), "</article>", "<p>"+update+"</p></article>", 1)
	})
	const old, live = "http://tmp.test/story", "http://tmp.test/live/story"
	stored := func(u string) (store.Article, bool) {
		a, err := st.Article(ctx, extract.ArticleID(u))
		return a, err == nil
	}
	run := func(at time.Time) {
		t.Helper()
		*clock = at
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
	}
	run(*clock)
	// An hour later the story's URL redirects for a while to a live page.
	redirecting.Store(true)
	run(clock.Add(time.Hour))
	if web.count("tmp.test /live/story") != 1 {
		t.Fatalf("the redirect's target was asked %d times, want once", web.count("tmp.test /live/story"))
	}
	a, ok := stored(old)
	if !ok || !strings.Contains(a.Body, update) {
		t.Errorf("after a 302: article under the redirecting URL stored %v, body %.60q; want it kept and refreshed from the target", ok, a.Body)
	}
	if _, ok := stored(live); ok {
		t.Errorf("after a 302: the target, a copy of the story, was stored as a second article")
	}
	// The next day the home page links the live page too, and the
	// redirect is asked again: still one article.
	home = []string{"/story", "/live/story"}
	run(clock.Add(25 * time.Hour))
	if _, ok := stored(old); !ok {
		t.Errorf("second 302: the article under the redirecting URL was dropped")
	}
	if _, ok := stored(live); ok {
		t.Errorf("second 302: the target was stored as a second article")
	}
	// FailLimit (3) redirects in a row: a move. The target, unchanged
	// (a 304), is read again from its stored copy to hold the article.
	run(clock.Add(25 * time.Hour))
	if n := web.count("tmp.test /story"); n != 4 {
		t.Fatalf("the redirecting URL was asked %d times, want 4 (once a run)", n)
	}
	if _, ok := stored(old); ok {
		t.Errorf("third 302 in a row: the article is still under the redirecting URL; want it moved")
	}
	if a, ok := stored(live); !ok || !strings.Contains(a.Body, update) {
		t.Errorf("third 302 in a row: the article is not stored under the target (%v)", ok)
	}
}

// TestUndoneTemporaryRedirectStartsOver checks a stored article whose URL
// answers 302, then its old bytes again (the redirect undone: an A/B
// test, a paywall's detour), then 302 again: the page answering again is
// an article once more, not a redirect whose unchanged fetches extend
// the streak of 302s that makes a move. Two 302s, not in a row, with
// FailLimit 3: the article stays under its URL.
func TestUndoneTemporaryRedirectStartsOver(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/live/story")
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a></body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	web.set("tmp.test /live/story", func() (string, string) { return "text/html", clockArticle("Harbour barrier live") })
	const old = "http://tmp.test/story"
	run := func(at time.Time, redirect bool) store.Page {
		t.Helper()
		*clock = at
		redirecting.Store(redirect)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		pg, err := st.Page(ctx, old)
		if err != nil {
			t.Fatal(err)
		}
		return pg
	}
	t0 := *clock
	run(t0, false)
	run(t0.Add(time.Hour), true)
	if pg := run(t0.Add(26*time.Hour), false); pg.Kind != store.KindArticle || pg.RedirectTo != "" || pg.Unchanged != 0 {
		t.Errorf("the redirect undone, the page record is kind %q, to %q, unchanged %d; want an article, no target, no streak",
			pg.Kind, pg.RedirectTo, pg.Unchanged)
	}
	run(t0.Add(51*time.Hour), true)
	if _, err := st.Article(ctx, extract.ArticleID(old)); err != nil {
		t.Errorf("after two 302s not in a row (FailLimit 3), the article under the redirecting URL is gone: %v", err)
	}
}

// TestCopyFollowsTemporaryRedirectMove checks an article C with an AMP
// copy P (canonical C) whose 302 to T, said on FailLimit fetches in a
// row, counts as a move: C's article is dropped and T holds the story,
// and P, read again, holds it where the move took it, as after a 301:
// not brought back under C, not stored twice.
func TestCopyFollowsTemporaryRedirectMove(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/live/story")
	p, st, clock := delayedTmpSite(t, mux, 2, "http://tmp.test/", "http://tmp.test/sitemap.xml")
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a></body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	web.set("tmp.test /story/amp", func() (string, string) {
		return "text/html", strings.Replace(strings.Replace(clockArticle("Harbour barrier"), "<html>", "<html amp>", 1),
			"</head>", `<link rel="canonical" href="http://tmp.test/story"></head>`, 1)
	})
	// The sitemap names the copy as changed a minute before each run:
	// it is read again every run.
	web.set("tmp.test /sitemap.xml", func() (string, string) {
		return "application/xml", `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://tmp.test/story/amp</loc><lastmod>` +
			clock.Add(-time.Minute).Format(time.RFC3339) + `</lastmod></url></urlset>`
	})
	web.set("tmp.test /live/story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	const c, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
	t0 := *clock
	for _, step := range []struct {
		at       time.Duration
		redirect bool
	}{{0, false}, {time.Hour, true}, {26 * time.Hour, true}, {52 * time.Hour, true}, {78 * time.Hour, true}} {
		*clock = t0.Add(step.at)
		redirecting.Store(step.redirect)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
	}
	if pg, err := st.Page(ctx, c); err != nil || pg.Kind != store.KindRedirect || pg.ArticleID != "" {
		t.Fatalf("the page of %s after its 302s in a row: %+v, %v; want a redirect holding no article", c, pg, err)
	}
	if has(c) || !has(tgt) {
		t.Errorf("after the 302 became a move, article under the old URL %v (want none), under the target %v (want it)", has(c), has(tgt))
	}
}

// TestUnchangedScriptRedirectIsUnchanged checks that a seed page that
// sends readers on with a script, the same bytes every run, counts as
// unchanged: a page that answers again after a redirect is read again
// (TestUndoneTemporaryRedirectStartsOver), but one whose answer is the
// same script redirect has said nothing new, and counting it as changed
// on every fetch would skew its host's change rate.
func TestUnchangedScriptRedirectIsUnchanged(t *testing.T) {
	ctx := context.Background()
	web := &clockWeb{hits: map[string]int{}, pages: map[string]func() (string, string){}}
	p, sq := newClockPipeline(t, web, "tmp.test", Config{Workers: 2, MaxAttempts: 1, FailLimit: 3})
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	p.now = func() time.Time { return clock }
	if err := sq.PutSite(ctx, store.Site{ID: "tmp.test", Seeds: []string{"http://tmp.test/"}, Every: 15 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<!DOCTYPE html><html><head><title>Redirecting</title><script>window.location.replace("/home")</script></head><body></body></html>`
	})
	web.set("tmp.test /home", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body>x</body></html>`
	})
	for run := 1; run <= 4; run++ {
		clock = clock.Add(time.Hour)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		pg, err := sq.Page(ctx, "http://tmp.test/")
		if err != nil {
			t.Fatal(err)
		}
		if run > 1 && pg.Unchanged != run-1 {
			t.Errorf("run %d: the seed's script redirect counted %d unchanged fetches in a row, want %d", run, pg.Unchanged, run-1)
		}
	}
}

// delayedTmpSite registers the site tmp.test with seeds and a delay
// (the host's redirects are queued, not followed) on a clocked pipeline
// serving h with the given FailLimit, and returns the pipeline, its
// store and the clock its runs read.
func delayedTmpSite(t *testing.T, h http.Handler, failLimit int, seeds ...string) (*Pipeline, *sqlite.Store, *time.Time) {
	t.Helper()
	p, st := newClockPipeline(t, h, "tmp.test", Config{Workers: 2, MaxAttempts: 1, FailLimit: failLimit})
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	p.now = func() time.Time { return clock }
	if err := st.PutSite(context.Background(), store.Site{ID: "tmp.test", Seeds: seeds, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: 5 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	return p, st, &clock
}

// newClockPipeline returns a pipeline on a fresh SQLite store that
// fetches host from a test server of h, for a test that sets p.now; the
// server, the store and the fetcher's connections close with the test.
func newClockPipeline(t *testing.T, h http.Handler, host string, cfg Config) (*Pipeline, *sqlite.Store) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	st, err := sqlite.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{host + ":80": srv.Listener.Addr().String()},
		Timeout: 1500 * time.Millisecond, MaxBodySize: 1 << 20}, nil)
	t.Cleanup(f.CloseIdleConnections)
	return New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, cfg, nil), st
}

// redirectingWeb returns a test web whose /story answers 302 to to
// while redirecting is set (each 302 counted as a hit of /story), and
// the mux that serves it, for more handlers.
func redirectingWeb(redirecting *atomic.Bool, to string) (*clockWeb, *http.ServeMux) {
	web := &clockWeb{hits: map[string]int{}, pages: map[string]func() (string, string){}}
	mux := http.NewServeMux()
	mux.HandleFunc("/story", func(w http.ResponseWriter, r *http.Request) {
		if redirecting.Load() {
			web.hit(r)
			http.Redirect(w, r, to, http.StatusFound)
			return
		}
		web.ServeHTTP(w, r)
	})
	mux.Handle("/", web)
	return web, mux
}

// TestTemporaryRedirectTargetLinkedFirst checks a stored article whose
// URL starts to answer 302 while its target is linked on its own, from
// the run in which the redirect is first seen or from before: the
// target may be fetched, and stored, before the redirect is seen, when
// nothing says yet that it stands in for the redirecting URL's article.
// The same story, it must not stay as a second article beside it, in
// that run or the next ones, while the 302s are fewer than FailLimit in
// a row (3); and once they make a move, the story is stored under the
// target: never lost.
func TestTemporaryRedirectTargetLinkedFirst(t *testing.T) {
	for _, linkedBefore := range []bool{false, true} {
		t.Run(fmt.Sprintf("linked_before_%v", linkedBefore), func(t *testing.T) {
			ctx := context.Background()
			var redirecting atomic.Bool
			web, mux := redirectingWeb(&redirecting, "/live/story")
			p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
			web.set("tmp.test /", func() (string, string) {
				if linkedBefore || redirecting.Load() {
					return "text/html", `<html><head><title>Home</title></head><body><a href="/live/story">live</a> <a href="/story">story</a></body></html>`
				}
				return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a></body></html>`
			})
			web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
			web.set("tmp.test /live/story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
			const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
			has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
			t0 := *clock
			for i, step := range []struct {
				at       time.Duration
				redirect bool
			}{{0, false}, {time.Hour, true}, {2 * time.Hour, true}, {26 * time.Hour, true}, {50 * time.Hour, true}} {
				*clock = t0.Add(step.at)
				redirecting.Store(step.redirect)
				if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
					t.Fatal(err)
				}
				if i > 0 && i < 4 && (!has(old) || has(tgt)) {
					t.Errorf("run %d: article under the redirecting URL %v (want it), under the 302's target %v (want none: a second copy of the story)", i, has(old), has(tgt))
				}
			}
			if has(old) || !has(tgt) {
				t.Errorf("after three 302s in a row (a move): article under the old URL %v (want none), under the target %v (want it)", has(old), has(tgt))
			}
		})
	}
}
