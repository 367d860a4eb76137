package extract

import (
	"regexp"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// pubMetaKeys are meta names of the publication time, best first.
var pubMetaKeys = []string{"article:published_time", "og:article:published_time", "og:published_time", "published_time",
	"itemprop:datepublished", "datepublished", "pubdate", "publishdate", "publish-date", "publish_date", "publication_date",
	"article.published", "article_date_original", "original-publish-date", "sailthru.date", "parsely-pub-date",
	"cxenseparse:recs:publishtime", "dc.date.issued", "dcterms.issued", "dc.date", "dcterms.date", "dc.date.created",
	"date", "citation_publication_date", "citation_date", "rnews:datepublished"}

var urlDateRe = regexp.MustCompile(`/((?:19|20)\d{2})[/-]?(0[1-9]|1[0-2])[/-]?(0[1-9]|[12]\d|3[01])(?:/|[-_.]|$)`)

// choosePublished finds the publication time: JSON-LD, meta, a <time>
// or date-classed element near the headline, then the URL.
func (h *Heuristic) choosePublished(p *Page, md *metadata, an *analysis, titleNode *html.Node, lang string) (Date, Source, bool) {
	now := h.now()
	for _, o := range md.ld {
		if s := ldString(o.m, "datePublished"); s != "" {
			if d, ok := h.Dates.Parse(s, lang, now); ok {
				return d, Source{Node: o.script}, true
			}
		}
	}
	for _, k := range pubMetaKeys {
		for _, v := range md.metas[k] {
			if d, ok := h.Dates.Parse(v.val, lang, now); ok {
				return d, Source{Node: v.node, Attr: v.attr}, true
			}
		}
	}
	// Elements that show a date: <time>, and elements whose class says
	// date/time/published, the nearest to the headline first.
	for _, n := range dateElements(an, titleNode) {
		for _, a := range []string{"datetime", "content", "data-timestamp"} {
			if v := attr(n, a); v != "" {
				if d, ok := h.Dates.Parse(v, lang, now); ok {
					return d, Source{Node: n, Attr: a}, true
				}
			}
		}
		if t := innerText(n); runes(t) <= 120 {
			if d, ok := h.Dates.FindInText(t, lang, now); ok {
				return d, Source{Node: n}, true
			}
		}
	}
	// Short lines near the headline that hold a date ("Veröffentlicht am
	// 3. März 2026, 14:05 Uhr von …").
	for _, b := range nearTitle(an, titleNode, 12) {
		if b.runes <= 200 {
			if d, ok := h.Dates.FindInText(b.text(), lang, now); ok {
				return d, Source{Node: b.owner}, true
			}
		}
	}
	if m := urlDateRe.FindStringSubmatch(p.URL); m != nil {
		if d, ok := h.Dates.Parse(m[1]+"-"+m[2]+"-"+m[3], lang, now); ok {
			return d, Source{}, true
		}
	}
	return Date{}, Source{}, false
}

// dateElements returns <time> elements and date-classed elements outside
// furniture, ordered by distance from the headline in document order.
func dateElements(an *analysis, titleNode *html.Node) []*html.Node {
	var els []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if an.boiler[n] || skipTags[n.DataAtom] {
				return
			}
			if n.DataAtom == atom.Time || isDateClassed(n) {
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
			d = -d * 3 // dates above the headline are less likely
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

func isDateClassed(n *html.Node) bool {
	toks := classTokens(n)
	for i, t := range toks {
		switch t {
		case "date", "time", "published", "pubdate", "dateline", "timestamp", "datum", "fecha", "data", "publish", "publication", "posted", "ngay":
			return !(i > 0 && (toks[i-1] == "update" || toks[i-1] == "updated" || toks[i-1] == "modified"))
		case "updated", "modified", "update":
			return false
		}
	}
	return false
}

// docOrder numbers elements in document order.
func docOrder(root *html.Node) map[*html.Node]int {
	m := map[*html.Node]int{}
	i := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			m[n] = i
			i++
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return m
}

// nearTitle returns the blocks within n positions after the headline
// (or the first n blocks when it is unknown).
func nearTitle(an *analysis, titleNode *html.Node, n int) []*block {
	start := 0
	if titleNode != nil {
		for i, b := range an.blocks {
			if b.owner == titleNode || isAncestor(titleNode, b.owner) {
				start = i + 1
				break
			}
		}
	}
	var out []*block
	for i := start; i < len(an.blocks) && len(out) < n; i++ {
		if !an.blocks[i].boiler {
			out = append(out, an.blocks[i])
		}
	}
	return out
}

// matchDate reads a date from an attribute value, a <time>/<meta>
// element, a JSON-LD script, or the text of an element.
func (x *Applier) matchDate(m selectors.Match, lang string) (Date, bool) {
	now := x.now()
	if m.HasValue {
		if d, ok := x.Dates.Parse(m.Value, lang, now); ok {
			return d, true
		}
		return x.Dates.FindInText(m.Value, lang, now)
	}
	if m.Node == nil {
		return Date{}, false
	}
	if isJSONLDScript(m.Node) {
		for _, o := range articleLD(m.Node) {
			for _, k := range []string{"datePublished", "dateCreated", "uploadDate"} {
				if s := ldString(o.m, k); s != "" {
					if d, ok := x.Dates.Parse(s, lang, now); ok {
						return d, true
					}
				}
			}
		}
		return Date{}, false
	}
	for _, a := range []string{"datetime", "content", "data-timestamp", "data-date"} {
		if v := attr(m.Node, a); v != "" {
			if d, ok := x.Dates.Parse(v, lang, now); ok {
				return d, true
			}
		}
	}
	return x.Dates.FindInText(innerText(m.Node), lang, now)
}
