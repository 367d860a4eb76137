package extract_test

import (
	"slices"
	"testing"
)

// TestRevBlogMastheadAuthor: a personal blog whose masthead links home
// with its author's name, and whose byline sets that name loose before
// a role, a handle or a date, keeps the name (review of
// fixkf54: mastheadSigned takes the element's text instead).
func TestRevBlogMastheadAuthor(t *testing.T) {
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"name role", `<p class="byline">Jane Doe <span class="role">Founder</span></p>`, []string{"Jane Doe"}},
		{"name handle", `<p class="byline">Jane Doe <a href="https://twitter.com/janedoe">@janedoe</a></p>`, []string{"Jane Doe"}},
		{"name time", `<p class="byline">Jane Doe <time datetime="2025-03-12">12 March 2025</time></p>`, []string{"Jane Doe"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><header><a href="/">Jane Doe</a><nav><a href="/news/">News</a></nav></header><main><h1>Ferries run through the winter</h1>` +
			`<div class="meta">` + tc.byline + `<p class="time">12 March 2025</p></div><div class="story">` + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://www.harbour.example/news/ferries-winter-1234.html", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
