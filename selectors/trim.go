package selectors

import (
	"encoding/json"
	"fmt"
	"html"
	"slices"
	"strings"
	"unicode/utf8"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TrimOptions bound the skeleton Trim makes of a page.
type TrimOptions struct {
	// MaxTokens is the budget of the skeleton (0: 6000).
	MaxTokens int
	// Count counts tokens; nil counts four bytes as one.
	Count func(string) int
}

// trimLevel is one step of trimming harder.
type trimLevel struct {
	textRunes   int  // text longer than this is shortened
	keepRepeats int  // of a run of alike siblings, this many are kept
	keepParas   int  // of a run of paragraphs, this many (0: all)
	furniture   bool // navigation, footers, asides and named furniture become stubs
	maxClass    int  // class attributes are cut to this length
	elide       map[*xhtml.Node]bool
}

var trimLevels = []trimLevel{
	{textRunes: 100, keepRepeats: 3, maxClass: 100},
	{textRunes: 60, keepRepeats: 2, maxClass: 80},
	{textRunes: 40, keepRepeats: 2, keepParas: 12, furniture: true, maxClass: 60},
	{textRunes: 24, keepRepeats: 1, keepParas: 6, furniture: true, maxClass: 40},
	{textRunes: 16, keepRepeats: 1, keepParas: 4, furniture: true, maxClass: 30},
}

// Trim turns a page into the smallest HTML skeleton that still shows
// where every field lives, for an LLM prompt: no scripts, styles, SVG,
// comments or hidden nodes; tags keep only id, class, itemprop, role,
// rel, datetime and a few data-* attributes; text is shortened; runs of
// alike siblings (menus, teaser lists) are cut to a few; head metadata
// stays and JSON-LD is reduced to its article fields. It trims harder
// until the skeleton fits the token budget, and as a last resort cuts
// it. It reports the tokens of the result.
func Trim(doc *xhtml.Node, opt TrimOptions) (string, int) {
	if opt.MaxTokens <= 0 {
		opt.MaxTokens = 6000
	}
	count := opt.Count
	if count == nil {
		count = func(s string) int { return len(s) / 4 }
	}
	var out string
	n := 0
	for _, lv := range trimLevels {
		var b strings.Builder
		trimNode(&b, doc, lv, 0)
		out = b.String()
		if n = count(out); n <= opt.MaxTokens {
			return out, n
		}
	}
	// Still too long: elide the biggest parts of the page that hold
	// neither the headline nor an article-like container, then, if that
	// is not enough, cut.
	lv := trimLevels[len(trimLevels)-1]
	lv.elide = map[*xhtml.Node]bool{}
	protected := protectedNodes(doc)
	sizes := map[*xhtml.Node]int{}
	subtreeSize(doc, sizes)
	for round := 0; round < 8 && n > opt.MaxTokens; round++ {
		excess := sizes[doc] * (n - opt.MaxTokens) / max(n, 1)
		for _, c := range elisionCandidates(doc, protected, lv.elide, sizes) {
			if excess <= 0 {
				break
			}
			lv.elide[c] = true
			excess -= sizes[c]
		}
		var b strings.Builder
		trimNode(&b, doc, lv, 0)
		out = b.String()
		n = count(out)
	}
	for n > opt.MaxTokens && len(out) > 64 {
		cut := len(out) * opt.MaxTokens / n * 95 / 100
		for cut > 0 && !utf8.RuneStart(out[cut]) {
			cut--
		}
		out = out[:cut] + "\n<!-- page cut to fit the budget -->"
		n = count(out)
	}
	return out, n
}

// protectedNodes are the ancestors of what must stay visible: the
// headline and elements that look like the article.
func protectedNodes(doc *xhtml.Node) map[*xhtml.Node]bool {
	p := map[*xhtml.Node]bool{}
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		if n.Type == xhtml.ElementNode && isKeyElement(n) {
			for a := n; a != nil; a = a.Parent {
				p[a] = true
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return p
}

func isKeyElement(n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.H1, atom.Article, atom.Main, atom.Head:
		return true
	}
	if strings.EqualFold(attrOf(n, "itemprop"), "articleBody") {
		return true
	}
	for _, c := range strings.Fields(strings.ToLower(attrOf(n, "class") + " " + attrOf(n, "id"))) {
		for _, k := range []string{"article", "story", "post-content", "entry-content", "content-body", "articlebody"} {
			if strings.Contains(c, k) {
				return true
			}
		}
	}
	return false
}

// proseBytes is the text inside paragraphs below n: elements holding a
// lot of it are the article, whatever their names say.
func proseBytes(n *xhtml.Node) int {
	s := 0
	var walk func(n *xhtml.Node, inP bool)
	walk = func(n *xhtml.Node, inP bool) {
		if n.Type == xhtml.TextNode && inP {
			s += len(strings.TrimSpace(n.Data))
		}
		if n.Type == xhtml.ElementNode && (n.DataAtom == atom.P || n.DataAtom == atom.Li || n.DataAtom == atom.Blockquote) {
			inP = true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inP)
		}
	}
	walk(n, false)
	return s
}

// subtreeSize estimates each element's rendered size: its text plus a
// dozen bytes per element.
func subtreeSize(n *xhtml.Node, sizes map[*xhtml.Node]int) int {
	s := 0
	switch n.Type {
	case xhtml.TextNode:
		return len(strings.TrimSpace(n.Data))
	case xhtml.ElementNode:
		s = 12
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		s += subtreeSize(c, sizes)
	}
	sizes[n] = s
	return s
}

// elisionCandidates are unprotected elements just below protected ones,
// biggest first.
func elisionCandidates(doc *xhtml.Node, protected, elided map[*xhtml.Node]bool, sizes map[*xhtml.Node]int) []*xhtml.Node {
	var out []*xhtml.Node
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != xhtml.ElementNode || elided[c] {
				continue
			}
			switch {
			case protected[c]:
				walk(c)
			case sizes[c] <= 200:
			case (c.DataAtom == atom.P || proseItem(c)) && proseBytes(c) > 80:
				// a paragraph of text: kept, shortened like all text
			case proseBytes(c) > 300:
				walk(c) // prose: look for furniture inside instead
			default:
				out = append(out, c)
			}
		}
	}
	walk(doc)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && sizes[out[j]] > sizes[out[j-1]]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// furnitureWords in a class or id make an element a stub at deep levels.
var furnitureWords = []string{"nav", "menu", "footer", "sidebar", "related", "comment", "share", "social",
	"newsletter", "cookie", "consent", "promo", "advert", "banner", "breadcrumb", "recommend", "trending", "popular"}

func isNamedFurniture(n *xhtml.Node) bool {
	s := strings.ToLower(attrOf(n, "class") + " " + attrOf(n, "id"))
	for _, w := range furnitureWords {
		if strings.Contains(s, w) {
			return proseBytes(n) < 300
		}
	}
	return false
}

// keptAttrs are the attributes that locate content.
var keptAttrs = map[string]bool{"id": true, "class": true, "itemprop": true, "itemtype": true, "itemscope": true,
	"role": true, "rel": true, "datetime": true, "property": true, "name": true, "content": true, "lang": true,
	"type": true}

func trimNode(b *strings.Builder, n *xhtml.Node, lv trimLevel, depth int) {
	switch n.Type {
	case xhtml.DocumentNode:
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			trimNode(b, c, lv, depth)
		}
		return
	case xhtml.TextNode:
		t := strings.Join(strings.Fields(n.Data), " ")
		if t == "" {
			return
		}
		// Keep the space between a word and a neighbouring inline
		// element ("<b>Lorem</b> ipsum"), or the words run together.
		if n.PrevSibling != nil && startsSpace(n.Data) {
			b.WriteByte(' ')
		}
		b.WriteString(html.EscapeString(shorten(t, lv.textRunes)))
		if n.NextSibling != nil && endsSpace(n.Data) {
			b.WriteByte(' ')
		}
		return
	case xhtml.ElementNode:
	default:
		return
	}
	switch n.DataAtom {
	case atom.Style, atom.Svg, atom.Noscript, atom.Template, atom.Iframe, atom.Object, atom.Embed, atom.Canvas,
		atom.Picture, atom.Source, atom.Img, atom.Input, atom.Select, atom.Textarea, atom.Button, atom.Form, atom.Video, atom.Audio:
		if n.DataAtom != atom.Form {
			return
		}
	case atom.Script:
		if strings.Contains(strings.ToLower(attrOf(n, "type")), "ld+json") && n.FirstChild != nil {
			if d := ldDigest(n.FirstChild.Data); d != "" {
				b.WriteString(`<script type="application/ld+json">` + strings.ReplaceAll(d, "</", `<\/`) + "</script>\n")
			}
		}
		return
	case atom.Link:
		if rel := strings.ToLower(attrOf(n, "rel")); rel == "canonical" {
			b.WriteString(`<link rel="canonical">` + "\n")
		}
		return
	case atom.Meta:
		if attrOf(n, "content") == "" || (attrOf(n, "property") == "" && attrOf(n, "name") == "" && attrOf(n, "itemprop") == "") {
			return
		}
	}
	if IsHidden(n) {
		return
	}
	if lv.elide[n] || (lv.furniture && depth > 2 && (n.DataAtom == atom.Nav || n.DataAtom == atom.Footer ||
		n.DataAtom == atom.Aside || n.DataAtom == atom.Header && !hasKey(n) || isNamedFurniture(n) && !hasKey(n))) {
		fmt.Fprintf(b, "<%s%s>…</%s>\n", n.Data, attrString(n, lv), n.Data)
		return
	}
	b.WriteString("<" + n.Data + attrString(n, lv) + ">")
	if n.DataAtom == atom.Meta || n.DataAtom == atom.Br || n.DataAtom == atom.Hr {
		if n.DataAtom == atom.Meta {
			b.WriteByte('\n')
		}
		return
	}
	// Children, with runs of alike elements cut short.
	var prevSig string
	run, skipped, paras, parasSkipped := 0, 0, 0, 0
	flush := func() {
		if skipped > 0 {
			fmt.Fprintf(b, "<!-- %d more %s -->", skipped, prevSig)
			skipped = 0
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && (c.DataAtom == atom.P || proseItem(c)) && lv.keepParas > 0 {
			if paras++; paras > lv.keepParas {
				parasSkipped++
				continue
			}
		}
		if c.Type == xhtml.ElementNode {
			sig := repeatSignature(c)
			if sig != "" && sig == prevSig {
				run++
				if run >= lv.keepRepeats {
					skipped++
					continue
				}
			} else {
				flush()
				prevSig, run = sig, 0
			}
		}
		trimNode(b, c, lv, depth+1)
	}
	flush()
	if parasSkipped > 0 {
		fmt.Fprintf(b, "<!-- %d more p -->", parasSkipped)
	}
	b.WriteString("</" + n.Data + ">")
	if blockish(n) {
		b.WriteByte('\n')
	}
}

// repeatSignature names what makes siblings alike for collapsing runs:
// list items, rows and links by tag, other elements only by a shared
// class. Classless divs, metadata and paragraphs never collapse.
func repeatSignature(n *xhtml.Node) string {
	switch n.DataAtom {
	case atom.Meta, atom.Link, atom.Script, atom.Title, atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return ""
	}
	if proseItem(n) {
		return "" // bullet points of an article are text, not a menu
	}
	cl := strings.Join(strings.Fields(attrOf(n, "class")), ".")
	switch n.DataAtom {
	case atom.Li, atom.Tr, atom.A, atom.Option, atom.Dt, atom.Dd:
		return n.Data + "." + cl
	}
	if cl == "" {
		return ""
	}
	return n.Data + "." + cl
}

// proseItem reports whether n is a list item that reads as prose: a
// sentence or more of text, mostly not link text. Menus and teaser
// lists are short or link-dominated.
func proseItem(n *xhtml.Node) bool {
	if n.DataAtom != atom.Li && n.DataAtom != atom.Dd {
		return false
	}
	var text, link int
	var walk func(*xhtml.Node, bool)
	walk = func(c *xhtml.Node, inLink bool) {
		if c.Type == xhtml.TextNode {
			k := utf8.RuneCountInString(strings.TrimSpace(c.Data))
			text += k
			if inLink {
				link += k
			}
			return
		}
		inLink = inLink || c.DataAtom == atom.A
		for d := c.FirstChild; d != nil; d = d.NextSibling {
			walk(d, inLink)
		}
	}
	walk(n, false)
	return text >= 60 && link*2 < text
}

// hasKey reports whether n holds the headline or the article.
func hasKey(n *xhtml.Node) bool {
	if isKeyElement(n) {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && hasKey(c) {
			return true
		}
	}
	return false
}

func isHeading(n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

func blockish(n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.A, atom.Span, atom.B, atom.I, atom.Em, atom.Strong, atom.Small, atom.Time, atom.Abbr, atom.Sup, atom.Sub, atom.Font, atom.U:
		return false
	}
	return true
}

// IsHidden reports elements a reader never sees: the hidden attribute
// (except React's streaming placeholders, id "S:…") or an inline style
// with display:none or visibility:hidden. An element whose id or class
// names the page's content and that only visibility:hidden hides is
// shown: the page keeps its text invisible until a script has laid it
// out, as WeChat's official-account articles do (<div
// class="rich_media_content" id="js_content" style="visibility:
// hidden;">); a box hidden so for good is seldom named "content".
func IsHidden(n *xhtml.Node) bool {
	for _, a := range n.Attr {
		switch a.Key {
		case "hidden":
			if id := attrOf(n, "id"); !(len(id) > 2 && id[0] == 'S' && id[1] == ':') {
				return true
			}
		case "style":
			s := strings.ReplaceAll(strings.ToLower(a.Val), " ", "")
			if strings.Contains(s, "display:none") || strings.Contains(s, "visibility:hidden") && !namesContent(n) {
				return true
			}
		}
	}
	return false
}

// namesContent reports an id or class that names the page's content
// ("js_content", "rich_media_content", "article-content"): a token that
// is "content" after nothing or after a word for the story or the page.
// A box named for other content ("offcanvas-content", "dropdown-content",
// "print-content", "modal-content") is one a theme hides on purpose.
// The word may close a theme's prefix: "td-post-content", but not a
// name of another box ("related-post-content", "popup-text-content").
func namesContent(n *xhtml.Node) bool {
	for _, tok := range strings.Fields(strings.ToLower(attrOf(n, "id") + " " + attrOf(n, "class"))) {
		p, ok := strings.CutSuffix(tok, "content")
		if p = strings.TrimRight(p, "-_"); !ok {
			continue
		}
		if contentNamePrefixes[p] {
			return true
		}
		words := strings.FieldsFunc(p, func(r rune) bool { return r == '-' || r == '_' })
		if len(words) > 1 && contentNamePrefixes[words[len(words)-1]] && !slices.ContainsFunc(words, func(w string) bool { return otherBoxWords[w] }) {
			return true // "td-post-content": its last word
		}
	}
	return false
}

// otherBoxWords name a box other than the story's that themes hide by
// visibility:hidden until a script or a click shows it.
var otherBoxWords = map[string]bool{"related": true, "popup": true, "modal": true, "offcanvas": true, "dropdown": true,
	"menu": true, "sidebar": true, "print": true, "tab": true, "widget": true, "slider": true, "carousel": true,
	"overlay": true, "lightbox": true, "tooltip": true, "newsletter": true, "cookie": true, "footer": true, "header": true,
	"more": true, "recommended": true, "trending": true, "popular": true}

// contentNamePrefixes open a name of the page's content ("js_content",
// WeChat's "rich_media_content", "articleContent").
var contentNamePrefixes = map[string]bool{"": true, "js": true, "rich_media": true, "article": true, "post": true,
	"entry": true, "story": true, "main": true, "page": true, "body": true, "news": true, "single": true, "text": true}

func attrString(n *xhtml.Node, lv trimLevel) string {
	var b strings.Builder
	data := 0
	for _, a := range n.Attr {
		keep := keptAttrs[a.Key]
		if semanticData[a.Key] && data < 2 && len(a.Val) <= 40 && a.Val != "" {
			keep = true
			data++
		}
		if !keep || (a.Key == "type" && n.DataAtom != atom.Script) || (a.Key == "content" && n.DataAtom != atom.Meta) ||
			(a.Key == "name" && n.DataAtom != atom.Meta) {
			continue
		}
		v := a.Val
		switch a.Key {
		case "class":
			v = shorten(meaningfulClasses(v), lv.maxClass)
			if v == "" {
				continue
			}
		case "content":
			v = shorten(strings.Join(strings.Fields(v), " "), 150)
		default:
			v = shorten(v, 80)
		}
		b.WriteString(" " + a.Key + `="` + html.EscapeString(v) + `"`)
	}
	return b.String()
}

// semanticData are data attributes that name components (testing and
// component frameworks), unlike tracking and layout ones.
var semanticData = map[string]bool{"data-testid": true, "data-test": true, "data-qa": true, "data-component": true,
	"data-module": true, "data-type": true, "data-role": true}

// meaningfulClasses keeps the class names that say what an element is, at
// most three: utility and hashed names cost tokens and say nothing.
func meaningfulClasses(v string) string {
	var keep []string
	for _, c := range strings.Fields(v) {
		if kind, _ := ClassName(c); kind != NoiseClass {
			keep = append(keep, c)
			if len(keep) == 3 {
				break
			}
		}
	}
	return strings.Join(keep, " ")
}

// shorten cuts s to n runes with an ellipsis.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// ldKeys are the JSON-LD properties a selector set can use.
var ldKeys = []string{"@type", "headline", "name", "alternativeHeadline", "datePublished", "dateModified",
	"author", "articleSection", "keywords", "description", "inLanguage"}

// ldDigest reduces a JSON-LD script to the properties a selector set can
// use, with short values.
func ldDigest(src string) string {
	var v any
	if json.Unmarshal([]byte(strings.TrimSpace(src)), &v) != nil {
		return ""
	}
	var objs []map[string]any
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			d := map[string]any{}
			for _, k := range ldKeys {
				if val, ok := x[k]; ok {
					d[k] = ldShort(val)
				}
			}
			if len(d) > 1 {
				objs = append(objs, d)
			}
			if g, ok := x["@graph"]; ok {
				walk(g)
			}
		}
	}
	walk(v)
	if len(objs) == 0 {
		return ""
	}
	b, _ := json.Marshal(objs)
	return string(b)
}

func ldShort(v any) any {
	switch x := v.(type) {
	case string:
		return shorten(x, 100)
	case map[string]any:
		if n, ok := x["name"]; ok {
			return map[string]any{"name": ldShort(n)}
		}
		return "{…}"
	case []any:
		var out []any
		for i, e := range x {
			if i == 4 {
				out = append(out, "…")
				break
			}
			out = append(out, ldShort(e))
		}
		return out
	}
	return v
}

func attrOf(n *xhtml.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func startsSpace(s string) bool { return s != "" && strings.TrimLeft(s, " \t\r\n\f") != s }
func endsSpace(s string) bool   { return s != "" && strings.TrimRight(s, " \t\r\n\f") != s }
