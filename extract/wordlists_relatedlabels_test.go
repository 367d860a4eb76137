package extract

import "testing"

// TestWordlistRelatedLabels checks that a promo of another story set
// between <br>s of a paragraph under a "read also" label, in the
// languages relatedLabels gained, leaves the body, and that a story's
// line with the same words in running text stays.
func TestWordlistRelatedLabels(t *testing.T) {
	promo := func(label string) string {
		return `<p>The ferry company said the first night crossing would leave the harbour at ten in the evening on the first Monday of December.<br>` +
			label + ` <a href="/news/2026/11/harbour-dredging-plan">Harbour dredging plan approved after long delay</a><br>` +
			`The timetable will be posted at every pier and on the company's website before the end of the month.</p>`
	}
	var cases []wordlistCase
	for _, label := range []string{"Lea también:", "Llegeix també:", "Les også:", "Læs også:", "Lees meer:", "Läs mer:",
		"Lue lisää:", "Čtěte také:", "Čítajte aj:", "Прочетете още:", "Kapcsolódó:", "Citiți și:", "По теме:",
		"Bunu da okuyun:", "اقرأ أيضا:", "بیشتر بخوانید:", "קראו גם:", "यह भी पढ़ें:", "อ่านเพิ่มเติม:", "関連記事：",
		"延伸阅读：", "관련기사:", "Soma pia:", "Basahin din:"} {
		cases = append(cases, wordlistCase{label, promo(label), "dredging plan", true})
	}
	cases = append(cases,
		wordlistCase{"da sentence", `<p>Borgmesteren bad beboerne om at læse også den nye plan for havnen, før de kommer til mødet i næste uge om færgerne.</p>`, "læse også den nye plan", false},
		wordlistCase{"sw sentence", `<p>Mkuu wa bandari aliwaomba wakazi wasome pia ratiba mpya ya vivuko kabla ya mkutano wa wiki ijayo mjini.</p>`, "wasome pia ratiba", false})
	checkWordlistLines(t, cases)
}
