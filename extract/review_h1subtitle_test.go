package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// TestSubtitleInHeadlineIsNoByline checks that a subtitle set in the h1
// after a <br> in a span of its own is no byline even when it opens with
// a byline's word ("By The Numbers", a recurring explainer's name): only
// a date line there (a portal's "2026-11-20 09:36 来源：… 作者：王磊")
// gives the author.
func TestSubtitleInHeadlineIsNoByline(t *testing.T) {
	body := strings.Repeat("<p>The government set out its spending plans on Wednesday, with more money for schools and hospitals and a freeze on fuel duty for another year.</p>", 4)
	page := `<html lang="en"><head><title>Budget 2027: By The Numbers | The Valley Sentinel</title></head><body><article>` +
		`<h1>Budget 2027<br><span>By The Numbers</span></h1><p class="date">November 20, 2026</p>` + body + `</article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) }
	art, _ := h.Analyze(&Page{URL: "https://www.valleysentinel.example/2026/11/20/budget-2027-by-the-numbers", Doc: doc})
	if len(art.Authors) != 0 {
		t.Errorf("authors = %q, want none", art.Authors)
	}
}
