package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyEventExportsItself: an event's page in a paper's calendar
// (The Events Calendar's, Contao's) offers its own iCalendar export, a
// link to the page itself with "?ical=1" or to its slug's .ics file, in
// a paragraph or beside it; its theme may mark it og:type=article. A
// story marked so that links another page's calendar file (the
// fixtures of a season, an event's) stays an article.
func TestClassifyEventExportsItself(t *testing.T) {
	event := `<h1>Winter walk in the fens</h1><p class="info"><time datetime="2026-12-14T13:30:00+01:00">Sunday 14 December 2026, 13:30–16:00</time></p>` +
		`<p>A ranger takes you on a three-hour walk through the fens. With luck you will see white-tailed eagles and great egrets on the way. Warm clothes and boots are advised.</p>`
	story := `<h1>Winter walks are back in the fens this December</h1><p class="info"><time datetime="2026-11-27">27 November 2026</time></p>` +
		strings.Repeat(`<p>Rangers will lead walks through the fens every Sunday in December, the park said on Thursday, after last winter's walks sold out within days and drew visitors from across the province.</p>`, 3)
	const eventURL, storyURL = "https://www.krante.example/aginda/winter-walk-in-the-fens.html", "https://www.krante.example/nijs/winter-walks-are-back"
	for _, tc := range []struct{ name, self, body, link, want string }{
		{"event, ?ical=1 in a paragraph", eventURL, event, `<p class="ical"><a href="aginda/winter-walk-in-the-fens.html?ical=1">Add to your calendar</a></p>`, KindListing},
		{"event, its .ics beside the text", eventURL, event, `<div class="export"><a href="/aginda/winter-walk-in-the-fens.ics">iCal</a></div>`, KindListing},
		{"story, another page's .ics", storyURL, story, `<p>All dates: <a href="/aginda/winter-walks-2026.ics">add them to your calendar</a>.</p>`, KindArticle},
		{"story, an event's export", storyURL, story, `<div class="export"><a href="/aginda/winter-walk-in-the-fens.html?ical=1">iCal</a></div>`, KindArticle},
	} {
		page := `<html><head><meta property="og:type" content="article"><link rel="canonical" href="` + tc.self + `"></head><body><main>` + tc.body + tc.link + `</main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestClassifyStoryLinksEventOfItsSlug: a local paper's story about a
// Christmas market, marked og:type=article, links the event's entry in
// its calendar, whose slug is the story's ("/event/christmas-market/?ical=1"
// under "/2026/11/28/christmas-market/"): another page's export, in
// another folder. The story stays an article.
func TestClassifyStoryLinksEventOfItsSlug(t *testing.T) {
	story := `<h1>Christmas market</h1><p class="info"><time datetime="2026-11-28">28 November 2026</time></p>` +
		strings.Repeat(`<p>The Christmas market opens on the square on Friday with forty stalls, a skating rink and a choir from the primary school, the town council said, after last year's market drew twice as many visitors as expected.</p>`, 3)
	for _, tc := range []struct{ name, self, link string }{
		{"an event's ?ical=1", "https://www.towncrier.example/2026/11/28/christmas-market/", `<div class="export"><a href="https://www.towncrier.example/event/christmas-market/?ical=1">iCal</a></div>`},
		{"an event's .ics", "https://www.towncrier.example/news/christmas-market.html", `<div class="export"><a href="/events/christmas-market.ics">iCal</a></div>`},
	} {
		page := `<html><head><meta property="og:type" content="article"><link rel="canonical" href="` + tc.self + `"></head><body><main>` + story + tc.link + `</main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != KindArticle {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, KindArticle)
		}
	}
}
