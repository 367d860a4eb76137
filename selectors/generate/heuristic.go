package generate

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// nothing is an XPath that matches nothing.
const nothing = "/*[false()]"

// ldXPath selects the page's JSON-LD scripts; the applier reads the field
// it needs from the article object in them.
const ldXPath = "//script[@type='application/ld+json']"

// fallbacks are generic XPaths appended after a site's own, so a set
// still finds the common metadata when a page differs from its samples.
// For authors these include the standard byline markups, schema.org's
// itemprop and rel=author, which a redesign mostly keeps when the site's
// own classes change. (Class names such as "author" are not among them:
// teasers and comments use them too.)
var fallbacks = map[string][]string{
	selectors.Title:     {"//meta[@property='og:title']/@content", "//h1", ldXPath, "//title"},
	selectors.Published: {ldXPath, "//meta[@property='article:published_time']/@content", "//*[@itemprop='datePublished']/@content", "//*[@itemprop='datePublished']/@datetime", "//time/@datetime"},
	selectors.Authors:   {ldXPath, "//meta[@name='author']/@content", "//*[@itemprop='author']", "//a[@rel='author']"},
	selectors.Section:   {ldXPath, "//meta[@property='article:section']/@content"},
	selectors.Tags:      {"//meta[@property='article:tag']/@content", "//meta[@name='news_keywords']/@content", ldXPath},
	selectors.Image:     {"//meta[@property='og:image']/@content", ldXPath},
	selectors.Body:      selectors.GenericBodyXPaths(),
}

// Heuristic generates selector sets without an LLM: it extracts each
// sample page structurally and turns where it found each field into
// XPaths, preferring those that reproduce the findings on every sample.
type Heuristic struct {
	Extractor *extract.Heuristic
	Applier   *extract.Applier
	Now       func() time.Time
}

// NewHeuristic returns a heuristic generator.
func NewHeuristic() *Heuristic {
	return &Heuristic{Extractor: extract.NewHeuristic(), Applier: extract.NewApplier(), Now: time.Now}
}

// sample is one page with what the heuristic found on it.
type sample struct {
	page     *extract.Page
	article  extract.Article
	findings extract.Findings
}

// Generate makes a set for site from 1..N sample pages of it. The set
// carries its validation: the URLs it was checked on and per-field fill
// rates.
func (g *Heuristic) Generate(ctx context.Context, site string, pages []*extract.Page) (*selectors.Set, error) {
	if len(pages) == 0 {
		return nil, fmt.Errorf("generate %s: no sample pages", site)
	}
	start := time.Now()
	var samples []sample
	for _, p := range pages {
		art, f := g.Extractor.Analyze(p)
		samples = append(samples, sample{page: p, article: art, findings: f})
	}
	set := &selectors.Set{Site: site, Fields: map[string][]string{},
		Provenance: selectors.Provenance{Generator: "heuristic"}, CreatedAt: g.Now().UTC()}
	for _, s := range samples {
		set.Provenance.Samples = append(set.Provenance.Samples, s.page.URL)
	}
	for _, field := range selectors.FieldNames {
		var cands []string
		seen := map[string]bool{}
		for _, s := range samples {
			for _, x := range fieldXPaths(s, field) {
				if !seen[x] {
					seen[x] = true
					cands = append(cands, x)
				}
			}
		}
		for _, x := range fallbacks[field] {
			if !seen[x] {
				seen[x] = true
				cands = append(cands, x)
			}
		}
		if cands = g.rank(field, cands, samples, set.Fields); len(cands) > 0 {
			set.Fields[field] = cands
		}
	}
	set.Remove = removals(samples)
	set.ArticleURLPattern = URLPattern(pages)
	set.Provenance.Duration = time.Since(start)
	return set, ctx.Err()
}

// rank orders candidate XPaths: first those that reproduce the
// heuristic's value on the most samples, then those that found nothing on
// any sample (they may help on other pages); an XPath that found a
// different value on a sample is dropped. Ties go to the XPath more
// likely to survive a redesign (see prior). chosen holds the fields
// ranked so far: a body probe carries the chosen authors, since the
// applier drops byline lines from a body by the authors it found.
func (g *Heuristic) rank(field string, cands []string, samples []sample, chosen map[string][]string) []string {
	agree, differ := map[string]int{}, map[string]int{}
	for _, x := range cands {
		// A probe set: the field under test, and XPaths that match nothing
		// for the fields a set must have.
		fields := map[string][]string{selectors.Title: {nothing}, selectors.Body: {nothing}}
		fields[field] = []string{x}
		if field == selectors.Body && len(chosen[selectors.Authors]) > 0 {
			fields[selectors.Authors] = chosen[selectors.Authors]
		}

		c, err := selectors.Compile(&selectors.Set{Fields: fields})
		if err != nil {
			differ[x]++
			continue
		}
		for _, s := range samples {
			switch agrees(field, g.Applier, c, s) {
			case 1:
				// A headline read from the breadcrumb trail agrees on
				// this page only by chance: on others the trail holds
				// the SEO title or the section. It stays as a fallback.
				if field != selectors.Title || !inBreadcrumb(s.page.Doc, x) {
					agree[x]++
				}
			case -1:
				differ[x]++
			}
		}
	}
	var out []string
	for _, x := range cands {
		if differ[x] == 0 {
			out = append(out, x)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if agree[a] != agree[b] {
			return agree[a] > agree[b]
		}
		return prior(field, a) > prior(field, b)
	})
	return out
}

// inBreadcrumb reports whether the first element x selects on doc is in
// a breadcrumb trail: an ancestor whose class, id, data attribute or
// ARIA label names it one.
func inBreadcrumb(doc *html.Node, x string) bool {
	ms, err := selectors.Select(doc, x)
	if err != nil || len(ms) == 0 || ms[0].Node == nil {
		return false
	}
	for n := ms[0].Node; n != nil; n = n.Parent {
		for _, a := range n.Attr {
			if strings.Contains(strings.ToLower(a.Key), "breadcrumb") ||
				(a.Key == "class" || a.Key == "id" || a.Key == "aria-label") && strings.Contains(strings.ToLower(a.Val), "breadcrumb") {
				return true
			}
		}
	}
	return false
}

// prior ranks XPaths that found the same thing by how likely they are to
// survive a redesign: a visible headline over social metadata, an
// anchored container over a generic one, positions last.
func prior(field, x string) float64 {
	switch {
	case strings.HasPrefix(x, "/html/"):
		return 0
	case x == ldXPath:
		if field == selectors.Title {
			return 1.5
		}
		return 3
	case field == selectors.Published && strings.Contains(x, "@itemprop='datePublished'"):
		// The element the byline marks as the publication, over meta
		// tags that some CMSs refill at each update (the heuristic,
		// too, takes a date shown below the headline over metadata).
		return 2.7
	case strings.Contains(x, "//meta["):
		if field == selectors.Title {
			if strings.Contains(x, "og:title") {
				return 2
			}
			return 1.6
		}
		return 2.5
	case strings.HasPrefix(x, "normalize-space(substring-"):
		return 1.2
	case x == "//title":
		return 1
	case x == "//article", x == "//h1", strings.Contains(x, "itemprop"):
		return 2.2
	case strings.Contains(x, "@datetime"):
		return 2
	}
	return 3 // anchored on an id, class or data attribute
}

// agrees reports whether a one-XPath set finds on s the value the
// heuristic found there: 1 when it does, -1 when it finds another value,
// 0 when it finds nothing.
func agrees(field string, a *extract.Applier, c *selectors.Compiled, s sample) int {
	art, rep := a.Apply(c, s.page)
	if !rep.Fields[field].Found {
		return 0
	}
	want := s.article
	var ok bool
	switch field {
	case selectors.Title:
		ok = titleEq(art.Title, want.Title)
		if ok && collapse(art.Title) != collapse(want.Title) {
			// The same words in another case: a heading styled in
			// capitals where the heuristic took the title as written.
			// It stays a fallback, not a match.
			return 0
		}
	case selectors.Body:
		// The heuristic's body opens with the standfirst, which the
		// applier adds from the lead XPath; a probe has none, so a body
		// XPath below the standfirst is judged with it added.
		body := afterHeadline(art.Body, want.Title, want.Body)
		if !extract.HasLead(body, want.Lead) {
			body = want.Lead + "\n" + body
		}
		ok = overlap(body, want.Body) >= 0.97
	case selectors.Published:
		ok = len(art.PublishedRaw) >= 10 && len(want.PublishedRaw) >= 10 && art.PublishedRaw[:10] == want.PublishedRaw[:10]
	case selectors.Authors:
		ok = strings.EqualFold(strings.Join(art.Authors, "|"), strings.Join(want.Authors, "|"))
	case selectors.Lead:
		ok = strings.Contains(collapse(art.Body), collapse(want.Lead)) || collapse(art.Lead) == collapse(want.Lead)
	case selectors.Section:
		ok = art.Section == want.Section
	case selectors.Image:
		ok = art.Image == want.Image
	case selectors.Tags:
		ok = len(art.Tags) > 0
	}
	if ok {
		return 1
	}
	return -1
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// afterHeadline drops from a probe's body the header that opens it when
// the headline is one of its first four lines and want, the heuristic's
// body, does not hold it (a table layout's kicker, headline and dateline,
// one run split by <br>s; a container holding the story's <h1>): the
// heuristic cuts it at the title, which a probe does not know. The short
// lines after the headline that want lacks (a dateline, a byline) go
// with it. (A headline as the first line was once left, for sets of
// paywalled pages; on a short story its words alone kept every probe
// from agreeing, and the site got no set.)
func afterHeadline(body, title, want string) string {
	lines := strings.Split(body, "\n")
	has := func(l string) bool { return strings.Contains(collapse(want), collapse(l)) }
	prose := false // a line of prose is above line i
	for i := 0; i < len(lines) && i < 4; i++ {
		// The title's words alone make the headline only above the
		// story's prose, as the heuristic's cleaning takes it.
		prose = prose || i > 0 && utf8.RuneCountInString(lines[i-1]) >= 100
		end := i // the headline's last line
		switch {
		case titleEq(lines[i], title) || kickedTitle(lines[i], title) || !prose && extract.TitleWords(lines[i], title):
		case !prose && i+1 < len(lines) && extract.TitleWords(lines[i]+" "+lines[i+1], title):
			// A kicker's line and the heading below it, whose words
			// joined are the title's ("Kicker: Headline").
			end = i + 1
		default:
			continue
		}
		if has(lines[end]) {
			break
		}
		j := end + 1
		for j < len(lines) && utf8.RuneCountInString(lines[j]) < 200 && !has(lines[j]) {
			j++
		}
		return strings.Join(lines[j:], "\n")
	}
	return body
}

// kickedTitle reports a line that is the title after a short kicker,
// glued to it or not: "Infrastruktur:Deutsche Bahn will …", as a
// headline element holding its kicker renders.
func kickedTitle(line, title string) bool {
	l, t := strings.ToLower(collapse(line)), strings.ToLower(collapse(title))
	kicker, ok := strings.CutSuffix(l, t)
	return ok && t != "" && kicker != "" && utf8.RuneCountInString(kicker) <= 40
}

func titleEq(a, b string) bool {
	return strings.EqualFold(collapse(a), collapse(b))
}

// overlap is the share of b's words that a has (a cheap body agreement
// measure for ranking; evaluation uses the real metric).
func overlap(a, b string) float64 {
	wa, wb := strings.Fields(a), strings.Fields(b)
	if len(wb) == 0 {
		return 0
	}
	have := map[string]int{}
	for _, w := range wa {
		have[w]++
	}
	hit := 0
	for _, w := range wb {
		if have[w] > 0 {
			have[w]--
			hit++
		}
	}
	p := float64(hit) / float64(max(len(wa), 1))
	r := float64(hit) / float64(len(wb))
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// fieldXPaths turns where the heuristic found a field on one sample into
// XPaths, the most specific first.
func fieldXPaths(s sample, field string) []string {
	doc, f := s.page.Doc, s.findings
	switch field {
	case selectors.Title:
		xs := sourceXPaths(doc, f.Title)
		if n := f.Title.Node; n != nil && n.Type == html.TextNode && n.Parent != nil {
			xs = labelledTitleXPaths(doc, n, xs)
		}
		// A title cut from a meta value ("Headline | Site", "Kicker:
		// Headline"): say so in XPath, so the set reproduces the cut on
		// other pages. Any social title may hold the cut, not only the
		// source: a headline read from an <h1> whose text differs from
		// what an XPath selects (a kicker block inside it) is often the
		// og:title minus its site name.
		var cuts []string
		if f.Title.Node != nil && (f.Title.Attr != "" || f.Title.Node.DataAtom == atom.Title) && len(xs) > 0 {
			cuts = appendCut(cuts, xs[0], attrOrText(f.Title), s.article.Title)
		}
		for _, x := range titleMetaXPaths {
			if ms, err := selectors.Select(doc, x); err == nil && len(ms) > 0 {
				cuts = appendCut(cuts, x, collapse(ms[0].Value), s.article.Title)
			}
		}
		return append(cuts, xs...)
	case selectors.Body:
		if f.Body == nil {
			return nil
		}
		return []string{XPathFor(doc, f.Body, true)}
	case selectors.Lead:
		if f.Lead == nil {
			return nil
		}
		return []string{XPathFor(doc, f.Lead, false)}
	case selectors.Published:
		return sourceXPaths(doc, f.Published)
	case selectors.Authors:
		// The bylines shown come after the chosen source: where it is
		// metadata, they still find the names on a page whose metadata
		// names only the publisher. Ranking drops those that disagree.
		xs := sourceXPaths(doc, f.Authors)
		for _, b := range f.Bylines {
			xs = append(xs, sourceXPaths(doc, b)...)
		}
		return xs
	case selectors.Section:
		return sourceXPaths(doc, f.Section)
	case selectors.Tags:
		return sourceXPaths(doc, f.Tags)
	case selectors.Image:
		return sourceXPaths(doc, f.Image)
	}
	return nil
}

func attrOrText(s extract.Source) string {
	if s.Attr != "" {
		return collapse(attrOf(s.Node, s.Attr))
	}
	return collapse(extract.Text(s.Node))
}

// separatorRe matches the separators extract cuts metadata titles at,
// the underscore of a Chinese portal's "Headline_Section_Site" too, and
// the arrow of a board's "Headline > Board | Site".
var separatorRe = regexp.MustCompile(`^(?:\s+(?:[|–—·•»«›‹⋆/\\>]|-{1,2}|::|:|~)\s+|\s*[|｜_]\s*)`)

func separatorOf(rest string) string {
	if m := separatorRe.FindString(rest); m != "" {
		return m
	}
	return ""
}

// separatorEndRe matches a separator at the end of a kicker or site name
// before a headline, also a colon written without a space before it.
var separatorEndRe = regexp.MustCompile(`(?:\s+(?:[|–—·•»«›‹⋆/\\]|-{1,2}|::|:|~)\s+|\s*[|｜_]\s*|:\s+)$`)

// titleMetaXPaths select the social titles a headline is often cut from.
var titleMetaXPaths = []string{"//meta[@property='og:title']/@content", "//meta[@name='twitter:title']/@content", "//title"}

// appendCut adds the XPath that cuts title out of full, the value x
// selects: the part before the first separator, or the part after it.
// XPath splits at the first separator, so a cut that would need another
// one is left out.
func appendCut(cuts []string, x, full, title string) []string {
	if title == "" || len(full) <= len(title) {
		return cuts
	}
	var cut string
	switch {
	case strings.HasPrefix(full, title):
		if sep := separatorOf(full[len(title):]); sep != "" && strings.Index(full, sep) == len(title) {
			cut = fmt.Sprintf("normalize-space(substring-before(%s, %s))", x, xpathQuote(sep))
		}
	case strings.HasSuffix(full, title):
		head := full[:len(full)-len(title)]
		if sep := separatorEndRe.FindString(head); sep != "" && strings.Index(full, sep) == len(head)-len(sep) {
			cut = fmt.Sprintf("normalize-space(substring-after(%s, %s))", x, xpathQuote(sep))
		}
	}
	if cut == "" || slices.Contains(cuts, cut) {
		return cuts
	}
	return append(cuts, cut)
}

// labelledTitleXPaths guards the XPath of a headline that stands as text
// after a label element in its heading ("<h1><span class=label>LIVE</span>
// Headline</h1>"): on another page of the site the heading's first text
// node is only a part of a headline with an <em> or a link in it. The
// text counts only after the label, with nothing after it; a heading
// without the label counts whole.
func labelledTitleXPaths(doc, n *html.Node, xs []string) []string {
	var label *html.Node
	for c := n.PrevSibling; c != nil; c = c.PrevSibling {
		if c.Type == html.ElementNode && c.DataAtom != atom.Br {
			label = c
		}
	}
	if label == nil || len(xs) == 0 {
		return xs
	}
	pred := "self::" + label.Data
	if as := classAnchors(label); len(as) > 0 {
		pred = as[0]
	}
	parent := XPathFor(doc, n.Parent, false)
	return append([]string{fmt.Sprintf("%s[not(following-sibling::*)][preceding-sibling::*[%s]]", xs[0], pred),
		fmt.Sprintf("%s[not(*[%s])]", parent, pred)}, xs[1:]...)
}

// sourceXPaths makes XPaths for a metadata source.
func sourceXPaths(doc *html.Node, s extract.Source) []string {
	n := s.Node
	if n == nil {
		return nil
	}
	switch {
	case n.DataAtom == atom.Script && strings.Contains(strings.ToLower(attrOf(n, "type")), "ld+json"):
		return []string{ldXPath}
	case n.DataAtom == atom.Meta:
		for _, k := range []string{"property", "name", "itemprop"} {
			if v := attrOf(n, k); v != "" {
				return []string{fmt.Sprintf("//meta[@%s=%s]/@content", k, xpathQuote(v))}
			}
		}
		return nil
	case n.DataAtom == atom.Title:
		return []string{"//title"}
	}
	if n.Type == html.TextNode && n.Parent != nil {
		// A line with no element of its own (see extract's lineHolder):
		// its place among the parent's text nodes.
		k := 0
		for c := n; c != nil; c = c.PrevSibling {
			if c.Type == html.TextNode {
				k++
			}
		}
		return []string{fmt.Sprintf("%s/text()[%d]", XPathFor(doc, n.Parent, false), k)}
	}
	x := XPathFor(doc, n, false)
	if s.Attr != "" {
		return []string{x + "/@" + s.Attr, x}
	}
	return []string{x}
}

// removals are XPaths of furniture inside the samples' body containers:
// named boxes (share bars, related links, newsletter and ad slots) the
// extraction dropped. A candidate is kept only if everything it selects
// on every sample is such furniture, so it can never remove article text.
func removals(samples []sample) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range samples {
		if s.findings.Body == nil {
			continue
		}
		for _, n := range extract.FurnitureIn(s.findings.Body) {
			for _, a := range classAnchors(n) {
				x := "//" + n.Data + "[" + a + "]"
				if seen[x] {
					break
				}
				if removesOnlyFurniture(x, samples) {
					seen[x] = true
					out = append(out, x)
					break
				}
			}
			if len(out) >= 20 {
				return out
			}
		}
	}
	return out
}

// removesOnlyFurniture reports whether every node x selects on the
// samples lies outside the extracted body text.
func removesOnlyFurniture(x string, samples []sample) bool {
	for _, s := range samples {
		ms, err := selectors.Select(s.page.Doc, x)
		if err != nil {
			return false
		}
		body := collapse(s.article.Body)
		for _, m := range ms {
			if m.Node == nil || m.HasValue {
				return false
			}
			for _, line := range strings.Split(extract.Text(m.Node), "\n") {
				if len([]rune(line)) >= 40 && strings.Contains(body, collapse(line)) {
					return false
				}
			}
		}
	}
	return true
}

// URLPattern generalizes sample URLs into a regexp of the site's article
// URLs: digits become \d+, slugs [^/]+, and path segments that differ
// between samples [^/]+.
func URLPattern(pages []*extract.Page) string {
	var segs [][]string
	var queryKeys []string
	for _, p := range pages {
		u, err := url.Parse(p.URL)
		if err != nil {
			continue
		}
		path := strings.Trim(u.Path, "/")
		var parts []string
		if path != "" {
			parts = strings.Split(path, "/")
		}
		segs = append(segs, parts)
		if u.RawQuery != "" && queryKeys == nil {
			for k := range u.Query() {
				queryKeys = append(queryKeys, k)
			}
			sort.Strings(queryKeys)
		}
	}
	if len(segs) == 0 {
		return ""
	}
	n := len(segs[0])
	for _, s := range segs {
		if len(s) != n {
			return "" // no common shape
		}
	}
	var out []string
	for i := 0; i < n; i++ {
		pat := segmentPattern(segs[0][i])
		for _, s := range segs[1:] {
			if p := segmentPattern(s[i]); p != pat {
				pat = `[^/]+`
			}
		}
		out = append(out, pat)
	}
	re := "^/" + strings.Join(out, "/")
	if strings.HasSuffix(pages[0].URL, "/") && n > 0 {
		re += "/?"
	}
	if len(queryKeys) > 0 {
		re += `\?(?:.*&)?` + regexp.QuoteMeta(queryKeys[0]) + "="
	} else {
		re += "$"
	}
	return re
}

var (
	digitsRe = regexp.MustCompile(`^\d+$`)
	slugRe   = regexp.MustCompile(`[-_]`)
)

func segmentPattern(s string) string {
	switch {
	case digitsRe.MatchString(s):
		if len(s) == 4 || len(s) == 2 {
			return fmt.Sprintf(`\d{%d}`, len(s))
		}
		return `\d+`
	case slugRe.MatchString(s) || strings.ContainsAny(s, "0123456789"):
		if i := strings.LastIndex(s, "."); i > 0 && i >= len(s)-5 {
			return `[^/]+` + regexp.QuoteMeta(s[i:])
		}
		return `[^/]+`
	}
	return regexp.QuoteMeta(s)
}
