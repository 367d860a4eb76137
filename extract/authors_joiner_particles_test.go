package extract

import (
	"slices"
	"testing"
)

// TestCleanAuthorsUnknownJoinerParticles checks that a name holding a
// lower-case particle of two or three letters the particle lists lack is
// one name, not two authors split at it (authorUnknownJoiner): Urdu and
// Punjabi "ur", "ul", "ud" (Habib-ur-Rehman written apart), Maghrebi
// "ben", Hebrew "bat", Swedish nobility's "af", Italian "lo", Thai "na"
// ("na Ayudhya"), Dutch "vd". Main keeps each whole.
func TestCleanAuthorsUnknownJoinerParticles(t *testing.T) {
	for _, tc := range []struct{ raw, lang string }{
		{"Syed Habib ur Rehman Shah", ""},
		{"Syed Habib ur Rehman Shah", "en"},
		{"Muhammad Zia ul Haq Khan", "en"},
		{"Khwaja Nazim ud Din Ahmed", ""},
		{"Mohamed Salah ben Ali Trabelsi", "fr"},
		{"Sara Lea bat Moshe Cohen", ""},
		{"Carl Johan af Ugglas Berg", "sv"},
		{"Maria Grazia lo Presti Bianchi", "it"},
		{"Sumet Jumsai na Ayudhya Wong", ""},
		{"Anna Maria vd Berg Smit", "nl"},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, []string{tc.raw}) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want it whole", tc.raw, tc.lang, got)
		}
	}
}
