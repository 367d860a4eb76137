package extract

import (
	"bytes"
	bin "encoding/binary"
	"strings"

	"golang.org/x/net/html"
)

// Invisible marks are characters a reader never sees that sit inside
// words: the soft hyphen (&shy;, a hyphenation hint German and Dutch
// sites put in long words), the zero-width space (a line-break hint), the
// word joiner and a stray byte-order mark. Left in extracted text they
// break search: Unicode word tokenizers (Bleve's, Elasticsearch's) keep a
// soft hyphen inside its word, so "Mes\u00adsen\u00adger" is not found by
// "Messenger", and a zero-width space splits a word in two. Text
// extraction drops them (see dropInvisible), as a browser's copy does.
var invisibleMarks = strings.NewReplacer("\u00ad", "", "\u200b", "", "\u2060", "", "\ufeff", "")

// StripInvisible returns s without its invisible marks; s itself when it
// has none.
func StripInvisible(s string) string {
	if !hasInvisible(s) {
		return s
	}
	return invisibleMarks.Replace(s)
}

// hasInvisible reports whether s holds an invisible mark, by their UTF-8
// lead bytes. Runs of ASCII, most of a page's text, are skipped eight
// bytes at a time.
func hasInvisible[T string | []byte](s T) bool {
	for i := 0; i+1 < len(s); i++ {
		for i+8 <= len(s) && bin.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 == 0 {
			i += 8
		}
		if i+1 >= len(s) {
			break
		}
		if invisibleAt(s[i:]) {
			return true
		}
	}
	return false
}

// holdsInvisible is hasInvisible for a page's bytes: the lead bytes of
// the marks are searched for, which skips the runs of text between them
// faster than reading its bytes in eights. They are rare but for the
// no-break space's and the typographic quotes'.
func holdsInvisible(b []byte) bool {
	for _, lead := range [...]byte{0xC2, 0xE2, 0xEF} {
		for i := 0; ; i++ {
			j := bytes.IndexByte(b[i:], lead)
			if j < 0 {
				break
			}
			if i += j; invisibleAt(b[i:]) {
				return true
			}
		}
	}
	return false
}

// invisibleAt reports whether s starts with an invisible mark.
func invisibleAt[T string | []byte](s T) bool {
	if len(s) < 2 {
		return false
	}
	switch s[0] {
	case 0xC2: // U+00AD
		return s[1] == 0xAD
	case 0xE2: // U+200B, U+2060
		return len(s) > 2 && (s[1] == 0x80 && s[2] == 0x8B || s[1] == 0x81 && s[2] == 0xA0)
	case 0xEF: // U+FEFF
		return len(s) > 2 && s[1] == 0xBB && s[2] == 0xBF
	}
	return false
}

// invisibleRefNames are the named character references of invisible
// marks, as they start. Named references are case-sensitive, and "&shy"
// needs no ";". HTML names U+200B five times: &ZeroWidthSpace; and four
// &Negative…Space;.
var invisibleRefNames = [][]byte{[]byte("&shy"), []byte("&ZeroWidthSpace;"), []byte("&NoBreak;"), []byte("&Negative")}

// mayHoldInvisible reports whether decoded page text can hold an
// invisible mark once parsed: as the character itself or as a character
// reference. Most pages hold none, and their DOM is not walked. It reads
// the page twice, once for the characters and once from "&" to "&" for
// the references, rather than once for each spelling.
func mayHoldInvisible(text []byte) bool {
	if holdsInvisible(text) {
		return true
	}
	for rest := text; ; {
		i := bytes.IndexByte(rest, '&')
		if i < 0 {
			return false
		}
		if rest = rest[i:]; invisibleRefAt(rest) {
			return true
		}
		rest = rest[1:]
	}
}

// invisibleRefAt reports whether b, from its '&' on, starts with a
// character reference to an invisible mark.
func invisibleRefAt(b []byte) bool {
	for _, name := range invisibleRefNames {
		if bytes.HasPrefix(b, name) {
			return true
		}
	}
	return len(b) > 1 && b[1] == '#' && numericRefOfInvisible(b[2:])
}

// numericRefOfInvisible reports whether b, the text after "&#", starts
// with the number of an invisible mark, decimal or hexadecimal.
func numericRefOfInvisible(b []byte) bool {
	hex := len(b) > 0 && (b[0] == 'x' || b[0] == 'X')
	if hex {
		b = b[1:]
	}
	n, digits := 0, 0
	for _, c := range b {
		d := -1
		switch {
		case '0' <= c && c <= '9':
			d = int(c - '0')
		case hex && 'a' <= c|0x20 && c|0x20 <= 'f':
			d = int(c|0x20-'a') + 10
		}
		if d < 0 || n > 0x10FFFF {
			break
		}
		if hex {
			n = n*16 + d
		} else {
			n = n*10 + d
		}
		digits++
	}
	if digits == 0 {
		return false
	}
	switch n {
	case 0xAD, 0x200B, 0x2060, 0xFEFF:
		return true
	}
	return false
}

// dropInvisible removes the invisible marks from the text of the tree
// under n and from the attributes whose values are read as text (a
// <meta> title, an alt text).
func dropInvisible(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		n.Data = StripInvisible(n.Data)
	case html.ElementNode:
		for i, a := range n.Attr {
			switch a.Key {
			case "content", "alt", "title", "aria-label":
				n.Attr[i].Val = StripInvisible(a.Val)
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		dropInvisible(c)
	}
}
