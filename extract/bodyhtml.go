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
// result is what policy (newPolicy's) makes of it: written so at once
// (see htmlWriter.clean), or, where that cannot be sure to match,
// written plain and sanitized by policy.
func renderHTML(bs []*block, base string, policy *bluemonday.Policy) string {
	baseURL, _ := url.Parse(base)
	if s, ok := writeHTML(bs, baseURL, true); ok {
		return s
	}
	s, _ := writeHTML(bs, baseURL, false)
	return sanitize(policy, s)
}

// htmlWriter writes the HTML of kept blocks. With clean, it writes what
// newPolicy's sanitizer would make of the plain HTML, so that the page
// need not be tokenized once more: the sanitizer keeps each of our tags
// but links as they are (TestCleanTagsKept), checks and rewrites a link's
// address and adds rel="nofollow" (cleanLink), drops a link whose address
// it rejects with the next end tag of a link (skipA), keeps an <ol>'s
// start only when it is digits, and gives text back as it was escaped.
// It does so token by token, so the parts can be written one by one.
// Where the sanitizer's tokenizer would change the bytes (a carriage
// return or a NUL), or a link is a data: address with spaces, ok turns
// false and the plain HTML is sanitized instead.
type htmlWriter struct {
	b     strings.Builder
	base  *url.URL
	clean bool
	ok    bool
	skipA int // links dropped whose end tag is still to be dropped
}

// writeHTML is renderHTML's writing; ok is false when a clean writing
// could not be sure to match the sanitizer's.
func writeHTML(bs []*block, base *url.URL, clean bool) (string, bool) {
	w := &htmlWriter{base: base, clean: clean, ok: true}
	w.b.Grow(htmlSizeHint(bs))
	openList := ""
	var openParent, openTable *xhtml.Node
	closeList := func() {
		if openList != "" {
			w.b.WriteString("</" + openList + ">")
			openList, openParent = "", nil
		}
	}
	closeTable := func() {
		if openTable != nil {
			w.b.WriteString("</table>")
			openTable = nil
		}
	}
	for i := 0; i < len(bs) && w.ok; {
		if j, ok := tableRowRun(bs, i); ok {
			closeList()
			_, row := cellOf(bs[i])
			if t := tableOf(row); t != openTable || t == nil {
				closeTable()
				w.b.WriteString("<table>")
				openTable = t
			}
			w.writeRow(bs[i:j])
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
					w.writeOlStart(strings.TrimSuffix(m, ". "))
				} else {
					w.b.WriteString("<" + list + ">")
				}
				openList, openParent = list, bl.owner.Parent
			}
		} else {
			closeList()
		}
		w.b.WriteString("<" + tag + ">")
		w.writeBlock(bl)
		w.b.WriteString("</" + tag + ">")
	}
	closeList()
	closeTable()
	return w.b.String(), w.ok
}

// writeOlStart opens an ordered list that starts at start.
func (w *htmlWriter) writeOlStart(start string) {
	if w.clean && !isDigits(start) {
		// The sanitizer drops a start that is not digits (a negative
		// one); an <ol> may stand without attributes.
		w.ok = w.ok && safeAttrValue(start)
		w.b.WriteString("<ol>")
		return
	}
	w.b.WriteString(`<ol start="` + start + `">`)
}

// isDigits reports a non-empty string of ASCII digits, as
// bluemonday.Integer matches.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// safeAttrValue reports an attribute value written unescaped that the
// tokenizer reads back as one value, as it was.
func safeAttrValue(s string) bool { return !strings.ContainsAny(s, "\"&<>'\r\x00") }

// writeText writes text, escaped.
func (w *htmlWriter) writeText(s string) {
	if w.clean && strings.ContainsAny(s, "\r\x00") {
		w.ok = false // the tokenizer turns a CR into a newline
	}
	htmlEscaper.WriteString(&w.b, s)
}

// writeBlock writes the content of a block: its element's own inline
// markup when it has only inline content, else its lines.
func (w *htmlWriter) writeBlock(bl *block) {
	if !bl.ownLines && inlineOnly(bl.owner) {
		w.writeInline(bl.owner)
		return
	}
	for i, l := range bl.lines {
		if i > 0 {
			w.b.WriteString("<br>")
		}
		w.writeText(l)
	}
}

// writeRow writes the blocks of one table row as a <tr>, one cell per
// cell of the page, the blocks of a cell apart by line breaks.
func (w *htmlWriter) writeRow(bs []*block) {
	w.b.WriteString("<tr>")
	for k := 0; k < len(bs); {
		cell, _ := cellOf(bs[k])
		tag := "td"
		if cell.DataAtom == atom.Th {
			tag = "th"
		}
		w.b.WriteString("<" + tag + ">")
		for first := true; k < len(bs); k++ {
			if c, _ := cellOf(bs[k]); c != cell {
				break
			}
			if !first {
				w.b.WriteString("<br>")
			}
			w.writeBlock(bs[k])
			first = false
		}
		w.b.WriteString("</" + tag + ">")
	}
	w.b.WriteString("</tr>")
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
func (w *htmlWriter) writeInline(n *xhtml.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case xhtml.TextNode:
			w.writeText(c.Data)
		case xhtml.ElementNode:
			if leftOutOfText(c) {
				continue
			}
			switch c.DataAtom {
			case atom.Br:
				w.b.WriteString("<br>")
			case atom.A:
				href := attr(c, "href")
				if u, err := url.Parse(href); err == nil && w.base != nil {
					href = w.base.ResolveReference(u).String()
				}
				w.writeLink(href)
				w.writeInline(c)
				if w.skipA > 0 {
					w.skipA--
				} else {
					w.b.WriteString("</a>")
				}
			case atom.Strong, atom.B, atom.Em, atom.I, atom.Sub, atom.Sup, atom.Code:
				t := c.Data
				w.b.WriteString("<" + t + ">")
				w.writeInline(c)
				w.b.WriteString("</" + t + ">")
			default:
				w.writeInline(c)
			}
		}
	}
}

// writeLink writes the start tag of a link to href; clean, as the
// sanitizer would (see cleanLink), or not at all when it drops the link.
func (w *htmlWriter) writeLink(href string) {
	if !w.clean {
		w.b.WriteString(`<a href="`)
		htmlEscaper.WriteString(&w.b, href)
		w.b.WriteString(`">`)
		return
	}
	v, keep, sure := cleanLink(href)
	switch {
	case !sure:
		w.ok = false
	case !keep:
		w.skipA++
	default:
		w.b.WriteString(`<a href="`)
		htmlEscaper.WriteString(&w.b, v)
		w.b.WriteString(`" rel="nofollow">`)
	}
}

// cleanLink is what newPolicy's sanitizer makes of a link's address
// (bluemonday's validURL with AllowStandardURLs): v is the address it
// writes, keep false when it drops the link; sure is false where this
// does not follow it (a CR or NUL, which its tokenizer changes; a data:
// address with spaces).
func cleanLink(href string) (v string, keep, sure bool) {
	if strings.ContainsAny(href, "\r\x00") {
		return "", false, false
	}
	raw := strings.TrimSpace(href)
	if strings.ContainsAny(raw, " \t\n") {
		return "", false, !strings.HasPrefix(raw, "data:")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", false, true
	}
	switch u.Scheme {
	case "mailto", "http", "https":
		return u.String(), true, true
	case "":
		s := u.String()
		return s, s != "", true
	}
	return "", false, true
}
