package extract

import "testing"

// TestTitleLDNameBesideHeadline checks that the JSON-LD article's "name",
// differing from its "headline", counts as the title the page gives its
// story: an h1 rewording that name, sharing no long word with the SEO
// headline the other metadata agree on, is the headline shown. Where the
// "name" rewords nothing the page shows, the metadata's headline stays.
func TestTitleLDNameBesideHeadline(t *testing.T) {
	const seo = `KYK: Dít is die nuwe waterreëls vir Worcester en omgewing`
	head := func(name string) string {
		return `<meta property="og:title" content="` + seo + `"><title>` + seo + ` | Boland Nuus</title>` +
			`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"` + seo + `","name":"` + name + `"}</script>`
	}
	tests := []struct {
		name, head, headline, want string
	}{
		{
			name:     "the h1 rewords the JSON-LD name",
			head:     head("Waterbeperkings in Breede Vallei vanaf 1 Desember"),
			headline: `<h1 class="page-title"><span>Waterbeperkings vir Breede Vallei vanaf 1 Desember</span></h1>`,
			want:     "Waterbeperkings vir Breede Vallei vanaf 1 Desember",
		},
		{
			name:     "must not fire: the JSON-LD name is the site's, sharing no word with the h1",
			head:     head("Boland Nuus"),
			headline: `<h1 class="page-title"><span>Waterbeperkings vir Breede Vallei vanaf 1 Desember</span></h1>`,
			want:     seo,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(tt.head, "", tt.headline)), "")
			if err != nil {
				t.Fatal(err)
			}
			got, _ := chooseTitle(collectMetadata(doc), analyze(doc))
			if got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}
