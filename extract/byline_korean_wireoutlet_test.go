package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestKoreanWireOutletByline: a paper republishing a wire story sets the
// agency before the reporter in its byline ("연합뉴스 김서연 기자", or the
// wire's bracketed dateline "(부산=연합뉴스) 김서연 기자") while its meta
// author names the agency: the line is a byline and the reporter is the
// author. A two-name byline with no outlet keeps both words, and the
// agency alone in the byline leaves the agency.
func TestKoreanWireOutletByline(t *testing.T) {
	body := strings.Repeat(`<p>부산시가 내년 3월부터 도시철도 1호선 전 구간에 스크린도어 안전 센서를 새로 설치한다고 14일 밝혔다. 시는 총사업비 86억 원을 들여 승강장 스크린도어에 레이저 감지 센서를 추가로 달 계획이다.</p>`, 4)
	for _, tt := range []struct {
		name, byline string
		want         []string
	}{
		{"agency before the reporter", "연합뉴스 김서연 기자", []string{"김서연"}},
		{"wire dateline before the reporter", "(부산=연합뉴스) 김서연 기자", []string{"김서연"}},
		{"reporter alone", "김서연 기자", []string{"김서연"}},
		{"agency alone", "연합뉴스", []string{"연합뉴스"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="ko"><head><title>스크린도어 센서 | 동남일보</title><meta property="og:site_name" content="동남일보">` +
				`<meta name="author" content="연합뉴스"></head><body><main><article><h1>스크린도어 센서</h1>` +
				`<ul class="infomation"><li>` + tt.byline + `</li><li>입력 2026.11.14 18:36</li></ul>` + body + `</article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			if got := chooseAuthorsOf(doc); !slices.Equal(got, tt.want) {
				t.Errorf("authors = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestKoreanReporterLineOutlet(t *testing.T) {
	for l, want := range map[string]bool{
		"연합뉴스 김서연 기자":       true,
		"(부산=연합뉴스) 김서연 기자":  true,
		"[서울=뉴시스]김지훈 기자":    true,
		"김서연 기자":            true,
		"부산시는 김서연 기자":       false, // a sentence's subject, no outlet
		"연합뉴스 자료사진":         false,
		"연합뉴스 김서연 기자 사진 제공": false,
	} {
		if got := isReporterLine(l); got != want {
			t.Errorf("isReporterLine(%q) = %v, want %v", l, got, want)
		}
	}
	for in, want := range map[string]string{"연합뉴스 김서연 기자": "김서연", "김민수 이지은 기자": "김민수 이지은"} {
		if got := CleanAuthors([]string{in}, "ko"); !slices.Equal(got, []string{want}) {
			t.Errorf("CleanAuthors(%q) = %q, want [%q]", in, got, want)
		}
	}
}
