package extract

import "testing"

// TestCaptionLinePluralPhotoLabel checks that a photographer's credit
// under the plural label ("Fotos: Sebastián Aldao", Polish "Zdjęcia:",
// Hungarian "Fotók:") reads as a caption line as "Foto:" does, while the
// English "(All photos: …)" the corpus gold keeps, and a sentence with
// the plural before its colon, stay the story's.
func TestCaptionLinePluralPhotoLabel(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"Fotos: Sebastián Aldao", true},
		{"Zdjęcia: Anna Nowak", true},
		{"Fotók: Kiss Péter", true},
		{"Foto: Sebastián Aldao", true},
		// Must not fire.
		{"(All photos: Atlas staff)", false},
		{"Die Polizei sucht Zeugen, die Fotos gemacht haben: Hinweise nimmt jede Dienststelle entgegen.", false},
	} {
		if got := isCaptionLine(tt.line); got != tt.want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
