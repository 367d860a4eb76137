package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSecondLookScriptsAndStyledHeadline: a story met at a story's URL
// that Classify calls a listing (its paragraphs <div>s between ad
// slots, no <p>) is kept when its body is sentences under its headline.
// Khmer ends a sentence with "។", Burmese with "။", Armenian with "։";
// many such sites set the headline in a styled <div>, no <h1>. A card's
// title in a link is no headline.
func TestSecondLookScriptsAndStyledHeadline(t *testing.T) {
	khmer := strings.Repeat("ភ្លៀងធ្លាក់ខ្លាំងជាប់ៗគ្នារយៈពេលបីថ្ងៃ បានធ្វើឲ្យទឹកស្ទឹងសង្កែឡើងលិចភូមិចំនួន ១២ ក្នុងស្រុកឯកភ្នំ។\n", 4)
	burmese := strings.Repeat("မိုးသည်းထန်စွာရွာသွန်းမှုကြောင့် မြစ်ရေမြင့်တက်လာပြီး ကျေးရွာ ၁၂ ရွာ ရေလွှမ်းမိုးခဲ့သည်။\n", 4)
	english := strings.Repeat("The first piles of the new flood barrier went into the river bed on Monday morning.\n", 4)
	for _, tc := range []struct {
		name, head, title, body string
		want                    bool
	}{
		{"Khmer sentences under an h1", `<h1>ទឹកជំនន់នៅខេត្តបាត់ដំបង</h1>`, "ទឹកជំនន់នៅខេត្តបាត់ដំបង", khmer, true},
		{"Burmese sentences under an h1", `<h1>မြစ်ရေမြင့်တက်ပြီး ကျေးရွာများ ရေလွှမ်း</h1>`, "မြစ်ရေမြင့်တက်ပြီး ကျေးရွာများ ရေလွှမ်း", burmese, true},
		{"a headline in a styled div", `<div class="detail-title">Flood barrier works start on Monday</div>`, "Flood barrier works start on Monday", english, true},
		{"a card's title in a link", `<a href="/news/48190"><div class="t">Flood barrier works start on Monday</div></a>`, "Flood barrier works start on Monday", english, false},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><title>` + tc.title + ` - Angkor Post</title></head><body>` +
			`<header><a href="/">Angkor Post</a></header>` + tc.head + `<div class="detail-content"><div class="para">…</div></div></body></html>`))
		if got := SecondLook(doc, Article{Title: tc.title, Body: tc.body}); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
	}
}
