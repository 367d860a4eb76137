package extract

import "testing"

// A "see also" label of two words or more (relatedLabels), left alone on
// its line when its link goes, is furniture: "Zobacz także" over a
// teaser between a Polish story's paragraphs. The one-word labels
// ("Read", "Ver") need their colon; a label with its colon heads the
// list of links after it, which the corpus gold keeps (wcxb-0400); and a
// sentence that opens with the words is the story's.
func TestSeeAlsoLabelAloneIsBoilerLine(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"Zobacz także", true},
		{"Zobacz też", true},
		{"See also:", false},
		{"See also", true},
		{"Lees ook", true},
		{"Read", false},
		{"Ver", false},
		{"Zobacz także, jak wyglądał wiadukt przed remontem.", false},
	} {
		if got := isBoilerLine(tt.line); got != tt.want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
