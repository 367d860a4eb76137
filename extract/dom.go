package extract

import (
	"bytes"
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// inlineTags flow inside a line of text.
var inlineTags = map[atom.Atom]bool{
	atom.A: true, atom.Abbr: true, atom.B: true, atom.Bdi: true, atom.Bdo: true, atom.Big: true,
	atom.Cite: true, atom.Code: true, atom.Data: true, atom.Dfn: true, atom.Em: true, atom.Font: true,
	atom.I: true, atom.Img: true, atom.Ins: true, atom.Del: true, atom.Kbd: true, atom.Label: true,
	atom.Mark: true, atom.Q: true, atom.S: true, atom.Samp: true, atom.Small: true, atom.Span: true,
	atom.Strike: true, atom.Strong: true, atom.Sub: true, atom.Sup: true, atom.Time: true, atom.Tt: true,
	atom.U: true, atom.Var: true, atom.Wbr: true, atom.Nobr: true, atom.Picture: true, atom.Source: true,
	atom.Br: true,
}

// classTokens splits class, id and a few naming attributes into lower-case
// word tokens: "article-body__text js-share" → article, body, text, js, share.
func classTokens(n *html.Node) []string { return appendClassTokens(nil, n) }

// hasClassToken reports whether one of n's classTokens is in words.
func hasClassToken(n *html.Node, words map[string]bool) bool {
	return slices.ContainsFunc(classTokens(n), func(t string) bool { return words[t] })
}

// appendClassTokens appends the classTokens of n to toks, so that callers
// on every element can reuse one buffer.
func appendClassTokens(toks []string, n *html.Node) []string {
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			for c := range strings.FieldsSeq(a.Val) {
				toks = appendName(toks, c)
			}
		default:
			if isNameAttr(a.Key) {
				toks = appendName(toks, a.Val)
			}
		}
	}
	return toks
}

// isNameAttr reports the attributes besides class whose value names an
// element's component ("id", "role", "data-testid", …): classTokens
// reads their tokens.
func isNameAttr(key string) bool {
	switch key {
	case "id", "role", "itemprop", "data-component", "data-testid", "data-module", "data-type":
		return true
	}
	return false
}

func isH1(n *html.Node) bool { return n.DataAtom == atom.H1 }

// appendName adds the tokens of one name unless it has more than five:
// then it is a slug of a heading or sentence ("menu-innovation-strategies-
// building-memorable-dining-experiences"), not a component's name.
func appendName(toks []string, name string) []string {
	if strings.Count(name, "-")+strings.Count(name, "_") >= 5 {
		return toks
	}
	return appendTokens(toks, name)
}

// appendTokens appends the lower-cased word tokens of a name.
func appendTokens(toks []string, s string) []string {
	for t := range nameTokens(s) {
		toks = append(toks, strings.ToLower(t))
	}
	return toks
}

// headToken is the first word token of a name, lower-cased, or "".
func headToken(s string) string {
	for t := range nameTokens(s) {
		return strings.ToLower(t)
	}
	return ""
}

// nameTokens yields the word tokens of a class or id name as written,
// split at punctuation and at camelCase boundaries. It yields substrings
// of s: splitting allocates nothing, and names are split on every
// element.
func nameTokens(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		start := -1
		prevLower := false
		for i, r := range s {
			switch {
			case r == '-' || r == '_' || r == ' ' || r == '\t' || r == '\n' || r == ':' || r == '.' || r == '/':
				if start >= 0 && !yield(s[start:i]) {
					return
				}
				start, prevLower = -1, false
			case unicode.IsUpper(r) && prevLower: // camelCase boundary
				if !yield(s[start:i]) {
					return
				}
				start, prevLower = i, false
			default:
				if start < 0 {
					start = i
				}
				prevLower = unicode.IsLower(r)
			}
		}
		if start >= 0 {
			yield(s[start:])
		}
	}
}

// collapse joins the fields of s with single spaces. Most text on a page
// is collapsed already; it is returned as it is, without a copy.
func collapse(s string) string {
	if isCollapsed(s) {
		return s
	}
	// Written straight into the result: a copy of s collapsed in place
	// and then copied into a string took two allocations of its size.
	var b strings.Builder
	b.Grow(len(s))
	for w := range strings.FieldsSeq(s) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}

// collapseInPlace collapses the words of b as collapse does, writing
// them over the start of b, and returns that part. Collapsing only
// shrinks text, so the writes never overtake the reads; a word is copied
// whole, and not at all while nothing has been cut before it (most text
// is collapsed already). It runs on the text of every block and line:
// the spaces and the words are each skipped in a loop of their own, with
// ASCII read by table.
func collapseInPlace(b []byte) []byte {
	w, i := 0, 0
	for {
		i = skipSpace(b, i)
		if i == len(b) {
			return b[:w]
		}
		start := i
		i = skipWord(b, i)
		if w > 0 {
			b[w] = ' '
			w++
		}
		if w != start {
			copy(b[w:], b[start:i])
		}
		w += i - start
	}
}

// asciiSpace marks the ASCII bytes unicode.IsSpace holds white space.
var asciiSpace = [utf8.RuneSelf]bool{' ': true, '\t': true, '\n': true, '\v': true, '\f': true, '\r': true}

// skipSpace returns the index of the first byte at or after i that does
// not start a white-space rune, or len(b).
func skipSpace(b []byte, i int) int {
	for i < len(b) {
		if c := b[i]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		space, size := spaceRune(b[i:])
		if !space {
			return i
		}
		i += size
	}
	return i
}

// skipWord returns the index of the first byte at or after i that starts
// a white-space rune, or len(b).
func skipWord(b []byte, i int) int {
	for i < len(b) {
		if c := b[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		space, size := spaceRune(b[i:])
		if space {
			return i
		}
		i += size
	}
	return i
}

// hasVisible reports whether b holds a rune other than white space and
// format marks: a line of only zero-width joiners (U+200D, which is kept
// inside words and emoji) or non-joiners shows nothing.
func hasVisible(b []byte) bool {
	for len(b) > 0 {
		if b[0] < utf8.RuneSelf {
			if c := b[0]; c != ' ' && (c < '\t' || c > '\r') {
				return true
			}
			b = b[1:]
			continue
		}
		r, size := utf8.DecodeRune(b)
		if !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r) {
			return true
		}
		b = b[size:]
	}
	return false
}

// spaceRune reports whether the rune b starts with is white space, and
// its size.
func spaceRune(b []byte) (bool, int) {
	r, size := utf8.DecodeRune(b)
	return unicode.IsSpace(r), size
}

// isCollapsed reports whether collapse would leave s as it is: no space
// at either end, and single plain spaces between words.
func isCollapsed(s string) bool {
	prevSpace := true // a space at the start is not collapsed
	for _, r := range s {
		switch {
		case r == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
		case unicode.IsSpace(r):
			return false
		default:
			prevSpace = false
		}
	}
	return !prevSpace || s == ""
}

// nonSpaceRunes counts the runes of s that are not white space: the text
// of s without its spacing.
func nonSpaceRunes(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return n
}

func runes(s string) int { return utf8.RuneCountInString(s) }

// moreRunes reports whether s has more than n runes, counting no further
// than that: the line tests ask it of whole paragraphs.
func moreRunes(s string, n int) bool {
	switch {
	case len(s) <= n:
		return false // a rune takes at least one byte
	case len(s) > utf8.UTFMax*n:
		return true // and at most four
	}
	for range s {
		if n == 0 {
			return true
		}
		n--
	}
	return false
}

// elementChildren iterates element children.
func firstElement(n *html.Node, a atom.Atom) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == a {
			return c
		}
	}
	return nil
}

// find returns the first element in document order for which match is
// true, or nil.
func find(n *html.Node, match func(*html.Node) bool) *html.Node {
	if n.Type == html.ElementNode && match(n) {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, match); f != nil {
			return f
		}
	}
	return nil
}

// findAll returns every element for which match is true, in document
// order, without descending into matches.
func findAll(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

func isAncestor(a, n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p == a {
			return true
		}
	}
	return false
}

// innerText is the visible text of n on one line: its lines joined by a
// space, except before a line that opens with punctuation that follows a
// word directly. A separator in an element of its own, as between a
// kicker and a headline ("<div>Kicker</div><span>: </span><span>Headline
// </span>"), then reads "Kicker: Headline", not "Kicker : Headline".
func innerText(n *html.Node) string {
	var b textBuilder
	b.walk(n)
	t := b.text()
	// Each "\n" becomes a space or goes: the text only shrinks, so it is
	// joined in place.
	w := 0
	for i := 0; ; {
		j := bytes.IndexByte(t[i:], '\n')
		if j < 0 {
			w += copy(t[w:], t[i:])
			break
		}
		w += copy(t[w:], t[i:i+j])
		i += j + 1
		if i == len(t) || strings.IndexByte(",.:;!?)", t[i]) < 0 {
			t[w] = ' '
			w++
		}
	}
	return string(t[:w])
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

// hasMoreElements reports whether the tree under n holds more than limit
// elements; it stops counting there.
func hasMoreElements(n *html.Node, limit int) bool {
	count := 0
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		if n.Type == html.ElementNode {
			if count++; count > limit {
				return true
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(n)
}

// anyIndex reports whether ok holds at the byte offset of some
// occurrence of sub in s, the occurrences tried from the left (each one
// byte past the last, so that they may overlap).
func anyIndex(s, sub string, ok func(i int) bool) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], sub)
		if i < 0 {
			return false
		}
		if ok(from + i) {
			return true
		}
		from += i + 1
	}
}
