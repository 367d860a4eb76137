package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

// TestPaywallMeterProse: a customs story's short lines on "duty-free
// articles" and on "free articles handed out on board, such as perfumes"
// are prose, not a metered paywall's count: "free" after a hyphen is
// another word's, and "mes" in "perfumes" names no month.
func TestPaywallMeterProse(t *testing.T) {
	doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="en"><head><title>What you can bring home from a winter break abroad - Daily Ledger</title></head><body><header><nav><a href="/">Home</a> <a href="/travel">Travel</a></nav></header><main><article><h1>What you can bring home from a winter break abroad</h1><p class="byline">By Maria Olsen</p><div class="article-body"><p>Holidaymakers heading to the Alps or the Canaries this winter face stricter checks on what they carry home, customs officers warned on Monday.</p><p>Travellers may bring duty-free articles worth up to 430 euros into the EU.</p><p>Above that limit, the whole value of the goods is taxed, not only the part over the allowance, and officers may seize goods that are not declared.</p><p>Tobacco and alcohol have limits of their own: 200 cigarettes and one litre of spirits per adult traveller.</p><p>Free articles handed out on board, such as perfumes, count at their shop value.</p><p>Officers said most travellers who are stopped simply did not know the rules, and urged them to check the customs website before they fly.</p></div></article></main><footer><p>© Daily Ledger</p></footer></body></html>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://dailyledger.example/travel/2026/11/customs-allowances", Site: "dailyledger.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"duty-free articles worth up to 430 euros", "such as perfumes, count"} {
		if !strings.Contains(art.Body, w) {
			t.Errorf("body lacks %q:\n%s", w, art.Body)
		}
	}
}
