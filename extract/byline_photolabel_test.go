package extract

import "testing"

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
