package extract_test

import (
	"slices"
	"testing"
)

// TestWordlistBylineLabels extracts cold pages whose only byline is a
// line under the headline opening with the writer's label, in the
// languages bylineMarkers gained, and checks that a story sentence
// opening with the same word names no author.
func TestWordlistBylineLabels(t *testing.T) {
	for _, tc := range []struct {
		lang, line string
		want       []string
	}{
		{"es", "Autora: María López", []string{"María López"}},
		{"pt", "Por: João Silva", []string{"João Silva"}},
		{"it", "Autore: Marco Bianchi", []string{"Marco Bianchi"}},
		{"fr", "Auteure : Claire Martin", []string{"Claire Martin"}},
		{"nl", "Door: Pieter de Groot", []string{"Pieter de Groot"}},
		{"sv", "Författare: Anna Lindqvist", []string{"Anna Lindqvist"}},
		{"no", "Forfatter: Ola Nordmann", []string{"Ola Nordmann"}},
		{"fi", "Kirjoittaja: Matti Virtanen", []string{"Matti Virtanen"}},
		{"pl", "Autorka: Anna Kowalska", []string{"Anna Kowalska"}},
		{"hr", "Piše: Ivana Horvat", []string{"Ivana Horvat"}},
		{"sr", "Аутор: Марко Петровић", []string{"Марко Петровић"}},
		{"sl", "Avtorica: Maja Novak", []string{"Maja Novak"}},
		{"el", "Γράφει: Νίκος Παπαδόπουλος", []string{"Νίκος Παπαδόπουλος"}},
		{"tr", "Yazan: Ayşe Yılmaz", []string{"Ayşe Yılmaz"}},
		{"ar", "كتب: محمد علي", []string{"محمد علي"}},
		{"ms", "Oleh: Ahmad Faiz", []string{"Ahmad Faiz"}},
		{"vi", "Tác giả: Nguyễn Văn An", []string{"Nguyễn Văn An"}},
		{"th", "ผู้เขียน: สมชาย ใจดี", []string{"สมชาย ใจดี"}},
		{"ja", "執筆：山田太郎", []string{"山田太郎"}},
		{"sw", "Mwandishi: Juma Hamisi", []string{"Juma Hamisi"}},
		// A sentence naming a writer in running text is no byline.
		{"hr sentence", "Gradonačelnik je rekao da mu je knjigu preporučio njezin autor, koji piše: Ivana Horvat je bila prva.", nil},
		{"es sentence", "La exposición, organizada por: el museo y la autora María López, abre el lunes por la tarde.", nil},
	} {
		page := `<html lang="` + tc.lang + `"><head><title>Harbour ferries</title></head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="meta-line">` + tc.line + `</div>` + coldStory + `</article></body></html>`
		art := coldExtract(t, "https://harbour.example/"+tc.lang+"/news/2026/ferries-winter", page)
		if len(art.Authors)+len(tc.want) > 0 && !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s %q: authors %q, want %q", tc.lang, tc.line, art.Authors, tc.want)
		}
	}
}
