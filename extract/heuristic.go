package extract

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

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
	// Bylines are the elements showing bylines, best first, whether
	// or not Authors is one of them.
	Bylines []Source
	Section Source
	Tags    Source
	Image   Source
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
	return h.analyzePage(p, true)
}

// analyzePage is Analyze; without body it stops after the title, the
// date and the authors, for a caller that wants only those (see
// Extractor.lostFields): the body's blocks, their cleaning and the
// language are a quarter of the work.
func (h *Heuristic) analyzePage(p *Page, body bool) (Article, Findings) {
	if !p.Fetched.IsZero() {
		at := *h // a copy reads the page's dates as of its fetch
		at.Now = p.readAt(h.now)
		h = &at
	}
	an := analyze(p.Doc)
	md := collectMetadata(p.Doc)
	var f Findings
	art := Article{ID: ArticleID(p.URL), URL: p.URL, Site: p.Site, Method: "heuristic",
		Extractor: fmt.Sprintf("heuristic/%d", NormalizerVersion)}
	hints := LangHints(p.Doc)
	lang := ""
	if len(hints) > 0 {
		lang = hints[0]
	}
	var titleSrc metaValue
	names := siteNames(p)
	art.Title, titleSrc = chooseTitleNamed(md, an, names)
	art.Title = stripSiteName(art.Title, names)
	f.Title = Source{Node: titleSrc.node, Attr: titleSrc.attr}
	f.Body = an.container()
	// Dates, bylines and the lead are looked for near the headline as
	// shown on the page.
	titleNode := titleSrc.node
	if titleNode == nil || titleNode.DataAtom == atom.Meta || titleNode.DataAtom == atom.Title || isJSONLDScript(titleNode) {
		titleNode = headingFor(an, art.Title)
	} else if b := blockHolding(an, titleNode); b != nil && !(len(b.lines) > 1 && slices.Contains(b.lines, art.Title)) {
		// The <h1> around a headline <span>; not the story's cell around
		// a headline set as one bold line of it (emphasizedHeadline).
		titleNode = b.owner
	}
	if d, src, ok := h.choosePublished(p, md, an, titleNode, lang); ok {
		d = h.Dates.withMetaZone(d, md, p.Doc, lang, h.now())
		d = h.Dates.localDay(d, p.URL) // as the applier reads the same source
		if d.guessed {
			d = pageOrder(d, innerText(p.Doc), h.now())
		}
		art.Published, art.PublishedRaw, f.Published = d.Time, d.Raw, src
	}
	// The publisher's names as the applier reads them, so that a set
	// drops a desk's credit as this did (see publisherKeys). The
	// byline's lines are found in the body by all its names.
	pub := publisherKeys(md, p.URL)
	var bylineNames []string
	bylineNames, f.Authors, f.Bylines = authorsAndBylines(md, pub, an, f.Body, titleNode, lang)
	art.Authors = dropCredits(bylineNames, p.Doc, md, pub, lang)
	if !body {
		return art, f
	}
	blocks := cleanBlocks(an.bodyBlocks(f.Body, nil), cleanContext{title: art.Title, authors: bylineNames, publisher: pub})
	art.Body = renderBlocks(blocks)
	if lead := chooseLead(md, an, titleNode, f.Body); lead != nil {
		f.Lead = lead.owner
		art.Lead = lead.text()
		flat := collapse(art.Body)
		if !holdsLead(func(s string) bool { return strings.Contains(flat, collapse(s)) }, art.Lead) {
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

// headingFor finds the heading element showing the title, if any: one
// whose text is the title, else one that shows it after a kicker.
func headingFor(an *analysis, title string) *html.Node {
	k := titleKey(title)
	if k == "" {
		return nil
	}
	var kicked, styled *html.Node
	for _, b := range an.blocks {
		if !b.heading {
			// A headline set in large bold type rather than a heading
			// element (<font size="5"><b>…</b></font><br>): a line of
			// its own, in a short block or heading the story's cell.
			if styled == nil {
				for i, l := range b.lines {
					if titleKey(l) == k && (i == 0 || b.runes < 4*runes(title)+200) {
						styled = lineElement(b.owner, l)
						break
					}
				}
			}
			continue
		}
		hk := titleKey(b.text())
		switch {
		case hk == k:
			return b.owner
		case kicked == nil && strings.HasSuffix(hk, " "+k):
			kicked = b.owner
		}
	}
	if kicked != nil {
		return kicked
	}
	return styled
}

// blockHolding returns the innermost block whose element holds n, if
// any.
func blockHolding(an *analysis, n *html.Node) *block {
	owners := make(map[*html.Node]*block, len(an.blocks))
	for _, b := range an.blocks {
		if owners[b.owner] == nil {
			owners[b.owner] = b
		}
	}
	for p := n; p != nil; p = p.Parent {
		if b := owners[p]; b != nil {
			return b
		}
	}
	return nil
}

// hasLeadClass reports an element classed as a standfirst: one of its
// class tokens in leadTokens, or two tokens of one name that join into
// one, as sites split the compound ("sub-title", "subTitle",
// "stand_first": classTokens splits them at the hyphen and the case).
func hasLeadClass(n *html.Node) bool {
	if hasClassToken(n, leadTokens) {
		return true
	}
	for _, a := range n.Attr {
		if a.Key != "class" && !isNameAttr(a.Key) {
			continue
		}
		for c := range strings.FieldsSeq(a.Val) {
			prev := ""
			for t := range nameTokens(c) {
				t = strings.ToLower(t)
				if prev != "" && leadTokens[prev+t] {
					return true
				}
				prev = t
			}
		}
	}
	return false
}

var leadTokens = map[string]bool{"lead": true, "lede": true, "dek": true, "deck": true, "teaser": true, "intro": true,
	"summary": true, "standfirst": true, "subtitle": true, "subline": true, "excerpt": true, "description": true,
	"abstract": true, "sapo": true, "chapo": true, "subheadline": true, "strapline": true,
	// "Spot", the Turkish newsroom's word for the standfirst ("haber-spot",
	// "news-spot", "article-spot").
	"spot": true,
	// "Bajada" and "entradilla", the Spanish newsroom's words for it
	// (Chile, Argentina; Spain).
	"bajada": true, "entradilla": true}

// chooseLead finds the standfirst: one paragraph right after the
// headline, without links, that carries a lead-like class or repeats the
// page's description. It may open the body's container: the body XPath
// made from the page can still select a narrower element (the
// articleBody below the standfirst), and the lead found here keeps the
// standfirst in the text then.
func chooseLead(md *metadata, an *analysis, titleNode, container *html.Node) *block {
	if titleNode == nil {
		return nil
	}
	if b := leadBelowTitle(md, an, titleNode, container); b != nil {
		return b
	}
	return leadAboveTitle(an, titleNode)
}

// leadBelowTitle is chooseLead's standfirst after the headline.
func leadBelowTitle(md *metadata, an *analysis, titleNode, container *html.Node) *block {
	desc := titleKey(md.first("og:description", "description", "twitter:description"))
	for _, b := range nearTitle(an, titleNode, 6) {
		// Past the body's first paragraph, the lead, if any, is part of it.
		started := isAncestor(container, b.owner) && goodWeight(b) > 0
		cjkDeck := cjkDeckHeading(b, titleNode) || abjadDeckHeading(b, titleNode) || scriptDeckParagraph(b, titleNode)
		if b.heading && !isDeckHeading(b.owner, titleNode) && !cjkDeck || b.runes < 60 && !shortClassedLead(b, titleNode) && !cjkDeck || b.runes > 800 || 10*b.links > b.runes || len(b.lines) > 1 ||
			isCaptionLine(b.text()) || isDateLine(b.text()) || isStampRow(b.text()) || isStockText(b.text(), b.runes, false) {
			if started {
				return nil
			}
			continue
		}
		if cjkDeck || desc != "" && isDescription(titleKey(b.text()), desc) {
			return b
		}
		for p := b.owner; p != nil && p != an.body && p != container; p = p.Parent {
			if hasLeadClass(p) {
				return b
			}
		}
		if !started && b.owner.DataAtom == atom.P && nextElement(titleNode) == b.owner && isAncestor(titleNode.Parent, container) &&
			strings.ContainsRune(".!?", lastRune(b.text())) && !stampOpened(b.text()) {
			// A sentence set as the headline's next element, in the
			// element that also holds the text's container, is the
			// standfirst, classed or not (utility classes: "<article><h1>
			// …</h1><p class="mt-4 text-lg">…</p> … <div class="prose">").
			// (Beside a header block of its own, the sentence is the
			// page's excerpt, which the corpus gold mostly leaves out.)
			return b
		}
		if started {
			return nil
		}
	}
	return nil
}

// shortClassedLead reports a standfirst shorter than the 60 runes a
// lead needs, which a short-text language writes in one sentence
// ("Ulaştırma Bakanlığı, ihalenin yeni tarihini açıklamadı.", 56
// runes): the headline's next element, classed as a lead itself
// (leadTokens: "haber-spot", "article-lead"), of 45 runes or more and
// ending in a full stop. A deck of a few words ends in none.
func shortClassedLead(b *block, titleNode *html.Node) bool {
	return b.runes >= minShortLeadRunes && nextElement(titleNode) == b.owner && hasLeadClass(b.owner) &&
		strings.ContainsRune(".!?。", lastRune(strings.TrimSpace(b.text())))
}

// cjkDeckHeading reports a Korean, Japanese or Chinese paper's
// subtitle: a heading right below the headline classed as a deck (isDeck:
// "<h3 class=heading>…</h3><h4 class=subheading>다대포해수욕장~몰운대
// 2.1㎞…연약지반 보강으로 반년 지연</h4>"), in a script written densely,
// shorter than the 60 runes a lead needs but as long by the text it
// carries (TextLength: a Hangul syllable weighs two, a Han character
// three). The corpus gold opens the body with such subtitles (fundus
// HankookIlbo, MBN); an English deck classed "subheading" it leaves out
// (wcxb-4591, traf-newrepublic.com.neoliberalism), so Latin decks keep
// isDeckHeading's classes and length.
func cjkDeckHeading(b *block, titleNode *html.Node) bool {
	if !b.heading || nextElement(titleNode) != b.owner || !isDeck(b.owner) {
		return false
	}
	// The headline in the dense script too: a deck in another script is
	// the headline's translation on a bilingual page. A caption's
	// "摄" (taken by) after the photographer's name, or a series'
	// label in 【】, is no deck either.
	t := strings.TrimSpace(b.text())
	if !mostlyDense(t) || !mostlyDense(Text(titleNode)) || strings.HasPrefix(t, "【") ||
		strings.HasSuffix(t, "摄") || strings.HasSuffix(t, "攝") {
		return false
	}
	return TextLength(t) >= minShortLeadRunes
}

// scriptDeckParagraph reports the standfirst a paper in a script other
// than the Latin sets as a paragraph classed as one, right below the
// headline ("<h1>…</h1><p class="standfirst">約4千人が市内観光、商店街
// もにぎわう</p>", "12월부터 오후 8시까지만 운항…결빙 대비"). The 60
// runes a lead needs are counted for Latin text; a deck in a dense
// script (Chinese, Japanese, Korean, Thai) or in Arabic or Hebrew says
// as much in a third to four fifths of the runes, and ends in no full
// stop (shortClassedLead's Latin sign), so such a deck of a phrase's
// length (minScriptDeck, by TextLength) is the standfirst, as
// cjkDeckHeading and abjadDeckHeading read one set as a heading. The
// deck in another script than the headline's is a bilingual page's
// translation; Latin decks keep the runes a lead needs.
func scriptDeckParagraph(b *block, titleNode *html.Node) bool {
	// A deck's class as cjkDeckHeading reads it (isDeck: "standfirst",
	// "subtitle", "dek"), not every lead token: "photo-description",
	// "article-intro", "summary", "excerpt" class bylines, captions and
	// dates under the headline too, which the 60 runes kept out.
	if b.heading || b.owner.DataAtom != atom.P || len(b.lines) != 1 || nextElement(titleNode) != b.owner || !isDeck(b.owner) {
		return false
	}
	t, h := strings.TrimSpace(b.text()), Text(titleNode)
	if !(mostlyDense(t) && mostlyDense(h)) && !(mostlyScript(t, abjad) && mostlyScript(h, abjad)) {
		return false
	}
	return TextLength(t) >= minScriptDeck && !notScriptDeck(t)
}

// notScriptDeck reports a short line under the headline that is no
// deck: a series' label or a credit in brackets ("【独自】", "（共同通信社
// 山田太郎）"), a byline ("بقلم: …", "โดย …"), a labelled field (a label
// of a few runes before a colon or an equals sign: "사진=연합뉴스 제공",
// "الصورة: …", "نشر في: …"), or a photographer's credit ("… 摄").
func notScriptDeck(t string) bool {
	if strings.ContainsRune("【（(〈《[", firstRune(t)) || strings.HasSuffix(t, "摄") || strings.HasSuffix(t, "攝") ||
		strings.HasSuffix(t, "撮影）") || hasPrefixAny(strings.ToLower(t), bylineMarkers) || isCaptionLine(t) {
		return true
	}
	if i := strings.IndexAny(t, ":：=＝"); i >= 0 && runes(t[:i]) <= 8 {
		return true
	}
	return false
}

// minScriptDeck is the shortest deck scriptDeckParagraph takes, by
// TextLength: a phrase (eight Han characters, twelve Hangul syllables,
// twenty-four Thai or Arabic letters), not a label ("独自", "速報").
const minScriptDeck = 24

// abjadDeckHeading reports a Hebrew or Arabic paper's subtitle: a
// heading right below the headline classed as a standfirst
// (isDeckHeading: "<h1>…</h1><h2 class="article-subtitle">…</h2>"),
// shorter than the 60 runes a lead needs but as long by its words: the
// scripts write no short vowels, so a deck counts about a fifth fewer
// runes than a Latin one of as many words. The deck in another script
// is a bilingual page's translation, as cjkDeckHeading's.
func abjadDeckHeading(b *block, titleNode *html.Node) bool {
	if !b.heading || b.runes < minShortLeadRunes || !isDeckHeading(b.owner, titleNode) {
		return false
	}
	return mostlyScript(b.text(), abjad) && mostlyScript(Text(titleNode), abjad)
}

// abjad reports a letter of the Hebrew or Arabic script, which write no
// short vowels.
func abjad(r rune) bool {
	return unicode.In(r, unicode.Hebrew, unicode.Arabic)
}

// mostlyDense reports text whose letters are more than half of a script
// written densely (dense).
func mostlyDense(t string) bool {
	return mostlyScript(t, dense)
}

// mostlyScript reports text whose letters are more than half in.
func mostlyScript(t string, in func(rune) bool) bool {
	all, some := 0, 0
	for _, r := range t {
		if unicode.IsLetter(r) {
			all++
			if in(r) {
				some++
			}
		}
	}
	return 2*some > all
}

// minShortLeadRunes is the shortest standfirst shortClassedLead takes.
const minShortLeadRunes = 45

// stampOpened reports a line that opens as a byline or a timestamp does,
// though it ends in a full stop: "By Anna Berg, AP. Updated …",
// "Published 24 November 2026, 10:32 a.m. By …". A standfirst opens so
// seldom ("By raising fares, …" names no one).
func stampOpened(s string) bool {
	s = strings.TrimSpace(s)
	l := strings.ToLower(s)
	if hasPrefixAny(l, stampLabels) {
		first := s
		if i := strings.IndexAny(s, ".,;|"); i > 0 {
			first = s[:i]
		}
		if namesAfterMarker(first) {
			return true
		}
	}
	if !strings.ContainsAny(s, "0123456789") {
		return false
	}
	for _, m := range [][]int{publishedWordsRe.FindStringIndex(l), updatedWordsRe.FindStringIndex(l)} {
		if m != nil && m[0] == 0 {
			return true
		}
	}
	return false
}

// nextElement returns the element after n among its siblings, if only
// blank text stands between them, or nil.
func nextElement(n *html.Node) *html.Node {
	for c := n.NextSibling; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.ElementNode:
			return c
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return nil
		}
	}
	return nil
}

// isDeckHeading reports a subtitle set in a heading right below the
// headline, as news sites set their deck: the element after the
// headline, with a standfirst's class of its own ("<h1>…</h1><h2
// class="subtitle">…</h2>", "<h2 class="excerpt">"). A heading further
// down, or one without such a class, opens a section.
func isDeckHeading(n, titleNode *html.Node) bool {
	return nextElement(titleNode) == n && hasLeadClass(n)
}

// aboveLeadTokens are the leadTokens that name a standfirst above the
// headline too, in a hero block with the picture: not a teaser's,
// excerpt's or subtitle's, which above the headline belong to other
// stories or the kicker, nor a strapline's, which above it is the
// kicker (British usage).
var aboveLeadTokens = map[string]bool{"lead": true, "lede": true, "dek": true, "deck": true, "standfirst": true,
	"summary": true, "sapo": true, "chapo": true}

// leadAboveTitle finds the standfirst a hero block sets right before the
// headline, outside the article: the nearest block above it, a plain
// paragraph of a sentence or more whose own element or parent carries
// a standfirst's class (aboveLeadTokens).
func leadAboveTitle(an *analysis, titleNode *html.Node) *block {
	at := slices.IndexFunc(an.blocks, func(b *block) bool { return b.owner == titleNode || isAncestor(titleNode, b.owner) })
	if at <= 0 {
		return nil
	}
	b := an.blocks[at-1]
	if b.boiler || b.heading || b.runes < 20 || b.runes > 800 || b.links > 0 || len(b.lines) > 1 {
		return nil
	}
	for p, up := b.owner, 0; p != nil && up < 2; p, up = p.Parent, up+1 {
		for _, t := range classTokens(p) {
			// A box with a headline of its own is another story's
			// promo ("lead story"), its summary that story's.
			if aboveLeadTokens[t] && !holdsOtherHeading(p, titleNode) {
				return b
			}
		}
	}
	return nil
}

// holdsOtherHeading reports whether n holds a heading other than title
// and its ancestors.
func holdsOtherHeading(n, title *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if isHeadingTag(c.DataAtom) && c != title && !isAncestor(c, title) || holdsOtherHeading(c, title) {
			return true
		}
	}
	return false
}

// isDescription reports whether a paragraph's key repeats the page's
// description: the same words, or the same words after a dateline the
// page puts in front of its summary ("Berlin. Die Füchse stehen …",
// "WASHINGTON — …").
func isDescription(key, desc string) bool {
	if key == desc {
		return true
	}
	pre, ok := strings.CutSuffix(key, desc)
	return ok && pre != "" && runes(pre) <= maxDatelineRunes && strings.ContainsAny(pre[len(pre)-1:], " .:-")
}

// maxDatelineRunes is the longest dateline before a summary: a place,
// an agency and their punctuation.
const maxDatelineRunes = 40

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
