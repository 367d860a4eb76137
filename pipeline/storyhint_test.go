package pipeline_test

import (
	"context"
	"io"
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

// TestFeedItemIsAStory checks that a short story with no dateline, which
// extract.Classify alone calls a listing, is stored when a feed's item
// or a news sitemap's entry leads to it, and not when only a link on a
// page or a plain sitemap's entry does (its URL has no story's shape);
// and that a tag page among a feed's items is still no article.
func TestFeedItemIsAStory(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const story = `<html><head><title>Flood barrier approved</title></head><body><main><h1>Flood barrier approved</h1><div class="story"><p>` +
		`The council approved the new flood barrier along the river on Tuesday night after a debate of four hours. ` +
		`Work starts in spring and should be finished before the winter storms, the harbour authority said, at a cost of twelve million.</p></div></main></body></html>`
	const tag = `<html><head><title>Floods</title></head><body><main><h1>Floods</h1><div class="desc"><p>` +
		`Everything we have written about the floods that hit the valley, the barrier the council plans and the families who had to leave their homes.</p></div>` +
		`<h3><a href="/news/barrier">Flood barrier approved</a></h3><h3><a href="/brief/barrier">Barrier work starts in spring</a></h3></main></body></html>`
	xml := func(ctype, body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", ctype)
			io.WriteString(w, body)
		}
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"story.test /robots.txt": xml("text/plain", "User-agent: *\nAllow: /\nSitemap: http://story.test/sitemap.xml\n"),
		"story.test /": serve(`<html><head><title>Home</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head>` +
			`<body><ul><li><a href="/notes/barrier">Flood barrier approved, a note</a></li></ul></body></html>`),
		"story.test /feed.xml": xml("application/rss+xml", `<?xml version="1.0"?><rss version="2.0"><channel><title>S</title><link>http://story.test/</link>`+
			`<item><title>F</title><link>http://story.test/news/barrier</link></item><item><title>T</title><link>http://story.test/tag/floods/</link></item></channel></rss>`),
		"story.test /sitemap.xml": xml("application/xml", `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`+
			`<url><loc>http://story.test/brief/barrier</loc><news:news><news:publication_date>2026-11-20T08:00:00Z</news:publication_date></news:news></url>`+
			`<url><loc>http://story.test/pages/barrier</loc><lastmod>2026-11-20T08:00:00Z</lastmod></url></urlset>`),
		"story.test /news/barrier":  serve(story),
		"story.test /brief/barrier": serve(story),
		"story.test /notes/barrier": serve(story),
		"story.test /pages/barrier": serve(story),
		"story.test /tag/floods/":   serve(tag),
	})
	g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "story.test", map[string]bool{"/news/barrier": true, "/brief/barrier": true, "/notes/barrier": false, "/pages/barrier": false, "/tag/floods/": false})
}

// Pages of the story-order tests: a short story that
// extract.ClassifyCrawled calls a listing without story evidence, and a
// tag page linking to paths.
const shortStory = `<html><head><title>Flood barrier approved</title></head><body><main><h1>Flood barrier approved</h1><div class="story"><p>` +
	`The council approved the new flood barrier along the river on Tuesday night after a debate of four hours. ` +
	`Work starts in spring and should be finished before the winter storms, the harbour authority said, at a cost of twelve million.</p></div></main></body></html>`

func tagLinking(paths ...string) string {
	var b strings.Builder
	b.WriteString(`<html><head><title>Floods</title></head><body><main><h1>Floods</h1><div class="desc"><p>` +
		`Everything we have written about the floods that hit the valley, the barrier the council plans and the families who had to leave their homes.</p></div>`)
	for _, p := range paths {
		b.WriteString(`<h3><a href="` + p + `">Barrier work starts in spring, and what it means for the valley</a></h3>`)
	}
	b.WriteString(`</main></body></html>`)
	return b.String()
}

// newsSitemap is a news sitemap listing urls.
func newsSitemap(urls ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/xml")
		io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
		for _, u := range urls {
			io.WriteString(w, `<url><loc>`+u+`</loc><news:news><news:publication_date>2026-11-20T08:00:00Z</news:publication_date></news:news></url>`)
		}
		io.WriteString(w, `</urlset>`)
	}
}

// waitFor polls cond until it holds or 5 s passed, and reports whether
// it held: a handler holds its answer until the crawl got so far.
func waitFor(cond func() bool) bool {
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return false
}

// queuedAs reports whether the durable frontier of g holds u, with hint
// when hint is not empty.
func queuedAs(g *rig, u, hint string) bool {
	items, err := g.store.Frontier(context.Background())
	if err != nil {
		return false
	}
	for _, it := range items {
		if it.URL == u && (hint == "" || it.Hint == hint) {
			return true
		}
	}
	return false
}

// sitemapAfterListing serves a news sitemap naming
// http://story.test/brief/barrier once the rig *g holds the record of
// listing, a page judged a listing.
func sitemapAfterListing(g **rig, listing string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		waitFor(func() bool {
			pg, err := (*g).store.Page(context.Background(), listing)
			return err == nil && pg.Kind == store.KindListing
		})
		newsSitemap("http://story.test/brief/barrier")(w, r)
	}
}

// storyRig serves pages on story.test, whose robots.txt names a news
// sitemap on www.story.test (a host of the site with a request slot of
// its own, so that a sitemap held back holds back no page of
// story.test), and returns the rig with story.test as its one site.
func storyRig(t *testing.T, pages map[string]http.HandlerFunc) (*rig, *hostileWeb) {
	t.Helper()
	pages["story.test /robots.txt"] = func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "User-agent: *\nAllow: /\nSitemap: http://www.story.test/sitemap.xml\n")
	}
	web := newHostileWeb(pages)
	g := newRig(t, web, []string{"story.test", "www.story.test"}, pipeline.Config{})
	if err := g.store.DeleteSite(context.Background(), "www.story.test"); err != nil {
		t.Fatal(err)
	}
	return g, web
}

// TestStoryNamedWhileQueued checks that a URL queued as a link on a tag
// page and still waiting in the frontier when a news sitemap names it
// takes the story hint, in the durable frontier too, and its short story
// is stored. The sitemap is held back until the tag page was handled, and a
// page queued before the story holds the host's one request slot until
// the frontier store shows the story's new hint.
func TestStoryNamedWhileQueued(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var g *rig
	var hinted atomic.Bool
	g, web := storyRig(t, map[string]http.HandlerFunc{
		"story.test /":            homeLinking("/tag/floods/"),
		"story.test /tag/floods/": serve(tagLinking("/gate", "/brief/barrier")),
		"story.test /gate": func(w http.ResponseWriter, r *http.Request) {
			hinted.Store(waitFor(func() bool { return queuedAs(g, "http://story.test/brief/barrier", "article") }))
			serve(linking())(w, r)
		},
		// The tag page's record is saved once its links are queued.
		"www.story.test /sitemap.xml": sitemapAfterListing(&g, "http://story.test/tag/floods/"),
		"story.test /brief/barrier":   serve(shortStory),
	})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if !hinted.Load() {
		t.Error("the queued story never took the story hint in the frontier store")
	}
	checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": true, "/tag/floods/": false})
}

// TestStoryNamedWhileFetched checks that a URL queued as a link and
// being fetched when a news sitemap names it is judged as a story: the
// story's answer is held back until the sitemap's entries are queued.
// It is read once.
func TestStoryNamedWhileFetched(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var g *rig
	var web *hostileWeb
	started := make(chan struct{})
	var once sync.Once
	g, web = storyRig(t, map[string]http.HandlerFunc{
		"story.test /":            homeLinking("/tag/floods/"),
		"story.test /tag/floods/": serve(tagLinking("/brief/barrier")),
		"www.story.test /sitemap.xml": func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-started:
			case <-time.After(5 * time.Second):
			}
			newsSitemap("http://story.test/brief/barrier", "http://story.test/brief/other")(w, r)
		},
		"story.test /brief/barrier": func(w http.ResponseWriter, r *http.Request) {
			once.Do(func() { close(started) })
			waitFor(func() bool {
				return queuedAs(g, "http://story.test/brief/other", "") || web.count("story.test /brief/other") > 0
			})
			serve(shortStory)(w, r)
		},
		"story.test /brief/other": serve(shortStory),
	})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": true})
	if n := web.count("story.test /brief/barrier"); n != 1 {
		t.Errorf("/brief/barrier fetched %d times, want once", n)
	}
}

// TestStoryNamedAfterItWasJudged checks that a page fetched and judged a
// listing without story evidence, in this run or an earlier one, is read
// once more (unchanged, from its copy) when a feed or news sitemap names
// it, and stored when it is a story; and that a page judged a listing
// with that evidence is not read again each time a feed names it.
func TestStoryNamedAfterItWasJudged(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const list = `<html><head><title>Most read</title></head><body><main><h1>Most read</h1><ul>` +
		`<li><a href="/a">Flood barrier works start on Monday as the first piles go in</a></li><li><a href="/b">Council approves the new budget after a night of debate</a></li>` +
		`<li><a href="/c">Harbour master narrows the channel for boats until the spring</a></li><li><a href="/d">Ferry fares rise by a tenth from January</a></li></ul></main></body></html>`
	t.Run("in this run", func(t *testing.T) {
		var g *rig
		g, web := storyRig(t, map[string]http.HandlerFunc{
			"story.test /":                homeLinking("/tag/floods/"),
			"story.test /tag/floods/":     serve(tagLinking("/brief/barrier")),
			"www.story.test /sitemap.xml": sitemapAfterListing(&g, "http://story.test/brief/barrier"),
			"story.test /brief/barrier":   serve(shortStory),
		})
		defer g.close()
		g.runs(t, 1, pipeline.RunOptions{All: true})
		checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": true})
		if n := web.count("story.test /brief/barrier"); n != 2 {
			t.Errorf("/brief/barrier fetched %d times, want twice", n)
		}
	})
	t.Run("in an earlier run", func(t *testing.T) {
		var feed atomic.Bool
		home := func(w http.ResponseWriter, r *http.Request) {
			page := linking("/tag/floods/")
			if feed.Load() {
				page = strings.Replace(page, "<head>", `<head><link rel="alternate" type="application/rss+xml" href="/feed.xml">`, 1)
			}
			serve(page)(w, r)
		}
		web := newHostileWeb(map[string]http.HandlerFunc{
			"story.test /":            home,
			"story.test /tag/floods/": serve(tagLinking("/brief/barrier", "/brief/list")),
			"story.test /feed.xml": func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/rss+xml")
				io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>S</title><link>http://story.test/</link>`+
					`<item><title>B</title><link>http://story.test/brief/barrier</link></item><item><title>L</title><link>http://story.test/brief/list</link></item></channel></rss>`)
			},
			"story.test /brief/barrier": serve(shortStory),
			"story.test /brief/list":    serve(list),
		})
		g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
		defer g.close()
		g.runs(t, 1, pipeline.RunOptions{All: true})
		checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": false, "/brief/list": false})
		feed.Store(true)
		g.runs(t, 1, pipeline.RunOptions{All: true})
		checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": true, "/brief/list": false})
		read := web.count("story.test /brief/list")
		if read < 2 {
			t.Errorf("/brief/list, named by the feed, was not read again")
		}
		g.runs(t, 1, pipeline.RunOptions{All: true})
		if n := web.count("story.test /brief/list"); n != read {
			t.Errorf("/brief/list, judged with the feed's evidence, was read again when the feed named it again (%d reads, want %d)", n, read)
		}
	})
}

// checkStored checks which of host's pages, by path, were fetched and
// stored as articles.
func checkStored(t *testing.T, g *rig, web *hostileWeb, host string, stored map[string]bool) {
	t.Helper()
	for path, want := range stored {
		if web.count(host+" "+path) == 0 {
			t.Errorf("%s was never fetched: the test shows nothing", path)
			continue
		}
		_, err := g.store.Article(context.Background(), extract.ArticleID("http://"+host+path))
		if got := err == nil; got != want {
			t.Errorf("%s: stored %v, want %v", path, got, want)
		}
	}
}

// TestSecondLookAtAStoryURL checks that a story whose text stands in
// <div>s, not paragraphs, which extract.ClassifyPage calls a listing, is
// stored when its URL has a story's shape and its extracted text is
// sentences under its headline; not at a section's URL, and not a list
// of headlines at a story's URL.
func TestSecondLookAtAStoryURL(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const divs = `<html><head><title>Flood barrier works start</title></head><body><h1>Flood barrier works start</h1><div class="text">` +
		`<div>The first piles of the new flood barrier went into the river bed on Monday morning, watched by a crowd on the bridge.</div>` +
		`<div>The council expects the work to take two years and to cost twelve million, most of it paid by the national flood fund.</div>` +
		`<div>Boats will pass through a narrowed channel until the spring, the harbour master said in a notice to skippers.</div></div></body></html>`
	const headlines = `<html><head><title>Most read</title></head><body><h1>Most read</h1><div class="list">` +
		`<div>Flood barrier works start on Monday as the first piles go in</div><div>Council approves the new budget after a night of debate</div>` +
		`<div>Harbour master narrows the channel for boats until the spring</div><div>Ferry fares rise by a tenth from January for all travellers</div></div></body></html>`
	web := newHostileWeb(map[string]http.HandlerFunc{
		"look.test /": homeLinking("/news/2026/11/30/barrier-works", "/news/works", "/news/2026/11/30/most-read-today"),
		"look.test /news/2026/11/30/barrier-works":   serve(divs),
		"look.test /news/works":                      serve(divs),
		"look.test /news/2026/11/30/most-read-today": serve(headlines),
	})
	g := newRig(t, web, []string{"look.test"}, pipeline.Config{})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "look.test", map[string]bool{"/news/2026/11/30/barrier-works": true, "/news/works": false, "/news/2026/11/30/most-read-today": false})
}

// TestSecondLookVideoPage checks that a news video's own page at a
// story's URL (the player, its headline, a description of two sentences
// in a <div>, shorter than a stored story must be) is stored when its
// JSON-LD VideoObject is named by the headline and described by that
// text (extract.VideoStory); without it, the page is too short.
func TestSecondLookVideoPage(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const desc = "Three hours of heavy rain flooded several main roads in the city this afternoon. Drivers left their cars on Kuching Road."
	page := func(ld string) string {
		return `<html><head><title>VIDEO: Flash floods on Kuching Road, cars stranded</title>` + ld + `</head><body><video controls></video>` +
			`<h1>VIDEO: Flash floods on Kuching Road, cars stranded</h1><div class="desc">` + desc + `</div></body></html>`
	}
	const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Flash floods on Kuching Road, cars stranded","description":"` + desc + `"}</script>`
	web := newHostileWeb(map[string]http.HandlerFunc{
		"video.test /": homeLinking("/video/2026/11/27/flash-floods-kuching-road", "/video/2026/11/27/flash-floods-ipoh-road"),
		"video.test /video/2026/11/27/flash-floods-kuching-road": serve(page(ld)),
		"video.test /video/2026/11/27/flash-floods-ipoh-road":    serve(page("")),
	})
	g := newRig(t, web, []string{"video.test"}, pipeline.Config{})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "video.test", map[string]bool{"/video/2026/11/27/flash-floods-kuching-road": true, "/video/2026/11/27/flash-floods-ipoh-road": false})
}
