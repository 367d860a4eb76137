package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The article's own co-authors set as two cards of one class, each
// with the author's name and a link of four words or more to their
// profile elsewhere ("Follow Lena Varga on X"): that is the article's
// byline, not a rail of teasers, above the text or in a box at its end.
func TestCoAuthorCardsAreTheArticles(t *testing.T) {
	body := strings.Repeat("<p>The new hybrid hatchback is quiet in town, frugal on the motorway and roomier than its predecessor.</p>", 5)
	li := func(name, handle string) string {
		return `<li><span class="byline">By <a href="/lena">` + name + `</a></span> ` +
			`<a class="social" href="https://x.com/` + handle + `">Follow ` + name + ` on X</a></li>`
	}
	card := func(name, handle string) string {
		return `<div class="card"><span class="byline">By ` + name + `</span> ` +
			`<a href="https://x.com/` + handle + `">Follow ` + name + ` on X</a></div>`
	}
	lix := func(name string) string {
		return `<li><span class="byline">By <a href="/lena">` + name + `</a></span> <a class="social" href="https://x.com/x">Follow this writer on X</a></li>`
	}
	for _, tt := range []struct{ name, page string }{
		{"a list at the headline, links not naming them", `<div class="article"><h1>Road test: the new hybrid hatchback</h1><ul class="list-inline">` + lix("Lena Varga") + lix("Tom Becker") + `</ul>` + body + `</div>`},
		{"a list at the headline", `<div class="article"><h1>Road test: the new hybrid hatchback</h1><ul class="list-inline">` + li("Lena Varga", "lenavarga") + li("Tom Becker", "tombecker") + `</ul>` + body + `</div>`},
		{"a list under a header", `<article><header><h1>Road test: the new hybrid hatchback</h1></header><div class="meta"><ul class="list-inline">` + li("Lena Varga", "lenavarga") + li("Tom Becker", "tombecker") + `</ul></div><div class="entry-content">` + body + `</div></article>`},
		{"cards at the end", `<article><h1>Road test: the new hybrid hatchback</h1><div class="entry-content">` + body + `</div><div class="box"><h3>About the authors</h3>` + card("Lena Varga", "lenavarga") + card("Tom Becker", "tombecker") + `</div></article>`},
		{"cards at the end in the text", `<article><h1>Road test: the new hybrid hatchback</h1><div class="entry-content">` + body + `<div class="box"><h3>About the authors</h3>` + li("Lena Varga", "lenavarga") + li("Tom Becker", "tombecker") + `</div></div></article>`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><main>` + tt.page + `</main></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.motor.example/reviews/hybrid-hatchback", Doc: doc})
			if got, want := strings.Join(art.Authors, "; "), "Lena Varga; Tom Becker"; got != want {
				t.Errorf("authors = %q, want %q", got, want)
			}
		})
	}
}
