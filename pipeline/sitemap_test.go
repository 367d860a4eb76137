package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// sitemapOf serves a sitemap index (index) or urlset listing locs.
func sitemapOf(index bool, locs ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/xml")
		outer, inner := "urlset", "url"
		if index {
			outer, inner = "sitemapindex", "sitemap"
		}
		io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?><`+outer+` xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
		for _, l := range locs {
			io.WriteString(w, "<"+inner+"><loc>"+l+"</loc></"+inner+">")
		}
		io.WriteString(w, "</"+outer+">")
	}
}

// TestSitemapOnACDN checks that a sitemap the site's robots.txt names on
// another host (a CDN) is read for the site: the site's pages it lists,
// and those of the sitemaps it lists on its own host, are crawled when
// in the site's scope, while its entries off the site (pages of the CDN
// or of a third host, a sitemap on a third host) and the pages the
// site's scope denies are not asked for.
func TestSitemapOnACDN(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"news.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nAllow: /\nSitemap: http://cdn.static.test/sitemaps/news.xml\n")
		},
		"news.test /": homeLinking(),
		"cdn.static.test /sitemaps/news.xml": sitemapOf(true,
			"http://cdn.static.test/sitemaps/part1.xml", "http://evil.test/part2.xml"),
		"cdn.static.test /sitemaps/part1.xml": sitemapOf(false,
			"http://news.test/2026/a", "http://news.test/private/b", "http://cdn.static.test/ad", "http://other.test/c"),
		"news.test /2026/a":           serve(article("A story listed on the CDN", "", englishParas...)),
		"news.test /private/b":        serve(article("A story out of scope", "", englishParas...)),
		"cdn.static.test /ad":         serve(article("An advert on the CDN", "", englishParas...)),
		"other.test /c":               serve(article("Another site's story", "", englishParas...)),
		"evil.test /part2.xml":        sitemapOf(false, "http://news.test/2026/d"),
		"news.test /2026/d":           serve(article("Listed by a third host", "", englishParas...)),
		"cdn.static.test /robots.txt": func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "User-agent: *\nAllow: /\n") },
	})
	hosts := []string{"news.test", "cdn.static.test", "evil.test", "other.test"}
	g := newRig(t, web, hosts, pipeline.Config{})
	defer g.close()
	if err := g.store.PutSite(ctx, store.Site{ID: "news.test", Seeds: []string{"http://news.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Allow: []string{"/20[0-9][0-9]/"}, Deny: []string{"/private/"}}}); err != nil {
		t.Fatal(err)
	}
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true, Sites: []string{"news.test"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://news.test/2026/a")); err != nil {
		t.Errorf("the story the CDN's sitemap lists was not stored: %v (summary %+v)", err, r.Summary)
	}
	for key, want := range map[string]int{
		"cdn.static.test /sitemaps/news.xml": 1, "cdn.static.test /sitemaps/part1.xml": 1, "news.test /2026/a": 1,
		"news.test /private/b": 0, "cdn.static.test /ad": 0, "other.test /c": 0, "evil.test /part2.xml": 0, "news.test /2026/d": 0,
	} {
		if n := web.count(key); n != want {
			t.Errorf("%s asked %d times, want %d (summary %+v)", key, n, want, r.Summary)
		}
	}
}

// cdnRobots is a robots source that allows everything and was read
// before; the site's robots.txt names a sitemap on a CDN.
type cdnRobots struct{ site, sitemap string }

func (c cdnRobots) For(_ context.Context, u string) (crawl.Robots, error) {
	if crawl.Host(u) == c.site {
		return crawl.Robots{Sitemaps: []string{c.sitemap}}, nil
	}
	return crawl.Robots{}, nil
}

// TestCDNKeepsItsOwnPoliteness checks that a CDN host whose sitemap the
// site's robots.txt names is asked with the default politeness, not the
// site's: with the site's hour-long delay, beyond the run's patience,
// the CDN's second sitemap would be left for a later run.
func TestCDNKeepsItsOwnPoliteness(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{
		"news.test /": homeLinking(),
		"cdn.static.test /sitemaps/news.xml": sitemapOf(true,
			"http://cdn.static.test/sitemaps/part1.xml", "http://cdn.static.test/sitemaps/part2.xml"),
		"cdn.static.test /sitemaps/part1.xml": sitemapOf(false, "http://news.test/2026/a"),
		"cdn.static.test /sitemaps/part2.xml": sitemapOf(false, "http://news.test/2026/b"),
	})
	g := newRig(t, web, []string{"news.test", "cdn.static.test"}, pipeline.Config{})
	defer g.close()
	if err := g.store.PutSite(ctx, store.Site{ID: "news.test", Seeds: []string{"http://news.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: time.Hour, Parallel: 1}}); err != nil {
		t.Fatal(err)
	}
	p := pipeline.New(g.store, g.fetch, cdnRobots{site: "news.test", sitemap: "http://cdn.static.test/sitemaps/news.xml"},
		extract.Trafilatura{}, pipeline.Config{Workers: 2, MaxAttempts: 1, MaxWait: time.Minute}, nil)
	r, err := p.Run(ctx, pipeline.RunOptions{All: true, Sites: []string{"news.test"}})
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]int{
		"news.test /": 1, "cdn.static.test /sitemaps/news.xml": 1,
		"cdn.static.test /sitemaps/part1.xml": 1, "cdn.static.test /sitemaps/part2.xml": 1,
		"news.test /2026/a": 0, "news.test /2026/b": 0, // the site's hour-long delay: a later run
	} {
		if n := web.count(key); n != want {
			t.Errorf("%s asked %d times, want %d (summary %+v)", key, n, want, r.Summary)
		}
	}
}
