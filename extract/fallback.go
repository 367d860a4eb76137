package extract

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Trafilatura extracts whole pages with go-trafilatura. It is the
// fallback when no selector set can be had, and the baseline every
// evaluation measures against.
type Trafilatura struct{}

// Extract implements the pipeline's extractor with go-trafilatura.
func (Trafilatura) Extract(_ context.Context, p *Page) (Article, error) {
	res, err := trafilatura.ExtractDocument(p.Doc, TrafilaturaOptions(p.URL))
	if err != nil {
		return Article{}, fmt.Errorf("trafilatura %s: %w", p.URL, err)
	}
	a := Article{
		ID:        ArticleID(p.URL),
		URL:       p.URL,
		Site:      p.Site,
		Title:     strings.TrimSpace(res.Metadata.Title),
		Authors:   splitAuthors(res.Metadata.Author),
		Lang:      res.Metadata.Language,
		Image:     res.Metadata.Image,
		Tags:      res.Metadata.Tags,
		Method:    MethodTrafilatura,
		Extractor: fmt.Sprintf("%s/%d", MethodTrafilatura, NormalizerVersion),
	}
	if len(res.Metadata.Categories) > 0 {
		a.Section = res.Metadata.Categories[0]
	}
	a.Body = strings.TrimSpace(res.ContentText)
	if res.ContentNode != nil {
		setAtoms(res.ContentNode)
		a.Body = withBreaks(a.Body, Text(res.ContentNode))
	}
	if d := res.Metadata.Date; !d.IsZero() {
		a.Published = d.UTC()
		a.PublishedRaw = d.Format("2006-01-02")
	}
	return a, nil
}

// TrafilaturaOptions are the options Byline runs go-trafilatura with, as
// the fallback and as the baseline of evaluations and benchmarks.
func TrafilaturaOptions(pageURL string) trafilatura.Options {
	opts := trafilatura.Options{EnableFallback: true, ExcludeComments: true, HtmlDateMode: trafilatura.Extensive}
	if u, err := url.Parse(pageURL); err == nil && u.Host != "" {
		opts.OriginalURL = u
	}
	return opts
}

// dropStockLines drops from a whole-page extractor's text the lines that
// the cleaning of a selector set's body drops as stock (isStockText):
// "Advertisement", "Follow us on Pinterest", an appeal for money; and
// lines of zero-width marks only, which a set's body never holds.
func dropStockLines(body string) string {
	lines := strings.Split(body, "\n")
	out := lines[:0]
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t != "" && !hasVisible([]byte(t)) {
			continue // zero-width marks only
		}
		if t == "" || !isStockText(t, utf8.RuneCountInString(t), false) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// dropHeadTitle drops the head's <title> from the start of a whole-page
// extractor's text. For a page whose <body> holds under 100 characters,
// go-trafilatura's last resort takes the text of the whole document,
// <head> included, on one line, so the body began with the page's title:
// metadata, not a line of the page. The title stays when the <body>'s
// own text begins with it (a headline that repeats it, whole or in
// parts) or holds it as often as the text does.
func dropHeadTitle(body string, doc *html.Node) string {
	if len(body) > 1000 || strings.Contains(body, "\n") {
		return body // not the last resort's text
	}
	root := firstElement(doc, atom.Html)
	if root == nil {
		return body
	}
	page := firstElement(root, atom.Body)
	if page == nil {
		return body
	}
	title := HeadTitle(doc)
	if title == "" || !strings.HasPrefix(body, title) {
		return body
	}
	rest := strings.TrimLeftFunc(body[len(title):], unicode.IsSpace)
	if rest == "" || textOver(page, lastResortRunes) {
		return body
	}
	if first := collapse(firstText(page)); first != "" && (strings.HasPrefix(first, title) || strings.HasPrefix(title, first)) {
		return body
	}
	// A text that holds the title no more often than the <body> does
	// opens with the page's own line (a run-in headline "Title: …", a
	// longer word "Berliner …"), not with the head's title.
	if strings.Count(body, title) <= strings.Count(collapse(Text(page)), title) {
		return body
	}
	return rest
}

// lastResortRunes is the most text, in runes other than spaces, of a
// <body> whose page go-trafilatura reads whole, <head> included (it
// measures the text after its cleaning, under 100 runes; this allows
// for what the cleaning drops).
const lastResortRunes = 300

// firstText is the first text of n that is not blank, trimmed, outside
// the elements Text skips (scripts, styles, controls).
func firstText(n *html.Node) string {
	switch {
	case n.Type == html.TextNode:
		return strings.TrimSpace(n.Data)
	case n.Type == html.ElementNode && skipTags[n.DataAtom]:
		return ""
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if t := firstText(c); t != "" {
			return t
		}
	}
	return ""
}

// setAtoms gives the elements go-trafilatura created (its output tree's
// <p>, <li>, <td>, <br>…) the DataAtom of their tag, which it leaves
// zero. Text tells blocks, cells and line breaks apart by DataAtom:
// without this, paragraphs and table cells ran together.
func setAtoms(n *html.Node) {
	if n.Type == html.ElementNode && n.DataAtom == 0 {
		n.DataAtom = atom.Lookup([]byte(n.Data))
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		setAtoms(c)
	}
}

// withBreaks breaks text, go-trafilatura's plain text, into lines where
// structured, the text of its output tree, has line breaks.
// go-trafilatura's text has the right words but no paragraphs; its tree
// has paragraphs but sometimes loses the space between inline elements
// ("Parry<strong>Released") or repeats a paragraph. Where the two differ
// in more than whitespace, text is returned on one line as it is.
func withBreaks(text, structured string) string {
	var (
		want   []rune
		breaks []bool // a line break comes before want[i]
		nl     bool
	)
	for _, r := range structured {
		switch {
		case r == '\n':
			nl = len(want) > 0
		case unicode.IsSpace(r):
		default:
			want = append(want, r)
			breaks = append(breaks, nl)
			nl = false
		}
	}
	var b strings.Builder
	i, space := 0, false
	for _, r := range text {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if i >= len(want) || want[i] != r {
			return text
		}
		switch {
		case breaks[i]:
			b.WriteByte('\n')
		case space:
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		i++
		space = false
	}
	if i != len(want) {
		return text
	}
	return b.String()
}

// splitAuthors splits a byline such as "Ann Lee; Bo Chen" into names.
func splitAuthors(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == ',' || r == '|' }) {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// HeadTitle returns the text of the <title> in doc's <head>, spaces
// collapsed, or "".
func HeadTitle(doc *html.Node) string {
	root := firstElement(doc, atom.Html)
	if root == nil {
		return ""
	}
	head := firstElement(root, atom.Head)
	if head == nil {
		return ""
	}
	t := firstElement(head, atom.Title)
	if t == nil {
		return ""
	}
	return collapse(Text(t))
}

// dropSmallCaptions cuts from a whole-page text (the fallback
// extractor's, or the heuristic's on a page too big for a set) the
// captions of pictures an old table layout sets inline (smallCaption):
// the extractor reads them with the text of the cell, run on to the
// line before or after them.
func dropSmallCaptions(body string, doc *html.Node) string {
	caps := findAll(doc, smallCaption)
	if len(caps) == 0 {
		return body
	}
	texts := textNodes(doc) // only for a page with a candidate
	for _, n := range caps {
		if smallFontIsText(n, texts) {
			continue // the page's own font: a forum's post, a lead paragraph around a floated photo
		}
		c := collapse(Text(n))
		if c == "" || strings.Count(body, c) != 1 {
			continue // not found, or also said in the text
		}
		i := strings.Index(body, c)
		before, after := body[:i], body[i+len(c):]
		// Only a caption that stands at its line's start or end, the
		// rest of the line another run: not words inside a sentence.
		if !(before == "" || strings.HasSuffix(before, " ") || strings.HasSuffix(before, "\n")) ||
			!(after == "" || strings.HasPrefix(after, " ") || strings.HasPrefix(after, "\n")) {
			continue
		}
		switch {
		case strings.HasSuffix(before, " "):
			body = strings.TrimRight(before, " ") + after
		case strings.HasPrefix(after, " "):
			body = before + strings.TrimLeft(after, " ")
		default:
			body = before + strings.TrimPrefix(after, "\n")
		}
	}
	return strings.TrimSpace(body)
}

// maxSmallCaptionRunes is the longest text smallCaption takes.
const maxSmallCaptionRunes = 150

// smallCaption reports a picture's caption as 2000s table layouts set it:
// an element in a small font (<font size="1">, <small>), or a block
// holding only one, right after an <img>, short, and ending the line (a
// <br>, a block or its parent's end after it): "<img …><font
// size="1"><i>A barn owl leaves a nest box near Whittlesey</i></font>
// <br>". (A date set so under a picture, "<img><p><small>April 21,
// 2022</small></p>", goes too: it is no line of the story either.) A line under a
// picture in the text's own font is often a blog's own words, which the
// corpus gold keeps (see looseCaption); the small font tells the
// caption.
func smallCaption(n *html.Node) bool {
	if n.Type != html.ElementNode || !smallFont(n) && !(n.FirstChild != nil && n.FirstChild == n.LastChild && smallFont(n.FirstChild)) {
		return false
	}
	prev := prevElement(n)
	if prev == nil || !(isImage(prev) || textRuneCount(prev) == 0 && find(prev, isImage) != nil) {
		return false
	}
	// What follows: a block, or nothing (nextElement's nil is text too).
	if next := nextElement(n); next != nil && !blockTags[next.DataAtom] || next == nil && strings.TrimSpace(textAfter(n)) != "" {
		return false
	}
	r := textRuneCount(n)
	return r > 0 && r <= maxSmallCaptionRunes
}

// smallFont reports an element that sets its text in a small font:
// <small>, or <font> with a size of 1 or 2 or a negative one.
func smallFont(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if n.DataAtom == atom.Small {
		return true
	}
	if n.DataAtom != atom.Font {
		return false
	}
	switch strings.TrimSpace(attr(n, "size")) {
	case "1", "2", "-1", "-2", "-3":
		return true
	}
	return false
}

// textAfter is the text of n's siblings after it, up to its next element.
func textAfter(n *html.Node) string {
	var b strings.Builder
	for c := n.NextSibling; c != nil && c.Type != html.ElementNode; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// textNodes lists a document's non-blank visible text nodes in document
// order: none of <head>, scripts, styles or templates.
func textNodes(doc *html.Node) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode && strings.TrimSpace(n.Data) != "" {
			out = append(out, n)
		}
		if n.Type == html.ElementNode && (n.DataAtom == atom.Script || n.DataAtom == atom.Style || n.DataAtom == atom.Head || n.DataAtom == atom.Template) {
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

// smallFontIsText reports a small-font element whose font is the text's
// own: the text after it (or, when none follows, the text before it) is
// set in the same small font, as a 2000s page sets all its text in <font
// size="2">. A caption's font is smaller than the story's around it.
func smallFontIsText(n *html.Node, texts []*html.Node) bool {
	f := n
	if !smallFont(f) {
		f = n.FirstChild
	}
	first, last := -1, -1
	for i, t := range texts {
		if contains(n, t) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return false
	}
	if last+1 < len(texts) {
		return sameSmallFont(texts[last+1], f)
	}
	return first > 0 && sameSmallFont(texts[first-1], f)
}

// sameSmallFont reports a text node inside a small-font element of f's
// kind (<small>, or <font> of f's size).
func sameSmallFont(n, f *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if smallFont(p) {
			return p.DataAtom == f.DataAtom && strings.TrimSpace(attr(p, "size")) == strings.TrimSpace(attr(f, "size"))
		}
	}
	return false
}
