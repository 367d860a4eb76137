package extract

import (
	"strings"
	"testing"
)

// TestContactPromptSubmissionQuote: a story's quote or report of an
// appeal that gives an address the reader must keep (a missing person's
// family, a police appeal, a campaign) holds the new submission calls
// ("write to us at", "scrivici a", "escríbanos a", "schrijf ons") but is
// the story's line, not the newsroom's note.
func TestContactPromptSubmissionQuote(t *testing.T) {
	for _, s := range []string{
		`"If you have seen Tom or know where he is, please write to us at findtom@gmail.com," his mother said on Friday.`,
		`«Chi ha visto Marco scrivici a ritroviamomarco@gmail.com», è l'appello della famiglia diffuso sui social.`,
		`"Si usted fue víctima, escríbanos a denuncias@fiscalia.gob.ec", pidió el fiscal Ramírez a los afectados.`,
		`„Schrijf ons op meldpunt@gemeente.nl als u overlast ervaart”, zegt wethouder De Vries.`,
		`The campaign asks residents to "write to us at savethelibrary@gmail.com" before the council meets in March.`,
	} {
		if isContactPrompt(strings.ToLower(s)) {
			t.Errorf("isContactPrompt(%q) = true, want false: the story's quote", s)
		}
	}
}
