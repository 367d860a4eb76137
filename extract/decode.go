package extract

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// DecodeHTML converts raw page bytes to UTF-8 and says which charset it
// read them as. The order matters: a byte-order mark wins, and so do
// ISO-2022-JP's escape sequences (its bytes are 7-bit, so they would
// pass for UTF-8, declared or not; see CertainEncoding); then bytes that
// are valid UTF-8 are taken as UTF-8 even if a header or <meta> declares a
// legacy charset (pages re-saved as UTF-8 often keep their old declaration,
// while real legacy text with non-ASCII bytes is almost never valid UTF-8);
// then bytes that are UTF-8 but for a few stray legacy bytes (see
// utf8Counts); then the Content-Type header, then a <meta> anywhere in
// the page (MetaCharset), then windows-1252. Binary bytes (see binary)
// are no text (ErrNotText).
func DecodeHTML(raw []byte, contentType string) ([]byte, string, error) {
	text, cs, _, err := decodeHTML(raw, contentType)
	return text, cs, err
}

// decodeHTML is DecodeHTML that also says whether the text may hold an
// invisible mark (see mayHoldInvisible): for a UTF-8 page, most of them,
// one pass over its bytes answers that and what unmojibake looks for.
func decodeHTML(raw []byte, contentType string) (text []byte, cs string, invisible bool, err error) {
	text, cs, asIs, err := decodeText(raw, contentType)
	if err != nil {
		return nil, cs, false, err
	}
	if asIs {
		text, invisible = unmojibakeMarked(text)
		return text, cs, invisible, nil
	}
	return text, cs, mayHoldInvisible(text), nil
}

// decodeText does the work of DecodeHTML but for repairing the page's
// own UTF-8: asIs says that text is raw (without a byte-order mark),
// which unmojibake has not read yet.
func decodeText(raw []byte, contentType string) (text []byte, cs string, asIs bool, err error) {
	if bytes.HasPrefix(raw, utf8BOM) {
		return raw[len(utf8BOM):], "utf-8", true, nil
	}
	head := raw[:min(len(raw), 8<<10)]
	enc, name := CertainEncoding(raw)
	if enc == nil && bytes.IndexByte(head, 0) >= 0 {
		// UTF-16 without a byte-order mark, as the header says: its
		// ASCII characters each hold a NUL byte, which would pass for
		// UTF-8 or for binary data.
		enc, name = declaredUTF16(contentType)
	}
	if enc != nil {
		out, err := enc.NewDecoder().Bytes(raw)
		if err != nil {
			return nil, name, false, fmt.Errorf("decode %s: %w", name, err)
		}
		return out, name, false, nil
	}
	if binary(head) {
		return nil, "", false, fmt.Errorf("%w: %d control bytes in the first %d", ErrNotText, controlBytes(head), len(head))
	}
	if utf8.Valid(raw) {
		return raw, "utf-8", true, nil
	}
	if good, bad := utf8Counts(raw); good >= 20*bad {
		return unmojibake(patchUTF8(raw)), "utf-8", false, nil
	}
	enc, name = declaredEncoding(raw, contentType)
	if enc == nil {
		enc, name = charmap.Windows1252, "windows-1252"
	}
	// Legacy Vietnamese charsets (windows-1258) spell tones as combining
	// marks; NFC composes them as UTF-8 pages do.
	out, _, err := transform.Bytes(transform.Chain(enc.NewDecoder(), norm.NFC), raw)
	if err != nil {
		return nil, name, false, fmt.Errorf("decode %s: %w", name, err)
	}
	return unmojibakePunct(out), name, false, nil
}

// ErrNotText is returned for bytes that are no text in any charset: an
// image, a PDF or a compressed file served as HTML.
var ErrNotText = errors.New("not text")

// declaredUTF16 is the UTF-16 encoding the Content-Type names, or nil.
func declaredUTF16(contentType string) (encoding.Encoding, string) {
	if enc, name := charset.Lookup(charsetParam(contentType)); strings.HasPrefix(name, "utf-16") {
		return enc, name
	}
	return nil, ""
}

// binary tells whether more than 1 in 50 bytes of b, and at least 16,
// are C0 control characters other than tab, line feed, form feed and
// carriage return. HTML pages have none or a stray few; images and
// compressed files have one in eight or so.
func binary(b []byte) bool {
	n := controlBytes(b)
	return n >= 16 && n*50 > len(b)
}

func controlBytes(b []byte) int {
	n := 0
	for _, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r' {
			n++
		}
	}
	return n
}

// CertainEncoding is the encoding raw's bytes themselves name, whatever
// a header or <meta> says: UTF-16 by its byte-order mark (which decoding
// drops), or ISO-2022-JP by its escape sequences.
func CertainEncoding(raw []byte) (encoding.Encoding, string) {
	switch {
	case bytes.HasPrefix(raw, []byte{0xFF, 0xFE}):
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), "utf-16le"
	case bytes.HasPrefix(raw, []byte{0xFE, 0xFF}):
		return unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), "utf-16be"
	case iso2022JP(raw):
		return japanese.ISO2022JP, "iso-2022-jp"
	}
	return nil, ""
}

// iso2022JP tells whether raw switches to a JIS character set the way
// ISO-2022-JP text does (ESC $ @, ESC $ B or ESC ( J) and is 7-bit, as
// ISO-2022-JP is: in megabytes of binary data such a sequence turns up
// by chance. HTML has no other use for the escape character.
func iso2022JP(raw []byte) bool {
	found := false
	for i := 0; !found; {
		j := bytes.IndexByte(raw[i:], 0x1B)
		if j < 0 || i+j+2 >= len(raw) {
			return false
		}
		i += j + 1
		s := raw[i : i+2]
		found = s[0] == '$' && (s[1] == '@' || s[1] == 'B') || s[0] == '(' && s[1] == 'J'
	}
	for _, c := range raw {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// utf8Counts counts the multi-byte UTF-8 characters in raw and the bytes
// that are not part of valid UTF-8. A UTF-8 page with a few bytes of
// pasted Latin-1 text has many of the first and a handful of the second;
// legacy text has few or none of the first (its accented letters are
// single bytes, which almost never pair up as UTF-8).
func utf8Counts(raw []byte) (good, bad int) {
	for i := 0; i < len(raw); {
		if raw[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && n == 1 {
			bad++
		} else {
			good++
		}
		i += n
	}
	return good, bad
}

// patchUTF8 keeps raw's valid UTF-8 and reads each stray byte as
// windows-1252, as text pasted from a legacy page into a UTF-8 one is.
func patchUTF8(raw []byte) []byte {
	out := make([]byte, 0, len(raw)+16)
	for i := 0; i < len(raw); {
		r, n := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && n == 1 {
			out = utf8.AppendRune(out, charmap.Windows1252.DecodeByte(raw[i]))
		} else {
			out = append(out, raw[i:i+n]...)
		}
		i += n
	}
	return out
}

// unmojibake repairs UTF-8 text that was once read as Latin-1 and saved
// as UTF-8 again: "â€™" stored as U+00E2 U+0080 U+0099, which shows
// as "â" and two invisible control characters. A run counts only if it
// spells a whole UTF-8 character and holds a C1 control (U+0080–U+009F),
// which never stands in real text, or is "Â" before a Latin-1 sign
// (U+00A0–U+00BF): "Â" then a no-break space, "Â©", "Â°" are a misread
// no-break space, ©, °, and no language writes "Â" before a sign. A
// page that writes "Ã¤" on purpose keeps it. Punctuation read as
// windows-1252 is repaired too (see unmojibakePunct). It returns b
// itself when there is nothing to repair.
func unmojibake(b []byte) []byte {
	return unmojibakePunct(unmojibakeLatin1(b))
}

// unmojibakeMarked is unmojibake of UTF-8 page bytes b, and whether the
// result may hold an invisible mark (mayHoldInvisible). For a page with
// nothing to repair, nearly every page, scanMarks tells both, reading b
// fewer times than the two would.
func unmojibakeMarked(b []byte) ([]byte, bool) {
	m := scanMarks(b)
	if m.latin1 || m.misread >= minMisreadPunct {
		text := unmojibake(b)
		return text, mayHoldInvisible(text)
	}
	return b, m.invisible
}

// marks is what scanMarks finds in a page's bytes.
type marks struct {
	latin1    bool // a Latin-1 misreading unmojibakeLatin1 repairs (mojibakeRun)
	misread   int  // the misread punctuation marks unmojibakePunct counts (mojibakePunct)
	invisible bool // an invisible mark or a reference to one (mayHoldInvisible)
}

// scanMarks reads b for what unmojibake and mayHoldInvisible look for,
// searching for the few bytes they start with rather than reading b
// once for each of the spellings. No two spellings of mojibakePunct
// overlap, so counting them where they start counts as bytes.Count
// does.
func scanMarks(b []byte) marks {
	var m marks
	for i := 0; ; i++ {
		j := bytes.IndexByte(b[i:], 0xC3)
		if j < 0 {
			break
		}
		i += j
		if bytes.HasPrefix(b[i:], mojibakePunct[0]) {
			m.misread++
		}
		if !m.latin1 {
			_, n := mojibakeRun(b[i:])
			m.latin1 = n > 0
		}
	}
	for i := 0; ; i++ {
		j := bytes.IndexByte(b[i:], '&')
		if j < 0 {
			break
		}
		i += j
		if bytes.HasPrefix(b[i:], mojibakePunct[1]) || bytes.HasPrefix(b[i:], mojibakePunct[2]) {
			m.misread++
		}
		m.invisible = m.invisible || invisibleRefAt(b[i:])
	}
	m.invisible = m.invisible || holdsInvisible(b)
	return m
}

// unmojibakeLatin1 repairs the Latin-1 misreadings unmojibake describes.
func unmojibakeLatin1(b []byte) []byte {
	var out []byte
	done := 0 // b[:done] is in out (once out is in use)
	for i := 0; i < len(b); {
		j := bytes.IndexByte(b[i:], 0xC3)
		if j < 0 {
			break
		}
		i += j
		seq, n := mojibakeRun(b[i:])
		if n == 0 {
			i++
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(b))
		}
		out = append(out, b[done:i]...)
		out = append(out, seq...)
		i += n
		done = i
	}
	if out == nil {
		return b
	}
	return append(out, b[done:]...)
}

// mojibakePunct are the spellings of "â€", the start of a punctuation
// mark of U+2000–U+203F (’ “ ” – — … •) whose UTF-8 bytes were read as
// windows-1252: as text, and as the entities a CMS then escaped it to
// ("isn&acirc;&euro;&trade;t"). No language writes "â€"; only a page
// about such misreadings shows one now and then.
var mojibakePunct = [][]byte{[]byte("\xc3\xa2\xe2\x82\xac"), []byte("&acirc;&euro;"), []byte("&#226;&#8364;")}

// unmojibakePunct repairs punctuation read as windows-1252 (see
// mojibakePunct): "â€" and the character or entity after it, which
// windows-1252 writes its last byte as, are the mark they spell. A page
// is repaired when it has at least three such misreadings and more of
// them than marks of that block written right: a page about mojibake
// that quotes "â€™" once or twice keeps it. It returns b itself when
// there is nothing to repair.
func unmojibakePunct(b []byte) []byte {
	misread := 0
	for _, prefix := range mojibakePunct {
		misread += bytes.Count(b, prefix)
	}
	if misread < minMisreadPunct {
		return b // most pages: the marks written right need no count
	}
	// Marks written right, less those that end a misreading: a misread
	// "–" is "â€" and "“".
	right := bytes.Count(b, []byte("\xe2\x80")) - bytes.Count(b, []byte("\xc3\xa2\xe2\x82\xac\xe2\x80"))
	if misread <= right {
		return b
	}
	for _, prefix := range mojibakePunct {
		if !bytes.Contains(b, prefix) {
			continue
		}
		out := make([]byte, 0, len(b))
		done := 0 // b[:done] is in out
		for i := 0; ; {
			j := bytes.Index(b[i:], prefix)
			if j < 0 {
				break
			}
			i += j + len(prefix)
			r, n := charOrEntity(b[i:])
			last, ok := windows1252Byte(r)
			if n == 0 || !ok || last < 0x80 || last > 0xBF {
				continue
			}
			out = append(out, b[done:i-len(prefix)]...)
			out = utf8.AppendRune(out, 0x2000+rune(last-0x80))
			i += n
			done = i
		}
		b = append(out, b[done:]...)
	}
	return b
}

// minMisreadPunct is the fewest misread marks unmojibakePunct repairs.
const minMisreadPunct = 3

// charOrEntity reads the character at the start of b, written as UTF-8
// or as a character reference ("&trade;", "&#8482;"), and says how many
// bytes it spans; n is 0 when there is none.
func charOrEntity(b []byte) (r rune, n int) {
	if len(b) == 0 {
		return 0, 0
	}
	if b[0] == '&' {
		end := bytes.IndexByte(b[:min(len(b), 12)], ';')
		if end < 0 {
			return 0, 0
		}
		s := html.UnescapeString(string(b[:end+1]))
		if r, size := utf8.DecodeRuneInString(s); size == len(s) && s != string(b[:end+1]) {
			return r, end + 1
		}
		return 0, 0
	}
	r, n = utf8.DecodeRune(b)
	if r == utf8.RuneError {
		return 0, 0
	}
	return r, n
}

// windows1252Byte is the byte windows-1252 writes r as; its five unused
// bytes stand for themselves (U+0081, U+008D, U+008F, U+0090, U+009D).
func windows1252Byte(r rune) (byte, bool) {
	if r >= 0x80 && r <= 0x9F {
		return byte(r), true
	}
	return charmap.Windows1252.EncodeRune(r)
}

// mojibakeRun reads one mojibake character at the start of b: a lead
// byte of UTF-8 written as a Latin-1 letter (C3 82–C3 B4) and its
// continuation bytes written as U+0080–U+00BF (C2 80–C2 BF). It returns
// the original character's bytes and how many bytes of b it spans, or
// n == 0.
func mojibakeRun(b []byte) (seq []byte, n int) {
	if len(b) < 4 || b[0] != 0xC3 || b[1] < 0x82 || b[1] > 0xB4 {
		return nil, 0
	}
	lead := b[1] + 0x40 // U+00C2..U+00F4 as a byte
	want := 1
	switch {
	case lead >= 0xF0:
		want = 3
	case lead >= 0xE0:
		want = 2
	}
	var buf [4]byte
	buf[0] = lead
	control := false
	for k := 1; k <= want; k++ {
		at := 2 * k
		if at+1 >= len(b) || b[at] != 0xC2 || b[at+1] < 0x80 || b[at+1] > 0xBF {
			return nil, 0
		}
		buf[k] = b[at+1]
		control = control || b[at+1] <= 0x9F
	}
	// lead 0xC2: the character is U+0080–U+00BF, shown as "Â" and a sign.
	if !(control || lead == 0xC2) || !utf8.Valid(buf[:want+1]) {
		return nil, 0
	}
	return buf[:want+1], 2 * (want + 1)
}

func declaredEncoding(raw []byte, contentType string) (encoding.Encoding, string) {
	if enc, name := charset.Lookup(charsetParam(contentType)); enc != nil && name != "utf-8" && !UnusableDeclaration(name) {
		return enc, name
	}
	// DetermineEncoding finds byte-order marks ("certain"); a <meta> is
	// looked for in the whole page, not in its first 1,024 bytes only.
	enc, name, certain := charset.DetermineEncoding(raw, "text/html")
	if !certain {
		if enc, name = charset.Lookup(MetaCharset(raw)); enc == nil {
			return nil, ""
		}
	}
	if name == "utf-8" || !certain && UnusableDeclaration(name) {
		return nil, "" // declared UTF-8 but invalid: decode as windows-1252
	}
	return enc, name
}

// UnusableDeclaration reports a charset (as charset.Lookup names it) that
// a declaration read as ASCII cannot rightly give: UTF-16, which the HTML
// standard reads as UTF-8 in a <meta> (the <meta> itself was read as
// ASCII), and which a header may say only of bytes holding NULs; and the
// replacement encoding (ISO-2022-KR, HZ-GB-2312, …), which turns a page
// into U+FFFD.
func UnusableDeclaration(name string) bool {
	return strings.HasPrefix(name, "utf-16") || name == "replacement"
}

// MetaCharset returns the charset label that the first <meta charset> or
// <meta http-equiv="Content-Type" content="…; charset=…"> of the page
// declares, or "" when none does. Browsers prescan only the first 1,024
// bytes but switch encodings when the parser meets such a <meta> later,
// so the whole page counts here: archived copies (web.archive.org) and
// pages with long scripts in their head declare it further down.
// Comments and the text of <script> and <style> elements are not read.
func MetaCharset(raw []byte) string {
	for _, part := range keptParts(raw) {
		for i := 0; ; {
			t, ok := nextTag(part, i, false)
			if !ok {
				break
			}
			i = t.end
			// Both ways of declaring one spell "charset"; most <meta>
			// tags do not, and are not tokenized again.
			tag := part[t.start:t.end]
			if t.closing || !asciiEqualFold(t.name, "meta") || indexFold(tag, "charset") < 0 {
				continue
			}
			if label := metaTagCharset(tag); label != "" {
				if enc, _ := charset.Lookup(label); enc != nil {
					return label
				}
			}
		}
	}
	return ""
}

// metaTagCharset reads the charset a <meta> tag declares: its charset
// attribute, or the charset parameter of its content when http-equiv is
// Content-Type.
func metaTagCharset(tag []byte) string {
	z := html.NewTokenizer(bytes.NewReader(tag))
	z.Next()
	var httpEquiv bool
	var content string
	for _, a := range z.Token().Attr {
		switch a.Key {
		case "charset":
			return strings.TrimSpace(a.Val)
		case "http-equiv":
			httpEquiv = strings.EqualFold(strings.TrimSpace(a.Val), "content-type")
		case "content":
			content = a.Val
		}
	}
	if !httpEquiv {
		return ""
	}
	return charsetParam(content)
}

// charsetParam returns the charset parameter of a Content-Type value
// ("text/html; charset=gb2312"), or "".
func charsetParam(contentType string) string {
	_, params, ok := strings.Cut(contentType, ";")
	if !ok {
		return ""
	}
	for _, p := range strings.Split(params, ";") {
		if k, v, _ := strings.Cut(strings.TrimSpace(p), "="); strings.EqualFold(strings.TrimSpace(k), "charset") {
			return strings.Trim(strings.TrimSpace(v), `"'`)
		}
	}
	return ""
}

// ParseHTML decodes raw bytes and parses them into a DOM, with the
// <script>, <style>, <noscript> and inline <svg> elements Byline does not
// read left empty (see keptParts), but for scripts whose data holds the
// article as markup (see keptPartsData), which keep their text. html.Parse accepts any input but
// elements nested more than 512 deep; such a page is parsed again with
// its deepest elements flattened (see flattenDeep).
func ParseHTML(raw []byte, contentType string) (*html.Node, string, error) {
	text, cs, invisible, err := decodeHTML(raw, contentType)
	if err != nil {
		return nil, cs, err
	}
	var data [][]byte
	doc, err := html.Parse(&partsReader{keptPartsData(text, &data)})
	for _, limit := range []int{256, 64} {
		if err == nil {
			break
		}
		data = data[:0]
		doc, err = html.Parse(&partsReader{keptPartsData(flattenDeep(text, limit), &data)})
	}
	if err != nil {
		return nil, cs, fmt.Errorf("parse html: %w", err)
	}
	expandInlineDocuments(doc)
	attachScriptData(doc, data)
	if invisible {
		dropInvisible(doc)
	}
	return doc, cs, nil
}

// expandInlineDocuments puts in place the documents a page ships inside
// its markup: templates of the article (expandTemplates), declarative
// shadow roots (expandShadowRoots) and framed articles
// (inlineSrcdocFrames), in that order. Most pages hold none of them:
// one walk asks which are there, instead of one walk for each. A
// template put in place may hold the others, so then all are asked.
func expandInlineDocuments(doc *html.Node) {
	templates, shadowRoots, srcdocs := inlineDocuments(doc)
	if templates {
		expandTemplates(doc)
		shadowRoots, srcdocs = true, true
	}
	if shadowRoots {
		expandShadowRoots(doc)
	}
	if srcdocs {
		inlineSrcdocFrames(doc)
	}
}

// inlineDocuments reports whether doc holds an element that
// expandTemplates, expandShadowRoots or inlineSrcdocFrames put in place.
func inlineDocuments(doc *html.Node) (templates, shadowRoots, srcdocs bool) {
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.DataAtom {
		case atom.Script:
			templates = templates || isTemplateScript(n)
		case atom.Template:
			shadowRoots = shadowRoots || isShadowRoot(n)
		case atom.Iframe:
			srcdocs = srcdocs || isSrcdocFrame(n)
		}
	}
	return templates, shadowRoots, srcdocs
}

// isShadowRoot reports a declarative shadow root's template.
func isShadowRoot(n *html.Node) bool {
	return n.DataAtom == atom.Template && (hasAttr(n, "shadowrootmode") || hasAttr(n, "shadowroot"))
}

// isSrcdocFrame reports a frame whose inline document may hold
// paragraphs.
func isSrcdocFrame(n *html.Node) bool {
	return n.DataAtom == atom.Iframe && strings.Contains(attr(n, "srcdoc"), "<p")
}

// isTemplateScript reports a script that holds a template.
func isTemplateScript(n *html.Node) bool {
	return n.DataAtom == atom.Script && strings.EqualFold(strings.TrimSpace(attr(n, "type")), "text/template")
}

// expandShadowRoots puts in place the content of declarative shadow
// roots (<template shadowrootmode="open">, or the older shadowroot
// attribute): a browser renders it as the host element's content, so a
// web component that ships its article so is read as the reader sees
// it. Other templates stay unread: they are markup for scripts to clone.
func expandShadowRoots(doc *html.Node) {
	roots := findAll(doc, isShadowRoot)
	for _, t := range roots {
		p := t.Parent
		if p == nil {
			continue
		}
		for c := t.FirstChild; c != nil; c = t.FirstChild {
			t.RemoveChild(c)
			p.InsertBefore(c, t)
		}
		p.RemoveChild(t)
	}
}

// minSrcdocParagraphRunes is the paragraph text an <iframe srcdoc> must
// hold to be read as part of the page: a page that frames its whole
// article so holds far more, a framed widget or single post far less.
const minSrcdocParagraphRunes = 400

// inlineSrcdocFrames puts in place of an <iframe srcdoc> the body of the
// document it holds when that is an article's text (paragraphs of
// minSrcdocParagraphRunes at least): a reader sees it inline, and an
// extractor that skips frames would find no article at all. Widgets and
// embeds framed so hold too little text to qualify and stay frames, and
// so do all frames of a page whose own paragraphs hold an article.
func inlineSrcdocFrames(doc *html.Node) {
	frames := findAll(doc, isSrcdocFrame)
	if len(frames) == 0 || srcdocParagraphRunes(doc) >= minSrcdocParagraphRunes {
		// A page with an article of its own frames a widget, an ad or
		// another site's page beside it: read in place, that one's
		// headline, byline and JSON-LD would pass for the page's own.
		return
	}
	for _, f := range frames {
		p := f.Parent
		if p == nil {
			continue
		}
		inner, err := html.Parse(strings.NewReader(attr(f, "srcdoc")))
		if err != nil {
			continue
		}
		body := find(inner, func(n *html.Node) bool { return n.DataAtom == atom.Body })
		if body == nil || srcdocParagraphRunes(body) < minSrcdocParagraphRunes {
			continue
		}
		for c := body.FirstChild; c != nil; c = body.FirstChild {
			body.RemoveChild(c)
			p.InsertBefore(c, f)
		}
		p.RemoveChild(f)
	}
}

// srcdocParagraphRunes counts the non-space runes of n's <p> elements.
func srcdocParagraphRunes(n *html.Node) int {
	total := 0
	for _, p := range findAll(n, func(n *html.Node) bool { return n.DataAtom == atom.P }) {
		total += nonSpaceRunes(innerText(p))
	}
	return total
}

// expandTemplates puts in place the article that a page ships inside a
// <script type="text/template"> for a script to render: Blogger's
// theme keeps each post's body so ("<div class="post-body"><script
// type="text/template">…</script></div>"), and a reader sees it. Only a
// template that is all its element holds, and that is markup (not JSON
// or CDATA) with paragraphs and no template syntax ("{{", "<%"), is
// read; templates of widgets, pop-ups and script data stay scripts.
func expandTemplates(doc *html.Node) {
	scripts := findAll(doc, isTemplateScript)
	for _, s := range scripts {
		p := s.Parent
		if p == nil || s.FirstChild == nil || s.FirstChild.Type != html.TextNode || nonSpaceRunes(innerText(p)) > 0 {
			continue
		}
		src := strings.TrimSpace(s.FirstChild.Data)
		if !strings.HasPrefix(src, "<") || strings.HasPrefix(src, "<![CDATA[") || !strings.Contains(src, "<p") ||
			strings.Contains(src, "{{") || strings.Contains(src, "<%") {
			continue
		}
		nodes, err := html.ParseFragment(strings.NewReader(src), p)
		if err != nil {
			continue
		}
		for _, n := range nodes {
			p.InsertBefore(n, s)
		}
		p.RemoveChild(s)
	}
}
