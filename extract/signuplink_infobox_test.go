package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

// TestSignupLinkInStoryInfoBox: a story's closing box on how to take
// part ("How to take part", the time and place, then a lone "Sign up"
// link to the organiser's form) is the story's text: nothing in it but
// the link's label speaks of signing up for a newsletter.
func TestSignupLinkInStoryInfoBox(t *testing.T) {
	for name, c := range map[string]struct{ lang, box, want string }{
		"en": {"en", `<section><h2>How to take part</h2><p>The clean-up starts at 9am on Saturday at the boat ramp. Gloves and bags are provided.</p><p><a href="https://cleanup.example/form">Sign up</a></p></section>`,
			"Gloves and bags are provided"},
		"fr": {"fr", `<h2>Pratique</h2><p>Samedi 6 décembre, de 9 h à 12 h, au départ de la cale. Gants et sacs fournis.</p><p><a href="https://cleanup.example/form">S'inscrire</a></p>`,
			"Gants et sacs fournis"},
		"de": {"de", `<h2>So machen Sie mit</h2><ul><li>Treffpunkt: Samstag, 9 Uhr, Bootsanleger</li><li>Handschuhe werden gestellt</li><li><a href="https://cleanup.example/form">Anmelden</a></li></ul>`,
			"Handschuhe werden gestellt"},
	} {
		doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="`+c.lang+`"><head><title>Volunteers to clear the river banks - Valley Courier</title></head><body><main><article><h1>Volunteers to clear the river banks</h1><p class="byline">By Ann Lee</p><div class="body"><p>For the fifth year running, volunteers will clear rubbish from the banks of the Ouse on Saturday, after a summer of low water left bottles and tyres exposed along the shore.</p><p>Last year two hundred people collected more than three tonnes of waste, including a shopping trolley and a motorbike, the organisers said.</p><p>The council will collect the bags on Monday and has promised to add bins along the riverside path before next summer.</p><div class="box">`+c.box+`</div></div></article></main></body></html>`), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
		art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://valleycourier.example/news/river-clean-up", Site: "valleycourier.example", Doc: doc})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(art.Body, c.want) {
			t.Errorf("%s: body lacks %q:\n%s", name, c.want, art.Body)
		}
	}
}
