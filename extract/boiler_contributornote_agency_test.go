package extract

import (
	"strings"
	"testing"
)

// TestContributorNoteAgencySpelledOut checks that "Additional
// reporting by" followed by an agency written out in full (or as "AP",
// which newsAgencies leaves out) stays the wire's credit, as "by
// Reuters" does: before fix57 every "Additional reporting" line was.
func TestContributorNoteAgencySpelledOut(t *testing.T) {
	for _, line := range []string{
		"Additional reporting by The Associated Press.",
		"Additional reporting by Agence France-Presse",
		"(Additional reporting by AP)",
		"Additional reporting by the Press Association",
	} {
		if !isAgencyCredit(strings.ToLower(line)) {
			t.Errorf("isAgencyCredit(%q) = false, want true (an agency's credit)", line)
		}
	}
}
