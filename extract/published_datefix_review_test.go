package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// The misfires a review of datefix's date rules proved (stop 46).

// TestStoryFooterDateBesideMorePosts: a blog post dated only in its own
// footer under the text ("Posted on …"), followed by a list of more posts
// whose date elements have the same markup, keeps its date: the list's
// other days must not make the post's own <article> (with its headline
// link or the text's links) an item of that list.
func TestStoryFooterDateBesideMorePosts(t *testing.T) {
	body := `<p>The council met on Tuesday evening to discuss the budget for the coming year, and the debate ran long into the night before a narrow vote.</p>` +
		`<p>Members argued over the cost of the new library, and several said the city could not afford it; <a href="https://example.org/report">read the full report from the finance committee here</a>.</p>` +
		`<p>The mayor said she would bring the plan back in the spring, after a round of public hearings in every district of the city.</p>`
	page := `<!doctype html><html lang="en"><head><title>Council delays the library budget vote</title></head><body><div id="main">` +
		`<article class="post"><h1 class="entry-title"><a href="/council-budget-vote/" rel="bookmark">Council delays the library budget vote</a></h1>` +
		`<div class="entry-content">` + body + `</div>` +
		`<footer class="entry-footer"><span class="posted-on">Posted on <time class="entry-date published">March 5, 2024</time></span> <span class="cat-links">in <a href="/c/news">News</a></span></footer></article>` +
		`<section class="more-posts"><h3>More from the blog</h3>` +
		`<div class="rp"><time class="entry-date published">February 1, 2024</time><h4><a href="/a">The library plan goes back to the drawing board</a></h4></div>` +
		`<div class="rp"><time class="entry-date published">January 12, 2024</time><h4><a href="/b">What the new budget means for your street</a></h4></div></section></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	art, _ := h.Analyze(&Page{URL: "https://blog.example.org/council-budget-vote/", Doc: doc})
	if got := first10(art.PublishedRaw); got != "2024-03-05" {
		t.Fatalf("published = %q, want 2024-03-05", art.PublishedRaw)
	}
}

// TestRailUpdateLineDatesNoPage: on a page nothing else dates, a "Last
// updated" line in a sidebar widget or the site's top bar is the
// widget's or the site's stamp, not the page's last update; one under
// the article text still dates it, in any script: a label's length is
// counted in runes ("Последнее обновление:" is 21 letters, 40 bytes),
// and Slavic nouns label it as participles do ("Aktualizacja:").
func TestRailUpdateLineDatesNoPage(t *testing.T) {
	para := "<p>" + strings.Repeat("The council met on Tuesday evening to discuss the budget for the coming year and the debate ran long. ", 3) + "</p>"
	page := func(top, after string) string {
		return `<!doctype html><html lang="en"><head><title>Council delays the library budget vote</title></head><body>` + top +
			`<main><article><h1>Council delays the library budget vote</h1><div class="body">` + strings.Repeat(para, 16) + `</div></article>` + after + `</main></body></html>`
	}
	tests := []publishedCase{
		{"aside widget", page("", `<aside class="widget"><h3>Fuel prices today</h3><p>Petrol 1.79, diesel 1.69 per litre in the region.</p><p>Last updated: 17 October 2026</p></aside>`), ""},
		{"sidebar widget", page("", `<div class="sidebar"><div class="widget"><h3>Fuel prices today</h3><p>Petrol 1.79, diesel 1.69 per litre in the region.</p><p>Last updated: 17 October 2026</p></div></div>`), ""},
		{"site top bar", page(`<header class="site-header"><div class="topbar">Last Updated: Sat, Oct 17 2026 09:12 IST</div><ul class="menu"><li><a href="/">Home</a></li><li><a href="/india">India</a></li><li><a href="/world">World</a></li></ul></header>`, ""), ""},
		{"under the text", page("", `<div class="row"><p style="text-align:right">Last updated: November 13, 2025</p></div>`), "2025-11-13"},
		{"russian noun", page("", `<div class="row"><p style="text-align:right">Последнее обновление: 13.11.2025</p></div>`), "2025-11-13"},
		{"russian participle, long in bytes", page("", `<div class="row"><p style="text-align:right">Обновлено в последний раз: 13.11.2025</p></div>`), "2025-11-13"},
		{"greek label in its own element", page("", `<div class="row"><p style="text-align:right"><span>Τελευταία ενημέρωση του άρθρου:</span> 13.11.2025</p></div>`), "2025-11-13"},
		{"polish noun", page("", `<div class="row"><p style="text-align:right">Aktualizacja: 13.11.2025</p></div>`), "2025-11-13"},
		{"czech noun", page("", `<div class="row"><p style="text-align:right">Aktualizace: 13.11.2025</p></div>`), "2025-11-13"},
		{"ukrainian noun", page("", `<div class="row"><p style="text-align:right">Оновлення: 13.11.2025</p></div>`), "2025-11-13"},
		{"serbian noun", page("", `<div class="row"><p style="text-align:right">Ажурирање: 13.11.2025</p></div>`), "2025-11-13"},
		{"no update label", page("", `<div class="row"><p style="text-align:right">Страница: 13.11.2025</p></div>`), ""},
	}
	checkPublishedDays(t, "https://example.org/news/council-budget-vote", tests)
}

// TestArticleFooterUpdateLine: on a page nothing else dates, a "Last
// updated" line in the story's own <footer> under its text (a
// WordPress "entry-footer") dates it: only the site's footer is the
// server's stamp of every page.
func TestArticleFooterUpdateLine(t *testing.T) {
	para := "<p>" + strings.Repeat("The council met on Tuesday evening to discuss the budget for the coming year and the debate ran long. ", 3) + "</p>"
	page := `<!doctype html><html lang="en"><head><title>Council delays the library budget vote</title></head><body><main><article><h1>Council delays the library budget vote</h1><div class="body">` +
		strings.Repeat(para, 16) + `</div><footer class="entry-footer"><p>Last updated: 13 November 2025</p></footer></article></main>` +
		`<footer class="site-footer"><p>© 2026 Example County. Site last updated: 2 October 2026</p></footer></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	art, _ := h.Analyze(&Page{URL: "https://example.org/news/council-budget-vote", Doc: doc})
	if got := first10(art.PublishedRaw); got != "2025-11-13" {
		t.Fatalf("published = %q, want 2025-11-13", art.PublishedRaw)
	}
}

// TestEsperantoNominativeDay: Esperanto writes a date line's day in the
// nominative ("Lundo, la 14-a de oktobro 2026"), the accusative only
// when it tells when something happened ("la 14-an de oktobro").
func TestEsperantoNominativeDay(t *testing.T) {
	page := pubPage("eo", "", "", `<p class="byline">de Petro Ŝmidt</p><p class="dato">Merkredo, la 14-a de oktobro 2026</p>`, "")
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	art, _ := h.Analyze(&Page{URL: "https://example.org/2026/universala-kongreso/", Doc: doc})
	if got := first10(art.PublishedRaw); got != "2026-10-14" {
		t.Fatalf("published = %q, want 2026-10-14", art.PublishedRaw)
	}
}

// TestPublishedUpdatedLabelVariants: the other common spellings of the
// labels the branch adds: Greek "Δημοσιεύτηκε" beside "Δημοσιεύθηκε",
// the nouns "Δημοσίευση" and "Τελευταία ενημέρωση"; Latvian "Atjaunots";
// Catalan's feminine "Actualitzada"/"Publicada" (una notícia).
func TestPublishedUpdatedLabelVariants(t *testing.T) {
	tests := []struct{ lang, line string }{
		{"el", "Ενημερώθηκε: 16.09.2026, 08:05 · Δημοσιεύτηκε: 15.09.2026, 18:30"},
		{"el", "Τελευταία ενημέρωση: 16.09.2026, 08:05 · Δημοσίευση: 15.09.2026, 18:30"},
		{"lv", "Atjaunots: 16.09.2026 08:05 · Publicēts: 15.09.2026 18:30"},
		{"ca", "Actualitzada: 16/09/2026 08:05 · Publicada: 15/09/2026 18:30"},
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	for _, tt := range tests {
		t.Run(tt.lang+" "+tt.line, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(pubPage(tt.lang, "", "", `<p class="dates">`+tt.line+`</p>`, "")))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := h.Analyze(&Page{URL: "https://example.org/a/b", Doc: doc})
			if got := first10(art.PublishedRaw); got != "2026-09-15" {
				t.Fatalf("published = %q, want 2026-09-15", art.PublishedRaw)
			}
		})
	}
}
