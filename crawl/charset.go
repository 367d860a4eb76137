package crawl

import (
	"mime"
	"strings"
	"unicode/utf8"

	"github.com/bylinehq/byline/extract"
	"github.com/saintfish/chardet"
	"golang.org/x/net/html/charset"
)

// WithDetectedCharset returns contentType with a charset parameter added
// when the page does not say which charset it is in, or says UTF-8 while
// its bytes are not: then the charset is guessed from the bytes (EUC-KR,
// Shift_JIS, GB18030, windows-125x, …). A charset that the header or a
// <meta> declares is kept, valid UTF-8 is left alone, and a guess below
// 50% confidence changes nothing (the decoder then falls back to
// windows-1252). The raw bytes are never changed: this only tells the
// decoder what they are.
func WithDetectedCharset(body []byte, contentType string) string {
	if len(body) == 0 || utf8.Valid(body) {
		return contentType
	}
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil || mt == "" {
		mt, params = "text/html", map[string]string{}
	}
	if cs := strings.ToLower(params["charset"]); cs != "" && cs != "utf-8" && cs != "utf8" {
		if enc, _ := charset.Lookup(cs); enc != nil {
			return contentType // declared and not contradicted
		}
	}
	if _, name := charset.Lookup(extract.MetaCharset(body)); name != "" && name != "utf-8" {
		return mt + "; charset=" + name // a <meta> declares it
	}
	res, err := chardet.NewHtmlDetector().DetectBest(body)
	if err != nil || res.Confidence < 50 {
		return contentType
	}
	enc, name := charset.Lookup(res.Charset)
	if enc == nil || name == "utf-8" {
		return contentType
	}
	return mt + "; charset=" + name
}
