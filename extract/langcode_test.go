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

// TestDetectLangThreeLetterCodeWithShortForm: a page declaring a
// language by its ISO 639-2/3 code ("msa", "slk") names that language,
// though the trigram profiles read a paragraph of Malay as Indonesian
// and of Slovak as Czech; the code must not end the hints unread.
func TestDetectLangThreeLetterCodeWithShortForm(t *testing.T) {
	for _, c := range []struct{ text, decl, loc, want string }{
		{"Kerajaan negeri akan memperuntukkan dana tambahan untuk membaiki jalan raya yang rosak akibat banjir minggu lalu, kata Menteri Besar semalam.", "msa", "ms_MY", "ms"},
		{"Kerajaan negeri akan memperuntukkan dana tambahan untuk membaiki jalan raya yang rosak akibat banjir minggu lalu, kata Menteri Besar semalam.", "zsm", "en_US", "ms"},
		{"Vláda v utorok schválila návrh rozpočtu na budúci rok, ktorý počíta s vyššími výdavkami na školstvo a zdravotníctvo.", "slk", "sk_SK", "sk"},
	} {
		if got := DetectLang(c.text, c.decl, c.loc); got != c.want {
			t.Errorf("DetectLang(%s, %s) = %q, want %q", c.decl, c.loc, got, c.want)
		}
	}
}
