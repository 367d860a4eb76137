package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestBylineTextsSkipsPhotoLabel checks that a photographer's field
// beside the author's, its label on a line of its own in the page's
// language, does not make the photographer an author.
func TestBylineTextsSkipsPhotoLabel(t *testing.T) {
	checkBylineTexts(t, "", []bylineTextsCase{
		{"fi", `<div class="byline"><div>Teksti:</div><div>Anna Virtanen</div><div>Kuva:</div><div>Pekka Lehto</div></div>`, []string{"Anna Virtanen"}},
		{"nl", `<div class="byline"><div>Tekst:</div><div>Jan de Vries</div><div>Beeld:</div><div>Piet Bakker</div></div>`, []string{"Jan de Vries"}},
		{"fr", `<div class="byline"><div>Texte :</div><div>Jeanne Dupont</div><div>Photo :</div><div>Paul Martin</div></div>`, []string{"Jeanne Dupont"}},
		{"hu", `<div class="byline"><div>Szöveg:</div><div>Kovács Anna</div><div>Fotó:</div><div>Nagy Péter</div></div>`, []string{"Kovács Anna"}},
		{"uk", `<div class="byline"><div>Автор:</div><div>Ольга Петренко</div><div>Фото:</div><div>Петро Іваненко</div></div>`, []string{"Ольга Петренко"}},
		{"el", `<div class="byline"><div class="field-label">Φωτογραφία:</div><div>Γιώργος Παππάς</div><div class="field-label">Συντάκτης:</div><div>Ελένη Καραγιάννη</div></div>`, []string{"Ελένη Καραγιάννη"}},
		{"label element", `<div class="byline"><div class="label">Text</div><div>Anna Berg</div><div class="label">Foto</div><div>Jonas Lund</div></div>`, []string{"Anna Berg"}},
	})
}

// TestBylineTextsRoleElementLabel checks that a role element holding a
// byline label word before a name in the same line ("<span
// class=byline__role>Foto</span> Fredrik Sandberg") labels that name:
// the photographer's field is no author, the writers' "Text" fields
// are. A role element holding a job title after the name labels
// nothing: the name stays the author's.
func TestBylineTextsRoleElementLabel(t *testing.T) {
	checkBylineTexts(t, "", []bylineTextsCase{
		{"sv", `<div class="article__byline">` +
			`<div class="byline__person"><span class="byline__role">Text</span> <a href="/av/erik">Erik Lindqvist</a></div>` +
			`<div class="byline__person"><span class="byline__role">Text</span> <a href="/av/sara">Sara Holm</a></div>` +
			`<div class="byline__person"><span class="byline__role">Foto</span> Fredrik Sandberg/TT</div></div>`,
			[]string{"Erik Lindqvist", "Sara Holm"}},
	})
}

// TestBylineTextsRoleElementJobTitle checks the case the role label must
// not fire on: a role element holding a job title ("Senior Reporter",
// "Editor") beside a name labels nothing, so the byline reads as it
// does with the same spans classed otherwise.
func TestBylineTextsRoleElementJobTitle(t *testing.T) {
	page := func(class string) string {
		return `<div class="article-byline">` +
			`<div class="byline__person"><span class="` + class + `">Editor</span> Jane Doe</div>` +
			`<div class="byline__person">John Roe <span class="` + class + `">Senior Reporter</span></div></div>`
	}
	doc, err := html.Parse(strings.NewReader("<html><body>" + page("byline__other") + "</body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	want := bylineTexts(find(doc, func(n *html.Node) bool { return n.DataAtom == atom.Div }), "")
	checkBylineTexts(t, "", []bylineTextsCase{{"job title", page("byline__role"), want}})
}
