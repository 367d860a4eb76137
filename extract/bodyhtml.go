package extract

import (
	"net/url"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// newPolicy is the sanitizer for body HTML: text structure, links and
// emphasis; nothing that runs or loads.
func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "code",
		"strong", "b", "em", "i", "br", "sub", "sup", "table", "tr", "td", "th")
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("start").Matching(bluemonday.Integer).OnElements("ol")
	p.AllowStandardURLs()
	p.RequireNoFollowOnLinks(true)
	return p
}

// renderHTML writes kept blocks as simple HTML: headings, paragraphs,
// lists, quotes and the rows of data tables (see tableRowRun), with the
// links and emphasis inside them. base resolves relative links. The
// result is sanitized by policy.
func renderHTML(bs []*block, base string, policy *bluemonday.Policy) string {
	var b strings.Builder
	b.Grow(htmlSizeHint(bs))
	baseURL, _ := url.Parse(base)
	openList := ""
	var openParent, openTable *xhtml.Node
	closeList := func() {
		if openList != "" {
			b.WriteString("</" + openList + ">")
			openList, openParent = "", nil
		}
	}
	closeTable := func() {
		if openTable != nil {
			b.WriteString("</table>")
			openTable = nil
		}
	}
	for i := 0; i < len(bs); {
		if j, ok := tableRowRun(bs, i); ok {
			closeList()
			_, row := cellOf(bs[i])
			if t := tableOf(row); t != openTable || t == nil {
				closeTable()
				b.WriteString("<table>")
				openTable = t
			}
			writeRow(&b, bs[i:j], baseURL)
			i = j
			continue
		}
		closeTable()
		bl := bs[i]
		i++
		tag := blockTag(bl)
		if tag == "li" {
			list := "ul"
			if p := bl.owner.Parent; p != nil && p.DataAtom == atom.Ol {
				list = "ol"
			}
			if openList == "" || bl.owner.Parent != openParent {
				closeList()
				if m := itemMarker(bl.owner); list == "ol" && m != "1. " {
					b.WriteString(`<ol start="` + strings.TrimSuffix(m, ". ") + `">`)
				} else {
					b.WriteString("<" + list + ">")
				}
				openList, openParent = list, bl.owner.Parent
			}
		} else {
			closeList()
		}
		b.WriteString("<" + tag + ">")
		writeBlock(&b, bl, baseURL)
		b.WriteString("</" + tag + ">")
	}
	closeList()
	closeTable()
	return sanitize(policy, b.String())
}

// writeBlock writes the content of a block: its element's own inline
// markup when it has only inline content, else its lines.
func writeBlock(b *strings.Builder, bl *block, base *url.URL) {
	if !bl.ownLines && inlineOnly(bl.owner) {
		writeInline(b, bl.owner, base)
		return
	}
	for i, l := range bl.lines {
		if i > 0 {
			b.WriteString("<br>")
		}
		htmlEscaper.WriteString(b, l)
	}
}

// writeRow writes the blocks of one table row as a <tr>, one cell per
// cell of the page, the blocks of a cell apart by line breaks.
func writeRow(b *strings.Builder, bs []*block, base *url.URL) {
	b.WriteString("<tr>")
	for k := 0; k < len(bs); {
		cell, _ := cellOf(bs[k])
		tag := "td"
		if cell.DataAtom == atom.Th {
			tag = "th"
		}
		b.WriteString("<" + tag + ">")
		for first := true; k < len(bs); k++ {
			if c, _ := cellOf(bs[k]); c != cell {
				break
			}
			if !first {
				b.WriteString("<br>")
			}
			writeBlock(b, bs[k], base)
			first = false
		}
		b.WriteString("</" + tag + ">")
	}
	b.WriteString("</tr>")
}

// htmlSizeHint guesses the size of the HTML of blocks, their text and
// some markup, so that the builder grows once or twice, not a dozen times.
func htmlSizeHint(bs []*block) int {
	n := 0
	for _, bl := range bs {
		n += 16 // the block's tags
		for _, l := range bl.lines {
			n += len(l) + len(l)/8 // escaped characters, inline tags
		}
	}
	return n
}

// sanitize is policy.Sanitize writing into a builder of the input's size:
// the sanitized HTML is never much longer than ours, and Sanitize grows a
// buffer from nothing and then copies it.
func sanitize(policy *bluemonday.Policy, s string) string {
	if strings.TrimSpace(s) == "" {
		return s // as Sanitize does
	}
	var out strings.Builder
	out.Grow(len(s) + len(s)/8)
	if err := policy.SanitizeReaderToWriter(strings.NewReader(s), &out); err != nil {
		return "" // as Sanitize does
	}
	return out.String()
}

// htmlEscaper is html.EscapeString writing into a builder rather than
// returning a new string per text node.
var htmlEscaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")

func blockTag(bl *block) string {
	switch bl.owner.DataAtom {
	case atom.H1, atom.H2:
		return "h2"
	case atom.H3:
		return "h3"
	case atom.H4, atom.H5, atom.H6:
		return "h4"
	case atom.Li:
		return "li"
	case atom.Blockquote:
		return "blockquote"
	case atom.Pre:
		return "pre"
	}
	return "p"
}

// inlineOnly reports whether n holds only inline content, so its own
// markup (links, emphasis) can be written out.
func inlineOnly(n *xhtml.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && !inlineTags[c.DataAtom] && !skipTags[c.DataAtom] {
			return false
		}
	}
	return true
}

// writeInline writes the inline content of n: text, links (absolute),
// emphasis and line breaks; everything else is reduced to its text.
func writeInline(b *strings.Builder, n *xhtml.Node, base *url.URL) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case xhtml.TextNode:
			htmlEscaper.WriteString(b, c.Data)
		case xhtml.ElementNode:
			if leftOutOfText(c) {
				continue
			}
			switch c.DataAtom {
			case atom.Br:
				b.WriteString("<br>")
			case atom.A:
				href := attr(c, "href")
				if u, err := url.Parse(href); err == nil && base != nil {
					href = base.ResolveReference(u).String()
				}
				b.WriteString(`<a href="`)
				htmlEscaper.WriteString(b, href)
				b.WriteString(`">`)
				writeInline(b, c, base)
				b.WriteString("</a>")
			case atom.Strong, atom.B, atom.Em, atom.I, atom.Sub, atom.Sup, atom.Code:
				t := c.Data
				b.WriteString("<" + t + ">")
				writeInline(b, c, base)
				b.WriteString("</" + t + ">")
			default:
				writeInline(b, c, base)
			}
		}
	}
}
