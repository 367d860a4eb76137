package extract

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBylineOutletWithoutPersonMeta: the station after the byline's
// comma is no author where metadata names no person either (only the
// publisher): extendsByline never runs there, so only a drop of the
// station from the names (dropSiteCredits) leaves the reporters.
func TestBylineOutletWithoutPersonMeta(t *testing.T) {
	body := strings.Repeat(`<p>A Secretaria de Saúde de Campinas começa na próxima semana a vacinação contra a dengue nas escolas municipais da cidade.</p>`, 4)
	for _, tt := range []struct {
		byline string
		want   []string
	}{
		{`Por <strong>Fernanda Lima</strong>, TV Paulista Campinas`, []string{"Fernanda Lima"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, TV Paulista Campinas`, []string{"Fernanda Lima", "Carlos Souza"}},
	} {
		page := `<html lang="pt-BR"><head><title>Vacinação nas escolas | Portal Paulista</title><meta property="og:site_name" content="Portal Paulista">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Vacinação nas escolas","author":{"@type":"Organization","name":"Portal Paulista"}}</script>` +
			`</head><body><main><article><h1>Vacinação nas escolas</h1><p class="from">` + tt.byline + `</p>` + body + `</article></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		if got := chooseAuthorsOf(doc); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: authors = %q, want %q", tt.byline, got, tt.want)
		}
	}
}
