package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A data story opens with a highlighted figure and its caption; the
// figure is the story's.
func TestLeadFigureStays(t *testing.T) {
	p := strings.Repeat("<p>The agency counted the people who left their homes after the floods, and the count kept growing for weeks.</p>", 4)
	page := `<html><body><article><h1>The year of the floods</h1><div class="stat"><p>1.2M</p><p>people displaced</p></div>` + p + `</article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example.com/data/floods-2026", Doc: doc})
	body := art.Body
	if !strings.Contains(body, "1.2M") {
		t.Errorf("body lost the lead figure:\n%s", body)
	}
}
