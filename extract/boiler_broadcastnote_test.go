package extract

import "testing"

// A broadcaster's note of the programme and slot that aired the story,
// under its text ("Dieses Thema im Programm: … | 27. November 2026 |
// 12:30 Uhr"), is furniture; a line with the label's word and no date
// ("Programa: abertura às 10h", an event's schedule) is the story's.
func TestBroadcastNoteIsStockText(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"Dieses Thema im Programm: OSTFUNK SACHSEN – Das Sachsenradio | Regionalreport aus dem Studio Bautzen | 27. November 2026 | 12:30 Uhr", true},
		{"Sendung: Nordwelle Info, 26.11.2026, 16:00 Uhr", true},
		{"Programa: abertura às 10h, debate às 15h e concerto à noite.", false},
		{"Dieses Thema im Programm ist neu, sagte die Intendantin.", false},
	} {
		if got := isStockText(tt.line, runes(tt.line), false); got != tt.want {
			t.Errorf("isStockText(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
