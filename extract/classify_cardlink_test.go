package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyHubOfCardLinks: a hub whose teasers are cards linked as a
// whole (`<a href><img><h2>…</h2></a>`, components of Astro, AMP or
// Next.js themes) stands over teasers as one of linked titles does: under
// its short name and og:type=article it is a listing. A story whose
// related cards are so linked stays an article.
func TestClassifyHubOfCardLinks(t *testing.T) {
	cards := strings.Repeat(`<article class="card"><a href="/reviews/best/best-phones-under-20000/"><img src="/img/p.webp" alt=""><h2>The best phones under 20,000 rupees</h2></a>`+
		`<p>Seven phones, three weeks of use.</p><span class="upd">Updated Nov 24</span></article>`, 8)
	intro := `<p class="intro">Every month we test more than a hundred products in our lab, comparing battery, camera, speed and price, and list the best of them here.</p>`
	story := strings.Repeat(`<p>The council voted on Tuesday to close the harbour road for six weeks from January while the sea wall is rebuilt, and buses will run on the ring road instead, adding ten minutes to the trip.</p>`, 4)
	for _, tc := range []struct{ name, body, want string }{
		{"hub", `<main><h1>Buying guides</h1>` + intro + `<section class="grid">` + cards + `</section></main>`, KindListing},
		{"story", `<main><article><h1>Harbour road to close for six weeks while the sea wall is rebuilt</h1><div class="date">27 November 2026</div>` + story + `</article><section class="related">` + cards[:len(cards)/2] + `</section></main>`, KindArticle},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body>` + tc.body + `</body></html>`))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestClassifyHubUnderNewsArticle: AMP plugins and some themes write a
// NewsArticle's JSON-LD on every page, a section's too; a section's name
// over its cards is no story. A story under a headline keeps its
// JSON-LD's word, and so does a post under a site whose logo is its
// <h1> (a picture: no name).
func TestClassifyHubUnderNewsArticle(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Sport"}</script>`
	cards := strings.Repeat(`<div class="card"><a href="/amp/sport/eagles-win-three-points/"><amp-img src="/img/se1.jpg" width="400" height="225" alt=""></amp-img><h2>Eagles take three points off Benin in Uyo</h2></a><p>Two goals in the second half settled it.</p></div>`, 5)
	story := strings.Repeat(`<p>The council voted on Tuesday to close the harbour road for six weeks from January while the sea wall is rebuilt, and buses will run on the ring road instead, adding ten minutes to the trip.</p>`, 4)
	picks := strings.Repeat(`<h2><a href="https://shop.example/camera">The Canon R8</a></h2><p>Light and quick, with the sensor of its big sister.</p>`, 10)
	for _, tc := range []struct{ name, body, want string }{
		{"section", `<main><h1>Sport</h1>` + cards + `<div class="pager"><a href="/amp/sport/page/2/">Next page</a></div></main>`, KindListing},
		{"story", `<main><h1>Harbour road to close for six weeks</h1>` + story + cards + `</main>`, KindArticle},
		{"logo", `<header><h1 class="logo"><a href="/"><img src="/logo.png" alt="Site"></a></h1></header><main><article><h1 class="entry-title"><a href="/blog/top-cameras">Top 10 cameras of the year</a></h1>` + picks + `</article></main>`, KindArticle},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head>` + ld + `</head><body>` + tc.body + `</body></html>`))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
