package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylineLowerCase: a first line opening with "By" whose
// words after it are not capitalized is prose, not a reporter's byline:
// the site's credit stays.
func TestSiteAccountBylineLowerCase(t *testing.T) {
	head := `<html lang="en"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="The Lake Mirror">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"The Lake Mirror"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">The Lake Mirror</a></span></div>
<div class="entry-content">`
	for _, first := range []string{"By the numbers: the budget", "By the way, Tom Smith"} {
		page := head + `<p>` + first + `</p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, []string{"The Lake Mirror"}) {
			t.Errorf("%q: got %q, want the site's credit", first, got)
		}
	}
}
