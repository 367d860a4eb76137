package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyPageThingAtStoryURL: an event's or a job's page has a
// story-shaped URL ("/events/annual-harbour-festival-2026") and one
// paragraph under its name; its JSON-LD says what it is, and ClassifyPage
// takes no story's evidence from the URL, nor does it get the pipeline's second look (see ClassifyCrawled).
func TestClassifyPageThingAtStoryURL(t *testing.T) {
	for _, tc := range []struct{ ld, page, url string }{
		{`{"@context":"https://schema.org","@type":"MusicEvent","name":"Harbour Festival 2026","startDate":"2026-12-12T10:00"}`,
			`<main><h1>Harbour Festival 2026</h1><div class="event-details"><p>The annual harbour festival returns with stalls, music and boat tours for the whole family. Entry is free; the boat tours cost five pounds and can be booked at the harbour office from the first of December.</p></div></main>`,
			"https://a.example/events/annual-harbour-festival-2026"},
		{`{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Valley Times"},{"@type":"JobPosting","title":"Senior Reporter, Courts"}]}`,
			`<main><h1>Senior Reporter, Courts</h1><div class="job"><p>The Valley Times is looking for a senior reporter to cover the courts in the valley. You will have five years of experience in a newsroom and a good knowledge of media law. Send your application by the first of December.</p></div></main>`,
			"https://a.example/jobs/senior-reporter-courts-valley"},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><script type="application/ld+json">` + tc.ld + `</script></head><body>` + tc.page + `</body></html>`))
		if got := ClassifyPage(doc, tc.url, false); got != KindListing {
			t.Errorf("%s: ClassifyPage = %s, want %s", tc.url, got, KindListing)
		}
		if _, second := ClassifyCrawled(doc, tc.url, true); second {
			t.Errorf("%s: ClassifyCrawled gives a second look: the pipeline would store it on one", tc.url)
		}
	}
}
