package extract

import (
	"bytes"
	"fmt"
	"io"
)

// keptParts returns the pieces of page HTML that are left, in order,
// once the contents of the <script>, <style> and <noscript> elements
// Byline never reads (everything but JSON-LD) and of inline <svg>
// drawings are cut out. On news pages these are often most of the bytes,
// and html.Parse walks raw text one byte at a time, so cutting them first
// makes parsing markedly faster. The DOM keeps every other element and
// attribute, with the dropped elements empty.
//
// The scan follows the tokenizer's rules where they decide where an
// element ends: comments, quoted attribute values, raw-text elements
// (title, textarea, noscript, ...) whose text may look like tags, SVG and
// MathML, where <style> is not raw text. A script whose "<!--" could
// start the tokenizer's double-escaped state ends the scan, and the rest
// of the page is kept as it is.
//
// Parsing reads the pieces through partsReader, so the page is not copied
// once more; with nothing dropped they are b alone.
func keptParts(b []byte) [][]byte { return keptPartsData(b, nil) }

// keptPartsData is keptParts that also, when data is not nil, collects
// the text of the dropped scripts and <noscript> elements that hold
// markup with paragraphs (see holdsMarkup). Such a script's text is replaced by a marker naming its
// place in data (see dataMarker), which attachScriptData swaps back into
// the parsed script element, wherever the parser put it.
func keptPartsData(b []byte, data *[][]byte) [][]byte {
	var out [][]byte
	kept := 0    // b[kept:] is not yet copied to out
	foreign := 0 // open <svg> and <math> elements
	selects := 0 // <select> start tags less end tags: a select ignores <noscript>
	i := 0
	for {
		t, ok := nextTag(b, i, false)
		if !ok {
			return finish(out, b, kept)
		}
		p, end, name := t.start, t.end, t.name
		if t.closing {
			if foreign > 0 && (asciiEqualFold(name, "svg") || asciiEqualFold(name, "math")) {
				foreign--
			}
			if selects > 0 && asciiEqualFold(name, "select") {
				selects--
			}
			i = end
			continue
		}
		switch {
		case foreign == 0 && asciiEqualFold(name, "svg") && b[end-2] != '/':
			// An inline icon or drawing: Byline reads no text inside it
			// (see skipTags), and its paths are long attribute values the
			// tokenizer reads one byte at a time. Its children are
			// dropped, the <svg> element itself is kept.
			if close := svgClose(b, end); close >= 0 {
				out = append(out, b[kept:end])
				kept = close
				i = close
				continue
			}
			foreign++
			i = end
		case asciiEqualFold(name, "svg"), asciiEqualFold(name, "math"):
			// Foreign content: <style> and <script> inside are elements
			// with markup, not raw text; nothing is dropped until it ends.
			if b[end-2] != '/' {
				foreign++
			}
			i = end
		case foreign > 0:
			i = end
		case asciiEqualFold(name, "script"):
			close := closingTag(b, end, "script")
			if close < 0 {
				return finish(out, b, kept)
			}
			body := b[end:close]
			if c := bytes.Index(body, []byte("<!--")); c >= 0 && indexFold(body[c:], "<script") >= 0 {
				return finish(out, b, kept) // maybe double-escaped: leave it to the tokenizer
			}
			// JSON-LD and templates (see expandTemplates) are kept, and
			// so is any script whose tag has a character reference,
			// which could spell either.
			tag := b[p:end]
			if indexFold(tag, "ld+json") < 0 && indexFold(tag, "text/template") < 0 && bytes.IndexByte(tag, '&') < 0 && close > end {
				out = append(out, b[kept:end])
				kept = close
				if data != nil && (holdsMarkup(body) || holdsTextBlocks(body)) {
					out = append(out, dataMarker(len(*data)))
					*data = append(*data, body)
				} else if data != nil {
					// Publication times held as data stay, for a page
					// nothing else dates (see dataPublished).
					if pairs := dataPubPairs(body); len(pairs) > 0 {
						out = append(out, pairs)
					}
				}
			}
			i = close
		case asciiEqualFold(name, "select"):
			selects++
			i = end
		case asciiEqualFold(name, "style"), asciiEqualFold(name, "noscript") && selects == 0:
			// With scripting on, as Byline parses, a <noscript>'s content
			// is one raw text node of markup ("<iframe src=…>") that no
			// reader sees: text extraction skips it, and a whole-page
			// extractor must not take it for the article. Inside a
			// <select> the parser drops the element and keeps its text,
			// so there it is left alone.
			close := closingTag(b, end, rawTextName(name))
			if close < 0 {
				// Never closed (a page cut short): the rest of the page
				// is its raw text.
				return append(out, b[kept:end])
			}
			if close > end {
				out = append(out, b[kept:end])
				kept = close
				if body := b[end:close]; data != nil && asciiEqualFold(name, "noscript") && holdsMarkup(body) {
					// A lazy-loading page's article for readers
					// without scripts: kept aside like a script's.
					out = append(out, dataMarker(len(*data)))
					*data = append(*data, body)
				}
			}
			i = close
		case asciiEqualFold(name, "plaintext"):
			return finish(out, b, kept)
		case rawTextElement(name):
			close := closingTag(b, end, rawTextName(name))
			if close < 0 {
				return finish(out, b, kept)
			}
			i = close
		default:
			i = end
		}
	}
}

// dataMarker is the text left in the n-th script whose data keptPartsData
// keeps aside: a script comment, so it never reads as page text.
func dataMarker(n int) []byte { return fmt.Appendf(nil, "/*byline-data:%d*/", n) }

// holdsMarkup reports whether a script's text holds at least three
// paragraphs of markup, raw or JSON-escaped ("<p>", "\u003cp class=…"):
// client-rendered sites ship their articles so, in the state a script
// renders the page from.
func holdsMarkup(text []byte) bool {
	n := 0
	// The escaped spellings share "\u003", searched for once: a script
	// is read twice, not three times.
	for _, open := range [][]byte{[]byte("<"), []byte(`\u003`)} {
		for i := 0; ; {
			j := bytes.Index(text[i:], open)
			if j < 0 {
				break
			}
			i += j + len(open)
			if len(open) > 1 { // the escape's last digit, in either case
				if i == len(text) || text[i] != 'c' && text[i] != 'C' {
					continue
				}
				i++
			}
			if i+1 < len(text) && text[i] == 'p' && (text[i+1] == '>' || text[i+1] == ' ' || text[i+1] == '\\') {
				if n++; n == 3 {
					return true
				}
			}
		}
	}
	return false
}

// ReadParts returns the pieces of page bytes Byline reads, in order: the
// page with the contents of <script> (but JSON-LD and templates),
// <style>, <noscript> and inline <svg> cut out, as ParseHTML parses it
// (see keptParts). It serves readers of the raw bytes that must not take
// script or style text for the page's.
func ReadParts(b []byte) [][]byte {
	return keptParts(b)
}

// tagAt is a start or end tag that nextTag found.
type tagAt struct {
	start, end int // b[start:end] is the tag, from '<' to after its '>'
	name       []byte
	closing    bool
}

// nextTag finds the first start or end tag at or after i, stepping over
// text, comments, doctypes and bogus comments as the tokenizer does. ok
// is false when there is none, when a comment or the tag never ends, or,
// with stopAtCDATA, when a CDATA section comes first. A tag's attributes
// are read, quotes and all, end tags' too.
func nextTag(b []byte, i int, stopAtCDATA bool) (t tagAt, ok bool) {
	for {
		j := bytes.IndexByte(b[i:], '<')
		if j < 0 {
			return t, false
		}
		p := i + j
		rest := b[p:]
		if stopAtCDATA && bytes.HasPrefix(rest, []byte("<![CDATA[")) {
			return t, false
		}
		if end := markupEnd(b, p); end != 0 {
			if end < 0 {
				return t, false
			}
			i = end
			continue
		}
		closing := len(rest) > 2 && rest[1] == '/' && isASCIILetter(rest[2])
		if !closing && (len(rest) < 2 || !isASCIILetter(rest[1])) {
			i = p + 1
			continue
		}
		ns := p + 1
		if closing {
			ns++
		}
		ne := nameEnd(b, ns)
		end := tagEnd(b, ne)
		if end < 0 {
			return t, false
		}
		return tagAt{start: p, end: end, name: b[ns:ne], closing: closing}, true
	}
}

// markupEnd returns the index after the comment, doctype or bogus
// comment ("<?xml …>", "</ x>") that starts at b[p] == '<', -1 when it
// never ends, or 0 when a tag or text starts there.
func markupEnd(b []byte, p int) int {
	rest := b[p:]
	switch {
	case bytes.HasPrefix(rest, []byte("<!--")):
		return commentEnd(b, p+4)
	case len(rest) > 2 && rest[1] == '/' && isASCIILetter(rest[2]):
		return 0 // an end tag
	case len(rest) > 1 && (rest[1] == '!' || rest[1] == '?' || rest[1] == '/'):
		// Up to the first '>'; outside SVG and MathML, CDATA too.
		end := bytes.IndexByte(b[p+2:], '>')
		if end < 0 {
			return -1
		}
		return p + 2 + end + 1
	}
	return 0
}

// svgClose returns the index of the "</svg" that closes the <svg>
// element whose content starts at i, or -1 when it is safer to keep the
// content: the element never ends, an end tag does not close the element
// opened last, or it holds a CDATA section, a <math> element, or a tag
// that the parser would take out of the SVG into HTML ("<p>" in an SVG
// closes it: the paragraph is page text).
func svgClose(b []byte, i int) int {
	var open [][]byte // elements opened inside the SVG, innermost last
	for {
		t, ok := nextTag(b, i, true)
		if !ok || breaksOutOfSVG(t.name) || asciiEqualFold(t.name, "math") {
			return -1
		}
		name, closing := t.name, t.closing
		switch {
		case closing && len(open) == 0:
			if asciiEqualFold(name, "svg") {
				return t.start
			}
			return -1
		case closing:
			if !asciiEqualFold(name, string(open[len(open)-1])) {
				return -1
			}
			open = open[:len(open)-1]
		case b[t.end-2] != '/':
			open = append(open, name)
		}
		i = t.end
	}
}

// breaksOutOfSVG reports the tags that end foreign content when they
// appear in it (the HTML standard's list, with "font" whatever its
// attributes, and the end tags </p> and </br>).
func breaksOutOfSVG(name []byte) bool {
	for _, n := range [...]string{"b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
		"h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre",
		"ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var", "font"} {
		if asciiEqualFold(name, n) {
			return true
		}
	}
	return false
}

// finish adds what is left.
func finish(out [][]byte, b []byte, kept int) [][]byte {
	return append(out, b[kept:])
}

// partsReader reads byte slices one after the other.
type partsReader struct{ parts [][]byte }

func (r *partsReader) Read(p []byte) (int, error) {
	for len(r.parts) > 0 && len(r.parts[0]) == 0 {
		r.parts = r.parts[1:]
	}
	if len(r.parts) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.parts[0])
	r.parts[0] = r.parts[0][n:]
	return n, nil
}

// rawTextElement reports elements whose content the tokenizer reads as
// text up to their end tag.
func rawTextElement(name []byte) bool {
	for _, n := range rawTextNames[1:] {
		if asciiEqualFold(name, n) {
			return true
		}
	}
	return false
}

// rawTextNames are <style> and the raw-text elements rawTextElement
// reports, whose end tag keptPartsData looks for.
var rawTextNames = [...]string{"style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript"}

// rawTextName is the lower-case name of an element whose end tag
// keptPartsData looks for (a raw-text element, <style>): one of a few
// constants, where lowering name copied it twice for every such tag (a
// page's <title>, its styles, iframes and noscripts). Another name is
// lowered as before.
func rawTextName(name []byte) string {
	for _, n := range rawTextNames {
		if asciiEqualFold(name, n) {
			return n
		}
	}
	return string(bytes.ToLower(name))
}

// commentEnd returns the index after the comment whose text starts at
// i (just after "<!--"), or -1 when it never ends. "<!-->" and "<!--->"
// are empty comments; "--!>" ends one too.
func commentEnd(b []byte, i int) int {
	switch {
	case bytes.HasPrefix(b[i:], []byte(">")):
		return i + 1
	case bytes.HasPrefix(b[i:], []byte("->")):
		return i + 2
	}
	for k := i; k < len(b); {
		d := bytes.Index(b[k:], []byte("--"))
		if d < 0 {
			return -1
		}
		k += d + 2
		for k < len(b) && b[k] == '-' { // "--->" ends it too
			k++
		}
		if k < len(b) && b[k] == '>' {
			return k + 1
		}
		if bytes.HasPrefix(b[k:], []byte("!>")) {
			return k + 2
		}
	}
	return -1
}

// tagEnd returns the index after the '>' that ends the tag whose
// attributes start at i (just after its name), skipping attribute
// values, or -1. As in the tokenizer, a '=' assigns a value only after an
// attribute's name; before one it is a character of the next name
// ("<script ='>" has an attribute named "='"). An unquoted value runs to
// a space or '>', quotes and all.
func tagEnd(b []byte, i int) int { return tagEndMarked(b, i, &tagMarks) }

// tagEndMarked is tagEnd stepping over the bytes of an attribute's name
// up to the next one marks holds. With every byte marked it reads a tag
// a byte at a time, as tagEnd once did (TestTagEndSkipsNames).
func tagEndMarked(b []byte, i int, marks *[256]bool) int {
	named := false // in or just after an attribute's name
	for k := i; k < len(b); k++ {
		c := b[k]
		switch {
		case c == '>':
			return k + 1
		case isTagSpace(c):
		case c == '/':
			named = false
		case c == '=' && named:
			named = false
			k++
			for k < len(b) && isTagSpace(b[k]) {
				k++
			}
			if k == len(b) {
				return -1
			}
			switch b[k] {
			case '"', '\'':
				q := bytes.IndexByte(b[k+1:], b[k])
				if q < 0 {
					return -1
				}
				k += q + 1
			case '>':
				return k + 1
			default:
				for k < len(b) && !isTagSpace(b[k]) && b[k] != '>' {
					k++
				}
				k-- // back onto the value's last byte: the loop steps to the space or '>'
			}
		default:
			// An attribute's name: its bytes up to the next one tagEnd
			// tells apart are skipped at once (most of a tag is names).
			named = true
			for k+1 < len(b) && !marks[b[k+1]] {
				k++
			}
		}
	}
	return -1
}

// tagMarks are the bytes tagEnd acts on inside a tag: its end, spaces,
// '/' and '='. Every other byte is part of an attribute's name.
var tagMarks = [256]bool{'>': true, ' ': true, '\t': true, '\n': true, '\f': true, '\r': true, '/': true, '=': true}

// nameEnd returns the index after the tag name that starts at i: it
// runs to a space, '/' or '>'.
func nameEnd(b []byte, i int) int {
	for i < len(b) && !isTagSpace(b[i]) && b[i] != '/' && b[i] != '>' {
		i++
	}
	return i
}

// closingTag returns the index of the end tag "</name" (any case,
// followed by a space, '/' or '>') at or after i, or -1.
func closingTag(b []byte, i int, name string) int {
	for k := i; k < len(b); {
		d := indexFold(b[k:], "</"+name)
		if d < 0 {
			return -1
		}
		k += d
		if e := k + 2 + len(name); e < len(b) && (isTagSpace(b[e]) || b[e] == '/' || b[e] == '>') {
			return k
		}
		k++
	}
	return -1
}

// indexFold is bytes.Index ignoring ASCII case; sub is lower case.
func indexFold(b []byte, sub string) int {
	lo, up := sub[0], sub[0]
	if 'a' <= lo && lo <= 'z' {
		up = lo - ('a' - 'A')
	}
	for k := 0; k+len(sub) <= len(b); {
		d := bytes.IndexByte(b[k:], lo)
		if up != lo {
			if e := bytes.IndexByte(b[k:], up); e >= 0 && (d < 0 || e < d) {
				d = e
			}
		}
		if d < 0 || k+d+len(sub) > len(b) {
			return -1
		}
		k += d
		if asciiEqualFold(b[k:k+len(sub)], sub) {
			return k
		}
		k++
	}
	return -1
}

// asciiEqualFold reports whether b is lower-case s in any ASCII case.
func asciiEqualFold[T string | []byte](b T, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := 0; i < len(b); i++ {
		if asciiLower(b[i]) != s[i] {
			return false
		}
	}
	return true
}

// containsFold reports whether s holds sub, a lower-case ASCII word, in
// any case ("pie" in "FotoPie", "PIE"), without allocating.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i]|0x20 == sub[0] && asciiEqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isTagSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }
