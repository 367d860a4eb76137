package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSignupButtonTypographicApostrophe: a newsletter box whose button
// writes its label with a typographic apostrophe ("Je m’inscris",
// probe71's "Infolettre Québec" box) is a sign-up box as with the plain
// one; a button with another label ("J’aime") makes none.
func TestSignupButtonTypographicApostrophe(t *testing.T) {
	story := `<p>La Ville de Québec a annoncé mardi l’ouverture de l’anneau de glace pour la période des Fêtes, gratuit pour tous.</p>`
	for _, tc := range []struct {
		button string
		want   bool
	}{{"Je m’inscris", true}, {"Je m'inscris", true}, {"J’aime", false}} {
		box := `<div class="box"><h3>Infolettre Québec</h3><p>Recevez chaque matin l’essentiel de l’actualité de la capitale.</p><button>` + tc.button + `</button></div>`
		doc, err := html.Parse(strings.NewReader(`<html><body><article><h1>Anneau de glace</h1>` + story + story + box + story + `</article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		got := signupBoxes(doc)
		if found := len(got) == 1 && strings.Contains(Text(got[0]), "Infolettre") && !strings.Contains(Text(got[0]), "anneau"); found != tc.want {
			t.Errorf("button %q: found a sign-up box = %v (%d boxes), want %v", tc.button, found, len(got), tc.want)
		}
	}
}
