package generate

import (
	"context"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// A site that dates its permalinks in local time and its <time> elements
// in UTC: an evening story's UTC time falls on the next day. The set
// generated from such samples still reads the date from <time>, on every
// page, the evening one dated by its URL's day.
func TestGenerateKeepsDatesOfEveningStories(t *testing.T) {
	page := func(url, title, dt string) *extract.Page {
		body := strings.Repeat("<p>The regional health agency warned of a further wave as cases surge in other regions of the country this week.</p>", 5)
		src := `<html><head><title>` + title + `</title></head><body><article><h1>` + title + `</h1><div class="meta">By Jane Doe · <time class="posted" datetime="` +
			dt + `"></time></div><div class="story">` + body + `</div></article></body></html>`
		doc, err := html.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		return &extract.Page{URL: url, Site: "news.example", Doc: doc}
	}
	evening := page("https://news.example/2024/03/05/evening-vote/", "Council passes the budget in a late vote", "2024-03-06T04:30:00Z")
	day := page("https://news.example/2024/03/07/morning-fire/", "Fire closes the main road for hours", "2024-03-07T15:00:00Z")
	other := page("https://news.example/2024/03/09/new-school/", "A new school opens in the north of town", "2024-03-09T12:00:00Z")
	set, err := NewHeuristic().Generate(context.Background(), "news.example", []*extract.Page{evening, day})
	if err != nil {
		t.Fatal(err)
	}
	c, err := selectors.Compile(set)
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range map[*extract.Page]string{evening: "2024-03-05", day: "2024-03-07T15:00:00+00:00", other: "2024-03-09T12:00:00+00:00"} {
		art, rep := extract.NewApplier().Apply(c, p)
		if art.PublishedRaw != want || !rep.Fields[selectors.Published].Found {
			t.Errorf("%s: published %q (%+v), want %q found by the set's XPaths %q", p.URL, art.PublishedRaw, rep.Fields[selectors.Published], want, set.Fields[selectors.Published])
		}
	}
}
