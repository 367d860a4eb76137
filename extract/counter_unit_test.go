package extract

import "testing"

// TestCounterLineWithUnit checks that a view counter may close with one
// word of unit after its number ("Dibaca: 2.318 kali", "Read: 2,318
// times"), and that a labelled line going on after the number, or a
// label that names no counter, is no counter line.
func TestCounterLineWithUnit(t *testing.T) {
	for line, want := range map[string]bool{
		"Dibaca: 2.318 kali": true,
		"Dibaco: 2.318 kali": true,
		"Dilihat: 915 kali":  true,
		"Gelesen: 1.204 mal": true,
		"Reads: 2,318 times": true,
		"Views: 12,408":      true,
		"Dibaca: 2.318 kali oleh pembaca di seluruh Sumatra": false,
		"Harga: 290 ribu":                    false,
		"Views: 3 million, the council says": false,
	} {
		if got := isCounterLine(line); got != want {
			t.Errorf("isCounterLine(%q) = %v, want %v", line, got, want)
		}
	}
}
