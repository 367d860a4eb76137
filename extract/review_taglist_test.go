package extract

import (
	"strings"
	"testing"
)

// A story's last section titled "Temas" whose list of plain items (no
// links) is the agenda the story announces.
func TestTopicsListIsStory(t *testing.T) {
	para := "<p>" + strings.Repeat("La Universidad de Sevilla celebrará en marzo unas jornadas abiertas sobre la energía en los hogares. ", 3) + "</p>"
	page := `<!doctype html><html lang="es"><head><title>Jornadas sobre energía</title></head><body><main><article><h1>Jornadas sobre energía</h1><div class="a_c">` +
		strings.Repeat(para, 4) + `<p>La inscripción es gratuita y se abre el lunes en la web de la universidad.</p>` +
		`<h3>Temas</h3><ul><li>Autoconsumo y comunidades energéticas</li><li>El bono social eléctrico</li><li>Rehabilitación de viviendas</li></ul></div></article></main></body></html>`
	art, _ := analyzePage(t, NewHeuristic(), "https://www.example.es/sociedad/jornadas.html", page)
	if !strings.Contains(art.Body, "Rehabilitación de viviendas") {
		t.Errorf("body lost the story's closing list: %q", art.Body)
	}
}
