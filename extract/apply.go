package extract

import (
	"fmt"
	"html"
	"strings"
	"time"
	"unicode"

	"github.com/microcosm-cc/bluemonday"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/selectors"
)

// FieldResult says how one field of a selector set fared on a page.
type FieldResult struct {
	XPath  int    `json:"xpath"`            // index of the XPath that won; -1 when none did
	Found  bool   `json:"found"`            // a plausible value was found
	Reason string `json:"reason,omitempty"` // why not, for people and LLM refinement
	Value  string `json:"value,omitempty"`  // a short rendering of what was found
}

// Report says how a selector set fared on one page.
type Report struct {
	URL    string                 `json:"url"`
	Fields map[string]FieldResult `json:"fields"`
	// OK is set when every required field was found.
	OK bool `json:"ok"`
}

// Failure names the required fields a set missed, or "".
func (r Report) Failure() string {
	var missing []string
	for _, f := range selectors.Required {
		if fr := r.Fields[f]; !fr.Found {
			missing = append(missing, f+": "+fr.Reason)
		}
	}
	return strings.Join(missing, "; ")
}

// Applier applies selector sets to pages. It is safe for concurrent use.
type Applier struct {
	Dates  *DateParser
	policy *bluemonday.Policy
	// Now is the reference time for relative dates; nil means time.Now.
	Now func() time.Time
	// pageURL is the URL of the page Apply reads, whose date anchors a
	// dateline without a year (see matchDate).
	pageURL string
}

// NewApplier returns an applier with its own date parser.
func NewApplier() *Applier { return &Applier{Dates: NewDateParser(), policy: newPolicy()} }

func (x *Applier) now() time.Time {
	if x.Now != nil {
		return x.Now()
	}
	return time.Now()
}

// Apply extracts an article from p with set. The report says, per field,
// which XPath won or why none did.
func (x *Applier) Apply(set *selectors.Compiled, p *Page) (Article, Report) {
	at := *x // a copy reads the page's dates as of its fetch, beside its URL
	at.pageURL = p.URL
	if !p.Fetched.IsZero() {
		at.Now = p.readAt(x.now)
	}
	x = &at
	rep := Report{URL: p.URL, Fields: map[string]FieldResult{}}
	art := Article{ID: ArticleID(p.URL), URL: p.URL, Site: p.Site, Method: MethodSelectors,
		Extractor: fmt.Sprintf("%s/%s/%d/%d", MethodSelectors, set.Set.Provenance.Generator, set.Set.Version, NormalizerVersion)}
	doc := selectors.Prepare(p.Doc)
	hints := LangHints(p.Doc)
	lang := ""
	if len(hints) > 0 {
		lang = hints[0]
	}
	siteNames := siteNames(p)
	ld := &ldMemo{}
	sizes := textSizes{} // of areas the matches of a generic XPath lie in

	first := func(field string, value func(selectors.Match) (string, bool)) (string, FieldResult) {
		fr := FieldResult{XPath: -1, Reason: "no XPath given"}
		for i := 0; i < set.Len(field); i++ {
			ms := set.EvalDoc(doc, field, i)
			if len(ms) == 0 {
				fr.Reason = fmt.Sprintf("XPath %d (%s) matches nothing", i+1, set.XPath(field, i))
				continue
			}
			for _, m := range ld.articleScriptsFirst(ms) {
				if v, ok := value(m); ok {
					return v, FieldResult{XPath: i, Found: true, Value: short(v)}
				}
			}
			fr.Reason = fmt.Sprintf("XPath %d (%s) matches %d node(s) but no plausible %s", i+1, set.XPath(field, i), len(ms), field)
		}
		return "", fr
	}

	var fr FieldResult
	art.Title, fr = first(selectors.Title, func(m selectors.Match) (string, bool) {
		return titleFromMatch(ld, m, siteNames)
	})
	art.Title = titleAsWritten(art.Title, p.Doc, ld, siteNames)
	rep.Fields[selectors.Title] = fr

	var pub Date
	_, fr = first(selectors.Published, func(m selectors.Match) (string, bool) {
		if m.Node != nil && inAreaOfPage(m.Node, otherStoriesWords, false, sizes) {
			// A related story's or a comment's <time>, found by a
			// generic XPath of a set learned on a page whose own date
			// has moved. (A breadcrumb's bar may hold the article's.)
			return "", false
		}
		d, ok := x.matchDate(ld, m, lang)
		if ok {
			pub = d
		}
		return d.Raw, ok
	})
	// A set learned on other pages of a site misses a date or a byline
	// that a new layout moved, while JSON-LD and meta tags mostly stay:
	// when a set's XPaths for the field find nothing, the page's
	// structured metadata is read as the heuristic reads it. The field
	// still counts as not found, so drift shows. Probe sets without
	// XPaths for a field skip this.
	var md *metadata
	meta := func() *metadata {
		if md == nil {
			md = collectMetadataMemo(p.Doc, ld)
		}
		return md
	}
	if !fr.Found && set.Len(selectors.Published) > 0 {
		if d, _, ok := x.Dates.metaPublished(meta(), p.Doc, lang, x.now()); ok {
			pub = d
			fr.Reason += "; read from structured metadata"
		}
	}
	if !fr.Found && pub.Raw == "" {
		// A page that shows no date at all, under a URL that holds one
		// (/2024/05/03/slug): the URL's day.
		if d, ok := x.Dates.urlDate(p.URL, lang, x.now()); ok {
			pub = d
			fr.Reason += "; read from the page's URL"
		}
	}
	if pub.HasTime && !pub.HasZone {
		// As the heuristic dates a time shown without its zone.
		pub = x.Dates.withMetaZone(pub, meta(), p.Doc, lang, x.now())
	}
	if local := x.Dates.localDay(pub, p.URL); local.Raw != pub.Raw {
		// The page states the time in UTC on another day than its URL
		// does. When another of the set's XPaths states the same
		// instant in local time, that is the one readers see; else the
		// URL's day is.
		utc := pub
		pub = local
		for i := fr.XPath + 1; i < set.Len(selectors.Published) && fr.Found; i++ {
			for _, m := range set.EvalDoc(doc, selectors.Published, i) {
				if d, ok := x.matchDate(ld, m, lang); ok && d.HasZone && d.Time.Equal(utc.Time) && d.Raw[:10] == local.Raw {
					pub = d
					break
				}
			}
			if pub.Raw != local.Raw {
				break
			}
		}
	}
	if pub.guessed {
		// 03/10/2023, which the URL did not settle: the page's other
		// dates may show its order of day and month.
		pub = pageOrder(pub, innerText(p.Doc), x.now())
	}
	art.Published, art.PublishedRaw = pub.Time, pub.Raw
	rep.Fields[selectors.Published] = fr

	// The publisher's names as the heuristic reads them (publisherKeys),
	// or a set would keep or drop a desk credit the heuristic did not.
	pubKeys := publisherKeys(meta(), p.URL)
	var pubAuthors []string
	art.Authors, pubAuthors, fr = x.applyAuthors(ld, set, doc, lang, pubKeys, sizes)
	switch {
	case len(pubAuthors) > 0 && !fr.Found:
		// Only the publisher is named: that is what the page gives.
		art.Authors, fr = pubAuthors, FieldResult{XPath: fr.XPath, Found: true, Value: short(strings.Join(pubAuthors, "; "))}
	case !fr.Found && set.Len(selectors.Authors) > 0:
		person, org, _ := structuredAuthors(meta(), pubKeys, lang)
		if person == nil {
			person = org
		}
		if person != nil && len(person.names) <= maxAuthors {
			art.Authors = person.names
			fr.Reason += "; read from structured metadata"
		}
	}
	// The byline's lines are found in the body by all its names, the
	// desk's credit too, as the heuristic finds them.
	bylineNames := art.Authors
	if art.Authors = dropCredits(art.Authors, p.Doc, meta(), pubKeys, lang); fr.Found {
		fr.Value = short(strings.Join(art.Authors, "; "))
	}
	if person, _, _ := structuredAuthors(meta(), pubKeys, lang); person != nil && fr.Found {
		art.Authors = metadataNameForms(art.Authors, person.names)
	}
	rep.Fields[selectors.Authors] = fr

	art.Lead, fr = first(selectors.Lead, func(m selectors.Match) (string, bool) {
		t := matchText(ld, m, "description")
		// The shortest lead is weighed by script (TextLength), as the
		// heuristic weighs a dense script's deck: "約4千人が市内観光、商店
		// 街もにぎわう" says in 18 runes what a Latin deck says in 50.
		// (A dense-script or Arabic deck is a lead from minScriptDeck,
		// as scriptDeckParagraph chose it.)
		return t, (TextLength(t) >= minLeadLength || TextLength(t) >= minScriptDeck && (mostlyDense(t) || mostlyScript(t, abjad))) && runes(t) <= 1500
	})
	rep.Fields[selectors.Lead] = fr

	art.Section, fr = first(selectors.Section, func(m selectors.Match) (string, bool) {
		t := matchText(ld, m, "articleSection")
		return t, runes(t) >= 1 && runes(t) <= 80
	})
	rep.Fields[selectors.Section] = fr

	art.Image, fr = first(selectors.Image, func(m selectors.Match) (string, bool) {
		u := matchURL(ld, m)
		return u, strings.HasPrefix(u, "http") || strings.HasPrefix(u, "/")
	})
	rep.Fields[selectors.Image] = fr

	art.Tags, fr = applyTags(ld, set, doc)
	rep.Fields[selectors.Tags] = fr

	cx := cleanContext{title: art.Title, authors: bylineNames, publisher: pubKeys}
	var blocks []*block
	blocks, art.Body, fr = x.applyBody(set, doc, cx)
	if x.policy != nil && len(blocks) > 0 {
		art.BodyHTML = renderHTML(blocks, p.URL, x.policy)
	}
	rep.Fields[selectors.Body] = fr
	// The body with its lines joined, made once: whether it already
	// holds a lead or the description is asked up to three times.
	var flat string
	inBody := func(s string) bool {
		if s == "" {
			return true // asked before the body is joined: most pages have no lead
		}
		if flat == "" {
			flat = collapse(art.Body)
		}
		return strings.Contains(flat, collapse(s))
	}
	if len(blocks) > 0 && rep.Fields[selectors.Title].Found && (art.Lead == "" || inBody(art.Lead)) {
		// A set learned on a page without a standfirst, or whose lead
		// XPath a new layout moved (it finds nothing, or a paragraph of
		// the body): the paragraph above the body that repeats the
		// page's description is the standfirst, as the heuristic finds
		// it. The generator's probe sets, which test one field's XPath
		// and find no title, skip this.
		if desc := pageDescription(p.Doc); !inBody(desc) {
			if lead := standfirstByDescription(p.Doc, desc, blocks[0].owner); lead != "" {
				art.Lead = lead
				// The report keeps whether the set's XPaths found it.
				fr := rep.Fields[selectors.Lead]
				fr.Value = short(lead)
				fr.Reason = strings.TrimPrefix(fr.Reason+"; read as the paragraph repeating the page's description", "; ")
				rep.Fields[selectors.Lead] = fr
			}
		}
	}
	if art.Body != "" && !holdsLead(inBody, art.Lead) {
		art.Body = art.Lead + "\n" + art.Body
		art.BodyHTML = "<p>" + html.EscapeString(art.Lead) + "</p>" + art.BodyHTML
	}
	art.Lang = DetectLang(art.Body, hints...)
	rep.OK = rep.Fields[selectors.Title].Found && rep.Fields[selectors.Body].Found
	if !rep.OK {
		art.Problems = append(art.Problems, "selectors: "+rep.Failure())
	}
	return art, rep
}

// standfirstByDescription finds, before the element stop (the body's
// first paragraph), the block whose text is the page's description,
// perhaps after a dateline ("Berlin. Die Füchse stehen …"), and returns
// its text; "" when there is none. The standfirst is a block (a
// paragraph): a description in an inline element is a line of some other
// box (a summary for voice assistants after the headline) unless its
// block holds it alone. One in a link (a teaser), a heading (a subtitle)
// under a picture (its caption) or hidden is no standfirst either.
func standfirstByDescription(doc *xhtml.Node, desc string, stop *xhtml.Node) string {
	key := titleKey(desc)
	if n := runes(key); n < 60 || n > maxLeadRunes {
		return ""
	}
	const probeRunes = 24
	probe := string([]rune(key)[:probeRunes])
	// The longest whole word of the description's opening, as the page
	// writes it, skips most text nodes without folding them.
	word, at := "", 0
	for _, w := range strings.Fields(desc) {
		if at += runes(w) + 1; at > probeRunes {
			break
		}
		if len(w) > len(word) {
			word = w
		}
	}
	found, limit := "", runes(desc)+maxDatelineRunes
	// tooLong holds the elements found to hold more text than a
	// standfirst: a page repeating the description's opening many times
	// under one element measures that element once.
	tooLong := map[*xhtml.Node]bool{}
	var walk func(n *xhtml.Node) bool // false stops the walk
	walk = func(n *xhtml.Node) bool {
		if n == stop {
			return false
		}
		if n.Type == xhtml.ElementNode && (skipTags[n.DataAtom] || n.DataAtom == atom.A || n.DataAtom == atom.Figure || isHeadingTag(n.DataAtom) || isHidden(n)) {
			return true
		}
		if n.Type == xhtml.TextNode && strings.Contains(n.Data, word) && strings.Contains(titleKey(n.Data), probe) {
			for b := n.Parent; b != nil && b.Type == xhtml.ElementNode && !isAncestor(b, stop); b = b.Parent {
				if tooLong[b] || textOver(b, limit) {
					tooLong[b] = true
					break
				}
				t := collapse(Text(b))
				if blockTags[b.DataAtom] && isDescription(titleKey(t), key) {
					if captionOf(b, t) {
						break
					}
					found = t
					return false
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if !walk(c) {
				return false
			}
		}
		return true
	}
	walk(doc)
	return found
}

// minLeadLength is the shortest lead a set's XPath reads, by
// TextLength.
const minLeadLength = 30

// maxLeadRunes is the longest standfirst.
const maxLeadRunes = 800

// captionOf reports whether b, a block with text t, is a caption: it
// follows an image (the element before b, or before its nearest ancestor
// that has one, is or holds one) in a box that holds little text besides
// t. A standfirst after a hero image sits in a box with the headline.
func captionOf(b *xhtml.Node, t string) bool {
	for n := b; n != nil && n.Parent != nil; n = n.Parent {
		for prev := n.PrevSibling; prev != nil; prev = prev.PrevSibling {
			if prev.Type == xhtml.ElementNode {
				return find(prev, isImage) != nil && !textOver(n.Parent, runes(t)+maxCreditRunes)
			}
		}
	}
	return false
}

// maxCreditRunes is how much text a caption's box may hold besides the
// caption: a photo credit.
const maxCreditRunes = 80

// textOver reports whether n shows more than limit runes of text, not
// counting white space; it stops counting there.
func textOver(n *xhtml.Node, limit int) bool {
	count := 0
	var walk func(n *xhtml.Node) bool // false once over
	walk = func(n *xhtml.Node) bool {
		switch n.Type {
		case xhtml.TextNode:
			for _, r := range n.Data {
				if !unicode.IsSpace(r) {
					if count++; count > limit {
						return false
					}
				}
			}
		case xhtml.ElementNode:
			if skipTags[n.DataAtom] || isHidden(n) {
				return true
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if !walk(c) {
				return false
			}
		}
		return true
	}
	return !walk(n)
}

func isImage(n *xhtml.Node) bool { return n.DataAtom == atom.Img || n.DataAtom == atom.Picture }

// HasLead reports whether body already holds the standfirst lead (or
// there is none); the applier puts a missing lead in front of the body.
func HasLead(body, lead string) bool {
	return lead == "" || strings.Contains(collapse(body), collapse(lead))
}

// applyBody uses the first body XPath that selects an element with
// plausible text; when an XPath selects several (//article on a page with
// teaser cards), the one with the most text. It returns the body's
// blocks and their text.
//
// A generic XPath (selectors.GenericBody) does not stand in for a site's
// own body XPath that failed: the page is laid out unlike the set's
// samples, and on such a page the article element is as often a teaser
// or a box beside the story as the story. The body is then reported
// missing, so the extractor regenerates a set from the page.
func (x *Applier) applyBody(set *selectors.Compiled, doc *selectors.Doc, cx cleanContext) ([]*block, string, FieldResult) {
	fr := FieldResult{XPath: -1, Reason: "no XPath given"}
	ownFailed := ""
	for i := 0; i < set.Len(selectors.Body); i++ {
		xp := set.XPath(selectors.Body, i)
		generic := selectors.GenericBody(xp)
		if ownFailed != "" && generic {
			fr.Reason = ownFailed + "; generic XPaths are not tried after the site's own"
			continue
		}
		best := mostText(set.EvalDoc(doc, selectors.Body, i))
		if best == nil {
			fr.Reason = fmt.Sprintf("XPath %d (%s) matches no element", i+1, xp)
			if !generic {
				ownFailed = fr.Reason
			}
			continue
		}
		removed := set.RemovedIn(doc, best)
		blocks := bodyBlocksOf(best, removed, cx)
		body := renderBlocks(blocks)
		if all, allBody, ok := removalsTookTheText(best, removed, body, cx); ok {
			blocks, body = all, allBody
		}
		if plausibleBody(body) {
			return blocks, body, FieldResult{XPath: i, Found: true, Value: short(body)}
		}
		fr.Reason = fmt.Sprintf("XPath %d (%s) matches an element with only %d characters of article text", i+1, xp, runes(body))
		if !generic {
			ownFailed = fr.Reason
		}
	}
	return nil, "", fr
}

// removalsTookTheText reports whether a set's removal XPaths took most
// of the article's text out of the body container: learned on furniture
// of one page ("article-section newsletter"), they match the text of
// another page whose sections share the class. Then it returns the body
// read without them (the cleaning drops furniture by its own rules). The
// text the removed elements hold is measured first, as most removals
// take a share bar or an ad slot and the body is not read twice. One
// removed element that holds most of the text is a piece of its own (the
// next story of an endless page, a transcript, a comment thread): the
// sections of a text are several.
func removalsTookTheText(container *xhtml.Node, removed map[*xhtml.Node]bool, body string, cx cleanContext) ([]*block, string, bool) {
	if len(removed) == 0 {
		return nil, "", false
	}
	took, most := 0, 0
	for n := range removed {
		if !removedAncestor(n, removed) {
			t := textLen(n)
			took += t
			most = max(most, t)
		}
	}
	if all := textLen(container); 2*took <= all || 2*most > all {
		return nil, "", false
	}
	all := bodyBlocksOf(container, nil, cx)
	allBody := renderBlocks(all)
	if 2*runes(body) >= runes(allBody) {
		return nil, "", false
	}
	return all, allBody, true
}

// removedAncestor reports whether an ancestor of n is removed too, so
// that its text is not counted twice.
func removedAncestor(n *xhtml.Node, removed map[*xhtml.Node]bool) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if removed[p] {
			return true
		}
	}
	return false
}

// mostText returns the element among ms with the most text, the first
// of equals, or nil when ms holds no element. Text is counted only when
// there is a choice: most body XPaths select one element.
func mostText(ms []selectors.Match) *xhtml.Node {
	var elems []*xhtml.Node
	for _, m := range ms {
		if m.Node != nil && !m.HasValue {
			elems = append(elems, m.Node)
		}
	}
	switch len(elems) {
	case 0:
		return nil
	case 1:
		return elems[0]
	}
	var best *xhtml.Node
	bestLen := -1
	for _, n := range elems {
		if l := textLen(n); l > bestLen {
			best, bestLen = n, l
		}
	}
	return best
}

// textLen counts the text bytes below n, without scripts and styles.
func textLen(n *xhtml.Node) int {
	l := 0
	var walk func(*xhtml.Node)
	walk = func(n *xhtml.Node) {
		switch n.Type {
		case xhtml.TextNode:
			l += len(strings.TrimSpace(n.Data))
			return
		case xhtml.ElementNode:
			if skipTags[n.DataAtom] {
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return l
}

// ldArticleString reads a string from the article objects of a JSON-LD
// script only: a WebSite's name is not a headline.
func ldArticleString(ld *ldMemo, script *xhtml.Node, keys ...string) string {
	for _, o := range ld.objects(script) {
		if !isArticleType(o.m["@type"]) {
			continue
		}
		for _, k := range keys {
			if s := ldString(o.m, k); s != "" {
				return s
			}
		}
	}
	return ""
}

// bodyBlocksOf returns the article text blocks inside container:
// furniture, link lists, removal-selector matches and header lines
// dropped.
func bodyBlocksOf(container *xhtml.Node, removed map[*xhtml.Node]bool, cx cleanContext) []*block {
	an := collectSubtree(container)
	drop := func(n *xhtml.Node) bool { return removed[n] }
	return cleanBlocks(an.bodyBlocks(container, drop), cx)
}

// short cuts s to 77 runes and an ellipsis when it has more than 80. It
// looks at 81 runes at most: it runs on whole article bodies.
func short(s string) string {
	n, cut := 0, 0
	for i := range s {
		if n == 77 {
			cut = i
		}
		if n == 80 {
			// As string([]rune(s)[:77]) would, with invalid bytes
			// turned into U+FFFD.
			return string([]rune(s[:cut])) + "…"
		}
		n++
	}
	return s
}

// plausibleBody accepts any real text: short notices exist, and a wrong
// container mostly yields nothing once furniture and link lists are gone.
func plausibleBody(b string) bool { return moreRunes(b, 49) }

// matchText is the text of a match: its value, the given JSON-LD keys of
// a JSON-LD script, or the element's visible text.
func matchText(ld *ldMemo, m selectors.Match, ldKeys ...string) string {
	if m.HasValue {
		return collapse(html.UnescapeString(m.Value))
	}
	if m.Node == nil {
		return ""
	}
	if isJSONLDScript(m.Node) {
		for _, o := range ld.articles(m.Node) {
			for _, k := range ldKeys {
				if s := ldString(o.m, k); s != "" {
					return s
				}
			}
		}
		return ""
	}
	if m.Node.DataAtom == atom.Meta {
		return collapse(html.UnescapeString(attr(m.Node, "content")))
	}
	return innerText(m.Node)
}

func isJSONLDScript(n *xhtml.Node) bool {
	return n.DataAtom == atom.Script && strings.Contains(strings.ToLower(attr(n, "type")), "ld+json")
}

func matchURL(ld *ldMemo, m selectors.Match) string {
	if m.HasValue {
		return strings.TrimSpace(m.Value)
	}
	if m.Node == nil {
		return ""
	}
	if isJSONLDScript(m.Node) {
		for _, o := range ld.articles(m.Node) {
			if u := ldImage(o.m["image"]); u != "" {
				return u
			}
		}
		return ""
	}
	for _, a := range []string{"content", "src", "data-src", "href"} {
		if v := attr(m.Node, a); v != "" {
			return strings.TrimSpace(v)
		}
	}
	if img := find(m.Node, func(n *xhtml.Node) bool { return n.DataAtom == atom.Img }); img != nil {
		return attr(img, "src")
	}
	return ""
}

func ldImage(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case map[string]any:
		if s, ok := x["url"].(string); ok {
			return s
		}
	case []any:
		for _, e := range x {
			if s := ldImage(e); s != "" {
				return s
			}
		}
	}
	return ""
}

func applyTags(ld *ldMemo, set *selectors.Compiled, doc *selectors.Doc) ([]string, FieldResult) {
	fr := FieldResult{XPath: -1, Reason: "no XPath given"}
	for i := 0; i < set.Len(selectors.Tags); i++ {
		var tags []string
		seen := map[string]bool{}
		for _, m := range set.EvalDoc(doc, selectors.Tags, i) {
			var vals []string
			if m.Node != nil && !m.HasValue && isJSONLDScript(m.Node) {
				for _, o := range ld.articles(m.Node) {
					switch k := o.m["keywords"].(type) {
					case string:
						vals = append(vals, strings.Split(k, ",")...)
					case []any:
						for _, e := range k {
							if s, ok := e.(string); ok {
								vals = append(vals, s)
							}
						}
					}
				}
			} else if t := matchText(ld, m); t != "" {
				if m.HasValue || (m.Node != nil && m.Node.DataAtom == atom.Meta) {
					vals = strings.Split(t, ",")
				} else {
					vals = []string{t}
				}
			}
			for _, v := range vals {
				v = collapse(html.UnescapeString(v))
				if k := strings.ToLower(v); v != "" && runes(v) <= 60 && !seen[k] {
					seen[k] = true
					tags = append(tags, v)
				}
			}
		}
		if len(tags) > 0 {
			return tags, FieldResult{XPath: i, Found: true, Value: short(strings.Join(tags, ", "))}
		}
		fr.Reason = fmt.Sprintf("XPath %d (%s) yields no tags", i+1, set.XPath(selectors.Tags, i))
	}
	return nil, fr
}

// LangHints reads the declared languages of a page: <html lang>,
// og:locale, content-language.
func LangHints(doc *xhtml.Node) []string {
	var hints []string
	htmlEl := find(doc, func(n *xhtml.Node) bool { return n.DataAtom == atom.Html })
	if htmlEl == nil {
		return nil
	}
	if l := attr(htmlEl, "lang"); l != "" {
		hints = append(hints, l)
	}
	if head := firstElement(htmlEl, atom.Head); head != nil {
		for c := head.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == xhtml.ElementNode && c.DataAtom == atom.Meta {
				k := strings.ToLower(attr(c, "property") + attr(c, "http-equiv"))
				if k == "og:locale" || k == "content-language" {
					if v := attr(c, "content"); v != "" {
						hints = append(hints, v)
					}
				}
			}
		}
	}
	return hints
}

// siteNameHints reads the site's name from og:site_name and
// application-name, for cutting it off titles.
func siteNameHints(doc *xhtml.Node) []string {
	var out []string
	eachHeadMeta(doc, func(k, v string) {
		if k == "og:site_name" || k == "application-name" {
			if v = collapse(v); v != "" && (k == "og:site_name" || appName(v) != "") {
				out = append(out, v)
			}
		}
	})
	return out
}

// eachHeadMeta calls fn with the key (property or name, lower case) and
// content of each <meta> in the page's <head>: a cheap read of the
// tags the applier needs without collecting all metadata.
func eachHeadMeta(doc *xhtml.Node, fn func(key, content string)) {
	head := find(doc, func(n *xhtml.Node) bool { return n.DataAtom == atom.Head })
	if head == nil {
		return
	}
	for c := head.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && c.DataAtom == atom.Meta {
			fn(strings.ToLower(attr(c, "property")+attr(c, "name")), attr(c, "content"))
		}
	}
}

// pageDescription is the page's summary from its <head>: og:description,
// else description, else twitter:description.
func pageDescription(doc *xhtml.Node) string {
	var found [3]string
	eachHeadMeta(doc, func(k, v string) {
		for i, want := range []string{"og:description", "description", "twitter:description"} {
			if k == want && found[i] == "" {
				found[i] = collapse(v)
			}
		}
	})
	for _, d := range found {
		if d != "" {
			return d
		}
	}
	return ""
}
