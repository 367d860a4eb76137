package extract

import "testing"

// TestCreditsTextAndPicturesPhotoOnly checks labels that credit the
// pictures alone, though one of their words is also a byline label
// ("by", "por", "von", "autor": a photo credit's own preposition or
// noun), or that join no text and pictures by "and": no writer's credit.
func TestCreditsTextAndPicturesPhotoOnly(t *testing.T) {
	for _, tc := range []struct{ line, lang string }{
		{"Autor foto: Martin Baumann", "sk"}, // Slovak and Czech "author of the photo"
		{"Autor foto: Jan Novák", "cs"},
		{"Photos by: Jane Doe", "en"},
		{"Photo and video by: Jane Doe", "en"},
		{"Foto por: Ana Lima", "es"},
		{"Fotos von: Max Muster", "de"},
		{"Author credit: Jane Doe", "en"},
		{"Text foto: Jan Novák", "cs"}, // no "and"
	} {
		if creditsTextAndPictures(tc.line, tc.lang) {
			t.Errorf("creditsTextAndPictures(%q, %q) = true, want false", tc.line, tc.lang)
		}
	}
}
