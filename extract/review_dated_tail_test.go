package extract

import (
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
)

// Review fixkf55 (4): datedTail cuts everything after the last linked
// name when a year follows within 40 runes, so a third writer without an
// author page set between the names and the date ("· Carl Roe ·
// 19.11.2026") is dropped and the two links read as the whole list.
func TestDatedTailThirdAuthor(t *testing.T) {
	for _, src := range []string{
		`<div class="byline"><a href="/author/ann-lee/">Ann Lee</a>, <a href="/author/tom-ray/">Tom Ray</a> · Carl Roe · 19.11.2026</div>`,
		`<div class="byline"><a href="/author/ann-lee/">Ann Lee</a> and <a href="/author/tom-ray/">Tom Ray</a> - with Carl Roe, Nov 19, 2026</div>`,
	} {
		doc, err := xhtml.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		var box *xhtml.Node
		for n := range doc.Descendants() {
			if n.Type == xhtml.ElementNode && n.Data == "div" {
				box = n
				break
			}
		}
		if allAuthorPageLinks(box, []string{"Ann Lee", "Tom Ray"}, "en") {
			t.Errorf("allAuthorPageLinks(%s) = true: a third writer shows beside the links", src)
		}
	}
}
