package extract

import (
	"fmt"
	"strings"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	xhtml "golang.org/x/net/html"
)

// authorMetaKeys are meta names of authors, best first.
var authorMetaKeys = []string{"author", "article:author", "parsely-author", "sailthru.author", "dc.creator",
	"dcterms.creator", "byl", "citation_author", "itemprop:author", "cxenseparse:author", "article:author_name"}

// chooseAuthors reads authors from JSON-LD, meta, itemprop, and byline
// elements near the headline.
func chooseAuthors(md *metadata, an *analysis, container, titleNode *html.Node, lang string) ([]string, Source) {
	for _, o := range md.ld {
		if names := CleanAuthors(ldNames(o.m["author"]), lang); len(names) > 0 {
			return names, Source{Node: o.script}
		}
	}
	for _, k := range authorMetaKeys {
		var raw []string
		var src Source
		for _, v := range md.metas[k] {
			if strings.HasPrefix(strings.TrimSpace(v.val), "http") {
				continue
			}
			raw = append(raw, v.val)
			if src.Node == nil {
				src = Source{Node: v.node, Attr: v.attr}
			}
		}
		if names := CleanAuthors(raw, lang); len(names) > 0 {
			return names, src
		}
	}
	for _, n := range bylineElements(an, titleNode) {
		if names := CleanAuthors([]string{innerText(n)}, lang); len(names) > 0 && len(names) <= 6 {
			return names, Source{Node: n}
		}
	}
	return nil, Source{}
}

// bylineElements returns author-classed elements and rel=author links,
// nearest to the headline first.
func bylineElements(an *analysis, titleNode *html.Node) []*html.Node {
	var els []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if skipTags[n.DataAtom] {
				return
			}
			if isBylineClassed(n) && runes(innerText(n)) <= 150 {
				els = append(els, n)
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(an.body)
	if titleNode == nil {
		return els
	}
	order := docOrder(an.body)
	t := order[titleNode]
	dist := func(n *html.Node) int {
		d := order[n] - t
		if d < 0 {
			d = -d * 3
		}
		return d
	}
	for i := 1; i < len(els); i++ {
		for j := i; j > 0 && dist(els[j]) < dist(els[j-1]); j-- {
			els[j], els[j-1] = els[j-1], els[j]
		}
	}
	return els
}

func isBylineClassed(n *html.Node) bool {
	if strings.Contains(strings.ToLower(attr(n, "rel")), "author") {
		return true
	}
	for _, t := range classTokens(n) {
		switch t {
		case "byline", "author", "authors", "autor", "autoren", "writer", "verfasser", "auteur", "autore", "reporter":
			return true
		}
	}
	return false
}

// applyAuthors takes every match of the first XPath that yields names.
func (x *Applier) applyAuthors(set *selectors.Compiled, doc *xhtml.Node, lang string) ([]string, FieldResult) {
	fr := FieldResult{XPath: -1, Reason: "no XPath given"}
	for i := 0; i < set.Len(selectors.Authors); i++ {
		ms := set.Eval(doc, selectors.Authors, i)
		if len(ms) == 0 {
			fr.Reason = fmt.Sprintf("XPath %d (%s) matches nothing", i, set.XPath(selectors.Authors, i))
			continue
		}
		var raw []string
		for _, m := range ms {
			if m.Node != nil && !m.HasValue && isJSONLDScript(m.Node) {
				// The first article object that names authors.
				if len(raw) == 0 {
					for _, o := range articleLD(m.Node) {
						if names := ldNames(o.m["author"]); len(names) > 0 {
							raw = names
							break
						}
					}
				}
				continue
			}
			if t := matchText(m); t != "" && !strings.HasPrefix(t, "http") {
				raw = append(raw, t)
			}
		}
		if names := CleanAuthors(raw, lang); len(names) > 0 && len(names) <= 12 {
			return names, FieldResult{XPath: i, Found: true, Value: short(strings.Join(names, "; "))}
		}
		fr.Reason = fmt.Sprintf("XPath %d (%s) matches but yields no person names", i, set.XPath(selectors.Authors, i))
	}
	return nil, fr
}
