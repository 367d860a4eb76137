package extract_test

import (
	"strings"
	"testing"
)

// TestBodyDropsShopOfferLine extracts a cold page with a product card
// between its paragraphs (picture, name heading, "$179 at Amazon", a
// sponsored "Check price" link; the heading keeps affiliateCards from
// taking the box): the offer line goes. A sentence naming
// a price at a shop stays.
func TestBodyDropsShopOfferLine(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		kept       bool
	}{
		{"offer", "$179 at Amazon", false},
		{"sentence", "The Halo 3 now sells for $179 at Amazon, twenty dollars less than its launch price in the spring.", true},
	} {
		card := `<div class="offer"><img src="/i/halo3.jpg" alt=""><div><h4>Lumora Halo 3</h4><p>` + tc.line + `</p><a href="https://shop.example/halo3" rel="sponsored nofollow">Check price</a></div></div>`
		if tc.kept {
			card = `<p>` + tc.line + `</p>`
		}
		page := `<html lang="en"><head><title>Ferries</title></head><body><article><h1>Harbour ferries run late into winter</h1><div class="body">` +
			strings.Replace(coldStory, "</p>\n", "</p>\n"+card, 1) + `</div></article></body></html>`
		art := coldExtract(t, "https://harbour.example/news/2026/ferries-winter", page)
		if got := strings.Contains(art.Body, tc.line); got != tc.kept {
			t.Errorf("%s: line kept %v, want %v:\n%s", tc.name, got, tc.kept, art.Body)
		}
	}
}
