package crawl

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

func TestLinks(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<html><head><base href="https://n.example/sec/">
<link rel="alternate" type="application/rss+xml" href="/feed.xml">
<link rel="canonical" href="https://n.example/sec/index?utm_campaign=x">
<link rel="next" href="?page=2"></head><body>
<a href="a.html">A</a> <a href="a.html#top">A again</a> <a href="/b?utm_source=x">B</a>
<a href="mailto:x@n.example">mail</a> <a href="javascript:go()">js</a> <a rel="nofollow" href="/login">login</a>
<a href="https://other.example/z">Z</a></body></html>`))
	got := Links(doc, "https://n.example/sec/index")
	want := []Link{
		{URL: "https://n.example/feed.xml", Rel: "alternate-feed"},
		{URL: "https://n.example/sec/?page=2", Rel: "next"},
		{URL: "https://n.example/sec/a.html", Text: "A"},
		{URL: "https://n.example/b", Text: "B"},
		{URL: "https://other.example/z", Text: "Z"},
	}
	if len(got) != len(want) {
		t.Fatalf("Links = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("link %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if c := CanonicalLink(doc, "https://n.example/sec/index"); c != "https://n.example/sec/index" {
		t.Errorf("CanonicalLink = %q", c)
	}
}

// TestLinkCache checks that a LinkCache gives each page the links Links
// gives it: the same relative link on pages of other bases is another
// URL, and a full cache starts afresh.
func TestLinkCache(t *testing.T) {
	pages := []struct{ url, body string }{
		{"https://n.example/sec/index", `<a href="a.html">A</a> <a href="/b?utm_source=x">B</a> <a href="javascript:go()">js</a>`},
		{"https://n.example/other/index", `<a href="a.html">A</a> <a href="/b?utm_source=y">B</a> <a href="../sec/a.html">A</a>`},
		{"https://n.example/x", `<base href="https://m.example/deep/"><a href="a.html">A</a> <a href="/b">B</a>`},
		{"https://n.example/sec/index", `<a href="a.html">A</a> <a href="` + strings.Repeat("x", 300) + `">long</a>`},
		// The same refs where another part of the base decides: host,
		// scheme, port, a base with a query, leniently spelled refs.
		{"https://m.example/sec/index", `<a href="/b">B</a> <a href="//cdn.example/x">X</a> <a href="https://n.example/b">N</a>`},
		{"http://n.example:8080/sec/index?q=1", `<a href="/b">B</a> <a href="//cdn.example/x">X</a> <a href="?p=2">P</a> <a href="">self</a>`},
		{"https://n.example/sec/other", `<a href="a.html">A</a> <a href="./a.html">A</a> <a href="mailto:x@n.example">M</a> <a href="HTTPS://n.example/Z">Z</a>`},
		{"https://n.example/sec/index?q=1", `<a href="?p=2">P</a> <a href="">self</a> <a href="/\\evil.example/x">E</a> <a href="/\t/evil.example/y">F</a> <a href=" /b ">B</a>`},
	}
	for _, limit := range []int{1, 3, 100} {
		c := NewLinkCache(limit)
		for round := range 2 {
			for _, p := range pages {
				doc, _ := html.Parse(strings.NewReader(p.body))
				got, want := c.Links(doc, p.url), Links(doc, p.url)
				if len(got) != len(want) {
					t.Fatalf("limit %d, round %d, %s: cached links %+v, want %+v", limit, round, p.url, got, want)
				}
				for i := range want {
					if got[i] != want[i] {
						t.Errorf("limit %d, round %d, %s: link %d = %+v, want %+v", limit, round, p.url, i, got[i], want[i])
					}
				}
			}
		}
		if n := len(c.m); n > limit {
			t.Errorf("limit %d: the cache holds %d links", limit, n)
		}
	}
}

// TestLinkCacheAcrossPages checks that a site's menu links are
// canonicalized once for all its pages, and that a huge <base href> is
// not kept.
func TestLinkCacheAcrossPages(t *testing.T) {
	c := NewLinkCache(1000)
	menu := `<a href="/politics">P</a> <a href="/sport/">S</a> <a href="https://news.example/world">W</a> <a href="about.html">A</a>`
	for i := range 50 {
		doc, _ := html.Parse(strings.NewReader(menu + fmt.Sprintf(`<a href="/story/%d">story</a>`, i+1000)))
		if got := c.Links(doc, fmt.Sprintf("https://news.example/story/%d", i)); len(got) != 5 {
			t.Fatalf("page %d: %d links, want 5", i, len(got))
		}
	}
	// 3 menu links kept once, about.html once for the /story/ folder, 50
	// story links.
	if n := len(c.m); n != 54 {
		t.Errorf("the cache holds %d links after 50 pages, want 54", n)
	}
	huge := `<base href="https://news.example/` + strings.Repeat("d", 100_000) + `/">`
	doc, _ := html.Parse(strings.NewReader(huge + `<a href="x.html">X</a>`))
	before := len(c.m)
	c.Links(doc, "https://news.example/a")
	if len(c.m) != before {
		t.Errorf("a link under a %d-byte base was cached", len(huge))
	}
}

func TestRefreshURL(t *testing.T) {
	for content, want := range map[string]string{
		"0; url=/moved":              "/moved",
		"0;URL='/moved?a=1'":         "/moved?a=1",
		` 5 ; Url = "/moved" x`:      "/moved",
		"0, /moved":                  "/moved",
		"3.5;url=https://x.example/": "https://x.example/",
		"30":                         "",
		"":                           "",
		"0; url=":                    "",
		"soon; url=/moved":           "",
	} {
		if got := refreshURL(content); got != want {
			t.Errorf("refreshURL(%q) = %q, want %q", content, got, want)
		}
	}
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta http-equiv="Refresh" content="0; url=/2026/11/new-home?utm_source=old">
<meta http-equiv="refresh" content="60"></head><body><noscript><meta http-equiv="refresh" content="0;url=/nojs"></noscript></body></html>`))
	got := Links(doc, "https://n.example/old-home")
	if len(got) != 1 || got[0] != (Link{URL: "https://n.example/2026/11/new-home", Rel: "refresh"}) {
		t.Errorf("Links = %+v, want only the refresh target", got)
	}
}

func TestRefreshTarget(t *testing.T) {
	for header, want := range map[string]string{
		"0; url=/next?utm_source=x":       "https://n.example/next",
		"5;URL='https://other.example/x'": "https://other.example/x",
		"30":                              "",
		"":                                "",
		"0; url=javascript:alert(1)":      "",
	} {
		h := http.Header{}
		if header != "" {
			h.Set("Refresh", header)
		}
		if got := RefreshTarget(h, "https://n.example/dir/page"); got != want {
			t.Errorf("RefreshTarget(%q) = %q, want %q", header, got, want)
		}
	}
}

// TestRefreshTargetSpaceSeparated checks a Refresh whose time and URL
// only whitespace parts, which the HTML standard's refresh parsing (and
// so every browser) follows as it does "0; url=/next".
func TestRefreshTargetSpaceSeparated(t *testing.T) {
	for header, want := range map[string]string{
		"0 url=/next":   "https://n.example/next",
		"0 URL='/next'": "https://n.example/next",
		"1 /next":       "https://n.example/next",
		"0url=/next":    "",
		"5 ":            "",
	} {
		h := http.Header{}
		h.Set("Refresh", header)
		if got := RefreshTarget(h, "https://n.example/dir/page"); got != want {
			t.Errorf("RefreshTarget(%q) = %q, want %q", header, got, want)
		}
	}
}

func TestParseSitemap(t *testing.T) {
	sm, err := ParseSitemap([]byte(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
<url><loc>https://n.example/a?utm_source=sm</loc><lastmod>2026-11-01</lastmod></url>
<url><loc> https://n.example/b </loc><news:news><news:publication_date>2026-11-02T10:00:00+07:00</news:publication_date></news:news></url>
</urlset>`), "https://n.example/sitemap.xml")
	if err != nil {
		t.Fatal(err)
	}
	if len(sm.URLs) != 2 || sm.URLs[0].URL != "https://n.example/a" || sm.URLs[1].URL != "https://n.example/b" {
		t.Fatalf("URLs = %+v", sm.URLs)
	}
	if !sm.URLs[1].LastMod.Equal(time.Date(2026, 11, 2, 3, 0, 0, 0, time.UTC)) {
		t.Errorf("news date = %v", sm.URLs[1].LastMod)
	}
	if sm.URLs[0].News || !sm.URLs[1].News {
		t.Errorf("news entries: %v, %v; want only the second, which has <news:news>", sm.URLs[0].News, sm.URLs[1].News)
	}
	idx, err := ParseSitemap([]byte(`<sitemapindex><sitemap><loc>/s1.xml</loc></sitemap></sitemapindex>`), "https://n.example/sitemap.xml")
	if err != nil || len(idx.Sitemaps) != 1 || idx.Sitemaps[0] != "https://n.example/s1.xml" {
		t.Errorf("index = %+v, %v", idx, err)
	}
	if _, err := ParseSitemap([]byte(`<html><body>not a sitemap</body></html>`), ""); err == nil {
		t.Error("HTML accepted as a sitemap")
	}
	cut, err := ParseSitemap([]byte(`<urlset><url><loc>/a</loc></url><url><loc>/b</loc></url><url><loc>/c`), "https://n.example/")
	if err == nil || len(cut.URLs) != 2 {
		t.Errorf("cut sitemap = %+v, %v; want the two whole entries and an error", cut, err)
	}
}

// TestParseSitemapOtherFormats checks the two other formats the sitemap
// protocol (sitemaps.org) defines, which sites list in robots.txt as
// often as XML sitemaps: an RSS or Atom feed, whose item links are its
// URLs, and a text file of one URL per line.
func TestParseSitemapOtherFormats(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       []string
		lastmod    time.Time // of the first URL
		err        bool
	}{
		{"rss", `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>` +
			`<item><title>One</title><link>https://n.example/1</link><pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate></item>` +
			`<item><title>Two</title><link>/2</link></item></channel></rss>`,
			[]string{"https://n.example/1", "https://n.example/2"}, time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC), false},
		{"atom", `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>` +
			`<entry><title>A</title><link href="https://n.example/a"/><updated>2026-11-02T10:00:00Z</updated></entry></feed>`,
			[]string{"https://n.example/a"}, time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC), false},
		{"text", "\ufeffhttps://n.example/t1\r\n\n  https://n.example/t2?utm_source=x  \nmailto:x@n.example\n/not-absolute\nhttps://n.example/t3",
			[]string{"https://n.example/t1", "https://n.example/t2", "https://n.example/t3"}, time.Time{}, false},
		{"plain prose is no sitemap", "Nothing to see here.\nCome back later.", nil, time.Time{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sm, err := ParseSitemap([]byte(tc.body), "https://n.example/sitemap")
			var got []string
			for _, u := range sm.URLs {
				got = append(got, u.URL)
			}
			if (err != nil) != tc.err || strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Fatalf("URLs %q, err %v; want %q, error %v", got, err, tc.want, tc.err)
			}
			if len(sm.URLs) > 0 && !sm.URLs[0].LastMod.Equal(tc.lastmod) {
				t.Errorf("first lastmod %v, want %v", sm.URLs[0].LastMod, tc.lastmod)
			}
		})
	}
}

// TestParseSitemapAfterText checks that an XML sitemap a server prefixes
// with text (a PHP warning WordPress prints before the XML, a doubled
// byte-order mark, a no-break space) is read as XML, as before text
// sitemaps were read, not refused as a text file without URLs.
func TestParseSitemapAfterText(t *testing.T) {
	xmlsm := `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://n.example/a</loc></url>
<url><loc>https://n.example/b</loc></url>
</urlset>`
	for name, prefix := range map[string]string{
		"php warning": "\nWarning: Cannot modify header information - headers already sent by (output started at /var/www/wp-config.php:1) in /var/www/wp-includes/pluggable.php on line 1435\n",
		"deprecated":  "Deprecated: Function create_function() is deprecated in /home/site/plugin.php on line 5\n",
		"two BOMs":    "\ufeff\ufeff",
		"no-break":    "\u00a0",
	} {
		sm, err := ParseSitemap([]byte(prefix+xmlsm), "https://n.example/sitemap.xml")
		if err != nil || len(sm.URLs) != 2 || sm.URLs[0].URL != "https://n.example/a" {
			t.Errorf("%s: %+v, %v; want the two URLs of the XML sitemap", name, sm, err)
		}
	}
}

// TestParseSitemapFeedWithoutLinks checks an RSS feed listed as a
// sitemap whose items have no <link>, only a permalink <guid>, as RSS 2.0
// allows: its URLs are the guids, never the feed's own URL.
func TestParseSitemapFeedWithoutLinks(t *testing.T) {
	body := `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://n.example/</link>` +
		`<item><title>One</title><guid isPermaLink="true">https://n.example/2026/11/one</guid></item>` +
		`<item><title>Two</title><guid isPermaLink="false">tag:n.example,2026:2</guid></item></channel></rss>`
	sm, err := ParseSitemap([]byte(body), "https://n.example/news-sitemap.xml")
	var got []string
	for _, u := range sm.URLs {
		got = append(got, u.URL)
	}
	if err != nil || strings.Join(got, " ") != "https://n.example/2026/11/one" {
		t.Errorf("URLs %q, %v; want the permalink guid only", got, err)
	}
}

func TestParseFeed(t *testing.T) {
	rss := `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
<item><title>One</title><link>https://n.example/1?utm_medium=rss</link><pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate></item>
<item><title>Two</title><link>/2</link></item></channel></rss>`
	items, err := ParseFeed([]byte(rss), "https://n.example/feed")
	if err != nil || len(items) != 2 || items[0].URL != "https://n.example/1" || items[1].URL != "https://n.example/2" {
		t.Fatalf("rss items = %+v, %v", items, err)
	}
	atom := `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
<entry><title>A</title><link href="https://n.example/a"/><updated>2026-11-02T10:00:00Z</updated></entry></feed>`
	items, err = ParseFeed([]byte(atom), "https://n.example/atom")
	if err != nil || len(items) != 1 || items[0].URL != "https://n.example/a" {
		t.Fatalf("atom items = %+v, %v", items, err)
	}
	if items, err := ParseFeed([]byte("garbage"), ""); err == nil || len(items) != 0 {
		t.Errorf("garbage parsed as a feed: %+v, %v", items, err)
	}
	// Feeds that break off or are not well-formed give the items before
	// the break, and the error.
	for _, tc := range []struct {
		name, feed string
		want       []string
	}{
		{"rss cut off", rss[:strings.Index(rss, "<pubDate>")], []string{"https://n.example/1"}},
		{"rss with a bare & and an id guid", `<rss><channel><item><title>Fish & chips</title><link>https://n.example/fish</link></item>` +
			`<item><guid isPermaLink="false">4711</guid><title>No link</title></item>` +
			`<item><guid>https://n.example/by-guid</guid></item><item><title>cut`, []string{"https://n.example/fish", "https://n.example/by-guid"}},
		{"atom cut off", atom[:strings.Index(atom, "<updated>")] + `</entry><entry><title>B & C</title><link rel="enclosure" href="/b.mp3"/><link href="/b"/>`,
			[]string{"https://n.example/a", "https://n.example/b"}},
	} {
		items, err := ParseFeed([]byte(tc.feed), "https://n.example/feed")
		var got []string
		for _, it := range items {
			got = append(got, it.URL)
		}
		if err == nil || strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%s: items %q, err %v; want %q and an error", tc.name, got, err, tc.want)
		}
	}
}

func TestSimHash(t *testing.T) {
	base := strings.Repeat("The council approved the new flood barrier after a long debate about costs and the river. ", 8)
	ad := base + " Advertisement: cheap tyres at Brenner's garage this week only."
	other := strings.Repeat("A jazz festival in the old engine shed drew musicians from across Europe for three nights. ", 8)
	if d := Hamming(SimHash(base), SimHash(ad)); d > 3 {
		t.Errorf("an appended ad moved the SimHash by %d bits", d)
	}
	if d := Hamming(SimHash(base), SimHash(other)); d < 10 {
		t.Errorf("different texts are only %d bits apart", d)
	}
}

// TestLinksFirstBaseOnly checks that, as in a browser, the first <base
// href> of a page is the base of all its links, before it or after it,
// and that a second one (an ad's, a comment's) moves no link to another
// host.
func TestLinksFirstBaseOnly(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<html><head><link rel="canonical" href="story"></head><body>
<a href="early">E</a><base href="/sec/"><a href="a">A</a>
<div class="ad"><base href="https://ads.example/"><a href="b">B</a></div></body></html>`))
	var got []string
	for _, l := range Links(doc, "https://n.example/dir/page") {
		got = append(got, l.URL)
	}
	want := "https://n.example/sec/early https://n.example/sec/a https://n.example/sec/b"
	if strings.Join(got, " ") != want {
		t.Errorf("Links = %v, want %s", got, want)
	}
	if c := CanonicalLink(doc, "https://n.example/dir/page"); c != "https://n.example/sec/story" {
		t.Errorf("CanonicalLink = %q, want it resolved against the base", c)
	}
}

// TestLinkCacheKeys runs every ref of a pool against every base of a
// pool through one cache, in two orders: a cached answer must be what
// Canonicalize gives, whatever page first put it there.
func TestLinkCacheKeys(t *testing.T) {
	bases := []string{"https://n.example", "https://n.example/", "https://n.example/a", "https://n.example/a/",
		"https://n.example/a/b", "https://n.example/a/b?q=1", "https://n.example/a/b#f", "https://n.example/%7Ea/b",
		"http://n.example/a/b", "https://n.example:8443/a/b", "https://u:p@n.example/a/b", "https://m.example/a/b",
		"https://xn--bcher-kva.example/a/b", "https://[::1]/a/b", "https://n.example/a/./b/../c"}
	refs := []string{"", "#top", "?p=2", "?", "x", "x.html?y=1#z", "./x", "../x", "../../../x", "x/", ".", "..",
		"/", "/x", "/x?utm_source=a", "//cdn.example/x", "///x", "https://n.example/x", "HTTP://N.EXAMPLE/X",
		"http://n.example:80/x", "mailto:a@b.example", "javascript:x()", "x:y", "/%41", "%2e%2e/x", "\\\\x",
		"/\\\\evil.example/x", " /x", "/x\t/y", "https:\\/\\/n.example\\/x"}
	c := NewLinkCache(10_000)
	for round := range 2 {
		for i := range bases {
			b := bases[i]
			if round == 1 {
				b = bases[len(bases)-1-i]
			}
			base, err := url.Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			keys := newBaseKeys(base)
			for _, ref := range refs {
				got, gotErr := c.canonicalize(ref, base, keys)
				want, wantErr := Canonicalize(ref, base)
				if got != want || (gotErr == nil) != (wantErr == nil) {
					t.Errorf("base %q ref %q: cached %q, %v; want %q, %v", b, ref, got, gotErr, want, wantErr)
				}
			}
		}
	}
}
