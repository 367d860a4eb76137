package extract

import (
	"strings"
	"testing"
)

// TestBodyKeepsParagraphClosedByKoreanCredit checks that a paragraph of
// the story, sentences of it, that closes with the credit of the picture
// above it ("… 계획이다. (사진=제천시 제공)") is kept: only a caption of
// one sentence ends in the credit.
func TestBodyKeepsParagraphClosedByKoreanCredit(t *testing.T) {
	page := `<html><body><article><h1>제천시, 의림지에 전기 셔틀버스 운행</h1><div id="article-view-content-div">
<p>충북 제천시가 내년부터 의림지 주변 도로에 전기 셔틀버스를 운행한다고 19일 밝혔다. 시는 순환 노선을 새로 만들어 관광객 편의를 높인다.</p>
<p>배차 간격은 20분이며, 요금은 1천 원이다. 주말마다 의림지 주변 도로가 막히자 시가 대책을 내놓았다. 시는 이용 현황을 보고 노선을 늘릴 계획이다. (사진=제천시 제공)</p>
<p>셔틀버스는 내년 3월부터 운행을 시작한다. 시는 정류장 여섯 곳에 안내판을 새로 세우고 운행 시간표를 누리집에 올릴 예정이다.</p>
</div></article></body></html>`
	body := heuristicBody(t, page, "https://news.example.kr/news/articleView.html?idxno=1")
	for _, w := range []string{"셔틀버스를 운행한다고", "배차 간격은 20분", "노선을 늘릴 계획"} {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
	if !isCaptionLine("▲ 19일 제천시청 앞에서 시민들이 전기 셔틀버스를 타 보고 있다. (사진=제천시 제공)") {
		t.Error("a one-sentence caption closed by the credit is no caption")
	}
}
