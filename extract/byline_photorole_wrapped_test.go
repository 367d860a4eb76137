package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Review of fix54 (a miss, not a misfire): photoRoleAfter looks only at
// the link's own next sibling, so a theme that wraps each author link in
// an element of its own (WordPress co-author themes:
// "<span class=author><a>…</a></span>") or sets the role in one
// ("<em>(Fotos)</em>") keeps the photographer as a co-author.
func TestPhotoRoleAfterWrappedLink(t *testing.T) {
	for _, tt := range []struct{ name, byline string }{
		{"link wrapped in a span", `<span class="author"><a href="/autor/a">Anna Berg</a></span>, <span class="author"><a href="/autor/b">Jonas Brandt</a></span> (Fotos)`},
		{"role in an em", `<a href="/autor/a">Anna Berg</a>, <a href="/autor/b">Jonas Brandt</a> <em>(Fotos)</em>`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><span id="b">` + tt.byline + `</span></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			n := find(doc, func(n *html.Node) bool { return attr(n, "id") == "b" })
			if got := strings.Join(elementAuthors(n, "de"), "; "); got != "Anna Berg" {
				t.Errorf("authors = %q, want %q", got, "Anna Berg")
			}
		})
	}
}
