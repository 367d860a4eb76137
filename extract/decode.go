package extract

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// DecodeHTML converts raw page bytes to UTF-8 and says which charset it
// read them as. The order matters: a byte-order mark wins; then bytes that
// are valid UTF-8 are taken as UTF-8 even if a header or <meta> declares a
// legacy charset (pages re-saved as UTF-8 often keep their old declaration,
// while real legacy text with non-ASCII bytes is almost never valid UTF-8);
// then the Content-Type header, then <meta charset>, then windows-1252.
func DecodeHTML(raw []byte, contentType string) ([]byte, string, error) {
	if bytes.HasPrefix(raw, utf8BOM) {
		return raw[len(utf8BOM):], "utf-8", nil
	}
	if utf8.Valid(raw) {
		return raw, "utf-8", nil
	}
	enc, name := declaredEncoding(raw, contentType)
	if enc == nil {
		enc, name = charmap.Windows1252, "windows-1252"
	}
	// Legacy Vietnamese charsets (windows-1258) spell tones as combining
	// marks; NFC composes them as UTF-8 pages do.
	out, _, err := transform.Bytes(transform.Chain(enc.NewDecoder(), norm.NFC), raw)
	if err != nil {
		return nil, name, fmt.Errorf("decode %s: %w", name, err)
	}
	return out, name, nil
}

func declaredEncoding(raw []byte, contentType string) (encoding.Encoding, string) {
	if _, params, ok := strings.Cut(contentType, ";"); ok {
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(k, "charset") {
				if enc, name := charset.Lookup(strings.Trim(v, `"' `)); enc != nil && name != "utf-8" {
					return enc, name
				}
			}
		}
	}
	// DetermineEncoding prescans <meta> the way browsers do; "certain" is
	// only set for BOMs and headers, so a found meta gives certain=false
	// with a name other than the windows-1252 default.
	enc, name, _ := charset.DetermineEncoding(raw, "text/html")
	if name == "utf-8" {
		return nil, "" // declared UTF-8 but invalid: decode as windows-1252
	}
	return enc, name
}

// ParseHTML decodes raw bytes and parses them into a DOM, with the
// <script> and <style> elements Byline does not read left empty (see
// dropUnread). html.Parse accepts any input, so errors come only from
// decoding.
func ParseHTML(raw []byte, contentType string) (*html.Node, string, error) {
	text, cs, err := DecodeHTML(raw, contentType)
	if err != nil {
		return nil, cs, err
	}
	doc, err := html.Parse(bytes.NewReader(dropUnread(text)))
	if err != nil {
		return nil, cs, fmt.Errorf("parse html: %w", err)
	}
	return doc, cs, nil
}
