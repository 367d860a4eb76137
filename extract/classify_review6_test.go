package extract

// Tests from the review of classfix6: real stories the site-page rules
// of that branch lost, each failing on the branch.

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestServiceURLAboutFolderIndexAndNumbers: the about page itself is
// left out whatever its file's name ("/about/index.html" is "/about/"),
// and a page named by a number in a company folder is a business
// section's story ("/unternehmen/siemens-12345678.html", "/company/102345678"),
// no page of the site's own.
func TestServiceURLAboutFolderIndexAndNumbers(t *testing.T) {
	for _, u := range []string{"https://a.example/about/index.html", "https://a.example/ueber-uns/index.php", "https://a.example/about-us/default.aspx",
		"https://a.example/company/102345678", "https://a.example/company/20261127-01.html", "https://a.example/unternehmen/siemens-12345678.html"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
	for _, u := range []string{"https://a.example/about/team", "https://a.example/company/history/", "https://a.example/ueber-uns/geschichte.html"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
}

// TestClassifyCompanyFolderNumberedStory: a story at a business
// section's numbered URL is stored.
func TestClassifyCompanyFolderNumberedStory(t *testing.T) {
	doc := sitePage(``, `<main><article><h1>Siemens to cut 3,000 jobs</h1><p class="dateline">27 November 2026</p>`+sitePageProse+`</article></main>`)
	if kind, _ := ClassifyCrawled(doc, "https://a.example/company/102345678", false); kind != KindArticle {
		t.Errorf("ClassifyCrawled(/company/102345678) = %s, want %s", kind, KindArticle)
	}
}

// TestClassifyPostNumbered404: "404" after a word that names a post, a
// node or a menu item is its number, not an error: WordPress's post
// 404 ("post-404", "postid-404"), Drupal's node 404 ("node-404"), a
// Joomla site's every article under menu item 404 ("itemid-404" on the
// body). Such a story stays one; "page-404", "error-404" still name
// a page not found.
func TestClassifyPostNumbered404(t *testing.T) {
	for _, c := range []struct{ body, open, close string }{
		{`single single-post postid-404 single-format-standard`, `<article id="post-404" class="post-404 post type-post status-publish format-standard hentry">`, `</article>`},
		{`page-node node-type-article`, `<article class="node node-404 node-article">`, `</article>`},
		{`site com_content view-article no-layout no-task itemid-404`, `<div class="item-page">`, `</div>`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head></head><body class="` + c.body + `"><main>` + c.open +
			`<h1>New school opens in the valley</h1>` + sitePageProse + c.close + `</main></body></html>`))
		if kind, _ := ClassifyCrawled(doc, "https://a.example/news/new-school-opens-in-the-valley", false); kind != KindArticle {
			t.Errorf("<body class=%q>%s: ClassifyCrawled = %s, want %s", c.body, c.open, kind, KindArticle)
		}
	}
	for _, v := range []string{"page-404", "error-404", "td-404-title", "404"} {
		if !namesError(v) {
			t.Errorf("namesError(%q) = false, want true", v)
		}
	}
}

// TestClassifyErrorClassUnderNewsArticle: a page whose JSON-LD says
// NewsArticle is a story, whatever words its classes hold above the
// headline. A soft 404's template writes no article's JSON-LD; a story's
// does, and its classes may name an error by accident: WordPress's
// post 404 ("post-404", "postid-404"), a slug in the body's class
// ("post-human-error"), a framework's error-boundary wrapper.
func TestClassifyErrorClassUnderNewsArticle(t *testing.T) {
	const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Human error blamed for rail crash"}</script>`
	for _, c := range []struct{ body, open, close string }{
		{`single single-post postid-404`, `<article id="post-404" class="post-404 post type-post status-publish">`, `</article>`},
		{`single single-post postid-9123 post-human-error`, `<article>`, `</article>`},
		{`app`, `<div class="error-boundary"><article>`, `</article></div>`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head>` + ld + `</head><body class="` + c.body + `"><main>` + c.open +
			`<h1>Human error blamed for rail crash</h1>` + sitePageProse + c.close + `</main></body></html>`))
		if kind, second := ClassifyCrawled(doc, "https://a.example/news/human-error", false); kind != KindArticle {
			t.Errorf("<body class=%q>%s: ClassifyCrawled = %s (second look %v), want %s", c.body, c.open, kind, second, KindArticle)
		}
	}
}

// TestClassifyEpisodeSeriesInOtherBlock: a site's layout writes its show
// (PodcastSeries) in a JSON-LD block of its own on every page, the
// episode's page adds its PodcastEpisode in another block. The episode
// is on the page: it is left to its text, as when one @graph holds
// both; the show's own page, its series alone, stays a listing.
func TestClassifyEpisodeSeriesInOtherBlock(t *testing.T) {
	const u = "https://a.example/podcasts/voices-of-the-valley-weekly"
	series := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"PodcastSeries","name":"Voices of the Valley"}</script>`
	episode := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"PodcastEpisode","name":"The mill by the river","partOfSeries":{"@type":"PodcastSeries","name":"Voices of the Valley"}}</script>`
	body := `<main><h1>The mill by the river</h1><div class="about">` + sitePageProse + `</div></main>`
	for _, head := range []string{series + episode, episode + series} {
		if kind, second := ClassifyCrawled(sitePage(head, body), u, true); kind != KindArticle {
			t.Errorf("an episode's page, its series in another block: ClassifyCrawled = %s (second look %v), want %s", kind, second, KindArticle)
		}
	}
	if kind, second := ClassifyCrawled(sitePage(series, body), u, true); kind != KindListing || second {
		t.Errorf("a series' page: ClassifyCrawled = %s, second look %v; want %s and none", kind, second, KindListing)
	}
}

// TestClassifyClipUnderSeries: a clip's page (TVClip, RadioClip) of a
// show, the show's series named beside it, is one programme's item, left
// to its text as an episode's page is.
func TestClassifyClipUnderSeries(t *testing.T) {
	const u = "https://a.example/tv/evening-show/clip-the-mill-by-the-river"
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"TVSeries","name":"Evening Show"},{"@type":"TVClip","name":"The mill by the river","partOfSeries":{"@type":"TVSeries","name":"Evening Show"}}]}</script>`
	body := `<main><h1>The mill by the river</h1><div class="about">` + sitePageProse + `</div></main>`
	if kind, second := ClassifyCrawled(sitePage(ld, body), u, true); kind != KindArticle {
		t.Errorf("a clip's page under its series: ClassifyCrawled = %s (second look %v), want %s", kind, second, KindArticle)
	}
}

// TestClassifyErrorWordInSlugClass: themes write the post's slug into the
// body's class ("post-{slug}", the common add_slug_body_class snippet),
// so a story about an error, a 404 or a thing not found carries the word
// in a long class of its <body>. That names the story's subject, not an
// error's box: the story stays one.
func TestClassifyErrorWordInSlugClass(t *testing.T) {
	for _, c := range []struct{ u, body string }{
		{"https://a.example/news/human-error-blamed-for-rail-crash", `post-template-default single single-post postid-9123 single-format-standard post-human-error-blamed-for-rail-crash`},
		{"https://a.example/tech/why-you-still-see-404-pages-online", `single single-post postid-9124 post-why-you-still-see-404-pages-online`},
		{"https://a.example/local/missing-hiker-not-found-after-three-days", `single postid-9125 post-missing-hiker-not-found-after-three-days`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head></head><body class="` + c.body + `"><main><article><h1>A story under its headline</h1>` + sitePageProse + `</article></main></body></html>`))
		if kind, _ := ClassifyCrawled(doc, c.u, false); kind != KindArticle {
			t.Errorf("<body class=%q>: ClassifyCrawled = %s, want %s", c.body, kind, KindArticle)
		}
	}
	// A soft 404's box keeps its short class.
	doc := sitePage(``, `<main><div class="page-error-box"><h1>This page could not be found</h1>`+sitePageProse+`</div></main>`)
	if kind, _ := ClassifyCrawled(doc, "https://a.example/news/new-school-opens-in-the-valley", true); kind != KindListing {
		t.Errorf("page-error-box: ClassifyCrawled = %s, want %s", kind, KindListing)
	}
}
