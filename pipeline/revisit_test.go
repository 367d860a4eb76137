package pipeline

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

type clockWeb struct {
	mu    sync.Mutex
	hits  map[string]int
	pages map[string]func() (string, string) // key -> (ctype, body)
}

func (w *clockWeb) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	key := w.hit(r)
	w.mu.Lock()
	h := w.pages[key]
	w.mu.Unlock()
	if h == nil {
		http.NotFound(rw, r)
		return
	}
	ct, body := h()
	rw.Header().Set("Content-Type", ct)
	fmt.Fprint(rw, body)
}

// hit counts a request under its key ("host /path") and returns the key.
func (w *clockWeb) hit(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		host = r.Host
	}
	key := host + " " + r.URL.Path
	w.mu.Lock()
	w.hits[key]++
	w.mu.Unlock()
	return key
}

// etagged serves web's page with the ETag "v1", and a 304 (counted) to
// a conditional GET naming it: a page unchanged since first asked.
func (w *clockWeb) etagged(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("ETag", `"v1"`)
	if r.Header.Get("If-None-Match") == `"v1"` {
		w.hit(r)
		rw.WriteHeader(http.StatusNotModified)
		return
	}
	w.ServeHTTP(rw, r)
}

func (w *clockWeb) set(key string, f func() (string, string)) {
	w.mu.Lock()
	w.pages[key] = f
	w.mu.Unlock()
}

func (w *clockWeb) count(key string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.hits[key]
}

func clockArticle(title string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html><html><head><title>%s</title><meta property="og:type" content="article"></head><body><nav><a href="/">Home</a></nav><article><h1>%s</h1>`, title, title)
	for _, p := range []string{
		"The harbour authority said on Monday that the new flood barrier would be finished before the winter storms arrive on the coast.",
		"Engineers have spent two years testing the gates, which close automatically when the tide gauge reports a surge above three metres.",
		"Residents of the old town, where water reached the doorsteps twice last year, welcomed the news but asked for a public drill.",
	} {
		fmt.Fprintf(&b, "<p>%s %s</p>\n", title, p)
	}
	b.WriteString("</article></body></html>")
	return b.String()
}

func urlset(paths ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	for _, p := range paths {
		fmt.Fprintf(&b, "<url><loc>http://sm.test%s</loc></url>", p)
	}
	b.WriteString("</urlset>")
	return b.String()
}

// TestSitemapIndexChildReadEveryCycle checks that a news sitemap an index
// (named by robots.txt) lists is read on every cycle, though it did not
// change through a quiet hour: the story that appears in it next is
// fetched by the next run. Listings wait when their links stay the same;
// sitemaps and feeds do not.
func TestSitemapIndexChildReadEveryCycle(t *testing.T) {
	ctx := context.Background()
	web := &clockWeb{hits: map[string]int{}, pages: map[string]func() (string, string){}}
	srv := httptest.NewServer(web)
	defer srv.Close()
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{"sm.test:80": srv.Listener.Addr().String()}, Timeout: 1500 * time.Millisecond, MaxBodySize: 1 << 20}, nil)
	defer f.CloseIdleConnections()
	p := New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, Config{Workers: 2, MaxAttempts: 1}, nil)
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	p.now = func() time.Time { return clock }
	if err := st.PutSite(ctx, store.Site{ID: "sm.test", Seeds: []string{"http://sm.test/"}, Every: 15 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	lastmod := clock
	web.set("sm.test /robots.txt", func() (string, string) {
		return "text/plain", "User-agent: *\nAllow: /\nSitemap: http://sm.test/index.xml\n"
	})
	web.set("sm.test /", func() (string, string) {
		return "text/html", "<html><head><title>Home</title></head><body><p>home</p></body></html>"
	})
	web.set("sm.test /index.xml", func() (string, string) {
		return "application/xml", `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://sm.test/news.xml</loc><lastmod>` + lastmod.Format(time.RFC3339) + `</lastmod></sitemap></sitemapindex>`
	})
	news := []string{"/old"}
	web.set("sm.test /old", func() (string, string) { return "text/html", clockArticle("Old story") })
	web.set("sm.test /fresh", func() (string, string) { return "text/html", clockArticle("Fresh story") })
	web.set("sm.test /news.xml", func() (string, string) { return "application/xml", urlset(news...) })
	// Runs every 15 minutes for an hour; nothing new.
	for i := 0; i <= 4; i++ {
		clock = time.Date(2026, 11, 26, 0, 15*i, 0, 0, time.UTC)
		if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
	}
	if n := web.count("sm.test /news.xml"); n != 5 {
		t.Errorf("news.xml read %d times in 5 runs of a quiet hour, want 5", n)
	}
	// A story is published at 01:01; the index says news.xml changed.
	news = []string{"/old", "/fresh"}
	lastmod = time.Date(2026, 11, 26, 1, 1, 0, 0, time.UTC)
	clock = time.Date(2026, 11, 26, 1, 15, 0, 0, time.UTC)
	run, err := p.Run(ctx, RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if web.count("sm.test /fresh") == 0 {
		t.Errorf("a story in the index's news sitemap (lastmod %v) was not fetched in the next run, 14 min after it appeared; skipped: %v", lastmod, run.Summary.Skipped)
	}
}

// TestOldPageRecordHasNoListingWait checks a listing's page record
// written before listings waited: its Unchanged count was never reset
// when the listing changed, and must not make it wait.
func TestOldPageRecordHasNoListingWait(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	pg := store.Page{Kind: store.KindListing, Unchanged: 11, FetchedAt: now.Add(-15 * time.Minute)} // no LinksHash: an old record
	for _, ago := range []time.Duration{15 * time.Minute, time.Hour, 12 * time.Hour, 23 * time.Hour} {
		pg.FetchedAt = now.Add(-ago)
		if !listingDue(pg, now, 15*time.Minute) {
			t.Errorf("old record (Unchanged 11, no LinksHash) fetched %v ago: not due", ago)
		}
	}
}
