package extract

import (
	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	"strings"
	"testing"
	"time"
)

// TestBodyKeepsAmazonAffiliatesInStories checks that a story's sentences
// about Amazon's workers ("associados", as Amazon calls them in Brazil)
// and its affiliate marketers stay, while the associate notice, which
// opens with "Como"/"In qualità di", leaves.
func TestBodyKeepsAmazonAffiliatesInStories(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Amazon</h1>`+p38xPara("First,")+
		`<p>Um associado da Amazon do centro de distribuição de Cajamar foi hospitalizado na segunda-feira, informou o sindicato.</p>`+
		`<p>Un afiliado de Amazon puede ganar hasta un 10 % por venta, explicó el experto en comercio electrónico.</p>`+
		`<p>Marco, affiliato Amazon da dieci anni, racconta di guadagnare circa 800 euro al mese con il suo blog.</p>`+p38xPara("Second,")+
		`<p><small>Como associado da Amazon, ganhamos com compras qualificadas.</small></p>`+
		`<p><small>Como Afiliado de Amazon, obtengo ingresos por las compras adscritas que cumplen los requisitos aplicables.</small></p>`+
		`<p><small>In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.</small></p></article></body></html>`,
		[]string{"First,", "Um associado da Amazon do centro", "Un afiliado de Amazon puede", "affiliato Amazon da dieci anni", "Second,"},
		[]string{"Como associado", "Como Afiliado", "In qualità di"})
}

// TestApplyYearlessDatelineURLYear checks that a site's selector set
// reads a wire dateline without a year as the heuristic does: on a page
// whose URL holds its date, in the URL's year, not the crawl's (a 2023
// story read in November 2026 is no 2026 story).
func TestApplyYearlessDatelineURLYear(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Kenya's central bank holds key rate</title></head><body><main><article><h1>Kenya's central bank holds key rate</h1>` +
		`<p>NAIROBI, Nov 25 (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month.</p>` +
		strings.Repeat(`<p>The bank's monetary policy committee said overall inflation fell in October, helped by lower food and fuel prices across the country.</p>`, 3) +
		`</article></main></body></html>`
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {"//h1"}, selectors.Published: {"//article/p[1]"}, selectors.Body: {"//article"}}})
	if err != nil {
		t.Fatal(err)
	}
	x := NewApplier()
	x.Now = func() time.Time { return time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC) }
	for url, want := range map[string]string{
		"https://example.org/2023/11/25/kenya-central-bank-holds-rate": "2023-11-25",
		"https://example.org/africa/kenya-central-bank-holds-rate":     "2026-11-25",
	} {
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, rep := x.Apply(set, &Page{URL: url, Doc: doc})
		if got := first10(art.PublishedRaw); got != want {
			t.Errorf("%s: published = %q, want %q (%+v)", url, art.PublishedRaw, want, rep.Fields[selectors.Published])
		}
	}
}

// TestBodyKeepsDivSentenceWithPaidLink checks that a short paragraph set
// in a <div> that holds a paid link stays when it is a sentence that
// opens with a quote, ends with an exclamation, or is Chinese split by
// a product's Latin name: it is no product card.
func TestBodyKeepsDivSentenceWithPaidLink(t *testing.T) {
	for _, s := range []string{
		`“We bought the <a href="https://amzn.to/y" rel="sponsored">Flexa 3 cordless</a> in March and used it every day,” she said.`,
		`We bought the <a href="https://amzn.to/y" rel="sponsored">Flexa 3 cordless</a> in March and it has not let us down once!`,
		`我们三月在网上买了<a href="https://amzn.to/y" rel="sponsored">Flexa 3吸尘器</a>，每天都用，六个月来从没出过问题。`,
	} {
		checkBody(t, `<html><body><article><h1>Vacuums</h1>`+p38xPara("First,")+
			`<div class="txt">`+s+`</div>`+p38xPara("Third,")+`</article></body></html>`,
			[]string{"First,", "Flexa 3", "Third,"}, nil)
	}
}

// TestYearlessDatelineMonthURL checks a wire dateline without a year on
// a page whose URL holds only the year and month ("/2026/11/…", as
// WordPress and many papers file stories): the URL's date is the month's
// first day, and the story's day later in that month is its date.
func TestYearlessDatelineMonthURL(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Kenya's central bank holds key rate</title></head><body><main><article><h1>Kenya's central bank holds key rate</h1>` +
		`<p>NAIROBI, Nov 25 (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month.</p>` +
		strings.Repeat(`<p>The bank's monetary policy committee said overall inflation fell in October, helped by lower food and fuel prices across the country.</p>`, 3) +
		`</article></main></body></html>`
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC) }
	for _, url := range []string{"https://example.org/2026/11/kenya-central-bank-holds-rate", "https://example.org/2023/11/kenya-central-bank-holds-rate"} {
		want := url[len("https://example.org/"):len("https://example.org/2026")] + "-11-25"
		art, _ := analyzePage(t, h, url, page)
		if got := first10(art.PublishedRaw); got != want {
			t.Errorf("%s: published = %q, want %q", url, art.PublishedRaw, want)
		}
	}
}

// TestBodyKeepsStorySupportVerbs checks that a story's sentence whose
// subjunctive or infinitive spells a donation ask stays: "que o Estado
// apoie o jornalismo regional", "чтобы поддержать редакцию".
func TestBodyKeepsStorySupportVerbs(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Imprensa</h1>`+p38xPara("First,")+
		`<p>A ministra defendeu que o Estado apoie o jornalismo regional com um fundo de 20 milhões de euros até 2027.</p>`+
		`<p>Сотни читателей пришли к зданию газеты, чтобы поддержать редакцию после обысков в понедельник.</p>`+p38xPara("Second,")+
		`<div class="box"><p>Apoie o jornalismo independente. Assine a partir de 5 euros por mês.</p></div>`+
		`<div class="box"><p>Поддержать редакцию можно переводом на карту.</p></div></article></body></html>`,
		[]string{"First,", "o Estado apoie o jornalismo regional", "чтобы поддержать редакцию после обысков", "Second,"},
		[]string{"Apoie o jornalismo independente", "Поддержать редакцию можно"})
}
