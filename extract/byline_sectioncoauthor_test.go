package extract_test

import (
	"slices"
	"testing"
)

// TestRevSectionNamedCoauthor: a site whose menu lists its columnists
// at top-level folders ("/tom-baker/") makes each a "section"; a
// co-author so listed is cut from a comma byline (review of fixkf54).
func TestRevSectionNamedCoauthor(t *testing.T) {
	const menu = `<nav class="menu"><a href="/">Home</a> <a href="/columnists/">Columnists</a><ul class="submenu"><li><a href="/tom-baker/">Tom Baker</a></li><li><a href="/ana-ruiz/">Ana Ruiz</a></li></ul></nav>`
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"linked coauthor", `<p class="byline">By <a href="/ana-ruiz/">Ana Ruiz</a>, <a href="/tom-baker/">Tom Baker</a></p>`, []string{"Ana Ruiz", "Tom Baker"}},
		{"comma coauthor", `<p class="byline">By Lena Holt, Tom Baker</p>`, []string{"Lena Holt", "Tom Baker"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><header>` + menu + `</header><main><h1>Ferries run through the winter</h1>` +
			`<div class="meta">` + tc.byline + `<p class="time">12 March 2025</p></div><div class="story">` + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234.html", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
