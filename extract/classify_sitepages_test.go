package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// sitePageProse is three long paragraphs: an article's text to
// structure alone.
const sitePageProse = `<p>The paper was founded in 1921 by a printer and two teachers who wanted the valley to have a voice of its own, and for its first ten years it came out twice a week on four pages.</p>` +
	`<p>After the war the paper moved to the old mill by the river, bought its first rotary press and began to publish every morning but Sunday, with offices in the three market towns.</p>` +
	`<p>Today a newsroom of twenty reporters, editors and photographers writes for the website, the apps and the printed paper, which still reaches some thirty thousand homes each week.</p>`

func sitePage(head, body string) *html.Node {
	doc, _ := html.Parse(strings.NewReader(`<html><head>` + head + `</head><body>` + body + `</body></html>`))
	return doc
}

// TestClassifySeriesPage: a show's page (JSON-LD PodcastSeries) is no
// story, though it tells the show's story in prose and sits at a
// story-shaped URL, nor does it get a second look; an episode's page
// that names its series (PodcastEpisode, partOfSeries) is left to its
// text.
func TestClassifySeriesPage(t *testing.T) {
	const u = "https://a.example/podcasts/voices-of-the-valley-weekly"
	series := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"PodcastSeries","name":"Voices of the Valley"}</script>`
	body := `<main><h1>Voices of the Valley</h1><div class="about">` + sitePageProse + `</div></main>`
	if kind, second := ClassifyCrawled(sitePage(series, body), u, true); kind != KindListing || second {
		t.Errorf("a PodcastSeries page: ClassifyCrawled = %s, second look %v; want %s and none", kind, second, KindListing)
	}
	episode := `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"PodcastEpisode","name":"The mill by the river"},{"@type":"PodcastSeries","name":"Voices of the Valley"}]}</script>`
	if kind, _ := ClassifyCrawled(sitePage(episode, body), u, true); kind != KindArticle {
		t.Errorf("a PodcastEpisode page: ClassifyCrawled = %s, want %s", kind, KindArticle)
	}
}

// TestClassifyAboutPageType: a page typed AboutPage or ContactPage is
// the site's own, whatever its prose and its URL, and gets no second
// look.
func TestClassifyAboutPageType(t *testing.T) {
	for _, typ := range []string{`"AboutPage"`, `["WebPage","AboutPage"]`, `"ContactPage"`} {
		ld := `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":` + typ + `,"name":"Our history"}]}</script>`
		doc := sitePage(ld, `<main><h1>Our history since 1921</h1>`+sitePageProse+`</main>`)
		if kind, second := ClassifyCrawled(doc, "https://a.example/our-history-since-1921", true); kind != KindListing || second {
			t.Errorf("@type %s: ClassifyCrawled = %s, second look %v; want %s and none", typ, kind, second, KindListing)
		}
	}
}

// TestClassifySoftNotFound: a page not found served as found, its
// headline in an error's box, is no story at a story's URL, nor does it
// get a second look; a story whose classes hold "404" or "error" inside
// other words (a post's id, a tag) stays one.
func TestClassifySoftNotFound(t *testing.T) {
	const u = "https://a.example/news/new-school-opens-in-the-valley"
	apology := `<p>We are sorry, the story you are looking for may have been moved or deleted, or the link you followed may be wrong. Try the search box at the top of the page, or go back to the home page and find the latest news from the valley there.</p>`
	for _, box := range []string{`<div class="page-error">`, `<div id="notFound">`, `<div class="error-404 not-found">`, `<section class="page not-found">`} {
		doc := sitePage(``, `<main>`+box+`<h1>This page could not be found</h1>`+apology+`</`+box[1:strings.IndexAny(box, " >")]+`></main>`)
		if kind, second := ClassifyCrawled(doc, u, true); kind != KindListing || second {
			t.Errorf("%s: ClassifyCrawled = %s, second look %v; want %s and none", box, kind, second, KindListing)
		}
	}
	for _, box := range []string{`<article class="post postid-154043 tag-terror tag-error">`, `<article class="errors-none node-353404">`} {
		doc := sitePage(``, `<main>`+box+`<h1>New school opens in the valley</h1>`+sitePageProse+`</article></main>`)
		if kind, _ := ClassifyCrawled(doc, u, false); kind != KindArticle {
			t.Errorf("%s: ClassifyCrawled = %s, want %s", box, kind, KindArticle)
		}
	}
}

// TestServiceURLTeamCorrectionsAbout: a team page, a corrections
// policy and a page in a folder about the site are the site's own;
// stories about a team, a correction or a company are not, nor is the
// about page itself.
func TestServiceURLTeamCorrectionsAbout(t *testing.T) {
	for _, u := range []string{"https://a.example/a-nossa-equipa/", "https://a.example/meet-the-team", "https://a.example/unsere-redaktion",
		"https://a.example/corrections-policy", "https://a.example/company/history/", "https://a.example/about/team",
		"https://a.example/ueber-uns/geschichte.html"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/about/", "https://a.example/company/apple-beats-earnings-forecast",
		"https://a.example/sport/team-wins-the-cup-final", "https://a.example/news/corrections-officer-charged",
		"https://a.example/history/", "https://a.example/a/about/team"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}
