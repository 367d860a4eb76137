package extract

import (
	"strings"
	"testing"
)

// TestMayInterestYouHeads: "You may be interested in", the title of a
// box of other stories set between the paragraphs, in the languages of
// the big news sites, is furniture alone on its line; the words inside
// a sentence are the story's.
func TestMayInterestYouHeads(t *testing.T) {
	for line, want := range map[string]bool{
		"Te puede interesar":                                      true,
		"También te puede interesar:":                             true,
		"Você pode gostar":                                        true,
		"Vous aimerez aussi":                                      true,
		"Ti potrebbe interessare":                                 true,
		"Вам может быть интересно":                                true,
		"Bunlar da ilginizi çekebilir":                            true,
		"Te puede interesar saber que el Metro abre a las cinco.": false,
	} {
		if got := isBoilerLine(line); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", line, got, want)
		}
	}
	page := `<html lang="es"><head><title>Metro amplía horario</title></head><body><main><article><h1>Metro amplía horario</h1>` +
		strings.Repeat(`<p>El Sistema de Transporte Colectivo ampliará el horario de la Línea 12 durante todo diciembre, informó la directora del organismo.</p>`, 3) +
		`<div class="tpi"><p class="tpi-title">Te puede interesar</p><a href="/comunidad/cablebus"><span>Cablebús Línea 3 tendrá dos estaciones más</span></a></div>` +
		`<p>El horario extendido se mantendrá hasta el 6 de enero y el organismo evaluará después si lo conserva los fines de semana.</p>` +
		`</article></main></body></html>`
	checkBody(t, page, []string{"hasta el 6 de enero"}, []string{"Te puede interesar"})
}
