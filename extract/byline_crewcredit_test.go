package extract_test

import (
	"slices"
	"testing"
)

// TestBylineCrewCreditNotAuthor extracts cold pages whose JSON-LD lists
// the reporter and a second Person that the page credits only as its
// photojournalist or its video's maker ("Photojournalist: Tom Reyes"
// beside the byline, "Video by Tom Reyes" under the player), as
// broadcasters' sites do: the crew member is no author. A second Person
// the page shows as a co-author stays.
func TestBylineCrewCreditNotAuthor(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Harbour ferries run late into winter","author":[{"@type":"Person","name":"Kelsey Moreno"},{"@type":"Person","name":"Tom Reyes"}]}</script>`
	for _, tc := range []struct {
		name, credit string
		want         []string
	}{
		{"photojournalist", `<div class="author-list"><span class="author__role">Photojournalist: </span><span class="author__name">Tom Reyes</span></div>`, []string{"Kelsey Moreno"}},
		{"video by", `<div class="video-caption"><span class="video-credit">Video by Tom Reyes</span></div>`, []string{"Kelsey Moreno"}},
		{"fotógrafo", `<p class="credito">Fotógrafo: Tom Reyes</p>`, []string{"Kelsey Moreno"}},
		// Must not fire: the second Person shown as a co-author.
		{"co-author", `<div class="author-list"><span>By </span><span class="author__name">Tom Reyes</span></div>`, []string{"Kelsey Moreno", "Tom Reyes"}},
	} {
		page := `<html lang="en"><head><title>Harbour ferries</title>` + ld + `</head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="byline"><div class="author-list"><span class="author__by">By </span><a class="author__name" href="/author/kelsey-moreno/">Kelsey Moreno</a></div>` + tc.credit + `</div>` + coldStory + `</article></body></html>`
		art := coldExtract(t, "https://harbour.example/news/2026/ferries-winter", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
