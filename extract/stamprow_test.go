package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A blog platform's header row under the headline ("Published in City
// Workshop · 4 min read · Nov 18, 2026") and the clap counter on a line
// of its own ("1.2K") are no part of the story; a sentence parted by a
// dot, a row without a reading time, a table's figure and a figure
// after the first paragraph are.
func TestStampRowAndCounter(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"Published in City Workshop · 4 min read · Nov 18, 2026", true},
		{"Jane Doe · Nov 18, 2026 · 6 min read", true},
		{"Opinion | 5 min read | 18 November 2026", true},
		{"Published in City Workshop · Nov 18, 2026 · Follow us on Mastodon", false},
		{"The council met on Nov 18, 2026 · the vote took 4 min. Nobody read the motion.", false},
	} {
		if got := isDateLine(tt.s) || isStampRow(tt.s); got != tt.want {
			t.Errorf("isDateLine||isStampRow(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s    string
		want bool
	}{{"1.2K", true}, {"12K", true}, {"3,4M", true}, {"23", false}, {"K2", false}, {"1.25K", false}, {"2024M", false}} {
		if got := isCompactCount(tt.s); got != tt.want {
			t.Errorf("isCompactCount(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
	body := strings.Repeat("<p>Twelve volunteers set out to record every public bench in the city, and it took them eleven weekends to finish.</p>", 4)
	page := `<html><body><article><h1>We mapped every bench in our city</h1>` +
		`<div><span>Published in</span> <a href="/city-workshop">City Workshop</a> <span>·</span> <span>4 min read</span> <span>·</span> <span>Nov 18, 2026</span></div>` +
		`<div class="votes"><p>1.2K</p></div>` + body + `<p>Volunteers counted</p><p>20k</p>` + body +
		`<table><tr><td>Benches</td><td>2.3K</td></tr><tr><td>Bins</td><td>1.1K</td></tr></table></article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://blog.example.com/city-workshop/benches-cdb2f1e0a9b3", Doc: doc})
	for _, gone := range []string{"4 min read", "1.2K"} {
		if strings.Contains(art.Body, gone) {
			t.Errorf("body keeps %q:\n%s", gone, art.Body)
		}
	}
	for _, kept := range []string{"2.3K", "20k"} {
		if !strings.Contains(art.Body, kept) {
			t.Errorf("body lost the figure %q:\n%s", kept, art.Body)
		}
	}
}
