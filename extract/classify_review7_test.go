package extract

// Tests from the review of classprobe7: stories the explainer-hub rule
// lost (a date above the headline, other names of the published-time
// meta, an undated long read over a related grid, a dated byline <p>).

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyDatedAboveHeadline: Yoast writes article:published_time
// on the post type alone; a news site's own post type ("news",
// "story") gets og:type=article and article:modified_time only, and
// many news themes set the story's date in a kicker above its headline.
// A short story so dated, its related stories under it, is an article.
func TestClassifyDatedAboveHeadline(t *testing.T) {
	story := `<p>The harbour board voted on Tuesday evening to close the north pier to all vehicles from Monday, after divers found cracks in two of its supports.</p>` +
		`<p>Pedestrians may still use the pier until the engineers report next month, the board said.</p>`
	teasers := strings.Repeat(`<article class="post"><h3 class="post-title"><a href="/news/ferry-timetable-changes-for-winter/">Ferry timetable changes for the winter season announced</a></h3>`+
		`<p>The operator will run fewer crossings from December.</p></article>`, 6)
	for _, kicker := range []string{
		`<div class="entry-meta"><time datetime="2026-11-24T18:02:00+00:00">24 November 2026</time></div>`,
		`<span class="kicker">Harbour · 24.11.2026, 18:02</span>`,
	} {
		page := `<html><head><meta property="og:type" content="article">` +
			`<meta property="article:modified_time" content="2026-11-24T18:40:00+00:00"></head><body><main>` +
			`<div class="entry-header">` + kicker + `<h1>North pier to close to vehicles after cracks found in supports</h1></div>` +
			`<div class="entry-content">` + story + `<h2>Related</h2>` + teasers + `</div></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want article", kicker, got)
		}
		if kind, _ := ClassifyCrawled(doc, "https://example.com/news/north-pier-to-close-to-vehicles/", false); kind != KindArticle {
			t.Errorf("%s: ClassifyCrawled = %s, want article", kicker, kind)
		}
	}
}

// TestClassifyExplainerHubPublishedNames: a page that tells when it was
// published is a post, not a site's page, whatever name its meta tag
// gives the time: og:article:published_time (La Vanguardia, beside
// article:modified_time), name="article:published_time" (22 corpus
// pages), pubdate.
func TestClassifyExplainerHubPublishedNames(t *testing.T) {
	intro := `<p>For more than a century engineers have dreamed of damming the estuary, home to the second-highest tidal range in the world. On this page we bring together our explainers, our reporting from both banks and the latest on the decision, due next spring.</p>`
	teasers := strings.Repeat(`<article class="post"><h3 class="post-title"><a href="/2026/11/24/barrage-decision-delayed-to-spring/">Barrage decision delayed to spring, minister confirms</a></h3>`+
		`<div class="post-date">24 November 2026</div><p>The minister told MPs the review needs more time.</p></article>`, 8)
	modified := `<meta property="article:modified_time" content="2026-11-24T09:12:40+00:00">`
	for _, published := range []string{
		`<meta property="og:article:published_time" content="2026-11-24T09:12:40+00:00">`,
		`<meta name="article:published_time" content="2026-11-24T09:12:40+00:00">`,
		`<meta name="pubdate" content="2026-11-24T09:12:40+00:00">`,
	} {
		page := `<html><head><meta property="og:type" content="article">` + published + modified + `</head><body><main>` +
			`<div class="entry-header"><h1>The Severn Barrage explained: everything you need to know</h1></div>` +
			`<div class="entry-content">` + intro + teasers + `</div></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want article", published, got)
		}
	}
}

// TestClassifyUndatedPageStory: a story published as a WordPress page
// (a long read, an essay, a landing story) shows no date, and its SEO
// plugin writes og:type=article and article:modified_time only; a grid
// of related stories set in its content makes its block's links too
// dense for an article's. Its text is paragraphs, not a hub's
// introduction of one or two: it is an article.
func TestClassifyUndatedPageStory(t *testing.T) {
	story := `<p>When the water came over the embankment at Saltmarsh Lane, Margaret Hughes was asleep upstairs. By the time her son rang, the kitchen was knee-deep.</p>` +
		`<p>A year on, she is one of forty households still waiting to move home. The insurers have paid, the builders have not come, and the council's promise of a flood wall has slipped to 2029.</p>` +
		`<p>We spent three months on the lane, talking to the families who stayed and the ones who left, and to the engineers who say the wall should have been built a decade ago.</p>` +
		`<p>This is their story, in their words.</p>`
	teasers := strings.Repeat(`<article class="related-post"><h3 class="entry-title"><a href="/2026/11/20/flood-wall-delayed-again-council-admits/">Flood wall delayed again, council admits in letter to residents</a></h3>`+
		`<a class="more" href="/2026/11/20/flood-wall-delayed-again-council-admits/">Read the full story</a></article>`, 9)
	page := `<html><head><meta property="og:type" content="article">` +
		`<meta property="article:modified_time" content="2026-11-24T09:12:40+00:00"></head><body><main>` +
		`<div class="entry-header"><h1>Saltmarsh Lane, one year after the flood</h1></div>` +
		`<div class="entry-content">` + story + `<h2>More on the floods</h2>` + teasers + `</div></main></body></html>`
	doc, _ := html.Parse(strings.NewReader(page))
	if got := Classify(doc); got != KindArticle {
		t.Errorf("Classify = %s, want article", got)
	}
}

// TestClassifyDatedBylineParagraph: many themes set a story's byline
// and date in a <p> of their meta class under the headline ("By …,
// Environment Correspondent · 24 November 2026"), long enough to count
// as a paragraph. It dates the story: a short story so dated over its
// related stories, on a page with article:modified_time and no
// article:published_time, is an article.
func TestClassifyDatedBylineParagraph(t *testing.T) {
	story := `<p>The harbour board voted on Tuesday evening to close the north pier to all vehicles from Monday, after divers found cracks in two of its supports.</p>` +
		`<p>Pedestrians may still use the pier until the engineers report next month, the board said.</p>`
	teasers := strings.Repeat(`<article class="post"><h3 class="post-title"><a href="/news/ferry-timetable-changes-for-winter/">Ferry timetable changes for the winter season announced</a></h3>`+
		`<p>The operator will run fewer crossings from December.</p></article>`, 6)
	for _, byline := range []string{
		`<p class="entry-meta">By Margaret Hughes, Environment Correspondent · 24 November 2026</p>`,
		`<p class="byline">Von Margarete Hügel, Redakteurin für Umwelt und Verkehr | 24.11.2026, 18:02 Uhr</p>`,
	} {
		page := `<html><head><meta property="og:type" content="article">` +
			`<meta property="article:modified_time" content="2026-11-24T18:40:00+00:00"></head><body><main>` +
			`<div class="entry-header"><h1>North pier to close to vehicles after cracks found in supports</h1>` + byline + `</div>` +
			`<div class="entry-content">` + story + `<h2>Related</h2>` + teasers + `</div></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want article", byline, got)
		}
	}
}
