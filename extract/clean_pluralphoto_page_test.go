package extract_test

import (
	"strings"
	"testing"
)

// TestPluralPhotoSentenceOnPage checks that a short paragraph of a
// Spanish story with "dos fotos:" before its colon stays in the body.
func TestPluralPhotoSentenceOnPage(t *testing.T) {
	const line = "El Ayuntamiento difundió dos fotos: una del puente antes de la crecida y otra de lo que quedó."
	page := `<html lang="es"><head><title>La crecida del Segura se lleva el puente de Rojales</title></head><body><article><h1>La crecida del Segura se lleva el puente de Rojales</h1>
<p>El temporal dejó más de cien litros por metro cuadrado en apenas seis horas en toda la comarca del Bajo Segura, según la Agencia Estatal de Meteorología.</p>
<p>El río se desbordó a primera hora de la mañana y arrastró el viejo puente de hierro que unía los dos barrios del pueblo desde principios del siglo pasado.</p>
<p>` + line + `</p>
<p>Los vecinos de la orilla norte tendrán que dar un rodeo de doce kilómetros hasta que el Gobierno regional instale una pasarela provisional sobre el cauce.</p>
</article></body></html>`
	art := coldExtract(t, "https://www.diario.example.es/comarca/crecida-puente", page)
	if !strings.Contains(art.Body, line) {
		t.Errorf("body lacks %q:\n%s", line, art.Body)
	}
}
