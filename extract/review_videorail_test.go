package extract

import (
	"strings"
	"testing"
)

// A figure after the plural label ("Vídeos: 1.200" in a channel's
// figures, "Videos: 4K a 60 fps" in a phone's spec) is no rail's topic.
func TestVideoStatLine(t *testing.T) {
	for _, l := range []string{"Vídeos: 1.200", "Videos: 4K a 60 fps", "Videos: 312 publicados desde 2019"} {
		if isVideoRailHead(l) {
			t.Errorf("isVideoRailHead(%q) = true, want false (a figure, not a rail's topic)", l)
		}
	}
}

// A YouTuber's figures listed at a story's foot.
func TestVideoStatPage(t *testing.T) {
	para := "<p>" + strings.Repeat("El youtuber gallego cumple diez años en la plataforma con un canal dedicado a la historia local. ", 3) + "</p>"
	page := `<!doctype html><html lang="es"><head><title>Diez años de canal</title></head><body><main><article><h1>Diez años de canal</h1><div class="body">` +
		strings.Repeat(para, 4) + `<p>Sus cifras, a día de hoy:</p><ul><li>Suscriptores: 1,3 millones</li><li>Vídeos: 1.200</li><li>Visualizaciones: 410 millones</li></ul></div></article></main></body></html>`
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.es/cultura/youtuber.html", page)
	if !strings.Contains(art.Body, "Vídeos: 1.200") {
		t.Errorf("body lost the figure: %q", art.Body)
	}
}
