package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/selectors"
)

// TestShownWallTimeOfUTCMeta checks that a time shown below the headline
// without its zone, which is the metadata's UTC instant in some zone
// people live in to the minute but on another day, dates the page by
// the day readers see, with the metadata's instant in that zone, for
// the heuristic and for a set learned from it, however a masthead's
// "today" and a rail's teaser fall on the UTC day; a time no zone makes
// the metadata's minute, or that a zone would have to put 15 hours
// behind UTC, leaves the metadata.
func TestShownWallTimeOfUTCMeta(t *testing.T) {
	page := func(meta, shown string) string {
		para := "<p>" + strings.Repeat("El Ayuntamiento inauguró este miércoles la primera etapa de un parque lineal construido sobre el antiguo derecho de vía. ", 3) + "</p>"
		return `<!doctype html><html lang="es"><head><title>Zapopan abre parque lineal | Occidente</title>` +
			`<meta property="article:published_time" content="` + meta + `"></head><body>` +
			`<header><div class="today">Jueves 26 de noviembre de 2026</div></header><main><article>` +
			`<h1>Zapopan abre parque lineal</h1><div class="firma"><span class="por">Por Daniela Cortés</span><span class="fecha">` + shown + `</span></div>` +
			`<div class="cuerpo">` + para + para + para + `</div></article>` +
			`<aside class="sidebar"><ol><li><a href="/x">Chivas asegura su lugar en la liguilla este jueves</a> <span>26 de noviembre de 2026</span></li></ol></aside></main></body></html>`
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, meta, shown, want string }{
		{"Mexico, the evening before", "2026-11-26T01:35:00Z", "25 de noviembre de 2026 · 19:35 hrs", "2026-11-25T19:35:00-06:00"},
		{"seconds in the metadata", "2026-11-26T01:35:42+00:00", "25 de noviembre de 2026, 19:35", "2026-11-25T19:35:42-06:00"},
		{"India, the morning after", "2026-11-25T20:10:00Z", "26 de noviembre de 2026 · 01:40 hrs", "2026-11-26T01:40:00+05:30"},
		{"another minute", "2026-11-26T01:35:00Z", "25 de noviembre de 2026 · 19:12 hrs", "2026-11-26T01:35:00+00:00"},
		{"no zone reaches it", "2026-11-26T09:35:00Z", "25 de noviembre de 2026 · 18:35 hrs", "2026-11-26T09:35:00+00:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			url := "https://www.occidente.example/jalisco/zapopan-abre-parque-lineal"
			art, _ := analyzePage(t, h, url, page(c.meta, c.shown))
			if art.PublishedRaw != c.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, c.want)
			}
			if want, _ := time.Parse(time.RFC3339, c.meta); !art.Published.Equal(want) {
				t.Errorf("published instant = %v, want %v", art.Published, want)
			}
			// A set reading the shown line, or the meta tag where that
			// won, dates the page as the heuristic did.
			xpath := "//span[@class='fecha']"
			if c.want[:10] == c.meta[:10] {
				xpath = "//meta[@property='article:published_time']/@content"
			}
			set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
				selectors.Title:     {"//h1"},
				selectors.Body:      {"//div[@class='cuerpo']"},
				selectors.Published: {xpath},
			}})
			if err != nil {
				t.Fatal(err)
			}
			doc, err := html.Parse(strings.NewReader(page(c.meta, c.shown)))
			if err != nil {
				t.Fatal(err)
			}
			x := NewApplier()
			x.Now = h.Now
			if got, _ := x.Apply(set, &Page{URL: url, Doc: doc}); got.PublishedRaw != c.want {
				t.Errorf("applier: published = %q, want %q", got.PublishedRaw, c.want)
			}
		})
	}
}
