package extract

import "testing"

// TestDetectLangNoShortCode checks that a page declaring a language with
// no two-letter code (<html lang="ceb">) does not take the template's
// og:locale "en_US" for its language; a code for no language ("und")
// passes to the next hint as before.
func TestDetectLangNoShortCode(t *testing.T) {
	ceb := "Gisirhan sa kapulisan ang dalan paingon sa barangay human sa pagdahili sa yuta nga miigo sa pipila ka balay. " +
		"Matud sa kapitan sa barangay, walay nasamdan apan daghang pamilya ang gibakwit ngadto sa eskwelahan."
	tests := []struct {
		name, text string
		hints      []string
		want       string
	}{
		{"cebuano text", ceb, []string{"ceb", "en_US"}, ""},
		{"no text", "", []string{"ceb", "en_US"}, ""},
		{"und passes on", "", []string{"und", "en_US"}, "en"},
	}
	for _, tc := range tests {
		if got := DetectLang(tc.text, tc.hints...); got != tc.want {
			t.Errorf("%s: DetectLang(%q) = %q, want %q", tc.name, tc.hints, got, tc.want)
		}
	}
}
