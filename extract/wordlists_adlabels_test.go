package extract

import (
	"strings"
	"testing"
)

// wordlistPage is a story of three paragraphs with box between the first
// and the second, for the tests of the word lists of furniture lines.
func wordlistPage(box string) string {
	return `<html><body><article><h1>Harbour ferries run late into winter</h1>
<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>` +
		box + `
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>
<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p>
</article></body></html>`
}

// wordlistCase is a box set between a story's paragraphs, the line of
// it to look for in the body and whether that line must be gone.
type wordlistCase struct {
	name, box, line string
	gone            bool
}

// checkWordlistLines runs the cases through the heuristic body.
func checkWordlistLines(t *testing.T, cases []wordlistCase) {
	t.Helper()
	for _, tc := range cases {
		body := heuristicBody(t, wordlistPage(tc.box), "https://harbour.example/news/ferries")
		if got := !strings.Contains(body, tc.line); got != tc.gone {
			t.Errorf("%s: line %q gone %v, want %v:\n%s", tc.name, tc.line, got, tc.gone, body)
		}
	}
}

// TestWordlistAdLabels checks that an ad's label alone on its line, in
// the languages adLabels gained, leaves the body, and that a story's
// sentence naming an ad in running text stays.
func TestWordlistAdLabels(t *testing.T) {
	checkWordlistLines(t, []wordlistCase{
		{"en plural", `<div class="wpa"><span class="wpa-about">Advertisements</span></div>`, "Advertisements", true},
		{"es", `<p>Anuncio</p>`, "Anuncio", true},
		{"pt", `<p>Anúncio</p>`, "Anúncio", true},
		{"ca", `<p>Anunci</p>`, "Anunci", true},
		{"nl", `<p>Reclame</p>`, "Reclame", true},
		{"ro", `<p>RECLAMĂ</p>`, "RECLAMĂ", true},
		{"hu", `<p>Reklám</p>`, "Reklám", true},
		{"sv", `<p>Annonser</p>`, "Annonser", true},
		{"sr", `<p>Оглас</p>`, "Оглас", true},
		{"ar", `<p>اعلان</p>`, "اعلان", true},
		{"sw", `<p>Tangazo</p>`, "Tangazo", true},
		{"tl", `<p>Patalastas</p>`, "Patalastas", true},
		{"ja", `<p>スポンサーリンク</p>`, "スポンサーリンク", true},
		// The words in a story's sentence are the story's.
		{"es sentence", `<p>El anuncio del alcalde llegó tarde, cuando los vecinos ya habían organizado su propio servicio de barcas.</p>`, "El anuncio del alcalde", false},
		{"nl sentence", `<p>De reclame voor de nieuwe veerdienst hing al weken in de haven voordat de eerste boot vertrok.</p>`, "De reclame voor", false},
	})
}
