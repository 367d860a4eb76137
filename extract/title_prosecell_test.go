package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// proseCellPage is a county weekly's table layout: a <title> of the
// paper's name and the section only, the headline in a title-classed
// cell above the byline cell and the story's cells.
func proseCellPage(title, after string) string {
	return `<html><head><title>` + title + `</title></head><body><table>
<tr><td><img src="/mast.gif" alt="The Millbrook Ledger - Serving Millbrook since 1902"></td></tr>
<tr><td><a href="/">Home</a> | <a href="/news.php">News</a> | <a href="/sports.php">Sports</a></td></tr>
<tr><td class="headline"><font size="5"><b>Millbrook council approves new bridge over Elk Creek</b></font></td></tr>
<tr><td class="byline">By Ruth Calder, Ledger Staff Writer<br>Thursday, November 5, 2026</td></tr>` + after + `
<tr><td><font size="1">Copyright &copy; 2026 The Millbrook Ledger. All rights reserved.</font></td></tr></table></body></html>`
}

const proseCellStory = `<tr><td class="storytext">The Millbrook village council voted 5-2 on Monday to replace the aging bridge over Elk Creek, ending two years of debate over its cost.</td></tr>
<tr><td class="storytext">Work is set to begin in the spring, and the county engineer expects the crossing to reopen by the end of next summer.</td></tr>`

// TestProseHeadingOverSiteTitle checks that a <title> that is only the
// site's and the section's names yields to a title-classed cell right
// above the story's prose.
func TestProseHeadingOverSiteTitle(t *testing.T) {
	for _, tc := range []struct{ title, after, want string }{
		{"The Millbrook Ledger - News", proseCellStory, "Millbrook council approves new bridge over Elk Creek"},
		// Must not fire: a title naming the story (the site's name
		// is cut from it).
		{"Millbrook Ledger - Bridge vote", proseCellStory, "Bridge vote"},
		// Nor over a cell with no prose after it, only links (the
		// title stays, the site's name cut).
		{"The Millbrook Ledger - News", `<tr><td><a href="/a">One</a><br><a href="/b">Two</a><br><a href="/c">Three</a></td></tr>`, "News"},
	} {
		doc, err := html.Parse(strings.NewReader(proseCellPage(tc.title, tc.after)))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "http://millbrookledger.example/news.php?id=7", Doc: doc})
		if art.Title != tc.want {
			t.Errorf("title %q: got %q, want %q", tc.title, art.Title, tc.want)
		}
	}
	// Must not fire: a cell that the metadata's publisher names, a
	// company's tagline set as the page's heading.
	page := strings.Replace(proseCellPage("The Millbrook Ledger - News", proseCellStory), "<title>",
		`<meta name="publisher" content="Millbrook Ledger: Millbrook council approves new bridge over Elk Creek"><title>`, 1)
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if art, _ := NewHeuristic().Analyze(&Page{URL: "http://millbrookledger.example/news.php?id=7", Doc: doc}); art.Title != "News" {
		t.Errorf("publisher's tagline: got %q, want the <title>", art.Title)
	}
}
