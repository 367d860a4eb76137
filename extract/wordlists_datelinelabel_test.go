package extract

import "testing"

// TestWordlistDatelineLabel checks that a long byline-and-date line
// under a dateline label datelineLabel gained is no sentence of the
// story, and that a story's sentence with the same word inside it is.
func TestWordlistDatelineLabel(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Av Anna Lindqvist, reporter på Harbour Post i Göteborg och Malmö sedan många år | Publicerad 18 november 2025 kl. 10.04.", false},
		{"Autor Jan Novák, redaktor zpravodajství z Prahy a Brna pro naše čtenáře | Publikováno 18. listopadu 2025 v 10.04.", false},
		{"Szerző Kovács Anna, a hajózási rovat munkatársa Budapesten és Szegeden évek óta | Frissítve 2025. november 18. 10.04.", false},
		{"Автор Иван Петров, кореспондент на вестника в София и Варна от много години | Публикувано 18 ноември 2025, 10.04.", false},
		{"Yazar Ayşe Yılmaz, gazetemizin İstanbul ve İzmir muhabiri olarak uzun yıllardır görevde | Yayınlandı 18 Kasım 2025 10.04.", false},
		{"Penulis Ahmad Faiz, wartawan kami di Jakarta dan Surabaya selama bertahun-tahun lamanya | Diperbarui 18 November 2025 10.04.", false},
		// A sentence of the story that says "published" in running text.
		{"Rapporten som publicerades i går visar att färjorna till öarna fick fler passagerare än väntat under vintern.", true},
	} {
		if got := isProseSentence(tc.line); got != tc.want {
			t.Errorf("isProseSentence(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
