package extract_test

import (
	"slices"
	"testing"
)

// TestTextPlaceSparesRealNames: a one-word byline that the lead opens with as
// part of a longer name ("Joko" over "Joko Widodo …", a single-name
// Javanese reporter), as a speaker's label in an interview ("Marisol:
// …"), or an agency credit the lead names ("Kaynak: AA" over "AA
// muhabirinin …", the AA correspondent's) is no dateline place.
func TestTextPlaceSparesRealNames(t *testing.T) {
	for _, tc := range []struct {
		name, meta, lead string
		want             []string
	}{
		{"id name runs on", `<div class="byline"><span>Joko</span> <span class="date">12 March 2025</span></div>`,
			`<p>Joko Widodo meresmikan jalan tol baru di Jawa Tengah pada hari Rabu, kata juru bicaranya kepada wartawan.</p>`, []string{"Joko"}},
		{"interviewer", `<div class="byline"><span>Marisol</span> <span class="date">12 March 2025</span></div>`,
			`<p>Marisol: Thank you for joining us. You have run the harbour ferries for thirty years now.</p>`, []string{"Marisol"}},
		{"tr agency named in lead", `<div class="meta"><span>Kaynak: AA</span> <span>26.11.2026 - 14:05</span></div>`,
			`<p>AA muhabirinin edindiği bilgiye göre, liman yönetimi gece seferlerini kış boyunca sürdürme kararı aldı.</p>`, []string{"AA"}},
		// Must still fire: the dateline's place.
		{"en place", `<div class="byline"><span>Wellington</span> <span class="date">12 March 2025</span></div>`,
			`<p>Wellington harbour will keep its night ferries running to the outer islands this winter, the board said.</p>`, nil},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><main><h1>Ferries run through the winter</h1>` +
			tc.meta + `<div class="story">` + tc.lead + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234", page)
		if len(art.Authors) == 0 && len(tc.want) == 0 {
			continue
		}
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
