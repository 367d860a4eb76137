package extract

import "testing"

// TestBylineTextsNameClassedLabel checks that an author's name in an
// element its theme classes "author-label" or "byline__label" is the
// name, not a label whose name is on the next line (the role).
func TestBylineTextsNameClassedLabel(t *testing.T) {
	checkBylineTexts(t, "", []bylineTextsCase{
		{"author-label", `<div class="article-author"><div class="author-label">Jane Doe</div><div class="author-role">Senior reporter</div></div>`, []string{"Jane Doe"}},
		{"byline__label", `<div class="byline"><span class="byline__label">Kovács Anna</span><br><span class="byline__role">Political correspondent</span></div>`, []string{"Kovács Anna"}},
		{"two names", `<div class="byline"><div class="author-label">Jane Doe</div><div class="author-label">John Roe</div></div>`, []string{"Jane Doe", "John Roe"}},
		// The label still is one.
		{"label word", `<div class="field field--name-field-author"><div class="field__label">Συντάκτης</div><div class="field__item">Ελένη Καραγιάννη</div></div>`, []string{"Ελένη Καραγιάννη"}},
	})
}
