package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestKoreanWireOutletTwoReporters: a wire byline crediting two
// reporters after the agency ("연합뉴스 김서연·이지은 기자") credits both
// reporters, the agency glued to neither.
func TestKoreanWireOutletTwoReporters(t *testing.T) {
	body := strings.Repeat(`<p>부산시가 내년 3월부터 도시철도 1호선 전 구간에 스크린도어 안전 센서를 새로 설치한다고 14일 밝혔다. 시는 총사업비 86억 원을 들여 승강장 스크린도어에 레이저 감지 센서를 추가로 달 계획이다.</p>`, 4)
	want := []string{"김서연", "이지은"}
	for _, byline := range []string{"연합뉴스 김서연·이지은 기자", "연합뉴스 김서연, 이지은 기자"} {
		page := `<html lang="ko"><head><title>스크린도어 센서 | 동남일보</title><meta property="og:site_name" content="동남일보">` +
			`<meta name="author" content="연합뉴스"></head><body><main><article><h1>스크린도어 센서</h1>` +
			`<ul class="infomation"><li>` + byline + `</li><li>입력 2026.11.14 18:36</li></ul>` + body + `</article></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		if got := chooseAuthorsOf(doc); !slices.Equal(got, want) {
			t.Errorf("byline %q: authors = %q, want %q", byline, got, want)
		}
		if got := CleanAuthors([]string{byline}, "ko"); !slices.Equal(got, want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", byline, got, want)
		}
	}
}
