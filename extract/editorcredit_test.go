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
	checkPhotoCredited(t, `<div class="post-authors"><div class="a"><span class="role">Авторка:</span> <a href="/author/olena">Олена Ковальчук</a></div>`+
		`<div class="a"><span class="role">Редакторка:</span> <a href="/author/iryna">Ірина Мельник</a></div>`+
		`<div class="a"><span>Редакція:</span> <a href="/author/petro">Петро Іваненко</a></div></div>`,
		map[string]bool{"Олена Ковальчук": false, "Ірина Мельник": true, "Петро Іваненко": true})
}

// TestIsPhotoCreditedWriterEdited: "Texto e edição:" / "Texto y edición:"
// credits the writer who edited too (authorCreditIndex skips it); the link
// after it is the author's.
func TestIsPhotoCreditedWriterEdited(t *testing.T) {
	checkPhotoCredited(t, `<div class="credits"><p><span>Texto e edição:</span> <a href="/autor/maria-silva">Maria Silva</a></p>`+
		`<p><span>Texto y edición:</span> <a href="/autor/juan-perez">Juan Pérez</a></p>`+
		`<p><span>Edição:</span> <a href="/autor/roberto">Roberto Menezes</a></p></div>`,
		map[string]bool{"Maria Silva": false, "Juan Pérez": false, "Roberto Menezes": true})
}

// checkPhotoCredited asks isPhotoCredited of every link of page, by its
// text: want says which are another field's credit, not an author's.
func checkPhotoCredited(t *testing.T, page string, want map[string]bool) {
	t.Helper()
	doc, err := xhtml.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
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
