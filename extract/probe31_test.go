package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestProbe31Authors checks the byline conventions of probe31: a label
// element glued to the name in an author box, a marked byline element
// followed by the dateline's place in the next element, field labels of
// Faroese, Xhosa and Yoruba, and the Lao "by".
func TestProbe31Authors(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string
	}{
		{"label element glued to the name in an author box", `<html lang="lb"><head><title>Budget vote</title></head><body><article><h1>Budget vote</h1>` + bylineBody + `
<div class="author-box"><div class="author-box__text"><span class="author-box__label">Auteur</span><a class="author-box__name" href="/auteuren/lis-schmit/">Lis Schmit</a>
<p class="author-box__bio">Journalistin an der Inland-Redaktioun.</p></div></div></article></body></html>`, []string{"Lis Schmit"}},
		{"byline element ends before the dateline's place", `<html lang="en"><head><title>Budget vote</title></head><body><article><h1>Budget vote</h1>
<div class="p_byline"><span class="p_author">By John Smith</span> <span class="p_dateline">Pune | Published: 26 November 2026, 08:45</span></div>` + bylineBody + `</article></body></html>`, []string{"John Smith"}},
		{"two authors in two elements joined by and stay", `<html lang="en"><head><title>Budget vote</title></head><body><article><h1>Budget vote</h1>
<div class="byline"><span>By Anna Berg</span> <span>and Tom Weller</span></div>` + bylineBody + `</article></body></html>`, []string{"Anna Berg", "Tom Weller"}},
		{"faroese text credit beside the photographer's", `<html lang="fo"><head><title>Budget vote</title></head><body><article><h1>Budget vote</h1>
<div class="article-credits"><span class="credit">Tekstur: Rógvi Joensen</span> <span class="credit">Mynd: Jóhanna Dam</span></div>` + bylineBody + `</article></body></html>`, []string{"Rógvi Joensen"}},
		{"xhosa writer field in a table", `<html lang="xh"><head><title>Budget vote</title><meta name="DC.creator" content="Web Team"></head><body><div class="news-item"><h1>Budget vote</h1>
<table class="news-meta"><tr><th>Umbhali:</th><td>Ayanda Mqoqi</td></tr><tr><th>Umhla:</th><td>25 Novemba 2026</td></tr></table>` + bylineBody + `</div></body></html>`, []string{"Ayanda Mqoqi"}},
		{"lao by in an hcard line", `<html lang="lo"><head><title>Budget vote</title></head><body><div class="hentry"><h1 class="entry-title">Budget vote</h1>
<p class="info-publi"><abbr class="published" title="2026-11-25T02:10:00Z">25 ພະຈິກ 2026</abbr>, <span class="auteurs">ໂດຍ <span class="vcard author"><a class="url fn spip_in" href="spip.php?auteur12">ບຸນມີ ສີສຸວັນ</a></span></span></p>` + bylineBody + `</div></body></html>`, []string{"ບຸນມີ ສີສຸວັນ"}},
		{"yoruba reporter signed after the text", `<html lang="yo"><head><title>Budget vote</title></head><body><div class="blog-post"><h2 class="blog-title">Budget vote</h2><div class="blog-content">` + bylineBody + `
<div class="paragraph" style="text-align:right;"><em>Akọ̀ròyìn: Adébáyọ̀ Ọlánrewájú</em></div></div></div></body></html>`, []string{"Adébáyọ̀ Ọlánrewájú"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, tc.page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestProbe31Title checks that an h1 sharing a word with an SEO title
// only in an inflected form (a case ending glued on, in a script without
// letter case) is the headline shown beside the rewrite.
func TestProbe31Title(t *testing.T) {
	const h1 = "విజయవాడలో కొత్త ఫ్లైఓవర్ ప్రారంభం"
	page := `<html lang="te"><head><title>Vijayawada Flyover: విజయవాడ వాసులకు గుడ్ న్యూస్.. ట్రాఫిక్ కష్టాలకు చెక్ | వార్తా వేదిక</title>
<meta property="og:title" content="Vijayawada Flyover: విజయవాడ వాసులకు గుడ్ న్యూస్.. ట్రాఫిక్ కష్టాలకు చెక్">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Vijayawada Flyover: విజయవాడ వాసులకు గుడ్ న్యూస్.. ట్రాఫిక్ కష్టాలకు చెక్"}</script></head>
<body><main><h1 class="story-title">` + h1 + `</h1><div class="story-body">` + bylineBody + `</div></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != h1 {
		t.Errorf("got %q, want %q", got, h1)
	}
	for _, tc := range []struct {
		w    string
		want bool
	}{{"విజయవాడలో", true}, {"서울에서", true}, {"country", false}, {"విజయవాడ", false}} {
		if got := inflectsAny(tc.w, map[string]bool{"విజయవాడ": true, "서울": true, "count": true}); got != tc.want {
			t.Errorf("inflectsAny(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}
