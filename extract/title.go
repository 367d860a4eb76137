package extract

import (
	"html"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bylinehq/byline/selectors"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/text/unicode/norm"
)

// titleSeparators split "Headline | Site" and "Section - Headline - Site".
var titleSeparators = regexp.MustCompile(`\s+(?:[|–—·•»«›‹/\\]|-{1,2}|::|:|~)\s+`)

// partSeparators split a metadata title into parts when looking for the
// headline in it. Besides titleSeparators they know the breadcrumb arrows
// and stars some themes use, and a bare pipe, which CJK titles write
// without spaces ("見出し|サイト名") and which never occurs inside a
// headline, and an underscore, with which Chinese portals glue section
// and site on ("标题_新闻频道_网站").
var partSeparators = regexp.MustCompile(`\s+(?:[|–—·•»«›‹⋆/\\]|-{1,2}|::|:|~)\s+|\s*[|｜_]\s*`)

// titleKey normalizes a title for comparison: NFKC, case, quotes and
// dashes, surrounding punctuation.
func titleKey(s string) string {
	s = strings.ToLower(norm.NFKC.String(collapse(s)))
	s = titleMarks.Replace(s)
	return strings.Trim(s, " .:;,!?\"'")
}

// titleMarks folds the quotes and dashes titles are written with, and
// the lower-case letters a headline set in capitals cannot give back:
// German ß (STRASSE), Turkish dotless ı and dotted İ (KIRDI, İSTANBUL
// lower-case to "kirdi", "i̇stanbul"). A Replacer builds its lookup
// table on first use; titleKey runs on many lines of every page, so it
// is built once.
var titleMarks = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "„", `"`, "«", `"`, "»", `"`, "–", "-", "—", "-", "\u200b", "",
	"ß", "ss", "ı", "i", "i\u0307", "i")

// Title evidence. A page names its article in two kinds of metadata: the
// headline fields (JSON-LD headline, microdata headline), written for the
// article, and the social/SEO titles (og:title, twitter:title, <title>
// and the like), which one plugin usually fills with one string, often
// with the site's name or a kicker added. The page also shows the
// headline, normally as its main h1. The weights below say how much each
// kind of evidence counts; they were set on the development corpus and
// no single one decides.
const (
	wHeadline     = 1.0  // a headline field equals the candidate
	wHeadlinePart = 0.8  // the candidate is a separated part of a headline field
	wSEO          = 0.8  // the first SEO title that equals the candidate
	wSEOMore      = 0.1  // each further one: they are mostly copies
	wSEOPart      = 0.8  // the candidate is a separated part of an SEO title
	wSEOPartMore  = 0.2  // each further one
	wSEOAlsoPart  = 0.1  // per SEO title showing the candidate with a site name or kicker added
	wColonPart    = 0.3  // a heading equals the part after a "Kicker:" in metadata
	wAffix        = 1.0  // a heading is a word-bounded start or end of a metadata title, or one cut short
	wH1           = 1.5  // an h1 outside page furniture
	wH1Furniture  = 0.5  // an h1 inside something that looks like furniture
	wH2           = 0.7  // one of the first three h2
	wTitleClass   = 1.0  // an element classed title/headline/heading
	wKicker       = 1.0  // times the heading weight: heading = kicker + separator + candidate
	wGlued        = 0.5  // added to the heading weight: heading = kicker + candidate, no separator
	penUnrelated  = 1.0  // a heading no metadata confirms and sharing no word with any
	wRewrite      = 0.8  // an h1 no metadata confirms but whose words are mostly in one: the headline shown, the metadata an SEO rewrite
	rewriteShare  = 0.5  // the share of an h1's words a metadata title must have for wRewrite
	rewriteLong   = 2    // and the long words (isLongWord) it must share: "the", "of", "in" and one name are no rewording
	rewriteHead   = 3    // the long words the h1 must have: a section's or a topic's name has fewer (see rewordsTitle)
	shortShare    = 0.67 // the most words a short social title has, as a share of the h1's (shortSocialTitle)
	penUnconfirmd = 0.25 // a heading no metadata confirms but sharing words with some
)

// titleCand is one distinct title text (by titleKey) and its evidence.
type titleCand struct {
	text, key string
	src       metaValue

	headline, headlinePart bool
	seo, seoPart           uint16 // bit per SEO source
	colon, affix           bool
	label                  bool      // a metadata title shows it after a label ("VIDEO: …", "【独自】…")
	heading                float64   // weight of the best heading showing the text
	kicker, glued          float64   // weight of a heading showing the text after a kicker
	overlap                float64   // share of a heading's words found in some metadata title
	longShared             int       // the most words of four letters or more it shares with one metadata title
	rewrite                bool      // an h1 that rewords a metadata title (rewordsTitle)
	elsewhere              bool      // its heading links to another page (linksElsewhere): a teaser
	mixed                  string    // the first rendering in upper and lower case
	mixedSrc               metaValue // and its source
}

// inMeta reports a candidate that is a metadata title or a part of one.
func (c *titleCand) inMeta() bool {
	return c.headline || c.headlinePart || c.seo != 0 || c.seoPart != 0
}

func (c *titleCand) support() float64 {
	s := 0.0
	switch {
	case c.headline:
		s += wHeadline
	case c.headlinePart:
		s += wHeadlinePart
	}
	if n := popcount(c.seo); n > 0 {
		s += wSEO + wSEOMore*float64(n-1) + wSEOAlsoPart*float64(popcount(c.seoPart))
	} else if n := popcount(c.seoPart); n > 0 {
		s += wSEOPart + wSEOPartMore*float64(n-1)
	}
	if c.label && (c.heading > 0 || c.glued > 0) && s == 0 {
		// "VIDEO: Headline" in the metadata, the heading showing the
		// headline alone: the label is the metadata's decoration, as a
		// site's name after a separator is.
		s += wSEOPart
	} else if c.heading > 0 && s == 0 {
		if c.colon {
			s += wColonPart
		} else if c.affix {
			s += wAffix
		}
	}
	return s
}

func (c *titleCand) score() float64 {
	sup := c.support()
	s := sup + c.heading
	if c.glued > 0 && c.glued+wGlued > s-sup {
		s = sup + c.glued + wGlued
	}
	if c.heading == 0 {
		s += wKicker * c.kicker
	}
	if sup == 0 {
		switch {
		case c.overlap == 0:
			s -= penUnrelated // a heading with nothing in common with the metadata: a section or site name
		case c.rewrite:
			s += wRewrite
		default:
			s -= penUnconfirmd
		}
	}
	return s
}

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// chooseTitleNamed picks the headline: the string the metadata and the
// page's headings agree on best, where a metadata title may contribute a
// part of itself (its site name or kicker cut off) and a heading may show
// the headline with a kicker before it. It returns the title and the
// source to make a selector from.
//
// The site goes by names (siteNames: its metadata's and its host's). A
// best candidate that is the site's name alone yields to the best heading
// that is not: the <title> of a single-page app that names only the site
// ("The Daily Example") beside the story's h1, or a logo set as an h1
// with no link home above the story's h2, both parts of "Headline | The
// Daily Example".
func chooseTitleNamed(md *metadata, a *analysis, names []string) (string, metaValue) {
	cands := titleCandidates(md, a)
	best := bestTitle(cands)
	if best == nil {
		return "", metaValue{}
	}
	if len(names) > 0 && isSiteName(best.text, names) {
		var heads []*titleCand
		for _, c := range cands {
			if c.heading > 0 && !isSiteName(c.text, names) {
				heads = append(heads, c)
			}
		}
		if h := bestTitle(heads); h != nil {
			best = h
		}
	}
	// A page titled with the site's and the section's names only
	// ("Society - News", "Courier - News") shows its headline elsewhere:
	// where a title-classed cell or a heading the metadata does not
	// confirm stands above the story's prose ("<td class=headline>
	// <font size=5><b>Headline</b></font></td>" over the byline cell),
	// in that line (proseHeading); on a page without headings (table
	// layouts, <font size=4><b>), in an emphasized line over the story's
	// text (emphasizedHeadline).
	if best.heading == 0 && siteOnlyTitle(a.doc, best.text) {
		if slices.ContainsFunc(cands, func(c *titleCand) bool { return c.heading > 0 }) {
			if h := proseHeading(cands, a.blocks, append(slices.Clip(names), md.first("publisher"), md.first("copyright")), best.text); h != nil {
				return cutLeadingDate(h.text), h.src
			}
		} else if line, el := emphasizedHeadline(a.blocks); el != nil {
			return line, metaValue{val: line, node: el}
		}
	}
	// A heading in capitals only or in lower case only is styled so
	// ("TIPS FOR ONLINE SUCCESS", "history of coffee"); where another
	// source writes the same title (same key: case, ß and the Turkish
	// i's folded, "NEUE STRASSE" for "Neue Straße") in mixed case, that
	// is the title as written.
	if singleCase(best.text) && best.mixed != "" {
		return cutLeadingDate(best.mixed), best.mixedSrc
	}
	return cutLeadingDate(best.text), best.src
}

// cutLeadingDate returns title t without a numeric date of day, month
// and year and a dash or bar opening it ("24.11.2026 – Jugend holt
// Landesmeistertitel", "2022-01-23 | Wierer jubelt"): club, association
// and press pages set the day of a news item before its headline, in the
// heading and the title alike, where readers see a date line and the
// headline after it.
func cutLeadingDate(t string) string {
	d, rest, ok := strings.Cut(t, " ")
	// The year is one a page may be published in: "9.11.1989 – Als die
	// Mauer fiel" is a headline telling of that day.
	if !ok || digitGroups(d) != 3 || !slices.ContainsFunc(strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsDigit(r) }), func(w string) bool {
		return isYear(w) && w >= strconv.Itoa(dateMinYear)
	}) {
		return t
	}
	sep, rest, ok := strings.Cut(rest, " ")
	if !ok || !slices.Contains([]string{"-", "–", "—", "|", "·"}, sep) || len(strings.Fields(rest)) < 2 || strings.IndexFunc(rest, unicode.IsLetter) < 0 {
		return t
	}
	return strings.TrimSpace(rest)
}

// singleCase reports whether the cased letters of s are all upper case
// or all lower case; a text without cased letters (CJK, Arabic) is not.
func singleCase(s string) bool {
	upper, lower := false, false
	for _, r := range s {
		upper = upper || unicode.IsUpper(r)
		lower = lower || unicode.IsLower(r)
	}
	return upper != lower
}

// titleMeta is one metadata title.
type titleMeta struct {
	key      string
	words    map[string]bool
	headline bool   // a headline field rather than an SEO title
	bit      uint16 // the SEO source's bit
}

func titleCandidates(md *metadata, a *analysis) []*titleCand {
	site := map[string]bool{}
	for _, s := range []string{md.siteName, md.first("og:site_name"), appName(md.first("application-name"))} {
		if k := titleKey(s); k != "" {
			site[k] = true
		}
	}
	// Names a title may end with, glued on without spaces
	// ("Headline-정치ㅣ한국일보"): the site's, then the section's.
	glued := []string{md.siteName, md.first("og:site_name"), md.first("article:section")}
	// Headings: every h1, the first three h2 and title-classed elements
	// outside furniture. A heading that links to the site's home page is
	// the site's name.
	var heads []*block
	var weights []float64
	h2s := 0
	standIn, prose := !hasHeadlineH1(a.blocks), 0
	if standIn {
		prose = firstProse(a.blocks)
	}
	for i, b := range a.blocks {
		tag := b.owner.DataAtom
		if tag != atom.H1 && tag != atom.H2 && tag != atom.H3 && !hasTitleClass(b.owner) {
			continue
		}
		if linksHome(b.owner) {
			if k := titleKey(b.text()); k != "" {
				site[k] = true
			}
			continue
		}
		if b.runes > 300 {
			continue
		}
		var w float64
		switch {
		case tag == atom.H1 && !b.boiler:
			w = wH1
		case tag == atom.H1:
			w = wH1Furniture
		case b.boiler:
			continue
		case standIn && i < prose && (tag == atom.H2 || tag == atom.H3) && hasHeadingTitleClass(b.owner) && !isSiteBrand(b.owner):
			// No h1 but the logo's: a title-classed h2 or h3 above the
			// text's first paragraph ("h3.tit_view", "h2.art_tit") is
			// the page's headline heading, weighed as an h1 would be.
			// Every one: a section's label or a box's title ("h2.tit"
			// "광주 전남 뉴스") may come before the headline, and the
			// metadata tells them apart. None below it: a related
			// story's title ("h3.tit" in div.relate) is no headline.
			// Nor is the logo's own h2 ("div.logo > h2.heading-small"),
			// weighed as any h2 (isSiteBrand).
			w = wH1
		case tag == atom.H2 && h2s < 3:
			h2s++
			w = wH2
		case hasTitleClass(b.owner):
			w = wTitleClass
		default:
			continue
		}
		heads = append(heads, b)
		weights = append(weights, w)
	}

	var cands []*titleCand
	byKey := map[string]*titleCand{}
	get := func(text string, src metaValue) *titleCand {
		text = collapse(html.UnescapeString(text))
		k := titleKey(text)
		if k == "" || runes(k) < 3 || site[k] {
			return nil
		}
		c := byKey[k]
		if c == nil {
			c = &titleCand{text: text, key: k, src: src}
			byKey[k] = c
			cands = append(cands, c)
		}
		if c.mixed == "" && !singleCase(text) {
			c.mixed, c.mixedSrc = text, src
		}
		return c
	}
	var metas []titleMeta
	addMeta := func(text string, src metaValue, headline bool, bit uint16) {
		text = collapse(html.UnescapeString(text))
		if text == "" {
			return
		}
		k := titleKey(text)
		metas = append(metas, titleMeta{key: k, words: titleWords(k), headline: headline, bit: bit})
		if c := get(text, src); c != nil {
			if headline {
				c.headline = true
			} else {
				c.seo |= bit
			}
		}
		seen := map[string]bool{titleKey(text): true}
		subs := separatedRuns(text, partSeparators)
		if sub, ok := cutGluedSuffix(text, glued); ok {
			subs = append(subs, sub)
		}
		for _, sub := range subs {
			k := titleKey(sub)
			if seen[k] {
				continue
			}
			seen[k] = true
			if c := get(sub, src); c != nil {
				if headline {
					c.headlinePart = true
				} else {
					c.seoPart |= bit
				}
			}
		}
		for _, t := range append([]string{text}, subs...) {
			if rest, ok := cutTitleLabel(t); ok {
				if c := get(rest, src); c != nil {
					c.label = true
				}
			}
		}
		// "Kicker: Headline" counts only where a heading shows the headline.
		for _, sub := range colonRuns(text) {
			k := titleKey(sub)
			if seen[k] {
				continue
			}
			seen[k] = true
			if c := get(sub, src); c != nil {
				c.colon = true
			}
		}
	}
	for _, o := range md.ld {
		s := ""
		for _, key := range []string{"headline", "name", "alternativeHeadline"} {
			if s = ldString(o.m, key); s != "" {
				break
			}
		}
		if s != "" {
			addMeta(s, metaValue{val: s, node: o.script}, true, 0)
			// A "name" beside a different "headline" (Drupal's and
			// Yoast's graphs: the node's own title beside the SEO
			// headline) is the title the page gives its story: its words
			// count for the heading that rewords the metadata (see
			// rewordsTitle), not as a candidate of its own.
			if name := collapse(html.UnescapeString(ldString(o.m, "name"))); name != "" && titleKey(name) != titleKey(s) {
				k := titleKey(name)
				metas = append(metas, titleMeta{key: k, words: titleWords(k)})
			}
			break // only the page's main article object
		}
	}
	var seo []seoTitle
	for i, key := range []string{"og:title", "twitter:title", "title", "dc.title", "parsely-title", "sailthru.title", "itemprop:headline"} {
		for _, v := range md.metas[key] {
			seo = append(seo, seoTitle{collapse(html.UnescapeString(v.val)), v, key == "itemprop:headline", 1 << i})
			break
		}
	}
	if md.title != nil {
		t := innerText(md.title)
		seo = append(seo, seoTitle{collapse(html.UnescapeString(t)), metaValue{val: t, node: md.title}, false, 1 << 8})
	}
	for _, t := range seo {
		// "Headline – as it happened – Site" beside an og:title
		// "Headline – as it happened": the same title with the site's
		// name added. It confirms that title whole; its parts are the
		// other's parts, counted once, or a part would outweigh the
		// whole title only for being cut from both.
		if w, ok := withSiteName(t.text, seo, site); ok && !t.headline {
			metas = append(metas, titleMeta{key: titleKey(t.text), words: titleWords(titleKey(t.text)), bit: t.bit})
			if c := get(w, t.src); c != nil {
				c.seo |= t.bit
			}
			continue
		}
		addMeta(t.text, t.src, t.headline, t.bit)
	}

	type shown struct {
		c *titleCand
		w float64
	}
	var shownAs []shown
	for i, b := range heads {
		w := weights[i]
		text := b.text()
		if s, ok := spaceGluedParts(b.owner); ok {
			// "Mc<span>Donald's</span>", "<span>i</span>Phone": a
			// metadata title that reads the parts glued says they are
			// one word.
			if m := byKey[titleKey(text)]; m == nil || !m.inMeta() {
				text = s
			}
		}
		c := get(text, metaValue{val: text, node: b.owner})
		if c == nil {
			continue
		}
		if w > c.heading {
			c.heading = w
			c.text, c.src = collapse(text), metaValue{val: text, node: b.owner} // the page's own rendering
		}
		shownAs = append(shownAs, shown{c, w})
		// "<h1><span class=kicker>Kicker</span><span>Headline</span></h1>":
		// the headline is the rest, shown as glued to its kicker.
		if rest, node, ok := splitKicker(b.owner, false); ok {
			if o := get(rest, metaValue{val: rest, node: node}); o != nil && o != c {
				o.glued = max(o.glued, w)
				if node != b.owner {
					o.text, o.src = rest, metaValue{val: rest, node: node} // the page's own rendering
				}
				shownAs = append(shownAs, shown{o, w})
			}
		}
	}
	// "Headline > Board": a board's template (gnuboard, XE, forums)
	// repeats its title, the board's name after an arrow, in a header
	// h1, while the post's heading shows the headline alone. A last step
	// the page links to (its menu) is the section's name: the heading
	// shows the headline before it, as a heading shows one with a date
	// line after it.
	// The headline must show without the arrow too, in the post's
	// heading (after its category label): a headline that compares ("Pixel 10 > iPhone 17", "Growth > 3") has
	// its last term linked by a tag or a page number, and no heading
	// shows the part before it alone.
	for _, h := range slices.Clone(shownAs) {
		head, ok := boardTail(h.c.src.node, a.doc)
		if !ok || !slices.ContainsFunc(shownAs, func(s shown) bool { return s.c != h.c && strings.HasSuffix(s.c.key, titleKey(head)) }) {
			continue
		}
		// The metadata titles the heading is a part of hold the
		// headline too: their breadcrumb arrow is no part separator.
		if o := get(head, metaValue{val: head, node: h.c.src.node}); o != nil && o != h.c && h.c.inMeta() {
			o.headlinePart = o.headlinePart || h.c.headline || h.c.headlinePart
			o.seoPart |= h.c.seo | h.c.seoPart
			o.glued = max(o.glued, h.w)
		}
	}
	// Pages without heading elements (table layouts, <font size=4><b>)
	// show the headline as an emphasized line: one that is a part of a
	// metadata title ("Site - Headline") of three words or more counts
	// as an h2 would.
	for _, b := range a.blocks {
		if len(heads) > 0 {
			break
		}
		if b.boiler || b.heading || b.runes > 600 {
			continue
		}
		for _, l := range b.lines {
			c := byKey[titleKey(l)]
			var kicked *xhtml.Node
			if n := lineElement(b.owner, l); c == nil && n != nil && n != b.owner && hasTitleClass(n) && !isSiteBrand(n) {
				// "<span class=itemTitle><a>Topic</a>: Headline</span>":
				// the line opens with its topic's label (splitKicker).
				// The headline's own node is the source, as for a
				// heading's kicker: the metadata title holds more parts
				// than the site's name to cut.
				if rest, node, ok := splitKicker(n, true); ok {
					c, l, kicked = byKey[titleKey(rest)], rest, node
				}
			}
			if c == nil || c.seoPart == 0 || c.heading > 0 || len(strings.Fields(l)) < 3 && runes(l) < 8 {
				continue
			}
			if kicked != nil {
				c.heading, c.text, c.src = wH2, collapse(l), metaValue{val: l, node: kicked}
				shownAs = append(shownAs, shown{c, wH2})
				continue
			}
			if n := lineElement(b.owner, l); n != nil && (allEmphasized(n) || n != b.owner && hasTitleClass(n) && !isSiteBrand(n)) {
				// The source stays the metadata title: headingFor finds
				// the line, as dates and bylines are looked for next to
				// it, and a set cuts the headline from the title.
				c.heading = wH2
				c.text = collapse(l)
				shownAs = append(shownAs, shown{c, wH2})
			}
		}
	}
	// "Mobile UX Design: The Ultimate Guide 2025" beside the metadata's
	// "Mobile UX Design - The Ultimate Guide 2025": the same title, the
	// page's rendering with another separator between the same parts. The
	// metadata confirms it as it would the same string. Only a heading of
	// text alone: one built of elements ("<span class=kicker>Kicker</span>
	// <span hidden>: </span>Headline") reads with the separators its
	// elements leave ("Kicker : Headline"), not as the page shows it.
	for _, h := range shownAs {
		c := h.c
		if c.inMeta() || !plainHeading(c.src.node) {
			continue
		}
		for _, o := range cands {
			if o != c && (o.headline || o.seo != 0) && sameWording(c.key, o.key) {
				c.headline = c.headline || o.headline
				c.seo |= o.seo
			}
		}
	}
	// How each heading relates to the metadata titles. A metadata title
	// that a heading shows whole confirms that heading: another heading
	// that is only a start or end of it ("What to Expect" under "What to
	// Expect at Tutoring Sessions") is a section title, not the headline.
	shownKeys := make(map[string]bool, len(shownAs))
	for _, h := range shownAs {
		shownKeys[h.c.key] = true
	}
	for _, h := range shownAs {
		c, hk := h.c, h.c.key
		words := titleWords(hk)
		for _, m := range metas {
			if !shownKeys[m.key] && m.key != hk && float64(runes(hk)) >= 0.4*float64(runes(m.key)) && len(words) >= 2 && wordAffix(hk, m.key) &&
				!shownLonger(hk, m.key, shownKeys, byKey) {
				c.affix = true
			}
			if extendsTitle(hk, m.key) && plainHeading(c.src.node) || quotesBefore(c.text, hk, m.key) {
				c.affix = true
			}
		}
		for _, o := range cands {
			whole := o.headline || o.seo != 0
			// "日本経済は回復基調にある<br><small>2024年3月1日</small>": a
			// headline written without spaces is one word here; a whole
			// metadata title of one such word is no section's label.
			if o != c && whole && !strings.ContainsRune(o.key, ' ') && runes(o.key) >= 6 && len(o.key) < len(hk) &&
				strings.HasPrefix(hk, o.key) && trailsInElements(c.src.node, o.key) {
				o.glued = max(o.glued, c.heading)
			}
			if o == c || !(whole || o.headlinePart || o.seoPart != 0) || len(o.key) >= len(hk) || !strings.ContainsRune(o.key, ' ') {
				continue
			}
			// "Headline <span class=badge>Premium</span>": a label closing
			// the heading in an element of its own, the metadata title
			// without it.
			if whole && strings.HasPrefix(hk, o.key) && closesWithLabel(c.src.node, strings.TrimSpace(hk[len(o.key):])) {
				o.glued = max(o.glued, c.heading)
			}
			// "Headline<br><small>02.02.2022 • News</small>", "<a>Headline</a>
			// <span>(example.com)</span> 87": a date line, a source or a
			// counter set after the headline in elements of its own. A part
			// of a metadata title must be most of the heading: a kicker
			// opens one ("Kicker | Headline | Site").
			// The rest must not be a metadata title's part itself: "<span
			// class=kicker>Kicker</span><br>100 Days of War" beside
			// "Kicker - 100 Days of War | Site" is a kicker over the headline.
			// A date line may be the longer part: a portal's template
			// sets "Headline<br><span>2026-11-20 09:36 Source: … Author:
			// … Views: 2841</span>" in the h1 beside "Headline_Section_Site".
			if strings.HasPrefix(hk, o.key) && (whole || 2*runes(o.key) >= runes(hk) || opensWithFullDate(hk[len(o.key):])) && !restInMeta(hk[len(o.key):], byKey) && trailsInElements(c.src.node, o.key) {
				o.glued = max(o.glued, c.heading)
			}
			if !strings.HasSuffix(hk, o.key) {
				continue
			}
			// "Kicker Headline" rendered from two elements with no
			// separator. A part cut from a metadata title counts too
			// ("Kicker: Headline | Site" gives "Headline") when the
			// heading opens with an element holding just the kicker: a
			// shorter SEO title may also be the tail of a headline. A
			// badge set in the heading with no space after it
			// ("<span>Live</span>Election night") is a kicker too: the
			// element's end is the words' boundary.
			if pre := hk[:len(hk)-len(o.key)]; strings.HasSuffix(pre, " ") {
				pre = strings.TrimRightFunc(pre, unicode.IsSpace)
				if r := lastRune(pre); (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(`)"'`, r)) &&
					(whole || opensWith(c.src.node, pre)) && !leadingCount(pre, c.src.node) {
					o.glued = max(o.glued, c.heading)
				}
			} else if isWordRune(lastRune(pre)) && opensWith(c.src.node, pre) {
				o.glued = max(o.glued, c.heading)
			}
			// "Kicker: Headline" where only the headline is in metadata.
			// Not where an SEO title shows the heading whole before the
			// site's name ("Χανιά: Headline | Site" beside the og:title
			// and JSON-LD "Headline"): the page titles itself with the
			// lead-in, which the shorter fields leave out.
			// Nor where the lead-in is a quotation ("“It felt like the
			// roof was breathing”: residents recall …"): a quote is the
			// headline's own words, which a shorter SEO title cuts.
			if pre := hk[:len(hk)-len(o.key)]; whole && !c.headline && c.seo == 0 && c.seoPart == 0 && !isWordRune(lastRune(pre)) && !leadingCount(pre, c.src.node) &&
				!(quotedLeadIn(c.text) && !kickerElement(c.src.node)) {
				o.kicker = max(o.kicker, h.w)
			}
		}
		for _, m := range metas {
			if len(words) == 0 {
				break
			}
			mw := m.words
			n, long := 0, 0
			for w := range words {
				if mw[w] {
					n++
					if isLongWord(w) {
						long++
					}
				} else if inflectsAny(w, mw) || len(words) > 1 && runsInto(w, mw) {
					// A heading of one run that a metadata title's run
					// holds is a topic's label ("น้ำท่วมหนัก"), not a
					// rewording: its words are not shared.
					n++
					long++
				}
			}
			c.overlap = max(c.overlap, float64(n)/float64(len(words)))
			c.longShared = max(c.longShared, long)
		}
	}
	// "Lucknow News: Headline" in every metadata title beside the h1
	// "Headline": a lead-in the page does not show right before its
	// heading is added for search, not a kicker over the headline.
	for _, h := range shownAs {
		if h.w < wH1 || !h.c.colon || h.c.inMeta() || h.c.glued > 0 {
			continue
		}
		// A heading that sets its kicker apart in its own elements
		// ("<h1><span>Kicker</span><span hidden>: </span><span>Headline
		// </span></h1>") shows the lead-in.
		if _, _, split := splitKicker(h.c.src.node, false); !split && isHeadingTag(h.c.src.node.DataAtom) {
			seoLeadIn(h.c, cands)
		}
	}
	// An h1 rewording a metadata title is the headline shown only where
	// no heading shows a metadata title or a part of one of two words or
	// more (a part of one word is a section's label).
	shownMeta := false
	for _, h := range shownAs {
		shownMeta = shownMeta || h.c.inMeta() && strings.ContainsRune(h.c.key, ' ')
	}
	page := md.first("og:url")
	for _, h := range shownAs {
		h.c.elsewhere = h.c.elsewhere || linksElsewhere(h.c.src.node, page)
	}
	for _, h := range shownAs {
		if shownMeta || h.w < wH1 || h.c.rewrite || linksElsewhere(h.c.src.node, page) {
			continue
		}
		if h.c.overlap >= rewriteShare && h.c.longShared >= rewriteLong || h.c.longShared > 0 && seoRewrite(h.c, metas) ||
			h.c.longShared >= rewriteLong && shortSocialTitle(h.c, cands) {
			h.c.rewrite = rewordsTitle(h.c.key, cands)
		}
	}
	dropSectionLabels(shownKeys, cands)
	return cands
}

// seoLeadIn gives heading c the support of the whole metadata titles
// that are c after a lead-in and a colon ("Lucknow News: Headline")
// where the page does not show that lead-in right before the heading.
// A kicker the page sets right before its h1 ("<div
// class=keyword>Nach Gaetz-Rückzug</div><h1>…") is the headline's, and
// the corpus gold keeps it with the metadata; one shown nowhere there
// is the SEO's (a city's "… News:" for search, in another script than
// the headline's), and the heading is the headline.
func seoLeadIn(c *titleCand, cands []*titleCand) {
	before := ""
	for n, up := c.src.node, 0; n != nil && up < 3 && before == ""; n, up = n.Parent, up+1 {
		before = strings.TrimSpace(prevText(n))
	}
	before = titleKey(before)
	own := titleKey(innerText(c.src.node)) // a kicker inside the heading, in a block of its own
	for _, o := range cands {
		if o == c || !(o.headline || o.seo != 0) || len(o.key) <= len(c.key) || !strings.HasSuffix(o.key, c.key) {
			continue
		}
		lead, ok := strings.CutSuffix(strings.TrimSpace(o.key[:len(o.key)-len(c.key)]), ":")
		if lead = strings.TrimSpace(lead); !ok || lead == "" || strings.HasSuffix(before, lead) || strings.HasPrefix(own, lead) || showsLeadIn(c.src.node, lead) {
			continue
		}
		c.headlinePart = c.headlinePart || o.headline
		c.seoPart |= o.seo
	}
}

// quotedLeadIn reports a title that opens with a quotation closed right
// before its first colon ("“Parecia que o teto respirava”: moradores
// relembram …", "‘We’re not leaving’: tenants …"): a speaker's words set
// before the headline's statement, not a kicker naming a topic.
func quotedLeadIn(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.ContainsRune(openingQuotes, firstRune(t)) {
		return false
	}
	// The colon after the quotation's closing mark: the quotation may
	// hold one of its own (a clock time, a score, "Note to self: …").
	pre := ""
	for i, r := range t {
		if r != ':' && r != '：' {
			continue
		}
		if p := strings.TrimSpace(t[:i]); utf8.RuneCountInString(p) > 2 && strings.ContainsRune(closingQuotes, lastRune(p)) {
			pre = p
			break
		}
	}
	if pre == "" {
		return false
	}
	// A speaker's words are a phrase ("We’re not leaving", "Never
	// again"); one word in quotes names a work or a thing ("„Tatort“:",
	// "«Gomorra»:"), a topic kicker. A script without capitals writes a
	// phrase without spaces: it counts by characters.
	words := strings.Fields(strings.Trim(pre, openingQuotes+closingQuotes))
	if len(words) != 1 {
		return len(words) > 1
	}
	caseless := !strings.ContainsFunc(words[0], func(r rune) bool { return unicode.IsUpper(r) || unicode.IsLower(r) })
	return caseless && utf8.RuneCountInString(words[0]) >= 5
}

// kickerElement reports a heading that opens with an element of its own
// (not a quotation's or a stress's phrase element): a kicker the page
// marks up as one, quoted or not ("<span class=kicker>„Tatort“:</span>").
func kickerElement(h *xhtml.Node) bool {
	e := edgeElement(h, false)
	return e != nil && !phraseElements[e.DataAtom] && e != headingContent(h).LastChild
}

// quotesBefore reports whether heading text (key hk) opens with a
// quotation and a colon (quotedLeadIn) and metadata title key m is one
// side of that colon: the SEO title cut the speaker's words off the
// headline, or kept only them, and the heading shows it whole. (A key
// has lost the quotation's opening mark, not its closing one.)
func quotesBefore(text, hk, m string) bool {
	if len(m) < 10 || !quotedLeadIn(text) {
		return false
	}
	// French sets a space before the colon ("«…» : …"), Japanese none
	// after it ("「…」：…", a colon NFKC folds to ":").
	if pre, ok := strings.CutSuffix(hk, m); ok && strings.HasSuffix(strings.TrimRight(pre, " "), ":") {
		return true
	}
	rest, ok := strings.CutPrefix(hk, m)
	return ok && strings.HasPrefix(strings.TrimLeft(rest, closingQuotes+" "), ":")
}

// openingQuotes and closingQuotes open and close a quotation in the
// scripts' conventions: English and Spanish “…”, German „…“ and ‚…‘,
// French and Russian «…», Scandinavian »…« and ”…”, Japanese 「…」.
const (
	openingQuotes = "\"'“‘„‚«»‹›「『”"
	closingQuotes = "\"'”’“‘»«›‹」』"
)

// showsLeadIn reports whether the page shows lead around heading h,
// not only as the text right before it: as the whole text of an element
// or text before h in its section (a kicker with a date line or a share
// bar between, a breadcrumb's last link, a kicker longer than
// prevText's 40 runes, one with a separator glyph after it) or of the
// element right after it. A tag list after the story does not count.
func showsLeadIn(h *xhtml.Node, lead string) bool {
	lead = leadInKey(lead)
	scope := h
	for up := 0; up < 4 && scope.Parent != nil && scope.Parent.DataAtom != atom.Body && scope.Parent.DataAtom != atom.Html; up++ {
		scope = scope.Parent
	}
	for n := range scope.Descendants() {
		if n == h {
			break
		}
		if n.Type == xhtml.TextNode && leadInKey(n.Data) == lead || n.Type == xhtml.ElementNode && !skipTags[n.DataAtom] && leadInKey(innerText(n)) == lead {
			return true
		}
	}
	next := nextElement(h)
	return next != nil && leadInKey(innerText(next)) == lead
}

// leadInKey is titleKey with the separator glyphs a kicker or a
// breadcrumb shows around its words trimmed ("Ukraine-Krieg ›").
func leadInKey(s string) string {
	return strings.TrimFunc(titleKey(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(`)"'`, r)
	})
}

// leadingCount reports whether pre, the words of heading h before a
// metadata title it ends with, is a number alone in a heading of text
// only: the headline's own count or year ("2025 Software Development
// Price Guide", "15 Best Online Tutoring Platforms"), which JSON-LD or
// an SEO title leaves out, not a kicker. A kicker is words, or a number
// in an element of its own.
func leadingCount(pre string, h *xhtml.Node) bool {
	return isDigits(strings.TrimSpace(pre)) && plainHeading(h)
}

// shownLonger reports whether another heading shows more of metadata
// title key mk than heading key hk does, both cut at the same end: the
// h1 "Forming an LLC in New York" beside the h2 "Forming an LLC" and the
// title "Forming an LLC in New York | Department of State". That heading
// is the headline with the site's name cut off, and hk, only a start or
// an end of it, is a section's title. A heading cut short with an
// ellipsis ("Trump wins Iowa caucus in landslide as Haley…", a template's
// copy of the metadata title) shows no more of the title: the headline
// is the heading it goes on from.
func shownLonger(hk, mk string, shown map[string]bool, byKey map[string]*titleCand) bool {
	for k := range shown {
		if len(k) > len(hk) && wordAffix(k, mk) && wordAffix(hk, k) && !endsWithEllipsis(byKey[k].text) {
			return true
		}
	}
	return false
}

// endsWithEllipsis reports a text cut short by a template: "…" or "...".
func endsWithEllipsis(t string) bool {
	t = strings.TrimRightFunc(t, unicode.IsSpace)
	return strings.HasSuffix(t, "…") || strings.HasSuffix(t, "...")
}

// dropSectionLabels takes the metadata support from a one-word heading
// that is only a part of the metadata titles ("Headline | Nature |
// Site") when another heading shows a whole metadata title: the word is
// the section's label above the story, not its headline.
func dropSectionLabels(shown map[string]bool, cands []*titleCand) {
	confirmed := false
	for _, c := range cands {
		confirmed = confirmed || shown[c.key] && c.heading > 0 && (c.headline || c.seo != 0)
	}
	if !confirmed {
		return
	}
	for _, c := range cands {
		if shown[c.key] && !c.headline && c.seo == 0 && !strings.ContainsRune(c.key, ' ') && runes(c.key) <= 16 {
			c.headlinePart, c.seoPart = false, 0
		}
	}
}

// seoTitle is one SEO title of a page, unescaped, with its source.
type seoTitle struct {
	text     string
	src      metaValue
	headline bool
	bit      uint16
}

// withSiteName returns the other title that t is with only the site's
// name (a key of site) added before or after it, behind a separator.
func withSiteName(t string, titles []seoTitle, site map[string]bool) (string, bool) {
	for _, o := range titles {
		w := o.text
		if w == "" || len(w) >= len(t) {
			continue
		}
		// The separator stands next to the other title: "Headline –
		// Site", "Site | Headline", not "Headline Sites".
		rest := ""
		switch {
		case strings.HasPrefix(t, w) && !isWordRune(firstRune(t[len(w):])):
			rest = t[len(w):]
		case strings.HasSuffix(t, w) && !isWordRune(lastRune(t[:len(t)-len(w)])):
			rest = t[:len(t)-len(w)]
		default:
			continue
		}
		if site[titleKey(strings.TrimFunc(rest, func(r rune) bool { return !isWordRune(r) }))] {
			return w, true
		}
	}
	return "", false
}

// cutGluedSuffix cuts from a title the names that end it behind a
// separator written without spaces, as Korean sites do with the site's
// name and section ("Headline-정치ㅣ한국일보"): names are tried in order,
// each at most once, and each cut needs a separator rune before the name.
// Spaced separators are separatedRuns' work.
func cutGluedSuffix(title string, names []string) (string, bool) {
	t, cut := title, false
	for _, name := range names {
		name = strings.TrimSpace(name)
		if name == "" || len(name) >= len(t) || !strings.EqualFold(t[len(t)-len(name):], name) {
			continue
		}
		rest := t[:len(t)-len(name)]
		r, size := utf8.DecodeLastRuneInString(rest)
		if !strings.ContainsRune(gluedSeparators, r) {
			continue
		}
		t, cut = strings.TrimRightFunc(rest[:len(rest)-size], unicode.IsSpace), true
	}
	return t, cut && t != ""
}

// gluedSeparators end a title's part before a name glued on: pipes (the
// Hangul letter ㅣ and its NFKC form ᅵ among them), dashes, a middle dot.
const gluedSeparators = "|｜ㅣᅵ-–—·"

// opensWith reports whether heading h opens with an element whose text
// is the title key k.
func opensWith(h *xhtml.Node, k string) bool {
	e := edgeElement(h, false)
	return e != nil && titleKey(innerText(e)) == k
}

// closesWithLabel reports whether heading h ends with an element whose
// text is the title key k and reads as a label: a word or two
// ("Premium", "Live", "(video)"), not a subtitle set apart by a colon
// or a dash, nor words the headline stresses or cites ("Storm hits
// <em>Lisbon</em>", "<cite>Past Lives</cite>") beside a metadata title
// cut short.
func closesWithLabel(h *xhtml.Node, k string) bool {
	if k == "" || len(strings.Fields(k)) > 2 || !isWordRune(firstRune(strings.TrimLeft(k, "(["))) {
		return false
	}
	e := edgeElement(h, true)
	return e != nil && !phraseElements[e.DataAtom] && titleKey(innerText(e)) == k
}

// trailsInElements reports whether heading h opens with text whose key
// is k and goes on, after a <br> or in an element of its own, with a
// digit, a bracket or a bullet: the rest is a line under the headline (a
// date, the sections), a source or a counter. Rest that opens with a
// word, a separator or a quotation mark is a subtitle or the headline's
// second line ("<span class=subline>", ": Subtitle"), one in <em> or
// <cite> words the headline stresses.
func trailsInElements(h *xhtml.Node, k string) bool {
	if h == nil {
		return false
	}
	var acc strings.Builder
	var end *xhtml.Node // the last text node of the opening
	brk := false        // a <br> after it
	for n := range h.Descendants() {
		switch {
		case n.Type == xhtml.ElementNode && n.DataAtom == atom.Br:
			brk = end != nil
			continue
		case n.Type != xhtml.TextNode || isBlankText(n):
			continue
		case end == nil:
			acc.WriteString(n.Data)
			acc.WriteByte(' ')
			switch tk := titleKey(acc.String()); {
			case tk == k:
				end = n
			case !strings.HasPrefix(k, tk):
				return false
			}
			continue
		}
		// n is the first text of the rest.
		// Words are a subtitle or the headline's second line; a
		// separator or a quotation mark opens a subtitle too.
		// "¿Quién ganará?" opens a Spanish subtitle as a quote does.
		// The element holding the rest that does not hold the opening.
		var own *xhtml.Node
		for p := n.Parent; p != nil && p != h && !isAncestor(p, end); p = p.Parent {
			own = p
		}
		r := firstRune(strings.TrimLeftFunc(n.Data, func(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) }))
		if unicode.IsLetter(r) {
			// Unless the element says it is the deck: "Headline<small
			// class=subtitle>Work starts in 2027</small>". (One opening
			// with a colon reads on as the headline's second part,
			// "Headline<span class=dek>: the quiet revolution</span>".)
			// The opening must read as a headline: not a kicker the
			// metadata gives alone ("Harbour", its headline in a span
			// classed subtitle after it).
			return own != nil && isDeck(own) && deckHeadSized(k)
		}
		if strings.ContainsRune(":–—-|/\"'„“”‘’«»‚‹›「『¿¡", r) {
			return false
		}
		// A number opens a date line or a count ("02.02.2022 • News",
		// "87", "3 min read") but also a subtitle ("10 tips for ...").
		if unicode.IsDigit(r) && !dateOrCount(strings.TrimPrefix(titleKey(innerText(h)), k)) {
			return false
		}
		if brk {
			return true
		}
		return own != nil && !phraseElements[own.DataAtom]
	}
	return false
}

// deckHeadSized reports whether k, a heading's opening before its deck,
// reads as a headline: headlineSized, or of a script written without
// spaces, some eight characters.
func deckHeadSized(k string) bool {
	if headlineSized(k) {
		return true
	}
	return runes(k) >= 8 && strings.IndexFunc(k, func(r rune) bool {
		return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai)
	}) >= 0
}

// isDeck reports an element of a heading that holds its deck, not the
// headline's second line: a <small>, or one classed subtitle, subhead,
// standfirst, strapline or dek.
func isDeck(n *xhtml.Node) bool {
	if n.DataAtom == atom.Small {
		return true
	}
	for _, c := range strings.Fields(strings.ToLower(attr(n, "class"))) {
		if strings.Contains(c, "subtitle") || strings.Contains(c, "sub-title") || strings.Contains(c, "subhead") ||
			strings.Contains(c, "standfirst") || strings.Contains(c, "strapline") ||
			c == "dek" || c == "deck" || strings.HasSuffix(c, "-dek") || strings.HasSuffix(c, "_dek") || strings.HasSuffix(c, "-deck") || strings.HasSuffix(c, "_deck") {
			return true
		}
	}
	return false
}

// dateOrCount reports whether rest, a heading's words after the
// headline that open with a number, read as a date line or a count: a
// few words ("87", "3 min read"), or a date opening them ("02.02.2022 •
// News", "2 February 2022 • News"), not a subtitle ("10 tips for a
// greener garden").
func dateOrCount(rest string) bool {
	f := strings.Fields(rest)
	if len(f) <= 3 {
		return true
	}
	if digitGroups(f[0]) >= 2 {
		return true
	}
	for _, w := range f[:3] {
		if len(w) == 4 && strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }) < 0 {
			return true // a year
		}
	}
	return false
}

// digitGroups counts the runs of digits in w, a word of digits set
// apart by '.', '/', ':' or '-' ("2026-11-20" has three); 0 when w holds
// anything else.
func digitGroups(w string) int {
	groups, digit := 0, false
	for _, r := range w {
		if d := unicode.IsDigit(r); d && !digit {
			groups++
		} else if !d && !strings.ContainsRune("./:-", r) {
			return 0
		}
		digit = unicode.IsDigit(r)
	}
	return groups
}

// opensWithFullDate reports whether rest opens with a numeric date of
// day, month and year ("2026-11-20", "20.11.2026"), the start of a date
// line rather than of a subtitle.
func opensWithFullDate(rest string) bool {
	f := strings.Fields(rest)
	return len(f) > 0 && digitGroups(f[0]) == 3 && strings.ContainsAny(f[0], "./-")
}

// phraseElements mark words within running text: stress, a work's
// title, a quotation. Bold is left out: sites set badges in <strong>.
var phraseElements = map[atom.Atom]bool{atom.Em: true, atom.I: true, atom.Cite: true, atom.Q: true,
	atom.Abbr: true, atom.Dfn: true}

// edgeElement returns the first (last: the last) part of heading h that
// is not blank when it is an element, else nil.
func edgeElement(h *xhtml.Node, last bool) *xhtml.Node {
	if h == nil {
		return nil
	}
	next := func(c *xhtml.Node) *xhtml.Node { return c.NextSibling }
	c := headingContent(h).FirstChild
	if last {
		next = func(c *xhtml.Node) *xhtml.Node { return c.PrevSibling }
		c = headingContent(h).LastChild
	}
	for ; c != nil; c = next(c) {
		switch {
		case isBlankText(c), c.Type == xhtml.CommentNode:
			continue
		case c.Type == xhtml.ElementNode:
			return c
		}
		return nil
	}
	return nil
}

// headingContent is the element holding a heading's parts: the heading,
// or the one element (a link, usually) that wraps all of them, a <br>
// closing the heading aside.
func headingContent(h *xhtml.Node) *xhtml.Node {
	for {
		var only *xhtml.Node
		for c := h.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == xhtml.CommentNode || isBlankText(c) || c.DataAtom == atom.Br && trailingBlank(c) {
				continue
			}
			if only != nil || c.Type != xhtml.ElementNode {
				return h
			}
			only = c
		}
		if only == nil {
			return h
		}
		h = only
	}
}

// kickerWords are class words of the kicker (dachzeile, overline) some
// sites set inside their <h1>, on a line of its own above the headline,
// and of the label or badge ("LIVE", "独自") others set before it.
var kickerWords = map[string]bool{"kicker": true, "overline": true, "dachzeile": true, "topline": true, "roofline": true,
	"toptitle": true, "supertitle": true, "eyebrow": true, "titleheader": true, "topic": true, "label": true, "badge": true}

// splitKicker reads a heading that opens with a kicker element and
// returns the rest, the headline, with the one node holding it (or
// the heading when the rest is more than one node). The opening element
// is a kicker when its class says so, or when a <br>, a separator
// element ("<span class=visually-hidden>: </span>") or a colon set as
// text ("<a>Topic</a>: Headline", only when colon is set: the
// title-classed line of a page without headings, whose metadata title
// shows the headline as a part of its own) follows it: the kicker then
// stands apart. A heading's "<a>Label</a>: Headline" or "<q>Quote</q>:
// rest" stays whole, whatever wording the metadata gives it. One that
// ends in a colon and runs
// on ("<b>Editor's letter:</b> Bye") is part of the title.
func splitKicker(h *xhtml.Node, colon bool) (string, *xhtml.Node, bool) {
	var kicker *xhtml.Node
	var rest []*xhtml.Node
	apart := false
	for c := headingContent(h).FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.CommentNode || isBlankText(c) {
			continue
		}
		switch {
		case kicker == nil:
			if c.Type != xhtml.ElementNode || innerText(c) == "" {
				return "", nil, false
			}
			kicker = c
		case len(rest) > 0:
			rest = append(rest, c)
		case c.DataAtom == atom.Br:
			apart = true
		case c.Type == xhtml.ElementNode && (isHidden(c) || strings.IndexFunc(innerText(c), isWordRune) < 0):
			apart = true // a separator for screen readers, or none at all
		default:
			// "<a href=/topic/2>Economy</a>: Headline": a colon set as
			// text after the element parts the kicker from the headline
			// as a separator element would. Which of the two reads is
			// the title the metadata tells (a <title> gluing the label
			// on confirms the whole heading).
			apart = apart || colon && c.Type == xhtml.TextNode && opensWithColon(c.Data)
			rest = append(rest, c)
		}
	}
	if kicker == nil || len(rest) == 0 {
		return "", nil, false
	}
	k := innerText(kicker)
	// "<span class=screen-reader-text>Article: </span>Headline": a label
	// read out to screen readers only is no part of the headline shown.
	apart = apart || isScreenReaderOnly(kicker)
	if !apart && (!hasClassToken(kicker, kickerWords) && !isUrgentLabel(k) || strings.HasSuffix(strings.TrimSpace(k), ":")) {
		return "", nil, false
	}
	var b strings.Builder
	for _, n := range rest {
		if n.Type == xhtml.TextNode {
			b.WriteString(n.Data)
		} else {
			b.WriteString(" " + innerText(n) + " ")
		}
	}
	raw := collapse(b.String())
	if !apart && runsOnSentence(raw) {
		// "<a class=entity-label>NASA</a> says …", "<span
		// class=badge>東京都</span>、…": the element opens the headline's
		// sentence, which runs on after it in lower case or after a comma.
		return "", nil, false
	}
	text := strings.TrimLeftFunc(raw, func(r rune) bool { return !isWordRune(r) && !strings.ContainsRune(`"'«»„“‘’¿¡(`, r) })
	if runes(text) <= runes(k) {
		return "", nil, false // a short tail is no headline
	}
	// The one node holding the rest: an element, or the text after the
	// kicker's element, which a set's XPath selects as h1/text().
	node := h
	if len(rest) == 1 && (rest[0].Type == xhtml.ElementNode || rest[0].Type == xhtml.TextNode) {
		node = rest[0]
	}
	return text, node, true
}

// opensWithColon reports a text that opens with a colon (ASCII or
// full-width), blanks aside.
func opensWithColon(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, ":") || strings.HasPrefix(s, "：")
}

// runsOnSentence reports the text after a heading's opening element
// that goes on with its sentence: a comma ("、", ",") or a first word all
// in lower case ("says"), where a headline after a label opens anew.
func runsOnSentence(rest string) bool {
	r, _ := utf8.DecodeRuneInString(rest)
	if strings.ContainsRune("、，,", r) {
		return true
	}
	w, _, _ := strings.Cut(rest, " ")
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLower(r) }) < 0
}

func bestTitle(cands []*titleCand) *titleCand {
	var best *titleCand
	bestScore := 0.0
	for _, c := range cands {
		s := c.score()
		if best == nil || s > bestScore || s == bestScore && tieBeats(c, best) {
			best, bestScore = c, s
		}
	}
	return best
}

// sharesMetaWords reports a candidate only a heading shows, no metadata
// confirming it but sharing words with a metadata title. Of such
// headings, scored alike, the first on the page is the headline: the
// cards of related stories that some themes set in <h1> too ("To Save
// Lives, This Houston Rescue Ships Stray Animals") follow the article.
// Headings sharing no word with the metadata keep the longest: a
// site's name or a section's label may stand before the headline.
func sharesMetaWords(c *titleCand) bool { return c.heading > 0 && c.overlap > 0 && c.support() == 0 }

// tieBeats reports whether c, scored as best is, is the headline rather
// than best, which comes before it: the longer, or of headings sharing
// words with the metadata the first, unless that one links to another
// page, a teaser of another story set in the hero above the article, or
// is too short for a headline (headlineSized).
func tieBeats(c, best *titleCand) bool {
	if sharesMetaWords(c) && sharesMetaWords(best) {
		if best.elsewhere != c.elsewhere {
			return best.elsewhere
		}
		if headlineSized(best.key) && best.longShared > 0 {
			return false
		}
	}
	return runes(c.text) > runes(best.text)
}

// headlineSized reports whether title key k has rewriteHead words of
// four letters or more (isLongWord): fewer make a section's or a
// topic's label ("Ukraine war", "La Portada", "Aus der Region"), which
// may stand above the headline sharing a word or a "the" with the
// metadata; the longest heading stays the headline then, as it does
// where the first shares no word of four letters or more with the
// metadata ("Most read stories of the week" beside "Why the ferry
// timetable changes"): "the", "of", "la" are in any title.
func headlineSized(k string) bool {
	long := 0
	for _, w := range keyWords(k) {
		if isLongWord(w) {
			long++
		}
	}
	return long >= rewriteHead
}

// separatedRuns returns every run of adjacent parts of a title split by
// sep, except the whole ("A - B - C": A, A - B, B, B - C, C). Titles of
// more than six parts are lists, not headline plus decoration.
func separatedRuns(text string, sep *regexp.Regexp) []string {
	locs := sep.FindAllStringIndex(text, -1)
	kept := locs[:0]
	for _, l := range locs {
		if !inASCIIWord(text, l) {
			kept = append(kept, l)
		}
	}
	return runsBetween(text, kept)
}

// inASCIIWord reports a separator match that is an underscore touching
// an ASCII letter, digit or underscore: a part of a name ("__init__.py",
// "snake_case"), not the glue of a Chinese portal's title parts.
func inASCIIWord(text string, l []int) bool {
	u := strings.IndexByte(text[l[0]:l[1]], '_')
	if u < 0 {
		return false
	}
	u += l[0]
	word := func(i int) bool {
		if i < 0 || i >= len(text) {
			return false
		}
		c := text[i]
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	return word(u-1) || word(u+1)
}

// runsBetween returns every run of adjacent parts of text split at the
// separator spans locs, except the whole; nil for none or more than five
// separators.
func runsBetween(text string, locs [][]int) []string {
	if len(locs) == 0 || len(locs) > 5 {
		return nil
	}
	bounds := []int{0}
	for _, l := range locs {
		bounds = append(bounds, l[0], l[1])
	}
	bounds = append(bounds, len(text))
	n := len(locs) + 1
	var out []string
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			if i == 0 && j == n-1 {
				continue
			}
			out = append(out, text[bounds[2*i]:bounds[2*j+1]])
		}
	}
	return out
}

// colonRuns splits "Kicker: Headline" at colons written without a space
// before them, as kickers are; "12:30" and "a : b" are not split.
func colonRuns(text string) []string {
	var locs [][]int
	for i, r := range text {
		if r != ':' && r != '：' {
			continue
		}
		end := i + len(string(r))
		if end >= len(text) || !unicode.IsSpace(rune(text[end])) || i == 0 {
			continue
		}
		if prev := lastRune(text[:i]); unicode.IsSpace(prev) || prev == ':' || unicode.IsDigit(prev) {
			continue
		}
		j := end
		for j < len(text) && unicode.IsSpace(rune(text[j])) {
			j++
		}
		locs = append(locs, []int{i, j})
	}
	return runsBetween(text, locs)
}

// cutTitleLabel returns the rest of a metadata title that opens with a
// label: a word or two in capitals before a colon ("VIDEO: …", "LIVE:
// …", "EXCLUSIVE: …"), or a CJK lenticular bracket ("【独自】…",
// "【速報】…"). Such labels are the CMS's: its templates add them to the
// metadata while the page's heading shows the label apart or not at all.
// A title all in capitals is styled so throughout: its colon runs on.
func cutTitleLabel(t string) (string, bool) {
	if rest, ok := strings.CutPrefix(t, "【"); ok {
		if i := strings.Index(rest, "】"); i > 0 && runes(rest[:i]) <= 6 {
			rest = strings.TrimSpace(rest[i+len("】"):])
			return rest, rest != ""
		}
		return "", false
	}
	if rest, ok := cutUrgentLabel(t); ok {
		return rest, true
	}
	label, rest, ok := strings.Cut(t, ": ")
	if !ok || len(strings.Fields(label)) > 2 || runes(label) < 2 || !singleCase(label) || strings.IndexFunc(label, unicode.IsLower) >= 0 ||
		strings.IndexFunc(label, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) >= 0 || strings.IndexFunc(rest, unicode.IsLower) < 0 {
		return "", false
	}
	return strings.TrimSpace(rest), true
}

// urgentLabels flag a breaking story: the badge a CMS sets before the
// headline in the heading and copies into the metadata titles ("PILNE
// Gdańsk: …", "BREAKING Fire closes …", "[속보] …"), in English,
// German, Polish, Spanish, Portuguese, French, Italian, Dutch, the
// Nordic languages, Czech, Slovak, Romanian, Greek, Turkish, Russian,
// Ukrainian, Arabic, Korean, Japanese and Chinese. Upper case, as the
// badge is written: a headline's own first word ("Breaking Bad star …",
// "Urgent care clinics …") is not.
var urgentLabels = []string{"BREAKING NEWS", "BREAKING", "JUST IN", "URGENT", "EILMELDUNG", "EIL", "PILNE",
	"ÚLTIMA HORA", "ULTIMA HORA", "URGENTE", "ÚLTIMO MINUTO", "DERNIÈRE MINUTE", "DERNIERE MINUTE", "ULTIM'ORA",
	"ULTIMORA", "NET BINNEN", "JUST NU", "SISTE NYTT", "AKTUÁLNĚ", "ULTIMA ORĂ", "ΕΚΤΑΚΤΟ", "SON DAKİKA",
	"СРОЧНО", "ТЕРМІНОВО", "عاجل", "속보", "速報", "突发", "快讯", "快訊"}

// cutUrgentLabel returns title t without an urgentLabels badge opening
// it: bare before the headline, behind a colon, a dash or a bar, or in
// brackets ("[속보]", "(URGENT)"). A title all in capitals is styled so
// throughout: its first word is no badge.
func cutUrgentLabel(t string) (string, bool) {
	if singleCase(t) {
		return "", false
	}
	rest, ok := urgentPrefix(t)
	return rest, ok && strings.IndexFunc(rest, isWordRune) >= 0
}

// isUrgentLabel reports an element's text k that is an urgentLabels
// badge alone ("PILNE", "[속보]"): an element holding only the badge
// sets it apart from the headline, whatever its class.
func isUrgentLabel(k string) bool {
	rest, ok := urgentPrefix(strings.TrimSpace(k))
	return ok && rest == ""
}

// urgentPrefix cuts an urgentLabels badge, bracketed or not, and the
// separators after it from the start of t.
func urgentPrefix(t string) (string, bool) {
	closing := ""
	switch t[:min(len(t), 1)] {
	case "[":
		closing, t = "]", t[1:]
	case "(":
		closing, t = ")", t[1:]
	}
	for _, l := range urgentLabels {
		rest, ok := strings.CutPrefix(t, l)
		if !ok {
			continue
		}
		if closing != "" {
			if rest, ok = strings.CutPrefix(rest, closing); !ok {
				continue
			}
		} else if r := firstRune(rest); isWordRune(r) || r == '\'' || r == '’' {
			continue // "EILIG", "URGENTLY": another word
		} else if len(l) <= 3 && !strings.ContainsRune(":|-–—+", firstRune(strings.TrimLeft(rest, " "))) {
			continue // "EIL Q3 results": a short badge is a firm's ticker too (Engineers India), unless a separator follows
		}
		return strings.TrimLeftFunc(rest, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(":|-–—+", r) }), true
	}
	return "", false
}

// wordAffix reports whether h is a word-bounded start or end of m.
func wordAffix(h, m string) bool {
	if h == "" || len(h) >= len(m) {
		return false
	}
	if strings.HasPrefix(m, h) {
		if r := firstRune(m[len(h):]); !isWordRune(r) {
			return true
		}
	}
	if strings.HasSuffix(m, h) {
		if r := lastRune(m[:len(m)-len(h)]); !isWordRune(r) {
			return true
		}
	}
	return false
}

// sameWording reports whether title keys a and b, not equal, are the
// same words in the same order with punctuation in the same gaps
// between them ("design: the" and "design - the"): one title written
// with other separators.
func sameWording(a, b string) bool {
	return a != b && slices.Equal(wordGaps(a), wordGaps(b))
}

// wordGaps splits a title key into its words and the gaps between them,
// a gap written "|" when it holds punctuation and " " when only spaces.
func wordGaps(k string) []string {
	var out []string
	for i := 0; i < len(k); {
		r, _ := utf8.DecodeRuneInString(k[i:])
		word, punct := isWordRune(r), false
		j := i
		for j < len(k) {
			r, size := utf8.DecodeRuneInString(k[j:])
			if isWordRune(r) != word {
				break
			}
			punct = punct || !unicode.IsSpace(r)
			j += size
		}
		switch {
		case word:
			out = append(out, k[i:j])
		case punct:
			out = append(out, "|")
		default:
			out = append(out, " ")
		}
		i = j
	}
	return out
}

// restInMeta reports whether rest, the words of a heading after a
// metadata title that opens it, is a metadata title or a part of one.
func restInMeta(rest string, byKey map[string]*titleCand) bool {
	r := byKey[titleKey(rest)]
	return r != nil && (r.inMeta() || r.colon)
}

// rewordsTitle reports whether heading key hk, most of whose words a
// metadata title has, is the headline the page shows where the metadata
// holds an SEO rewrite of it ("Keeping Your Home Spotless: Top Cleaning
// Trends" beside "Keeping Your Home Spotless: Latest Trends with CR
// Maids"). A heading whose words run on in a metadata title or a part
// of one (cands with metadata support) is a part of that title; one
// whose words run on in the heading and make at least half of it is
// that title with a kicker or a label added, or rendered apart
// ("Kicker<span>Headline</span>"). A heading of fewer than three words
// of four letters or more is a section's or a topic's name: "Israel-Gaza
// war", "Covid-19 pandemic", "Coronavirus in Germany", "Letters to the
// Editor" above a story whose title the metadata holds.
func rewordsTitle(hk string, cands []*titleCand) bool {
	hf := keyWords(hk)
	long := 0
	for _, w := range hf {
		if isLongWord(w) {
			long++
		}
	}
	if long < rewriteHead {
		return false
	}
	spaced := func(f []string) string { return " " + strings.Join(f, " ") + " " }
	hw := spaced(hf)
	for _, o := range cands {
		if !o.inMeta() && !o.colon {
			continue
		}
		of := keyWords(o.key)
		// "Kicker: Latest Trends with CR Maids" in metadata, "Kicker: Top
		// Cleaning Trends" on the page: the same kicker opens another
		// headline.
		if !o.inMeta() && strings.HasPrefix(hw, spaced(of)) {
			continue
		}
		// "Prawns in rice fields: a model that doubles incomes" beside
		// the h1 "Delta farmers now raise prawns in rice fields": a
		// heading that ends with the topic opening a metadata title
		// before its colon rewords that title; a kicker opens a
		// headline, it does not close one. Words enough must come
		// before the topic: "Live Storm Ciarán" is a badge glued to
		// the topic of "Storm Ciarán: thousands without power".
		if !o.inMeta() && len(hf)-len(of) >= 3 && strings.HasSuffix(hw, spaced(of)) && opensMetaTitle(o.key, cands) {
			continue
		}
		if ow := spaced(of); strings.Contains(ow, hw) || 2*len(of) >= len(hf) && strings.Contains(hw, ow) {
			return false
		}
	}
	return true
}

// seoRewrite reports whether heading c, sharing a long word
// (isLongWord) with the metadata titles, is the headline shown beside
// metadata that an SEO plugin rewrote: a metadata title holds a year c
// does not ("Ferry cuts 2026: which routes are cancelled" above
// "Seaside towns count the cost as ferry routes are cut") or a "Topic:
// rest" colon where c has none.
// Such a rewrite may share few words with the headline. A heading that
// ends in a full stop is a standfirst set as the h1, not a headline.
func seoRewrite(c *titleCand, metas []titleMeta) bool {
	if strings.HasSuffix(c.text, ".") {
		return false
	}
	hw := titleWords(c.key)
	colon := strings.ContainsAny(c.key, ":：")
	// "Morning Briefing with Anna Smith" beside "Morning Briefing: budget
	// 2026, floods and the cup final": a heading opening with the topic
	// before a metadata title's colon names the series or programme the
	// metadata title is an episode of; it is no rewrite of it.
	// A heading longer than a metadata title is no programme's name:
	// "Smog in Lahore worsens, schools in six districts shut until
	// Monday" beside "Smog in Lahore: schools shut for a week" goes on
	// from the topic in a sentence of its own.
	shortest := -1
	for _, m := range metas {
		if n := runes(m.key); shortest < 0 || n < shortest {
			shortest = n
		}
	}
	for _, m := range metas {
		if runs := colonRuns(m.key); len(runs) > 1 && wordAffix(runs[0], c.key) && strings.HasPrefix(c.key, runs[0]) &&
			(runes(c.key) <= shortest || namesHost(c.key[len(runs[0]):])) {
			return false
		}
	}
	live := liveMarked(c.key)
	for _, m := range metas {
		if !colon && len(colonRuns(m.key)) > 0 {
			return true
		}
		if !live && c.longShared >= rewriteLong && liveMarked(m.key) {
			// "Wellington storm live: Red warning, SH2 closed" beside
			// the h1 "Wellington storm: Red heavy rain warning as SH2
			// closes": a live page's metadata carries its running
			// summary, marked live; the heading without the mark is the
			// headline readers see.
			return true
		}
		for w := range m.words {
			if isYear(w) && !hw[w] {
				return true
			}
		}
	}
	return false
}

// shortSocialTitle reports whether every whole metadata title (JSON-LD
// headline, og:title, <title> with the site's name cut) is much shorter
// than heading c, at most shortShare of its words: the short social or
// search headline a newsroom writes beside the display headline
// ("Lakeport council backs armory housing plan" beside the h1 "Council
// votes to turn Harmon Street armory into 84 affordable apartments").
// The heading, sharing long words with it (rewriteLong), is the headline
// readers see; a metadata title about as long as the heading is the
// headline with the heading's kicker or deck dropped, not a rewrite.
//
// Not a heading that ends in a full stop (a standfirst set as the h1, as
// seoRewrite says) nor a live ticker's, whose "+++" runs on into its
// latest entries ("Krieg in Nahost: … +++ Israel schickt Panzer …"
// beside the ticker's own title "Israel und Gaza: News und …").
func shortSocialTitle(c *titleCand, cands []*titleCand) bool {
	if endsFullStop(c.text) || strings.Contains(c.text, "+++") {
		return false
	}
	hw := len(keyWords(c.key))
	n := 0
	for _, o := range cands {
		if o == c || !(o.headline || o.seo != 0) {
			continue
		}
		if float64(len(keyWords(o.key))) > shortShare*float64(hw) {
			return false
		}
		n++
	}
	return n > 0
}

// endsFullStop reports a heading that ends in a full stop, closing
// quotes and brackets aside: a standfirst set as the h1 ends so ("…,
// telling MPs: “We will not pay twice.”"), in Latin or another script
// (。, ।, ۔). A question or an exclamation ends headlines too.
func endsFullStop(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.In(r, unicode.Pf, unicode.Pe) || r == '"' || r == '\''
	})
	return strings.ContainsRune(".。．｡।۔", lastRune(s))
}

// liveMarks mark a live page's title ("… live:", "EN DIRECT", "ao
// vivo", "Liveticker"), as whole words of a title key (whose hyphens
// part words: "Live-Ticker" is "live ticker").
var liveMarks = []string{" live ", " liveblog ", " liveticker ", " en direct ", " en vivo ", " en directo ",
	" ao vivo ", " em direto ", " in diretta ", " na żywo ", " canlı ", " trực tiếp ", " živě ", " naživo ", " élő ",
	" ζωντανά ", " онлайн трансляция ", " مباشر ", " लाइव ", " 실시간 "}

// liveMarked reports a title key with a live mark as a badge: opening or
// closing the title or a part of it between separators ("storm live:
// …", "LIVE | …", "… - en direct"). Amid a part's words the mark is
// prose: "who live near SH2", "vendent en direct" (sell directly).
func liveMarked(k string) bool {
	k = strings.ReplaceAll(k, " - ", ":")
	for _, part := range strings.FieldsFunc(k, func(r rune) bool { return strings.ContainsRune(":：|()[]", r) }) {
		w := " " + strings.Join(keyWords(part), " ") + " "
		if slices.ContainsFunc(liveMarks, func(m string) bool { return strings.HasPrefix(w, m) || strings.HasSuffix(w, m) }) {
			return true
		}
	}
	return false
}

// namesHost reports whether rest, what a heading says after a topic,
// opens with the word that introduces a programme's hosts: "Morning
// Briefing with Anna Smith and Tom Reid" is the programme's name however
// long; a headline goes on from its topic with a verb or a clause.
func namesHost(rest string) bool {
	f := keyWords(rest)
	return len(f) > 1 && hostWords[f[0]]
}

// hostWords introduce a programme's hosts: "with" in English, German,
// French, Spanish and Italian, Portuguese, Dutch, the Nordic languages,
// Romanian.
var hostWords = map[string]bool{"with": true, "mit": true, "avec": true, "con": true, "com": true, "met": true, "med": true, "cu": true}

// inflectsAny reports whether heading word w is a long word of mw with
// a case ending glued on, in a script without letter case: Telugu
// "విజయవాడలో" ("in Vijayawada") of "విజయవాడ", Korean "서울에서" of "서울",
// as languages of those scripts inflect names. (In a cased script a
// word's start is often another word: "count" of "country".)
func inflectsAny(w string, mw map[string]bool) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsLetter(r) || unicode.IsUpper(r) || unicode.IsLower(r) {
		return false
	}
	// A stem of fewer than four runes only of Hangul, a rune a syllable:
	// elsewhere it is a particle or preposition that opens other words,
	// Arabic "في" ("in") of "فيديو" ("video"), Hindi "ने" of "नेता"
	// ("leader"), Hebrew "את" of "אתמול" ("yesterday").
	hangul := unicode.Is(unicode.Hangul, r)
	n := runes(w)
	for m := range mw {
		if k := runes(m); k >= 2 && n > k && n-k <= 3 && strings.HasPrefix(w, m) && (k >= 4 || n >= 4 && hangul) {
			return true
		}
	}
	return false
}

// runsInto reports whether heading word w and a long word of mw, both
// of a script written without spaces between its words (Thai, Lao,
// Khmer, Burmese), hold one another: a run between spaces there is a
// phrase of several words, and a rewording joins them otherwise. The
// h1 "ฝุ่น PM2.5 เชียงใหม่เกินมาตรฐาน 12 อำเภอ …" beside the og:title
// "เชียงใหม่ฝุ่นพุ่ง! ค่า PM2.5 เกินมาตรฐาน 12 อำเภอ" shares
// "เกินมาตรฐาน" and "ฝุ่น" though no run of the one is a run of the other.
func runsInto(w string, mw map[string]bool) bool {
	if !unspacedScript(firstRune(w)) {
		return false
	}
	for m := range mw {
		if !unspacedScript(firstRune(m)) || m == w {
			continue
		}
		short, long := m, w
		if runes(short) > runes(long) {
			short, long = long, short
		}
		if isLongWord(short) && strings.Contains(long, short) {
			return true
		}
	}
	return false
}

// unspacedScript reports a rune of a script written without spaces
// between its words, which sets spaces between phrases: Thai, Lao,
// Khmer, Burmese.
func unspacedScript(r rune) bool {
	return unicode.In(r, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

// isYear reports a word that is a year from 1900 to 2099 (yearIn).
func isYear(w string) bool { return len(w) == 4 && yearIn(w) }

// linksElsewhere reports whether heading h is a link to another page
// than page (the og:url): a teaser of another story set in the hero
// above the article, not the article's headline. Without page, or with
// a link to the page itself (blog themes link the headline to its
// permalink), it is not.
func linksElsewhere(h *xhtml.Node, page string) bool {
	if h == nil || page == "" {
		return false
	}
	a := headingContent(h)
	if a.DataAtom != atom.A {
		return false
	}
	base, err := url.Parse(page)
	if err != nil {
		return false
	}
	href, err := base.Parse(strings.TrimSpace(attr(a, "href")))
	if err != nil || href.Path == "" && href.Host == "" {
		return false
	}
	return !strings.EqualFold(href.Host, base.Host) || strings.TrimRight(href.Path, "/") != strings.TrimRight(base.Path, "/")
}

// titleWords is the set of lower-case words of a title key.
func titleWords(k string) map[string]bool {
	out := map[string]bool{}
	for _, w := range keyWords(k) {
		out[w] = true
	}
	return out
}

// keyWords are the words of a title key, in order.
func keyWords(k string) []string {
	return strings.FieldsFunc(k, func(r rune) bool { return !isWordRune(r) })
}

// isLongWord reports a word of four letters or more, which a rewording
// of a title keeps: "the", "of", "in" it may drop or add.
func isLongWord(w string) bool { return runes(w) >= 4 }

// isWordRune reports a rune of a word. A combining mark is one: the vowel
// signs and viramas of Devanagari, Tamil, Bengali, Sinhala or Thai sit
// inside a word ("मेट्रो", "மதுரை"), and a word must not break at them.
// A variation selector is not: it only picks an emoji's or a symbol's
// glyph ("⚡️", "⚓️").
func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) ||
		(unicode.IsMark(r) && !unicode.Is(unicode.Variation_Selector, r))
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// linksHome reports whether a heading is (inside) a link to a site's home
// page: the site's name in its header, not an article's headline.
func linksHome(n *xhtml.Node) bool {
	var a *xhtml.Node
	for p, i := n, 0; p != nil && i < 4; p, i = p.Parent, i+1 {
		if p.DataAtom == atom.A {
			a = p
			break
		}
	}
	if a == nil {
		a = find(n, func(x *xhtml.Node) bool { return x.DataAtom == atom.A })
	}
	return a != nil && isHomeHref(attr(a, "href"))
}

var localeRoot = regexp.MustCompile(`^/[a-z]{2}(?:-[a-z]{2})?$`)

// isHomeHref reports whether href points at a site's root ("/", "/en/",
// "https://example.com/index.html"), also inside a web.archive.org copy.
func isHomeHref(href string) bool {
	href = strings.TrimSpace(href)
	if href == "" || strings.HasPrefix(href, "#") {
		return false
	}
	u, err := url.Parse(href)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	p := u.Path
	if strings.HasPrefix(p, "/web/") {
		if i := strings.Index(p, "/http"); i > 0 {
			if v, err := url.Parse(p[i+1:]); err == nil {
				p = v.Path
			}
		}
	}
	if u.Host == "" && !strings.HasPrefix(p, "/") {
		return false
	}
	switch p = strings.TrimRight(p, "/"); p {
	case "", "/index.html", "/index.htm", "/index.php", "/home":
		return true
	}
	return localeRoot.MatchString(p)
}

// appName returns an application-name meta value if it can be the
// site's name, else "". Some CMSs fill that meta with the page's title
// ("Fishing Masters Show in Rostock im Mai 2022 - BLINKER"), which would
// then pass for the site's name and be refused as the headline.
func appName(v string) string {
	if len(strings.Fields(v)) > maxSiteNameWords {
		return ""
	}
	return v
}

// maxSiteNameWords is the most words a site's name is taken to have
// ("The New York Times Company").
const maxSiteNameWords = 5

func hasTitleClass(n *xhtml.Node) bool {
	return hasClassToken(n, titleClassWords)
}

// hasHeadingTitleClass reports a heading classed as a title, where
// "tit" counts too: Korean and Japanese templates abbreviate it
// ("tit_view", "art_tit", "tit-area"). Only on a heading element: on a
// div or span the token names box titles as often.
func hasHeadingTitleClass(n *xhtml.Node) bool {
	return hasTitleClass(n) || hasClassToken(n, headingTitleAbbrevs)
}

var headingTitleAbbrevs = authorSet(`tit`)

// firstProse returns the index of the first block of prose in blocks:
// not furniture, no heading, of 50 runes or more and not links; or
// len(blocks).
func firstProse(blocks []*block) int {
	for i, b := range blocks {
		if !b.boiler && !b.heading && b.runes >= 50 && 4*b.links < b.runes {
			return i
		}
	}
	return len(blocks)
}

// hasHeadlineH1 reports an h1 that can be a story's headline: one that
// is not the site's name linking home (an h1 in furniture may still be).
func hasHeadlineH1(blocks []*block) bool {
	for _, b := range blocks {
		if b.owner.DataAtom == atom.H1 && !linksHome(b.owner) {
			return true
		}
	}
	return false
}

// isSiteBrand reports a title-classed element that is the site's name
// in the masthead, not a story's headline: <a href="/"><span
// class="site-title">, <div class="brand"><span class="titre-site">. It
// is a part of the metadata title too ("Site - Headline").
func isSiteBrand(n *xhtml.Node) bool {
	if linksHome(n) {
		return true
	}
	for _, t := range classTokens(n) {
		if t == "site" || siteBrandWords[t] {
			return true
		}
	}
	// Not "site" above n: themes wrap the whole page in "site-content",
	// "site-main".
	return n.Parent != nil && hasClassToken(n.Parent, siteBrandWords)
}

var siteBrandWords = authorSet(`sitename logo brand branding masthead`)

// titleClassWords name a headline in class names, also in Spanish,
// Portuguese, Italian, French and German: "titulo_nota", "titolo-articolo".
var titleClassWords = authorSet(`title headline heading titulo titular titolo titre titel`)

// stripSiteName cuts a "| Site" or "Site - " part off a title when the
// part is the site's name or a web address.
func stripSiteName(t string, names []string) string {
	isName := func(s string) bool { return isDomainName(s) || isSiteName(s, names) }
	// The site's initials ("- WVT" for willowvalleytribune.com) only
	// close a title: before the headline or in its middle capitals are
	// more likely its own words ("US - China talks resume" on
	// usatoday.com, "Brexit - UK - what next" on ukdailynews.com).
	isSuffixName := func(s string) bool { return isName(s) || isOutletName(s, names) }
	isNameOrInitials := func(s string) bool {
		return isSuffixName(s) || slices.ContainsFunc(names, func(n string) bool { return isInitialism(s, n) })
	}
	// A breadcrumb only when the site's name opens it or follows its
	// last step: a headline may use the arrows itself ("AI » the next
	// frontier » what experts say").
	if first, leaf, ok := breadcrumbLeaf(t); ok && (isName(first) || closesWithSiteName(leaf, isSuffixName)) {
		t = leaf
	}
	locs := titleSeparators.FindAllStringIndex(t, -1)
	if len(locs) > 0 {
		if last := locs[len(locs)-1]; isNameOrInitials(t[last[1]:]) {
			return strings.TrimSpace(t[:last[0]])
		}
		if first := locs[0]; isName(t[:first[0]]) {
			return strings.TrimSpace(t[first[1]:])
		}
		// "Headline — Site — Tagline": the site's name in the middle,
		// its motto after it. A word or two before the name are rather a
		// headline's own parts: "Everton - Liverpool - as it happened"
		// on liverpool.com.
		for i := 1; i < len(locs); i++ {
			if len(strings.Fields(t[:locs[i-1][0]])) >= 3 && isName(t[locs[i-1][1]:locs[i][0]]) {
				return strings.TrimSpace(t[:locs[i-1][0]])
			}
		}
	}
	// "RogerBW's Blog: Advent of Code": the name set before the
	// headline like a kicker, the colon right after it.
	if name, rest, ok := colonPrefix(t); ok && isColonSiteName(name, names) && plausibleTitle(rest) {
		return rest
	}
	return t
}

// isSiteName reports whether s is one of the site's names, as its
// metadata or its host give them (siteNames): the same words, or the
// same letters with an article or a few letters more ("Der Landbote"
// for landbote.ch, "Golem.de" for golem).
func isSiteName(s string, names []string) bool {
	k := titleKey(s)
	letters := foldLetters(s)
	for _, n := range names {
		nk := titleKey(n)
		if nk == "" {
			continue
		}
		if k == nk || strings.HasPrefix(k, nk) && runes(k)-runes(nk) < 3 {
			return true
		}
		if fl := foldLetters(n); len(fl) >= 4 && (letters == fl || strings.HasPrefix(letters, fl) && len(letters)-len(fl) <= 3) {
			return true
		}
		// An article before the name: "Der Landbote" for landbote.ch.
		if fl := foldLetters(n); len(fl) >= 5 && strings.HasSuffix(letters, fl) && len(letters)-len(fl) <= 3 && strings.Contains(strings.TrimSpace(s), " ") {
			return true
		}
	}
	return false
}

// isOutletName reports a title's closing part that is one of the
// site's names and a word that calls it a news outlet: "Cantorgate
// Online" for cantorgate.example. Only as the suffix: opening a title
// the same words are a live page's or a column's name ("Liverpool LIVE
// - Slot's press conference" on liverpool.example).
func isOutletName(s string, names []string) bool {
	k := titleKey(s)
	for _, n := range names {
		if nk := titleKey(n); nk != "" {
			if rest, ok := strings.CutPrefix(k, nk+" "); ok && outletWords[rest] {
				return true
			}
		}
	}
	return false
}

// outletWords follow a site's name to call it a news outlet, in the
// title's suffix ("| Cantorgate Online", "- Riverside Today"): the
// languages' words for online, news, today, daily, and the
// international ones (live, TV, 24).
var outletWords = map[string]bool{"online": true, "news": true, "today": true, "daily": true, "live": true,
	"tv": true, "24": true, "digital": true, "aktuell": true, "nachrichten": true, "noticias": true, "notícias": true,
	"notizie": true, "nieuws": true, "nyheter": true, "nyheder": true, "uutiset": true, "haber": true,
	"haberler": true, "wiadomości": true, "zprávy": true, "novosti": true, "новости": true, "hoy": true,
	"hoje": true, "oggi": true, "heute": true, "aujourd'hui": true, "actu": true, "info": true, "infos": true}

// breadcrumbArrows split a title written as a breadcrumb: "News › Local
// › Headline | Site", "Site » Blog Archive » Headline".
var breadcrumbArrows = regexp.MustCompile(`\s+[›>»]\s+`)

// breadcrumbLeaf returns the first and the last step of a title that
// is a breadcrumb of three steps or more, the last with what follows it
// behind another separator (the site's name, left to stripSiteName);
// ok is false for any other title. French quotes are set off by spaces
// (« Ici » : …), so » counts as an arrow only in a title without «.
func breadcrumbLeaf(t string) (first, leaf string, ok bool) {
	locs := breadcrumbArrows.FindAllStringIndex(t, -1)
	if strings.ContainsRune(t, '«') {
		locs = slices.DeleteFunc(locs, func(l []int) bool { return strings.ContainsRune(t[l[0]:l[1]], '»') })
	}
	if len(locs) < 2 {
		return "", "", false
	}
	leaf = strings.TrimSpace(t[locs[len(locs)-1][1]:])
	if !plausibleTitle(leaf) {
		return "", "", false
	}
	return t[:locs[0][0]], leaf, true
}

// boardTail returns the text of heading h before its last breadcrumb
// arrow when the step after the arrow is the text of a link in doc (a
// menu's entry, so a section's name): "Headline > Board".
func boardTail(h, doc *xhtml.Node) (string, bool) {
	if h == nil || doc == nil {
		return "", false
	}
	t := collapse(innerText(h))
	locs := breadcrumbArrows.FindAllStringIndex(t, -1)
	if len(locs) == 0 {
		return "", false
	}
	l := locs[len(locs)-1]
	head, tail := strings.TrimSpace(t[:l[0]]), titleKey(t[l[1]:])
	if tail == "" || runes(tail) > 30 || !plausibleTitle(head) {
		return "", false
	}
	var linked func(n *xhtml.Node) bool
	linked = func(n *xhtml.Node) bool {
		if n.Type == xhtml.ElementNode && n.DataAtom == atom.A {
			return titleKey(innerText(n)) == tail
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if linked(c) {
				return true
			}
		}
		return false
	}
	return head, linked(doc)
}

// closesWithSiteName reports whether title t ends in a part, behind a
// separator, that isName takes for the site's name.
func closesWithSiteName(t string, isName func(string) bool) bool {
	locs := titleSeparators.FindAllStringIndex(t, -1)
	return len(locs) > 0 && isName(t[locs[len(locs)-1][1]:])
}

// isInitialism reports whether s is an abbreviation of the site's name
// n: two to five capitals, the first the name's first letter and the
// others found in the name in their order ("WVT" for "Willow Valley
// Tribune" or the host willowvalleytribune, "NWZ" for nordwestzeitung).
func isInitialism(s, n string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 2 || len(s) > 5 || strings.IndexFunc(s, func(r rune) bool { return r < 'A' || r > 'Z' }) >= 0 {
		return false
	}
	s = strings.ToLower(s)
	fl := foldLetters(n)
	if len(fl) <= len(s) || fl[0] != s[0] {
		return false
	}
	j := 1
	for i := 1; i < len(fl) && j < len(s); i++ {
		if fl[i] == s[j] {
			j++
		}
	}
	return j == len(s)
}

// isColonSiteName reports a kicker that is the site's name itself. The
// loose match of isName would take a topic that only opens like the
// name ("Weltcup:" on welt.de, "Bildung:" on bild.de), and any web
// address a company in the news ("Booking.com:" on another site): before
// a colon, the letters must be the name's, an address the site's own.
func isColonSiteName(s string, names []string) bool {
	keys := []string{foldLetters(s)}
	if isDomainName(s) {
		for _, k := range hostNames("http://" + strings.TrimSpace(s)) {
			keys = append(keys, foldLetters(k))
		}
	}
	for _, n := range names {
		fl := foldLetters(n)
		if fl != "" && slices.Contains(keys, fl) {
			return true
		}
	}
	return false
}

// colonPrefix splits "Kicker: Headline" at its first colon when the
// colon follows a word and a space follows it, as a kicker's does;
// "12:30 Uhr" and "a : b" are not split.
func colonPrefix(t string) (string, string, bool) {
	i := strings.IndexAny(t, ":：")
	if i <= 0 {
		return "", "", false
	}
	_, size := utf8.DecodeRuneInString(t[i:])
	rest := t[i+size:]
	if r := lastRune(t[:i]); !isWordRune(r) && !strings.ContainsRune(`'’")`, r) || unicode.IsDigit(r) {
		return "", "", false
	}
	if r := firstRune(rest); !unicode.IsSpace(r) {
		return "", "", false
	}
	return t[:i], strings.TrimSpace(rest), true
}

// domainName matches a web address written as a name: "Newegg.com",
// "FASSETTE.NET", "www.example.co.uk".
var domainName = regexp.MustCompile(`^(?i:www\.)?[\pL\pN-]+(\.[\pL\pN-]+)*\.\pL{2,6}$`)

// isDomainName reports whether s, trimmed, is a web address and no more.
func isDomainName(s string) bool {
	return domainName.MatchString(strings.TrimSpace(s))
}

// siteNames are the names a page gives its site (siteNameHints) and
// those its URL's host gives it (hostNames).
func siteNames(p *Page) []string {
	return append(siteNameHints(p.Doc), hostNames(p.URL)...)
}

// hostNames are the names a URL's host gives a site, for recognizing
// one written out in a title: the host without www. and TLD
// ("seznamzpravy.cz" ~ "Seznam Zprávy"), and for a subdomain or a
// two-part suffix the domain's own label ("promotions.newegg.com" ~
// "Newegg.com", "www.dailymail.co.uk" ~ "Daily Mail").
func hostNames(raw string) []string {
	if i := strings.Index(raw, "://"); i >= 0 {
		raw = raw[i+3:]
	}
	if i := strings.IndexAny(raw, "/:?#"); i >= 0 {
		raw = raw[:i]
	}
	raw = strings.TrimPrefix(strings.ToLower(raw), "www.")
	if i := strings.LastIndex(raw, "."); i > 0 {
		raw = raw[:i]
	}
	out := []string{raw}
	labels := strings.Split(raw, ".")
	if len(labels) < 2 {
		return out
	}
	label := labels[len(labels)-1]
	if secondLevel[label] {
		label = labels[len(labels)-2] // co.uk, com.au, gv.at
	}
	if label != raw && label != "www" {
		out = append(out, label)
	}
	// A publication on a subdomain of its group's domain
	// ("landbote.zeitungsverlag.ch"): its own label. Not a section's or a
	// service's ("politics.example.com", "mobile.…"), which a title may
	// name as its first words.
	if first := labels[0]; first != label && len(first) >= 5 && !secondLevel[first] && !sectionLabels[first] {
		out = append(out, first)
	}
	return out
}

// sectionLabels are subdomain labels that name a section or a service
// of a site rather than a publication.
var sectionLabels = map[string]bool{"news": true, "sport": true, "sports": true, "politics": true, "politik": true,
	"money": true, "business": true, "travel": true, "culture": true, "kultur": true, "tech": true, "health": true,
	"science": true, "video": true, "videos": true, "media": true, "mobile": true, "edition": true, "blogs": true,
	"world": true, "local": true, "weather": true, "wetter": true, "wirtschaft": true, "nachrichten": true,
	"meinung": true, "opinion": true, "reise": true, "karriere": true, "jobs": true, "shop": true, "store": true,
	"games": true, "music": true, "style": true, "food": true, "finance": true, "markets": true, "english": true}

// secondLevel are second-level labels under which sites register
// ("example.co.uk"); a two-label name ending in one names no site.
var secondLevel = map[string]bool{"co": true, "com": true, "net": true, "org": true, "ac": true, "gov": true, "or": true, "ne": true, "go": true, "gv": true, "edu": true}

// foldLetters keeps the letters and digits of s, lower-cased and without
// accents: "Seznam Zprávy" and "seznamzpravy" both give "seznamzpravy".
func foldLetters(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// titleFromMatch turns what a title XPath selected into a title, as the
// heuristic would write it; ok says whether it is plausible.
func titleFromMatch(ld *ldMemo, m selectors.Match, siteNames []string) (string, bool) {
	t := m.Value
	if m.Node != nil && !m.HasValue && isJSONLDScript(m.Node) {
		t = ldArticleString(ld, m.Node, "headline", "name")
	} else {
		t = matchText(ld, m)
		if m.Node != nil && !m.HasValue && m.Node.Type == xhtml.ElementNode {
			if s, ok := spaceGluedParts(m.Node); ok {
				t = s
			}
		}
	}
	if strings.IndexByte(t, '&') >= 0 {
		// Escaped twice in the page ("SQL &amp;#x26; AI"): read as the
		// heuristic reads its candidates.
		t = collapse(html.UnescapeString(t))
	}
	if m.Node != nil && m.Node.Type == xhtml.TextNode && opensWithColon(t) {
		// The headline's text after its topic's label, the colon
		// between them set as text ("<a>Topic</a>: Headline", see
		// splitKicker).
		t = strings.TrimLeft(strings.TrimSpace(t), ":： ")
	}
	t = cutLeadingDate(stripSiteName(t, siteNames))
	return t, plausibleTitle(t)
}

// titleAsWritten returns title t, read by a set's XPath, as the page's
// metadata writes it when the page styles it in capitals only or lower
// case only (as chooseTitleNamed does): a set keeps reading the site's
// heading, which on its other pages may hold a headline the metadata
// words otherwise, and still gives "Das Busnetz wird ausgebaut" for
// <h1>DAS BUSNETZ WIRD AUSGEBAUT</h1>. The metadata is read only for
// such a title.
func titleAsWritten(t string, doc *xhtml.Node, ld *ldMemo, siteNames []string) string {
	if t == "" || !singleCase(t) {
		return t
	}
	md := collectMetadataMemo(doc, ld)
	var texts []string
	for _, o := range md.ld {
		texts = append(texts, ldString(o.m, "headline"))
	}
	for _, key := range []string{"og:title", "twitter:title", "title", "itemprop:headline"} {
		for _, v := range md.metas[key] {
			texts = append(texts, v.val)
		}
	}
	if md.title != nil {
		texts = append(texts, innerText(md.title))
	}
	k := titleKey(t)
	for _, s := range texts {
		s = stripSiteName(collapse(html.UnescapeString(s)), siteNames)
		if !singleCase(s) && titleKey(s) == k {
			return s
		}
	}
	return t
}

func plausibleTitle(t string) bool {
	n := runes(t)
	return n >= 3 && n <= 400 && strings.IndexFunc(t, isLetter) >= 0
}

// extendsTitle reports whether heading key h is metadata title key m
// with words added at its end, no separator between ("Cells expand
// capacity" and the heading "Cells expand capacity in Tennessee") or
// after a colon ("…: work starts in March"): SEO titles are cut to a
// length or at the colon, the heading shows the whole headline. m
// must be at least half of h, so that a short label is not read as a cut
// headline.
func extendsTitle(h, m string) bool {
	if len(m) < 10 || 2*runes(m) < runes(h) {
		return false
	}
	// "Council approves pool budget: work starts in March" beside the
	// SEO title "Council approves pool budget": cut at the colon.
	if rest, ok := strings.CutPrefix(h, m+": "); ok {
		return isWordRune(firstRune(rest))
	}
	if !strings.HasPrefix(h, m+" ") {
		return false
	}
	return isWordRune(firstRune(h[len(m)+1:]))
}

// plainHeading reports whether heading n holds text only, no elements:
// words added after a metadata title in elements of their own are a
// source, a counter or a subtitle ("Headline <span>(example.com)</span>
// <a>87</a>"), not the rest of a cut headline.
func plainHeading(n *xhtml.Node) bool {
	if n == nil {
		return false
	}
	for c := headingContent(n).FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && !(c.DataAtom == atom.Br && trailingBlank(c)) {
			return false
		}
	}
	return true
}

// trailingBlank reports whether only blank text and comments follow n
// among its siblings: a <br> closing a heading shows nothing, as page
// builders leave one after the text ("Headline<br>").
func trailingBlank(n *xhtml.Node) bool {
	for c := n.NextSibling; c != nil; c = c.NextSibling {
		if c.Type != xhtml.CommentNode && !isBlankText(c) {
			return false
		}
	}
	return true
}

// opensMetaTitle reports whether k is the part before the colon of a
// whole metadata title.
func opensMetaTitle(k string, cands []*titleCand) bool {
	for _, o := range cands {
		if (o.headline || o.seo != 0) && strings.HasPrefix(o.key, k) && strings.HasPrefix(strings.TrimLeft(o.key[len(k):], " "), ":") {
			return true
		}
	}
	return false
}

// spaceGluedParts returns heading n's text with a space where the text
// of one element ends in a lower-case letter and the next part's opens
// with a capital, no space between ("Exclusive<span class=block>Council
// …</span>", "Headline<small>Subtitle</small>"): the page sets the parts
// on lines of their own by CSS (Tailwind's "block", a subtitle's
// display), and a word is not split across elements at a capital. ok
// reports whether a space was added; the text is otherwise innerText's.
func spaceGluedParts(n *xhtml.Node) (string, bool) {
	if n.FirstChild == nil || n.FirstChild == n.LastChild && n.FirstChild.Type == xhtml.TextNode {
		return "", false
	}
	var b strings.Builder
	var last rune
	crossed, added := false, false
	var walk func(*xhtml.Node)
	walk = func(c *xhtml.Node) {
		switch c.Type {
		case xhtml.TextNode:
			if c.Data == "" {
				return
			}
			first, _ := utf8.DecodeRuneInString(c.Data)
			// A letter, or a capital and a letter, before the capital
			// is a name's prefix, not a kicker ("Mc<span>Donald's</span>",
			// "<span>i</span>Phone", "e<span>Bay</span>"); a headline's
			// last word ("Prices go up<small>Sub</small>") is not.
			if crossed && unicode.IsLower(last) && unicode.IsUpper(first) && !namePrefixEnds(b.String()) {
				b.WriteByte(' ')
				added = true
			}
			b.WriteString(c.Data)
			last, _ = utf8.DecodeLastRuneInString(c.Data)
			crossed = false
			return
		case xhtml.ElementNode:
			if leftOutOfText(c) || c.DataAtom == atom.Wbr {
				return // <wbr> breaks a word without a space ("Open<wbr>AI")
			}
			if blockTags[c.DataAtom] {
				b.WriteByte(' ')
			}
		default:
			return
		}
		crossed = true
		for k := c.FirstChild; k != nil; k = k.NextSibling {
			walk(k)
		}
		crossed = true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c)
	}
	if !added {
		return "", false
	}
	return collapse(b.String()), true
}

// namePrefixEnds reports whether s ends with a word that reads as a
// name's prefix: one letter, or a capital and a lower-case letter.
func namePrefixEnds(s string) bool {
	if i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(s[i:])
		s = s[i+size:] // past the mark, which may be more than a byte ("«", "“", a no-break space)
	}
	w := []rune(s)
	return len(w) == 1 || len(w) == 2 && unicode.IsUpper(w[0])
}

// siteOnlyTitle reports a title of two parts or more, each the site's
// furniture on the page: a menu link's text ("News", "Aktuelles"), in an
// image's alt (the banner's "Greenfield Historical Society") or in the
// copyright line. A title naming the story has a part shown nowhere so.
func siteOnlyTitle(doc *xhtml.Node, t string) bool {
	parts := partSeparators.Split(t, -1)
	if len(parts) < 2 {
		return false
	}
	var links, others []string
	var walk func(*xhtml.Node)
	walk = func(n *xhtml.Node) {
		switch {
		case n.DataAtom == atom.A:
			links = append(links, titleKey(innerText(n)))
		case n.DataAtom == atom.Img:
			others = append(others, titleKey(attr(n, "alt")))
		case n.Type == xhtml.TextNode && strings.Contains(n.Data, "©") && n.Parent != nil:
			others = append(others, titleKey(innerText(n.Parent)))
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for _, p := range parts {
		k := titleKey(p)
		if k == "" {
			return false
		}
		inOthers := slices.ContainsFunc(others, func(o string) bool { return strings.Contains(o, k) })
		if !inOthers && (!slices.Contains(links, k) || len(strings.Fields(p)) >= 4) {
			// A part of four words or more shown only as a link is the
			// story's headline linked to itself or from a recent-posts
			// list, not a menu's section.
			return false
		}
	}
	return true
}

// emphasizedHeadline returns the first line outside furniture set in
// bold, of three to 25 words and no closing full stop, with the story's
// prose within the three lines after it, and the element holding it; or nil. A side column's
// bold box titles ("Nächste Spiele") have links or short lines after
// them.
func emphasizedHeadline(blocks []*block) (string, *xhtml.Node) {
	lines := textLines(blocks)
	for i, ln := range lines {
		if w := len(strings.Fields(ln.l)); w < 3 || w > 25 || strings.HasSuffix(ln.l, ".") || ln.b.links > 0 && 2*ln.b.links > ln.b.runes {
			continue
		}
		el := lineElement(ln.b.owner, ln.l)
		if !emphasizedUnder(el, ln.b.owner) {
			continue
		}
		if proseWithin3(lines, i) {
			return collapse(ln.l), el
		}
	}
	return "", nil
}

// textLine is a line of a block outside furniture.
type textLine struct {
	b *block
	l string
}

// textLines returns the lines of blocks outside furniture, in order.
func textLines(blocks []*block) []textLine {
	var lines []textLine
	for _, b := range blocks {
		if b.boiler {
			continue
		}
		for _, l := range b.lines {
			lines = append(lines, textLine{b, l})
		}
	}
	return lines
}

// proseWithin3 reports a line of the story's prose (80 runes or more)
// within the three lines after lines[i]: a headline opens the text, a
// side column's box title has links or short lines after it.
func proseWithin3(lines []textLine, i int) bool {
	return slices.ContainsFunc(lines[i+1:min(i+4, len(lines))], func(next textLine) bool { return runes(next.l) >= 80 })
}

// proseHeading returns, of the headings of cands that are not the
// site's name nor a part of one of names (the site's names, its
// metadata's publisher and copyright: a company's tagline set as an h2,
// "Bauingenieurbüro | Beratende Ingenieure VBI"), the best scored one whose block has the story's prose
// right after it (proseWithin3); or nil. A box's or a rail's heading
// has links or short lines after it.
//
// Only the best scored of those headings may be taken: a subhead of the
// body ("What happens next", an h2) has prose after it as the story's
// h1 has, and stands for it where the h1 has a summary's short lines
// after it. Nor is a part of the <title> siteTitle taken: the section's
// own heading ("News" in "Ledger - News") over the story's.
func proseHeading(cands []*titleCand, blocks []*block, names []string, siteTitle string) *titleCand {
	lines := textLines(blocks)
	var parts []string
	for _, p := range partSeparators.Split(siteTitle, -1) {
		parts = append(parts, titleKey(p))
	}
	var heads []*titleCand
	for _, c := range cands {
		if c.heading == 0 || c.src.node == nil || isSiteName(c.text, names) || slices.Contains(parts, c.key) ||
			slices.ContainsFunc(names, func(n string) bool { return strings.Contains(titleKey(n), c.key) }) {
			continue
		}
		heads = append(heads, c)
	}
	h := bestTitle(heads)
	if h == nil {
		return nil
	}
	i := slices.IndexFunc(lines, func(ln textLine) bool { return titleKey(ln.l) == h.key && contains(ln.b.owner, h.src.node) })
	if i < 0 || !proseWithin3(lines, i) {
		return nil
	}
	return h
}

// emphasizedUnder reports element el, below owner, set in bold: itself
// a <b> or <strong> or inside one up to owner. Italics are no headline's:
// an intro sentence is set so.
func emphasizedUnder(el, owner *xhtml.Node) bool {
	if el == owner || el.DataAtom == atom.A {
		return false
	}
	for n := el; n != nil && n != owner; n = n.Parent {
		if n.DataAtom == atom.B || n.DataAtom == atom.Strong {
			return true
		}
	}
	return false
}
