package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
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
