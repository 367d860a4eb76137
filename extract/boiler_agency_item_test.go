package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Review of fix54: newsAgencies' doc leaves out "ap", "pa" and "aa"
// because alone they are also words, but fix54 adds "pap" (Singapore's
// ruling party, Afrikaans maize porridge), "lusa" (Malay and Indonesian
// "the day after tomorrow"), "hina" (a given name) and "antara"
// (Malay and Indonesian "between"). isAgencyCredit reads a line of one
// such word as a wire credit, and a list of the story's own items loses
// it.
func TestAgencyWordListItemStays(t *testing.T) {
	para := "<p>Observers expect the campaign, which lasts only nine days, to be the most closely fought since independence, with every constituency contested.</p>"
	for _, tt := range []struct{ name, list, want string }{
		{"a party's initials", `<p>The parties contesting the most seats are:</p><ul><li>PAP</li><li>Workers' Party</li><li>Progress Singapore Party</li></ul>`, "PAP"},
		{"a dish", `<p>A classic braai plate holds:</p><ul><li>Boerewors</li><li>Pap</li><li>Chakalaka</li><li>Sosaties</li></ul>`, "Pap"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="en"><head><title>Campaign opens</title></head><body><main><article><h1>Campaign opens</h1><div class="content">` +
				strings.Repeat(para, 3) + tt.list + strings.Repeat(para, 2) + `</div></article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.news.example.com/2026/11/28/campaign-opens", Doc: doc})
			for _, l := range strings.Split(art.Body, "\n") {
				if l == tt.want {
					return
				}
			}
			t.Errorf("body lost the list item %q:\n%s", tt.want, art.Body)
		})
	}
	for _, s := range []string{"Pap", "PAP", "Antara", "Lusa", "Hina"} {
		if isStockText(s, runes(s), true) {
			t.Errorf("isStockText(%q, item) = true, want false: a list item of one word is no wire credit", s)
		}
	}
}
