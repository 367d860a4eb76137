package extract_test

import (
	"slices"
	"testing"
)

// TestBylineSourceCreditBesideDate extracts cold pages of unsigned wire
// stories whose only credit is a source field in the meta line under the
// headline, beside the date ("Kaynak: AA", "Źródło: PAP" next to a
// <time>): the agency is the author. It must not fire on a source field
// that names figures rather than an outlet, on one away from the date, or
// over a reporter's byline, nor on a photo, data or authority source.
func TestBylineSourceCreditBesideDate(t *testing.T) {
	for _, tc := range []struct {
		name, meta string
		want       []string
	}{
		{"tr date span", `<div class="bilgi"><span>Kaynak: AA</span> <span>26.11.2026 - 14:05</span></div>`, []string{"AA"}},
		{"pl time element", `<div class="meta"><span class="source">Źródło: PAP</span> <time datetime="2026-11-26T07:45:00Z">2 godz. temu</time></div>`, []string{"PAP"}},
		{"de agency lower case", `<div class="meta"><span>Quelle: dpa</span> <span>26.11.2026, 14:05 Uhr</span></div>`, []string{"dpa"}},
		// Must not fire: a figure's source, a field with no date beside
		// it, a reporter's byline in the same meta line.
		{"figures", `<div class="meta"><span>Quelle: eigene Berechnungen 2023</span> <span>26.11.2026, 14:05 Uhr</span></div>`, nil},
		{"no date", `<div class="meta"><span>Kaynak: AA</span> <span>Ekonomi</span></div>`, nil},
		{"byline wins", `<div class="meta"><span class="byline">Von Jonas Albrecht</span> <span>Quelle: dpa</span> <span>26.11.2026, 14:05 Uhr</span></div>`, []string{"Jonas Albrecht"}},
		// Must not fire either: a source field beside the date that names
		// a photo agency, a statistics office or an authority is no
		// agency credit of the story.
		{"photo source", `<div class="meta"><span>Source: Getty Images</span> <span>26.11.2026, 14:05</span></div>`, nil},
		{"data source", `<div class="meta"><span>Quelle: Statistisches Bundesamt</span> <span>26.11.2026, 14:05 Uhr</span></div>`, nil},
		{"authority", `<div class="meta"><span>Quelle: Polizei</span> <span>26.11.2026, 14:05 Uhr</span></div>`, nil},
		{"tr agency in a plain meta line", `<div class="meta"><span>Kaynak: AA</span> <span>26.11.2026 - 14:05</span></div>`, []string{"AA"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><article><h1>Ferries run through the winter</h1>` +
			tc.meta + coldStory + `</article></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234", page)
		if len(art.Authors) == 0 && len(tc.want) == 0 {
			continue
		}
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
