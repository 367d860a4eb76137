package crawl

import (
	"bytes"
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// wireArticle returns a parsed article page of the fixture web's wire
// site, the pages BenchmarkCrawlVsColly crawls.
func wireArticle(b *testing.B) (*html.Node, string) {
	b.Helper()
	web := fixtureweb.New(fixtureweb.Options{WireArticles: 20})
	get := func(u string) *html.Node {
		rec := httptest.NewRecorder()
		web.ServeHTTP(rec, httptest.NewRequest("GET", u, nil))
		doc, err := html.Parse(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			b.Fatal(err)
		}
		return doc
	}
	home := "http://" + fixtureweb.Wire + "/"
	for _, l := range Links(get(home), home) {
		if strings.Contains(l.URL, "/news/") {
			return get(l.URL), l.URL
		}
	}
	b.Fatal("no article linked from the wire's home page")
	return nil, ""
}

// BenchmarkArticlePage times what the pipeline does to every fetched
// article page besides extracting it: its links, with and without a
// LinkCache that has met the site's menu, and the SimHash of its text:
//
//	go test -run '^$' -bench ArticlePage -benchmem ./crawl/
func BenchmarkArticlePage(b *testing.B) {
	doc, u := wireArticle(b)
	b.Run("Links", func(b *testing.B) {
		for b.Loop() {
			Links(doc, u)
		}
	})
	links := Links(doc, u)
	b.Run("Canonicalize", func(b *testing.B) {
		for b.Loop() {
			for _, l := range links {
				Canonicalize(l.URL, nil)
			}
		}
	})
	b.Run("LinkCache.Links", func(b *testing.B) {
		c := NewLinkCache(1000)
		for b.Loop() {
			c.Links(doc, u)
		}
	})
	b.Run("SimHash(VisibleText)", func(b *testing.B) {
		for b.Loop() {
			SimHash(VisibleText(doc))
		}
	})
	b.Run("VisibleTextSimHash", func(b *testing.B) {
		for b.Loop() {
			VisibleTextSimHash(doc)
		}
	})
}
