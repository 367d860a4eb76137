package extract_test

import (
	"context"
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

// TestPhotographerInStructuredAuthors: JSON-LD lists a feature's
// photographer as a second Person beside the writer, while the page
// credits "Words by A · Photography by B": the writer alone is the
// author.
func TestPhotographerInStructuredAuthors(t *testing.T) {
	doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="en"><head><title>The salt farmers of Lake Grace - Western Review</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"The salt farmers of Lake Grace","datePublished":"2026-10-03T06:00:00+08:00","author":[{"@type":"Person","name":"Tessa Marlow"},{"@type":"Person","name":"Joel Arden"}]}</script></head><body><header><nav><a href="/">Home</a> <a href="/features">Features</a></nav></header><main><article><header><h1>The salt farmers of Lake Grace</h1><div class="credits"><span>Words by <a href="/authors/tessa-marlow">Tessa Marlow</a></span> · <span>Photography by <a href="/photographers/joel-arden">Joel Arden</a></span></div></header><div class="body"><p>On a white plain east of Lake Grace, three families still rake salt by hand each summer, as their grandparents did in the 1930s.</p><p>The work starts before dawn, when the crust is hard enough to walk on, and stops by ten, when the heat comes off the lake.</p><p>Most of the salt goes to restaurants in Perth, which pay four times the price of the factory kind for its flaky crystals.</p></div></article></main><footer><p>© Western Review</p></footer></body></html>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://westernreview.example/features/salt-farmers-lake-grace", Site: "westernreview.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Tessa Marlow"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}

// TestPhotographerCreditedWithDe: the photo field named with "de" beside
// "Texto de" ("Texto de A | Fotografia de B", Spanish "Fotografía de",
// French "Photographies de"), with JSON-LD and meta listing both, gives
// the writer alone; a byline naming two writers keeps both.
func TestPhotographerCreditedWithDe(t *testing.T) {
	for _, c := range []struct {
		credit, lang string
		want         []string
	}{
		{`Texto de <a href="/autores/marta-figueiredo">Marta Figueiredo</a> | Fotografia de <a href="/autores/rui-vasconcelos">Rui Vasconcelos</a>`, "pt", []string{"Marta Figueiredo"}},
		{`Texto de <a href="/autores/marta-figueiredo">Marta Figueiredo</a> | Fotografía de <a href="/autores/rui-vasconcelos">Rui Vasconcelos</a>`, "es", []string{"Marta Figueiredo"}},
		{`Texte de <a href="/auteurs/marta-figueiredo">Marta Figueiredo</a> · Photographies de <a href="/auteurs/rui-vasconcelos">Rui Vasconcelos</a>`, "fr", []string{"Marta Figueiredo"}},
		{`Texto de <a href="/autores/marta-figueiredo">Marta Figueiredo</a> e <a href="/autores/rui-vasconcelos">Rui Vasconcelos</a>`, "pt", []string{"Marta Figueiredo", "Rui Vasconcelos"}},
	} {
		doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="`+c.lang+`"><head><title>A associação que ensina música ao sábado</title><meta name="author" content="Marta Figueiredo, Rui Vasconcelos"><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"A associação que ensina música ao sábado","datePublished":"2026-11-22T08:00:00+00:00","author":[{"@type":"Person","name":"Marta Figueiredo"},{"@type":"Person","name":"Rui Vasconcelos"}]}</script></head><body><main><article><h1>A associação que ensina música ao sábado</h1><div class="creditos">`+c.credit+`</div><div class="corpo"><p>Às nove e meia de um sábado de novembro, a sala do rés-do-chão ainda cheira a café e uma dúzia de crianças afina violinos emprestados.</p><p>A associação começou há seis anos com dois professores voluntários e um piano doado por uma paróquia, e hoje tem quarenta e oito alunos inscritos.</p><p>As aulas são gratuitas, e a associação vive de pequenos apoios da câmara, de uma fundação privada e de um concerto anual de angariação de fundos.</p></div></article></main></body></html>`), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
		art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://diario.example/sociedade/associacao-musica-sabado", Site: "diario.example", Doc: doc})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(art.Authors, c.want) {
			t.Errorf("%s: authors %q, want %q", c.credit, art.Authors, c.want)
		}
	}
}
