package extract

import (
	"strings"
	"testing"
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
	})
}
