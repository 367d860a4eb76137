package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// JSON-LD lists a TV station as a second Person beside the reporter,
// while the visible byline names the station after a comma, where a
// byline sets the author's desk or outlet ("Por Beatriz Lima, p1 PE e
// TV Litoral"): the station is no co-author. A co-author the byline
// does not show at all, or shows after a comma without the site's name,
// is still taken from the data.
func TestStationAfterBylineCommaIsNoCoAuthor(t *testing.T) {
	body := strings.Repeat("<p>O Recife passou a ter a primeira linha regular de barco urbano no rio, ligando a Torre ao Centro em 25 minutos.</p>", 5)
	ld := func(names ...string) string {
		var ps []string
		for _, n := range names {
			ps = append(ps, `{"@type":"Person","name":"`+n+`"}`)
		}
		return `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Recife ganha linha de barco urbano","author":[` +
			strings.Join(ps, ",") + `],"publisher":{"@type":"Organization","name":"p1"}}</script>`
	}
	for _, tt := range []struct{ name, ld, byline, want string }{
		{"station after the comma", ld("Beatriz Lima", "TV Litoral"), `Por <strong>Beatriz Lima</strong>, p1 PE e TV Litoral`, "Beatriz Lima"},
		{"a co-author after the comma, no site's name", ld("Beatriz Lima", "Carlos Souza"), `Por <a href="/autor/bl">Beatriz Lima</a>, Carlos Souza`, "Beatriz Lima; Carlos Souza"},
		{"co-author the byline leaves out", ld("Beatriz Lima", "Carlos Souza"), `Por <strong>Beatriz Lima</strong>, p1 PE`, "Beatriz Lima; Carlos Souza"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head>` + tt.ld + `</head><body><main><article><h1>Recife ganha linha de barco urbano</h1>` +
				`<p class="content-publication-data__from">` + tt.byline + `</p>` + body + `</article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://p1.example.com.br/pe/noticia/barco.ghtml", Doc: doc})
			if got := strings.Join(art.Authors, "; "); got != tt.want {
				t.Errorf("authors = %q, want %q", got, tt.want)
			}
		})
	}
}
