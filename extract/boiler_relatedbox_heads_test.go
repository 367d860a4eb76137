package extract

import (
	"strings"
	"testing"
)

// TestRelatedBoxHeadsMultilingual: the title of a box of links set
// between the paragraphs ("Kapcsolódó", Hungarian for "related") is no
// line of the story, in the languages it is written in; a sentence
// that opens with the same word stays.
func TestRelatedBoxHeadsMultilingual(t *testing.T) {
	for _, l := range []string{"Kapcsolódó", "Kapcsolódó cikkek", "Související", "Související články",
		"Articole similare"} {
		if !isBoilerLine(l) {
			t.Errorf("isBoilerLine(%q) = false, want true", l)
		}
	}
	for _, l := range []string{"Kapcsolódó beruházások is indulnak a belvárosban jövő tavasszal.",
		"Související stavby začnou na jaře."} {
		if isBoilerLine(l) {
			t.Errorf("isBoilerLine(%q) = true, want false", l)
		}
	}
}

// TestRelatedBoxHeadBetweenParagraphs: on a whole page the box's title
// leaves the body, the paragraphs after the box stay.
func TestRelatedBoxHeadBetweenParagraphs(t *testing.T) {
	para := "<p>" + strings.Repeat("A város a tér teljes felújítását tervezi, a munkák tavasszal kezdődnek és két évig tartanak. ", 3) + "</p>"
	page := `<!doctype html><html lang="hu"><head><title>Megújul a főtér</title></head><body><main><article><h1>Megújul a főtér</h1><div class="body">` +
		strings.Repeat(para, 3) +
		`<div class="kapcsolodo"><h4>Kapcsolódó</h4><a href="/gyor/mas-cikk">Befejeződött a Baross út felújítása</a></div>` +
		strings.Repeat(para, 2) + `<p>Az utolsó bekezdés a parkolóház bérleti díjáról szól a belvárosban élők számára.</p>` +
		`</div></article></main></body></html>`
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.hu/gyor/fo-ter/", page)
	if strings.Contains(art.Body, "Kapcsolódó") {
		t.Errorf("body keeps the box title: %q", art.Body)
	}
	if !strings.Contains(art.Body, "Az utolsó bekezdés") {
		t.Errorf("body lost the paragraphs after the box: %q", art.Body)
	}
}
