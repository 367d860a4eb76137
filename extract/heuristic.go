package extract

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Source is where on a page a field's value was found: an element (its
// text), an attribute of it, or a JSON-LD script.
type Source struct {
	Node *html.Node
	Attr string // attribute holding the value; "" means the element's text
}

// Findings says where the heuristic found each field, for the selector
// generator.
type Findings struct {
	Title     Source
	Body      *html.Node
	Lead      *html.Node
	Published Source
	Authors   Source
	Section   Source
	Tags      Source
	Image     Source
}

// Heuristic extracts an article from a page with no selectors: it finds
// the main content container and the metadata by structure.
type Heuristic struct {
	Dates *DateParser
	Now   func() time.Time
}

// NewHeuristic returns a heuristic extractor with its own date parser.
func NewHeuristic() *Heuristic { return &Heuristic{Dates: NewDateParser()} }

// Extract implements the pipeline's extractor.
func (h *Heuristic) Extract(_ context.Context, p *Page) (Article, error) {
	a, _ := h.Analyze(p)
	if a.Body == "" {
		return a, fmt.Errorf("heuristic %s: no article text found", p.URL)
	}
	return a, nil
}

func (h *Heuristic) now() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

// Analyze extracts the article and reports where each field came from.
func (h *Heuristic) Analyze(p *Page) (Article, Findings) {
	an := analyze(p.Doc)
	md := collectMetadata(p.Doc)
	var f Findings
	art := Article{ID: ArticleID(p.URL), URL: p.URL, Site: p.Site, Method: "heuristic",
		Extractor: fmt.Sprintf("heuristic/%d", NormalizerVersion)}
	hints := langHints(p.Doc)
	lang := ""
	if len(hints) > 0 {
		lang = hints[0]
	}
	var titleSrc metaValue
	art.Title, titleSrc = chooseTitle(md, an)
	art.Title = stripSiteName(art.Title, append(siteNameHints(p.Doc), hostName(p.URL)))
	f.Title = Source{Node: titleSrc.node, Attr: titleSrc.attr}
	f.Body = an.container()
	// Dates, bylines and the lead are looked for near the headline as
	// shown on the page.
	titleNode := titleSrc.node
	if titleNode == nil || titleNode.DataAtom == atom.Meta || titleNode.DataAtom == atom.Title || isJSONLDScript(titleNode) {
		titleNode = headingFor(an, art.Title)
	}
	if d, src, ok := h.choosePublished(p, md, an, titleNode, lang); ok {
		art.Published, art.PublishedRaw, f.Published = d.Time, d.Raw, src
	}
	art.Authors, f.Authors = chooseAuthors(md, an, f.Body, titleNode, lang)
	blocks := cleanBlocks(an.bodyBlocks(f.Body, nil), cleanContext{title: art.Title, authors: art.Authors})
	art.Body = renderBlocks(blocks)
	if lead := chooseLead(md, an, titleNode, f.Body); lead != nil {
		f.Lead = lead.owner
		art.Lead = lead.text()
		if !strings.Contains(collapse(art.Body), collapse(art.Lead)) {
			art.Body = art.Lead + "\n" + art.Body
		}
	}
	art.Section, f.Section = firstMeta(md, "articleSection", "article:section", "itemprop:articlesection", "parsely-section", "section")
	art.Image, f.Image = firstMeta(md, "image", "og:image", "twitter:image", "itemprop:image")
	if art.Image == "" {
		art.Image, f.Image = firstMeta(md, "thumbnailUrl", "thumbnail")
	}
	art.Tags, f.Tags = chooseTags(md)
	art.Lang = DetectLang(art.Body, hints...)
	return art, f
}

// headingFor finds the heading element showing the title, if any.
func headingFor(an *analysis, title string) *html.Node {
	k := titleKey(title)
	for _, b := range an.blocks {
		if b.heading && titleKey(b.text()) == k {
			return b.owner
		}
	}
	return nil
}

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

var leadTokens = map[string]bool{"lead": true, "lede": true, "dek": true, "deck": true, "teaser": true, "intro": true,
	"summary": true, "standfirst": true, "subtitle": true, "subline": true, "excerpt": true, "description": true,
	"abstract": true, "sapo": true, "chapo": true, "subheadline": true, "strapline": true}

// chooseLead finds the standfirst: one paragraph right after the
// headline, before the body, without links, that carries a lead-like
// class or repeats the page's description.
func chooseLead(md *metadata, an *analysis, titleNode, container *html.Node) *block {
	if titleNode == nil {
		return nil
	}
	desc := titleKey(md.first("og:description", "description", "twitter:description"))
	for _, b := range nearTitle(an, titleNode, 6) {
		if isAncestor(container, b.owner) && goodWeight(b) > 0 {
			return nil // the body started: the lead, if any, is part of it
		}
		if b.heading || b.runes < 60 || b.runes > 800 || 10*b.links > b.runes || len(b.lines) > 1 ||
			isCaptionLine(b.text()) || isDateLine(b.text()) {
			continue
		}
		if titleKey(b.text()) == desc && desc != "" {
			return b
		}
		for p := b.owner; p != nil && p != an.body && p != container; p = p.Parent {
			for _, t := range classTokens(p) {
				if leadTokens[t] {
					return b
				}
			}
		}
	}
	return nil
}

// firstMeta returns the value of the JSON-LD key of the article object,
// or else of the first meta name that has one.
func firstMeta(md *metadata, ldKey string, metaKeys ...string) (string, Source) {
	for _, o := range md.ld {
		v := ldString(o.m, ldKey)
		if ldKey == "image" || ldKey == "thumbnailUrl" {
			v = ldImage(o.m[ldKey])
		}
		if v != "" {
			return v, Source{Node: o.script}
		}
	}
	for _, k := range metaKeys {
		for _, v := range md.metas[k] {
			if s := collapse(v.val); s != "" {
				return s, Source{Node: v.node, Attr: v.attr}
			}
		}
	}
	return "", Source{}
}

func chooseTags(md *metadata) ([]string, Source) {
	for _, k := range []string{"article:tag", "news_keywords", "keywords", "parsely-tags"} {
		var tags []string
		var src Source
		for _, v := range md.metas[k] {
			for _, t := range strings.Split(v.val, ",") {
				if t = collapse(t); t != "" && runes(t) <= 60 {
					tags = append(tags, t)
				}
			}
			if src.Node == nil {
				src = Source{Node: v.node, Attr: v.attr}
			}
		}
		if len(tags) > 0 {
			return tags, src
		}
	}
	return nil, Source{}
}
