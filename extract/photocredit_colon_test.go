package extract_test

import (
	"slices"
	"testing"
)

// photoColonPage is a story whose JSON-LD lists two writers and a third
// Person, with the writers' byline under the headline and a photo
// caption crediting caption.
func photoColonPage(caption string) string {
	return `<!doctype html><html lang="sv"><head><title>Tågtrafiken stoppas i tre veckor - Kustposten</title>` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Tågtrafiken stoppas i tre veckor","datePublished":"2026-11-26T06:00:00+01:00",` +
		`"author":[{"@type":"Person","name":"Erik Lindqvist"},{"@type":"Person","name":"Sara Holm"},{"@type":"Person","name":"Fredrik Sandberg"}]}</script></head>` +
		`<body><header><nav><a href="/">Start</a> <a href="/nyheter">Nyheter</a></nav></header><main><article>` +
		`<h1>Tågtrafiken stoppas i tre veckor</h1>` +
		`<figure><img src="/bild.jpg"><figcaption>Banan vid Timrå. <span class="credit">` + caption + `</span></figcaption></figure>` +
		`<div class="byline">Av <a href="/av/erik">Erik Lindqvist</a> och <a href="/av/sara">Sara Holm</a></div>` +
		`<div class="body"><p>Banarbeten på Ådalsbanan gör att inga tåg går mellan städerna under större delen av januari, och resenärerna hänvisas till bussar.</p>` +
		`<p>Trafikverket ska byta ut räls och slipers på en sträcka på nästan två mil norr om staden, och arbetet pågår dygnet runt i tre veckor.</p>` +
		`<p>Under den tiden körs ersättningsbussar mellan stationerna, och resan tar ungefär tjugo minuter längre än med tåg.</p></div>` +
		`</article></main><footer><p>© Kustposten</p></footer></body></html>`
}

// TestPhotoCreditColonSpace checks that a photo caption's "Foto: Name",
// the label's colon followed by a space as captions write it, credits
// the third JSON-LD Person with the pictures, so that the writers of the
// byline are the authors, and that a caption crediting someone else
// does not drop the third Person.
func TestPhotoCreditColonSpace(t *testing.T) {
	for _, c := range []struct {
		caption string
		want    []string
	}{
		{"Foto: Fredrik Sandberg/TT", []string{"Erik Lindqvist", "Sara Holm"}},
		{"Foto: Lena Ek/TT", []string{"Erik Lindqvist", "Sara Holm", "Fredrik Sandberg"}},
	} {
		art := coldExtract(t, "https://kustposten.example/nyheter/tagtrafiken-stoppas", photoColonPage(c.caption))
		if !slices.Equal(art.Authors, c.want) {
			t.Errorf("caption %q: authors %q, want %q", c.caption, art.Authors, c.want)
		}
	}
}
