package extract

import (
	"slices"
	"testing"
)

// TestDeskCreditYieldsToAgency checks that a desk's credit ("Por
// Redação", "Par Rédaction", with meta author the same) yields to the
// news agency the text credits, in its dateline's brackets or in a
// closing source line, and stays where the text credits none.
func TestDeskCreditYieldsToAgency(t *testing.T) {
	page := func(byline, first, last string) string {
		return `<html><head><title>Governo anuncia reabilitação da estrada até 2028</title><meta name="author" content="Redação"></head><body><article><h1>Governo anuncia reabilitação da estrada até 2028</h1>
<div class="entry-meta"><span class="por">` + byline + `</span> <span class="data">12/11/2026 - 14:20</span></div>
<div class="entry-content"><p>` + first + `O Governo anunciou hoje que a reabilitação da estrada entre Nampula e Cuamba deverá estar concluída até ao final de 2028.</p>
<p>O troço, com cerca de 350 quilómetros, é considerado essencial para o escoamento de produtos agrícolas das províncias do norte.</p>
<p>Transportadores locais saudaram o anúncio, mas lembraram que projetos semelhantes foram adiados no passado por falta de financiamento.</p>
` + last + `</div></article></body></html>`
	}
	for _, c := range []struct {
		name, byline, first, last string
		want                      []string
	}{
		{"closing source", "Por Redação", "", `<p class="fonte"><em>Fonte: Lusa</em></p>`, []string{"Lusa"}},
		{"dateline", "Par Rédaction", "Nampula, 12 nov (APS) – ", "", []string{"APS"}},
		{"dateline known agency", "Por Redação", "Maputo, 12 nov (Lusa) - ", "", []string{"Lusa"}},
		{"no agency", "Por Redação", "", "", []string{"Redação"}},
		{"unknown acronym", "Por Redação", "Nampula, 12 nov (SID) – ", "", []string{"Redação"}},
		{"person kept", "Por Marta Figueiredo", "Nampula, 12 nov (APS) – ", "", []string{"Marta Figueiredo"}},
	} {
		if art := extractPage(t, page(c.byline, c.first, c.last)); !slices.Equal(art.Authors, c.want) {
			t.Errorf("%s: authors = %q, want %q", c.name, art.Authors, c.want)
		}
	}
}
