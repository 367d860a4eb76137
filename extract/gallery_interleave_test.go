package extract_test

import (
	"strings"
	"testing"
)

// photoStoryPage is a photo story of four long-captioned pictures; between
// holds the story's paragraphs set between each picture and the next.
func photoStoryPage(between []string) string {
	captions := []string{
		"Giovanni Rossi, 71 anni, soffia una bottiglia davanti al forno della bottega di famiglia, dove lavora da quando aveva quattordici anni.",
		"La miscela di sabbia, soda e calce viene portata a oltre mille gradi, e il colore si ottiene con ossidi metallici di ogni tipo.",
		"Sara Bianchi, 19 anni, è una delle tre allieve della scuola del vetro e passa le mattine in bottega e i pomeriggi sui libri.",
		"Una delle sale del museo in villa Rosa, dove sono esposti i calici e le lampade prodotti in paese tra il Seicento e il Novecento.",
	}
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="it"><head><title>Le ultime botteghe del vetro - Cronaca Ligure</title></head><body>` +
		`<header><nav><a href="/">Home</a> <a href="/cronaca">Cronaca</a></nav></header><main><article>` +
		`<h1>Le ultime botteghe del vetro</h1><div class="body">`)
	for i, c := range captions {
		b.WriteString(`<figure><img src="/foto-` + string(rune('1'+i)) + `.jpg" alt=""><figcaption><p>` + c + `</p></figcaption></figure>`)
		if i < len(between) {
			b.WriteString(between[i])
		}
	}
	b.WriteString(`</div></article></main><footer><p>© Cronaca Ligure</p></footer></body></html>`)
	return b.String()
}

// TestPhotoStoryParagraphsBetweenPicturesDropCaptions: story paragraphs
// between the pictures make the page an illustrated story, not a
// gallery, however much longer its captions run than its paragraphs:
// the captions are furniture (probe53's Italian photo story). Without
// the interleave check the page read as a gallery and kept all four.
func TestPhotoStoryParagraphsBetweenPicturesDropCaptions(t *testing.T) {
	between := []string{
		`<p>Qui il vetro si lavora da otto secoli. Oggi le botteghe aperte sono quattro.</p>`,
		`<p>Ogni mattina si comincia alle sei, controllando la temperatura della miscela.</p>`,
		`<p>I ragazzi che vogliono imparare sono pochi: la scuola ha tre iscritti.</p>`,
		`<p>A dicembre le botteghe aprono le porte ai visitatori per la festa.</p>`,
	}
	art := coldExtract(t, "https://cronacaligure.example/cronaca/botteghe-vetro", photoStoryPage(between))
	if strings.Contains(art.Body, "soffia una bottiglia") || strings.Contains(art.Body, "Una delle sale del museo") {
		t.Errorf("body keeps the captions:\n%s", art.Body)
	}
	if !strings.Contains(art.Body, "Oggi le botteghe aperte sono quattro") {
		t.Errorf("body lost the story:\n%s", art.Body)
	}
}

// TestGallerySlidesInARowKeepCaptions: the must-not-fire case. A
// gallery's slides follow each other with one link line amid them (a
// read-also) and its text after them: its captions are its text.
func TestGallerySlidesInARowKeepCaptions(t *testing.T) {
	between := []string{
		``,
		`<p class="read-also">Leggi anche: <a href="/cronaca/museo-vetro-riapre-dopo-i-lavori-di-restauro">Il museo del vetro riapre dopo i lavori</a></p>`,
		``,
		`<p>Le botteghe aprono le porte ai visitatori a dicembre, per la festa di Santa Lucia.</p>`,
	}
	art := coldExtract(t, "https://cronacaligure.example/foto/botteghe-vetro", photoStoryPage(between))
	if !strings.Contains(art.Body, "soffia una bottiglia") || !strings.Contains(art.Body, "Una delle sale del museo") {
		t.Errorf("gallery lost its captions:\n%s", art.Body)
	}
}
