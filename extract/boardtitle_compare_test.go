package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A headline that compares with an arrow ("Pixel 10 > iPhone 17",
// "Growth > 3") whose last term the page links to, a tag or a page
// number, is no "Headline > Board": no heading shows the part before
// the arrow without it, and the headline is kept whole.
func TestArrowHeadlineWithLinkedTerm(t *testing.T) {
	for _, tc := range []struct{ h, link string }{
		{"Ranking the new phones: Pixel 10 > iPhone 17", "iPhone 17"},
		{"Why the iPhone 17 Pro camera > Galaxy S26 Ultra", "Galaxy S26 Ultra"},
		{"Growth in the services sector > 3", "3"},
	} {
		body := strings.Repeat("<p>The two flagship phones went head to head in our lab for two weeks, and the results surprised even our most seasoned reviewers on the team.</p>", 4)
		page := `<html><head><title>` + html.EscapeString(tc.h) + ` | Tech Weekly</title><meta property="og:title" content="` + html.EscapeString(tc.h) + `"></head><body>` +
			`<nav><a href="/">Home</a> <a href="/phones">Phones</a></nav><article><h1>` + html.EscapeString(tc.h) + `</h1>` + body +
			`<div class="tags">Tags: <a href="/tag/x">` + tc.link + `</a> <a href="/tag/reviews">Reviews</a></div>` +
			`<div class="pages"><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=3">3</a></div></article></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://techweekly.example.com/2026/11/19/phones-compared", Doc: doc})
		if art.Title != tc.h {
			t.Errorf("title = %q, want %q", art.Title, tc.h)
		}
	}
}
