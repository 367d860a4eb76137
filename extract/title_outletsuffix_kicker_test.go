package extract_test

import "testing"

// TestTitleHostLiveKickerKept: a live page on a site named after its
// club or city titled "Liverpool LIVE - Headline" (liverpool.example),
// its h1 the same: "Liverpool LIVE" opens the headline, it is no site
// name to cut (outletWords name the site only in the title's suffix).
func TestTitleHostLiveKickerKept(t *testing.T) {
	const live = "Liverpool LIVE - Arne Slot press conference and team news before Everton"
	page := `<html lang="en"><head><title>` + live + `</title><meta property="og:title" content="` + live + `"></head><body><main><article><h1>` + live + `</h1>` +
		coldStory + `</article></main></body></html>`
	if got := coldExtract(t, "https://www.liverpool.example/liverpool-fc-news/live-slot-presser", page).Title; got != live {
		t.Errorf("title = %q, want %q", got, live)
	}
}
