package extract

import (
	"slices"
	"testing"
)

// TestSiteAccountByline: a theme that credits the site's own account
// (meta author, JSON-LD, author link = og:site_name) yields to the
// reporter's byline opening the text; a blog owner's or a person's
// credit, and prose opening with "By", do not.
func TestSiteAccountByline(t *testing.T) {
	head := siteAccountHead
	for _, tc := range []struct {
		name, page string
		want       []string
	}{
		{"en caps byline in bold", head("en", "The Lake Mirror") + `<p><strong>By WANJIKU NDUNG'U</strong></p>` + bylineBody + `</div></article></body></html>`,
			[]string{"Wanjiku Ndung'u"}},
		{"sw Na and the town", head("sw", "The Lake Mirror") + `<p><strong>Na Neema Mwakyusa, Mwanza</strong></p>` + bylineBody + `</div></article></body></html>`,
			[]string{"Neema Mwakyusa", "Mwanza"}},
		{"en Na is no byline word", head("en", "The Lake Mirror") + `<p><strong>Na Neema Mwakyusa, Mwanza</strong></p>` + bylineBody + `</div></article></body></html>`,
			[]string{"The Lake Mirror"}},
		{"en a person's credit stays", head("en", "Amy Lee") + `<p><strong>By Wanjiku Ndungu</strong></p>` + bylineBody + `</div></article></body></html>`,
			[]string{"Amy Lee"}},
		{"en byline past the second paragraph", head("en", "The Lake Mirror") + bylineBody + `<p><strong>By Wanjiku Ndungu</strong></p>` + bylineBody + `</div></article></body></html>`,
			[]string{"The Lake Mirror"}},
	} {
		_, got, _ := bylinePage(t, tc.page)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// siteAccountHead is a page of a theme crediting author (meta, JSON-LD
// and the author link) up to the opening of its text.
func siteAccountHead(lang, author string) string {
	return `<html lang="` + lang + `"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="` + author + `">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"` + author + `"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">` + author + `</a></span></div>
<div class="entry-content">`
}

// TestSiteAccountBylineFirstLine: what a first line opening with a
// byline word gives on a page crediting the site's own account. A
// sentence about a person whose surname opens with the word ("Di
// Maio"), two surnames joined by "e", a staff credit the cleaning does
// not read ("Na Mhariri") or prose in lower case keep the site's credit;
// a reporter's byline naming the outlet after the name replaces it.
func TestSiteAccountBylineFirstLine(t *testing.T) {
	site := []string{"The Lake Mirror"}
	for _, tc := range []struct {
		lang, first string
		want        []string
	}{
		{"it", "Di Maio: «Nessun rimpasto»", site},
		{"it", "Di Battista: «Io non mollo»", site},
		{"sw", "Na Mhariri", site},
		{"it", "Di Maio e Conte, vertice a Palazzo Chigi", site},
		{"en", "By the numbers: the budget", site},
		{"en", "By the way, Tom Smith", site},
		{"en", "By Jane Doe | The Lake Mirror", []string{"Jane Doe"}},
		{"en", "By Jane Doe, The Lake Mirror", []string{"Jane Doe"}},
		{"sw", "Na Neema Mwakyusa, The Lake Mirror", []string{"Neema Mwakyusa"}},
		{"ha", "Daga Aminu Garba", []string{"Aminu Garba"}},
		{"ha", "Daga bisani an fara aikin", site},
		{"en", "Daga Aminu Garba", site},
		{"ha", "Daga Jihar Kano", site},
		{"ha", "Daga Birnin Kebbi", site},
		{"ha", "Daga Fadar Shugaban Kasa", site},
	} {
		page := siteAccountHead(tc.lang, "The Lake Mirror") + `<p>` + tc.first + `</p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, tc.want) {
			t.Errorf("%s %q: got %q, want %q", tc.lang, tc.first, got, tc.want)
		}
	}
}
