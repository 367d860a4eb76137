package extract_test

import (
	"slices"
	"testing"
)

// byline47Page is a story page whose meta line, right under the
// headline, is line.
func byline47Page(lang, line string) string {
	return `<!DOCTYPE html><html lang="` + lang + `"><head><meta charset="utf-8"><title>Night ferries to run through the winter</title></head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
<main><article><h1>Night ferries to run through the winter</h1>` + line + coldStory + `</article></main></body></html>`
}

// TestBylineAfterLabelledDates checks that a meta line whose labelled
// date fields come first ("Updated: … | Published: … | Author: …") names
// its author, in any language, with or without separators between the
// fields.
func TestBylineAfterLabelledDates(t *testing.T) {
	tests := []struct {
		name, lang, line string
		want             []string
	}{
		{"en spans", "en", `<div class="news-meta"><span class="upd">Updated: 12.03.2026 10:15</span> <span class="pub">Published: 12.03.2026 09:00</span> <span class="auth">Author: Jane Doering</span></div>`, []string{"Jane Doering"}},
		{"en pipes", "en", `<p class="meta">Updated: 12.03.2026 10:15 | Published: 12.03.2026 09:00 | Author: Jane Doering</p>`, []string{"Jane Doering"}},
		{"en one date by", "en", `<div class="meta"><span>Published: March 12, 2026</span> <span>By Jane Doering</span></div>`, []string{"Jane Doering"}},
		{"tt", "tt", `<div class="news-meta"><span class="upd">Яңартылды: 26.11.2026 09:15</span> <span class="pub">Басылды: 25.11.2026 16:40</span> <span class="auth">Автор: Алсу Гарипова</span></div>`, []string{"Алсу Гарипова"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-news.example/2026/03/12/night-ferries-winter", byline47Page(tt.lang, tt.line))
			if !slices.Equal(art.Authors, tt.want) {
				t.Errorf("authors = %q, want %q", art.Authors, tt.want)
			}
		})
	}
}

// TestEsperantoDeByline checks that Esperanto "de" (by) opens a byline
// on an Esperanto page, and only there, where "de" is a name's particle.
func TestEsperantoDeByline(t *testing.T) {
	line := `<p class="byline">de Petro Ŝmidt, la 24-an de novembro 2026</p>`
	if got := coldExtract(t, "https://libera.example/2026/noktaj-pramoj", byline47Page("eo", line)).Authors; !slices.Equal(got, []string{"Petro Ŝmidt"}) {
		t.Errorf("eo authors = %q, want [Petro Ŝmidt]", got)
	}
	nl := `<p class="byline">de Vries, Anna</p>`
	if got := coldExtract(t, "https://nieuws.example/2026/veerboten", byline47Page("nl", nl)).Authors; slices.Contains(got, "Vries") {
		t.Errorf("nl authors = %q: the particle was read as a marker", got)
	}
}
