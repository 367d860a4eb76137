package extract

import (
	"strings"
	"testing"
)

// TestClassifyInfiniteScrollUnderLinkedKickers: a news site (hoy.com.py,
// a WordPress theme) prints its story and the next ones below it, each
// an <article> whose first heading is the section's link (<h4><a>Nacionales</a></h4>)
// above the story's own headline, which links nowhere. Without og:type
// or JSON-LD the page is an article; the kicker is no linked title.
func TestClassifyInfiniteScrollUnderLinkedKickers(t *testing.T) {
	para := `<p>La policía informó el sábado que el tránsito en la avenida principal quedará cerrado durante toda la mañana por la celebración, y recomendó a los conductores usar las calles paralelas.</p>`
	story := func(h1 string) string {
		return `<article class="entry-main-content"><h4 class="section"><a href="https://www.hoy.com.py/nacionales">Nacionales</a></h4>` +
			`<h1 class="h-b--lg">` + h1 + `</h1><div class="meta">Por Redacción</div><div class="entry-body">` + strings.Repeat(para, 4) + `</div></article>`
	}
	page := `<main id="infinite">` + story("Darán bendición a vehículos este sábado") + story("Capuchinos invitan a bendición de mascotas") +
		story("Cierran la avenida por la procesión") + `</main>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if got := Classify(doc); got != KindArticle {
		t.Errorf("Classify = %s, want %s: a section kicker above an unlinked headline is no linked title", got, KindArticle)
	}
}

// TestClassifyBrTextBesideCreditParagraph: an agency's story written as
// runs of text between <br>s, with its "Pewarta:/Editor:" credit in a
// <p> at the end of the same element, is an article: the <p> does not
// hide the runs beside it.
func TestClassifyBrTextBesideCreditParagraph(t *testing.T) {
	run := "Harga beras medium di Pasar Induk Beras Cipinang turun menjadi Rp12.400 per kilogram pada Rabu, dari Rp12.900 sepekan sebelumnya."
	page := `<html><body><nav><a href="/a">Beranda</a> <a href="/b">Terkini</a></nav><div class="post"><h1>Harga beras medium turun</h1>` +
		`<div class="post-content">` + strings.Repeat(run+`<br><br>`, 5) +
		`<p class="credit">Pewarta: Rina Susanti<br>Editor: Budi Santoso</p></div></div></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if got := Classify(doc); got != KindArticle {
		t.Errorf("Classify = %s, want article", got)
	}
}
