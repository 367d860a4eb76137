package pipeline_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
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

// hostileWeb serves one handler per "host path" and counts requests,
// keeping when each host was asked; anything else is a 404.
type hostileWeb struct {
	mu    sync.Mutex
	hits  map[string]int
	times map[string][]time.Time // host → request times
	pages map[string]http.HandlerFunc
}

func newHostileWeb(pages map[string]http.HandlerFunc) *hostileWeb {
	return &hostileWeb{hits: map[string]int{}, times: map[string][]time.Time{}, pages: pages}
}

func (w *hostileWeb) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		host = r.Host
	}
	key := host + " " + r.URL.Path
	w.mu.Lock()
	w.hits[key]++
	w.times[host] = append(w.times[host], time.Now())
	w.mu.Unlock()
	if h := w.pages[key]; h != nil {
		h(rw, r)
		return
	}
	http.NotFound(rw, r)
}

func (w *hostileWeb) count(key string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.hits[key]
}

// minGap is the smallest gap between two requests to host, and how many
// requests it had.
func (w *hostileWeb) minGap(host string) (time.Duration, int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	ts := slices.Clone(w.times[host])
	slices.SortFunc(ts, func(a, b time.Time) int { return a.Compare(b) })
	gap := time.Duration(-1)
	for i := 1; i < len(ts); i++ {
		if d := ts[i].Sub(ts[i-1]); gap < 0 || d < gap {
			gap = d
		}
	}
	return gap, len(ts)
}

// serve answers with an HTML page.
func serve(page string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	}
}

// homeLinking is a home page linking to paths.
func homeLinking(paths ...string) http.HandlerFunc { return serve(linking(paths...)) }

// linking is the HTML of a home page linking to paths.
func linking(paths ...string) string {
	var b strings.Builder
	b.WriteString("<html><head><title>Home</title></head><body><ul>")
	for _, p := range paths {
		b.WriteString(`<li><a href="` + p + `">link</a></li>`)
	}
	b.WriteString("</ul></body></html>")
	return b.String()
}

// TestLongWaitsEndTheRun checks that a host asking for a wait far beyond
// the run's patience neither hangs the run nor loses its URLs: a
// Crawl-delay of a day is cut to MaxWait, and a URL answered with a
// Retry-After weeks ahead is left in the frontier until then, with its
// host's seed when the next run finds it due.
func TestLongWaitsEndTheRun(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"limited.test /":    homeLinking("/now", "/later"),
		"limited.test /now": serve(article("Served now", "", englishParas...)),
		"limited.test /later": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", time.Now().Add(1000*time.Hour).UTC().Format(http.TimeFormat))
			w.WriteHeader(http.StatusServiceUnavailable)
		},
		"slow.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nCrawl-delay: 86400\n")
		},
		"slow.test /":   homeLinking("/a1", "/a2"),
		"slow.test /a1": serve(article("Slow one", "", englishParas...)),
		"slow.test /a2": serve(article("Slow two", "", englishParas...)),
	})
	g := newRig(t, web, []string{"limited.test", "slow.test"}, pipeline.Config{
		Workers: 4, MaxAttempts: 3, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond,
		MaxWait: 300 * time.Millisecond,
	})
	defer g.close()
	for run := 1; run <= 2; run++ {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
		cancel()
		if err != nil {
			t.Fatalf("run %d: %v (summary %+v)", run, err, r.Summary)
		}
		if r.Summary.Skipped["deferred"] != run {
			t.Errorf("run %d: skipped %v, want deferred: %d", run, r.Summary.Skipped, run)
		}
	}
	if n, seed := web.count("limited.test /later"), web.count("limited.test /"); n != 1 || seed != 1 {
		t.Errorf("the URL told to come back in weeks was requested %d times, its host's seed %d times; want once each", n, seed)
	}
	items, err := g.store.Frontier(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	left := map[string]bool{}
	for _, it := range items {
		left[it.URL] = time.Until(it.NotBefore) > 23*time.Hour
	}
	if len(items) != 2 || !left["http://limited.test/later"] || !left["http://limited.test/"] {
		t.Errorf("frontier left = %+v, want the 503 URL and its host's seed not before its Retry-After (capped at a day)", items)
	}
	for _, u := range []string{"http://limited.test/now", "http://slow.test/a1", "http://slow.test/a2"} {
		if _, err := g.store.Article(context.Background(), extract.ArticleID(u)); err != nil {
			t.Errorf("%s not stored: %v", u, err)
		}
	}
}

// hang answers nothing until the client gives up (or 10 s).
func hang(w http.ResponseWriter, r *http.Request) {
	select {
	case <-r.Context().Done():
	case <-time.After(10 * time.Second):
	}
}

// TestHostThatTimesOutIsSetAside checks that a host whose pages all time
// out does not hold the run for MaxAttempts timeouts per URL: after
// HostFailLimit failures in a row its URLs are left for a later run,
// its wait is stored with the host, so the next run does not ask it
// either, the failure that trips the limit spends no attempt of its URL,
// and the other hosts are crawled meanwhile.
func TestHostThatTimesOutIsSetAside(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	pages := map[string]http.HandlerFunc{
		"up.test /":      homeLinking("/story"),
		"up.test /story": serve(article("Up and serving", "", englishParas...)),
	}
	var links []string
	for i := range 10 {
		links = append(links, fmt.Sprintf("/p/%d", i))
		pages[fmt.Sprintf("down.test /p/%d", i)] = hang
	}
	pages["down.test /"] = homeLinking(links...)
	web := newHostileWeb(pages)
	const limit = 3
	g := newRig(t, web, []string{"down.test", "up.test"}, pipeline.Config{
		Workers: 4, MaxAttempts: 3, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond,
		MaxWait: 300 * time.Millisecond, HostFailLimit: limit,
	})
	defer g.close()
	hung := func() int {
		n := 0
		for _, l := range links {
			n += web.count("down.test " + l)
		}
		return n
	}
	for run := 1; run <= 2; run++ {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		start := time.Now()
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
		cancel()
		if err != nil {
			t.Fatalf("run %d: %v after %v, %d requests to the hanging pages", run, err, time.Since(start).Round(time.Millisecond), hung())
		}
		if n := hung(); n != limit {
			t.Errorf("run %d: the hanging pages were requested %d times in all, want %d", run, n, limit)
		}
		var waits []string
		for _, w := range r.Summary.Waiting {
			waits = append(waits, w.Host+" "+w.Reason)
		}
		if !slices.Contains(waits, "down.test down") {
			t.Errorf("run %d: waiting %v, want down.test with reason down", run, waits)
		}
		// The failure that set the host aside is the host's: the URL
		// it hit keeps its attempt for a later run.
		left, err := g.store.Frontier(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		spent := 0
		for _, it := range left {
			if it.Host == "down.test" {
				spent += it.Attempts
			}
		}
		if spent != limit-1 {
			t.Errorf("run %d: down.test's URLs left with %d attempts spent, want %d: all but the one that tripped the limit", run, spent, limit-1)
		}
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://up.test/story")); err != nil {
		t.Errorf("the other host's article was not stored: %v", err)
	}
	stats, err := g.store.HostStats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range stats {
		if h.Host == "down.test" && (h.WaitReason != store.WaitDown || time.Until(h.NotBefore) < time.Minute) {
			t.Errorf("down.test waits until %v (%q), want minutes ahead (%q)", h.NotBefore, h.WaitReason, store.WaitDown)
		}
	}
}

// TestNoContentKeepsThePage checks responses without the page in them: a
// 304 to a request that named no stored copy, and a 204, an empty 200 or
// a 206 (part of a page, never asked for) where an article was, fail
// clearly and leave the stored page as it was.
func TestNoContentKeepsThePage(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var mu sync.Mutex
	run := 1
	story := func(title string, empty int) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			n := run
			mu.Unlock()
			if n == 1 {
				serve(article(title, "", englishParas...))(w, r)
				return
			}
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(empty)
			if empty == http.StatusPartialContent {
				io.WriteString(w, "<html><body><p>The first bytes of the st")
			}
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"empty.test /":           homeLinking("/never-sent", "/no-content", "/empty", "/partial"),
		"empty.test /partial":    story("A story that turns into a 206", http.StatusPartialContent),
		"empty.test /never-sent": func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNotModified) },
		"empty.test /no-content": story("A story that turns into a 204", http.StatusNoContent),
		"empty.test /empty":      story("A story that turns into an empty 200", http.StatusOK),
	})
	g := newRig(t, web, []string{"empty.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if first.Summary.Failed["http_304"] != 1 || first.Summary.NotModified != 0 {
		t.Errorf("first run: failed %v, %d not modified; want the 304 without a stored copy failed", first.Summary.Failed, first.Summary.NotModified)
	}
	if pg, err := g.store.Page(ctx, "http://empty.test/never-sent"); err != nil || pg.Error == "" {
		t.Errorf("page of the bare 304: %+v, %v; want an error on it", pg, err)
	}
	before := map[string]store.Page{}
	for _, p := range []string{"/no-content", "/empty", "/partial"} {
		before[p], _ = g.store.Page(ctx, "http://empty.test"+p)
	}
	mu.Lock()
	run = 2
	mu.Unlock()
	second, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if second.Summary.Failed["empty_body"] != 2 || second.Summary.Failed["http_206"] != 1 {
		t.Errorf("second run: failed %v, want empty_body: 2, http_206: 1", second.Summary.Failed)
	}
	for p, old := range before {
		pg, err := g.store.Page(ctx, "http://empty.test"+p)
		if err != nil || pg.Kind != store.KindArticle || pg.RawHash != old.RawHash || pg.RawHash == "" || pg.Error == "" {
			t.Errorf("%s after an empty answer: kind %q, raw %q (was %q), error %q; want the article page kept, the failure noted", p, pg.Kind, pg.RawHash, old.RawHash, pg.Error)
		}
		if _, err := g.store.Article(ctx, extract.ArticleID("http://empty.test"+p)); err != nil {
			t.Errorf("%s: article lost: %v", p, err)
		}
	}
}

// TestSitemapsThatBreakOrLoop checks sitemaps that break the protocol: a
// gzipped sitemap that inflates past the body limit still yields the
// entries before the cut, its entries on other hosts are not followed,
// and indexes that list themselves or each other are read once each.
func TestSitemapsThatBreakOrLoop(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var sm bytes.Buffer
	sm.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	sm.WriteString(`<url><loc>http://big.test/first</loc></url>`)
	for i := 0; sm.Len() < 3<<20; i++ { // three times the rig's body limit
		fmt.Fprintf(&sm, `<url><loc>http://elsewhere.test/story/%d</loc></url>`, i)
	}
	sm.WriteString(`<url><loc>http://big.test/beyond-the-cut</loc></url></urlset>`)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(sm.Bytes())
	zw.Close()
	index := func(locs ...string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/xml")
			io.WriteString(w, `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
			for _, l := range locs {
				io.WriteString(w, "<sitemap><loc>http://big.test"+l+"</loc></sitemap>")
			}
			io.WriteString(w, "</sitemapindex>")
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"big.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nSitemap: http://big.test/index-a.xml\n")
		},
		"big.test /":            homeLinking(),
		"big.test /index-a.xml": index("/index-a.xml", "/index-b.xml"),
		"big.test /index-b.xml": index("/index-a.xml", "/sitemap.xml.gz"),
		"big.test /sitemap.xml.gz": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Write(gz.Bytes())
		},
		"big.test /first":          serve(article("The first entry", "", englishParas...)),
		"big.test /beyond-the-cut": serve(article("Beyond the cut", "", englishParas...)),
	})
	g := newRig(t, web, []string{"big.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://big.test/first")); err != nil {
		t.Errorf("the entry before the cut was not stored: %v (summary %+v)", err, r.Summary)
	}
	if r.Summary.Failed["parse_sitemap"] != 1 || r.Summary.Skipped["offsite"] == 0 {
		t.Errorf("failed %v, skipped %v; want the cut sitemap counted and its offsite entries skipped", r.Summary.Failed, r.Summary.Skipped)
	}
	for _, key := range []string{"big.test /index-a.xml", "big.test /index-b.xml", "big.test /sitemap.xml.gz"} {
		if n := web.count(key); n != 1 {
			t.Errorf("%s requested %d times, want once", key, n)
		}
	}
	if n := web.count("big.test /beyond-the-cut"); n != 0 {
		t.Errorf("an entry past the body limit was requested")
	}
}

// TestBrokenFeedGivesItsItems checks that a feed cut off, with an
// unescaped "&" before the cut, still gives the items before the break,
// and is counted as failed.
func TestBrokenFeedGivesItsItems(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"feed.test /": serve(`<html><head><title>Home</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body><p>News</p></body></html>`),
		"feed.test /feed.xml": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>`+
				`<item><title>Fish & chips</title><link>http://feed.test/fish</link></item><item><title>Cut`)
		},
		"feed.test /fish": serve(article("Fish and chips shop reopens", "", englishParas...)),
	})
	g := newRig(t, web, []string{"feed.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://feed.test/fish")); err != nil {
		t.Errorf("the feed's item before the break was not stored: %v (summary %+v)", err, r.Summary)
	}
	if r.Summary.Failed["parse_feed"] != 1 {
		t.Errorf("failed %v, want the broken feed counted", r.Summary.Failed)
	}
}

// TestSitemapsInFeedAndTextFormats checks that the sitemaps robots.txt
// lists in the other two formats of the sitemap protocol, an RSS feed
// and a text file of URLs, give their pages like an XML sitemap, with
// no page of the site linking to them.
func TestSitemapsInFeedAndTextFormats(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"maps.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nSitemap: http://maps.test/feed/\nSitemap: http://maps.test/sitemap.txt\n")
		},
		"maps.test /": homeLinking(),
		"maps.test /feed/": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/rss+xml; charset=UTF-8")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>`+
				`<item><title>From the feed</title><link>http://maps.test/from-feed</link></item></channel></rss>`)
		},
		"maps.test /sitemap.txt": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain")
			io.WriteString(w, "http://maps.test/from-text\n")
		},
		"maps.test /from-feed": serve(article("Harbour ferry returns to service", "", englishParas...)),
		"maps.test /from-text": serve(article("Library extends its opening hours", "", englishParas...)),
	})
	g := newRig(t, web, []string{"maps.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"http://maps.test/from-feed", "http://maps.test/from-text"} {
		if _, err := g.store.Article(context.Background(), extract.ArticleID(u)); err != nil {
			t.Errorf("%s, listed by a sitemap, was not stored: %v (summary %+v)", u, err, r.Summary)
		}
	}
	if len(r.Summary.Failed) != 0 {
		t.Errorf("failed %v, want none", r.Summary.Failed)
	}
}

// TestRedirectIntoDisallowedPath checks that robots.txt holds for a
// redirect's target too: a page that redirects, on its own host, to a
// path robots.txt disallows is recorded as the redirect it is, and the
// target is not fetched, whether the fetcher would follow the redirect
// itself (no delay) or hand it back.
func TestRedirectIntoDisallowedPath(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"rob.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nDisallow: /private\n")
		},
		"rob.test /": homeLinking("/story", "/moved"),
		"rob.test /story": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/private/story", http.StatusFound)
		},
		"rob.test /moved": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/new", http.StatusMovedPermanently)
		},
		"rob.test /new":           serve(article("Council approves the new budget", "", englishParas...)),
		"rob.test /private/story": serve(article("Behind the wall", "", englishParas...)),
	})
	g := newRig(t, web, []string{"rob.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := web.count("rob.test /private/story"); n != 0 {
		t.Errorf("a path robots.txt disallows was fetched %d times through a redirect to it", n)
	}
	if r.Summary.Skipped["robots"] != 1 {
		t.Errorf("skipped %v, want the redirect's target skipped for robots.txt", r.Summary.Skipped)
	}
	if pg, err := g.store.Page(context.Background(), "http://rob.test/story"); err != nil || pg.Kind != store.KindRedirect || pg.RedirectTo != "http://rob.test/private/story" {
		t.Errorf("the redirecting page: %+v, %v; want a redirect to /private/story", pg, err)
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://rob.test/new")); err != nil {
		t.Errorf("an allowed redirect's target was not stored: %v", err)
	}
}

// TestRefreshHeaderIsARedirect checks that an empty page whose HTTP
// Refresh header sends the reader on, as browsers follow it, is recorded
// as a redirect and its target read, not given up as an empty page with
// its target lost.
func TestRefreshHeaderIsARedirect(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"refresh.test /": homeLinking("/old"),
		"refresh.test /old": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Refresh", "0; url=/new")
			w.WriteHeader(http.StatusOK)
		},
		"refresh.test /new": serve(article("Ferry timetable changes in spring", "", englishParas...)),
	})
	g := newRig(t, web, []string{"refresh.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://refresh.test/new")); err != nil {
		t.Errorf("the Refresh header's target was not stored: %v (summary %+v)", err, r.Summary)
	}
	if pg, err := g.store.Page(context.Background(), "http://refresh.test/old"); err != nil || pg.Kind != store.KindRedirect || pg.RedirectTo != "http://refresh.test/new" {
		t.Errorf("the refreshing page: %+v, %v; want a redirect to /new", pg, err)
	}
}

// TestPageLinksAreBounded checks that a page with more links than a
// crawler takes from one page gives the first of them and counts the
// rest, so a page of a hundred thousand links cannot fill the run's
// memory.
func TestPageLinksAreBounded(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	paths := make([]string, 7000)
	for i := range paths {
		paths[i] = fmt.Sprintf("/story/%d", i)
	}
	g := newRig(t, newHostileWeb(map[string]http.HandlerFunc{"links.test /": homeLinking(paths...)}),
		[]string{"links.test"}, pipeline.Config{MaxPages: 5})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.Discovered != 6000 || r.Summary.Skipped["too_many_links"] != 1000 {
		t.Errorf("discovered %d, skipped %v; want 6000 taken and too_many_links: 1000", r.Summary.Discovered, r.Summary.Skipped)
	}
}

// TestForeignCanonicalAndBase checks that a page cannot point the crawl
// elsewhere: a rel=canonical naming another site or a private address
// does not move the article there, and a <base href> on a private
// address leads to no request.
func TestForeignCanonicalAndBase(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"canon.test /":           homeLinking("/other-site", "/private", "/based"),
		"canon.test /other-site": serve(article("Claims another site", `<link rel="canonical" href="http://elsewhere.test/story">`, englishParas...)),
		"canon.test /private":    serve(article("Claims a private address", `<link rel="canonical" href="http://127.0.0.1/admin">`, englishParas...)),
		"canon.test /based":      serve(`<html><head><base href="http://127.0.0.1/"><title>Based</title></head><body><a href="admin">admin</a></body></html>`),
	})
	g := newRig(t, web, []string{"canon.test", "elsewhere.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{Sites: []string{"canon.test"}, All: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"http://canon.test/other-site", "http://canon.test/private"} {
		if _, err := g.store.Article(ctx, extract.ArticleID(u)); err != nil {
			t.Errorf("%s not stored under its own URL: %v", u, err)
		}
	}
	for _, u := range []string{"http://elsewhere.test/story", "http://127.0.0.1/admin"} {
		if _, err := g.store.Article(ctx, extract.ArticleID(u)); err == nil {
			t.Errorf("an article was stored under %s, named only by a page's canonical link", u)
		}
	}
	for u := range g.fetchLog(t, r.ID) {
		if !strings.HasPrefix(u, "http://canon.test/") {
			t.Errorf("fetched %s", u)
		}
	}
}

// TestCanonicalToAListing checks that a template whose rel=canonical
// names the home page or a section, on every article, does not store
// all of them as one article that each overwrites: such a canonical is
// not followed, while one naming another article page still is.
func TestCanonicalToAListing(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	story := func(title, canonical string) http.HandlerFunc {
		return serve(article(title, `<link rel="canonical" href="`+canonical+`">`, append([]string{title}, englishParas...)...))
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"canon.test /":           homeLinking("/home-1", "/home-2", "/news/", "/amp/story"),
		"canon.test /home-1":     story("First claims the home page", "http://canon.test/"),
		"canon.test /home-2":     story("Second claims the home page", "/"),
		"canon.test /news/":      homeLinking("/news/more"),
		"canon.test /news/more":  homeLinking("/news/sec-1", "/news/sec-2"),
		"canon.test /news/sec-1": story("First claims the section", "/news/"),
		"canon.test /news/sec-2": story("Second claims the section", "/news/"),
		"canon.test /amp/story":  story("An AMP copy", "/story"),
	})
	g := newRig(t, web, []string{"canon.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/home-1", "/home-2", "/news/sec-1", "/news/sec-2"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://canon.test"+path)); err != nil {
			t.Errorf("%s not stored under its own URL: %v", path, err)
		}
	}
	for _, path := range []string{"/", "/news/"} {
		if a, err := g.store.Article(ctx, extract.ArticleID("http://canon.test"+path)); err == nil {
			t.Errorf("%q was stored under the listing %s, named by its canonical link", a.Title, path)
		}
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://canon.test/story")); err != nil {
		t.Errorf("the AMP copy was not stored under the article its canonical names: %v", err)
	}
}

// TestRedirectedArticleStoredOnce checks that an article reached through
// a same-host redirect that the fetcher follows (the host asks for no
// delay) is stored under its target, as it is when a delay has the
// redirect queued: a link to its old URL and one to its new URL give
// one article, not two.
func TestRedirectedArticleStoredOnce(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	to := func(code int, loc string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", loc)
			w.WriteHeader(code)
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"moved.test /":       homeLinking("/old/a", "/news/a", "/old/b"),
		"moved.test /old/a":  to(http.StatusPermanentRedirect, "../news/a"),
		"moved.test /old/b":  to(http.StatusTemporaryRedirect, "/news/b?utm_source=x"),
		"moved.test /news/a": serve(article("Moved article A", "", englishParas...)),
		"moved.test /news/b": serve(article("Moved article B", "", englishParas...)),
	})
	g := newRig(t, web, []string{"moved.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/news/a", "/news/b"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://moved.test"+path)); err != nil {
			t.Errorf("%s not stored under its URL: %v", path, err)
		}
	}
	for _, path := range []string{"/old/a", "/old/b"} {
		if a, err := g.store.Article(ctx, extract.ArticleID("http://moved.test"+path)); err == nil {
			t.Errorf("%q stored again under %s, the URL that redirects to it", a.Title, path)
		}
	}
	if r.Summary.New != 2 {
		t.Errorf("%d new articles, want 2", r.Summary.New)
	}
}

// TestRedirectToAnotherHost checks that a redirect to another host is not
// followed blindly: its target is queued like a link, so that the other
// host's robots.txt is obeyed, another site is not fetched, and an
// article moved to the site's www host is stored under its new URL.
func TestRedirectToAnotherHost(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	to := func(u string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, u, http.StatusFound) }
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"red.test /":          homeLinking("/moved", "/hidden", "/away"),
		"red.test /moved":     to("http://www.red.test/story"),
		"red.test /hidden":    to("http://www.red.test/private/story"),
		"red.test /away":      to("http://other.test/story"),
		"www.red.test /story": serve(article("Moved to www", "", englishParas...)),
		"www.red.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nDisallow: /private/\n")
		},
		"www.red.test /private/story": serve(article("Kept from crawlers", "", englishParas...)),
		"other.test /story":           serve(article("Another site", "", englishParas...)),
	})
	g := newRig(t, web, []string{"red.test", "www.red.test", "other.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{Sites: []string{"red.test"}, All: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://www.red.test/story")); err != nil {
		t.Errorf("the moved article was not stored under its new URL: %v", err)
	}
	for _, key := range []string{"www.red.test /private/story", "other.test /story"} {
		if n := web.count(key); n != 0 {
			t.Errorf("%s was requested %d times through a redirect", key, n)
		}
	}
	if r.Summary.Skipped["robots"] != 1 || r.Summary.Skipped["offsite"] != 1 {
		t.Errorf("skipped %v, want robots: 1 and offsite: 1", r.Summary.Skipped)
	}
}

// TestRedirectChainEnds checks that redirects queued through the frontier
// (on a host that asks for a delay) still end: an endless chain stops
// after a few hops, and a page moved once is stored under its target.
func TestRedirectChainEnds(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{
		"chain.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nCrawl-delay: 0.01\n")
		},
		"chain.test /": homeLinking("/moved", "/c/0"),
		"chain.test /moved": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/story", http.StatusMovedPermanently)
		},
		"chain.test /story": serve(article("Moved within the host", "", englishParas...)),
	})
	chain := func(w http.ResponseWriter, r *http.Request) {
		var n int
		fmt.Sscanf(r.URL.Path, "/c/%d", &n)
		http.Redirect(w, r, fmt.Sprintf("/c/%d", n+1), http.StatusFound)
	}
	for i := range 20 {
		web.pages[fmt.Sprintf("chain.test /c/%d", i)] = chain
	}
	g := newRig(t, web, []string{"chain.test"}, pipeline.Config{})
	defer g.close()
	r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.Failed["too_many_redirects"] != 1 || web.count("chain.test /c/6") != 0 {
		t.Errorf("failed %v, /c/6 requested %d times; want the chain cut after 5 hops", r.Summary.Failed, web.count("chain.test /c/6"))
	}
	if _, err := g.store.Article(context.Background(), extract.ArticleID("http://chain.test/story")); err != nil {
		t.Errorf("the moved page was not stored under its target: %v", err)
	}
}

// TestBadResponsesFailOnce checks that a response no retry can cure
// fails once with its own reason instead of being asked again as a
// network error: a body in a coding that does not decode
// (content_encoding), headers past the fetcher's limit
// (headers_too_large).
func TestBadResponsesFailOnce(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	io.WriteString(zw, article("A story", "", englishParas...))
	zw.Close()
	corrupt := gz.Bytes()
	for i := 12; i < len(corrupt)-8; i++ {
		corrupt[i] ^= 0x55
	}
	for reason, story := range map[string]http.HandlerFunc{
		"content_encoding": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(corrupt)
		},
		"headers_too_large": func(w http.ResponseWriter, r *http.Request) {
			for i := range 40 {
				w.Header().Set(fmt.Sprintf("X-Padding-%d", i), strings.Repeat("x", 32<<10))
			}
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, article("A story", "", englishParas...))
		},
		"unsupported_url": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", "http://[::1") // no URL
			w.WriteHeader(http.StatusFound)
		},
	} {
		t.Run(reason, func(t *testing.T) {
			web := newHostileWeb(map[string]http.HandlerFunc{"bad.test /": serve(linking("/story")), "bad.test /story": story})
			g := newRig(t, web, []string{"bad.test"}, pipeline.Config{Workers: 2, MaxAttempts: 3, RetryBase: time.Millisecond, RetryMax: time.Millisecond})
			defer g.close()
			r, err := g.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			if n := web.count("bad.test /story"); r.Summary.Failed[reason] != 1 || n != 1 {
				t.Errorf("failed %v after %d requests; want %s after one", r.Summary.Failed, n, reason)
			}
		})
	}
}

// TestSitemapLastmodRechecksOldArticle checks that an article past the
// age at which articles are left alone is fetched again when the
// site's sitemap says it changed after it was fetched, and only then.
func TestSitemapLastmodRechecksOldArticle(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	var lastmod atomic.Value
	lastmod.Store("2020-01-01T00:00:00Z")
	web := newHostileWeb(map[string]http.HandlerFunc{
		"lastmod.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nAllow: /\nSitemap: http://lastmod.test/sitemap.xml\n")
		},
		"lastmod.test /": serve(linking()),
		"lastmod.test /sitemap.xml": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`+
				`<url><loc>http://lastmod.test/story</loc><lastmod>%s</lastmod></url></urlset>`, lastmod.Load())
		},
		"lastmod.test /story": serve(article("A story", "", englishParas...)),
	})
	// Recheck of a nanosecond: every article is old by the next run.
	g := newRig(t, web, []string{"lastmod.test"}, pipeline.Config{Workers: 2, MaxAttempts: 1, Recheck: time.Nanosecond})
	defer g.close()
	for i, tc := range []struct {
		lastmod string
		want    int // requests for the story so far
	}{
		{"2020-01-01T00:00:00Z", 1},                                 // new: fetched
		{"2020-01-01T00:00:00Z", 1},                                 // old, unchanged since: left alone
		{time.Now().Add(time.Minute).UTC().Format(time.RFC3339), 2}, // changed since its fetch (by a clock a minute ahead)
	} {
		lastmod.Store(tc.lastmod)
		if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		if got := web.count("lastmod.test /story"); got != tc.want {
			t.Errorf("run %d, lastmod %s: the story was requested %d times, want %d", i+1, tc.lastmod, got, tc.want)
		}
	}
}

// TestCanonicalToAnUncrawledSection checks the canonical link of a
// template that names the section on every article when the section
// page has not been crawled (the home page links the stories only): a
// directory above the page, or the same link on several pages of the
// run, is not their address.
func TestCanonicalToAnUncrawledSection(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	story := func(title, canonical string) http.HandlerFunc {
		return serve(article(title, `<link rel="canonical" href="`+canonical+`">`, append([]string{title}, englishParas...)...))
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"sect.test /":              homeLinking("/world/2026/a", "/world/2026/b", "/local/c", "/local/d", "/local/e/amp", "/local/e/print"),
		"sect.test /world/2026/a":  story("World story A", "/world/"),
		"sect.test /world/2026/b":  story("World story B", "/world"),
		"sect.test /local/c":       story("Local story C", "/local"),
		"sect.test /local/d":       story("Local story D", "/local"),
		"sect.test /local/e/amp":   story("Local story E", "/local/e"),
		"sect.test /local/e/print": story("Local story E", "/local/e"),
	})
	g := newRig(t, web, []string{"sect.test"}, pipeline.Config{Workers: 1})
	defer g.close()
	ctx := context.Background()
	run, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	ownAfter := func() []string {
		var own []string
		for _, path := range []string{"/local/c", "/local/d"} {
			if _, err := g.store.Article(ctx, extract.ArticleID("http://sect.test"+path)); err == nil {
				own = append(own, path)
			}
		}
		return own
	}
	section := func() string {
		a, err := g.store.Article(ctx, extract.ArticleID("http://sect.test/local"))
		if err != nil {
			return ""
		}
		return a.Title
	}
	before, claimed := ownAfter(), section()
	if _, err := g.pipe.Replay(ctx, run.ID, pipeline.ReplayOptions{}); err != nil {
		t.Fatal(err)
	}
	if after := ownAfter(); !slices.Equal(before, after) {
		t.Errorf("stories kept under their own URL: %v after the run, %v after its replay", before, after)
	}
	if now := section(); now != claimed {
		t.Errorf("the article under /local was %q after the run and %q after its replay", claimed, now)
	}
	for _, path := range []string{"/world/2026/a", "/world/2026/b", "/local/e"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://sect.test"+path)); err != nil {
			t.Errorf("%s not stored under its address: %v", path, err)
		}
	}
	own := 0
	for _, path := range []string{"/local/c", "/local/d"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://sect.test"+path)); err == nil {
			own++
		}
	}
	if own == 0 {
		t.Error("both stories naming /local as canonical were stored under it; the second should keep its own URL")
	}
	for _, path := range []string{"/local/e/amp", "/local/e/print"} {
		if _, err := g.store.Article(ctx, extract.ArticleID("http://sect.test"+path)); err == nil {
			t.Errorf("%s, a copy of /local/e under the same headline, was stored apart from it", path)
		}
	}
	for _, path := range []string{"/world/", "/world"} {
		if a, err := g.store.Article(ctx, extract.ArticleID("http://sect.test"+path)); err == nil {
			t.Errorf("%q was stored under the section %s", a.Title, path)
		}
	}
}

// TestShortChineseStoryIsStored checks that a short Chinese story, two
// paragraphs of 58 characters, is stored: a character of Chinese reads
// as about three letters, and counted as one the body fell under the
// minimum and the page was taken for no article.
func TestShortChineseStoryIsStored(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	para := "市议会周二晚间经过长时间讨论，决定在明年扩建城市公交网络，新增两个区的线路，并延长夜间服务时间，以回应居民数月来的投诉。"
	web := newHostileWeb(map[string]http.HandlerFunc{
		"zh.test /":      homeLinking("/story"),
		"zh.test /story": serve(article("市政府宣布扩建公交网络", `<meta http-equiv="content-language" content="zh">`, para, para+"官员表示，预算已获批准。")),
	})
	g := newRig(t, web, []string{"zh.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://zh.test/story")); err != nil {
		t.Errorf("a short Chinese story was not stored: %v", err)
	}
}

// TestGenericHeadlineCanonical checks letters pages under one generic
// headline whose template names one canonical URL on all: their texts
// differ, so they are different articles, and a later page keeps its own
// URL instead of overwriting the first, whether both are met in one run
// or one a day.
func TestGenericHeadlineCanonical(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	other := []string{
		"Sir, the council's plan to close the library on Sundays will hurt the families who cannot visit during the week.",
		"Children who read at weekends do better at school, and the savings are small beside the cost to the town.",
		"I urge councillors to think again before the vote next month, and to ask the readers who use it what they need.",
	}
	letters := func(paras []string) http.HandlerFunc {
		return serve(article("Letters", `<link rel="canonical" href="/opinion/letters-to-the-editor">`, paras...))
	}
	for _, oneADay := range []bool{false, true} {
		var day atomic.Int32
		web := newHostileWeb(map[string]http.HandlerFunc{
			"letters.test /": func(w http.ResponseWriter, r *http.Request) {
				switch {
				case !oneADay:
					homeLinking("/opinion/2026/letters-1", "/opinion/2026/letters-2")(w, r)
				case day.Load() == 0:
					homeLinking("/opinion/2026/letters-1")(w, r)
				default:
					homeLinking("/opinion/2026/letters-2")(w, r)
				}
			},
			"letters.test /opinion/2026/letters-1": letters(englishParas),
			"letters.test /opinion/2026/letters-2": letters(other),
		})
		g := newRig(t, web, []string{"letters.test"}, pipeline.Config{Workers: 1})
		defer g.close()
		ctx := context.Background()
		for d := range 2 {
			day.Store(int32(d))
			if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
				t.Fatal(err)
			}
		}
		bodies := map[string]bool{}
		for _, path := range []string{"/opinion/letters-to-the-editor", "/opinion/2026/letters-1", "/opinion/2026/letters-2"} {
			if a, err := g.store.Article(ctx, extract.ArticleID("http://letters.test"+path)); err == nil {
				bodies[a.Body[:20]] = true
			}
		}
		if len(bodies) != 2 {
			t.Errorf("one a day %v: stored %d different letters pages, want 2: one overwrote the other under the shared canonical", oneADay, len(bodies))
		}
	}
}

// TestDownHostSetAsideAgain checks a host set aside in a run that goes
// on longer than the wait (another site behind its delay): when the
// wait is over, the request it is tried with fails too, and it is set
// aside again, instead of its URLs being asked over and over with no
// attempt spent, and the run ends.
func TestDownHostSetAsideAgain(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	pages := map[string]http.HandlerFunc{"down.test /": homeLinking("/p/0", "/p/1"), "down.test /p/0": hang, "down.test /p/1": hang}
	var links []string
	for i := range 30 {
		links = append(links, fmt.Sprintf("/s/%d", i))
		pages[fmt.Sprintf("up.test /s/%d", i)] = serve(article(fmt.Sprintf("Story %d", i), "", englishParas...))
	}
	pages["up.test /"] = homeLinking(links...)
	web := newHostileWeb(pages)
	g := newRig(t, web, []string{"down.test", "up.test"}, pipeline.Config{
		Workers: 4, MaxAttempts: 3, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond,
		MaxWait: 300 * time.Millisecond, HostFailLimit: 2, FailBackoff: time.Millisecond,
	})
	defer g.close()
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	if err := g.store.PutSite(ctx, store.Site{ID: "up.test", Seeds: []string{"http://up.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: 150 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatalf("run: %v; the hanging pages were asked %d times", err, web.count("down.test /p/0")+web.count("down.test /p/1"))
	}
	if n := web.count("down.test /p/0") + web.count("down.test /p/1"); n > 12 {
		t.Errorf("the hanging pages were asked %d times in a run of about 5 s, want one try per wait of 1.3 s", n)
	}
}

// TestSetAsideHostRecordsNoIdleRuns checks that scheduled runs while a
// host is set aside (its URLs left for a run 15 minutes later) record
// nothing: with no site due and nothing of the frontier that may be
// asked within MaxWait, a run would fetch nothing, and the scheduler,
// which looks every 30 s, would record an empty run (and fetch log) at
// each look until the host's wait is over. The URLs stay in the store.
func TestSetAsideHostRecordsNoIdleRuns(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	web := newHostileWeb(map[string]http.HandlerFunc{"down.test /": hang})
	g := newRig(t, web, []string{"down.test"}, pipeline.Config{
		Workers: 2, MaxAttempts: 1, RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond,
		MaxWait: 300 * time.Millisecond, HostFailLimit: 1,
	})
	defer g.close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Summary.Waiting) != 1 || first.Summary.Waiting[0].Reason != store.WaitDown {
		t.Fatalf("first run waiting %+v, want down.test set aside", first.Summary.Waiting)
	}
	for look := 1; look <= 3; look++ {
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if r.ID != "" {
			t.Errorf("look %d while the host waits: run %s recorded (summary %+v), want none", look, r.ID, r.Summary)
		}
	}
	runs, err := g.store.Runs(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 1 {
		t.Errorf("%d runs recorded, want only the one that set the host aside", len(runs))
	}
	left, err := g.store.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 1 || left[0].URL != "http://down.test/" {
		t.Errorf("frontier left %+v, want the host's seed kept for the run after its wait", left)
	}
	if n := web.count("down.test /"); n != 1 {
		t.Errorf("the hanging page was asked %d times, want once", n)
	}
}
