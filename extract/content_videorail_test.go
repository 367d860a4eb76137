package extract

import (
	"strings"
	"testing"
)

// TestVideoRailHead: the title of a rail of videos on a topic (the
// plural label, a colon, the topic) is no line of the story; the
// singular label of a spec line and a sentence after the label are.
func TestVideoRailHead(t *testing.T) {
	for _, l := range []string{"VÍDEOS: tudo sobre São Paulo e região metropolitana", "Videos: more from the Hudson Valley",
		"VIDÉOS : toute l'actualité de la région"} {
		if !isVideoRailHead(l) {
			t.Errorf("isVideoRailHead(%q) = false, want true", l)
		}
	}
	for _, l := range []string{"Video: 4K/30p, FHD 120p for slow motion", "Videos: the council posted all three of them online.",
		"Vídeos", "Fotos: tudo sobre São Paulo"} {
		if isVideoRailHead(l) {
			t.Errorf("isVideoRailHead(%q) = true, want false", l)
		}
	}
}

// TestVideoRailHeadEndsStory: on a whole page the rail's title under the
// last paragraph leaves the body (probe71).
func TestVideoRailHeadEndsStory(t *testing.T) {
	para := "<p>" + strings.Repeat("A Prefeitura de São Paulo vai ampliar o horário de funcionamento de 24 unidades de saúde a partir de dezembro. ", 3) + "</p>"
	page := `<!doctype html><html lang="pt-BR"><head><title>UBSs terão horário estendido</title></head><body><main><article><h1>UBSs terão horário estendido</h1><div class="mc-article-body">` +
		strings.Repeat(para, 4) + `<p>A mudança começa a valer em 1º de dezembro.</p></div>` +
		`<div class="video-box"><p>VÍDEOS: tudo sobre São Paulo e região metropolitana</p></div></article></main></body></html>`
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.com.br/sp/noticia/ubs.ghtml", page)
	if strings.Contains(art.Body, "VÍDEOS") {
		t.Errorf("body keeps the video rail's title: %q", art.Body)
	}
	if !strings.Contains(art.Body, "A mudança começa") {
		t.Errorf("body lost the last paragraph: %q", art.Body)
	}
}
