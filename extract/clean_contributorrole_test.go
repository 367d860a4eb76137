package extract

import (
	"strings"
	"testing"
)

// TestBodyDropsRoleUnderByline checks that the writer's role on a line of
// its own under the byline's name ("Collaboration spéciale", "Special to
// The Valley Ledger", "Contributing Writer") leaves the body, and that
// the same words under a name that is not the author's, or after the
// text's first paragraph, stay.
func TestBodyDropsRoleUnderByline(t *testing.T) {
	page := func(name, role string, late bool) string {
		head := `<div class="signature"><p class="auteur"><a href="/a">` + name + `</a></p><p class="fonction">` + role + `</p></div>`
		if late {
			return `<html><body><article><h1>Le traversier reprendra du service</h1><p>` + boundsProse + `</p>` + head +
				`<p>` + boundsProse + `</p></article></body></html>`
		}
		return `<html><body><article><h1>Le traversier reprendra du service</h1>` + head +
			`<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	}
	for _, tc := range []struct {
		name, role string
		late, keep bool
	}{
		{"Marie-Ève Gagnon", "Collaboration spéciale", false, false},
		{"Marie-Ève Gagnon", "Special to The Valley Ledger", false, false},
		{"Marie-Ève Gagnon", "Contributing Writer", false, false},
		{"Marie-Ève Gagnon", "Colaboración especial", false, false},
		// Must not fire: someone else's name, or the role after prose.
		{"Paul Tremblay", "Collaboration spéciale", false, true},
		{"Marie-Ève Gagnon", "Collaboration spéciale", true, true},
	} {
		body := boundsBody(t, page(tc.name, tc.role, tc.late), "Le traversier reprendra du service", []string{"marie-ève gagnon"})
		if strings.Contains(body, tc.role) != tc.keep {
			t.Errorf("%s / %s (late %v): kept %v, want %v:\n%s", tc.name, tc.role, tc.late, !tc.keep, tc.keep, body)
		}
	}
}
