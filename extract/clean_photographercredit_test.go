package extract

import "testing"

// TestCaptionLinePhotographerRole checks that a photographer's credit
// set as the role and a name, with or without a colon ("Kuvaaja Mikko
// Rantanen" under "Toimittaja Aino Laaksonen", "Fotograf: Anna Lind"),
// and the Finnish and Greek picture labels ("Kuva:", "Φωτογραφία:") read
// as caption lines, while a sentence about a photographer, a prize's
// name and the label inside a sentence stay the story's.
func TestCaptionLinePhotographerRole(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"Kuvaaja Mikko Rantanen", true},
		{"Fotograf Anna Lind", true},
		{"Photographer: Jo Bell", true},
		{"Φωτογράφος Γιώργος Νικολάου", true},
		{"Фотограф Иван Петров", true},
		{"Kuva: Mikko Rantanen", true},
		{"Φωτογραφία: Γιώργος Παπαδόπουλος", true},
		// Must not fire.
		{"Photographer Anna Lind spent a year on the island.", false},
		{"Kuvaaja Mikko Rantanen voitti palkinnon", false},
		{"Photographer of the Year 2026", false},
		{"Photographers", false},
		{"Hän näytti meille kuvan ja sanoi, että tämä kuva: Mikko Rantanen", false},
	} {
		if got := isCaptionLine(tt.line); got != tt.want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
