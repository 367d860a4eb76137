package generate

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// XPathFor gives a bare tag only for elements a page has one of: "//p"
// for a standfirst that happened to be the sample's first paragraph
// selected a menu's blurb on the site's next page.
func TestXPathForBareTagOnlyForLandmarks(t *testing.T) {
	page := `<html><body><div class="wrap"><h1>Headline</h1><p>The standfirst of the story, first paragraph of the page.</p>` +
		`<time datetime="2024-05-01">1 May</time><article><p>Body text.</p></article></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	first := func(a atom.Atom) *html.Node {
		var found *html.Node
		var walk func(*html.Node)
		walk = func(n *html.Node) {
			if found == nil && n.Type == html.ElementNode && n.DataAtom == a {
				found = n
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(doc)
		return found
	}
	for _, tt := range []struct {
		tag  atom.Atom
		want string // "" for anything but a bare tag
	}{
		{atom.H1, "//h1"},
		{atom.Article, "//article"},
		{atom.P, ""},
		{atom.Time, ""},
	} {
		got := XPathFor(doc, first(tt.tag), false)
		switch {
		case tt.want != "" && got != tt.want:
			t.Errorf("XPathFor(<%s>) = %q, want %q", tt.tag, got, tt.want)
		case tt.want == "" && got == "//"+tt.tag.String():
			t.Errorf("XPathFor(<%s>) = %q, a bare tag that selects other text on other pages", tt.tag, got)
		}
		if !selectsFirst(doc, got, first(tt.tag)) {
			t.Errorf("XPathFor(<%s>) = %q does not select it", tt.tag, got)
		}
	}
}
