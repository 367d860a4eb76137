package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

// TestSignupLinkMakesNewsletterBox: a newsletter promo between the
// paragraphs whose button is a link to the sign-up page ("S'inscrire")
// is a newsletter box, while a sentence that links "sign up" stays.
func TestSignupLinkMakesNewsletterBox(t *testing.T) {
	doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="fr"><head><title>Le port de Calais agrandit son terminal - La Gazette</title></head><body><header><nav><a href="/">Accueil</a> <a href="/culture">Culture</a></nav></header><main><article><h1>Le port de Calais agrandit son terminal</h1><p class="byline">Par Anne Roux</p><div class="article-body"><p>Le port de Calais va agrandir son terminal des ferries d'ici 2028, a annoncé lundi la région, qui financera la moitié des travaux.</p><p>Les camions attendent aujourd'hui jusqu'à trois heures avant d'embarquer les jours de grande affluence.</p><section class="inread inread--NL"><p class="inread__title">Newsletter</p><p>« La Lettre du port » : chaque lundi, les nouvelles du littoral.</p><a href="/newsletters/">S'inscrire</a></section><p>Les transporteurs doivent d'abord <a href="/portail">s'inscrire</a> sur le nouveau portail de réservation, ouvert depuis le mois de mars.</p><p>Le chantier doit commencer au printemps et durer trois ans, selon la direction du port.</p></div></article></main><footer><p>© La Gazette</p></footer></body></html>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://lagazette.example/port/2026/11/calais-terminal", Site: "lagazette.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(art.Body, "La Lettre du port") {
		t.Errorf("body holds the newsletter promo:\n%s", art.Body)
	}
	for _, w := range []string{"sur le nouveau portail de réservation", "durer trois ans"} {
		if !strings.Contains(art.Body, w) {
			t.Errorf("body lacks %q:\n%s", w, art.Body)
		}
	}
}
