package extract_test

import (
	"slices"
	"testing"
)

// photoCreditPage is a story whose JSON-LD lists ld, with byline under
// the headline and a photo caption crediting caption.
func photoCreditPage(byline, caption, ld string) string {
	return `<!doctype html><html lang="sv"><head><title>Tågtrafiken stoppas i tre veckor - Kustposten</title>` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Tågtrafiken stoppas i tre veckor","datePublished":"2026-11-26T06:00:00+01:00",` +
		`"author":[` + ld + `]}</script></head>` +
		`<body><header><nav><a href="/">Start</a> <a href="/nyheter">Nyheter</a></nav></header><main><article>` +
		`<h1>Tågtrafiken stoppas i tre veckor</h1>` +
		`<figure><img src="/bild.jpg"><figcaption>Banan vid Timrå. <span class="credit">` + caption + `</span></figcaption></figure>` +
		`<div class="byline">` + byline + `</div>` +
		`<div class="body"><p>Banarbeten på Ådalsbanan gör att inga tåg går mellan städerna under större delen av januari, och resenärerna hänvisas till bussar.</p>` +
		`<p>Trafikverket ska byta ut räls och slipers på en sträcka på nästan två mil norr om staden, och arbetet pågår dygnet runt i tre veckor.</p>` +
		`<p>Under den tiden körs ersättningsbussar mellan stationerna, och resan tar ungefär tjugo minuter längre än med tåg.</p></div>` +
		`</article></main><footer><p>© Kustposten</p></footer></body></html>`
}

// TestPhotoCreditKeepsWriters: a JSON-LD Person the caption
// credits with the text AND the pictures ("Text och foto: Anna Lind",
// "Texto y fotos: …") is a writer, and a caption crediting a longer
// name ("Foto: Anna Lindqvist") credits someone else than "Anna Lind".
// fixkf's colon-space match drops Anna Lind in all three (main keeps
// her).
func TestPhotoCreditKeepsWriters(t *testing.T) {
	ld := `{"@type":"Person","name":"Erik Lindqvist"},{"@type":"Person","name":"Anna Lind"}`
	want := []string{"Erik Lindqvist", "Anna Lind"}
	for _, caption := range []string{"Text och foto: Anna Lind", "Texto y fotos: Anna Lind", "Foto: Anna Lindqvist/TT"} {
		art := coldExtract(t, "https://kustposten.example/nyheter/tagtrafiken-stoppas", photoCreditPage(`Av <a href="/av/erik">Erik Lindqvist</a>`, caption, ld))
		if !slices.Equal(art.Authors, want) {
			t.Errorf("caption %q: authors %q, want %q", caption, art.Authors, want)
		}
	}
}

// TestRoleLabelTextAndPhoto: a byline whose role elements credit
// one writer with "Text" and the other with "Text och foto" (a writer
// who also took the pictures), the caption crediting her photo. The
// role label "Text" must not be cut off the front of "Text och foto Anna
// Lind" (leaving "och foto Anna Lind"), and she stays an author.
func TestRoleLabelTextAndPhoto(t *testing.T) {
	ld := `{"@type":"Person","name":"Erik Lindqvist"},{"@type":"Person","name":"Anna Lind"}`
	byline := `<div class="byline__person"><span class="byline__role">Text</span> <a href="/av/erik">Erik Lindqvist</a></div>` +
		`<div class="byline__person"><span class="byline__role">Text och foto</span> <a href="/av/anna">Anna Lind</a></div>`
	want := []string{"Erik Lindqvist", "Anna Lind"}
	art := coldExtract(t, "https://kustposten.example/nyheter/tagtrafiken-stoppas", photoCreditPage(byline, "Foto: Anna Lind", ld))
	if !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}
