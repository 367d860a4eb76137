package extract

import (
	"strings"
	"testing"
)

// taxonomyTailPage is a story whose foot holds a box of tags under a
// label alone on its line (box), after the paragraphs.
func taxonomyTailPage(box string) string {
	para := "<p>" + strings.Repeat("El Gobierno aprobará el martes una rebaja del IVA de la luz para los hogares vulnerables este invierno. ", 3) + "</p>"
	return `<!doctype html><html lang="es"><head><title>Rebaja del IVA de la luz</title></head><body><main><article><h1>Rebaja del IVA de la luz</h1><div class="a_c">` +
		strings.Repeat(para, 4) + `<p>Hacienda calcula que la medida costará unos 320 millones de euros a las arcas públicas.</p></div>` +
		`<div class="a_ft"><p>Sigue la información de Economía en <a href="#">Facebook</a> y en nuestro boletín semanal</p></div>` + box + `</article></main></body></html>`
}

// TestTaxonomyLabelEndsStory: the label over a story's tag list
// ("Archivado En", "filed under" as a Spanish paper writes it), alone on
// its line with only its tags after it, leaves the body (probe71).
func TestTaxonomyLabelEndsStory(t *testing.T) {
	page := taxonomyTailPage(`<div class="a_ar"><p>Archivado En</p><a href="/noticias/iva/">IVA</a> <a href="/noticias/electricidad/">Electricidad</a></div>`)
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.es/economia/iva-luz.html", page)
	if strings.Contains(art.Body, "Archivado") {
		t.Errorf("body keeps the tag list's label: %q", art.Body)
	}
	if !strings.Contains(art.Body, "Hacienda calcula") {
		t.Errorf("body lost the last paragraph: %q", art.Body)
	}
}

// TestTaxonomyLabelOverSection: a section of the story titled with a
// taxonomy word ("Temas") and going on in its paragraphs stays.
func TestTaxonomyLabelOverSection(t *testing.T) {
	page := taxonomyTailPage(`<h3>Temas</h3><p>La cumbre tratará la energía, la vivienda y el empleo juvenil durante dos jornadas en Sevilla.</p>`)
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.es/economia/iva-luz.html", page)
	if !strings.Contains(art.Body, "La cumbre tratará") {
		t.Errorf("body lost the section after its title: %q", art.Body)
	}
}

// TestTaxonomyLabelInTable: a table's header cell that is a taxonomy
// word ("Category") is no tag list's label: the rows after it stay.
func TestTaxonomyLabelInTable(t *testing.T) {
	row := `<tr><td>Sala y catering</td><td>15.000</td><td>40.000</td></tr>`
	page := taxonomyTailPage(`<table><tr><th>Category</th><th>Mínimo</th><th>Máximo</th></tr>` + strings.Repeat(row, 6) + `</table>`)
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.es/economia/iva-luz.html", page)
	if strings.Count(art.Body, "Sala y catering") != 6 {
		t.Errorf("body lost the table's rows: %q", art.Body)
	}
}
