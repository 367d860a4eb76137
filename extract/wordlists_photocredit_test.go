package extract_test

import (
	"slices"
	"testing"
)

// TestWordlistPhotoCredits extracts cold pages whose byline line credits
// the writer and then, labelled, the photographer, in the languages
// authorPhotoCredits gained: the photographer is no author. A writer
// credited alone stays.
func TestWordlistPhotoCredits(t *testing.T) {
	for _, tc := range []struct {
		lang, line string
		want       []string
	}{
		{"bg", "Автор: Иван Петров, снимка: Георги Иванов", []string{"Иван Петров"}},
		{"hr", "Autor: Ivana Horvat, fotografija: Marko Babić", []string{"Ivana Horvat"}},
		{"no", "Tekst: Kari Nordmann, bilde: Ola Hansen", []string{"Kari Nordmann"}},
		{"ar", "بقلم: محمد علي | تصوير: أحمد حسن", []string{"محمد علي"}},
		{"he", "מאת: דנה לוי, צילום: יוסי כהן", []string{"דנה לוי"}},
		{"vi", "Tác giả: Nguyễn Văn An, ảnh: Trần Thị Bình", []string{"Nguyễn Văn An"}},
		{"ja", "文：山田太郎　写真：佐藤花子", []string{"山田太郎"}},
		{"zh", "文：王小明　摄影：李大同", []string{"王小明"}},
		{"sw", "Mwandishi: Juma Hamisi, picha: Amina Ali", []string{"Juma Hamisi"}},
		// The writer alone.
		{"bg alone", "Автор: Иван Петров", []string{"Иван Петров"}},
		{"ja alone", "文：山田太郎", []string{"山田太郎"}},
		{"ja zh", "文：王小明　写真：佐藤花子", []string{"王小明"}},
	} {
		page := `<html lang="` + tc.lang + `"><head><title>Harbour ferries</title></head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="meta-line">` + tc.line + `</div>` + coldStory + `</article></body></html>`
		art := coldExtract(t, "https://harbour.example/"+tc.lang+"/news/2026/ferries-winter", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s %q: authors %q, want %q", tc.lang, tc.line, art.Authors, tc.want)
		}
	}
}
