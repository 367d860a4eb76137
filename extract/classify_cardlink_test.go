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

// TestClassifyShortStoryUnderNewsArticle: a breaking story of two short
// paragraphs under a headline of a word or two ("Regierung gestürzt",
// "台风登陆广东"), its NewsArticle JSON-LD and a block of related cards
// below it, is a story, not a hub under its name.
func TestClassifyShortStoryUnderNewsArticle(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Regierung gestürzt"}</script>`
	cards := strings.Repeat(`<article class="card"><a href="/politik/anderer-artikel-123"><img src="/i.webp" alt=""><h3>Koalition streitet über den Haushalt für das kommende Jahr</h3></a><p>Die Verhandlungen dauern an.</p></article>`, 6)
	short := `<p>Die Regierung ist am Freitagabend nach einem verlorenen Misstrauensvotum im Parlament zurückgetreten, wie der Parlamentspräsident mitteilte.</p><p>Neuwahlen sollen im Frühjahr stattfinden; bis dahin bleibt das Kabinett geschäftsführend im Amt.</p>`
	for _, tc := range []struct{ name, body string }{
		{"two words", `<main><article><h1>Regierung gestürzt</h1><div class="meta"><time datetime="2026-11-28">28.11.2026</time></div>` + short + `</article><section class="related">` + cards + `</section></main>`},
		{"section's h1 over the story's h2", `<div class="ressort"><h1>Politik</h1></div><main><article><h2>Regierung stürzt nach Misstrauensvotum im Parlament</h2><div class="meta"><time datetime="2026-11-28">28.11.2026</time></div>` + short + `</article><section class="related"><h2>Mehr zum Thema</h2>` + cards + `</section></main>`},
		{"chinese", `<main><article><h1>台风登陆广东</h1><div class="meta"><time>2026-11-28</time></div><p>今天下午，今年第二十号台风在广东沿海登陆，登陆时中心附近最大风力十二级。当地已紧急转移群众三万余人。</p><p>气象部门预计，台风将继续向西北方向移动，强度逐渐减弱。</p></article><div class="rel">` + cards + `</div></main>`},
		// an AMP brief under its site's name, an unlinked <h1>, and a related carousel
		{"amp", `<header class="amp-wp-header"><div class="wrap"><h1 class="site-title">Daily Star</h1></div></header><article class="amp-wp-article"><header class="amp-wp-article-header"><h1 class="amp-wp-title">Fire guts shops at the main market in Onitsha</h1><div class="amp-wp-meta"><time datetime="2026-11-28">November 28, 2026</time></div></header><div class="amp-wp-article-content">` +
			strings.Repeat(`<p>A fire on Friday destroyed dozens of shops at the main market, the state fire service said, and no deaths were reported.</p>`, 2) + `</div></article><div class="related-posts"><h2>Related</h2><amp-carousel type="carousel" layout="fixed-height" height="260">` +
			strings.Repeat(`<div class="rel"><a href="/news/2026/11/27/other-story/amp/"><amp-img src="/i.jpg" width="300" height="170"></amp-img><h3>Traders count losses as another fire hits the main market in Onitsha</h3></a></div>`, 6) + `</amp-carousel></div>`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article">` + ld + `</head><body>` + tc.body + `</body></html>`))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, KindArticle)
		}
	}
}

// TestClassifyDatedShortStoryOverCards: a breaking story of two short
// paragraphs under a headline of two words, dated, marked
// og:type=article, with related cards linked as a whole below it, is a
// story: a hub's name stands over its teasers undated.
func TestClassifyDatedShortStoryOverCards(t *testing.T) {
	cards := strings.Repeat(`<article class="card"><a href="/politik/anderer-artikel-123"><img src="/i.webp" alt=""><h3>Koalition streitet über den Haushalt für das kommende Jahr</h3></a><p>Die Verhandlungen dauern an.</p></article>`, 6)
	short := `<p>Die Regierung ist am Freitagabend nach einem verlorenen Misstrauensvotum im Parlament zurückgetreten, wie der Parlamentspräsident mitteilte.</p><p>Neuwahlen sollen im Frühjahr stattfinden; bis dahin bleibt das Kabinett geschäftsführend im Amt.</p>`
	body := `<main><article><h1>Regierung gestürzt</h1><div class="meta"><time datetime="2026-11-28">28.11.2026</time></div>` + short + `</article><section class="related">` + cards + `</section></main>`
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body>` + body + `</body></html>`))
	if got := Classify(doc); got != KindArticle {
		t.Errorf("Classify = %s, want %s", got, KindArticle)
	}
}
