package extract_test

import (
	"slices"
	"testing"
)

// testoFotoPage is a photo story whose JSON-LD lists the writer and the
// photographer as Persons and whose credit line shows byline.
func testoFotoPage(byline string) string {
	return `<!doctype html><html lang="it"><head><title>Le ultime botteghe del vetro - Cronaca Ligure</title>` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Le ultime botteghe del vetro",` +
		`"datePublished":"2026-11-22T08:00:00+01:00","author":[{"@type":"Person","name":"Chiara Ruffo"},{"@type":"Person","name":"Marco Bellini"}]}</script></head>` +
		`<body><header><nav><a href="/">Home</a> <a href="/cronaca">Cronaca</a></nav></header><main><article>` +
		`<h1>Le ultime botteghe del vetro</h1><div class="credits">` + byline + `</div><div class="body">` +
		`<p>Qui il vetro si lavora da otto secoli, e oggi le botteghe aperte sono soltanto quattro in tutto il paese.</p>` +
		`<p>La più antica è quella dei fratelli Rossi, dove il forno resta acceso giorno e notte da ottobre ad aprile.</p>` +
		`<p>I ragazzi che vogliono imparare sono pochi: quest'anno la scuola del vetro ha soltanto tre iscritti.</p>` +
		`</div></article></main><footer><p>© Cronaca Ligure</p></footer></body></html>`
}

// TestTestoDiFotoDiKeepsTheWriter: "Testo di A · Foto di B" is a byline
// (Italian "text by") whose "Foto di" credits B with the pictures, so
// JSON-LD's second Person is the photographer (probe53's photo story).
// Without "testo di" the line was no byline and JSON-LD's two names won.
// "Testo e foto di A" credits A with both, and A alone stays.
func TestTestoDiFotoDiKeepsTheWriter(t *testing.T) {
	for byline, want := range map[string][]string{
		`<span>Testo di <b>Chiara Ruffo</b></span> · <span>Foto di <b>Marco Bellini</b></span>`: {"Chiara Ruffo"},
		`<span>Testo di <b>Chiara Ruffo</b> e <b>Marco Bellini</b></span>`:                      {"Chiara Ruffo", "Marco Bellini"},
	} {
		art := coldExtract(t, "https://cronacaligure.example/cronaca/botteghe-vetro", testoFotoPage(byline))
		if !slices.Equal(art.Authors, want) {
			t.Errorf("byline %q: authors %q, want %q", byline, art.Authors, want)
		}
	}
}
