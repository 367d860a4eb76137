package extract

import (
	"golang.org/x/net/html"
	"strings"
	"testing"
)

// boundsBody is the body the heuristic's container and cleaning give
// page, whose headline is title and whose byline names authors.
func boundsBody(t *testing.T, page, title string, authors []string) string {
	t.Helper()
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	return renderBlocks(cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{title: title, authors: authors}))
}

// boundsProse is a paragraph of a story long enough to read as prose.
var boundsProse = strings.Repeat("The council closed both bridges before dawn as the river rose through the night. ", 3)

// TestBodyDropsAuthorBio checks that a closing paragraph saying who the
// byline's author is leaves the body, in any template, and that a
// paragraph naming someone else, or the author amid the story, stays.
func TestBodyDropsAuthorBio(t *testing.T) {
	for _, tc := range []struct {
		last string
		keep bool
	}{
		{"<em>Jane Roe is a reporter covering courts and public health for the Valley Ledger, where she has worked since 2019.</em>", false},
		{"Anna Berg ist Redakteurin im Ressort Region und berichtet seit zehn Jahren über Verkehr und Kommunalpolitik.", false},
		{"Jane Roe writes about courts and public health for the Ledger and teaches journalism at the state college.", false},
		{"Tom Reyes is the council's longest-serving member and voted against the plan.", true},
	} {
		page := `<html><body><article><h1>Flood closes bridges</h1><p>By Jane Roe</p><p>` + boundsProse + `</p><p>` +
			boundsProse + `</p><p>` + tc.last + `</p></article></body></html>`
		body := boundsBody(t, page, "Flood closes bridges", []string{"Jane Roe", "Anna Berg"})
		last := strings.TrimSpace(strings.NewReplacer("<em>", "", "</em>", "").Replace(tc.last))
		if got := strings.Contains(body, last); got != tc.keep {
			t.Errorf("%q kept = %v, want %v; body:\n%s", last, got, tc.keep, body)
		}
		if !strings.Contains(body, strings.TrimSpace(boundsProse)) {
			t.Errorf("the story lost its paragraphs:\n%s", body)
		}
	}
}

// TestBodyDropsCaptionClassesAndPageLinks checks an Italian caption's
// class and WordPress's links to a post's other pages.
func TestBodyDropsCaptionClassesAndPageLinks(t *testing.T) {
	page := `<html><body><article><h1>Flood closes bridges</h1><p>` + boundsProse + `</p>` +
		`<div class="foto"><img src="/a.jpg"><p class="didascalia">Il ponte chiuso nella notte di martedì</p></div><p>` + boundsProse +
		`</p><div class="page-links">Pages: <span>1</span> <a href="/x/2/">2</a></div></article></body></html>`
	body := boundsBody(t, page, "Flood closes bridges", nil)
	for _, junk := range []string{"Il ponte chiuso", "Pages:"} {
		if strings.Contains(body, junk) {
			t.Errorf("body holds %q:\n%s", junk, body)
		}
	}
}

// TestCaptionLineBracketedCredit checks a caption ending in its photo
// credit in brackets against a sentence with a bracketed aside.
func TestCaptionLineBracketedCredit(t *testing.T) {
	for s, want := range map[string]bool{
		"Il chiostro restaurato dell'ex convento (foto Ansa)":     true,
		"The new bridge at dusk (Photo: City of Lund)":            true,
		"The mayor posted a picture of the bridge (photo below).": false,
		"The photo (2019) shows the old bridge.":                  false,
		"Readers sent us this image (picture)":                    false,
		"Wie die Grafik zeigt, sinkt der Pegel seit Mai (Bild 3)": false,
	} {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestLeadAboveHeadline checks a standfirst that a hero block sets
// before the headline, outside the article: it is the lead and opens
// the body. A teaser above the headline is another story's and stays
// out.
func TestLeadAboveHeadline(t *testing.T) {
	para := "<p>The council voted nine to two on Tuesday to close Harbour Road to cars on weekends from April.</p>"
	for _, tc := range []struct{ class, lead string }{
		{"standfirst", "Weekend ban on traffic made permanent despite traders' doubts"},
		{"teaser", ""},
	} {
		text := "Weekend ban on traffic made permanent despite traders' doubts"
		page := `<html><head><meta property="og:title" content="Harbour Road to go car-free"></head><body>` +
			`<div class="hero"><p class="` + tc.class + `">` + text + `</p><img src="/a.jpg"></div><main><article>` +
			`<h1>Harbour Road to go car-free</h1><div class="article-body">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
		if art.Lead != tc.lead {
			t.Errorf("class %q: lead = %q, want %q", tc.class, art.Lead, tc.lead)
		}
		if tc.lead != "" && !strings.HasPrefix(art.Body, tc.lead+"\n") {
			t.Errorf("class %q: body should open with the lead:\n%s", tc.class, art.Body)
		}
	}
}

// TestBodyDropsHeadlineWithKicker checks that the headline leaves the
// body when its kicker stands apart from it, inside the heading or on a
// line above it, and the metadata title joins the two with a colon: the
// words are the title's, the punctuation is not. A heading that only
// shares the title's words in part, or comes after the story's first
// paragraph, stays.
func TestBodyDropsHeadlineWithKicker(t *testing.T) {
	const title = "Nach Gaetz-Rückzug: Trump-Anwältin soll Justizministerin werden"
	for _, tc := range []struct {
		name, head, gone string
	}{
		{"kicker span inside the h1", `<h1><span class="topline">Nach Gaetz-Rückzug</span> <span class="headline">Trump-Anwältin soll Justizministerin werden</span></h1>`,
			"Trump-Anwältin soll Justizministerin werden"},
		{"kicker line above the h1", `<p class="topline">Nach Gaetz-Rückzug</p><h1>Trump-Anwältin soll Justizministerin werden</h1>`,
			"Trump-Anwältin soll Justizministerin werden"},
	} {
		page := `<html><body><article>` + tc.head + `<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
		body := boundsBody(t, page, title, nil)
		if strings.Contains(body, tc.gone) || strings.Contains(body, "Nach Gaetz") {
			t.Errorf("%s: the headline stayed in the body:\n%s", tc.name, body)
		}
		if !strings.Contains(body, strings.TrimSpace(boundsProse)) {
			t.Errorf("%s: the story lost its paragraphs:\n%s", tc.name, body)
		}
	}
	// A section heading that shares only some of the title's words, and
	// a heading repeating the kicker after the story began, are the
	// story's.
	page := `<html><body><article><h1>Trump-Anwältin soll Justizministerin werden</h1><p>` + boundsProse + `</p>` +
		`<p>Nach Gaetz-Rückzug</p><h2>Was die Justizministerin werden soll</h2><p>` + boundsProse + `</p></article></body></html>`
	body := boundsBody(t, page, title, nil)
	for _, keep := range []string{"Nach Gaetz-Rückzug", "Was die Justizministerin werden soll"} {
		if !strings.Contains(body, keep) {
			t.Errorf("%q left the body:\n%s", keep, body)
		}
	}
}

// TestBodyDropsClosingSourceLine checks that a short line crediting the
// story's sources at its end leaves the body, and that such a label
// before a sentence, or amid the story, stays.
func TestBodyDropsClosingSourceLine(t *testing.T) {
	for _, tc := range []struct {
		mid, last string
		keep      bool
	}{
		{"", "Quelle: ntv.de, ino/dpa", false},
		{"", "Source: AFP, Reuters", false},
		{"", "Źródło: PAP", false},
		{"", "Nguồn tin: Báo Miền Tây", false},
		{"", "Источник: ТАСС", false},
		{"", "Sumber: Antara", false},
		{"", "Source: the figures were collected by the county's flood office over ten years.", true},
		{"<p>Quelle: Stadtverwaltung</p>", "The bridges reopen on Monday, the council said.", true},
	} {
		page := `<html><body><article><h1>Flood closes bridges</h1><p>` + boundsProse + `</p>` + tc.mid + `<p>` +
			boundsProse + `</p><p>` + tc.last + `</p></article></body></html>`
		body := boundsBody(t, page, "Flood closes bridges", nil)
		if got := strings.Contains(body, tc.last); got != tc.keep {
			t.Errorf("%q kept = %v, want %v; body:\n%s", tc.last, got, tc.keep, body)
		}
		if tc.mid != "" && !strings.Contains(body, "Quelle: Stadtverwaltung") {
			t.Errorf("the source line amid the story left the body:\n%s", body)
		}
	}
}

// TestBodyKeepsIntroBeforeTitleWordsHeading checks that a subheading
// repeating the title's words with other punctuation ("Low-Light" for
// "Low Light") after the story's opening paragraphs does not cut them as
// the header above the headline: the words alone match the headline
// only before the story's prose.
func TestBodyKeepsIntroBeforeTitleWordsHeading(t *testing.T) {
	const title = "The Best Houseplants for Low Light Spaces"
	intro := "Are all your houseplants competing for space near the brightest window in your home? Many popular houseplants can thrive beyond those sunny spots."
	page := `<html><body><article><p>` + intro + `</p><p>` + boundsProse + `</p>` +
		`<h2>The Best Houseplants for Low-Light Spaces</h2><p>` + boundsProse + `</p></article></body></html>`
	body := boundsBody(t, page, title, nil)
	for _, keep := range []string{intro, "The Best Houseplants for Low-Light Spaces"} {
		if !strings.Contains(body, keep) {
			t.Errorf("%q left the body:\n%s", keep, body)
		}
	}
}
