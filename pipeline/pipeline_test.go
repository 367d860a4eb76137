package pipeline_test

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/goleak"

	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/store/sqlite"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

type harness struct {
	web   *fixtureweb.Web
	store *sqlite.Store
	index *bleve.Index
	pipe  *pipeline.Pipeline
	idxr  *pipeline.Indexer
	dir   string
}

func newHarness(t *testing.T, dir string, opts fixtureweb.Options, ex pipeline.Extractor) *harness {
	t.Helper()
	web := fixtureweb.New(opts)
	srv := httptest.NewServer(web)
	t.Cleanup(srv.Close)
	return newHarnessOn(t, dir, web, srv.Listener.Addr().String(), ex)
}

func newHarnessOn(t *testing.T, dir string, web *fixtureweb.Web, addr string, ex pipeline.Extractor) *harness {
	t.Helper()
	return newHarnessWith(t, dir, web, addr, ex, pipeline.Config{Workers: 4, FetchLogDir: dir + "/runs"})
}

// newHarnessWith is newHarnessOn with the pipeline's configuration.
func newHarnessWith(t *testing.T, dir string, web *fixtureweb.Web, addr string, ex pipeline.Extractor, cfg pipeline.Config) *harness {
	t.Helper()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	idx, err := bleve.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { idx.Close() })
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: web.Resolve(addr), Timeout: 5 * time.Second}, nil)
	if ex == nil {
		ex = extract.Trafilatura{}
	}
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), ex, cfg, nil)
	for _, host := range web.Sites() {
		if err := st.PutSite(ctx, store.Site{ID: host, Seeds: web.Seeds(host), Every: 15 * time.Minute}); err != nil {
			t.Fatal(err)
		}
	}
	return &harness{web: web, store: st, index: idx, pipe: p, idxr: pipeline.NewIndexer(st, idx, nil), dir: dir}
}

func (h *harness) run(t *testing.T, ctx context.Context) store.Run {
	t.Helper()
	r, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil && ctx.Err() == nil {
		t.Fatal(err)
	}
	if _, err := h.idxr.Drain(context.Background()); err != nil {
		t.Fatal(err)
	}
	return r
}

// storedArticles returns every stored article by URL and fails on
// duplicates.
func (h *harness) storedArticles(t *testing.T) map[string]store.Article {
	t.Helper()
	out := map[string]store.Article{}
	after := ""
	for {
		page, err := h.store.ListArticles(context.Background(), store.ArticleFilter{After: after, Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 {
			return out
		}
		for _, a := range page {
			if _, dup := out[a.URL]; dup {
				t.Errorf("article %s stored twice", a.URL)
			}
			out[a.URL] = a
		}
		after = page[len(page)-1].ID
	}
}

func TestCrawlFixtureWebEndToEnd(t *testing.T) {
	h := newHarness(t, t.TempDir(), fixtureweb.Options{RotatingAds: true}, nil)
	ctx := context.Background()
	first := h.run(t, ctx)
	want := h.web.AllArticles()
	if first.Summary.New != len(want) || first.Summary.Updated != 0 {
		t.Fatalf("first run: %+v, want %d new", first.Summary, len(want))
	}
	if n := len(first.Summary.Failed); n != 0 {
		t.Errorf("first run failures: %v", first.Summary.Failed)
	}
	got := h.storedArticles(t)
	for _, a := range want {
		st, ok := got[a.URL]
		if !ok {
			t.Errorf("article %s (%q) not stored", a.URL, a.Title)
			continue
		}
		if st.ID != extract.ArticleID(a.URL) || st.Site != a.Site {
			t.Errorf("%s: id %s site %s", a.URL, st.ID, st.Site)
		}
		if !strings.Contains(st.Body, a.Paras[len(a.Paras)-1][:40]) {
			t.Errorf("%s: body lacks its last paragraph", a.URL)
		}
	}
	if len(got) != len(want) {
		t.Errorf("stored %d articles, want %d (listing pages must not be stored as articles)", len(got), len(want))
	}

	// Every fixture title's distinctive words find that article first.
	for _, tc := range []struct{ q, host, slug string }{
		{"drawbridge", fixtureweb.DailyLedger, "canal-street-drawbridge-reopens"},
		{"Seilbahn", fixtureweb.Landbote, ""},
		{"sầu riêng", fixtureweb.TinNhanh, ""},
	} {
		res, err := h.index.Search(ctx, search.Query{Text: tc.q})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Hits) == 0 || res.Hits[0].Site != tc.host || !strings.Contains(res.Hits[0].URL, tc.slug) {
			t.Errorf("search %q: hits %+v", tc.q, res.Hits)
		}
	}

	// The second run over unchanged sites stores nothing new and
	// re-checks every article without re-storing it.
	second := h.run(t, ctx)
	s := second.Summary
	if s.New != 0 || s.Updated != 0 {
		t.Errorf("second run: %d new, %d updated; want 0 and 0", s.New, s.Updated)
	}
	if s.Unchanged < len(want) || s.NotModified == 0 {
		t.Errorf("second run: %d unchanged (%d not modified); want ≥ %d with some 304s", s.Unchanged, s.NotModified, len(want))
	}
	if after := h.storedArticles(t); len(after) != len(want) {
		t.Errorf("after second run: %d articles", len(after))
	}
	if runs, err := h.store.Runs(ctx, 10); err != nil || len(runs) != 2 {
		t.Errorf("runs = %d, %v", len(runs), err)
	}
}

// slowExtractor cancels the run after n articles, as a crash would stop
// it: mid-flight, with the frontier half done.
type cancelAfter struct {
	n      int64
	count  atomic.Int64
	cancel context.CancelFunc
}

func (c *cancelAfter) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	if c.count.Add(1) == c.n {
		c.cancel()
	}
	return extract.Trafilatura{}.Extract(ctx, p)
}

// TestInterruptedRunResumes stops a run mid-flight and checks that the
// next run, with the frontier it left behind in each durable backend,
// stores every article exactly once and ends with an empty frontier.
func TestInterruptedRunResumes(t *testing.T) {
	// nil: the SQLite store itself.
	backends := append([]frontierBackend{{"sqlite", nil}}, redisFrontiers()...)
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			var fs pipeline.FrontierStore
			if b.open != nil {
				fs = b.open(t)
			}
			dir := t.TempDir()
			web := fixtureweb.New(fixtureweb.Options{})
			srv := httptest.NewServer(web)
			defer srv.Close()
			ctx, cancel := context.WithCancel(context.Background())
			h := newHarnessOn(t, dir, web, srv.Listener.Addr().String(), &cancelAfter{n: 10, cancel: cancel})
			if fs != nil {
				h.pipe.SetFrontierStore(fs)
			} else {
				fs = h.store
			}
			first := h.run(t, ctx)
			if first.Summary.New >= len(web.AllArticles()) {
				t.Fatalf("the first run was not interrupted: %+v", first.Summary)
			}
			left, err := fs.Frontier(context.Background())
			if err != nil || len(left) == 0 {
				t.Fatalf("frontier after interruption: %d items, %v", len(left), err)
			}
			if b.open != nil {
				if inSQLite, _ := h.store.Frontier(context.Background()); len(inSQLite) != 0 {
					t.Errorf("%d frontier items went to SQLite instead of %s", len(inSQLite), b.name)
				}
			}
			h.store.Close()

			h2 := newHarnessOn(t, dir, web, srv.Listener.Addr().String(), nil)
			if b.open != nil {
				h2.pipe.SetFrontierStore(fs)
			}
			second := h2.run(t, context.Background())
			got := h2.storedArticles(t)
			if len(got) != len(web.AllArticles()) {
				t.Fatalf("after resume: %d articles stored, want %d (second run %+v)", len(got), len(web.AllArticles()), second.Summary)
			}
			if left, _ := fs.Frontier(context.Background()); len(left) != 0 {
				t.Errorf("frontier not empty after a completed run: %d items", len(left))
			}
		})
	}
}

func TestPrivateAddressRefusedWithoutOptIn(t *testing.T) {
	ctx := context.Background()
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	defer srv.Close()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	f := crawl.NewFetcher(crawl.FetchConfig{Resolve: web.Resolve(srv.Listener.Addr().String())}, nil)
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{}, nil)
	st.PutSite(ctx, store.Site{ID: fixtureweb.DailyLedger, Seeds: web.Seeds(fixtureweb.DailyLedger), Every: time.Hour})
	r, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.Failed["private_address"] == 0 || r.Summary.Fetched != 0 {
		t.Fatalf("summary = %+v, want private_address failures and nothing fetched", r.Summary)
	}
	if web.Requests(fixtureweb.DailyLedger) != 0 {
		t.Errorf("the fixture site was contacted %d times", web.Requests(fixtureweb.DailyLedger))
	}
}

// TestShallowLinkAfterTooDeepOne checks that a page first found beyond
// the maximum depth is still crawled when a shorter path to it turns up
// later in the run. One request at a time makes the order fixed: / →
// /a → /a2 (rel=next, so before /s) finds /story at depth 3 > 2, then /s
// finds it at depth 2.
func TestShallowLinkAfterTooDeepOne(t *testing.T) {
	ctx := context.Background()
	const host = "depth.byline.test"
	links := map[string]string{"/": `<a href="/a">a</a> <a href="/s">s</a>`, "/a": `<a rel="next" href="/a2">next</a>`,
		"/a2": `<a href="/story">story</a>`, "/s": `<a href="/story">story</a>`}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if r.URL.Path == "/story" {
			io.WriteString(w, article("Depth story", "", englishParas...))
			return
		}
		l, ok := links[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, "<html><head><title>List</title></head><body>"+l+"</body></html>")
	}))
	defer srv.Close()
	p := oneHostPipeline(t, host, srv, extract.Trafilatura{}, pipeline.Config{Workers: 1}, store.SiteConfig{MaxDepth: 2})
	r, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.New != 1 || r.Summary.Skipped["depth"] != 0 {
		t.Errorf("summary = %+v, want the story stored and no depth skip", r.Summary)
	}
}

// TestLostRawRefetched simulates a machine crash that lost the raw HTML
// (it is not synced page by page): after the restart, the next run asks
// for those pages in full instead of accepting a 304, stores their raw
// HTML again, still follows the listings' links, and re-stores no
// article.
func TestLostRawRefetched(t *testing.T) {
	dir := t.TempDir()
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	t.Cleanup(srv.Close)
	h := newHarnessOn(t, dir, web, srv.Listener.Addr().String(), nil)
	ctx := context.Background()
	first := h.run(t, ctx)
	h.store.Close()
	if err := os.RemoveAll(filepath.Join(dir, "raw")); err != nil {
		t.Fatal(err)
	}
	h = newHarnessOn(t, dir, web, srv.Listener.Addr().String(), nil)
	second := h.run(t, ctx)
	s := second.Summary
	if s.New != 0 || s.Updated != 0 || s.NotModified != 0 || s.Unchanged < first.Summary.New || len(s.Failed) != 0 {
		t.Errorf("second run: %+v; want every article unchanged, no 304, nothing stored", s)
	}
	var pages int
	err := h.store.PageURLs(ctx, func(u string) error {
		pg, err := h.store.Page(ctx, u)
		if err != nil || pg.RawHash == "" || pg.FetchedAt.Before(second.StartedAt) {
			return err // pages not fetched again stay without raw HTML until they are
		}
		pages++
		if ok, err := h.store.HasRaw(ctx, pg.RawHash); !ok || err != nil {
			t.Errorf("%s: raw %s not stored again (%v)", u, pg.RawHash, err)
		}
		return nil
	})
	if err != nil || pages == 0 {
		t.Fatalf("%d pages checked, %v", pages, err)
	}
}

// oneHostPipeline is a pipeline on a fresh store whose one site, host,
// is served by srv and seeded with its home page.
func oneHostPipeline(t *testing.T, host string, srv *httptest.Server, ex pipeline.Extractor, cfg pipeline.Config, sc store.SiteConfig) *pipeline.Pipeline {
	t.Helper()
	st, err := sqlite.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{host + ":80": srv.Listener.Addr().String()}}, nil)
	t.Cleanup(f.CloseIdleConnections)
	if err := st.PutSite(context.Background(), store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: time.Hour, Config: sc}); err != nil {
		t.Fatal(err)
	}
	return pipeline.New(st, f, crawl.NewRobotsCache(f, 0), ex, cfg, nil)
}

// TestReplayOfAnOlderRun checks that replaying a run whose article has
// changed since does not take the article back to the run's copy: the
// page's newest stored copy is what its article holds, and a later
// crawl, finding the page unchanged, would never put it right.
func TestReplayOfAnOlderRun(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	var paras atomic.Value
	paras.Store([]string{"A zeppelin was seen over the harbour on Monday, and the witness spoke of it all day in the hearing."})
	web := newHostileWeb(map[string]http.HandlerFunc{
		"replay.test /": serve(linking("/story")),
		"replay.test /story": func(w http.ResponseWriter, r *http.Request) {
			serve(article("A story", "", append(paras.Load().([]string), englishParas...)...))(w, r)
		},
	})
	g := newRig(t, web, []string{"replay.test"}, pipeline.Config{})
	defer g.close()
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	paras.Store([]string{
		"A submarine surfaced in the harbour on Tuesday, to the surprise of the fishermen mending their nets on the quay.",
		"The navy said the boat had lost its way in the fog and would leave with the evening tide, escorted by two tugs.",
	})
	if s, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil || s.Summary.Updated != 1 {
		t.Fatalf("second run: %+v, %v; want the article updated", s.Summary, err)
	}
	sum, err := g.pipe.Replay(ctx, first.ID, pipeline.ReplayOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Pages != 1 || sum.Changes[store.ChangeNone] != 1 {
		t.Errorf("replay of the first run: %+v; want its one article page, unchanged", sum)
	}
	arts, err := g.store.ListArticles(ctx, store.ArticleFilter{Limit: 10})
	if err != nil || len(arts) != 1 {
		t.Fatalf("articles: %d, %v; want 1", len(arts), err)
	}
	if body := arts[0].Body; !strings.Contains(body, "submarine") || strings.Contains(body, "zeppelin") {
		t.Errorf("article body after replaying the first run: %q; want the newer text", body)
	}
}

// TestStoreFrontierMovesToRedis interrupts a run that keeps its frontier
// in the store (BYLINE_REDIS_URL unset) and resumes with the frontier in
// Redis: the URLs the first run left must be taken over by Redis, not
// stay in the store forever (where a later run without Redis would fetch
// them once more), and every article is stored once.
func TestStoreFrontierMovesToRedis(t *testing.T) {
	for _, b := range redisFrontiers() {
		t.Run(b.name, func(t *testing.T) {
			fs := b.open(t)
			h, web, addr := interruptedRun(t, nil)
			left, err := h.store.Frontier(context.Background())
			if err != nil || len(left) == 0 {
				t.Fatalf("store frontier after interruption: %d items, %v", len(left), err)
			}
			h.store.Close()

			h2 := newHarnessOn(t, h.dir, web, addr, nil)
			h2.pipe.SetFrontierStore(fs)
			second := h2.run(t, context.Background())
			if got := h2.storedArticles(t); len(got) != len(web.AllArticles()) {
				t.Errorf("after resume: %d articles stored, want %d (second run %+v)", len(got), len(web.AllArticles()), second.Summary)
			}
			if inStore, _ := h2.store.Frontier(context.Background()); len(inStore) != 0 {
				t.Errorf("%d URLs of the interrupted run left in the store's frontier after a completed run with Redis", len(inStore))
			}
			if inRedis, _ := fs.Frontier(context.Background()); len(inRedis) != 0 {
				t.Errorf("%d URLs left in Redis after a completed run", len(inRedis))
			}
		})
	}
}

// interruptedRun crawls the fixture web, served for the test, in a new
// directory, with the frontier in fs (nil: the store), and stops the run
// after ten extractions. It returns the harness, its store still open,
// the web and the server's address.
func interruptedRun(t *testing.T, fs pipeline.FrontierStore) (*harness, *fixtureweb.Web, string) {
	t.Helper()
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	t.Cleanup(srv.Close)
	addr := srv.Listener.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := newHarnessOn(t, t.TempDir(), web, addr, &cancelAfter{n: 10, cancel: cancel})
	if fs != nil {
		h.pipe.SetFrontierStore(fs)
	}
	h.run(t, ctx)
	return h, web, addr
}

// frontierBackend names a frontier store a test runs against.
type frontierBackend struct {
	name string
	open func(t *testing.T) pipeline.FrontierStore
}

// redisFrontiers are the Redis frontier stores: miniredis always, and
// the server BYLINE_REDIS_URL names (skipped when it is unset), under a
// key prefix of the test's own.
func redisFrontiers() []frontierBackend {
	return []frontierBackend{
		{"miniredis", miniredisFrontier},
		{"redis", func(t *testing.T) pipeline.FrontierStore {
			url := os.Getenv("BYLINE_REDIS_URL")
			if url == "" {
				t.Skip("BYLINE_REDIS_URL is not set: no Redis server to test against")
			}
			fr, err := redisstore.Open(context.Background(), url, fmt.Sprintf("bylinetest:%x:", rand.Uint64()))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { fr.Close() })
			return fr
		}},
	}
}

// miniredisFrontier is a Redis frontier store on a miniredis of the
// test's own.
func miniredisFrontier(t *testing.T) pipeline.FrontierStore {
	mr := miniredis.RunT(t)
	return redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
}
