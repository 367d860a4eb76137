package extract

import (
	"testing"
	"time"
)

// TestDateParserNearMonthNotNames checks that a name between a day and a
// four-digit year is no month monthNear reads. Latin and Portuguese first
// names sit a letter or two from a month of some language (Marcus ~
// "marcius", Augustin ~ Swedish "augusti", Agostino ~ "agosto", Juliusz ~
// "julius", Januário ~ "janeiro"/"januario", Setembrino ~ "setembro"), so
// does a brand (Aprilia ~ "aprilia"/"aprile") and the Hebrew calendar's
// Tammuz (~ Turkish "temmuz", July; 17 Tammuz is not 17 July). "Room 26
// Marcus 2026" has the shape of the no-date case "Room 26 Novak 2026" in
// TestDateParserNearMonth, with a name of six letters. Main reads none
// of these.
func TestDateParserNearMonthNotNames(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	for _, s := range []string{
		"Room 26 Marcus 2026",
		"Kapitel 12. Augustin 2026",
		"26 Agostino 2026",
		"Juliusz 3, 2026",
		"Januário 3, 2026",
		"Setembrino 3, 2026",
		"Aprilia 12, 2026",
		"17 Tammuz 2026",
	} {
		if d, ok := p.FindInText(s, "", now); ok {
			t.Errorf("FindInText(%q) = %q, want no date", s, d.Raw)
		}
	}
}
