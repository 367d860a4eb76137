package extract_test

import (
	"strings"
	"testing"
)

// summaryTogglePage is a weather warning whose text opens with line.
func summaryTogglePage(line string) string {
	return `<!doctype html><html lang="de"><head><title>Sturmwarnung für den Bayerischen Wald - Waldbote</title></head><body>` +
		`<header><nav><a href="/">Start</a> <a href="/region">Region</a></nav></header><main><article>` +
		`<h1>Sturmwarnung für den Bayerischen Wald</h1><div class="story">` + line +
		`<p>Ein kräftiges Sturmtief zieht am Freitag über Ostbayern. Der Wetterdienst warnt ab dem Nachmittag vor Sturmböen und Starkregen.</p>` +
		`<p>In den Hochlagen sind Böen bis 100 Kilometer pro Stunde zu erwarten, in den Tälern bis 75 Kilometer pro Stunde.</p>` +
		`<p>Die Polizei rät, Wälder zu meiden und lose Gegenstände auf Balkonen und in Gärten zu sichern.</p>` +
		`</div></article></main><footer><p>© Waldbote</p></footer></body></html>`
}

// TestSummaryToggleIsNoText: the button that unfolds a summary box
// ("Zusammenfassung einblenden", "Show summary") is no line of the story
// (probe53's weather warning); a paragraph that goes on about a summary
// stays.
func TestSummaryToggleIsNoText(t *testing.T) {
	for _, c := range []struct {
		line, text string
		keep       bool
	}{
		{`<p class="bar"><strong>Zusammenfassung</strong> einblenden</p>`, "einblenden", false},
		{`<p><button>Show summary</button></p>`, "Show summary", false},
		{`<p>Die Zusammenfassung des Wetterdienstes kann man sich anzeigen lassen, sie wird stündlich neu erstellt.</p>`, "stündlich neu erstellt", true},
	} {
		art := coldExtract(t, "https://waldbote.example/region/sturmwarnung", summaryTogglePage(c.line))
		if got := strings.Contains(art.Body, c.text); got != c.keep {
			t.Errorf("line %q: in body %v, want %v:\n%s", c.line, got, c.keep, art.Body)
		}
	}
}
