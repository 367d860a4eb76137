package extract_test

import (
	"testing"
)

// TestDatelineStorySentence: a Croatian story whose paragraph opens
// "Objavljeno je i izvješće … od 1. siječnja 2024. …" (a report was also published):
// the story's shown date is the page's, not the report's.
func TestDatelineStorySentence(t *testing.T) {
	page := `<html lang="hr"><head><title>Trajekti plove i noću</title></head><body><article><h1>Trajekti plove i noću cijele zime</h1>
<div class="meta">Ivana Horvat</div>
<p>Lučka uprava u srijedu je odlučila produljiti noćnu trajektnu liniju prema vanjskim otocima kroz cijelu zimu, nakon što je probna vožnja prevezla više putnika od očekivanog.</p>
<p>Objavljeno je i izvješće Europske komisije iz ožujka, prema kojem su otočani od 1. siječnja 2024. sve teže dolazili na posao i na fakultete na kopnu.</p>
<p>Članovi uprave rekli su da će dodatne vožnje stajati oko 90.000 eura mjesečno, a većinu će platiti regionalni prometni fond koji je nadopunjen u proljetnom proračunu.</p>
<p>Otočani su godinama tražili kasne brodove, govoreći da im zadnji trajekt u šest navečer otežava rad i studiranje na kopnu.</p>
</article></body></html>`
	art := coldExtract(t, "https://luka.example/vijesti/trajekti-nocu", page)
	if !art.Published.IsZero() {
		t.Errorf("published %v, want none: the page shows no date of its own; 1 January 2024 is a date inside a story sentence opening «Objavljeno je» (it was announced)", art.Published)
	}
}
