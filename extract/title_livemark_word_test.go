package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A story's metadata title that uses "live" as a verb ("residents who
// live near SH2") or "en direct" as "directly" ("vendent en direct") is
// no live page's: the metadata title wins as it does without the word
// (TestLiveMetaTitleYieldsToHeadline's "no live mark").
func TestLiveWordInOrdinaryTitle(t *testing.T) {
	page := func(meta, h1 string) string {
		return `<html lang="en"><head><title>` + meta + ` | The Capital Post</title>
<meta property="og:title" content="` + meta + `">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + meta + `"}</script></head><body><main>
<h1>` + h1 + `</h1>` + bylineBody + `</main></body></html>`
	}
	for _, tc := range []struct{ name, meta, h1 string }{
		{"live as a verb", "Wellington storm: Red warning for all who live near SH2", "Wellington storm: Red heavy rain warning as SH2 closes over Remutaka Hill"},
		{"en direct as directly", "Tempête à Wellington : les maraîchers vendent en direct, la SH2 fermée", "Tempête à Wellington : alerte rouge aux fortes pluies, la SH2 fermée au col"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(page(tc.meta, tc.h1)))
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tc.meta {
				t.Errorf("title %q, want %q", got, tc.meta)
			}
		})
	}
}
