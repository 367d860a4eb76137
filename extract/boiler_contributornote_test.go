package extract

import (
	"strings"
	"testing"
)

// TestContributorNoteKept checks that the story's closing note naming
// the colleagues who added to it stays, while the wire's credits of an
// agency or its reporting-and-editing block go.
func TestContributorNoteKept(t *testing.T) {
	for _, tt := range []struct {
		line   string
		credit bool
	}{
		{"Additional reporting by Liam Ngata.", false},
		{"Additional reporting by Steve Gorman; Editing by Marguerita Choy", false},
		// Must not fire: an agency, or the wire's block.
		{"Additional reporting by Reuters", true},
		{"(Additional reporting by AFP.)", true},
		{"Additional reporting from PA", true},
		{"Reporting by Jo Doe in London; additional reporting by Al Roe", true},
	} {
		if got := isAgencyCredit(strings.ToLower(tt.line)); got != tt.credit {
			t.Errorf("isAgencyCredit(%q) = %v, want %v", tt.line, got, tt.credit)
		}
	}
}
