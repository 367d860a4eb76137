package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyPageStoryList: a service story at a story's URL is a
// sentence or two around a list (the streets closed for a marathon, the
// polling stations): its items are the story's text. A list of links
// (related stories) under the same sentences is none, and neither is
// the list alone at a section's URL.
func TestClassifyPageStoryList(t *testing.T) {
	streets := `<ul>` + strings.Repeat(`<li>Zmaja od Bosne (from Skenderija to Stup)</li><li>Obala Kulina bana</li><li>Hamze Hume</li>`, 4) + `</ul>`
	related := `<ul>` + strings.Repeat(`<li><a href="/sarajevo/tram-line-works-extended/12301">Tram line works extended until spring</a></li>`, 6) + `</ul>`
	for _, tc := range []struct {
		name, list, url, want string
	}{
		{"streets at a story's URL", streets, "https://a.example/sarajevo/traffic/marathon-streets-closed-on-sunday/12392", KindArticle},
		{"links at a story's URL", related, "https://a.example/sarajevo/traffic/marathon-streets-closed-on-sunday/12392", KindListing},
		{"streets at a section's URL", streets, "https://a.example/sarajevo/traffic", KindListing},
	} {
		page := `<html><head></head><body><main><div class="article"><h1>Sarajevo marathon: the streets closed on Sunday</h1>` +
			`<div class="article__body"><p>Because of the marathon on Sunday, traffic will stop from 7 to 15 in these streets:</p>` + tc.list +
			`<p>Citizens can call 033 555 123 for all information.</p></div></div></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := ClassifyPage(doc, tc.url, false); got != tc.want {
			t.Errorf("%s: ClassifyPage = %s, want %s", tc.name, got, tc.want)
		}
	}
}
