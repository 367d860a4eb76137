package extract

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
)

// A site that signs none of its stories: its set, learned on another of
// its pages, found no author there. On an unsigned page whose only
// byline is an editor's pick under the text (one teaser, with its
// headline link and its author), no author is the article's.
func TestUnsignedSiteKeepsNoAuthor(t *testing.T) {
	page := `<html><head><title>Harbour wall repaired</title></head><body><main><article><h1>Harbour wall repaired before winter storms</h1>` +
		`<div class="text">` + strings.Repeat("<p>Contractors finished repairing the harbour wall on Friday, two weeks ahead of the winter storm season.</p>", 5) + `</div></article>` +
		`<div class="pick"><h3>Editor's pick</h3><a href="/news/ferry-timetable">Ferry timetable changes from Monday</a> <p class="byline">By Ann Lee</p></div>` +
		`</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {"//h1"},
		selectors.Body:  {"//div[@class='text']"},
	}, Scores: map[string]float64{}, ValidatedOn: []string{"https://www.harbour.example/news/other"}})
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Sets: fixedSet{set}, Applier: NewApplier()}
	art, err := x.Extract(context.Background(), &Page{URL: "https://www.harbour.example/news/wall", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(art.Authors, "; "); got != "" {
		t.Errorf("authors = %q, want none", got)
	}
}
