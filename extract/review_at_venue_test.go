package extract

import (
	"slices"
	"testing"
)

// Review fixkf55 (1): "at" read as a venue after a name also reads a
// sports fixture or an event beside its date as "Name at Place", and a
// Tagalog byline ("Ni … at …") on a page whose language is not declared
// loses its second writer.
func TestAtMisfires(t *testing.T) {
	head := `<html lang="en"><head><title>Chiefs hold on in Denver</title></head>
<body><article><h1>Chiefs hold on in Denver</h1>`
	checkBylineCases(t, head, []bylineCase{
		{"fixture beside date", `<div class="post-meta">Kansas City at Denver · <span class="date">Sun 29 Nov 2026, 22:14</span></div>`, nil},
		{"fixture teams", `<div class="post-meta">New York Giants at Philadelphia Eagles · <span class="date">Sun 29 Nov 2026</span></div>`, nil},
		{"event beside date", `<div class="post-meta">Open Day at Tolka Park · <span class="date">Sat 6 Dec 2026</span></div>`, nil},
	})
	for _, l := range []string{
		"Kansas City at Denver · Sun 29 Nov 2026",
		"Storm Warning in Dublin · 12 Nov 2026",
	} {
		if isDatedName(l) {
			t.Errorf("isDatedName(%q) = true, want false", l)
		}
	}
	if got, want := CleanAuthors([]string{"Ni Juan Dela Cruz at Maria Santos"}, ""), []string{"Juan Dela Cruz", "Maria Santos"}; !slices.Equal(got, want) {
		t.Errorf("Tagalog byline, no lang: got %q, want %q", got, want)
	}
}
