package extract

import "testing"

// TestStampLabelledWordPlace checks that a "published" or "updated" word
// makes a dated line a timestamp only where a label stands (the line's
// start, after one word, before a colon): in a sentence of the story it
// is a verb, and the line stays in the text.
func TestStampLabelledWordPlace(t *testing.T) {
	for _, tc := range []struct {
		line     string
		dateLine bool
	}{
		// Sentences of the story, in English, German and Spanish.
		{"Results were published 12 March 2026.", false},
		{"Prices were updated on 3 May 2026.", false},
		{"Die Liste wurde aktualisiert am 3. Mai 2026.", false},
		// Must still fire: the timestamp's label.
		{"Published 12 March 2026", true},
		{"Last updated: 3 May 2026", true},
		{"Zuletzt aktualisiert am 12. März 2026", true},
		{"Actualizado el 3 de mayo de 2026", true},
	} {
		if got := isDateLine(tc.line); got != tc.dateLine {
			t.Errorf("isDateLine(%q) = %v, want %v", tc.line, got, tc.dateLine)
		}
	}
}
