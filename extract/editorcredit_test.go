package extract

import (
	"strings"
	"testing"

	xhtml "golang.org/x/net/html"
)

// TestIsPhotoCreditedEditorField checks that a link to an author page
// that an editor's field labels in an element of its own ("Редакторка:",
// the feminine) is not read as an author's, while the writer's link
// beside it ("Авторка:") is.
func TestIsPhotoCreditedEditorField(t *testing.T) {
	page := `<div class="post-authors"><div class="a"><span class="role">Авторка:</span> <a href="/author/olena">Олена Ковальчук</a></div>` +
		`<div class="a"><span class="role">Редакторка:</span> <a href="/author/iryna">Ірина Мельник</a></div>` +
		`<div class="a"><span>Редакція:</span> <a href="/author/petro">Петро Іваненко</a></div></div>`
	doc, err := xhtml.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"Олена Ковальчук": false, "Ірина Мельник": true, "Петро Іваненко": true}
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
