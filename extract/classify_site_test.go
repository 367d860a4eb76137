package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestServiceURL: a site's imprint, privacy policy, terms, contact and
// careers pages are named by such words alone; a story's slug holds
// others.
func TestServiceURL(t *testing.T) {
	for _, u := range []string{"https://a.example/impressum/", "https://a.example/privacy-policy",
		"https://a.example/contacto/", "https://a.example/umovy-vykorystannia", "https://a.example/karijere",
		"https://a.example/legal/terms-of-use", "https://a.example/politica-de-privacidad.html", "https://a.example/en/contact-us"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/privacy-rules-tighten", "https://a.example/2026/11/27/jobs-report/",
		"https://a.example/", "https://a.example/politik", "https://a.example/a/b/contact", "https://a.example/about-us/"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestClassifyServicePage: a privacy policy of long prose under its
// heading, og:type=article as WordPress themes write it, is no story at
// its URL; the same page at a story's URL is one.
func TestClassifyServicePage(t *testing.T) {
	p := `<p>We collect information you give us, such as your name, email address, postal address and payment details when you subscribe, register for an account or write to us, and information about the pages you read.</p>`
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body><main><h1>Privacy Policy</h1>` + p + p + p + `</main></body></html>`))
	if got, _ := ClassifyCrawled(doc, "https://a.example/privacy-policy/", false); got != KindListing {
		t.Errorf("ClassifyCrawled(/privacy-policy/) = %s, want %s", got, KindListing)
	}
	if got, _ := ClassifyCrawled(doc, "https://a.example/news/app-privacy-policy-changes", false); got != KindArticle {
		t.Errorf("ClassifyCrawled(/news/app-privacy-policy-changes) = %s, want %s", got, KindArticle)
	}
}

// TestClassifyJobPosting: a job ad (JSON-LD JobPosting) is no story,
// though its prose is long and its theme writes og:type=article.
func TestClassifyJobPosting(t *testing.T) {
	p := `<p>Sie berichten über Politik, Wirtschaft und Kultur in Halle und im Saalekreis, recherchieren eigene Geschichten, schreiben für Print und Online und arbeiten eng mit unseren Fotografen und dem Newsdesk zusammen.</p>`
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Redakteur"}</script></head><body><main><h1>Redakteur (m/w/d)</h1>` + p + p + p + `</main></body></html>`))
	if got := Classify(doc); got != KindListing {
		t.Errorf("Classify = %s, want %s", got, KindListing)
	}
}

// TestClassifyTitleStandIn: a short story whose headline is a styled
// <div> (no h1, h2 or h3) is found by the element that reads the page's
// <title> without the site's name, or its og:title.
func TestClassifyTitleStandIn(t *testing.T) {
	body := `<div class="article-info">Andrei Pop | 27.11.2026, 15:40</div><div class="article-content"><p>Primăria a anunțat că linia de tramvai de pe strada Horea va fi redeschisă în martie, după lucrări de modernizare care au durat un an și jumătate.</p><p>Pe traseu vor circula cele opt tramvaie noi livrate în această toamnă. Stațiile au fost mutate mai aproape de intersecții.</p><p>Biletele vor costa la fel ca până acum, iar abonamentele lunare rămân valabile pe toate liniile.</p></div>`
	for _, c := range []struct{ head, headline string }{
		{`<title>Tramvai nou pe strada Horea din martie - Gazeta de Cluj</title>`, `<div class="article-title">Tramvai nou pe strada Horea din martie</div>`},
		{`<title>Gazeta de Cluj | Tramvai nou pe strada Horea din martie</title>`, `<div class="t"><b>Tramvai nou pe strada Horea din martie</b></div>`},
		{`<title>Gazeta de Cluj</title><meta property="og:title" content="Tramvai nou pe strada Horea din martie">`, `<div class="titlu">Tramvai nou pe strada Horea din martie</div>`},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head>` + c.head + `</head><body><div class="main">` + c.headline + body + `</div></body></html>`))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want %s", c.headline, got, KindArticle)
		}
	}
	// A section's name is no headline.
	doc, _ := html.Parse(strings.NewReader(`<html><head><title>Actualitate - Gazeta de Cluj</title></head><body><div class="main"><div class="t">Actualitate</div>` + body + `</div></body></html>`))
	if got := Classify(doc); got != KindListing {
		t.Errorf("section name: Classify = %s, want %s", got, KindListing)
	}
}

// TestClassifyConsentWall: a consent wall shown instead of a story, its
// headline and long paragraphs in the consent dialog, is no story; a
// story under a cookie banner is one.
func TestClassifyConsentWall(t *testing.T) {
	p := `<p>La Cronaca del Lago e i suoi partner utilizzano cookie e tecnologie simili per archiviare e accedere a informazioni sul dispositivo, per mostrare pubblicità e contenuti personalizzati e per misurarne le prestazioni.</p>`
	wall := `<main class="consent-wall"><div class="box"><h1>Prima di continuare</h1>` + p + p + p + `</div></main>`
	doc, _ := html.Parse(strings.NewReader(`<html><head></head><body>` + wall + `</body></html>`))
	if got := Classify(doc); got != KindListing {
		t.Errorf("consent wall: Classify = %s, want %s", got, KindListing)
	}
	doc, _ = html.Parse(strings.NewReader(`<html><head></head><body class="cookies-not-set"><div id="cookie-notice">` + p + `</div><main><h1>Chiuso il ponte sul Po per crepe nei piloni</h1>` + p + p + p + `</main></body></html>`))
	if got := Classify(doc); got != KindArticle {
		t.Errorf("story under a banner: Classify = %s, want %s", got, KindArticle)
	}
}

// TestClassifyCalendarLink: an event's page links its iCalendar file;
// its description is no story.
func TestClassifyCalendarLink(t *testing.T) {
	p := `<p>The twelfth book fair brings more than a hundred and twenty publishers to the city, with readings, author talks and a children's corner every evening, and a discount of ten percent on every book.</p>`
	for _, href := range []string{"/events/book-fair-2026.ics", "https://a.example/events/book-fair/?ical=1"} {
		doc, _ := html.Parse(strings.NewReader(`<html><head></head><body><main><h1>Book fair 2026</h1><div class="when">12 December 2026</div>` + p + p + p + `<a href="` + href + `">Add to calendar</a></main></body></html>`))
		if got := Classify(doc); got != KindListing {
			t.Errorf("%s: Classify = %s, want %s", href, got, KindListing)
		}
	}
}

// TestClassifyOGArticleHub: og:type=article on a hub of teasers under
// its name (a reviews hub) does not make it a story; on a story with
// related teasers under its headline it does.
func TestClassifyOGArticleHub(t *testing.T) {
	card := func(i int) string {
		s := string(rune('a' + i))
		return `<div class="card"><h2><a href="/review/phone-` + s + `-review/">Phone ` + s + ` review: the best mid-range phone of the year</a></h2><p>A bright screen and two days of battery; charging is slow next to its rivals.</p></div>`
	}
	cards := card(0) + card(1) + card(2) + card(3)
	for _, c := range []struct{ h1, want string }{{"Reviews", KindListing}, {"Phone X review: a bright screen, a slow charger", KindArticle}} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:type" content="article"></head><body><main><h1>` + c.h1 + `</h1>` + cards + `</main></body></html>`))
		if got := Classify(doc); got != c.want {
			t.Errorf("%s: Classify = %s, want %s", c.h1, got, c.want)
		}
	}
}

// TestServiceURLAdvertisingEthics: a site's advertising page (its media
// kit, its rates) and its ethics code are its own pages too, named by
// such words alone in the site's language; a story about advertising or
// ethics says more in its slug.
func TestServiceURLAdvertisingEthics(t *testing.T) {
	for _, u := range []string{"https://a.example/advertise/", "https://a.example/advertise-with-us", "https://a.example/adverteer/",
		"https://a.example/media-kit/", "https://a.example/mediadaten", "https://a.example/werben-bei-uns/", "https://a.example/publicidad",
		"https://a.example/reklama/", "https://a.example/kodi-etik", "https://a.example/code-of-ethics/", "https://a.example/about/ethics",
		"https://a.example/kodeks-etyki", "https://a.example/deontologie", "https://a.example/editorial-standards-and-ethics/"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/advertising-market-shrinks", "https://a.example/2026/11/27/ethics-committee-clears-mayor/",
		"https://a.example/media/", "https://a.example/a/b/advertise", "https://a.example/code", "https://a.example/editorial-standards"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestServiceURLAccessibilityJoin: an accessibility statement (the EU's
// directive asks sites for one) and the pages in a careers folder named
// as an invitation ("work with us"), job adverts too, are the site's
// own; a story about accessibility and a story in a bare "/karriere/"
// section are not.
func TestServiceURLAccessibilityJoin(t *testing.T) {
	for _, u := range []string{"https://a.example/declaration-accessibilite", "https://a.example/accessibility-statement/",
		"https://a.example/erklaerung-zur-barrierefreiheit", "https://a.example/toegankelijkheidsverklaring",
		"https://a.example/deklaracja-dostepnosci", "https://a.example/declaracion-de-accesibilidad", "https://a.example/about/accessibility",
		"https://a.example/trabaja-con-nosotros/periodista-economia-santiago", "https://a.example/work-with-us/",
		"https://a.example/jobba-hos-oss/reporter-sundsvall-vikariat"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/accessibility-ramps-missing-at-stations", "https://a.example/2026/11/27/accessibility/",
		"https://a.example/karriere/gehalt-verhandeln-a-1234", "https://a.example/jobs/unemployment-falls-again",
		"https://a.example/en/work-with-us/reporter/extra"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestServiceURLCorrectionsLog: a log of corrections under its usual
// names is the site's own page; a story that a minister clarifies is not.
func TestServiceURLCorrectionsLog(t *testing.T) {
	for _, u := range []string{"https://a.example/corrections-and-clarifications/", "https://a.example/fe-de-erratas",
		"https://a.example/service/berichtigungen", "https://a.example/errata/"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/minister-clarifies-trip-costs", "https://a.example/2026/11/27/clarifications/"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestServiceURLAccessibilityElided: an accessibility statement as French
// and Catalan slugs write its elision ("declaration-d-accessibilite",
// "declaration-daccessibilite"), and in Romanian, Slovenian, Estonian and
// Greek, is the site's own page; a story's slug about accessibility is not.
func TestServiceURLAccessibilityElided(t *testing.T) {
	for _, u := range []string{"https://a.example/declaration-d-accessibilite", "https://a.example/declaration-daccessibilite/",
		"https://a.example/accessibilite-numerique", "https://a.example/declaracio-d-accessibilitat",
		"https://a.example/declaratie-de-accesibilitate", "https://a.example/izjava-o-dostopnosti",
		"https://a.example/ligipaasetavuse-teatis", "https://a.example/dilosi-prosvasimotitas"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/societe/l-accessibilite-des-gares-en-retard", "https://a.example/2026/11/27/d-accessibilite/"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestServiceURLJoinPageInFolder: a careers page named as an invitation
// under a language's folder or an about folder is the site's own, as it
// is at the root; a story's slug that starts with such words is not.
func TestServiceURLJoinPageInFolder(t *testing.T) {
	for _, u := range []string{"https://a.example/en/work-with-us", "https://a.example/es/trabaja-con-nosotros/",
		"https://a.example/about/work-with-us", "https://a.example/empresa/trabaja-con-nosotros.html",
		"https://a.example/ca/treballa-amb-nosaltres"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/news/work-with-us-say-unions", "https://a.example/en/work-with-us/reporter/extra"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}

// TestServiceURLCorrectionsLogLanguages: a log of corrections under the
// names Italian, Dutch, Polish and Nordic sites give it ("errata corrige",
// "correcties", "sprostowania", "rättelser") is the site's own page; a
// story about a correction is not.
func TestServiceURLCorrectionsLogLanguages(t *testing.T) {
	for _, u := range []string{"https://a.example/errata-corrige", "https://a.example/erratum/", "https://a.example/correcties",
		"https://a.example/sprostowania", "https://a.example/rattelser", "https://a.example/info/rettelser", "https://a.example/oikaisut"} {
		if !ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = false, want true", u)
		}
	}
	for _, u := range []string{"https://a.example/politica/errata-corrige-del-ministro-sui-conti", "https://a.example/2026/11/27/erratum/"} {
		if ServiceURL(u) {
			t.Errorf("ServiceURL(%s) = true, want false", u)
		}
	}
}
