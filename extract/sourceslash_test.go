package extract

import "testing"

// TestSourceSlashName checks that a closing source line yields the
// reporter named after the outlet's slash, and nothing for an outlet's
// initials, a second agency, a picture credit or a line with no label.
func TestSourceSlashName(t *testing.T) {
	for l, want := range map[string]string{
		"Quelle: OSTFUNK SACHSEN/Lena Voigt, dpa": "Lena Voigt",
		"Fuente: Radio Norte/Ana María Ruiz":      "Ana María Ruiz",
		"Quelle: MDR THÜRINGEN/ls":                "",
		"Quelle: dpa/AFP":                         "",
		"Quelle: Statistisches Bundesamt":         "",
		"Bildrechte: MDR/David Straub":            "",
		"Lena Voigt/dpa":                          "",
		"Quelle: /Lena Voigt":                     "",
	} {
		if got := sourceSlashName(l, nil); got != want {
			t.Errorf("sourceSlashName(%q) = %q, want %q", l, got, want)
		}
	}
}
