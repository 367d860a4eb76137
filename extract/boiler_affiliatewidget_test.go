package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestAffiliateCardMinorHeading checks that a paid link's card naming
// its product in a minor heading, with a badge, its figures and its fine
// print in <small>, is taken as a card, and that a guide's product
// heading (h3) over its paid link, or a minor heading over the link
// alone, or a sentence beside the link, is not.
func TestAffiliateCardMinorHeading(t *testing.T) {
	link := `<a class="btn" href="/go/northpeak/" rel="sponsored nofollow">Open account</a>`
	for _, tc := range []struct {
		name, box string
		card      bool
	}{
		{"widget", `<div class="product-card"><span>Our pick</span><h4>Northpeak Bank High Yield Savings</h4><p>3.85% APY · No minimum balance · No monthly fees</p>` +
			link + `<small>On Northpeak Bank's secure site. Member FDIC.</small></div>`, true},
		// Must not fire.
		{"guide heading", `<div class="pick"><span>Our pick</span><h3>Northpeak Bank High Yield Savings</h3><p>3.85% APY · No minimum balance</p>` + link + `</div>`, false},
		{"heading over link", `<div class="pick"><h4>Northpeak Bank High Yield Savings</h4>` + link + `</div>`, false},
		{"sentence", `<div class="pick"><h4>Northpeak Bank</h4><p>We moved our own savings there in March.</p>` + link + `</div>`, false},
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body><article><p>` + boundsProse + `</p>` + tc.box + `<p>` + boundsProse + `</p></article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		root := find(doc, func(n *html.Node) bool { return n.Data == "article" })
		if got := len(affiliateCards(root)) > 0; got != tc.card {
			t.Errorf("%s: card %v, want %v", tc.name, got, tc.card)
		}
	}
}
