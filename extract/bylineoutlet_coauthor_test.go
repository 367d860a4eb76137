package extract

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBylineOutletKeepsCoAuthors: a station after the last name is
// the reporters' outlet, but the co-authors before it, whom metadata
// leaves out, are still authors; and a person whose surname is one of
// broadcastWords ("Ana Rádio") is no station.
func TestBylineOutletKeepsCoAuthors(t *testing.T) {
	body := strings.Repeat(`<p>A Secretaria de Saúde de Campinas começa na próxima semana a vacinação contra a dengue nas escolas municipais da cidade.</p>`, 4)
	for _, tt := range []struct {
		byline string
		want   []string
	}{
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, TV Paulista Campinas`, []string{"Fernanda Lima", "Carlos Souza"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, Rádio Litoral FM`, []string{"Fernanda Lima", "Carlos Souza"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Ana Rádio</strong>`, []string{"Fernanda Lima", "Ana Rádio"}},
		{`Por <strong>Fernanda Lima</strong>, <strong>Carlos Souza</strong> e <strong>Ana Radio</strong>`, []string{"Fernanda Lima", "Carlos Souza", "Ana Radio"}},
	} {
		page := `<html lang="pt-BR"><head><title>Vacinação nas escolas | Portal Paulista</title><meta property="og:site_name" content="Portal Paulista">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Vacinação nas escolas","author":{"@type":"Person","name":"Fernanda Lima"}}</script>` +
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
