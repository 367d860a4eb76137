package extract

import "testing"

// TestAbbrevCreditTypography: Polish typesetting puts a no-break
// space after an abbreviation ("Fot.&nbsp;PAP") or a colon after its dot
// ("Fot.: PAP"); both are the same credit.
func TestAbbrevCreditTypography(t *testing.T) {
	for _, s := range []string{"Fot.\u00a0PAP/Leszek Szymański", "Fot.: UG Stare Brzozowo", "Zdj.\u00a0Archiwum Urzędu Gminy"} {
		if !isCaptionLine(s) {
			t.Errorf("isCaptionLine(%q) = false, want true", s)
		}
	}
}
