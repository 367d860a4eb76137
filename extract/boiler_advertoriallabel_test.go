package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestAdvertorialLabelLine: a paid box's label alone on its line in the
// text ("Oglasno sporočilo", Slovenian "advertising message"; Polish
// "Artykuł sponsorowany") is furniture, in any language of the list. A
// sentence naming the same words is the story's and stays.
func TestAdvertorialLabelLine(t *testing.T) {
	para := `<p>Vlada je na četrtkovi seji sprejela spremembe zakona o javnem potniškem prometu, s katerimi bodo upokojenci plačevali enotno ceno.</p>`
	for _, tt := range []struct {
		name, line, text string
		kept             bool
	}{
		{"Slovenian label", `<div class="oglas"><small>Oglasno sporočilo</small></div>`, "Oglasno sporočilo", false},
		{"Polish label", `<div class="box"><span>Artykuł sponsorowany</span></div>`, "Artykuł sponsorowany", false},
		{"English label with a colon", `<p><em>Paid content:</em></p>`, "Paid content", false},
		{"sentence", `<p>Oglasno sporočilo, ki ga je ministrstvo objavilo v časopisih, je stalo 40.000 evrov.</p>`, "Oglasno sporočilo, ki ga", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="sl"><head><title>Enotna vozovnica za 20 evrov</title></head><body><main><article><h1>Enotna vozovnica za 20 evrov</h1>` +
				`<div class="text">` + strings.Repeat(para, 3) + tt.line + strings.Repeat(para, 2) + `</div></article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.example.si/slovenija/vozovnica-1", Doc: doc})
			if got := strings.Contains(art.Body, tt.text); got != tt.kept {
				t.Errorf("body holds %q: %v, want %v\n%s", tt.text, got, tt.kept, art.Body)
			}
		})
	}
}
