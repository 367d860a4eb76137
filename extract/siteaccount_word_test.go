package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylineWordKept: a line opening with a byline word that
// the name still holds is a sentence about a person whose surname opens
// with it (Italian "Di Maio", "Di Battista") or a staff credit the
// cleaning does not read (Swahili "Na Mhariri"): the site's credit stays.
func TestSiteAccountBylineWordKept(t *testing.T) {
	head := func(lang string) string {
		return `<html lang="` + lang + `"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="The Lake Mirror">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"The Lake Mirror"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">The Lake Mirror</a></span></div>
<div class="entry-content">`
	}
	for _, tc := range []struct{ lang, first string }{
		{"it", "Di Maio: «Nessun rimpasto»"},
		{"it", "Di Battista: «Io non mollo»"},
		{"sw", "Na Mhariri"},
	} {
		page := head(tc.lang) + `<p>` + tc.first + `</p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, []string{"The Lake Mirror"}) {
			t.Errorf("%s %q: got %q, want the site's credit", tc.lang, tc.first, got)
		}
	}
}
