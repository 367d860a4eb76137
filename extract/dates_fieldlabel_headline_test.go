package extract

import (
	"strings"
	"testing"
)

// The same heading as TestFieldLabelledUpdateDate's, wrapped in a <div>
// as most themes set it: the element before the date's wrapper is the
// heading's wrapper, which holds only the headline, no label.
func TestWrappedHeadlineIsNoDateLabel(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Updated rules for school buses</title>` +
		`<meta property="article:published_time" content="2026-10-10T09:00:00+00:00"></head><body><main><article>` +
		`<div class="title-wrap"><h1>Updated rules for school buses</h1></div><div class="meta"><time datetime="2026-10-12T09:00:00+00:00">October 12, 2026</time></div>` +
		`<div class="body">` + strings.Repeat("<p>"+strings.Repeat("The district will run its buses on new routes from Monday, the board said after a long meeting. ", 3)+"</p>", 8) + `</div></article></main></body></html>`
	headline := `<!doctype html><html lang="en"><head><title>Revised bus routes for the valley</title>` +
		`<meta property="article:published_time" content="2026-10-10T09:00:00+00:00"></head><body><main><article>` +
		`<div class="headline">Revised bus routes for the valley</div><div class="meta"><time datetime="2026-10-12T09:00:00+00:00">October 12, 2026</time></div>` +
		`<div class="body">` + strings.Repeat("<p>"+strings.Repeat("The district will run its buses on new routes from Monday, the board said after a long meeting. ", 3)+"</p>", 8) + `</div></article></main></body></html>`
	checkPublishedDays(t, "https://example.org/news/school-buses", []publishedCase{
		{"h1 in a wrapper", page, "2026-10-12"},
		{"headline in a div", headline, "2026-10-12"},
	})
}
