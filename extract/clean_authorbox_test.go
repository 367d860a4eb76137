package extract_test

import (
	"strings"
	"testing"
)

// TestBodyDropsAuthorBoxAfterStory extracts a cold page whose story ends
// with an author box: the byline's name on a line of its own, then a bio
// that does not repeat it ("Giornalista economico, segue …"). Both go.
// A last paragraph after a line naming someone else stays.
func TestBodyDropsAuthorBoxAfterStory(t *testing.T) {
	for _, tc := range []struct {
		name, box string
		kept      bool
	}{
		{"author", `<div class="box"><h4>Stefano Gritti</h4><p>Giornalista economico, segue trasporti e infrastrutture dal 2014.</p></div>`, false},
		{"someone else", `<h4>Maria Rossi</h4><p>Giornalista economico, segue trasporti e infrastrutture dal 2014.</p>`, true},
	} {
		page := `<html lang="it"><head><title>Traghetti</title></head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="info"><span class="autore">di <a href="/autori/stefano-gritti/">Stefano Gritti</a></span></div><div class="testo">` + coldStory + tc.box + `</div></article></body></html>`
		art := coldExtract(t, "https://harbour.example/it/2026/traghetti-inverno", page)
		if got := strings.Contains(art.Body, "Giornalista economico"); got != tc.kept {
			t.Errorf("%s: bio kept %v, want %v (authors %q):\n%s", tc.name, got, tc.kept, art.Authors, art.Body)
		}
	}
}
