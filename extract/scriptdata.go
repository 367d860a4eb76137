package extract

import (
	"encoding/json"
	"html"
	"strings"
	"unicode"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// MethodScript marks an article whose body came from data a page's
// scripts hold (see scriptBody), not from its markup.
const MethodScript = "script"

// attachScriptData puts back, as the text of their elements, the scripts
// keptParts dropped that hold markup with paragraphs (see holdsMarkup),
// so that whole-page extraction can read an article a client-rendered
// page ships only in its scripts' state. Scripts are matched by their
// order outside SVG and MathML; if the parser's scripts do not line up
// with the scan's (an element that should be empty is not), nothing is
// attached.
func attachScriptData(doc *xhtml.Node, data []scriptData) {
	if len(data) == 0 {
		return
	}
	var scripts []*xhtml.Node
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		if n.Type == xhtml.ElementNode {
			if n.Namespace != "" {
				return // <svg>, <math>: their scripts are markup the scan did not count
			}
			if n.DataAtom == atom.Script {
				scripts = append(scripts, n)
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for _, d := range data {
		if d.index >= len(scripts) || scripts[d.index].FirstChild != nil {
			return
		}
	}
	for _, d := range data {
		scripts[d.index].AppendChild(&xhtml.Node{Type: xhtml.TextNode, Data: string(d.text)})
	}
}

// scriptBody finds the article text a page ships in data rather than in
// markup its reader sees without scripts: the articleBody of its JSON-LD
// article, or a string of HTML with paragraphs in a script's state
// (hydration data of client-rendered sites: Next.js, Nuxt, React Query,
// Apollo). Of the candidates that share enough words with the title or
// the description, the longest wins. It returns the body's blocks and
// where they came from ("json-ld" or "script"), or nil.
func scriptBody(doc *xhtml.Node, md *metadata, title string) ([]*block, string) {
	topic := topicWords(title + " " + pageDescription(doc))
	cx := cleanContext{title: title}
	var best []*block
	bestRunes, kind := 0, ""
	consider := func(bs []*block, k string) {
		n := 0
		for _, b := range bs {
			n += b.runes
		}
		if n > bestRunes && aboutTopic(bs, topic) {
			best, bestRunes, kind = bs, n, k
		}
	}
	for _, o := range md.ld {
		if s, ok := o.m["articleBody"].(string); ok && strings.TrimSpace(s) != "" {
			consider(markupBlocks(ldBodyMarkup(s), cx), "json-ld")
		}
	}
	for _, s := range findAll(doc, func(n *xhtml.Node) bool {
		return n.DataAtom == atom.Script && n.FirstChild != nil && n.FirstChild.Type == xhtml.TextNode &&
			!strings.Contains(strings.ToLower(attr(n, "type")), "ld+json")
	}) {
		for _, h := range markupStrings(s.FirstChild.Data, 2) {
			consider(markupBlocks(h, cx), "script")
		}
	}
	if !plausibleBody(renderBlocks(best)) {
		return nil, ""
	}
	return best, kind
}

// ldBodyMarkup turns a JSON-LD articleBody into markup: as it is when it
// is HTML, else one paragraph per line.
func ldBodyMarkup(s string) string {
	if strings.Contains(s, "<p") || strings.Contains(s, "<br") {
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

// markupStrings returns the string literals in script text that, once
// unescaped, are HTML with at least three paragraphs. A literal that
// is itself escaped script data (a Next.js flight payload holds JSON
// inside a string) is searched again, depth levels deep.
func markupStrings(src string, depth int) []string {
	var out []string
	for i := 0; i < len(src); i++ {
		if src[i] != '"' {
			continue
		}
		end := stringEnd(src, i+1)
		if end < 0 {
			break
		}
		lit := src[i : end+1]
		i = end
		if len(lit) < 200 || !strings.Contains(lit, "\\") && !strings.Contains(lit, "<p") {
			continue
		}
		var s string
		if json.Unmarshal([]byte(lit), &s) != nil {
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

// topicWords returns the words of a title and description: letter and
// digit runs, lower-cased, and each Han, kana or Thai letter on its own,
// since those scripts do not space their words.
func topicWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordsOf(strings.ToLower(s)) {
		out[w] = true
	}
	return out
}

func wordsOf(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai):
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			out = append(out, string(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			if start < 0 {
				start = i
			}
		default:
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// aboutTopic reports whether the opening of a body shares a fifth of the
// topic's words, or the topic has too few words to tell.
func aboutTopic(bs []*block, topic map[string]bool) bool {
	if len(topic) < 3 {
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
	for _, w := range wordsOf(strings.ToLower(head.String())) {
		if topic[w] {
			seen[w] = true
		}
	}
	return 5*len(seen) >= len(topic)
}
