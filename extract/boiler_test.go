package extract

import (
	"strings"
	"testing"
)

// TestIsAgencyCredit checks credit lines of news agencies and reporters
// against lines that merely name an agency or a state.
func TestIsAgencyCredit(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"mit dpa", true},
		{"Quelle: AFP", true},
		{"sak/Reuters", true},
		{"SDA/sep", true},
		{"(Quelle: APA/sda/dpa)", true},
		{"(NTB)", true},
		{"REUTERS", true},
		{"Bron: BELGA", true},
		{"Additional reporting from PA", true},
		{"Reporting by Jo Doe in London; Editing by Al Roe", true},
		{"(With inputs from ANI)", true},
		{"Mit Agenturmaterial.", true},
		{"PA, DE", false}, // states
		{"AA", false},     // too short to tell
		{"AP", false},     //
		{"Reuters reported the deal on Monday.", false},
		{"Die dpa meldete am Montag einen Streik bei der Bahn.", false},
	} {
		if got := isAgencyCredit(strings.ToLower(tt.line)); got != tt.want {
			t.Errorf("isAgencyCredit(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
