package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSignatureEditorField checks that the editor's field in italics
// closing the text ("Toimetaja: Kadri Tamm", Estonian "editor:") does not
// sign a story whose byline credits an agency: the editor handled the
// copy, the agency wrote it.
func TestSignatureEditorField(t *testing.T) {
	text := `<p>Viljandi linnavalitsus kuulutas välja hanke vana veetorni renoveerimiseks, et hoone saaks järgmise aasta suve lõpuks avatud olla.</p>
<p>Punastest tellistest torn ehitati 1911. aastal ning on olnud suletud alates 2019. aastast, kui ekspertiis leidis katusest pragusid.</p>
<p>Tööde eeldatav maksumus on umbes 780 000 eurot, millest pool tuleb muinsuskaitse toetusprogrammist ja ülejäänu linna eelarvest.</p>`
	tests := []struct {
		last string
		want []string
	}{
		{`<p><em>Toimetaja: Kadri Tamm</em></p>`, []string{"BNS"}},
		{`<p><em>Edited by Kadri Tamm</em></p>`, []string{"BNS"}},
		{`<p><em>Szerkesztő: Kadri Tamm</em></p>`, []string{"BNS"}},
		{`<p><em>Editado por Kadri Tamm</em></p>`, []string{"BNS"}},
		{`<p><em>Bearbeitet von Kadri Tamm</em></p>`, []string{"BNS"}},
	}
	for _, tc := range tests {
		page := `<html lang="et"><head><title>Viljandi vana veetorn saab uue elu</title><meta name="author" content="Sakala Teataja">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Viljandi vana veetorn saab uue elu","author":{"@type":"Organization","name":"BNS"}}</script></head><body><main><h1>Viljandi vana veetorn saab uue elu</h1>` +
			`<div class="entry__byline"><span class="entry__author">BNS</span> <time>26.11.2026 14:05</time></div><div class="entry__content">` +
			text + tc.last + `</div></main><footer>x</footer></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.sakala.example.ee/uudised/veetorn", Doc: doc})
		got := art.Authors
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: authors = %q, want %q", tc.last, got, tc.want)
		}
	}
}
