package generate

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bylinehq/byline/extract"
)

// FuzzColdExtract runs cold extraction, as `byline extract` does for a
// site it has never seen (generate a set from the page, apply it, fall
// back to go-trafilatura), on arbitrary bytes. Whatever the page, it must
// not panic, and an article it returns is valid UTF-8 with a body:
//
//	go test ./selectors/generate -run '^$' -fuzz FuzzColdExtract -fuzztime 2m
func FuzzColdExtract(f *testing.F) {
	prose := strings.Repeat("<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz bis 2027 auszubauen, nachdem Anwohner monatelang geklagt hatten.</p>", 5)
	for _, seed := range []string{
		"",
		"<html>",
		"<p>just one line</p>",
		`<html><head><title>A | Site</title><meta property="og:title" content="A"></head><body><article><h1>A</h1>` + prose + `</article></body></html>`,
		`<html><body><main><h1>Headline</h1><time datetime="2024-05-01T10:00:00+02:00">1. Mai</time><div class="byline">Von Jana Beispiel</div>` + prose + `<div class="share">Teilen</div></main></body></html>`,
		`<article><article><article><h1>x</h1>` + prose + `</article></article></article>`,
		`<div itemprop="articleBody"><script type="application/ld+json">{"@type":"NewsArticle","headline":"H","datePublished":"2024-13-45","author":[{"name":"A"},null]}</script>` + prose + `</div>`,
		`<table><tr><td><h1>T</h1>` + prose + `</td></tr></table><template><p>hidden</p></template>`,
		"<h1>\x00\xff\xfe</h1><p>\xc3\x28 broken utf-8 \xe2\x82</p>",
		"<meta charset=\"windows-1258\"><h1>Tin t\xf4i</h1>" + prose,
		`<body><div hidden><h1>hidden</h1></div><div aria-hidden="true">` + prose + `</div></body>`,
		`<h1>a</h1><p>` + strings.Repeat("<b>", 600) + "deep" + strings.Repeat("</b>", 600) + `</p>` + prose,
		// The article only in script state, JSON-escaped, and in a JSON-LD articleBody.
		`<html><head><title>Busnetz</title></head><body><div id="app"></div><script>window.s={"a":{"html":"` +
			strings.NewReplacer("<", `\u003c`, ">", `\u003e`, `"`, `\"`).Replace(prose) + `"}};</script></body></html>`,
		`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Busnetz","articleBody":"Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen.\n\nAnwohner hatten geklagt."}</script><p>Nur für Abonnenten</p>`,
		// Data tables (rows on one line) inside and around the article,
		// one nested in a cell, and bylines with roles and labels.
		`<article><h1>Preise</h1>` + prose + `<table><thead><tr><th>Größe</th><th>Preis</th></tr></thead><tbody><tr><td>S</td><td><p>5 €</p><p>netto</p></td></tr>` +
			`<tr><td><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table></td><td>x</td></tr></tbody></table>` +
			`<div class="meta"><time>03/01/2017</time> by Agatha Caleo, Candidate Representative</div><h6>Author(s)</h6><ul><li>A. B. Cee</li><li>D. Eff</li></ul></article>`,
	} {
		f.Add([]byte(seed))
	}
	x := &extract.Extractor{Sets: Cold{Gen: NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	f.Fuzz(func(t *testing.T, raw []byte) {
		doc, _, err := extract.ParseHTML(raw, "text/html")
		if err != nil {
			return // refused with an error: fine
		}
		p := &extract.Page{URL: "https://example.org/news/2024/05/story", Site: "example.org", Doc: doc}
		art, err := x.Extract(context.Background(), p)
		if err != nil {
			if !errors.Is(err, extract.ErrNoArticle) {
				t.Fatalf("error %v is not ErrNoArticle", err)
			}
			return
		}
		for name, s := range map[string]string{"title": art.Title, "lead": art.Lead, "body": art.Body, "body_html": art.BodyHTML} {
			if !utf8.ValidString(s) {
				t.Errorf("%s is not valid UTF-8: %q", name, s)
			}
		}
		for _, a := range art.Authors {
			if !utf8.ValidString(a) || strings.TrimSpace(a) == "" {
				t.Errorf("author %q is empty or not valid UTF-8", a)
			}
		}
		if strings.TrimSpace(art.Body) == "" {
			t.Errorf("article without a body: %+v", art)
		}
		if art.Method == "" {
			t.Errorf("article without a method: %+v", art)
		}
	})
}
