package crawl

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding/korean"
)

func TestWithDetectedCharset(t *testing.T) {
	ko, _ := korean.EUCKR.NewEncoder().String(strings.Repeat("서울시는 오늘 한강 다리의 보수 공사를 다음 달 말까지 모두 마치겠다고 발표했다. ", 4))
	page := func(head, body string) []byte {
		return []byte("<html><head>" + head + "<title>t</title></head><body><p>" + body + "</p></body></html>")
	}
	tests := []struct {
		name, ctype string
		body        []byte
		want        string
	}{
		{"valid UTF-8 is left alone", "text/html", page("", "Grüße"), "text/html"},
		{"declared legacy charset is kept", "text/html; charset=EUC-KR", page("", ko), "text/html; charset=EUC-KR"},
		{"meta declaration is made explicit", "text/html", page(`<meta charset="euc-kr">`, ko), "text/html; charset=euc-kr"},
		{"meta past the prescan beats a guess", "text/html", page(strings.Repeat(`<link rel="preload" href="/static/chunk.js">`, 40)+`<meta charset="windows-1250">`, "Sejm zag\xb3osowa\xb3"), "text/html; charset=windows-1250"},
		{"missing charset is detected", "text/html", page("", ko), "text/html; charset=euc-kr"},
		{"no content type at all", "", page("", ko), "text/html; charset=euc-kr"},
		{"UTF-8 declared but not UTF-8", "text/html; charset=utf-8", page("", ko), "text/html; charset=euc-kr"},
		{"empty body", "text/html", nil, "text/html"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := WithDetectedCharset(tc.body, tc.ctype); got != tc.want {
				t.Errorf("WithDetectedCharset = %q, want %q", got, tc.want)
			}
		})
	}
}
