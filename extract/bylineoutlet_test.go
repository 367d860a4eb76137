package extract

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// outletCase is a byline under a Portuguese portal's headline and the
// authors it should give.
type outletCase struct {
	byline string
	want   []string
}

// checkOutletBylines puts each case's byline on a page whose JSON-LD
// author is ldAuthor and checks the authors chosen.
func checkOutletBylines(t *testing.T, ldAuthor string, cases []outletCase) {
	t.Helper()
	body := strings.Repeat(`<p>A Secretaria de Saúde de Campinas começa na próxima semana a vacinação contra a dengue nas escolas municipais da cidade.</p>`, 4)
	for _, tt := range cases {
		page := `<html lang="pt-BR"><head><title>Vacinação nas escolas | Portal Paulista</title><meta property="og:site_name" content="Portal Paulista">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Vacinação nas escolas","author":` + ldAuthor + `}</script>` +
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

// TestBylineOutletAfterComma: "Por Fernanda Lima, TV Paulista Campinas"
// beside a JSON-LD Person "Fernanda Lima": the station after the comma
// is her outlet, no co-author. A second person after the comma, whom
// metadata leaves out, still extends the byline.
func TestBylineOutletAfterComma(t *testing.T) {
	checkOutletBylines(t, `{"@type":"Person","name":"Fernanda Lima"}`, []outletCase{
		{`Por <strong>Fernanda Lima</strong>, TV Paulista Campinas`, []string{"Fernanda Lima"}},
		{`Por <strong>Fernanda Lima</strong>, Rádio Litoral FM`, []string{"Fernanda Lima"}},
		{`Por <strong>Fernanda Lima</strong>, <strong>Carlos Souza</strong> e <strong>Ana Reis</strong>`, []string{"Fernanda Lima", "Carlos Souza", "Ana Reis"}},
	})
}

// TestBylineOutletKeepsCoAuthors: a station after the last name is
// the reporters' outlet, but the co-authors before it, whom metadata
// leaves out, are still authors; and a person whose surname is one of
// broadcastWords ("Ana Rádio") is no station.
func TestBylineOutletKeepsCoAuthors(t *testing.T) {
	checkOutletBylines(t, `{"@type":"Person","name":"Fernanda Lima"}`, []outletCase{
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, TV Paulista Campinas`, []string{"Fernanda Lima", "Carlos Souza"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, Rádio Litoral FM`, []string{"Fernanda Lima", "Carlos Souza"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Ana Rádio</strong>`, []string{"Fernanda Lima", "Ana Rádio"}},
		{`Por <strong>Fernanda Lima</strong>, <strong>Carlos Souza</strong> e <strong>Ana Radio</strong>`, []string{"Fernanda Lima", "Carlos Souza", "Ana Radio"}},
	})
}

// TestBylineOutletWithoutPersonMeta: the station after the byline's
// comma is no author where metadata names no person either (only the
// publisher): extendsByline never runs there, so only a drop of the
// station from the names (dropSiteCredits) leaves the reporters.
func TestBylineOutletWithoutPersonMeta(t *testing.T) {
	checkOutletBylines(t, `{"@type":"Organization","name":"Portal Paulista"}`, []outletCase{
		{`Por <strong>Fernanda Lima</strong>, TV Paulista Campinas`, []string{"Fernanda Lima"}},
		{`Por <strong>Fernanda Lima</strong> e <strong>Carlos Souza</strong>, TV Paulista Campinas`, []string{"Fernanda Lima", "Carlos Souza"}},
	})
}
