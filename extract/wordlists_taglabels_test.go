package extract

import "testing"

// TestWordlistTagLabels checks that a paragraph of a post's linked tags
// under its label, in the languages taxonomyLabels gained, is not kept
// as the story's linked words, and that a story's sentence with the same
// word in running text and linked words stays.
func TestWordlistTagLabels(t *testing.T) {
	tags := func(label string) string {
		return `<p>` + label + ` <a href="/tag/nachtfaehre">Nachtfähre</a>, <a href="/tag/inselroute">Inselroute</a>, <a href="/tag/hafen">Hafenamt</a></p>`
	}
	var cases []wordlistCase
	for _, label := range []string{"Étiquettes :", "Palavras-chave:", "Parole chiave:", "Etiquetes:", "Trefwoorden:",
		"Taggar:", "Stikkord:", "Avainsanat:", "Tagi:", "Štítky:", "Címkék:", "Etichete:", "Етикети:", "Теги:",
		"Мітки:", "Oznake:", "Ετικέτες:", "Etiketler:", "الوسوم:", "برچسب‌ها:", "תגיות:", "टैग:", "ট্যাগ:",
		"Kata kunci:", "Từ khóa:", "แท็ก:", "タグ：", "标签：", "태그:", "Mada:", "Mga tag:"} {
		cases = append(cases, wordlistCase{label, tags(label), "Inselroute", true})
	}
	cases = append(cases,
		wordlistCase{"hr sentence", `<p>Teme razgovora bile su <a href="/tema/promet">promet</a> i <a href="/tema/zima">zimski red</a>, a gradonačelnik je obećao odgovore do kraja mjeseca.</p>`, "Teme razgovora", false},
		wordlistCase{"de sentence", `<p>Themen der Sitzung waren <a href="/t/faehre">die Fähre</a> und <a href="/t/winter">der Winterfahrplan</a>, wie die Verwaltung mitteilte.</p>`, "Themen der Sitzung", false})
	checkWordlistLines(t, cases)
}
