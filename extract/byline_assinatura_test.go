package extract

import "testing"

// TestAssinaturaSignature checks that an element classed "assinatura"
// (Portuguese for signature) holding a person's name alone is read as
// the byline, and wins over a desk that metadata names ("Redação",
// probe69); a subscription box of the same class ("assinatura" is also
// a subscription) names no one, and the desk stays.
func TestAssinaturaSignature(t *testing.T) {
	head := `<html lang="pt-PT"><head><title>Morreu o ilustrador</title><meta name="author" content="Redação"></head>
<body><article><h1>Morreu o ilustrador</h1>`
	tests := []bylineCase{
		{"a name alone", `<div class="meta"><span class="assinatura">Inês Carvalhais</span> <span class="data">27 nov 2026, 16:48</span></div>`,
			[]string{"Inês Carvalhais"}},
		{"a name with a particle", `<div class="meta"><span class="assinatura">Maria da Silva Pereira</span> <span class="data">27 nov 2026, 16:48</span></div>`,
			[]string{"Maria da Silva Pereira"}},
		{"a subscription box", `<div class="meta"><span class="data">27 nov 2026, 16:48</span></div><div class="assinatura">Assine já por 1,90 €</div>`,
			[]string{"Redação"}},
	}
	checkBylineCases(t, head, tests)
}
