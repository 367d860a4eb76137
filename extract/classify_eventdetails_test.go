package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyPageEventDetails: an event's page at a story-shaped URL
// (a paper's "what's on" entry, no JSON-LD) is a line about the event
// over a list of its details, "Time: 10:00 to 20:00": those items are no
// story's text, and the page stays out. A service story's list of
// streets still counts (TestClassifyPageStoryList).
func TestClassifyPageEventDetails(t *testing.T) {
	page := `<html><head><title>Christmas Market on Eyre Square | Galway Advertiser</title></head><body>` +
		`<header><a href="/">Galway Advertiser</a></header><main><div class="event">` +
		`<h1>Christmas Market on Eyre Square</h1>` +
		`<div class="event__body"><p>The Continental Christmas Market returns to Eyre Square with more than fifty stalls of crafts, food and mulled wine.</p>` +
		`<ul class="event__details"><li>Date: Saturday 5 December 2026</li><li>Time: 10:00 to 20:00</li><li>Venue: Eyre Square, Galway</li>` +
		`<li>Admission: free</li><li>Contact: 091 555 123</li></ul>` +
		`</div></div></main></body></html>`
	doc, _ := html.Parse(strings.NewReader(page))
	if got := ClassifyPage(doc, "https://www.advertiser.example/whats-on/christmas-market-eyre-square-2026", false); got != KindListing {
		t.Errorf("ClassifyPage = %s, want %s", got, KindListing)
	}
}
