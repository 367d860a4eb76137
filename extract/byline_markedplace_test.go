package extract_test

import (
	"slices"
	"testing"
)

// TestColdBylineMarkedPlace extracts cold pages whose byline sets a
// place after the reporter's name apart by markup (the name emphasized
// and the place after a comma, or the place in an element of its own
// after a bar): the place is no author. It must not fire where name and
// place run on in one text (the corpus gold keeps the word then), nor
// on a one-name co-author styled as the first author is, nor on an
// agency's acronym.
func TestColdBylineMarkedPlace(t *testing.T) {
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"strong name", `<p class="author">Mwandishi: <strong>Neema Mwakalinga</strong>, Dodoma</p>`, []string{"Neema Mwakalinga"}},
		{"span place", `<div class="byline">Akash Raghunathan<span class="sep"> | </span><span class="loc">Bengaluru</span></div>`, []string{"Akash Raghunathan"}},
		// Must not fire.
		{"one text", `<p class="author">Von Seb Dumitru, Lille</p>`, []string{"Seb Dumitru", "Lille"}},
		{"alike names", `<p class="author">By <span class="name">Seb Dumitru</span>, <span class="name">Madonna</span></p>`, []string{"Seb Dumitru", "Madonna"}},
		{"agency", `<p class="author">By <strong>Seb Dumitru</strong>, AP</p>`, []string{"Seb Dumitru", "AP"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><main><article><h1>Ferries run through the winter</h1>` +
			tc.byline + `<div class="date">12 March 2025</div><div class="story">` + coldStory + `</div></article></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
