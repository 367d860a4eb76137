package extract

import "testing"

// TestStampLabelAfterNounAndAdverb: a stamp whose label word follows a noun and
// an adverb ("Article last updated", "Artikel zuletzt aktualisiert am",
// "Article initialement publié le") is still the page's timestamp; main
// drops these lines, fixkf51 keeps them in the text as sentences.
func TestStampLabelAfterNounAndAdverb(t *testing.T) {
	for _, l := range []string{
		"Page last updated 3 May 2026.",
		"Article last updated 3 May 2026.",
		"Story first published 12 March 2026.",
		"Artikel zuletzt aktualisiert am 3. Mai 2026.",
		"Artikel erstmals veröffentlicht am 12. März 2026.",
		"Article initialement publié le 12 mars 2026.",
	} {
		if !isDateLine(l) {
			t.Errorf("isDateLine(%q) = false, want true (a timestamp's label)", l)
		}
	}
	// The branch's own sentences must stay sentences.
	for _, l := range []string{"Results were published 12 March 2026.", "Prices were updated on 3 May 2026.", "Die Liste wurde aktualisiert am 3. Mai 2026."} {
		if isDateLine(l) {
			t.Errorf("isDateLine(%q) = true, want false", l)
		}
	}
}
