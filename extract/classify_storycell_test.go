package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyStoryCells: old table-layout weeklies write each paragraph
// of a story as a table cell of its own, one to a row, plain text and no
// <p> (see storyCell); such cells that end as sentences end are
// paragraphs. Rows of teasers (a linked title and an excerpt in a cell),
// cells of related links and a data table whose rows hold several
// cells of sentences stay listings.
func TestClassifyStoryCells(t *testing.T) {
	paras := []string{
		"The Millbrook township board voted four to one on Tuesday night to repave Quarry Road between the grain elevator and the county line next summer.",
		"Supervisor Dale Wertz said the stretch has not been resurfaced since 1994 and that school buses now slow to a crawl to get around the potholes near the creek.",
		"The work is expected to cost about $410,000, with half coming from the state's rural roads fund and the rest from the township's own road levy.",
		"Trustee Marla Oberg cast the lone vote against the plan, saying she would rather see the money spent first on the bridge over Spring Creek.",
		"Bids will be opened at the board's January meeting, and residents may look over the plans at the township hall during regular office hours.",
	}
	var story, teasers, links, data strings.Builder
	for i, p := range paras {
		story.WriteString(`<tr><td class="storytext">` + p + `</td></tr>`)
		teasers.WriteString(`<tr><td class="teaser"><a href="/news.php?id=` + string(rune('1'+i)) + `">Township board news item number ` + string(rune('1'+i)) + `</a><br>` + p + `</td></tr>`)
		links.WriteString(`<tr><td class="othernews"><b>Other News:</b> <a href="/news.php?id=7` + string(rune('1'+i)) + `">County fair board names new director</a> | <a href="/news.php?id=8` + string(rune('1'+i)) + `">Library extends Saturday hours</a></td></tr>`)
		data.WriteString(`<tr><td>Motion ` + string(rune('1'+i)) + `</td><td>` + p + `</td></tr>`)
	}
	for _, tc := range []struct {
		name, rows, want string
	}{
		{"a story in table cells", story.String(), KindArticle},
		{"rows of teasers", teasers.String(), KindListing},
		{"cells of related links", links.String(), KindListing},
		{"a data table of sentences", data.String(), KindListing},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><title>The Millbrook Ledger - News</title></head><body>` +
			`<table width="780"><tr><td class="navbar"><a href="/index.php">Home</a> | <a href="/news.php">News</a> | <a href="/sports.php">Sports</a></td></tr>` +
			`<tr><td><table width="100%">` +
			`<tr><td class="headline"><font size="5"><b>Township board votes to repave Quarry Road next summer</b></font></td></tr>` +
			`<tr><td class="byline">By Ruth Ann Decker, Ledger Staff Writer<br>Thursday, November 12, 2026</td></tr>` +
			tc.rows + `</table></td></tr></table></body></html>`))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
