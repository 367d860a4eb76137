package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountBylineOutlet: the reporter's byline opening the text
// may name the site after the reporter, the outlet filed for: the
// reporter still replaces the site's own credit.
func TestSiteAccountBylineOutlet(t *testing.T) {
	head := func(lang string) string {
		return `<html lang="` + lang + `"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="The Lake Mirror">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"The Lake Mirror"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">The Lake Mirror</a></span></div>
<div class="entry-content">`
	}
	for _, tc := range []struct{ lang, first, want string }{
		{"en", "By Jane Doe | The Lake Mirror", "Jane Doe"},
		{"en", "By Jane Doe, The Lake Mirror", "Jane Doe"},
		{"sw", "Na Neema Mwakyusa, The Lake Mirror", "Neema Mwakyusa"},
	} {
		page := head(tc.lang) + `<p>` + tc.first + `</p>` + bylineBody + `</div></article></body></html>`
		_, got, _ := bylinePage(t, page)
		if !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s %q: got %q, want %q", tc.lang, tc.first, got, tc.want)
		}
	}
}
