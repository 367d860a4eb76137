package extract

import "testing"

// TestIsDatedNameAgency: a meta line that sets a known news agency
// alone beside the date ("2026-11-26 14:05 · ELTA") credits the
// unsigned story to it, as "date · Name Surname" credits a person. One
// other word beside the date is a category or a place, and a wire
// dateline's place in capitals is no credit.
func TestIsDatedNameAgency(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"2026-11-26 14:05 · ELTA", true},
		{"26.11.2026 | dpa", true},
		{"Ukrinform - 26.11.2026 09:30", true},
		// Must not fire: a place or a category alone beside the date,
		// a dateline's place in capitals.
		{"2026-11-26 14:05 · Kaunas", false},
		{"26.11.2026 | Wirtschaft", false},
		{"NEW YORK | Nov. 12, 2026", false},
	} {
		if got := isDatedName(tt.line); got != tt.want {
			t.Errorf("isDatedName(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
