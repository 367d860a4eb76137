package extract_test

import (
	"strings"
	"testing"
)

// TestAuthorBoxNameGoesToo: TestBodyDropsAuthorBoxAfterStory says
// the author box's name line and its bio both go, but checks only the
// bio. namedCard (fix51b) runs before fix52's name-line-then-bio rule
// in dropAuthorBio and drops the bio alone, so the name stays as the
// body's last line.
func TestAuthorBoxNameGoesToo(t *testing.T) {
	box := `<div class="box"><h4>Stefano Gritti</h4><p>Giornalista economico, segue trasporti e infrastrutture dal 2014.</p></div>`
	page := `<html lang="it"><head><title>Traghetti</title></head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="info"><span class="autore">di <a href="/autori/stefano-gritti/">Stefano Gritti</a></span></div><div class="testo">` + coldStory + box + `</div></article></body></html>`
	art := coldExtract(t, "https://harbour.example/it/2026/traghetti-inverno", page)
	if strings.Contains(art.Body, "Giornalista economico") || strings.HasSuffix(strings.TrimSpace(art.Body), "Stefano Gritti") {
		t.Errorf("the author box stayed in part (authors %q):\n%s", art.Authors, art.Body)
	}
}
