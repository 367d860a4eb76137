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

// byline47Story is a story page: the headline, then head (a meta line),
// the text, then tail after the text's element.
func byline47Story(lang, head, text, tail string) string {
	return `<!DOCTYPE html><html lang="` + lang + `"><head><meta charset="utf-8"><title>Night ferries to run through the winter</title></head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
<main><article><h1>Night ferries to run through the winter</h1>` + head + `<div class="story-body">` + coldStory + text + `</div>` + tail + `</article></main></body></html>`
}

// TestAvatarAltNamesAuthor checks that an author link showing only the
// author's picture names the author by the picture's alt text, when the
// link's address spells it, and not otherwise (a logo, a stock photo).
func TestAvatarAltNamesAuthor(t *testing.T) {
	tests := []struct {
		name, head string
		want       []string
	}{
		{"fr avatar", `<div class="meta"><a class="avatar" href="/auteurs/claire-dubois"><img src="/a/claire.jpg" alt="Claire Dubois"></a> <span>Publié le 26/11/2026 à 18h30</span></div>`, []string{"Claire Dubois"}},
		{"en avatar", `<div class="meta"><a href="/author/tom-okafor/"><img src="/a/tom.jpg" alt="Tom Okafor"></a> <span>November 26, 2026</span></div>`, []string{"Tom Okafor"}},
		{"alt not the slug", `<div class="meta"><a href="/author/tom-okafor/"><img src="/a/tom.jpg" alt="Harbour at night"></a> <span>November 26, 2026</span></div>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-news.example/2026/11/26/night-ferries-winter", byline47Story("en", tt.head, "", ""))
			if !slices.Equal(art.Authors, tt.want) {
				t.Errorf("authors = %q, want %q", art.Authors, tt.want)
			}
		})
	}
}

// TestGermanAuthorBoxCompound checks that a German author box classed
// with a compound ("autorenbox") is a byline, signing a story whose only
// author credit it is, at its end after a translator's note.
func TestGermanAuthorBoxCompound(t *testing.T) {
	tail := `<aside class="autorenbox"><img src="/a/s.jpg" alt=""><div><p class="autorenbox__name">Sarah Mitchell</p><p>Sarah Mitchell berichtet als freie Korrespondentin aus Neuengland über Umwelt und Wissenschaft.</p></div></aside>`
	text := `<p><em>Aus dem Englischen übersetzt von Jonas Weber.</em></p>`
	if got := coldExtract(t, "https://weltblick.example/wissen/nachtfaehren-a-8812345", byline47Story("de", "", text, tail)).Authors; !slices.Equal(got, []string{"Sarah Mitchell"}) {
		t.Errorf("authors = %q, want [Sarah Mitchell]", got)
	}
}
