package extract

import (
	"testing"
)

// Review fixkf55 (5): an "assinatura" box holding a subscription link's
// words in title case is read as a signature.
func TestAssinaturaNonNames(t *testing.T) {
	head := `<html lang="pt-BR"><head><title>Morreu o ilustrador</title><meta name="author" content="Redação"></head>
<body><article><h1>Morreu o ilustrador</h1>`
	for _, box := range []string{"Área do Assinante", "Assine Já", "Seja Assinante", "Clube do Assinante", "Gerenciar Assinatura"} {
		checkBylineCases(t, head, []bylineCase{
			{box, `<div class="meta"><span class="data">27 nov 2026, 16:48</span> <a class="assinatura" href="/assine">` + box + `</a></div>`, []string{"Redação"}},
		})
	}
}
