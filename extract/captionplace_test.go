package extract

import "testing"

// TestCaptionLinePicturePlace checks that a sentence pointing to a
// picture on the page in brackets is no caption with a credit.
func TestCaptionLinePicturePlace(t *testing.T) {
	for s, want := range map[string]bool{
		"The mayor posted a picture of the flooded pier on Tuesday (photo below)": false,
		"Wie die Grafik zeigt, sinkt der Pegel seit Mai (Bild unten)":             false,
		"Il chiostro restaurato dell'ex convento (foto Ansa)":                     true,
	} {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}
