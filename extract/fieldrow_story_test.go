package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// An events roundup gives each event's details in a paragraph of
// labelled fields parted by bars, one a date ("When: Saturday, Nov. 21 |
// Where: Civic Center | Tickets: $5"): the story's lines, not a CMS's
// details row.
func TestFieldRowInStoryParagraphKept(t *testing.T) {
	page := `<html><head><title>Five things to do in Springfield this weekend - Springfield Herald</title></head><body>` +
		`<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/events">Events</a></nav>` +
		`<article><h1>Five things to do in Springfield this weekend</h1>` +
		`<p>The holiday season starts early this year, and there is plenty going on around town for families, music lovers and anyone looking for a bargain before the shopping rush.</p>` +
		`<h2>Winter craft fair</h2><p>More than sixty local makers will sell pottery, knitwear, candles and jewelry at the annual fair, which raises money for the food bank.</p>` +
		`<p>When: Saturday, Nov. 21 | Where: Civic Center | Tickets: $5</p>` +
		`<h2>Symphony holiday concert</h2><p>The Springfield Symphony opens its season with a program of carols and film music, with the high school choir joining for the finale.</p>` +
		`<p>When: Sunday, Nov. 22 | Where: Orpheum Theater | Tickets: $25</p>` +
		`<h2>Tree lighting</h2><p>The mayor will switch on the lights of the downtown tree at dusk, followed by hot chocolate and a visit from Santa on the courthouse steps.</p>` +
		`<p>When: Friday, Nov. 27 | Where: Courthouse Square | Tickets: free</p>` +
		`</article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.springfieldherald.example.com/things-to-do/2026/11/19/five-things-weekend", Doc: doc})
	for _, want := range []string{"Civic Center", "Orpheum Theater", "Courthouse Square"} {
		if !strings.Contains(art.Body, want) {
			t.Errorf("body lost the event line with %q:\n%s", want, art.Body)
		}
	}
	// A theme's classed paragraph is the post's details row still.
	page = strings.Replace(page, `</h1>`, `</h1><p class="post-meta">Category: Events | Views: 386 | Date: 19.11.2026</p>`, 1)
	if doc, err = html.Parse(strings.NewReader(page)); err != nil {
		t.Fatal(err)
	}
	if art, _ = NewHeuristic().Analyze(&Page{URL: "https://www.springfieldherald.example.com/things-to-do/2026/11/19/five-things-weekend", Doc: doc}); strings.Contains(art.Body, "Views") {
		t.Errorf("body keeps the post's details row:\n%s", art.Body)
	}
}
