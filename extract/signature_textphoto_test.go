package extract

import (
	"slices"
	"testing"
)

// TestSignatureTextAndPictures checks that a closing credit whose label
// gives one person the text and the pictures ("Text a foto: Jakub
// Dvořák", probe51) signs the story, while a photographer's credit
// alone under the text does not.
func TestSignatureTextAndPictures(t *testing.T) {
	head := `<html lang="cs-cz"><head><title>Písek opraví zábradlí mostu</title>
<meta name="author" content="Redakce Otavského týdeníku"></head><body><article><h1>Písek opraví zábradlí mostu</h1><div class="post-content">
<p>Město Písek nechá příští rok opravit kamenné zábradlí nejstaršího dochovaného mostu v Čechách. Zastupitelé ve čtvrtek schválili smlouvu se zhotovitelem.</p>
<p>Restaurátoři vymění poškozené kvádry a zpevní spáry mezi nimi. Most zůstane po celou dobu oprav otevřený pro pěší, jen jeden chodník bude zúžený.</p>
<p>Oprava vyjde na 14,6 milionu korun. Zhruba polovinu by měla pokrýt dotace ministerstva kultury, o kterou město požádalo v létě.</p>`
	for _, tc := range []struct {
		name, sign string
		want       []string
	}{
		{"text and photos", `<p class="signature"><em>Text a foto: Jakub Dvořák</em></p>`, []string{"Jakub Dvořák"}},
		{"photos alone", `<p class="signature"><em>Foto: Jakub Dvořák</em></p>`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, head+tc.sign+`</div></article></body></html>`); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestCreditsTextAndPictures checks the labels that give the text and
// the pictures to one person, in the page's language's "and".
func TestCreditsTextAndPictures(t *testing.T) {
	for _, tc := range []struct {
		line, lang string
		want       bool
	}{
		{"Text a foto: Jakub Dvořák", "cs-CZ", true},
		{"Texto y fotos: Ana Lima", "es", true},
		{"Tekst i zdjęcia: Anna Nowak", "pl", true},
		{"Text und Fotos: Max Muster", "de", true},
		{"Foto: Jakub Dvořák", "cs", false},
		{"Foto a video: Jakub Dvořák", "cs", false},
		{"Text: Eva Malá, foto: Jakub Dvořák", "cs", false},
		{"Text a foto: Jakub Dvořák", "en", false}, // "a" is no "and" in English
	} {
		if got := creditsTextAndPictures(tc.line, tc.lang); got != tc.want {
			t.Errorf("creditsTextAndPictures(%q, %q) = %v, want %v", tc.line, tc.lang, got, tc.want)
		}
	}
}
