package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestEventCardLeavesBody checks that a box announcing an event beside the
// story, its facts a definition list labelled when and where ("Wanneer",
// "Waar"), goes with its heading and calendar link, while the story's
// paragraphs stay.
func TestEventCardLeavesBody(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the researcher measured how much carbon dioxide left the peat on six dairy farms over four years.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") + para("Third,") +
		`<div class="box"><h3>Promotie</h3><dl><dt>Wie</dt><dd>S. (Sanne) Vermeulen</dd><dt>Proefschrift</dt><dd>Water op peil</dd>` +
		`<dt>Wanneer</dt><dd>vrijdag 4 december 2026, 14.30 uur</dd><dt>Waar</dt><dd>Aula, Academiegebouw</dd></dl>` +
		`<a href="/agenda/promotie">Bekijk in de agenda</a></div></article></body></html>`
	checkBody(t, page, []string{"First,", "Third,"}, []string{"Promotie", "Aula, Academiegebouw", "Bekijk in de agenda"})
}

// TestEventCardSparesOtherLists checks that a definition list without
// both a time and a place label (a glossary, a report's details) stays,
// and that an event card's sentences around the list stop its growth.
func TestEventCardSparesOtherLists(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the researcher measured how much carbon dioxide left the peat on six dairy farms over four years.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") +
		`<dl><dt>Peat</dt><dd>Soil made of plant remains</dd><dt>Where</dt><dd>Mostly in the west of the country</dd></dl>` +
		para("Third,") + `</article></body></html>`
	checkBody(t, page, []string{"First,", "Soil made of plant remains", "Mostly in the west"}, nil)
	doc, err := html.Parse(strings.NewReader(`<dl><dt>Pages</dt><dd>68</dd><dt>Published</dt><dd>18 November 2026</dd></dl>`))
	if err != nil {
		t.Fatal(err)
	}
	if isEventFacts(find(doc, func(n *html.Node) bool { return n.DataAtom == atom.Dl })) {
		t.Error("a report's details list read as an event's facts")
	}
}
