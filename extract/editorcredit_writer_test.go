package extract

import (
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
)

// TestIsPhotoCreditedWriterEdited: "Texto e edição:" / "Texto y edición:"
// credits the writer who edited too (authorCreditIndex skips it); the link
// after it is the author's.
func TestIsPhotoCreditedWriterEdited(t *testing.T) {
	page := `<div class="credits"><p><span>Texto e edição:</span> <a href="/autor/maria-silva">Maria Silva</a></p>` +
		`<p><span>Texto y edición:</span> <a href="/autor/juan-perez">Juan Pérez</a></p>` +
		`<p><span>Edição:</span> <a href="/autor/roberto">Roberto Menezes</a></p></div>`
	doc, err := xhtml.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"Maria Silva": false, "Juan Pérez": false, "Roberto Menezes": true}
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		if n.Type == xhtml.ElementNode && n.Data == "a" {
			if got := isPhotoCredited(n); got != want[Text(n)] {
				t.Errorf("isPhotoCredited(%q) = %v, want %v", Text(n), got, want[Text(n)])
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
}
