package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A byline of author links whose last name a photographer's role in
// brackets follows ("<a>Katarzyna Nowak</a>, <a>Piotr Wiśniewski</a>
// (zdjęcia)") credits the pictures to that name: the link is no
// co-author's, as the same byline in plain text reads (authorPhotoRoles).
// Another note in brackets leaves the link an author's, and a
// photographer alone keeps the credit.
func TestPhotoRoleAfterAuthorLink(t *testing.T) {
	for _, tt := range []struct{ name, byline, lang, want string }{
		{"Polish zdjęcia after the second link", `<a href="/autor/katarzyna-nowak/">Katarzyna Nowak</a>, <a href="/autor/piotr-wisniewski/">Piotr Wiśniewski</a> (zdjęcia)`, "pl", "Katarzyna Nowak"},
		{"German Fotos after the link", `<a href="/autor/kv">Katrin Vogel</a> und <a href="/autor/jb">Jonas Brandt</a> (Fotos)`, "de", "Katrin Vogel"},
		{"a text role stays the writer's", `<a href="/autor/kv">Katrin Vogel</a> (Text), <a href="/autor/jb">Jonas Brandt</a>`, "de", "Katrin Vogel; Jonas Brandt"},
		{"a place in brackets is no role", `<a href="/autor/kn">Katarzyna Nowak</a> (Gdańsk), <a href="/autor/pw">Piotr Wiśniewski</a>`, "pl", "Katarzyna Nowak; Piotr Wiśniewski"},
		{"a photographer alone keeps the credit", `<a href="/autor/piotr-wisniewski/">Piotr Wiśniewski</a> (zdjęcia)`, "pl", "Piotr Wiśniewski"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><span id="b">` + tt.byline + `</span></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			n := find(doc, func(n *html.Node) bool { return attr(n, "id") == "b" })
			if got := strings.Join(elementAuthors(n, tt.lang), "; "); got != tt.want {
				t.Errorf("authors = %q, want %q", got, tt.want)
			}
		})
	}
}
