package extract_test

import (
	"slices"
	"testing"
)

// TestRevKickerSectionLine: a kicker "Topic | Section" set above the
// headline, its topic two capitalized words (a region, a league, a
// person the story is about) and its section one the menu links, is no
// byline (review of fixkf54).
func TestRevKickerSectionLine(t *testing.T) {
	const menu = `<nav class="menu"><a href="/">Home</a> <a href="/world/">World</a> <a href="/sport/">Sport</a> <a href="/music/">Music</a></nav>`
	for _, tc := range []struct {
		name, above string
		want        []string
	}{
		{"region kicker", `<p class="kicker">Middle East | World</p>`, nil},
		{"league kicker", `<p class="kicker">Premier League · Sport</p>`, nil},
		{"person topic kicker", `<p class="kicker">Taylor Swift · Music</p>`, nil},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><header>` + menu + `</header><main>` + tc.above + `<h1>Ferries run through the winter</h1>` +
			`<div class="meta"><p class="time">12 March 2025</p></div><div class="story">` + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://harbour.example/world/ferries-winter-1234.html", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
