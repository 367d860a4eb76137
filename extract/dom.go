package extract

import (
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
func classTokens(n *html.Node) []string {
	var toks []string
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			for _, c := range strings.Fields(a.Val) {
				toks = appendName(toks, c)
			}
		case "id", "role", "itemprop", "data-component", "data-testid", "data-module", "data-type":
			toks = appendName(toks, a.Val)
		}
	}
	return toks
}

// appendName adds the tokens of one name unless it has more than five:
// then it is a slug of a heading or sentence ("menu-innovation-strategies-
// building-memorable-dining-experiences"), not a component's name.
func appendName(toks []string, name string) []string {
	if strings.Count(name, "-")+strings.Count(name, "_") >= 5 {
		return toks
	}
	return appendTokens(toks, name)
}

func appendTokens(toks []string, s string) []string {
	start := -1
	flush := func(i int) {
		if start >= 0 {
			toks = append(toks, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	prevLower := false
	for i, r := range s {
		switch {
		case r == '-' || r == '_' || r == ' ' || r == '\t' || r == '\n' || r == ':' || r == '.' || r == '/':
			flush(i)
			prevLower = false
		case unicode.IsUpper(r) && prevLower: // camelCase boundary
			flush(i)
			start = i
			prevLower = false
		default:
			if start < 0 {
				start = i
			}
			prevLower = unicode.IsLower(r)
		}
	}
	flush(len(s))
	return toks
}

// collapse joins the fields of s with single spaces.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

func runes(s string) int { return utf8.RuneCountInString(s) }

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

// innerText is the visible text of n on one line.
func innerText(n *html.Node) string { return strings.ReplaceAll(Text(n), "\n", " ") }

func isLetter(r rune) bool { return unicode.IsLetter(r) }
