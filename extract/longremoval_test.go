package extract

import (
	"strings"
	"testing"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
)

// A set's removal XPaths that take most of the body container's text
// because what they remove is long: the next story an endless page
// appends inside the container, a long comment thread, the transcript
// of a podcast under its short write-up. Their text is not the article's.
func TestApplyLongRemovalsStayRemoved(t *testing.T) {
	para := func(s string) string { return "<p>" + s + "</p>" }
	story := para("The council approved the new cycle lane on Harbour Road after a two-hour debate on Tuesday night.") +
		para("Work is due to start in March and will take about six months, the council said in a statement.") +
		para("Shopkeepers on the road had asked for loading bays to be kept, and the plan keeps four of them.")
	long := func(s string) string { return strings.Repeat(para(s), 12) }
	for _, tt := range []struct{ name, remove, removed, marker string }{
		{"the next story of an endless page", "//div[@class='next-story']",
			`<div class="next-story"><h2>Ferry timetable changes from Monday</h2>` + long("Ferry passengers will see earlier sailings on weekdays as the operator changes its winter timetable.") + `</div>`, "Ferry passengers"},
		{"a podcast's transcript", "//div[@class='episode-transcript']",
			`<div class="episode-transcript"><h2>Transcript</h2>` + long("HOST: Welcome back to the show, today we talk about the cycle lane and what it means for the road.") + `</div>`, "Welcome back"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			set, err := selectors.Compile(&selectors.Set{
				Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//div[@class='story-body']"}},
				Remove: []string{tt.remove},
			})
			if err != nil {
				t.Fatal(err)
			}
			doc, err := html.Parse(strings.NewReader(`<html><body><h1>Cycle lane approved</h1><div class="story-body">` + story + tt.removed + `</div></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewApplier().Apply(set, &Page{URL: "https://www.harbour.example/news/cycle-lane", Doc: doc})
			if !strings.Contains(art.Body, "Shopkeepers") {
				t.Errorf("body lacks the story:\n%s", art.Body)
			}
			if strings.Contains(art.Body, tt.marker) {
				t.Errorf("body holds the removed %q:\n%s", tt.marker, art.Body)
			}
		})
	}
}
