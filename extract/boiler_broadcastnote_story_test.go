package extract

import "testing"

// Review of fix54: isBroadcastNote reads any four-digit run as "a date
// with its year" and fires on any line of any length that opens with
// one of broadcastLabels, which include the ordinary words "Programa:",
// "Programma:", "Diffusion :". A story's labelled paragraph with a
// count, or an event's schedule with its date, is no on-air note.
func TestBroadcastNoteStoryLines(t *testing.T) {
	for _, line := range []string{
		// a count, no date at all
		"Programa: 2500 bolsas de estudo e 300 novas residências universitárias até ao fim do ano, anunciou a ministra.",
		// the rule's own guard case ("an event's schedule"), with the event's date
		"Programa: sábado, 14 de março de 2026, abertura às 10h, debate às 15h e concerto à noite.",
		// an Italian festival's programme in a story
		"Programma: venerdì 12 giugno 2026 apertura alle 18 in piazza Duomo, sabato concerti e mercatini fino a mezzanotte.",
		// a French newspaper's print run
		"Diffusion : 1200 exemplaires par semaine, contre le double il y a dix ans, selon l'éditeur.",
	} {
		if isStockText(line, runes(line), false) {
			t.Errorf("isStockText(%q) = true, want false: a story's line, no broadcaster's note", line)
		}
	}
}
