package extract

import (
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
	} {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}
