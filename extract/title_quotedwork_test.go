package extract

import "testing"

// A quoted name of a show, a film or a book before the colon is a topic
// kicker, as "Oldenburg:" is: the metadata's headline stays the title.
func TestTitleQuotedWorkKicker(t *testing.T) {
	meta := func(s string) string {
		return `<title>` + s + ` | Nordkurier Online</title><meta property="og:title" content="` + s + `"><meta name="twitter:title" content="` + s + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + s + `"}</script>`
	}
	for _, h1 := range []string{
		`<h1><span class="kicker">„Tatort“:</span> Kommissarin Klar ermittelt im Rostocker Hafen</h1>`,
		`<h1><span class="kicker">„Die Höhle der Löwen“:</span> Kommissarin Klar ermittelt im Rostocker Hafen</h1>`,
		`<h1>„Tatort“: Kommissarin Klar ermittelt im Rostocker Hafen</h1>`,
	} {
		doc, _, err := ParseHTML([]byte(titlePage(meta("Kommissarin Klar ermittelt im Rostocker Hafen"), "", h1)), "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != "Kommissarin Klar ermittelt im Rostocker Hafen" {
			t.Errorf("%s: chooseTitle = %q", h1, got)
		}
	}
}
