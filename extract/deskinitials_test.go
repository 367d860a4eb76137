package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDropDeskInitials checks that the editors' initials signing off a
// story ("amw", "(rdp/rdp)") leave the body's end, and that a short last
// line of words stays.
func TestDropDeskInitials(t *testing.T) {
	para := "<p>The council will hold a public hearing on the bus routes in January, officials said on Tuesday evening after the vote.</p>"
	for _, tc := range []struct {
		last string
		gone bool
	}{
		{"<p>amw</p>", true},
		{"<p>mcc</p>", true},
		{"<div>(rdp/rdp)</div>", true},
		{"<p>(dr/spot)</p>", true},
		{"<p>Fin.</p>", false},
		{"<p>The End</p>", false},
	} {
		page := `<html><body><article><h1>Council backs new bus routes</h1>` + strings.Repeat(para, 4) + tc.last + `</article></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
		last := strings.TrimSpace(Text(find(doc, func(n *html.Node) bool { return n.Parent != nil && n.Parent.Data == "article" && n.NextSibling == nil })))
		if got := !strings.Contains(art.Body, last); got != tc.gone {
			t.Errorf("%s: gone = %v, want %v; body:\n%s", tc.last, got, tc.gone, art.Body)
		}
	}
}
