package pipeline

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestStandInChainIsNoLoop: an article S answers 302 to T, which
// itself answers 302 to U (a chain). T must be asked once per run, and
// not recorded as a failed redirect loop.
func TestStandInChainIsNoLoop(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/go/story")
	mux.HandleFunc("/go/story", func(w http.ResponseWriter, r *http.Request) {
		web.hit(r)
		http.Redirect(w, r, "/live/story", http.StatusFound)
	})
	p, st, clock := delayedTmpSite(t, mux, 5, "http://tmp.test/")
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a></body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	web.set("tmp.test /live/story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	t0 := *clock
	for i, at := range []time.Duration{0, time.Hour} {
		*clock = t0.Add(at)
		redirecting.Store(i > 0)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
	}
	if n := web.count("tmp.test /go/story"); n != 1 {
		t.Errorf("the middle of the chain was asked %d times in the run, want once", n)
	}
	pg, err := st.Page(ctx, "http://tmp.test/go/story")
	if err != nil {
		t.Fatal(err)
	}
	if pg.Error != "" {
		t.Errorf("the middle of the chain is recorded as failed: %q", pg.Error)
	}
}

// TestStandingInTargetFetchedOncePerRun: a 302 target that stands in for
// the redirecting URL's article and that a sitemap names as changed
// (read every run), unchanged (a 304), must be asked once per run, also
// in the runs in which the redirect is asked again.
func TestStandingInTargetFetchedOncePerRun(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/live/story")
	mux.HandleFunc("/live/story", web.etagged)
	p, st, clock := delayedTmpSite(t, mux, 5, "http://tmp.test/", "http://tmp.test/sitemap.xml")
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a></body></html>`
	})
	web.set("tmp.test /sitemap.xml", func() (string, string) {
		return "application/xml", `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://tmp.test/live/story</loc><lastmod>` +
			clock.Add(-time.Minute).Format(time.RFC3339) + `</lastmod></url></urlset>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	web.set("tmp.test /live/story", func() (string, string) {
		return "text/html", strings.Replace(clockArticle("Harbour barrier"), "</article>", "<p>Update: named.</p></article>", 1)
	})
	t0 := *clock
	for i, at := range []time.Duration{0, time.Hour, 26 * time.Hour, 51 * time.Hour} {
		*clock = t0.Add(at)
		redirecting.Store(i > 0)
		before := web.count("tmp.test /live/story")
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		// Run 1 may read the target twice by design: the sitemap may
		// have it fetched before the redirect is seen, and it is then
		// read once more, as a stand-in. From run 2 on its record
		// already stands in for the redirecting URL's article.
		if n := web.count("tmp.test /live/story") - before; i >= 2 && n > 1 {
			t.Errorf("run %d: the 302 target was asked %d times, want at most once", i, n)
		}
	}
	if _, err := st.Article(ctx, extract.ArticleID("http://tmp.test/story")); err != nil {
		t.Errorf("article under the redirecting URL: %v", err)
	}
}

// TestRedirectToHomeFetchesItOnce: an article taken down whose URL
// answers 302 to the home page (a seed, already read in the run) must
// not make the run read the home page a second time.
func TestRedirectToHomeFetchesItOnce(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/")
	p, _, clock := delayedTmpSite(t, mux, 5, "http://tmp.test/")
	var n atomic.Int64
	web.set("tmp.test /", func() (string, string) {
		// Its links change every time: a listing read on every cycle.
		return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a> <a href="/other` +
			strings.Repeat("x", int(n.Add(1))) + `">other</a></body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	t0 := *clock
	for i, at := range []time.Duration{0, time.Hour} {
		*clock = t0.Add(at)
		redirecting.Store(i > 0)
		before := web.count("tmp.test /")
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		if got := web.count("tmp.test /") - before; got != 1 {
			t.Errorf("run %d: the home page was asked %d times, want once", i, got)
		}
	}
}

// TestOldTargetSkippedBeforeRedirectIsFolded: the 302's target is an old
// article (not due for a recheck) that the home page links beside the
// redirecting URL: the run meets it as "seen" before the redirect is
// asked. Its copy of the story must still be read once more and folded
// into the redirecting URL's article, as when it is young.
func TestOldTargetSkippedBeforeRedirectIsFolded(t *testing.T) {
	ctx := context.Background()
	var redirecting atomic.Bool
	web, mux := redirectingWeb(&redirecting, "/live/story")
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	var withStory atomic.Bool
	web.set("tmp.test /", func() (string, string) {
		if withStory.Load() {
			return "text/html", `<html><head><title>Home</title></head><body><a href="/story">story</a> <a href="/live/story">live</a></body></html>`
		}
		return "text/html", `<html><head><title>Home</title></head><body><a href="/live/story">live</a></body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	web.set("tmp.test /live/story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
	t0 := *clock
	for i, step := range []struct {
		at              time.Duration
		story, redirect bool
	}{{0, false, false}, {30 * time.Hour, true, false}, {31 * time.Hour, true, true}} {
		*clock = t0.Add(step.at)
		withStory.Store(step.story)
		redirecting.Store(step.redirect)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		t.Logf("run %d: article under %s %v, under %s %v", i, old, has(old), tgt, has(tgt))
	}
	if !has(old) || has(tgt) {
		t.Errorf("after the 302: article under the redirecting URL %v (want it), under the target %v (want none: a second copy)", has(old), has(tgt))
	}
}

// TestStandInReadCutByRunEnd: a 302 target that is to be read as a
// stand-in for the redirecting URL's article: fetched, and stored as an
// article of its own, before the run saw the redirect (then queued to be
// read once more), or still queued when the run sees it. When the run
// ends (here canceled) before that read, the next run, which resumes the
// target from the frontier but has not seen the redirect, must still
// fold it into the redirecting URL's article rather than keep a second
// copy of the story.
func TestStandInReadCutByRunEnd(t *testing.T) {
	for _, tc := range []struct {
		name  string
		links string // the home page's, in the order they are fetched
		cutAt int64  // the target's hit in the run that ends the run
	}{
		{"read_before_redirect", `<a href="/live/story">live</a> <a href="/story">story</a>`, 2},
		{"queued_when_redirect_seen", `<a href="/story">story</a> <a href="/live/story">live</a>`, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			var redirecting atomic.Bool
			web, mux := redirectingWeb(&redirecting, "/live/story")
			// One host, one request at a time: the links are fetched in
			// their order.
			p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
			rctx, cancel, hits, cutAt := storyAndTarget(ctx, web, st, tc.links)
			defer cancel()
			const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
			has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
			t0 := *clock
			// Run 0: no redirect, both URLs hold an article.
			if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
				t.Fatal(err)
			}
			*clock = t0.Add(time.Hour)
			redirecting.Store(true)
			cutAt.Store(hits.Load() + tc.cutAt)
			if _, err := p.Run(rctx, RunOptions{All: true}); err != nil && !errors.Is(err, context.Canceled) {
				t.Fatal(err)
			}
			if hits.Load() < cutAt.Load() {
				t.Fatalf("the run was not cut at the target's read as a stand-in (%d hits)", hits.Load())
			}
			*clock = t0.Add(time.Hour + time.Minute)
			if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
				t.Fatal(err)
			}
			if !has(old) || has(tgt) {
				t.Errorf("after the resumed run: article under the redirecting URL %v (want it), under the 302's target %v (want none: a second copy)", has(old), has(tgt))
			}
		})
	}
}

// TestStandInReReadDropsCutMark: a URL whose fetch a run's end cut once
// (store.FrontierItem.Cut) is fetched, then queued to be read once more
// as a stand-in (a redirect to it was seen meanwhile). The mark was for
// the fetch that just ended: kept on the re-read, that fetch would hold
// the run past its end, and, left in the store, hold the next run too.
func TestStandInReReadDropsCutMark(t *testing.T) {
	ctx := context.Background()
	p, st, _ := delayedTmpSite(t, http.NotFoundHandler(), 3)
	const from, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	if err := st.PutPage(ctx, store.Page{URL: tgt, Site: "tmp.test", Kind: store.KindArticle, ArticleID: extract.ArticleID(tgt)}); err != nil {
		t.Fatal(err)
	}
	r := &run{standIn: map[string]string{tgt: from}, standInRead: map[string]bool{}, standInAgain: map[string]bool{},
		ending: map[string]chan struct{}{}, ended: map[string]bool{}}
	r.Summary.Failed, r.Summary.Skipped = map[string]int{}, map[string]int{}
	r.frontier = crawl.NewFrontier(st, 0, 1)
	if _, err := r.frontier.Push(ctx, []store.FrontierItem{{URL: tgt, Site: "tmp.test", Host: "tmp.test", Cut: true}}); err != nil {
		t.Fatal(err)
	}
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok {
		t.Fatalf("next: %v %v", ok, err)
	}
	p.finish(ctx, r, it, false, 0)
	again, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || again.URL != tgt {
		t.Fatalf("the target was not queued again as a stand-in: %+v %v %v", again, ok, err)
	}
	if again.Cut {
		t.Errorf("the stand-in re-read keeps the cut mark of the fetch before it")
	}
	items, err := st.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].Cut {
		t.Errorf("the store holds %+v; want the re-read queued without its cut mark", items)
	}
}

// TestResumedStandInThenMove: a 302 target marked as a stand-in by a run
// that ended before reading it is resumed by the next run, read first,
// and folded into the redirecting URL's article; that URL, asked again
// later in the same run, now answers 301 to the target: its article is
// dropped, as a move's is. The story must then be stored under the
// target, not lost until the target's next revisit.
func TestResumedStandInThenMove(t *testing.T) {
	ctx := context.Background()
	var status atomic.Int32 // of /story: 0 serves the article
	web, _ := redirectingWeb(new(atomic.Bool), "/live/story")
	mux := http.NewServeMux()
	var targetDone func() bool
	mux.HandleFunc("/story", storyHandler(web, &status, func() {
		if status.Load() == http.StatusMovedPermanently {
			// The 301 is told once the target, read before it, is
			// done: its handling and the 301's do not overlap (see
			// TestStandInOverlapsMove).
			for i := 0; i < 5000 && !targetDone(); i++ {
				time.Sleep(time.Millisecond)
			}
		}
	}))
	mux.Handle("/", web)
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	rctx, cancel, hits, cutAt := storyAndTarget(ctx, web, p.frontier, `<a href="/story">story</a> <a href="/live/story">live</a>`)
	defer cancel()
	const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
	targetDone = func() bool {
		items, err := st.Frontier(ctx)
		if err != nil {
			return false
		}
		for _, it := range items {
			if it.URL == tgt {
				return false
			}
		}
		pg, err := st.Page(ctx, tgt)
		return err == nil && pg.ArticleID == extract.ArticleID(old)
	}
	t0 := cutAtTarget(t, ctx, rctx, p, clock, &status, hits, cutAt)
	// Run 2, a day later: /story is asked again, and has moved for good.
	*clock = t0.Add(26 * time.Hour)
	status.Store(http.StatusMovedPermanently)
	if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if web.count("tmp.test /story") < 2 {
		t.Fatalf("/story asked %d times; want its 302 and its 301", web.count("tmp.test /story"))
	}
	if has(old) || !has(tgt) {
		t.Errorf("after the 301: article under the old URL %v (want none), under its target %v (want it)", has(old), has(tgt))
	}
}

// storyAndTarget serves a home page holding links, one story at /story
// and the same story at /live/story, the target of /story's redirects.
// The run context it returns is canceled at the target's hit whose
// number is in cutAt (0: never), while the target is fetched and once
// fs holds it marked as /story's stand-in (what the next run resumes):
// the hit may come before the run handled /story's 302 (two requests of
// the host at a time), and a cut then would leave nothing marked. hits
// counts them.
func storyAndTarget(ctx context.Context, web *clockWeb, fs FrontierStore, links string) (rctx context.Context, cancel context.CancelFunc, hits, cutAt *atomic.Int64) {
	web.set("tmp.test /", func() (string, string) {
		return "text/html", `<html><head><title>Home</title></head><body>` + links + `</body></html>`
	})
	web.set("tmp.test /story", func() (string, string) { return "text/html", clockArticle("Harbour barrier") })
	rctx, cancel = context.WithCancel(ctx)
	hits, cutAt = new(atomic.Int64), new(atomic.Int64)
	web.set("tmp.test /live/story", func() (string, string) {
		if hits.Add(1) == cutAt.Load() {
			// (Bounded below the fetch's timeout: a mark that never
			// comes is told by cutAtTarget.)
			for i := 0; i < 1000 && !markedStandIn(ctx, fs); i++ {
				time.Sleep(time.Millisecond)
			}
			cancel()
		}
		return "text/html", clockArticle("Harbour barrier")
	})
	return rctx, cancel, hits, cutAt
}

// markedStandIn reports whether fs holds storyAndTarget's target marked
// as /story's stand-in.
func markedStandIn(ctx context.Context, fs FrontierStore) bool {
	items, err := fs.Frontier(ctx)
	return err == nil && slices.ContainsFunc(items, func(it store.FrontierItem) bool {
		return it.URL == "http://tmp.test/live/story" && it.StandInFor == "http://tmp.test/story"
	})
}

// foldHoldingStore, armed, closes folding as the save of the article of
// hold (a stand-in's fold into it) begins, and holds that save until
// hold's frontier item is done, closing moved: the 301, told at folding,
// is handled while the target's handling is storing the article, which
// it stores there after the move took it out. The 301's handling is
// then over (the target, still in flight, was not queued by it), and
// only the target's own end can have it read once more.
type foldHoldingStore struct {
	*sqlite.Store
	hold           string
	armed          atomic.Bool
	folding, moved chan struct{}
	onceMoved      sync.Once
}

func (s *foldHoldingStore) SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error) {
	if a.ID == extract.ArticleID(s.hold) && s.armed.CompareAndSwap(true, false) {
		close(s.folding)
		select {
		case <-s.moved:
		case <-time.After(5 * time.Second):
		}
	}
	return s.Store.SaveArticle(ctx, a, forced)
}

func (s *foldHoldingStore) DoneFrontier(ctx context.Context, u string) error {
	err := s.Store.DoneFrontier(ctx, u)
	if u == s.hold && closed(s.folding) {
		s.onceMoved.Do(func() { close(s.moved) })
	}
	return err
}

// TestStandInOverlapsMove: as TestResumedStandInThenMove, but the 301 of
// the redirecting URL is handled while the target's handling, which read
// it as a stand-in, is storing it under that URL: the move takes the
// article out, then the fold stores it back under the old URL. The
// target is read once more when its handling ends, and the story stored
// under the target, none under the URL that moved.
func TestStandInOverlapsMove(t *testing.T) {
	ctx := context.Background()
	var status atomic.Int32 // of /story: 0 serves the article
	web, _ := redirectingWeb(new(atomic.Bool), "/live/story")
	mux := http.NewServeMux()
	folding := make(chan struct{})
	mux.HandleFunc("/story", storyHandler(web, &status, func() {
		if status.Load() == http.StatusMovedPermanently {
			// The 301 is told once the target's handling, read first,
			// is storing the fold: told before it read /story's record
			// as the one it stands in for, it would store the target
			// as a page of its own, and the two would not overlap. (The
			// bound is below the fetch's timeout: missed, the test says
			// it shows nothing.)
			select {
			case <-folding:
			case <-time.After(time.Second):
			}
		}
	}))
	mux.Handle("/", web)
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	held := &foldHoldingStore{Store: st, hold: old, folding: folding, moved: make(chan struct{})}
	p.db, p.frontier = held, held
	rctx, cancel, hits, cutAt := storyAndTarget(ctx, web, p.frontier, `<a href="/story">story</a> <a href="/live/story">live</a>`)
	defer cancel()
	has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
	t0 := cutAtTarget(t, ctx, rctx, p, clock, &status, hits, cutAt)
	// Run 2, a day later: the target, resumed, is folded into /story's
	// article while /story answers 301.
	*clock = t0.Add(26 * time.Hour)
	status.Store(http.StatusMovedPermanently)
	held.armed.Store(true)
	if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if held.armed.Load() {
		t.Fatal("the target was not folded into /story's article in run 2: the test shows nothing")
	}
	if has(old) || !has(tgt) {
		t.Errorf("after the 301: article under the old URL %v (want none), under its target %v (want it)", has(old), has(tgt))
	}
}

// cutAtTarget runs a first crawl of storyAndTarget's site, then, an hour
// later, run 1, in which /story answers 302 and which ends as the target
// is read, leaving it in the frontier marked as /story's stand-in; it
// returns the first crawl's time.
func cutAtTarget(t *testing.T, ctx, rctx context.Context, p *Pipeline, clock *time.Time, status *atomic.Int32, hits, cutAt *atomic.Int64) time.Time {
	t.Helper()
	t0 := *clock
	if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	*clock = t0.Add(time.Hour)
	status.Store(http.StatusFound)
	cutAt.Store(hits.Load() + 1)
	if _, err := p.Run(rctx, RunOptions{All: true}); err != nil && !errors.Is(err, context.Canceled) {
		t.Fatal(err)
	}
	if !markedStandIn(ctx, p.frontier) {
		items, _ := p.frontier.Frontier(ctx)
		t.Fatalf("run 1 did not leave the target marked as a stand-in in the frontier (%d hits of it): %+v", hits.Load(), items)
	}
	return t0
}

// storyHandler serves /story of storyAndTarget's site: after wait, the
// article while status is 0, else a redirect to /live/story with that
// status.
func storyHandler(web *clockWeb, status *atomic.Int32, wait func()) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		wait()
		if s := int(status.Load()); s != 0 {
			web.hit(r)
			http.Redirect(w, r, "/live/story", s)
			return
		}
		web.ServeHTTP(w, r)
	}
}
