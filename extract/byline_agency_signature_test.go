package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Review of fix54: a byline shown naming only an agency now wins over
// the JSON-LD Organization before the article's own signature is looked
// for. A regional paper that reworks wire copy shows the source "Lusa"
// in its author field and signs the story with its reporter's name in
// bold under the text, or opens it with "(Por …)": the person signs the
// story, and the agency is no longer the only credit (gold: people, and
// named agencies only when they are the only credit).
func TestAgencyBylineLeavesSignature(t *testing.T) {
	para := "<p>A Câmara Municipal de Viseu aprovou hoje a compra de 12 autocarros elétricos para a rede de transportes urbanos da cidade.</p>"
	for _, tt := range []struct{ name, head, foot string }{
		{"signature in bold under the text", "", "<p><strong>Ana Ribeiro</strong></p>"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="pt"><head><meta property="og:site_name" content="Jornal da Beira">` +
				`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Viseu compra autocarros elétricos",` +
				`"author":{"@type":"Organization","name":"Jornal da Beira"},"publisher":{"@type":"Organization","name":"Jornal da Beira"}}</script></head>` +
				`<body><main><article><h1>Viseu compra autocarros elétricos</h1><div class="post-meta"><span class="post-author">Lusa</span>` +
				` <span class="post-date">27 nov 2026, 16:40</span></div><div class="post-content">` + tt.head + strings.Repeat(para, 5) + tt.foot +
				`</div></article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.jornaldabeira.example.pt/regiao/viseu-autocarros/", Doc: doc})
			if got := strings.Join(art.Authors, "; "); got != "Ana Ribeiro" {
				t.Errorf("authors = %q, want %q", got, "Ana Ribeiro")
			}
		})
	}
}
