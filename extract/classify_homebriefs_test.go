package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyHomeBriefs: a home page with no <h1>, its teasers under
// linked <h2>s, then a box of briefs under a label ("Ukratko", "In
// brief"), each a <div> of a sentence under its time. The label is no
// headline and the briefs no story under a dateline: the page is a
// listing, its briefs written as <div>s (see textDiv) or as <p>s.
func TestClassifyHomeBriefs(t *testing.T) {
	brief := func(tm, text string) string {
		return `<div class="brief"><span class="brief__time">` + tm + `</span><div class="brief__text">` + text + `</div></div>`
	}
	teaser := `<div class="card"><h2><a href="/vijesti/vlada-budzet/12391">Vlada usvojila nacrt budžeta za sljedeću godinu</a></h2>` +
		`<div class="card__lead">Nacrt predviđa veća izdvajanja za zdravstvo i obrazovanje, a deficit bi trebao pasti ispod tri posto.</div></div>`
	page := `<html><head><title>Sarajevski glas - najnovije vijesti</title></head><body>` +
		`<header><a href="/" class="logo">Sarajevski glas</a></header><main>` +
		`<section class="top">` + strings.Repeat(teaser, 5) + `</section>` +
		`<section class="briefs"><h3>Ukratko</h3>` +
		brief("16:05", "Na Ilidži je od jutros bez struje oko dvije hiljade domaćinstava zbog kvara na dalekovodu.") +
		brief("15:41", "Kantonalna uprava civilne zaštite upozorila je na poledicu na putevima prema Trnovu i Igmanu.") +
		brief("15:12", "Grijanje će od ponedjeljka raditi u svim naseljima, saopćili su iz KJKP Toplane.") +
		brief("14:30", "Božićni sajam na Trgu Alije Izetbegovića otvara se 5. decembra i trajat će do Nove godine.") +
		`</section></main><footer>© 2026 Sarajevski glas</footer></body></html>`
	asP := strings.NewReplacer(`<div class="brief__text">`, `<p class="brief__text">`, `.</div></div>`, `.</p></div>`).Replace(page)
	for _, tc := range []struct{ name, page string }{{"briefs as divs", page}, {"briefs as paragraphs", asP}} {
		doc, _ := html.Parse(strings.NewReader(tc.page))
		if got := ClassifyPage(doc, "https://www.sarajevski-glas.example/", false); got != KindListing {
			t.Errorf("%s: ClassifyPage = %s, want %s", tc.name, got, KindListing)
		}
	}
}
