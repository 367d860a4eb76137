package extract

import (
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
)

// TestReviewAgencyCreditSourceLine: a desk-signed story closing with a
// statistics office's or a fund's source line ("Fonte: INE", "Source:
// IMF") keeps the desk credit: the closing source must name a known
// agency, as the dateline's must.
func TestAgencyCreditSourceLine(t *testing.T) {
	page := func(first, last string) string {
		return `<html><head><title>Governo anuncia reabilitação da estrada até 2028</title><meta name="author" content="Redação"></head><body><article><h1>Governo anuncia reabilitação da estrada até 2028</h1>
<div class="entry-meta"><span class="por">Por Redação</span> <span class="data">12/11/2026 - 14:20</span></div>
<div class="entry-content"><p>` + first + `O Governo anunciou hoje que a reabilitação da estrada entre Nampula e Cuamba deverá estar concluída até ao final de 2028.</p>
<p>O troço, com cerca de 350 quilómetros, é considerado essencial para o escoamento de produtos agrícolas das províncias do norte.</p>
<p>Transportadores locais saudaram o anúncio, mas lembraram que projetos semelhantes foram adiados no passado por falta de financiamento.</p>
` + last + `</div></article></body></html>`
	}
	for _, c := range []struct {
		name, first, last string
		want              []string
	}{
		{"statistics office", "", `<p class="fonte"><em>Fonte: INE</em></p>`, []string{"Redação"}},
		{"fund", "", `<p>Source: IMF</p>`, []string{"Redação"}},
		{"agency quoted in a sentence", "Em entrevista à agência (Lusa) – ", "", []string{"Redação"}},
		{"known agency still credited", "", `<p class="fonte"><em>Fonte: Lusa</em></p>`, []string{"Lusa"}},
		{"dateline still credited", "Nampula, 12 nov (APS) – ", "", []string{"APS"}},
	} {
		if art := extractPage(t, page(c.first, c.last)); !slices.Equal(art.Authors, c.want) {
			t.Errorf("%s: authors = %q, want %q", c.name, art.Authors, c.want)
		}
	}
}

// TestReviewApplierDatelineAgencyByline: a byline paragraph naming the
// reporter with the agency in brackets ("Por Ana Lima (EFE) – Madrid")
// is no dateline: the applier must not replace the reporter by the agency.
func TestApplierDatelineAgencyByline(t *testing.T) {
	for _, s := range []string{
		`<p>Por Ana Lima (EFE) – Madrid</p>`,
		`<p><strong>Por Ana Lima (AFP) - Paris</strong></p>`,
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body><article>` + s + `<p>Texto longo da notícia que continua por mais de oitenta caracteres para contar como parágrafo.</p></article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		ms, err := selectors.Select(doc, "//article/p[1]")
		if err != nil {
			t.Fatal(err)
		}
		if got := authorsOfMatches(&ldMemo{}, ms, "pt"); !slices.Contains(got, "Ana Lima") {
			t.Errorf("%s: authors = %q, want Ana Lima among them", s, got)
		}
	}
}

// TestReviewDatedThenUpdatedSentence: a line opening with a date whose
// update word is a sentence's ("updated guidance takes effect at
// 12:10", "we updated it at 12:10") is no date line.
func TestDatedThenUpdatedSentence(t *testing.T) {
	for _, s := range []string{
		"19 November 2026: updated guidance takes effect at 12:10",
		"On 19 November 2026 we updated it at 12:10",
		"19.11.2026 Aktualisiert wird der Fahrplan ab 12:10",
		"2026-11-19 updated the vaccines list by 12:10",
	} {
		if isDateLine(s) {
			t.Errorf("isDateLine(%q) = true, want false", s)
		}
	}
}
