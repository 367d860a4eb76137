package extract_test

import (
	"slices"
	"testing"
)

// TestSourceCreditNamesAgency: a source field beside the date that names
// a photo agency, a statistics office or an authority is no agency credit
// of the story; fixkf51 takes each as the author.
func TestSourceCreditNamesAgency(t *testing.T) {
	for _, tc := range []struct {
		name, meta string
		want       []string
	}{
		{"photo source", `<div class="meta"><span>Source: Getty Images</span> <span>26.11.2026, 14:05</span></div>`, nil},
		{"data source", `<div class="meta"><span>Quelle: Statistisches Bundesamt</span> <span>26.11.2026, 14:05 Uhr</span></div>`, nil},
		{"authority", `<div class="meta"><span>Quelle: Polizei</span> <span>26.11.2026, 14:05 Uhr</span></div>`, nil},
		// Must still fire.
		{"tr agency", `<div class="meta"><span>Kaynak: AA</span> <span>26.11.2026 - 14:05</span></div>`, []string{"AA"}},
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
