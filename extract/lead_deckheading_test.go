package extract_test

import (
	"strings"
	"testing"
)

// koStory is a Korean article text long enough to be found as the body.
const koStory = `<p>부산 도시철도 1호선 다대포 방면 연장 구간이 내년 6월 개통한다. 부산교통공사는 26일 시운전 결과 안전성 검증을 모두 통과했다고 밝혔다.</p>
<p>연장 구간은 다대포해수욕장역에서 신설되는 몰운대역까지 2.1㎞로, 정거장 1곳이 새로 생긴다. 총사업비는 약 2,900억 원이 투입됐다.</p>
<p>공사는 당초 올해 말 개통을 목표로 했으나 지하 구간에서 연약 지반이 발견되면서 보강 공사로 일정이 반년가량 늦어졌다.</p>
<p>공사 관계자는 남은 기간 역사 마감 공사와 영업 시운전을 차질 없이 마무리하겠다고 말했다.</p>`

// deckPage is a page whose header sets deck, a heading of tag and class,
// right below the headline, outside the article text's element.
func deckPage(title, tag, class, deck, story string) string {
	return `<html><head><title>` + title + `</title></head><body><header class="article-view-header"><h3 class="heading">` + title + `</h3>` +
		`<` + tag + ` class="` + class + `">` + deck + `</` + tag + `><ul class="info"><li>박서연 기자</li></ul></header>` +
		`<article itemprop="articleBody">` + story + `</article></body></html>`
}

// TestColdKeepsShortCJKDeckHeading checks that a Korean paper's
// subtitle, a heading classed "subheading" right below the headline,
// opens the body though it is shorter than 60 runes (its Hangul weighs
// twice), while an English deck so classed stays out, short or long, and
// so does a Korean heading there with no deck's class.
func TestColdKeepsShortCJKDeckHeading(t *testing.T) {
	const koDeck = "다대포해수욕장~몰운대 2.1㎞…연약지반 보강으로 반년 지연"
	art := coldExtract(t, "https://news.example.kr/a/1", deckPage("부산 도시철도 1호선 연장 구간, 내년 6월 개통 확정", "h4", "subheading", koDeck, koStory))
	if !strings.HasPrefix(art.Body, koDeck+"\n") {
		t.Errorf("the Korean deck does not open the body:\n%s", art.Body)
	}
	for _, tt := range []struct{ tag, class, deck, story string }{
		{"h4", "subheading", "Ferry trial extended to winter", coldStory},
		// An English deck classed "subheading", long or not, the corpus
		// gold leaves out (wcxb-4591).
		{"h4", "subheading", "Here's how the harbour board plans to keep the night boats running all winter.", coldStory},
		{"h4", "info-title", koDeck, koStory},
	} {
		art := coldExtract(t, "https://news.example.org/a/1", deckPage("Night ferries to run through the winter months", tt.tag, tt.class, tt.deck, tt.story))
		if strings.Contains(art.Body, tt.deck) {
			t.Errorf("%s.%s %q is in the body:\n%s", tt.tag, tt.class, tt.deck, art.Body)
		}
	}
}
