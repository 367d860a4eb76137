package crawl

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// blockAtoms start and end a text block: the unit in which ChromeOnly
// compares two versions of a page.
var blockAtoms = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Td: true, atom.Th: true, atom.Li: true, atom.Tr: true, atom.Table: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Section: true, atom.Article: true, atom.Header: true, atom.Footer: true, atom.Nav: true, atom.Aside: true,
	atom.Ul: true, atom.Ol: true, atom.Br: true, atom.Blockquote: true, atom.Pre: true, atom.Dd: true, atom.Dt: true,
	atom.Figcaption: true, atom.Form: true, atom.Main: true, atom.Body: true,
}

// textBlock is the whitespace-normalized text of one block; heading
// blocks (title, h1–h3) are content by definition.
type textBlock struct {
	text    string
	heading bool
}

// textBlocks splits a page's visible text into blocks.
func textBlocks(doc *html.Node) []textBlock {
	var out []textBlock
	var cur strings.Builder
	heading := 0
	flush := func() {
		if t := strings.Join(strings.Fields(cur.String()), " "); t != "" {
			out = append(out, textBlock{text: t, heading: heading > 0})
		}
		cur.Reset()
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Script, atom.Style, atom.Noscript, atom.Template:
				return
			case atom.Title:
				flush()
				heading++
				cur.WriteString(textOf(n))
				flush()
				heading--
				return
			}
		}
		if n.Type == html.TextNode {
			cur.WriteString(n.Data)
			cur.WriteByte(' ')
			return
		}
		isBlock := n.Type == html.ElementNode && blockAtoms[n.DataAtom]
		isHeading := n.Type == html.ElementNode && (n.DataAtom == atom.H1 || n.DataAtom == atom.H2 || n.DataAtom == atom.H3)
		if isBlock {
			flush()
		}
		if isHeading {
			heading++
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if isBlock {
			flush()
		}
		if isHeading {
			heading--
		}
	}
	walk(doc)
	flush()
	return out
}

// Chrome-only change limits: every block that differs must be short, and
// all of them together a small part of the page.
const (
	chromeMaxBlockWords = 30
	chromeMaxShare      = 0.15
)

// ChromeOnly reports whether a page changed from old to new only in its
// chrome: the title and headings are the same, and the text blocks found
// in one version and not the other are each at most 30 words and together
// at most 15% of the page's words (a rotating ad, a "most read" box, a
// date line). A change to a paragraph of the article itself makes a long
// block differ and is a real change. It complements SimHash, whose few
// bits of tolerance a short page's changed ad can exceed.
func ChromeOnly(old, new *html.Node) bool {
	ob, nb := textBlocks(old), textBlocks(new)
	count := map[string]int{}
	heads := map[string]int{}
	total := 0
	for _, b := range nb {
		count[b.text]++
		total += len(strings.Fields(b.text))
		if b.heading {
			heads[b.text]++
		}
	}
	for _, b := range ob {
		count[b.text]--
		if b.heading {
			heads[b.text]--
		}
	}
	for _, n := range heads {
		if n != 0 {
			return false
		}
	}
	changed := 0
	for text, n := range count {
		if n == 0 {
			continue
		}
		w := len(strings.Fields(text))
		if w > chromeMaxBlockWords {
			return false
		}
		changed += w * max(n, -n)
	}
	// Both versions' differing blocks count, so an ad swapped for another
	// counts twice: compare against twice the share.
	return total > 0 && float64(changed) <= 2*chromeMaxShare*float64(total)
}
