package extract

import "testing"

// TestPluralPhotoLabelInSentence checks that a sentence of the story
// with the plural "fotos"/"zdjęcia"/"fotók" right before a colon is no
// photo credit: only a label opening the line, a name after it, is.
func TestPluralPhotoLabelInSentence(t *testing.T) {
	for _, line := range []string{
		"El Ayuntamiento difundió en redes sociales dos fotos: una del puente antes de la crecida y otra de lo que quedó después.",
		"A Polícia Federal divulgou as fotos: os suspeitos aparecem ao lado do carro roubado na saída de Campinas.",
		"Die Polizei veröffentlichte am Montag zwei Fotos: Sie zeigen den Tatverdächtigen an der Tankstelle in Pratteln.",
		"Policja opublikowała dwa zdjęcia: na obu widać mężczyznę w czerwonej kurtce przy bankomacie na rogu ulicy.",
	} {
		if isCaptionLine(line) {
			t.Errorf("isCaptionLine(%q) = true, want false (a sentence of the story)", line)
		}
	}
}
