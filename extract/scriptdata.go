package extract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// MethodScript marks an article whose body came from data a page's
// scripts hold (see scriptBody), not from its markup.
const MethodScript = "script"

// attachScriptData puts back, as the text of their elements, the scripts
// keptPartsData set aside because they hold markup with paragraphs (see
// holdsMarkup), so that whole-page extraction can read an article a
// client-rendered page ships only in its scripts' state. Each such script
// was parsed holding its marker (dataMarker), so the text finds its
// element however the parser moved it (a table's foster parenting, a
// template expanded). A <noscript> set aside so is replaced by its
// markup (see unwrapNoscript).
func attachScriptData(doc *xhtml.Node, data [][]byte) {
	if len(data) == 0 {
		return
	}
	for _, s := range findAll(doc, func(n *xhtml.Node) bool { return n.DataAtom == atom.Script || n.DataAtom == atom.Noscript }) {
		c := s.FirstChild
		if c == nil || c.Type != xhtml.TextNode || c.NextSibling != nil {
			continue
		}
		var n int
		if _, err := fmt.Sscanf(c.Data, "/*byline-data:%d*/", &n); err != nil || n < 0 || n >= len(data) || string(dataMarker(n)) != c.Data {
			continue
		}
		if s.DataAtom == atom.Script {
			c.Data = string(data[n])
			continue
		}
		s.RemoveChild(c)
		unwrapNoscript(s, data[n])
	}
}

// unwrapNoscript puts in place of a <noscript> of the page's body the
// article it keeps for readers without scripts, as such a reader sees
// it: a lazy-loading page's text, or its rest. Parsed with scripting on,
// its markup would be text, which whole-page extractors read as such.
func unwrapNoscript(ns *xhtml.Node, markup []byte) {
	body := ns.Parent
	for body != nil && body.DataAtom != atom.Body {
		body = body.Parent
	}
	if body == nil {
		return // in <head>: what it holds is no article
	}
	div := &xhtml.Node{Type: xhtml.ElementNode, Data: "div", DataAtom: atom.Div}
	nodes, err := xhtml.ParseFragment(bytes.NewReader(markup), div)
	if err != nil {
		return
	}
	for _, n := range nodes {
		div.AppendChild(n)
	}
	text := Text(div)
	if strings.Contains(strings.ToLower(text), "javascript") || shownElsewhere(div, Text(body)) {
		// A notice to turn scripts on ("Please enable JavaScript to
		// view the comments"), or a copy of the text the page shows
		// anyway: not the article's.
		return
	}
	ns.Parent.InsertBefore(div, ns)
	ns.Parent.RemoveChild(ns)
}

// shownElsewhere reports a <noscript>'s content whose paragraphs are
// mostly in shown, the text the page shows without it: a fallback copy
// of the article, which unwrapped would say everything twice.
func shownElsewhere(content *xhtml.Node, shown string) bool {
	shown = collapse(shown)
	paras, in := 0, 0
	for _, p := range findAll(content, func(n *xhtml.Node) bool { return n.DataAtom == atom.P }) {
		t := collapse(Text(p))
		if runes(t) < 40 {
			continue
		}
		paras++
		if strings.Contains(shown, t) {
			in++
		}
	}
	return paras > 0 && 2*in >= paras
}

// scriptBody finds the article text a page ships in data rather than in
// markup its reader sees without scripts: the articleBody of its JSON-LD
// article, or a string of HTML with paragraphs in a script's state
// (hydration data of client-rendered sites: Next.js, Nuxt, React Query,
// Apollo). Of the candidates that share enough words with the title or
// the description, the longest wins. It returns the body's blocks and
// where they came from ("json-ld" or "script"), or nil, and the authors
// and publication date the state holds beside typed blocks (stateMeta).
func scriptBody(doc *xhtml.Node, md *metadata, title, desc string) ([]*block, string, stateMeta) {
	topic := topicWords(title + " " + desc)
	cx := cleanContext{title: title}
	var best []*block
	// bestMeta reads the winner's byline and date: for a body held as
	// one HTML string that means decoding its script again, done once,
	// for the winner only (a state may hold hundreds of such strings).
	bestMeta := func() stateMeta { return stateMeta{} }
	bestRunes, kind := 0, ""
	consider := func(bs []*block, k string, meta func() stateMeta) {
		n := 0
		for _, b := range bs {
			n += b.runes
		}
		if n > bestRunes && aboutTopic(bs, topic) {
			best, bestRunes, kind, bestMeta = bs, n, k, meta
		}
	}
	for _, o := range md.ld {
		if s, ok := o.m["articleBody"].(string); ok && strings.TrimSpace(s) != "" {
			consider(markupBlocks(ldBodyMarkup(s), cx), "json-ld", func() stateMeta { return stateMeta{} })
		}
	}
	for _, s := range findAll(doc, func(n *xhtml.Node) bool {
		return n.DataAtom == atom.Script && n.FirstChild != nil && n.FirstChild.Type == xhtml.TextNode &&
			!strings.Contains(strings.ToLower(attr(n, "type")), "ld+json")
	}) {
		src := s.FirstChild.Data
		for _, h := range markupStrings(src, 2) {
			consider(markupBlocks(h, cx), "script", func() stateMeta { return markupMeta(src, h) })
		}
		for _, a := range textBlockMarkup(src) {
			consider(markupBlocks(a.html, cx), "script", func() stateMeta { return a.meta })
		}
	}
	if !plausibleBody(renderBlocks(best)) {
		return nil, "", stateMeta{}
	}
	return best, kind, bestMeta()
}

// stateArticle is an article found as typed blocks in a script's state:
// its body as HTML, and what the object holding the blocks says of it.
type stateArticle struct {
	html string
	meta stateMeta
}

// stateMeta is the byline and publication date of an article in a
// script's state, as written there.
type stateMeta struct {
	authors   []string
	published string
}

// stateAuthorKeys and stateDateKeys name an article's authors and
// publication date beside its body in content stores' state (Arc XP's
// credits.by and first_publish_date, Sanity's and Contentful's
// publishedAt, schema.org's names).
var (
	stateAuthorKeys = []string{"byline", "author", "authors", "creator", "credits"}
	stateDateKeys   = []string{"publishedAt", "datePublished", "published_at", "publishDate", "publish_date",
		"publishedDate", "first_publish_date", "display_date"}
)

// metaOf reads stateMeta from the object holding an article's blocks.
func metaOf(m map[string]any) stateMeta {
	var meta stateMeta
	for _, k := range stateAuthorKeys {
		v := m[k]
		if c, ok := v.(map[string]any); ok && k == "credits" {
			v = c["by"] // Arc XP: credits.by lists the authors
		}
		if meta.authors = slices.DeleteFunc(ldNames(v), func(n string) bool { return n == "" }); len(meta.authors) > 0 {
			break
		}
	}
	for _, k := range stateDateKeys {
		if s, ok := m[k].(string); ok && strings.TrimSpace(s) != "" {
			meta.published = s
			break
		}
	}
	return meta
}

// ldBodyMarkup turns a JSON-LD articleBody into markup: as it is when it
// is HTML, else one paragraph per line.
func ldBodyMarkup(s string) string {
	if blockMarkup.MatchString(s) {
		return s
	}
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			b.WriteString("<p>")
			b.WriteString(html.EscapeString(html.UnescapeString(line)))
			b.WriteString("</p>")
		}
	}
	return b.String()
}

// blockMarkup finds a block-level tag, in any case.
var blockMarkup = regexp.MustCompile(`(?i)<(p|br|div|h[1-6]|ul|ol|li|blockquote|section|figure|table)[\s/>]`)

// markupBlocks parses a string of HTML as the content of a <div> and
// returns its cleaned text blocks, as the body of a page would be.
func markupBlocks(s string, cx cleanContext) []*block {
	div := &xhtml.Node{Type: xhtml.ElementNode, Data: "div", DataAtom: atom.Div}
	nodes, err := xhtml.ParseFragment(strings.NewReader(s), div)
	if err != nil {
		return nil
	}
	for _, n := range nodes {
		div.AppendChild(n)
	}
	bs := bodyBlocksOf(div, nil, cx)
	kept := bs[:0]
	for _, b := range bs {
		if !isPlaceholder(b.text()) {
			kept = append(kept, b)
		}
	}
	return kept
}

// isPlaceholder reports whether a line is a template's slot that a
// script fills in (an ad, a related box): a name between doubled marks,
// "$$ARTICLEAD$$", "{{related}}", "[[ad-1]]", "%%AD%%".
func isPlaceholder(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 5 {
		return false
	}
	for _, m := range [][2]string{{"$$", "$$"}, {"{{", "}}"}, {"[[", "]]"}, {"%%", "%%"}, {"##", "##"}} {
		if strings.HasPrefix(s, m[0]) && strings.HasSuffix(s, m[1]) {
			name := s[2 : len(s)-2]
			return name != "" && !strings.ContainsFunc(name, func(r rune) bool {
				return !(r == '_' || r == '-' || r == '.' || r == ':' || unicode.IsLetter(r) || unicode.IsDigit(r))
			})
		}
	}
	return false
}

// textBlockKinds are how content stores of client-rendered sites mark a
// paragraph of an article's body in the state they ship: Arc XP's ANS
// content elements ({"type":"text","content":"…"}), Sanity's Portable
// Text ({"_type":"block","children":[{"text":"…"}]}), and the
// "paragraph" blocks of Contentful's rich text, Strapi, Editor.js and
// custom stores ({"type":"paragraph","text":"…"}).
var textBlockKinds = [][]byte{[]byte(`"text"`), []byte(`"paragraph"`), []byte(`"block"`)}

// typeKey ends the keys that name a block's kind: "type", "_type",
// "nodeType".
var typeKey = []byte(`ype":`)

// holdsTextBlocks reports whether a script's text holds at least three
// paragraphs in one of textBlockKinds. It runs on every script a page
// has, so it is one scan for typeKey.
func holdsTextBlocks(text []byte) bool {
	n := 0
	for i := 0; ; {
		j := bytes.Index(text[i:], typeKey)
		if j < 0 {
			return false
		}
		i += j + len(typeKey)
		if k := i - len(typeKey) - 1; k < 0 || text[k] != 't' && text[k] != 'T' {
			continue
		}
		rest := text[i:]
		if len(rest) > 0 && rest[0] == ' ' {
			rest = rest[1:]
		}
		for _, k := range textBlockKinds {
			if bytes.HasPrefix(rest, k) {
				if n++; n == 3 {
					return true
				}
				break
			}
		}
	}
}

// maxStateTries bounds the places in a script where textBlockMarkup
// tries to read a JSON value.
const maxStateTries = 8

// textBlockMarkup returns, as HTML, each list of three or more text
// blocks (see textBlockKinds) in the JSON a script holds: the whole
// script (application/json, Next.js' __NEXT_DATA__) or a value assigned
// in it (window.__STATE__ = {…}; Fusion.globalContent = {…}).
func textBlockMarkup(src string) []stateArticle {
	if !holdsTextBlocks([]byte(src)) {
		return nil
	}
	var out []stateArticle
	stateValues(src, func(v any) {
		walkJSON(v, nil, func(arr []any, parent map[string]any) {
			if h := textBlocksHTML(arr); h != "" {
				out = append(out, stateArticle{html: h, meta: metaOf(parent)})
			}
		})
	})
	return out
}

// stateValues calls f with each JSON value a script holds: the whole
// script, or values assigned in it, trying at most maxStateTries places.
func stateValues(src string, f func(any)) {
	for from, tries := 0, 0; from < len(src) && tries < maxStateTries; tries++ {
		i := strings.IndexAny(src[from:], "{[")
		if i < 0 {
			break
		}
		i += from
		dec := json.NewDecoder(strings.NewReader(src[i:]))
		var v any
		if dec.Decode(&v) != nil {
			from = i + 1
			continue
		}
		f(v)
		from = i + int(dec.InputOffset())
	}
}

// markupMeta reads the byline and date beside a body that a script's
// state holds as one HTML string ({"content":"<p>…","authors":[…],
// "publishedAt":…}): a client-rendered page shows them nowhere else. It
// runs only for scripts holding such a body.
func markupMeta(src, body string) stateMeta {
	var meta stateMeta
	found := false
	stateValues(src, func(v any) {
		if !found {
			found = findHolder(v, body, func(m map[string]any) { meta = metaOf(m) })
		}
	})
	return meta
}

// findHolder calls f with the object in v that holds the string s as
// one of its values, and reports whether there was one.
func findHolder(v any, s string, f func(map[string]any)) bool {
	switch t := v.(type) {
	case []any:
		for _, e := range t {
			if findHolder(e, s, f) {
				return true
			}
		}
	case map[string]any:
		// In key order: of two objects holding the string, the same
		// one is found on every run.
		keys := slices.Sorted(maps.Keys(t))
		for _, k := range keys {
			if str, ok := t[k].(string); ok && str == s {
				f(t)
				return true
			}
		}
		for _, k := range keys {
			if findHolder(t[k], s, f) {
				return true
			}
		}
	}
	return false
}

// walkJSON calls f with every array in v and the object holding it
// (nil for an array in an array, or v itself).
func walkJSON(v any, parent map[string]any, f func([]any, map[string]any)) {
	switch t := v.(type) {
	case []any:
		f(t, parent)
		for _, e := range t {
			walkJSON(e, nil, f)
		}
	case map[string]any:
		for _, e := range t {
			walkJSON(e, t, f)
		}
	}
}

// textBlocksHTML renders a list of content blocks as HTML paragraphs and
// headings, or "" when it holds fewer than three paragraphs of text.
func textBlocksHTML(arr []any) string {
	var b strings.Builder
	paras := 0
	for _, e := range arr {
		m, ok := e.(map[string]any)
		if !ok {
			continue
		}
		kind := ""
		for _, k := range []string{"type", "_type", "nodeType"} {
			if v, ok := m[k].(string); ok {
				kind = v
				break
			}
		}
		heading := kind == "header" || kind == "heading" || strings.HasPrefix(kind, "heading-")
		if st, _ := m["style"].(string); kind == "block" && len(st) == 2 && st[0] == 'h' {
			heading = true // Portable Text's "h2"
		}
		if !heading && kind != "text" && kind != "paragraph" && kind != "block" {
			continue
		}
		text := blockHTML(m)
		if strings.TrimSpace(text) == "" {
			continue
		}
		if heading {
			b.WriteString("<h2>" + text + "</h2>")
			continue
		}
		b.WriteString("<p>" + text + "</p>")
		paras++
	}
	if paras < 3 {
		return ""
	}
	return b.String()
}

// blockHTML is a content block's text as HTML: Arc's "content" and
// Editor.js' "data.text" are HTML already; a plain "text", or the text
// of the block's inline nodes (spans, text and link nodes), is escaped.
func blockHTML(m map[string]any) string {
	if s, ok := m["content"].(string); ok {
		return s
	}
	if d, ok := m["data"].(map[string]any); ok {
		if s, ok := d["text"].(string); ok {
			return s
		}
	}
	if s, ok := m["text"].(string); ok {
		return html.EscapeString(s)
	}
	return html.EscapeString(childText(m["children"], "text") + childText(m["content"], "value"))
}

// childText joins the strings under key in a list of inline nodes and
// their children (Portable Text spans, rich-text text and hyperlink
// nodes).
func childText(v any, key string) string {
	var b strings.Builder
	var walk func(v any)
	walk = func(v any) {
		switch t := v.(type) {
		case []any:
			for _, e := range t {
				walk(e)
			}
		case map[string]any:
			if s, ok := t[key].(string); ok {
				b.WriteString(s)
			}
			walk(t["children"])
			walk(t["content"])
		}
	}
	walk(v)
	return b.String()
}

// markupStrings returns the string literals in script text that, once
// unescaped, are HTML with at least three paragraphs. A literal that
// is itself escaped script data (a Next.js flight payload holds JSON
// inside a string) is searched again, depth levels deep. Literals are
// found from the paragraphs inside them, not by pairing quotes from the
// start, so a quote in a regexp or a single-quoted string before them
// ('"') does not throw the search off.
func markupStrings(src string, depth int) []string {
	var out []string
	for from := 0; from < len(src); {
		j := nextParagraph(src, from)
		if j < 0 {
			break
		}
		start := literalStart(src, from, j)
		end := -1
		if start >= 0 {
			end = stringEnd(src, start+1)
		}
		if end < 0 {
			from = j + 2
			continue
		}
		from = end + 1
		var s string
		if json.Unmarshal([]byte(src[start:end+1]), &s) != nil {
			continue
		}
		switch {
		case paragraphs(s) >= 3:
			out = append(out, s)
		case depth > 1 && holdsMarkup([]byte(s)):
			out = append(out, markupStrings(s, depth-1)...)
		}
	}
	return out
}

// nextParagraph returns the index of the first paragraph tag at or after
// i, raw or JSON-escaped, or -1.
func nextParagraph(src string, i int) int {
	best := -1
	for _, open := range []string{"<p", `\u003cp`, `\u003Cp`} {
		if k := strings.Index(src[i:], open); k >= 0 && (best < 0 || i+k < best) {
			best = i + k
		}
	}
	return best
}

// literalStart returns the index of the quote that opens the string
// literal holding src[j], looking back no further than from: the nearest
// double quote before j that no backslash escapes, on the same line.
func literalStart(src string, from, j int) int {
	for k := j - 1; k >= from; k-- {
		switch src[k] {
		case '\n':
			return -1
		case '"':
			b := 0
			for k-1-b >= 0 && src[k-1-b] == '\\' {
				b++
			}
			if b%2 == 0 {
				return k
			}
		}
	}
	return -1
}

// stringEnd returns the index of the quote that ends the string literal
// starting at src[i], after its opening quote, or -1.
func stringEnd(src string, i int) int {
	for i < len(src) {
		j := strings.IndexAny(src[i:], `"\`)
		if j < 0 {
			return -1
		}
		i += j
		if src[i] == '"' {
			return i
		}
		i += 2 // an escape and the character it escapes
	}
	return -1
}

func paragraphs(s string) int {
	return strings.Count(s, "<p>") + strings.Count(s, "<p ")
}

// topicWords returns the content words of a title and description:
// words of four or more letters, lower-cased (shorter ones are mostly
// function words: "the", "und", "des"), and, in scripts that do not
// space their words or whose words are short (Han, kana, Hangul, Thai),
// every pair of neighbouring letters.
func topicWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range contentWords(strings.ToLower(s)) {
		out[w] = true
	}
	return out
}

func contentWords(s string) []string {
	var out []string
	word := []rune{}
	flush := func() {
		if len(word) == 0 {
			return
		}
		if dense(word[0]) {
			for i := 0; i+1 < len(word); i++ {
				out = append(out, string(word[i:i+2]))
			}
		} else if len(word) >= 4 {
			out = append(out, string(word))
		}
		word = word[:0]
	}
	for _, r := range s {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)) {
			flush()
			continue
		}
		if len(word) > 0 && dense(r) != dense(word[0]) {
			flush()
		}
		word = append(word, r)
	}
	flush()
	return out
}

func dense(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai)
}

// aboutTopic reports whether the opening of a body holds a fifth of the
// topic's content words, and at least one; a page with no title and no
// description has no topic to check.
func aboutTopic(bs []*block, topic map[string]bool) bool {
	if len(topic) == 0 {
		return true
	}
	var head strings.Builder
	for _, b := range bs {
		head.WriteString(b.text())
		head.WriteByte(' ')
		if head.Len() > 4000 {
			break
		}
	}
	seen := map[string]bool{}
	for _, w := range contentWords(strings.ToLower(head.String())) {
		if topic[w] {
			seen[w] = true
		}
	}
	return len(seen) > 0 && 5*len(seen) >= len(topic)
}
