package extract

import (
	"strings"
	"testing"
)

// TestLiveNoticeLeavesStorySentence: a story about a web service may say,
// as a sentence of its own, that "this page updates automatically" with
// an attribution after a comma or a dash. It is the story's sentence,
// not a live blog's notice.
func TestLiveNoticeLeavesStorySentence(t *testing.T) {
	for _, line := range []string{
		"This page updates automatically, the ministry said on Tuesday.",
		"Esta página se actualiza automáticamente, aseguró la portavoz.",
		"Aquesta pàgina s'actualitza automàticament, segons l'Ajuntament.",
		"Diese Seite aktualisiert sich automatisch – so verspricht es die Stadt.",
		"Questa pagina si aggiorna automaticamente, ha spiegato il sindaco.",
	} {
		if isLiveNotice(strings.ToLower(line)) {
			t.Errorf("isLiveNotice(%q) = true, want false: a story's sentence with its attribution", line)
		}
	}
}

// TestLiveNoticeLeavesStoryPage: the same on a whole page — the sentence
// must stay in the body.
func TestLiveNoticeLeavesStoryPage(t *testing.T) {
	p := func(s string) string { return "<p>" + s + "</p>" }
	page := `<html lang="en"><head><title>Flood map goes live</title></head><body><nav><a href="/">Home</a></nav><article><h1>Flood map goes live</h1>` +
		`<div class="story-body">` +
		p("The environment ministry on Tuesday opened a public map that shows river levels at more than four hundred gauges across the country, replacing a weekly spreadsheet.") +
		p("Residents can zoom in on their street and see whether the nearest gauge is rising, falling or steady, and sign up for a text message when it passes a warning mark.") +
		p("This page updates automatically, the ministry said on Tuesday.") +
		p("Officials said the readings come in every fifteen minutes from the gauges and that the map would be kept online during outages of the ministry's main website.") +
		`</div></article><footer>© Example</footer></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/2026/11/flood-map", Doc: doc})
	if !strings.Contains(art.Body, "This page updates automatically, the ministry said") {
		t.Errorf("body = %q, want the story's sentence 'This page updates automatically, the ministry said on Tuesday.'", art.Body)
	}
}
