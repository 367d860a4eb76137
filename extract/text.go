package extract

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// blockTags end a line of text when rendered: paragraphs, headings, list
// items, table rows and the containers around them.
var blockTags = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true,
	atom.H5: true, atom.H6: true, atom.Li: true, atom.Ul: true, atom.Ol: true, atom.Dl: true,
	atom.Dd: true, atom.Dt: true, atom.Blockquote: true, atom.Pre: true, atom.Table: true,
	atom.Tr: true, atom.Section: true, atom.Article: true, atom.Header: true, atom.Footer: true,
	atom.Aside: true, atom.Nav: true, atom.Figure: true, atom.Figcaption: true, atom.Main: true,
	atom.Hr: true, atom.Br: true, atom.Address: true, atom.Details: true, atom.Summary: true,
	atom.Caption: true, atom.Form: true, atom.Fieldset: true, atom.Legend: true, atom.Center: true,
	atom.Tbody: true, atom.Thead: true, atom.Tfoot: true,
}

// skipTags never hold readable text.
var skipTags = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true, atom.Svg: true,
	atom.Iframe: true, atom.Object: true, atom.Embed: true, atom.Canvas: true, atom.Button: true,
	atom.Select: true, atom.Textarea: true, atom.Input: true, atom.Head: true, atom.Math: true,
}

// Text renders a node as plain text: one line per block (paragraph,
// heading, list item…), whitespace inside a line collapsed, empty lines
// dropped. Table cells on one row are separated by a space.
func Text(n *html.Node) string {
	var b textBuilder
	b.walk(n)
	return b.String()
}

// textRuneCount is runes(Text(n)) without making the string: each line
// is counted when it ends and then dropped, so the buffer holds one line,
// not the whole text.
func textRuneCount(n *html.Node) int {
	b := textBuilder{count: true}
	b.walk(n)
	b.flush()
	return b.runes
}

// textSkipping is Text without the elements skip reports.
func textSkipping(n *html.Node, skip func(*html.Node) bool) string {
	b := textBuilder{skip: skip}
	b.walk(n)
	return b.String()
}

// Block is one line of Text with the block element it stands in.
type Block struct {
	Text string
	Node *html.Node // innermost enclosing block element; nil at top level
}

// Blocks renders n like Text but keeps each line's element, for callers
// that show a page's text line by line (the LLM extraction prompt).
func Blocks(n *html.Node) []Block {
	b := textBuilder{track: true}
	b.walk(n)
	b.flush()
	out := make([]Block, len(b.lines))
	for i, l := range b.lines {
		out[i] = Block{Text: l, Node: b.nodes[i]}
	}
	return out
}

type textBuilder struct {
	// buf holds the lines so far, each ended by "\n", and from open on
	// the raw text of the line being read: a line is collapsed in place
	// (collapseInPlace), so the text is built in one buffer instead of a
	// builder, a slice of words and a string for every line.
	buf  []byte
	open int
	// With track set, lines holds the lines and nodes[i] the block
	// element of lines[i].
	track bool
	lines []string
	stack []*html.Node
	nodes []*html.Node
	// skip, when set, leaves out elements as leftOutOfText does.
	skip func(*html.Node) bool
	// With count set, the lines are not kept: runes counts their runes
	// and the "\n" between them.
	count bool
	runes int
}

func (b *textBuilder) walk(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		b.buf = append(b.buf, n.Data...)
		return
	case html.ElementNode:
		if leftOutOfText(n) || b.skip != nil && b.skip(n) {
			return
		}
		if n.DataAtom == 0 && (n.Data == "lb" || n.Data == "head") { // go-trafilatura's own tags
			b.flush()
		}
	case html.CommentNode:
		return
	}
	block := n.Type == html.ElementNode && blockTags[n.DataAtom]
	if block {
		b.flush()
		if b.track {
			b.stack = append(b.stack, n)
		}
	}
	if n.Type == html.ElementNode && (n.DataAtom == atom.Td || n.DataAtom == atom.Th) {
		b.buf = append(b.buf, ' ')
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.walk(c)
	}
	if block {
		b.flush()
		if b.track {
			b.stack = b.stack[:len(b.stack)-1]
		}
	}
}

// leftOutOfText reports an element whose text is not part of the text
// rendered around it: unread elements (skipTags), hidden ones and a
// heading's permalink sign.
func leftOutOfText(n *html.Node) bool {
	return skipTags[n.DataAtom] || isHidden(n) || isPermalinkMark(n)
}

// isPermalinkMark reports a heading's link to itself shown as a sign
// ("#", "¶", "§", "🔗"): documentation and blog generators add one to
// every heading, and it is not part of the heading's text.
func isPermalinkMark(n *html.Node) bool {
	if n.DataAtom != atom.A || n.Parent == nil || !isHeadingTag(n.Parent.DataAtom) || !strings.HasPrefix(attr(n, "href"), "#") {
		return false
	}
	signs := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode {
			return false
		}
		for _, r := range c.Data {
			switch {
			case isWordRune(r):
				return false
			case !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r):
				signs++
			}
		}
	}
	return signs > 0 && signs <= 2
}

func (b *textBuilder) flush() {
	if len(b.buf) == b.open {
		return
	}
	line := collapseInPlace(b.buf[b.open:])
	if len(line) == 0 {
		b.buf = b.buf[:b.open]
		return
	}
	if b.count {
		if b.runes > 0 {
			b.runes++ // the "\n" before the line
		}
		b.runes += utf8.RuneCount(line)
		b.buf = b.buf[:0]
		return
	}
	if b.track {
		b.lines = append(b.lines, string(line))
		var el *html.Node
		if len(b.stack) > 0 {
			el = b.stack[len(b.stack)-1]
		}
		b.nodes = append(b.nodes, el)
	}
	b.buf = append(b.buf[:b.open+len(line)], '\n')
	b.open = len(b.buf)
}

// text returns the lines read, apart by "\n".
func (b *textBuilder) text() []byte {
	b.flush()
	if len(b.buf) == 0 {
		return nil
	}
	return b.buf[:len(b.buf)-1]
}

func (b *textBuilder) String() string { return string(b.text()) }

// isHidden reports elements a browser would not show. React's streaming
// renderer parks server-rendered content in <div hidden id="S:…"> and
// moves it into place with script, so those count as shown; aria-hidden
// hides from screen readers only and is ignored.
//
// The class "hidden" hides too: CSS frameworks (Bootstrap, Tailwind,
// Foundation) define it as display:none, and paywalls keep their offers
// in such boxes until a script shows them. With a responsive class beside
// it ("hidden md:block", "hidden d-lg-block") the element is shown on
// wider screens and counts as shown. Webflow's "w-condition-invisible"
// is display:none as well: the copy of a post for readers who are not
// logged in, a table of contents the post does not use. (Bootstrap's
// "d-none" is left alone: on the corpus it hid a date and no
// boilerplate.)
//
// A collapsed panel (an accordion's answer, a tab) is shown: a control
// on the page opens it, and it is the page's text.
func isHidden(n *html.Node) bool {
	return (selectors.IsHidden(n) || hiddenByClass(n)) && !isCollapsedPanel(n)
}

// isCollapsedPanel reports a tab or accordion panel: role "tabpanel" or
// "region" on it or on its first child, or opened by a toggle just
// before it: one with aria-controls naming its id and aria-expanded, or,
// without an id, a collapsed toggle (aria-expanded="false") in a heading
// or a <dt> (an FAQ's question). A modal dialog, which a plain link
// opens, stays hidden; so does a navigation menu's drop-down, whose
// toggle is no heading.
func isCollapsedPanel(n *html.Node) bool {
	if isPanelRole(n) || isPanelRole(firstElementChild(n)) {
		return true
	}
	var prev *html.Node
	for p := n.PrevSibling; p != nil && prev == nil; p = p.PrevSibling {
		if p.Type == html.ElementNode {
			prev = p
		}
	}
	if prev == nil {
		return false
	}
	if id := attr(n, "id"); id != "" {
		return find(prev, func(c *html.Node) bool { return attr(c, "aria-controls") == id && attr(c, "aria-expanded") != "" }) != nil
	}
	return find(prev, func(c *html.Node) bool { return attr(c, "aria-expanded") == "false" && inQuestion(c) }) != nil
}

// isPanelRole reports a tab panel or an accordion's region; n may be nil.
func isPanelRole(n *html.Node) bool {
	if n == nil {
		return false
	}
	r := attr(n, "role")
	return r == "tabpanel" || r == "region"
}

// inQuestion reports whether n is, or sits within two levels of, a
// heading below <h1> or a <dt>: where an accordion puts its questions.
func inQuestion(n *html.Node) bool {
	for p, i := n, 0; p != nil && i < 3; p, i = p.Parent, i+1 {
		switch p.DataAtom {
		case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Dt:
			return true
		}
	}
	return false
}

// firstElementChild is n's first child element, or nil.
func firstElementChild(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return c
		}
	}
	return nil
}

func hiddenByClass(n *html.Node) bool {
	c := attr(n, "class")
	if !strings.Contains(c, "hidden") && !strings.Contains(c, "invisible") {
		return false
	}
	hidden := false
	for f := range strings.FieldsSeq(c) {
		switch {
		case f == "hidden", f == "w-condition-invisible":
			hidden = true
		case strings.Contains(f, ":"), strings.HasPrefix(f, "d-"):
			return false // shown from some screen width on
		}
	}
	return hidden
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// hasAttr reports whether n has the attribute key, with any value.
func hasAttr(n *html.Node, key string) bool {
	return slices.ContainsFunc(n.Attr, func(a html.Attribute) bool { return a.Key == key })
}
