package extract

import (
	"strings"
	"testing"
)

// TestBylinePhrasesAgree pins the one list of byline phrases to both its
// readers: a phrase that marks a byline line is also cut off the names.
func TestBylinePhrasesAgree(t *testing.T) {
	for _, p := range bylinePhrases {
		for _, line := range []string{p + " Jane Doe", p + ": Jane Doe"} {
			if !hasBylineMarker(line) {
				t.Errorf("hasBylineMarker(%q) = false", line)
			}
			if got := authorStripMarkers(line); got != "Jane Doe" {
				t.Errorf("authorStripMarkers(%q) = %q, want Jane Doe", line, got)
			}
		}
	}
}

// TestAuthorMarkersLongestFirst pins the order authorStripMarkers needs:
// a marker that another extends by a word is tried after it.
func TestAuthorMarkersLongestFirst(t *testing.T) {
	for i, a := range authorMarkers {
		for _, b := range authorMarkers[i+1:] {
			if rest, ok := strings.CutPrefix(b.text, a.text); ok && rest != "" && strings.ContainsAny(rest[:1], " :/") {
				t.Errorf("%q is tried before %q", a.text, b.text)
			}
		}
	}
}

// TestPhotoFieldsCutOffNames checks that the photo fields a credit line
// reads as a photographer's (isCreditLine) are the names' too: "kép:",
// "fot.:", "fotoğraf:", "nuotr.:" were in the credit lines' list only,
// and the photographer was kept as an author.
func TestPhotoFieldsCutOffNames(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Szöveg: Kovács Anna, kép: Nagy Péter", "Kovács Anna"},
		{"Tekst: Anna Kowalska, fot.: Jan Nowak", "Anna Kowalska"},
		{"Tekst: Anna Kowalska. Fot.: Jan Nowak", "Anna Kowalska"},
		{"Metin: Ayşe Yılmaz, fotoğraf: Mehmet Demir", "Ayşe Yılmaz"},
		{"Tekstas: Jonas Jonaitis, nuotr.: Petras Petraitis", "Jonas Jonaitis"},
	} {
		if got := CleanAuthors([]string{tc.in}, ""); len(got) != 1 || got[0] != tc.want {
			t.Errorf("CleanAuthors(%q) = %q, want [%s]", tc.in, got, tc.want)
		}
	}
	for _, c := range authorPhotoCredits {
		if !isCreditLine(c + " Nagy Péter") {
			t.Errorf("isCreditLine(%q) = false", c+" Nagy Péter")
		}
	}
}
