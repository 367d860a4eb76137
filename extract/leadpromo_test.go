package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestLeadAboveHeadlineNotPromo checks that a promo box above the
// headline, with a headline of its own and a "lead" class, gives no
// lead: its paragraph is the other story's summary.
func TestLeadAboveHeadlineNotPromo(t *testing.T) {
	para := "<p>The council voted nine to two on Tuesday to close Harbour Road to cars on weekends from April.</p>"
	page := `<html><head><meta property="og:title" content="Harbour Road to go car-free"></head><body>` +
		`<div class="lead-story"><h2><a href="/other">Storm cuts power to 20,000 homes</a></h2>` +
		`<p>Crews worked through the night to restore lines brought down by the gale across the county.</p></div><main><article>` +
		`<h1>Harbour Road to go car-free</h1><div class="article-body">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
	if art.Lead != "" || strings.Contains(art.Body, "Crews worked") {
		t.Errorf("lead = %q, body:\n%s", art.Lead, art.Body)
	}
}

// TestStraplineAboveHeadlineIsNoLead: a strapline set above the
// headline is its kicker (UK usage), not the standfirst.
func TestStraplineAboveHeadlineIsNoLead(t *testing.T) {
	para := "<p>The council voted nine to two on Tuesday to close Harbour Road to cars on weekends from April.</p>"
	page := `<html><head><meta property="og:title" content="Harbour Road to go car-free"></head><body>` +
		`<div class="hero"><div class="strapline"><p>Cost of living: what the council's new traffic plan means for you and your family.</p></div>` +
		`<h1>Harbour Road to go car-free</h1></div><main><article><div class="article-body">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
	if art.Lead != "" || strings.Contains(art.Body, "Cost of living") {
		t.Errorf("lead = %q, body:\n%s", art.Lead, art.Body)
	}
}
