package extract

// Misfires of the crawl classifier's site-page, consent, calendar and
// hub rules that stop 44's review of classprobe4 proved.

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyConsentTagClass: WordPress writes a post's tags and
// categories into its <article>'s class ("tag-consent", "tag-gdpr",
// "category-cookies"); a story tagged so is no consent wall.
func TestClassifyConsentTagClass(t *testing.T) {
	p := `<p>The regional parliament voted on Thursday to change the criminal code, after months of debate between the governing coalition and the opposition, and the new rules apply from the first of January.</p>`
	for _, class := range []string{"post-4711 post type-post status-publish category-politik tag-consent tag-law", "post tag-gdpr", "post category-cookies"} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body><div id="primary"><article class="` + class + `"><h1 class="entry-title">Parliament passes the consent law after a long debate</h1>` + p + p + p + `</article></div></body></html>`))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want %s", class, got, KindArticle)
		}
		if got, _ := ClassifyCrawled(doc, "https://a.example/?p=4711", false); got != KindArticle {
			t.Errorf("%s: ClassifyCrawled(/?p=4711) = %s, want %s", class, got, KindArticle)
		}
	}
}

// TestClassifyCalendarLinkInStory: a story marked og:type=article that
// links a calendar file for the date it reports (an election day, a
// club's fixtures) is a story; an event's page says so in its JSON-LD.
func TestClassifyCalendarLinkInStory(t *testing.T) {
	p := `<p>The president signed the decree on Thursday: the country votes on the fourteenth of March, two months earlier than planned, after the coalition collapsed over the budget in the autumn.</p>`
	story := `<main><h1>Snap election set for the fourteenth of March</h1>` + p + p + p + `<div class="add-to-calendar"><a href="/elections/2027-03-14.ics">Add election day to your calendar</a></div></main>`
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body>` + story + `</body></html>`))
	if got, _ := ClassifyCrawled(doc, "https://a.example/politics/snap-election-set", true); got != KindArticle {
		t.Errorf("story: ClassifyCrawled = %s, want %s", got, KindArticle)
	}
	doc, _ = html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"><script type="application/ld+json">{"@type":"Event","name":"Book fair"}</script></head><body>` + story + `</body></html>`))
	if got := Classify(doc); got != KindListing {
		t.Errorf("event: Classify = %s, want %s", got, KindListing)
	}
}

// TestAddsToCalendarParam: only a query parameter named ical asks for a
// calendar file; "vertical=", "critical=", "political=" do not.
func TestAddsToCalendarParam(t *testing.T) {
	for _, href := range []string{"https://a.example/events/fair/?ical=1", "/events/?eventDisplay=list&ical=1"} {
		if !addsToCalendar(href) {
			t.Errorf("addsToCalendar(%s) = false, want true", href)
		}
	}
	for _, href := range []string{"https://deals.example/travel?vertical=hotels", "/search?q=storm&critical=1", "https://poll.example/results?political=left"} {
		if addsToCalendar(href) {
			t.Errorf("addsToCalendar(%s) = true, want false", href)
		}
	}
	// A story, no og:type, with a partner's link under it.
	p := `<p>The storm brought down trees across the county on Sunday night, and more than four thousand homes were still without power on Monday morning, the network operator said in a statement.</p>`
	doc, _ := html.Parse(strings.NewReader(`<html><head></head><body><main><h1>Storm leaves thousands without power in the county</h1><div class="byline">27 November 2026</div>` + p + p + p + `<div class="partner"><a href="https://deals.example/travel?vertical=hotels">Hotel deals near you</a></div></main></body></html>`))
	if got := Classify(doc); got != KindArticle {
		t.Errorf("story with a ?vertical= link: Classify = %s, want %s", got, KindArticle)
	}
}

// TestClassifyServiceURLFeedStory: a feed's item is a post, never a
// site's imprint or privacy page, though its slug is such a word
// (Substack's "/p/privacy" for a post titled "Privacy").
func TestClassifyServiceURLFeedStory(t *testing.T) {
	p := `<p>Last week a reader asked me why I stopped posting photos of my children online. The short answer is that I no longer believe anything I put on the internet stays where I put it, and the long answer is this post.</p>`
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body><main><h1>Privacy</h1><div class="meta">Nov 27, 2026</div>` + p + p + p + `</main></body></html>`))
	for _, u := range []string{"https://annawrites.substack.com/p/privacy", "https://annawrites.substack.com/p/the-jobs"} {
		if got, _ := ClassifyCrawled(doc, u, true); got != KindArticle {
			t.Errorf("feed item %s: ClassifyCrawled = %s, want %s", u, got, KindArticle)
		}
	}
	if got, _ := ClassifyCrawled(doc, "https://a.example/privacy-policy/", false); got != KindListing {
		t.Errorf("/privacy-policy/ by a link: ClassifyCrawled = %s, want %s", got, KindListing)
	}
}

// TestClassifyOGArticleShortHeadline: a breaking story of one paragraph
// under a short headline of a few words ("Pope Francis dies"), its related stories below, its time
// outside the block, is a story when marked og:type=article: a hub's
// name is a word or two.
func TestClassifyOGArticleShortHeadline(t *testing.T) {
	related := `<div class="related"><h2>Read more</h2>`
	for _, s := range []string{"a", "b", "c", "d"} {
		related += `<div class="teaser"><h3><a href="/world/story-` + s + `">The life of the first pope from Latin America in pictures</a></h3></div>`
	}
	related += `</div>`
	for _, c := range []struct{ h1, p string }{
		{"Pope Francis dies", `<p>Pope Francis has died at the age of 89, the Vatican said on Monday morning. He led the Catholic Church for twelve years and was the first pope from Latin America. Cardinals will gather in Rome to elect his successor.</p>`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body><main><h1>` + c.h1 + `</h1>` + c.p + related + `</main></body></html>`))
		if got, _ := ClassifyCrawled(doc, "https://a.example/world/pope-francis-dies", true); got != KindArticle {
			t.Errorf("%s: ClassifyCrawled = %s, want %s", c.h1, got, KindArticle)
		}
	}
}

// TestServiceURLPluginSlugs: Complianz, on a million WordPress sites,
// names its pages by region ("/cookie-policy-eu/",
// "/privacy-statement-eu/"), and WordPress numbers a second page of a
// taken slug ("/privacy-policy-2/").
func TestServiceURLPluginSlugs(t *testing.T) {
	for _, u := range []string{"https://a.example/cookie-policy-eu/", "https://a.example/privacy-statement-eu/", "https://a.example/cookie-policy-uk/", "https://a.example/privacy-policy-2/"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/eu-privacy-rules", "https://a.example/2026-jobs", "https://a.example/jobs-12"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestClassifyConsentWallHeadings: a consent wall whose heading is an
// <h2> is one too; a story is no wall when a cookie banner above it
// carries an <h1> of its own.
func TestClassifyConsentWallHeadings(t *testing.T) {
	p := `<p>La Cronaca del Lago e i suoi partner utilizzano cookie e tecnologie simili per archiviare e accedere a informazioni sul dispositivo, per mostrare pubblicità e contenuti personalizzati e per misurarne le prestazioni.</p>`
	doc, _ := html.Parse(strings.NewReader(`<html><head></head><body><main><div id="sp-consent" class="consent-layer"><div class="box"><h2>Prima di continuare</h2>` + p + p + p + `</div></div></main></body></html>`))
	if got := Classify(doc); got != KindListing {
		t.Errorf("wall under an h2: Classify = %s, want %s", got, KindListing)
	}
	s := `<p>I vigili del fuoco hanno chiuso il ponte sul Po dopo che una squadra di tecnici ha trovato crepe profonde in due piloni durante un controllo di routine, e il traffico è deviato sulla statale fino alla fine dei lavori di messa in sicurezza.</p>`
	doc, _ = html.Parse(strings.NewReader(`<html><head></head><body><div class="cookie-banner"><h1>Rispettiamo la tua privacy</h1><p>Usiamo cookie tecnici e, con il tuo consenso, di profilazione.</p><button>Accetta</button></div><main><h1>Chiuso il ponte sul Po per crepe nei piloni</h1>` + s + s + s + `</main></body></html>`))
	if got := Classify(doc); got != KindArticle {
		t.Errorf("story under a banner's h1: Classify = %s, want %s", got, KindArticle)
	}
}
