package crawl

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

func encode(t testing.TB, enc encoding.Encoding, s string) string {
	t.Helper()
	out, err := enc.NewEncoder().String(s)
	if err != nil {
		t.Fatalf("encode %q: %v", s, err)
	}
	return out
}

func TestWithDetectedCharset(t *testing.T) {
	ko := encode(t, korean.EUCKR, strings.Repeat("서울시는 오늘 한강 다리의 보수 공사를 다음 달 말까지 모두 마치겠다고 발표했다. ", 4))
	page := func(head, body string) []byte {
		return []byte("<html><head>" + head + "<title>t</title></head><body><p>" + body + "</p></body></html>")
	}
	const (
		russian = "Президент России заявил, что переговоры продолжатся на следующей неделе в Москве."
		polish  = "Sejm zagłosował w piątek za ustawą, która zmienia zasady przyznawania świadczeń."
		czech   = "Vláda ve středu schválila návrh, podle něhož se příští rok zvýší důchody."
		turkish = "Bakanlık, yeni düzenlemenin önümüzdeki ay yürürlüğe gireceğini açıkladı."
		french  = "Le ministre a présenté très tôt ce matin à Prague un projet de loi sur la fiscalité des entreprises françaises, qui doit être voté en mai."
		german  = "Die Bürgermeisterin hat am Dienstag die Pläne für den Neubau vorgestellt."
		chinese = "国务院常务会议今天研究部署进一步促进消费的政策措施"
		greek   = "Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα για την οικονομία, ενώ η αντιπολίτευση ζητά εκλογές."
		hebrew  = "הממשלה הודיעה היום על צעדים חדשים בכלכלה, והאופוזיציה דורשת בחירות."
		thai    = "รัฐบาลประกาศมาตรการใหม่ด้านเศรษฐกิจในวันนี้ ขณะที่ฝ่ายค้านเรียกร้องให้มีการเลือกตั้ง"
	)
	// A slug script lists every accented letter: it is not text.
	slug := `<script>var map = {"à":"a","á":"a","â":"a","ã":"a","å":"a","æ":"ae","ç":"c","ð":"d","ø":"o","þ":"th"};</script>`
	tests := []struct {
		name, ctype, url string
		body             []byte
		want             string
	}{
		{"valid UTF-8 is left alone", "text/html", "", page("", "Grüße"), "text/html"},
		{"declared legacy charset is kept", "text/html; charset=EUC-KR", "", page("", ko), "text/html; charset=EUC-KR"},
		{"meta declaration is made explicit", "text/html", "", page(`<meta charset="euc-kr">`, ko), "text/html; charset=euc-kr"},
		{"meta past the prescan beats a guess", "text/html", "", page(strings.Repeat(`<link rel="preload" href="/static/chunk.js">`, 40)+`<meta charset="windows-1250">`, "Sejm zag\xb3osowa\xb3"), "text/html; charset=windows-1250"},
		{"missing charset is detected", "text/html", "", page("", ko), "text/html; charset=euc-kr"},
		{"no content type at all", "", "", page("", ko), "text/html; charset=euc-kr"},
		{"UTF-8 declared but not UTF-8", "text/html; charset=utf-8", "", page("", ko), "text/html; charset=euc-kr"},
		{"GBK", "text/html", "", page("", encode(t, simplifiedchinese.GBK, strings.Repeat(chinese, 3))), "text/html; charset=gb18030"},
		{"windows-1251", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1251, russian)), "text/html; charset=windows-1251"},
		{"KOI8-R", "text/html", "https://news.example.com/a", page("", encode(t, charmap.KOI8R, russian)), "text/html; charset=koi8-r"},
		{"windows-1250", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1250, polish)), "text/html; charset=windows-1250"},
		{"ISO-8859-2", "text/html", "https://news.example.com/a", page("", encode(t, charmap.ISO8859_2, polish)), "text/html; charset=iso-8859-2"},
		{"Czech on a .cz site", "text/html", "https://zpravy.example.cz/a", page("", encode(t, charmap.Windows1250, czech)), "text/html; charset=windows-1250"},
		{"Czech elsewhere", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1250, czech)), "text/html; charset=windows-1250"},
		{"Turkish", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1254, turkish)), "text/html; charset=windows-1254"},
		{"French on a .cz site", "text/html", "https://francais.example.cz/a", page("", encode(t, charmap.Windows1252, french)), "text/html; charset=windows-1252"},
		{"German with a slug script", "text/html", "https://news.example.de/a", page(slug, encode(t, charmap.Windows1252, german)), "text/html; charset=windows-1252"},
		{"UTF-16 by its byte-order mark", "text/html", "", []byte(encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), string(page("", german)))), "text/html"},
		{"Greek", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1253, strings.Repeat(greek, 2))), "text/html; charset=windows-1253"},
		// Hebrew has no capitals, and read as windows-1251 it is all
		// lower-case Cyrillic; Thai's vowel signs are combining marks.
		{"Hebrew", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows1255, strings.Repeat(hebrew, 2))), "text/html; charset=windows-1255"},
		{"Thai", "text/html", "https://news.example.com/a", page("", encode(t, charmap.Windows874, strings.Repeat(thai, 2))), "text/html; charset=windows-874"},
		{"empty body", "text/html", "", nil, "text/html"},
		// Declarations the bytes cannot be in: a guess reads the page.
		{"UTF-16 declared, one byte a character", "text/html; charset=utf-16", "https://news.example.de/a", page("", encode(t, charmap.Windows1252, german)), "text/html; charset=windows-1252"},
		{"UTF-16 in a meta", "text/html", "https://news.example.de/a", page(`<meta charset="utf-16">`, encode(t, charmap.Windows1252, german)), "text/html; charset=windows-1252"},
		{"UTF-16 declared and sent without a mark", "text/html; charset=utf-16le", "", []byte(encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), string(page("", german)))), "text/html; charset=utf-16le"},
		{"the replacement encoding", "text/html; charset=iso-2022-kr", "https://news.example.com/a", page("", encode(t, charmap.Windows1251, russian)), "text/html; charset=windows-1251"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := WithDetectedCharset(tc.body, tc.ctype, tc.url); got != tc.want {
				t.Errorf("WithDetectedCharset = %q, want %q", got, tc.want)
			}
		})
	}
}

// BenchmarkGuessCharset is the guess for an undeclared windows-1251
// page of 8 MB, of which it reads the first guessBytes.
func BenchmarkGuessCharset(b *testing.B) {
	page := []byte(encode(b, charmap.Windows1251, strings.Repeat("<p>Президент России заявил, что переговоры продолжатся на следующей неделе.</p>\n", 100000)))
	b.SetBytes(guessBytes)
	for b.Loop() {
		if ct := WithDetectedCharset(page, "text/html", ""); ct != "text/html; charset=windows-1251" {
			b.Fatal(ct)
		}
	}
}
