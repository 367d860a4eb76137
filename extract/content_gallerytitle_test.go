package extract_test

import (
	"strings"
	"testing"
)

// TestBodyDropsGalleryTitle extracts a cold page with a picture gallery
// set between two paragraphs: its title heading, label and slide
// counter go with its captions. A subheading over the story's next
// paragraphs, pictures in its section, stays.
func TestBodyDropsGalleryTitle(t *testing.T) {
	gallery := `<div class="galeria"><div class="galeria-cabecera"><span>GALERÍA</span><h3>Así ha quedado el puerto nuevo</h3><span>1 / 3</span></div>
<div class="slides"><figure class="slide"><img src="/f/1.jpg" alt=""><figcaption><p>Vista general del muelle.</p></figcaption></figure>
<figure class="slide"><img src="/f/2.jpg" alt=""><figcaption><p>Los operarios en la grúa.</p></figcaption></figure>
<figure class="slide"><img src="/f/3.jpg" alt=""><figcaption><p>El faro de noche.</p></figcaption></figure></div></div>`
	section := `<section><h3>Así ha quedado el puerto nuevo</h3><figure><img src="/f/1.jpg" alt=""></figure><figure><img src="/f/2.jpg" alt=""></figure>
<p>Los trabajos del muelle norte terminaron en octubre, dos meses antes de lo previsto, y costaron algo menos de lo presupuestado por el consorcio.</p></section>`
	for _, tc := range []struct {
		name, box string
		kept      bool
	}{
		{"gallery", gallery, false},
		{"section", section, true},
	} {
		page := `<html lang="es"><head><title>El puerto</title></head><body><article><h1>Harbour ferries run late into winter</h1><div class="cuerpo">` +
			strings.Replace(coldStory, "</p>\n", "</p>\n"+tc.box, 1) + `</div></article></body></html>`
		art := coldExtract(t, "https://harbour.example/es/2026/puerto-nuevo", page)
		for _, line := range []string{"Así ha quedado el puerto nuevo"} {
			if strings.Contains(art.Body, line) != tc.kept {
				t.Errorf("%s: %q kept %v, want %v:\n%s", tc.name, line, !tc.kept, tc.kept, art.Body)
			}
		}
		if !tc.kept && (strings.Contains(art.Body, "GALERÍA") || strings.Contains(art.Body, "1 / 3")) {
			t.Errorf("%s: label or counter kept:\n%s", tc.name, art.Body)
		}
	}
}
