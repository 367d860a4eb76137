package extract

import "testing"

// TestCaptionLineAbbreviatedCredit checks that a photo credit whose
// label is an abbreviation and its dot (Polish "Fot. UG Stare
// Brzozowo", "fot. PAP/Leszek Szymański", "Zdj. …") is a caption line,
// and that such a label before a figure's number or in a sentence is
// not.
func TestCaptionLineAbbreviatedCredit(t *testing.T) {
	for s, want := range map[string]bool{
		"Fot. UG Stare Brzozowo":           true,
		"fot. PAP/Leszek Szymański":        true,
		"Zdj. Archiwum Urzędu Gminy":       true,
		"Fot. 3 pokazuje most po remoncie": false,
		"Na fot. widać nowy most nad rzeką, otwarty w listopadzie po dwóch latach prac.": false,
		"Fot. Most po remoncie jest szerszy i ma nowe barierki dla pieszych.":            false,
		// A word the abbreviation opens, without its dot, is no label
		// ("Fotograf Jan Nowak", the role and a name, is a credit of
		// its own: TestCaptionLinePhotographerRole).
		"Fotografia Jan Nowak": false,
	} {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}
