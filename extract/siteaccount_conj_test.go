package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylineConjunction: an Italian first line opening with
// "Di" and two surnames joined by "e" is a sentence about Luigi Di Maio
// and Giuseppe Conte, no byline: the site's credit stays.
func TestSiteAccountBylineConjunction(t *testing.T) {
	page := `<html lang="it"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="The Lake Mirror">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"The Lake Mirror"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">The Lake Mirror</a></span></div>
<div class="entry-content"><p>Di Maio e Conte, vertice a Palazzo Chigi</p>` + bylineBody + `</div></article></body></html>`
	if _, got, _ := bylinePage(t, page); !slices.Equal(got, []string{"The Lake Mirror"}) {
		t.Errorf("got %q, want the site's credit", got)
	}
}
