package extract

import "testing"

// TestDateLineDatedThenUpdated checks that a line of two stamps, the
// publication's date and the update's label and time, is a date line
// however many small words its labels take (Catalan "a les", Spanish "a
// las", Galician "ás"), and that a sentence holding an update word is
// none.
func TestDateLineDatedThenUpdated(t *testing.T) {
	for _, s := range []string{
		"Dijous, 19 de novembre del 2026, 07:45 Actualitzat a les 12:10",
		"Jueves, 19 de noviembre de 2026, 07:45 Actualizado a las 12:10",
		"Xoves, 19 de novembro de 2026, 07:45 Actualizado ás 12:10",
	} {
		if !isDateLine(s) {
			t.Errorf("isDateLine(%q) = false, want true", s)
		}
	}
	for _, s := range []string{
		"El Teatre Lliure ha actualitzat el programa de la temporada a les 12:10",
		"19 de novembre del 2026: els preus es van actualitzar a les botigues de la ciutat a les 12:10",
	} {
		if isDateLine(s) {
			t.Errorf("isDateLine(%q) = true, want false", s)
		}
	}
}
