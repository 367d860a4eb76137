package extract_test

import (
	"strings"
	"testing"
)

// scriptDeckPage sets deck in a p of class right below the headline,
// in the article with the text.
func scriptDeckPage(title, class, deck, story string) string {
	return `<html><head><title>` + title + `</title></head><body><main><article><h1 class="headline">` + title + `</h1>` +
		`<p class="` + class + `">` + deck + `</p><div class="meta">2026.11.12 09:31</div>` +
		`<div class="article-body">` + story + `</div></article></main></body></html>`
}

// TestColdKeepsShortScriptDeckParagraph checks that a Korean or Chinese
// paper's standfirst, a p classed "standfirst" under the headline,
// opens the body though far shorter than 60 runes (the heuristic
// weighs a dense script's deck by TextLength, and so does the set's
// lead XPath), while a label of a few characters, a deck without a
// standfirst's class, and a Latin deck of as few words stay out.
func TestColdKeepsShortScriptDeckParagraph(t *testing.T) {
	const koTitle = "부산 도시철도 1호선 다대포 연장 구간 내년 6월 개통"
	const koDeck = "12월부터 시운전…결빙 구간 보강 공사"
	const zhTitle = "地铁12号线东延段明年6月开通试运营"
	const zhDeck = "全线完成轨道铺设，正在空载试运行"
	for _, tt := range []struct{ title, deck, story string }{{koTitle, koDeck, koStory}, {zhTitle, zhDeck, zhStory}} {
		art := coldExtract(t, "https://news.example.kr/a/1", scriptDeckPage(tt.title, "art-standfirst", tt.deck, tt.story))
		if !strings.HasPrefix(art.Body, tt.deck+"\n") {
			t.Errorf("the deck %q does not open the body:\n%s", tt.deck, art.Body)
		}
	}
	for _, tt := range []struct{ title, class, deck, story string }{
		{koTitle, "art-standfirst", "단독 보도", koStory},
		{koTitle, "photo-note", koDeck, koStory},
		{"Night ferries to run through the winter months", "art-standfirst", "Boats run at weekends every half hour", coldStory},
	} {
		art := coldExtract(t, "https://news.example.org/a/1", scriptDeckPage(tt.title, tt.class, tt.deck, tt.story))
		if strings.Contains(art.Body, tt.deck) {
			t.Errorf("p.%s %q is in the body:\n%s", tt.class, tt.deck, art.Body)
		}
	}
}
