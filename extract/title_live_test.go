package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestLiveMetaTitleYieldsToHeadline checks that a live page whose
// metadata titles carry the running summary marked live ("Wellington
// storm live: Red warning, SH2 closed, flights cancelled") takes the h1
// readers see, which rewords it without the mark, in any language the
// marks know. Without a live mark the metadata title still wins over an
// h1 that shares as few words with it, and an h1 that itself carries
// the mark is no reason to leave metadata without it.
func TestLiveMetaTitleYieldsToHeadline(t *testing.T) {
	page := func(meta, h1 string) string {
		return `<html lang="en"><head><title>` + meta + ` | The Capital Post</title>
<meta property="og:title" content="` + meta + `">
<script type="application/ld+json">{"@type":"LiveBlogPosting","headline":"` + meta + `"}</script></head><body><main>
<span class="live-badge">LIVE</span><h1>` + h1 + `</h1>` + bylineBody + `</main></body></html>`
	}
	const h1 = "Wellington storm: Red heavy rain warning as SH2 closes over Remutaka Hill"
	for _, tc := range []struct{ name, meta, h1, want string }{
		{"live in the metadata", "Wellington storm live: Red warning, SH2 closed, flights cancelled", h1, h1},
		{"en direct in the metadata", "Tempête à Wellington en direct : alerte rouge, la SH2 fermée", "Tempête à Wellington : alerte rouge aux fortes pluies, la SH2 fermée au col", "Tempête à Wellington : alerte rouge aux fortes pluies, la SH2 fermée au col"},
		{"no live mark", "Wellington storm: Red warning, SH2 closed, flights cancelled", h1, "Wellington storm: Red warning, SH2 closed, flights cancelled"},
		{"live mark in the h1 only", "Wellington storm: Red warning, SH2 closed, flights cancelled", "Wellington storm live: Red heavy rain warning as SH2 closes over Remutaka Hill", "Wellington storm: Red warning, SH2 closed, flights cancelled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(page(tc.meta, tc.h1)))
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tc.want {
				t.Errorf("title %q, want %q", got, tc.want)
			}
		})
	}
}
