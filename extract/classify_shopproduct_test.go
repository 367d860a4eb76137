package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyWordPressThingPage: a shop's product page (WooCommerce) or
// an event's page made by WordPress carries its SEO plugin's
// og:type=article and a modified time, no published one, as its pages
// do; its JSON-LD says it is a product or an event. A post (a published
// time) with the same JSON-LD, a review or a preview, stays an article,
// and so does a product's page that gives no time at all (a maker's
// page the corpus takes for an article).
func TestClassifyWordPressThingPage(t *testing.T) {
	product := `<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Product","name":"100 Years of the Railway","offers":[{"@type":"Offer","price":"39.00","priceCurrency":"EUR"}]}</script>`
	event := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Newsroom AI webinar","startDate":"2026-12-03T16:00:00+08:00"}</script>`
	modified := `<meta property="article:modified_time" content="2026-11-20T10:12:44+00:00">`
	published := `<meta property="article:published_time" content="2026-11-20T10:12:44+00:00">`
	body := `<main><div class="product"><h1 class="product_title">100 Years of the Railway in Luxembourg</h1><p class="price">39,00 €</p>` +
		`<div class="description"><p>In 1859 the first train left Luxembourg for Bettembourg. A hundred years after the railway company was founded, this book tells the story of its stations, its engines and the people who worked on the line.</p>` +
		`<p>The photographs come from the paper's archive and from private collections, many of them never published before, with texts by our reporters.</p></div></div></main>`
	for _, tc := range []struct {
		name, head, want string
	}{
		{"WooCommerce product", product + modified, KindListing},
		{"WordPress event page", event + modified, KindListing},
		{"post with a product", product + published + modified, KindArticle},
		{"product page with no time", product, KindArticle},
		{"WordPress page with no thing", modified, KindArticle},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article">` + tc.head + `</head><body>` + body + `</body></html>`))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
