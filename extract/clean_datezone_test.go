package extract

import "testing"

// TestDateLineZoneAbbrev: a time zone's abbreviation after the clock
// ("10:42 IST", "9:15 EST") is part of the stamp, not a word of its
// label: the foot line "First uploaded on: 09-11-2026 at 10:42 IST"
// (probe71) is a timestamp as it is without the zone.
func TestDateLineZoneAbbrev(t *testing.T) {
	for _, l := range []string{
		"First uploaded on: 09-11-2026 at 10:42 IST",
		"First published on: 12-03-2026 at 09:15 GMT",
		"Zuerst veröffentlicht am: 12.03.2026 um 09:15 MEZ",
	} {
		if !isDateLine(l) {
			t.Errorf("isDateLine(%q) = false, want true (a timestamp with its zone)", l)
		}
	}
	// The zone counts nothing only in capitals, as a zone is written: a
	// sentence stays one, and a word like "Ist" in German prose counts.
	for _, l := range []string{
		"The talks ended at 10:42 IST with no deal in sight.",
		"Der Termin ist am 12.03.2026 um 09:15 Uhr im Rathaus.",
	} {
		if isDateLine(l) {
			t.Errorf("isDateLine(%q) = true, want false", l)
		}
	}
}
