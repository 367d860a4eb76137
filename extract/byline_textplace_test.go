package extract_test

import (
	"slices"
	"testing"
)

// TestBylineTextPlaceNoAuthor extracts cold pages whose byline slot
// beside the date holds one word that the story's first paragraph opens
// with: the dateline's place, not a writer. It must not fire on a
// one-word name the text does not open with, nor on a full name.
func TestBylineTextPlaceNoAuthor(t *testing.T) {
	for _, tc := range []struct {
		name, byline, lead string
		want               []string
	}{
		{"gu place", `<span>અમદાવાદ</span>`, `<p>અમદાવાદ શહેરમાં ગરમીનો પારો ફરી એક વાર 40 ડિગ્રીને પાર પહોંચ્યો છે. હવામાન વિભાગે ચેતવણી આપી છે.</p>`, nil},
		{"en place", `<span>Wellington</span>`, `<p>Wellington harbour will keep its night ferries running to the outer islands this winter, the board said.</p>`, nil},
		// Must not fire: a one-word name that opens no paragraph, or a
		// name the text opens with inflected ("Wellingtonians").
		{"en single name", `<span>Marisol</span>`, `<p>Wellington harbour will keep its night ferries running to the outer islands this winter, the board said.</p>`, []string{"Marisol"}},
		{"en word runs on", `<span>Wellington</span>`, `<p>Wellingtonians will keep their night ferries running to the outer islands this winter, the board said.</p>`, []string{"Wellington"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><main><h1>Ferries run through the winter</h1>` +
			`<div class="byline">` + tc.byline + ` <span class="date">12 March 2025</span></div><div class="story">` + tc.lead + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234", page)
		if len(art.Authors) == 0 && len(tc.want) == 0 {
			continue
		}
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
