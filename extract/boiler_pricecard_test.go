package extract

import "testing"

// TestPriceCardLeavesBody: a product callout that no paid link marks,
// set between a shop blog's or a listicle's paragraphs (the product's
// name, its price alone or at a shop, and a "Shop now" link), goes with
// its name. A price on a line of its own with no link beside it, or a
// price in a list of the story's, leaves the lines around it alone.
func TestPriceCardLeavesBody(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the harvest came in three weeks late, and the container we had booked left Cartagena without it.</p>"
	}
	for _, tt := range []struct {
		name, box string
		want, no  []string
	}{
		{"callout with a bare price", `<div class="product-callout"><img src="/h.png"><p class="product-name">Holiday Blend 2026</p><p class="price">$21.00</p><a class="btn" href="/shop/holiday">Shop now</a></div>`,
			nil, []string{"Holiday Blend 2026", "$21.00"}},
		{"card with a price at a shop", `<div class="product-card"><p>Trailpeak Merino 200 Base Layer</p><p>$89 at Summit Outfitters</p><a href="/go/1">Buy now</a></div>`,
			nil, []string{"Trailpeak Merino"}},
		{"card with a button", `<div><span>Kaffeemühle Classic</span> <span>49,90 €</span> <button>In den Warenkorb</button></div>`,
			nil, []string{"Kaffeemühle Classic"}},
		{"price with no link", `<div class="note"><p>Holiday Blend 2026</p><p>$21.00</p></div>`,
			[]string{"Holiday Blend 2026"}, nil},
		{"prices listed", `<ul><li>House blend</li><li><span>$19.00</span></li><li><a href="/shop">Shop all coffee</a></li></ul>`,
			[]string{"House blend"}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><body><article><h1>Why our holiday blend costs more</h1>` + para("First,") + para("Second,") + tt.box + para("Third,") + para("Fourth,") + `</article></body></html>`
			checkBody(t, page, append([]string{"First,", "Fourth,"}, tt.want...), tt.no)
		})
	}
}
