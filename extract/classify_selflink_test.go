package extract

import (
	"strings"
	"testing"
)

// TestClassifyOwnPostUnderSelfLinkedTitle: many WordPress themes link a
// post's title to the post on its own page too (radiomaryja.pl: <h1
// class="entry-title"><a href=… rel="bookmark">), and some print the
// next posts below it, each under its linked title. Without og:type or
// JSON-LD the page is still an article: its first post's title links to
// the page's canonical URL; an archive's titles link elsewhere.
func TestClassifyOwnPostUnderSelfLinkedTitle(t *testing.T) {
	para := `<p>Przedstawiciele fundacji podkreślili w poniedziałek, że wszystkie działania prowadzone są zgodnie z prawem, a zarzuty formułowane w mediach nie mają żadnego oparcia w faktach ani w dokumentach.</p>`
	post := func(href, title string) string {
		return `<article class="post type-post hentry"><h1 class="post-title entry-title"><a href="` + href + `" rel="bookmark">` + title + `</a></h1>` +
			`<div class="entry-content">` + strings.Repeat(para, 4) + `</div></article>`
	}
	head := `<link rel="canonical" href="https://www.radiomaryja.pl/informacje/sprzeciw-wobec-atakow/">`
	body := `<main>` + post("https://www.radiomaryja.pl/informacje/sprzeciw-wobec-atakow/", "Sprzeciw wobec ataków na Fundację") +
		post("https://www.radiomaryja.pl/informacje/nastepny-wpis/", "Następny wpis z tej samej kategorii") +
		post("https://www.radiomaryja.pl/informacje/kolejny-wpis/", "Kolejny wpis z tej samej kategorii") + `</main>`
	for _, tc := range []struct {
		name, page, want string
	}{
		{"own post first", head + body, KindArticle},
		{"archive of the same posts", `<link rel="canonical" href="https://www.radiomaryja.pl/kategoria/informacje/">` + body, KindListing},
	} {
		doc, _, err := ParseHTML([]byte(tc.page), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
