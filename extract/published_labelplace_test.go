package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestCategoryWordIsNoUpdateLabel checks a meta line that names the
// blog's category after the publication's label ("Posted by Jane Doe in
// Updates"): the date it shows below the headline is the publication's
// and overrides the metadata's earlier day, as an unlabelled one does.
// Read as an update's label, the category's word left the metadata's day.
func TestCategoryWordIsNoUpdateLabel(t *testing.T) {
	page := func(meta string) string {
		return `<!doctype html><html lang="en"><head><title>New bus routes for the valley</title>` +
			`<meta property="article:published_time" content="2026-10-10T09:00:00+00:00"></head><body><main><article>` +
			`<h1>New bus routes for the valley</h1><div class="meta">` + meta + `</div><div class="body">` +
			strings.Repeat("<p>"+strings.Repeat("The district will run its buses on new routes from Monday, the board said after a long meeting. ", 3)+"</p>", 8) +
			`</div></article></main></body></html>`
	}
	const shown = `<time datetime="2026-10-12T09:00:00+00:00">October 12, 2026</time>`
	checkPublishedDays(t, "https://example.org/news/bus-routes", []publishedCase{
		{"category after the publication's label", page("Posted by Jane Doe in Updates " + shown), "2026-10-12"},
		// Must not fire: the update's own label keeps the metadata's day.
		{"update's label after a separator", page("Posted by Jane Doe in News · Updated " + shown), "2026-10-10"},
		// "Posted by Jane Doe and updated <time>" labels the date the
		// update's, though the line opens with the publication's word.
		{"posted by, and updated", page("Posted by Jane Doe and last updated " + shown), "2026-10-10"},
		{"veröffentlicht von, zuletzt aktualisiert", page("Veröffentlicht von Jane Doe und zuletzt aktualisiert am " + shown), "2026-10-10"},
	})
}

// TestDateLabelUpdateAfterPosted is the posted-by update case at dateLabelOf.
func TestDateLabelUpdateAfterPosted(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<body><p>Posted by Jane Doe and last updated <time>Oct 12, 2026</time></p></body>`))
	n := find(doc, func(n *html.Node) bool { return n.Data == "time" })
	if got := dateLabel(n); got != labelUpdated {
		t.Errorf("dateLabelOf = %d, want labelUpdated (%d)", got, labelUpdated)
	}
}
