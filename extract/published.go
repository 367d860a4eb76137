package extract

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

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

var (
	urlDateRe  = regexp.MustCompile(`/((?:19|20)\d{2})[/-]?(0[1-9]|1[0-2])[/-]?(0[1-9]|[12]\d|3[01])(?:/|[-_.]|$)`)
	urlMonthRe = regexp.MustCompile(`(?i)/((?:19|20)\d{2})/(\pL{3,9})/(0?[1-9]|[12]\d|3[01])(?:/|[-_.]|$)`) // /2023/oct/03/
	// urlYearMonthRe is a URL's year and month without the day, as many
	// sites file stories: "/2023/11/kenya-rate".
	urlYearMonthRe = regexp.MustCompile(`/((?:19|20)\d{2})/(0[1-9]|1[0-2])/`)
	// urlSlugDateRe is a compact date set in a slug, between dashes or
	// underscores: "/pier-repair-20261109-x7k2.html".
	urlSlugDateRe = regexp.MustCompile(`[-_]((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:/|[-_.]|$)`)
	urlDMYRe      = regexp.MustCompile(`/(\d{1,2})([-.])(\d{1,2})([-.])((?:19|20)\d{2})(?:/|[-_.]|$)`) // /29-10-2021
)

// shownDate is a date shown on the page.
type shownDate struct {
	node  *html.Node
	attr  string // attribute the date was read from; "" for the text
	d     Date
	dist  int  // elements from the headline; negative above it
	label int  // what the words around it say: labelPublished, labelUpdated or 0
	line  bool // a short line of text, not an element marked as a date
	// unseen is set when the date is only in an attribute and the
	// element's text shows none: a <meta itemprop> inside the body, or
	// a <time datetime> that displays just "11:46". Readers never see
	// that day, so it neither overrides nor confirms metadata.
	unseen bool
	// byClass is set when only the element's class labels it, no words.
	byClass bool
	// pastText is set for a date after the end of the article text's
	// container: a rail's teaser, a comment, the site's footer.
	pastText bool
}

const (
	labelPublished = 1
	labelUpdated   = 2
	labelJoined    = 3 // when a forum member registered: no date of the page
)

// pubEvidence is everything choosePublished weighs.
type pubEvidence struct {
	meta     Date // structured publication date (JSON-LD, meta)
	metaSrc  Source
	metaOK   bool
	tagged   bool // a meta tag names the publication (not microdata: an itemprop is no more the site stating it than JSON-LD)
	live     bool // the JSON-LD object is a live blog, which is updated for days after it opens
	tag      Date // a meta tag's publication date on another day than JSON-LD's
	tagSrc   Source
	tagOK    bool
	shown    []shownDate // dates shown on the page, nearest to the headline first
	inBody   shownDate   // the first short line with a date in the article text
	inBodyOK bool
	// dateline is the date of a wire dateline opening the article text
	// ("AUSTIN, Texas, Nov. 24, 2026 /PRNewswire/ --"), read only
	// without metadata.
	dateline   shownDate
	datelineOK bool
	url        Date
	urlSrc     Source // a canonical link or og:url holding the URL's date
	urlOK      bool
	urlPath    bool       // the URL's date is a dated path (/2026-11/24/), not a slug's number
	text       *html.Node // the article text's container
	// relativePub reports a publication shown only relatively near the
	// headline ("Published 2 years ago"); asked only when an update
	// would override metadata.
	relativePub func(upd *html.Node) bool
}

// choosePublished finds the publication time. The Source it returns is
// read back by Applier.matchDate, so a selector set made from it finds
// the same date.
func (h *Heuristic) choosePublished(p *Page, md *metadata, an *analysis, titleNode *html.Node, lang string) (Date, Source, bool) {
	if d, src, ok := h.pubEvidence(p, md, an, titleNode, lang).choose(); ok {
		return d, src, true
	}
	// Nothing near the headline or in the metadata dates the page: a
	// line anywhere that words call the publication may ("Erschienen
	// am: 01.11.2023" in the page's foot), else the data its scripts
	// hold (both read only here: they take a walk of the whole page).
	if d, src, ok := h.Dates.labelledLine(an, lang, h.now(), publishedWordsRe); ok {
		return d, src, true
	}
	if d, src, ok := h.Dates.dataPublished(p.Doc, lang, h.now()); ok {
		return d, src, true
	}
	// Last, a line that words call the last update: a public agency's
	// page, a wiki's, a shop's guide dated only by "Last updated:
	// November 13, 2025" under its text, as readers date it.
	return h.Dates.labelledLine(an, lang, h.now(), updatedWordsRe)
}

// labelMax is the most runes of a label before a line's date: runes,
// not bytes, so that a Greek or Cyrillic label ("Последнее обновление:",
// 40 bytes) is as long as its Latin peer.
const labelMax = 40

// footerTokens name a page's footer (copyrightTokens its copyright bar).
var footerTokens = map[string]bool{"footer": true}

// inFooter reports whether n stands in a <footer>, a contentinfo
// landmark or an element named by footerTokens. A footer inside an
// <article> is the story's own ("entry-footer" under its text), not
// the site's; a copyright bar is the site's wherever it stands.
func inFooter(n *html.Node) bool {
	for a := n.Parent; a != nil; a = a.Parent {
		if hasClassToken(a, copyrightTokens) {
			return true
		}
		if a.DataAtom == atom.Footer || strings.EqualFold(attr(a, "role"), "contentinfo") || hasClassToken(a, footerTokens) {
			return !hasAncestorAtom(a, atom.Article)
		}
	}
	return false
}

var copyrightTokens = map[string]bool{"copyright": true}

// updateLineMax is the most runes of a line that labelledLine takes
// for the page's last update: the label, the date and its time ("This
// page was last modified on 4 November 2020, at 19:23.").
const updateLineMax = 64

// labelledLine finds the first line of text of the page whose words
// before its date are the label words (publishedWordsRe: the
// publication; updatedWordsRe: the last update): a text node of its
// own, as a <br> line is ("Letzte Änderung: 31.10.2023<br>Erschienen
// am: 01.11.2023"). A line labelled both ways dates neither.
func (p *DateParser) labelledLine(an *analysis, lang string, now time.Time, label *regexp.Regexp) (Date, Source, bool) {
	var text *html.Node
	if label == updatedWordsRe {
		text = an.container()
	}
	for _, b := range an.blocks {
		for c := b.owner.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.TextNode || !dateHasDigit(c.Data) {
				continue
			}
			t := collapse(c.Data)
			i := strings.IndexFunc(t, func(r rune) bool { return r >= '0' && r <= '9' })
			if l := valueLabel(c); l != "" && !updatedWordsRe.MatchString(t[:i]) && !publishedWordsRe.MatchString(t[:i]) {
				t = l + " " + t
				i += len(l) + 1
			}
			if runes(t[:i]) > labelMax || isProseSentence(t) || !label.MatchString(t[:i]) || updatedWordsRe.MatchString(t[:i]) == publishedWordsRe.MatchString(t[:i]) {
				continue
			}
			if label == updatedWordsRe && (runes(t) > updateLineMax || inFooter(c) || inRail(c, text)) {
				// An update line goes on past its date: an affiliate
				// box's "Last update on 2025-11-20 / Affiliate links /
				// Images from …" dates its prices, not the page. In a
				// footer or copyright bar, it is the server's stamp of
				// every page ("Page last updated: Mon, 02 Mar 26"); in a
				// sidebar's widget or the site's top bar, it dates fuel
				// prices, a ticker or the site ("Last Updated: Sat, Oct
				// 17 2026 09:12 IST").
				continue
			}
			if linkBefore(c) {
				// A teaser's line below its headline's link, in a rail
				// of other stories: their publication, not the page's.
				continue
			}
			if d, ok := p.findInText(t, lang, now, false); ok && !d.Relative {
				return d, Source{Node: c}, true
			}
			if j := strings.LastIndexByte(t[:i], ':'); j >= 0 {
				if d, ok := p.monthYear(t[j+1:], lang, now); ok {
					return d, Source{Node: c}, true
				}
			}
		}
	}
	return Date{}, Source{}, false
}

// monthYear reads a value that is only a month and its year, as a label
// may name a page's last update ("Last Updated: June 2022", as health
// agencies date their pages): the month's first day, as htmldate reads it.
func (p *DateParser) monthYear(s, lang string, now time.Time) (Date, bool) {
	f := strings.Fields(strings.TrimSuffix(strings.TrimSpace(s), "."))
	if len(f) != 2 || len(f[1]) != 4 {
		return Date{}, false
	}
	y, err := strconv.Atoi(f[1])
	if err != nil {
		return Date{}, false
	}
	mo, ok := p.month(f[0], lang)
	if !ok {
		return Date{}, false
	}
	d, ok := dateParts{y: y, mo: mo, d: 1}.build()
	return d, ok && datePlausible(d, now)
}

// choose weighs the evidence: structured metadata, unless the page shows
// another date right below the headline; else the date shown nearest to
// the headline, a marked one before a line further down; else the URL's
// date; else an "updated" date shown; else a date line in the article
// text. Dates read relative to now ("vor 3 Stunden") never override
// metadata: on an archived page they are stale.
func (ev *pubEvidence) choose() (Date, Source, bool) {
	if ev.metaOK {
		if ev.tagOK && !ev.shows(ev.meta, pubShownAgree) && (ev.showsBelow(ev.tag, pubShownAgree) || ev.sameInstant(ev.tag) && ev.showsTimeOf(ev.tag)) {
			// JSON-LD and the meta tags disagree (a republished story,
			// one of them in UTC), and below the headline the page
			// shows the meta tags' day. (Above it, that is the day of a
			// newspaper's issue, unless both name the very instant: then
			// the page renders its times in the tag's zone, "6 May 2022 -
			// 2:00 a. m." over JSON-LD's 21:00-05:00 of the 5th, and
			// readers see the tag's day wherever it stands. A bare day
			// above it is still a masthead's or an issue's.)
			ev.meta, ev.metaSrc = ev.tag, ev.tagSrc
		} else if ev.tagOK && ev.localDayOfMeta(ev.tag) {
			// The same instant, JSON-LD in UTC and the meta tag in the
			// site's zone: the tag names the day readers see (as localDay
			// does with the URL's day).
			ev.meta, ev.metaSrc = ev.tag, ev.tagSrc
		}
		if c, ok := ev.unswapped(); ok {
			return c.d, c.source(), true
		}
		// A different date shown below the headline is what readers see
		// as the publication date: metadata is often the first import of
		// a story, or UTC where the page shows local time. An element
		// marked as a date counts further down than a line of text that
		// merely holds one (a caption, an event in the article), unless
		// it is one of a list of posts. A date shown anywhere near that
		// matches the metadata confirms it.
		for _, c := range ev.shown {
			if c.key() > pubShownMarked {
				break
			}
			// A line that words call the publication is a dateline, not
			// a caption, however far down the header runs. So far down,
			// it overrides metadata that dates another event (the last
			// update), not a day the metadata's instant has in some zone.
			far := c.line && c.key() > pubShownNear
			if !c.unseen && (c.dist >= 0 || c.d.HasZone) && c.label != labelUpdated && ev.localDayOfMeta(c.d) && (c.d.HasZone || !c.d.Relative && !altCaption(c) && !ev.listed(c)) {
				// The metadata's very instant in UTC, shown below the
				// headline in the site's zone, on the day before or
				// after: readers see that day, whatever else near it
				// falls on the UTC one (the next morning's update), and
				// no teaser of a list shows the story's own minute.
				// Above the headline, a masthead's clock may fall on the
				// metadata's quarter of an hour; a time with its zone
				// ("Thứ năm, 26/11/2026, 06:05 (GMT+7)" over the
				// breadcrumb) that is the very instant is the story's.
				// A zoneless time matches once in fifteen by chance: a
				// picture's caption, a list's teaser or "3 hours ago"
				// is no wall time of the story's.
				return c.d, c.source(), true
			}
			if c.unseen || far && (c.label != labelPublished || ev.withinZoneReach(c.d) || !ev.showsUpdateOn(ev.meta)) || ev.listed(c) || altCaption(c) {
				continue // not the page's, or not shown; a picture's day
			}
			if c.byClass && c.label == labelUpdated && c.dist >= 0 && ev.localDayOfMeta(c.d) {
				// Only a class calls it the update ("entry-date updated"),
				// and it names the metadata's very instant: no later
				// edit, but the publication in the site's zone, on the
				// day readers see. (Metadata in the site's zone and the
				// element in UTC: the metadata already says that day.)
				return c.d, c.source(), true
			}
			if c.d.Relative || c.label == labelUpdated || c.dist < 0 {
				continue // stale, an update, or above the headline (an issue or section date)
			}
			if ev.soonAfter(c.d) {
				continue // an edit soon after a publication stated in local time
			}
			if pub, upd := classLabels(c.node); pub && upd {
				// WordPress themes class a post's one date "published
				// updated" when it was never edited; some show the last
				// edit there. Disagreeing with metadata, it is that.
				continue
			}
			if !sameDay(c.d, ev.meta) && !swappedDay(c.d, ev.meta) && !ev.showsUnlabelled(ev.meta, pubShownAgree, c.label == labelPublished) {
				return c.d, c.source(), true
			}
			break
		}
		if c, ok := ev.updateOverScript(); ok {
			return c.d, c.source(), true
		}
		return ev.meta, ev.metaSrc, true
	}
	// Without metadata, what could have overridden it comes first: an
	// element marked as a date beats a line further down that merely
	// mentions one (a caption, a book's release date in a review).
	// The story's own date right below the headline, called its update,
	// beats a teaser's in a list of posts further down; an unlabelled
	// date nearer the headline than the update is the story's own.
	upd, updOK := ev.nearUpdate()
	if ev.datelineOK && !slices.ContainsFunc(ev.shown, func(c shownDate) bool {
		if c.pastText || c.unseen || c.stale() || c.label == labelUpdated {
			return false
		}
		if c.dist < 0 {
			// A date set right above the headline is the page's own
			// (a site reprinting a wire story days later), as near as
			// the dates that date a page without metadata.
			return c.key() <= pubShownNear || !c.line && c.key() <= pubShownMarked
		}
		// One before the dateline is the page's own; so is one after it
		// that words call the publication ("Published <time>Oct. 5,
		// 2026</time>" under the text), where the dateline is the
		// wire's day: a rail's teasers carry no such words.
		return c.key() <= pubShownMarked && (precedes(c.node, ev.dateline.node) || c.label == labelPublished && !c.line)
	}) {
		// A press release or wire story states its day in the dateline
		// opening its text; the page shows no date of its own between
		// the headline and the text, and the dates after the dateline
		// are the issuer's other releases or a rail's.
		return ev.dateline.d, ev.dateline.source(), true
	}
	for _, c := range ev.shown {
		if (c.key() <= pubShownNear || !c.line && c.key() <= pubShownMarked) && !c.stale() && c.label != labelUpdated && ev.pagesOwn(c) {
			if c.pastText && ev.urlPath {
				return ev.url, ev.urlSrc, true // as below
			}
			if ev.inSentence(c) && ev.markedNear() {
				// "Mit der am 15. Januar 2022 in Kraft getretenen
				// Verordnung …": the first sentence's date is what it
				// tells of; the date element by the headline dates it.
				continue
			}
			if updOK && c.key() > upd.key() && ev.teaser(c) {
				return upd.d, upd.source(), true
			}
			return c.d, c.source(), true
		}
	}
	for _, c := range ev.shown {
		if !c.stale() && c.label != labelUpdated && ev.pagesOwn(c) {
			if c.pastText && ev.urlPath {
				// Past the article text a date is a rail's teaser, a
				// comment's or the footer's; the permalink's dated path
				// (/2026-11/24/) is the story's own.
				return ev.url, ev.urlSrc, true
			}
			if updOK && c.key() > upd.key() && ev.teaser(c) {
				return upd.d, upd.source(), true
			}
			return c.d, c.source(), true
		}
	}
	if ev.urlOK && ev.urlSrc.Node != nil {
		return ev.url, ev.urlSrc, true
	}
	if ev.urlOK && len(ev.shown) == 0 && !ev.inBodyOK {
		// Nothing on the page dates it: the applier reads the page's
		// URL too, so no source is needed.
		return ev.url, Source{}, true
	}
	// A page that shows only its last update: readers take that date.
	for _, c := range ev.shown {
		if ev.pagesOwn(c) {
			return c.d, c.source(), true
		}
	}
	// A date line at the foot of the article ("Aktualisiert: 30.12.2016").
	if ev.inBodyOK {
		return ev.inBody.d, ev.inBody.source(), true
	}
	// A photo story or gallery dated by its pictures' captions alone
	// ("Children carry lanterns through the old town on Thursday, 26
	// November 2026. Photo: …"): the day they show is the page's. Only
	// dates that a <figcaption> saying more than a date set aside come
	// back here, not those of lists, comments or other stories.
	for _, c := range ev.shown {
		if altCaption(c) && !altCaptionOf(c, false) && !c.stale() && c.label != labelUpdated && !ev.otherStory(c) {
			return c.d, c.source(), true
		}
	}
	return Date{}, Source{}, false
}

// railTokens name a page's side rail, its widgets and its top bar.
var railTokens = map[string]bool{"sidebar": true, "widget": true, "widgets": true, "rail": true, "topbar": true, "masthead": true, "ticker": true}

// inRail reports whether n stands in furniture beside the article
// text: an <aside>, a complementary or banner landmark, a <header>
// without the headline, or an element railTokens name, that does not
// hold the text (layouts put "widget" on wrappers around the story).
func inRail(n, text *html.Node) bool {
	for a := n.Parent; a != nil; a = a.Parent {
		if text != nil && isAncestor(a, text) {
			return false
		}
		role := strings.ToLower(attr(a, "role"))
		if a.DataAtom == atom.Aside || role == "complementary" || role == "banner" || hasClassToken(a, railTokens) ||
			a.DataAtom == atom.Header && find(a, isH1) == nil {
			return true
		}
	}
	return false
}

// valueLabel returns the text of the label element set before text
// node c, a form's or a fact box's field ("<label>Letzte Änderung:
// </label><div> 14.01.2022</div>", "<dt>Published</dt><dd>…</dd>",
// "<b>Last updated:</b> …"): the element right before c, else, when c
// opens its element, the element right before that one. A label is
// short and holds no digit; "" when there is none.
func valueLabel(c *html.Node) string {
	_, t := valueLabelOf(c)
	return t
}

// valueLabelOf is valueLabel that also returns the label's element.
func valueLabelOf(c *html.Node) (*html.Node, string) {
	l := prevElement(c)
	if l == nil && c.Parent != nil && nothingBefore(c) {
		l = prevElement(c.Parent)
	}
	if l == nil {
		return nil, ""
	}
	t := collapse(innerText(l))
	if t == "" || runes(t) > labelMax || dateHasDigit(t) {
		return nil, ""
	}
	return l, t
}

// prevElement returns the element right before n, past blank text and
// comments (a template's "<!-- .label -->", which shows nothing); nil
// when text or nothing stands there. (nextElement looks the other way.)
func prevElement(n *html.Node) *html.Node {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode {
			return s
		}
		if s.Type != html.CommentNode && !isBlankText(s) {
			return nil
		}
	}
	return nil
}

// nothingBefore reports that only blank text and comments precede n in
// its parent (trailingBlank looks the other way).
func nothingBefore(n *html.Node) bool {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type != html.CommentNode && !isBlankText(s) {
			return false
		}
	}
	return true
}

// linkBefore reports a link with words before text node c in its
// element: a teaser's headline.
func linkBefore(c *html.Node) bool {
	for s := c.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type != html.ElementNode {
			continue
		}
		if len(findAll(s, func(a *html.Node) bool {
			return a.DataAtom == atom.A && attr(a, "href") != "" && strings.TrimSpace(innerText(a)) != ""
		})) > 0 {
			return true
		}
	}
	return false
}

// otherStory reports a date past the article text that is one of a list
// of posts ("Information Hub", "Latest"): another element of its kind
// past the text shows another day, however long the teasers between
// them run, and the date's item links a story's headline. Another
// story's date, never the page's (a "Published" and "Reviewed" pair
// under the text links none).
func (ev *pubEvidence) otherStory(c shownDate) bool {
	if !c.pastText || c.line || c.unseen {
		return false
	}
	k := dateKind(c.node)
	i := slices.IndexFunc(ev.shown, func(o shownDate) bool {
		return o.pastText && !o.line && !o.unseen && !sameDay(o.d, c.d) && dateKind(o.node) == k
	})
	if i < 0 {
		return false
	}
	// The item: the ancestors of the date that do not hold the other,
	// nor the article text (the story's own footer under it, whose
	// <article> holds a headline link or the text's links).
	for a := c.node.Parent; a != nil && !isAncestor(a, ev.shown[i].node) && !isAncestor(a, ev.text); a = a.Parent {
		if find(a, isStoryLink) != nil {
			return true
		}
	}
	return false
}

// pagesOwn reports a shown date that may date the page: not another
// story's in a list past the text, nor a picture's caption.
func (ev *pubEvidence) pagesOwn(c shownDate) bool {
	return !ev.otherStory(c) && !altCaption(c)
}

// altCaption reports a line that repeats the alt or title text of the
// image right before it: the picture's caption, whose date is when the
// picture was taken ("Ukrainian armour near Bakhmut, 24 April 2023").
func altCaption(c shownDate) bool {
	return altCaptionOf(c, true)
}

// altCaptionOf is altCaption, that reads a <figcaption> saying more than
// a date as the picture's when figs is set.
func altCaptionOf(c shownDate, figs bool) bool {
	if !c.line || c.node.Type != html.ElementNode {
		return false
	}
	prev := prevElement(c.node)
	if prev == nil {
		return false
	}
	img := find(prev, func(n *html.Node) bool { return n.DataAtom == atom.Img })
	if img == nil {
		return false
	}
	t := collapse(innerText(c.node))
	if t == "" {
		return false
	}
	if figs && (c.node.DataAtom == atom.Figcaption || hasAncestorAtom(c.node, atom.Figcaption)) && !isDateLine(t) {
		// A <figcaption> that says more than a date: what the picture
		// shows, and the day it was taken ("… em Brasília, em 18 de
		// novembro de 2026 — Foto: …"), whatever its alt text says.
		return true
	}
	alt, title := collapse(attr(img, "alt")), collapse(attr(img, "title"))
	if alt == t || title == t {
		return true
	}
	// An image without words of its own and the line under it, alone in
	// their element: a figure in all but name ("<div class=imginline>
	// <img><span>Abbildung: … vom 31.05.2021</span></div>"). A line
	// that is only its date is no caption but the dateline beside the
	// author's avatar.
	return alt == "" && title == "" && !isDateLine(t) && nothingBefore(prev) && trailingBlank(c.node) &&
		(prev == img || len(findAll(prev, func(n *html.Node) bool { return n.DataAtom == atom.Img })) == 1 && strings.TrimSpace(innerText(prev)) == "")
}

// isStoryLink reports a link whose text is a story's headline, of
// linkedStoryWords words or more.
func isStoryLink(n *html.Node) bool {
	return n.DataAtom == atom.A && attr(n, "href") != "" && len(strings.Fields(innerText(n))) >= linkedStoryWords
}

// inSentence reports a date read from a line of text that is a sentence
// of prose, not a dateline or a byline's line.
func (ev *pubEvidence) inSentence(c shownDate) bool {
	return c.line && c.label == 0 && isProseSentence(collapse(innerText(c.node)))
}

// markedNear reports an element marked as a date, no update, shown near
// the headline, not past the article text (a rail's teaser, a comment).
func (ev *pubEvidence) markedNear() bool {
	return slices.ContainsFunc(ev.shown, func(o shownDate) bool {
		return !o.line && !o.unseen && !o.pastText && !o.d.Relative && o.label != labelUpdated && o.key() <= pubShownMarked
	})
}

// teaser reports a date no words label, one of a list of such dates:
// the date of a teaser in a rail of posts, not the story's published
// and updated pair.
func (ev *pubEvidence) teaser(c shownDate) bool {
	return c.label == 0 && ev.listedSuch(c, func(o shownDate) bool { return o.label == 0 })
}

// nearUpdate finds a date below the headline that words call the last
// update, as near as a date that may override metadata.
func (ev *pubEvidence) nearUpdate() (shownDate, bool) {
	for _, c := range ev.shown {
		if c.label == labelUpdated && !c.d.Relative && !c.unseen && c.dist >= 0 && (c.key() <= pubShownNear || !c.line && c.key() <= pubShownMarked) {
			return c, true
		}
	}
	return shownDate{}, false
}

// updateOverScript finds the nearest update that words below the
// headline show, above the end of the article text (past it, an update
// is a rail teaser's or the site footer's), when the publication date
// is only in a JSON-LD script and shown nowhere near: a guide that keeps
// its first import date in the script but says "Last updated: Sep 4,
// 2025" under its headline is dated by that revision for readers. A
// meta tag naming the publication (article:published_time) is the site
// stating it, and keeps it, as does a permalink dated on its day
// (/2019/05/12/); so does a news story updated within days (see
// pubRevisionGap), and a live blog, whose last update is its latest
// entry however long it runs. So does a publication the page shows only
// relatively ("Published 2 years ago", "vor 2 Jahren") beside the
// update: the page states that one, and JSON-LD gives its day.
func (ev *pubEvidence) updateOverScript() (shownDate, bool) {
	if ev.tagged || ev.live || ev.urlOK && ev.withinZoneReach(ev.url) || ev.shows(ev.meta, pubShownAgree) || ev.showsSwapped() {
		return shownDate{}, false
	}
	for _, c := range ev.shown {
		if c.key() > pubShownMarked {
			break
		}
		if wordedUpdate(c) && !c.unseen && !c.pastText && c.dist >= 0 && !c.d.Relative && c.d.Time.Sub(ev.meta.Time) >= pubRevisionGap {
			if ev.relativePub != nil && ev.relativePub(c.node) {
				return shownDate{}, false
			}
			return c, true
		}
	}
	return shownDate{}, false
}

// relativePublication reports a short line near the headline that shows
// a date relative to now and no year, before any words for an update:
// "Published 2 years ago · Last updated: Sep 4, 2025", "vor 2 Jahren".
//
// The line must stand with the update in the metadata group beside the
// headline, not holding it: a menu's "Today", a teaser's "3 hours ago"
// or a comment's "2 days ago" around the story dates no publication.
func (p *DateParser) relativePublication(an *analysis, titleNode, upd *html.Node, lang string, now time.Time) bool {
	if upd == nil {
		return false
	}
	for _, b := range blocksAround(an, titleNode, 3, 12) {
		if lca := commonAncestor(b.owner, upd); lca == nil || depthBelow(lca, b.owner) > 2 || depthBelow(lca, upd) > 2 ||
			titleNode != nil && isAncestor(lca, titleNode) {
			continue
		}
		for _, l := range b.lines {
			if runes(l) > dateTextMax {
				continue
			}
			cut := false
			if loc := updatedWordsRe.FindStringIndex(l); loc != nil {
				l, cut = l[:loc[0]], true
			}
			if dateHasYear(l) || !p.relative.MatchString(l) {
				continue
			}
			l = strings.TrimSpace(publishedWordsRe.ReplaceAllString(l, ""))
			if d, ok := p.findInText(l, lang, now, true); ok && d.Relative {
				return true
			}
			if i := strings.LastIndexByte(l, ' '); cut && i > 0 {
				// The update's label may open with a word of its own
				// ("Last updated", "Zuletzt aktualisiert").
				if d, ok := p.findInText(l[:i], lang, now, true); ok && d.Relative {
					return true
				}
			}
		}
	}
	return false
}

// Distances from the headline, in elements (see shownDate.key).
const (
	pubShownNear   = 6  // a line of text with a date this close may override metadata
	pubShownMarked = 60 // an element marked as a date this close may override metadata
	pubShownAgree  = 60 // a shown date this close, above or below, confirms metadata
	pubListGap     = 12 // elements of one kind showing other days this close are a list
)

// pubRevisionGap is how long after the publication an update shown
// counts as a revision that dates the page (a guide rewritten months
// later), not a correction of the same story.
const pubRevisionGap = 7 * 24 * time.Hour

// pubEditWindow is how soon after a publication stated in local time a
// time shown is taken for an edit of it.
const pubEditWindow = 6 * time.Hour

// shows reports whether a date on d's day is shown to readers within
// dist elements of the headline.
func (ev *pubEvidence) shows(d Date, dist int) bool {
	return ev.showsSuch(d, dist, func(shownDate) bool { return true })
}

// showsSuch is shows, counting only the shown dates that such accepts.
func (ev *pubEvidence) showsSuch(d Date, dist int, such func(shownDate) bool) bool {
	for _, c := range ev.shown {
		if !c.unseen && absInt(c.dist) <= dist && sameDay(c.d, d) && such(c) {
			return true
		}
	}
	return false
}

// showsSwapped reports whether a date near the headline whose order of
// day and month was a guess reads the metadata's day the other way
// round: "Published: 10/04/2024" on a British page that declares only
// "en" shows the publication of 2024-04-10, whatever the guess.
func (ev *pubEvidence) showsSwapped() bool {
	for _, c := range ev.shown {
		if !c.unseen && c.d.guessed && absInt(c.dist) <= pubShownAgree && swappedDay(c.d, ev.meta) {
			return true
		}
	}
	return false
}

// wordedUpdate reports a shown date that words, not only a class, call
// the last update.
func wordedUpdate(c shownDate) bool { return c.label == labelUpdated && !c.byClass }

// withinZoneReach reports whether d is within a time zone's reach of the
// metadata's instant, so that both may name the same moment.
func (ev *pubEvidence) withinZoneReach(d Date) bool {
	return absDuration(d.Time.Sub(ev.meta.Time)) < 36*time.Hour
}

// sameInstant reports whether d names the metadata's moment, both with
// a zone, to the minute.
func (ev *pubEvidence) sameInstant(d Date) bool {
	return d.HasZone && ev.meta.HasZone && absDuration(d.Time.Sub(ev.meta.Time)) < time.Minute
}

// showsTimeOf reports whether a date near the headline shows d's day
// and its time of day as d's own zone writes it ("6 May 2022 - 2:00
// a. m." for 02:00Z): the page renders its times in that zone. A bare
// day, a masthead's or a print issue's, shows no such thing.
func (ev *pubEvidence) showsTimeOf(d Date) bool {
	t, err := time.Parse(time.RFC3339, d.Raw)
	if err != nil || !d.HasTime {
		return false
	}
	return ev.showsSuch(d, pubShownAgree, func(c shownDate) bool {
		if !c.d.HasTime {
			return false
		}
		if c.d.HasZone {
			return absDuration(c.d.Time.Sub(d.Time)) < time.Minute
		}
		return c.d.Time.Hour() == t.Hour() && c.d.Time.Minute() == t.Minute()
	})
}

// localDayOfMeta reports whether d is the metadata's very instant, given
// in UTC, written in the site's zone on the day before or after: the
// publication on the day readers see. A time shown without its zone
// ("25 de noviembre de 2026 · 19:35 hrs" over 01:35Z of the 26th) is
// that instant when some zone people live in makes it so, to the minute
// (see wallZone).
func (ev *pubEvidence) localDayOfMeta(d Date) bool {
	if !inUTC(ev.meta.Raw) || sameDay(d, ev.meta) {
		return false
	}
	if !d.HasZone {
		_, ok := wallZone(d, ev.meta)
		return ok
	}
	return ev.sameInstant(d) && !inUTC(d.Raw)
}

// wallZone returns the offset from UTC of the zone in which d, a time of
// day shown without a zone, is the instant of utc, a time with one: read
// to the minute, the two differ by an offset some zone people live in
// has (livedOffset). Two unrelated times fall so about once in twenty,
// so callers ask it only of a time on another day than the metadata's
// (localDayOfMeta) that no caption, list or relative phrase shows.
func wallZone(d, utc Date) (time.Duration, bool) {
	if !d.HasTime || d.HasZone || !utc.HasTime || !utc.HasZone {
		return 0, false
	}
	off := d.Time.Truncate(time.Minute).Sub(utc.Time.Truncate(time.Minute))
	return off, livedOffset(off)
}

// livedOffset reports an offset from UTC that some zone people live in
// has: whole hours from UTC−11 to UTC+14, and the few half and three
// quarter hours (India +05:30, Nepal +05:45, Newfoundland −03:30 and
// in summer −02:30, Chatham +12:45 and +13:45); not −05:45 or +13:15, which no clock shows.
func livedOffset(off time.Duration) bool {
	if off < -11*time.Hour || off > 14*time.Hour {
		return false
	}
	switch m := off % time.Hour; m {
	case 0:
		return true
	case 30 * time.Minute, -30 * time.Minute:
		switch h := off.Truncate(time.Hour) / time.Hour; h {
		case -9, -3, -2, 3, 4, 5, 6, 9, 10:
			return true
		}
	case 45 * time.Minute:
		switch off.Truncate(time.Hour) / time.Hour {
		case 5, 8, 12, 13:
			return true
		}
	}
	return false
}

// withMetaZone gives d, a time shown without a zone, the zone in which
// it is the publication instant that JSON-LD or a meta tag states (see
// wallZone): the page's own time with its offset
// ("2026-11-25T19:35:00-06:00"), where the time shown alone dates only
// a day and the metadata's is UTC's. Else d. The metadata is read only
// for a time without a zone.
func (p *DateParser) withMetaZone(d Date, md *metadata, doc *html.Node, lang string, now time.Time) Date {
	if !d.HasTime || d.HasZone {
		return d
	}
	for _, read := range []func() (Date, Source, bool){
		func() (Date, Source, bool) { return p.ldPublished(md, doc, lang, now) },
		func() (Date, Source, bool) { return p.tagPublished(md, lang, now) },
	} {
		m, _, ok := read()
		if off, zoned := wallZone(d, m); ok && zoned {
			t := m.Time.In(time.FixedZone("", int(off/time.Second)))
			return Date{Time: m.Time.UTC(), Raw: t.Format(dateRawLayout), HasTime: true, HasZone: true}
		}
	}
	return d
}

// inUTC reports an RFC 3339 raw date written in UTC.
func inUTC(raw string) bool {
	return strings.HasSuffix(raw, "Z") || strings.HasSuffix(raw, "+00:00") || strings.HasSuffix(raw, "-00:00")
}

// showsUpdateOn reports whether a date on d's day that words call the
// last update is shown near the headline.
func (ev *pubEvidence) showsUpdateOn(d Date) bool {
	return ev.showsSuch(d, pubShownAgree, wordedUpdate)
}

// showsUnlabelled is shows; when published is set, a date that words
// call the last update does not count: "Published Apr 26, 2023 ·
// Updated Aug 21, 2025" under metadata of Aug 21 shows that the
// metadata holds the update, not the publication.
func (ev *pubEvidence) showsUnlabelled(d Date, dist int, published bool) bool {
	return ev.showsSuch(d, dist, func(c shownDate) bool { return !published || !wordedUpdate(c) })
}

// unswapped finds a date shown near the headline that reads the
// metadata's day and month the other way round, when the metadata's
// order was a guess and the shown one is not: a meta "11/01/2023
// 12:43:42" (.NET's invariant format is month first) beside "Erstellt
// am: 01.11.2023" is the 1st of November.
func (ev *pubEvidence) unswapped() (shownDate, bool) {
	if !ev.meta.guessed {
		return shownDate{}, false
	}
	for _, c := range ev.shown {
		if !c.unseen && !c.d.guessed && absInt(c.dist) <= pubShownAgree && swappedDay(c.d, ev.meta) {
			return c, true
		}
	}
	return shownDate{}, false
}

// listed reports whether c is one of a list of posts: another element
// of its kind (see dateKind) close by shows another day. The article's
// own date stands alone.
func (ev *pubEvidence) listed(c shownDate) bool {
	return ev.listedSuch(c, func(shownDate) bool { return true })
}

// listedSuch is listed, counting only the other elements that such
// accepts.
func (ev *pubEvidence) listedSuch(c shownDate, such func(shownDate) bool) bool {
	if c.line || c.unseen {
		return false
	}
	k := dateKind(c.node)
	for _, o := range ev.shown {
		if !o.line && !o.unseen && absInt(o.dist-c.dist) <= pubListGap && !sameDay(o.d, c.d) && dateKind(o.node) == k && such(o) {
			return true
		}
	}
	return false
}

// dateKind names an element by its tag and class attribute.
func dateKind(n *html.Node) string { return n.Data + "." + attr(n, "class") }

// showsBelow is shows for dates below the headline only.
func (ev *pubEvidence) showsBelow(d Date, dist int) bool {
	for _, c := range ev.shown {
		if !c.unseen && c.dist >= 0 && c.dist <= dist && sameDay(c.d, d) {
			return true
		}
	}
	return false
}

// soonAfter reports whether d, a time of day, falls within
// pubEditWindow after the metadata's local time, both read as the wall
// clock the page states: a story that went out at 23:17 and shows
// "2024/12/04 00:05" below its headline was edited after midnight. The
// shown day overrides metadata for UTC metadata and for stories
// imported long before they went out; neither is the case here.
func (ev *pubEvidence) soonAfter(d Date) bool {
	if !ev.meta.HasZone || strings.HasSuffix(ev.meta.Raw, "+00:00") || !d.HasTime {
		return false
	}
	m, err := time.Parse(dateRawLayout, ev.meta.Raw)
	if err != nil {
		return false
	}
	mw := time.Date(m.Year(), m.Month(), m.Day(), m.Hour(), m.Minute(), m.Second(), 0, time.UTC)
	dw := d.Time
	if d.HasZone {
		if t, err := time.Parse(dateRawLayout, d.Raw); err == nil {
			dw = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), 0, time.UTC)
		}
	}
	diff := dw.Sub(mw)
	return diff > 0 && diff < pubEditWindow
}

func sameDay(a, b Date) bool { return len(a.Raw) >= 10 && len(b.Raw) >= 10 && a.Raw[:10] == b.Raw[:10] }

// swappedDay reports whether a reads as b with day and month swapped,
// the ambiguity of numeric dates such as 11/01/2021.
func swappedDay(a, b Date) bool {
	ay, am, ad := a.Time.Date()
	by, bm, bd := b.Time.Date()
	return ay == by && int(am) == bd && ad == int(bm)
}

func (c shownDate) source() Source { return Source{Node: c.node, Attr: c.attr} }

// stale reports a date read relative to the moment of the crawl ("3
// hours ago") with no instant behind it. "<time datetime=…>3 hours
// ago</time>" holds its instant: the text is rendered from it, so it
// dates the page where no metadata does, though it never overrides
// metadata (Date.Relative stays set).
func (c shownDate) stale() bool { return c.d.Relative && c.attr == "" }

// key orders shown dates by distance from the headline; dates above it
// count three times as far.
func (c shownDate) key() int {
	if c.dist < 0 {
		return -c.dist * 3
	}
	return c.dist
}

func (h *Heuristic) pubEvidence(p *Page, md *metadata, an *analysis, titleNode *html.Node, lang string) *pubEvidence {
	now := h.now()
	ev := &pubEvidence{}
	ev.meta, ev.metaSrc, ev.metaOK = h.Dates.ldPublished(md, p.Doc, lang, now)
	tag, src, ok := h.Dates.tagPublished(md, lang, now)
	ev.tagged = ok && src.Node != nil && attr(src.Node, "itemprop") == ""
	ev.live = len(md.ld) > 0 && typeIs(md.ld[0].m["@type"], "liveblogposting")
	if !ev.metaOK {
		ev.meta, ev.metaSrc, ev.metaOK = tag, src, ok
	} else if ok && !sameDay(tag, ev.meta) {
		ev.tag, ev.tagSrc, ev.tagOK = tag, src, true
	}
	ev.shown = h.Dates.shownDates(an, titleNode, lang, now)
	if !ev.metaOK {
		ev.text = an.container() // for otherStory, asked only without metadata
		// Metadata would name the publication; without it, the one date
		// a theme classes "updated" is the likeliest.
		unlabelHAtomUpdates(ev.shown)
	}
	ev.inBody, ev.inBodyOK = h.Dates.bodyLineDate(an, lang, now)
	ev.relativePub = func(upd *html.Node) bool { return h.Dates.relativePublication(an, titleNode, upd, lang, now) }
	if d, ok := h.Dates.urlDate(p.URL, lang, now); ok {
		ev.url, ev.urlOK = d, true
		// Only a dated path: a slug's number may be an ID ("world-
		// europe-20101105"), so it dates a page that shows no other date,
		// and a canonical link repeating it does not make it beat one.
		if day, part := h.Dates.urlDay(p.URL, false); day != "" {
			ev.urlSrc = urlSource(p.Doc, part)
			ev.urlPath = true
		}
	}
	if !ev.metaOK {
		// A dateline without a year falls in the year of the URL's date
		// when there is one: a page read long after it was published
		// is not of the crawl's year.
		ev.dateline, ev.datelineOK = h.Dates.openingDateline(an, lang, now, urlAnchor(p.URL, ev.url, ev.urlOK, now))
	}
	return ev
}

// metaPublished reads the structured publication date: the first JSON-LD
// script with one (see ldScriptDate), those that hold an article before
// the others, then the meta keys.
func (p *DateParser) metaPublished(md *metadata, doc *html.Node, lang string, now time.Time) (Date, Source, bool) {
	if d, src, ok := p.ldPublished(md, doc, lang, now); ok {
		return d, src, true
	}
	return p.tagPublished(md, lang, now)
}

// ldPublished reads the publication date of the first JSON-LD script with
// one, those that hold an article before the others.
func (p *DateParser) ldPublished(md *metadata, doc *html.Node, lang string, now time.Time) (Date, Source, bool) {
	scripts := ldScripts(doc)
	for _, art := range []bool{true, false} {
		for _, s := range scripts {
			if md.scripts.hasArticle(s) != art {
				continue
			}
			if d, ok := p.ldScriptDate(&md.scripts, s, lang, now); ok {
				return d, Source{Node: s}, true
			}
		}
	}
	return Date{}, Source{}, false
}

// tagPublished reads the publication date of the meta tags.
func (p *DateParser) tagPublished(md *metadata, lang string, now time.Time) (Date, Source, bool) {
	for _, k := range pubMetaKeys {
		if strings.HasPrefix(k, "itemprop:") && p.manyDays(md.metas[k], lang, now) {
			continue // microdata of a list of articles, not of the page
		}
		for _, v := range md.metas[k] {
			if d, ok := p.Parse(v.val, lang, now); ok {
				return d, Source{Node: v.node, Attr: v.attr}, true
			}
		}
	}
	// Other meta names that say "published" ("article:published:time",
	// "w-published-date", "shareaholic:article_published_time"), in a
	// fixed order.
	var keys []string
	for k := range md.metas {
		if isPubMetaKey(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, v := range md.metas[k] {
			if d, ok := p.Parse(v.val, lang, now); ok {
				return d, Source{Node: v.node, Attr: v.attr}, true
			}
		}
	}
	return Date{}, Source{}, false
}

// manyDays reports whether values hold dates on two or more days.
func (p *DateParser) manyDays(vs []metaValue, lang string, now time.Time) bool {
	day := ""
	for _, v := range vs {
		if d, ok := p.Parse(v.val, lang, now); ok {
			switch d := d.Time.Format(time.DateOnly); {
			case day == "":
				day = d
			case d != day:
				return true
			}
		}
	}
	return false
}

// isPubMetaKey reports meta names of a publication time outside
// pubMetaKeys: names with "publish" or "pubdate" in them that are not
// about the publisher, a modification or an expiry.
func isPubMetaKey(k string) bool {
	if strings.HasPrefix(k, "itemprop:") {
		return false // elements in the page, read as shown dates
	}
	if !strings.Contains(k, "publish") && !strings.Contains(k, "pubdate") && !strings.Contains(k, "pub_date") && !strings.Contains(k, "pub-date") {
		return false
	}
	for _, w := range []string{"publisher", "modif", "updat", "expir", "principle", "type", "auto", "premium", "id", "status", "reason"} {
		if strings.Contains(k, w) {
			return false
		}
	}
	return true
}

// ldScripts returns the page's JSON-LD scripts in document order.
func ldScripts(doc *html.Node) []*html.Node {
	return findAll(doc, func(n *html.Node) bool { return isJSONLDScript(n) })
}

// ldPubKeys are the JSON-LD properties of a publication time, best first.
var ldPubKeys = []string{"datePublished", "dateCreated", "uploadDate"}

// ldScriptDate reads the publication time of the article objects of one
// JSON-LD script, or of all its objects when none is an article. Both the
// heuristic and the applier read scripts this way, one at a time in
// document order, so that a set's JSON-LD XPath finds what the heuristic
// found.
func (p *DateParser) ldScriptDate(ld *ldMemo, script *html.Node, lang string, now time.Time) (Date, bool) {
	arts := ld.articles(script)
	for _, k := range ldPubKeys {
		for _, o := range arts {
			if s := ldString(o.m, k); s != "" {
				if d, ok := p.Parse(s, lang, now); ok {
					return d, true
				}
			}
		}
	}
	return Date{}, false
}

// ldClean repairs what keeps JSON-LD from parsing as JSON: CDATA
// wrappers ("//<![CDATA[ … //]]>") and raw line breaks and tabs inside
// strings.
func ldClean(s string) string {
	s = strings.TrimSpace(s)
	for _, pre := range []string{"//<![CDATA[", "/*<![CDATA[*/", "<![CDATA["} {
		if strings.HasPrefix(s, pre) {
			s = strings.TrimSpace(s[len(pre):])
			for _, suf := range []string{"//]]>", "/*]]>*/", "]]>"} {
				s = strings.TrimSpace(strings.TrimSuffix(s, suf))
			}
			break
		}
	}
	if !strings.ContainsAny(s, "\n\r\t") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	in, esc := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case esc:
			esc = false
		case in && c == '\\':
			esc = true
		case c == '"':
			in = !in
		case in && (c == '\n' || c == '\r' || c == '\t'):
			c = ' '
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isURLValue(v string) bool { return strings.HasPrefix(v, "http") || strings.HasPrefix(v, "/") }

// urlAnchor is the time a dateline without a year is read before on
// the page at u: the URL's full date ud when it has one (ok); else,
// when it holds a year and month but no day ("/2023/11/kenya-rate"),
// the month's last moment, or now if that is sooner; else now.
func urlAnchor(u string, ud Date, ok bool, now time.Time) time.Time {
	if ok {
		return ud.Time
	}
	if m := urlYearMonthRe.FindStringSubmatch(u); m != nil {
		if end := time.Date(dateAtoi(m[1]), time.Month(dateAtoi(m[2]))+1, 1, 0, 0, 0, 0, time.UTC).Add(-time.Second); end.Before(now) {
			return end
		}
	}
	return now
}

// urlDate reads a /2024/05/03/, /20240503-, -20240503-, /2024/may/03/ or
// /03-05-2024 date from a URL.
func (p *DateParser) urlDate(u, lang string, now time.Time) (Date, bool) {
	day, _ := p.urlDay(u, true)
	if day == "" {
		return Date{}, false
	}
	return p.Parse(day, lang, now)
}

// urlDay returns the day a URL names as YYYY-MM-DD, and the part of the
// URL that names it; "" when it names none. A compact date inside a slug
// ("-20261109-") counts only with slug set: it dates a page that states
// no other date, but it may be an edition's or an ID, so it does not
// move a stated instant to another day (see localDay).
func (p *DateParser) urlDay(u string, slug bool) (day, part string) {
	if m := urlDateRe.FindStringSubmatch(u); m != nil {
		return m[1] + "-" + m[2] + "-" + m[3], m[0]
	}
	if slug {
		path := urlPath(u)
		if m := urlSlugDateRe.FindStringSubmatchIndex(path); m != nil && !slugDateIsID(path, m[0], m[7]) {
			return path[m[2]:m[3]] + "-" + path[m[4]:m[5]] + "-" + path[m[6]:m[7]], path[m[0]:m[1]]
		}
	}
	if m := urlMonthRe.FindStringSubmatch(u); m != nil {
		if mo, ok := p.month(m[2], ""); ok {
			return fmt.Sprintf("%s-%02d-%02d", m[1], mo, dateAtoi(m[3])), m[0]
		}
	}
	// Day first or month first: only an order that no other reading
	// allows counts.
	if m := urlDMYRe.FindStringSubmatch(u); m != nil && m[2] == m[4] {
		a, b := dateAtoi(m[1]), dateAtoi(m[3])
		switch {
		case a > 12 && b >= 1 && b <= 12:
			return fmt.Sprintf("%s-%02d-%02d", m[5], b, a), m[0]
		case (b > 12 || b == a) && a >= 1 && a <= 12:
			return fmt.Sprintf("%s-%02d-%02d", m[5], a, b), m[0]
		}
	}
	return "", ""
}

// slugDateIsID reports a compact date in path, from its dash at start
// to its last digit at end, that may as well be the article's number
// ("/news/story-20101105", "/world-europe-20101105"): it ends its path
// segment, but for an extension, after fewer than three words. A
// title's slug runs longer ("/eskom-winter-outlook-load-shedding-20260310"),
// and an edition's date stands among other parts ("renmrb_20261113_3-04",
// "-20260312-p5abcd").
func slugDateIsID(path string, start, end int) bool {
	rest := path[end:]
	if ext := strings.LastIndexByte(rest, '.'); ext == 0 && !strings.ContainsAny(rest, "/-_") {
		rest = ""
	}
	if rest != "" && rest != "/" {
		return false
	}
	seg := path[strings.LastIndexByte(path[:start], '/')+1 : start]
	return len(strings.FieldsFunc(seg, func(r rune) bool { return r == '-' || r == '_' })) < 3
}

// urlPath is u without its query and fragment, whose numbers
// ("?utm_campaign=nl_20191003") date a newsletter or a share, not the
// page.
func urlPath(u string) string {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		return u[:i]
	}
	return u
}

// localDay dates a time stated in UTC by the calendar day the page's URL
// names, when some time zone explains the difference. CMSs write
// permalinks (/2019/01/01/) in the site's own time and often their
// metadata in UTC: a post that went out at 00:11 in Berlin is
// 2018-12-31T23:11:59+00:00 in its meta tags, but dated 2019-01-01 by its
// URL and its readers. Without the zone the time of day is unknown, so
// the result is that day alone, as a date-only value.
//
// The URL's day also settles a day and month whose order was a guess
// (see Date.guessed): 03/10/2023 on a page at /2023/10/03/ is the 3rd
// of October.
func (p *DateParser) localDay(d Date, pageURL string) Date {
	if !d.guessed && (!d.HasZone || !strings.HasSuffix(d.Raw, "+00:00")) {
		return d
	}
	day, _ := p.urlDay(pageURL, false)
	if day == "" || day == d.Time.Format(time.DateOnly) {
		return d
	}
	if d.guessed {
		y, mo, dd := d.Time.Date()
		if time.Date(y, time.Month(dd), int(mo), 0, 0, 0, 0, time.UTC).Format(time.DateOnly) != day {
			return d
		}
		t, err := time.Parse(time.DateOnly, day)
		if err != nil {
			return d
		}
		return Date{Time: t, Raw: day}
	}
	// Where people live, zones run from UTC−10 (Hawaii) to UTC+13 (New
	// Zealand's summer, Tonga).
	for _, off := range []time.Duration{-10 * time.Hour, 13 * time.Hour} {
		if d.Time.Add(off).Format(time.DateOnly) == day {
			t, err := time.Parse(time.DateOnly, day)
			if err != nil {
				return d
			}
			return Date{Time: t, Raw: day}
		}
	}
	return d
}

// urlSource finds the canonical link or og:url holding the URL's date
// part, so that a set can read the date from it on other pages.
func urlSource(doc *html.Node, part string) Source {
	var src Source
	find(doc, func(n *html.Node) bool {
		switch {
		case n.DataAtom == atom.Link && strings.EqualFold(attr(n, "rel"), "canonical") && strings.Contains(attr(n, "href"), part):
			src = Source{Node: n, Attr: "href"}
		case n.DataAtom == atom.Meta && strings.EqualFold(attr(n, "property"), "og:url") && strings.Contains(attr(n, "content"), part):
			src = Source{Node: n, Attr: "content"}
		}
		return src.Node != nil
	})
	return src
}

// dateTokens are class, id and itemprop words of elements that show a
// date.
var dateTokens = map[string]bool{"date": true, "time": true, "published": true, "pubdate": true, "dateline": true,
	"timestamp": true, "datum": true, "fecha": true, "data": true, "dates": true, "publish": true, "publication": true, "posted": true,
	"ngay": true, "datepublished": true, "datecreated": true, "postdate": true, "entrydate": true, "updated": true,
	"modified": true, "datetime": true, "dated": true, "created": true, "zeit": true,
	// Indonesian and Malay "date" and "time", as their themes name the
	// byline's date ("<span class=tanggal>").
	"tanggal": true, "waktu": true,
	// The timeago scripts' class, on the element that shows "3 weeks ago".
	"timeago": true}

// otherDateTokens mark containers whose dates belong to something else:
// comments and related articles. ("sidebar" and "widget" are not among
// them: layouts put them on wrappers around the whole article.)
var otherDateTokens = map[string]bool{"comment": true, "comments": true, "commentlist": true, "respond": true,
	"reply": true, "replies": true, "disqus": true, "related": true, "relatedposts": true, "recommended": true,
	"recommendations": true, "recirculation": true, "recirc": true,
	"trending": true, "popular": true, "mostread": true}

// isDateMarked reports elements that show a date by their tag, class or
// itemprop.
func isDateMarked(n *html.Node) bool {
	if n.DataAtom == atom.Time {
		return true
	}
	toks := classTokens(n)
	for i, t := range toks {
		if dateTokens[t] && !isPostStatus(toks, i) {
			return true
		}
	}
	return false
}

// isPostStatus reports WordPress's "status-publish" class, a post state
// that marks whole articles, not dates.
func isPostStatus(toks []string, i int) bool {
	return toks[i] == "publish" && i > 0 && toks[i-1] == "status"
}

// isOtherDateContainer reports <nav> and containers named by
// otherDateTokens, unless the name is a layout flag ("no-comments").
func isOtherDateContainer(n *html.Node) bool {
	if n.DataAtom == atom.Nav {
		return true
	}
	toks := classTokens(n)
	for i, t := range toks {
		if otherDateTokens[t] && !(i > 0 && negators[toks[i-1]]) && !(i+1 < len(toks) && layoutFlags[toks[i+1]]) {
			return true
		}
	}
	return false
}

var (
	updatedWordsRe   = regexp.MustCompile(`(?i)(?:updated?|modified|last edited|revised|aktualisiert|geändert|letzte änderung|actualizad[oa]|actualización|mis à jour|mise à jour|atualizad[oa]|aggiornat[oa]|bijgewerkt|cập nhật|обновлено|обновлени[ея]|uppdaterad|opdateret|oppdatert|päivitetty|zaktualizowano|aktualizacja|güncellendi|güncelleme|aktualizováno|aktualizace|aktualizované|frissítve|actualizat|diperbarui|bywurke|ĝisdatigita|яңартылды|оновлено|оновлення|ажурирано|ажурирање|ažurirano|posodobljeno|ενημερώθηκε|atnaujinta|atjaunināts|atjaunots|uuendatud|actualitzat|actualitzada|τελευταία ενημέρωση)`)
	joinedWordsRe    = regexp.MustCompile(`(?i)(?:registriert|joined|member since|mitglied seit|dabei seit|inscrit|registrado|iscritto|lid sinds)`)
	publishedWordsRe = regexp.MustCompile(`(?i)(?:published|posted|veröffentlicht|publiziert|erschienen|publicado|publié|pubblicato|gepubliceerd|publicerad|julkaistu|opublikowano|yayınlanma|опубликовано|đăng|created|erstellt|publikováno|publikálva|publicat|diterbitkan|dipublikasikan|giriş\s*:|publisearre|publikigita|басылды|опубліковано|објављено|objavljeno|δημοσιεύθηκε|paskelbta|publicēts|avaldatud|publicada|δημοσιεύτηκε|δημοσίευση)`)
)

// shownDates collects the dates shown as elements (<time>, date-classed
// elements, <abbr title>) anywhere in the body and on short lines near the
// headline, ordered by distance from it. Dates in comments and related
// articles are left out, unless their container holds the headline or the
// article text.
func (p *DateParser) shownDates(an *analysis, titleNode *html.Node, lang string, now time.Time) []shownDate {
	order := docOrder(an.body)
	container := an.container()
	if _, ok := order[titleNode]; !ok || titleNode == nil {
		// Without a known headline, measure from the first <h1>, else
		// from the article text.
		titleNode = find(an.body, isH1)
		if titleNode == nil {
			titleNode = container
		}
	}
	ref := order[titleNode]
	dist := func(n *html.Node) int {
		if n.Type == html.TextNode {
			// A <br> line's own text node (lineHolder): docOrder numbers
			// elements only, and a text node missing from it would
			// count as the page's very top, behind any footer date.
			// The <br> before it stands in.
			if n.PrevSibling != nil && n.PrevSibling.Type == html.ElementNode {
				n = n.PrevSibling
			} else if n.Parent != nil {
				n = n.Parent
			}
		}
		return order[n] - ref
	}
	var out []shownDate
	// walk collects the innermost date-marked elements that hold a date:
	// <span class="posted-on"> around <time class="published"> and <time
	// class="updated"> yields both times.
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		if n.Type != html.ElementNode {
			return false
		}
		if skipTags[n.DataAtom] || isHidden(n) ||
			(isOtherDateContainer(n) && !isAncestor(n, titleNode) && !isAncestor(n, container)) {
			return false
		}
		found := false
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			found = walk(c) || found
		}
		if found {
			return true
		}
		if (isDateMarked(n) || (n.DataAtom == atom.Abbr && attr(n, "title") != "")) && !isLinkedStoryDate(n) {
			// go-dateparser (relative dates, rare languages) only near the
			// headline: listings can hold hundreds of dates.
			lib := absInt(dist(n)) <= pubShownAgree
			if d, a, seen, ok := p.elementDateShown(n, lang, now, lib); ok {
				if l, byClass := dateLabelOf(n); l != labelJoined {
					out = append(out, shownDate{node: n, attr: a, d: d, dist: dist(n), label: l, unseen: !seen, byClass: byClass})
					if l == labelUpdated && !byClass {
						past := p.datesPastUpdate(n, lang, now, dist)
						if len(past) == 0 {
							if pd, ok := p.publishedInUpdateText(n, lang, now); ok {
								past = []shownDate{{node: n, d: pd, dist: dist(n), label: labelPublished, line: true}}
							}
						}
						out = append(out, past...)
					}
				}
				return true
			}
		}
		return false
	}
	walk(an.body)
	inOther := func(n *html.Node) bool {
		for a := n; a != nil && a != an.body; a = a.Parent {
			if a.Type == html.ElementNode && isOtherDateContainer(a) && !isAncestor(a, titleNode) && !isAncestor(a, container) {
				return true
			}
		}
		return false
	}
	marked := len(out)
	overlaps := func(n *html.Node) bool {
		for _, c := range out[:marked] {
			if isAncestor(n, c.node) || isAncestor(c.node, n) {
				return true
			}
		}
		return false
	}
	// Short lines near the headline: "Veröffentlicht am 3. März 2026,
	// 14:05 Uhr von …".
	for _, b := range blocksAround(an, titleNode, 3, 12) {
		// A date in the headline is what the article is about ("Tagung
		// am 26. und 27. 2. 2015"), not when it was published.
		if inOther(b.owner) {
			continue
		}
		if titleNode != container && isAncestor(titleNode, b.owner) {
			// Except a date line set under the headline in an element
			// of its own inside the heading: a portal's template writes
			// "Headline<br><span>2026-11-20 09:36 来源：…</span>" in the h1.
			for j, l := range b.lines {
				if n := lineElement(b.owner, l); j > 0 && n != b.owner && !overlaps(n) && headingDateLine(l) {
					if holders := p.dateHolders(n, lang, now); len(holders) > 0 {
						out = append(out, p.datesThroughUpdates(holders, lang, now, dist)...)
					}
				}
			}
			continue
		}
		if overlaps(b.owner) {
			// A line whose marked date words call the last update may show
			// the publication after it in an element not marked as a date
			// (<span class="updated">Updated Oct. 18</span> <span
			// class="pub">Published Oct. 17</span>).
			if upd, ok := updatesOnlyIn(out[:marked], b.owner); ok {
				for _, c := range p.datesThroughUpdates(p.dateHolders(b.owner, lang, now), lang, now, dist) {
					// A day after the update is no publication: the line
					// goes on with another date ("Public hearing Oct. 25").
					if !overlaps(c.node) && !c.d.Time.Truncate(24*time.Hour).After(upd.Truncate(24*time.Hour)) {
						out = append(out, c)
					}
				}
			}
			continue
		}
		if !p.blockShowsDate(b, lang, now) {
			continue
		}
		// A line may show the last update before the publication
		// ("Updated Nov. 26 … Published Nov. 25 …"): past an update,
		// the line's next date counts too.
		holders := p.dateHolders(b.owner, lang, now)
		if isLinkedStoryDate(holders[0]) {
			continue
		}
		out = append(out, p.datesThroughUpdates(holders, lang, now, dist)...)
	}
	if end, ok := order[lastElement(container)]; ok {
		for i := range out {
			out[i].pastText = out[i].dist+ref > end
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].key() < out[j-1].key(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// lastElement is the last element inside n in document order, or n.
func lastElement(n *html.Node) *html.Node {
	for n != nil {
		var last *html.Node
		for c := n.LastChild; c != nil && last == nil; c = c.PrevSibling {
			if c.Type == html.ElementNode {
				last = c
			}
		}
		if last == nil {
			return n
		}
		n = last
	}
	return nil
}

// linkedStoryWords is how many words a link's text needs to be another
// story's headline rather than an author's or a section's name.
const linkedStoryWords = 4

// isLinkedStoryDate reports a date element set right after a link to
// another story ("Follow-up to: <a>Bridge closed to heavy trucks after
// inspection</a> <time>Sept. 2</time>"): the date is that story's.
func isLinkedStoryDate(n *html.Node) bool {
	s := prevElement(n)
	if s == nil || !isStoryLink(s) {
		return false
	}
	// An author's or a section's link before the date is the page's own
	// byline: "By <a href=/authors/x>Maria de los Angeles Garcia</a>
	// <time>", "<a href=/news/local/>Local News and Politics</a> <time>".
	if isAuthorLink(s) || isTaxonomy(s) || isBylineMarked(s) || s.Parent != nil && isBylineMarked(s.Parent) {
		return false
	}
	return isStorySlug(attr(s, "href"))
}

// isStorySlug reports a link whose last path segment names a story: a
// slug of words ("/news/bridge-closed") or a number ("/a/1234567"), not a
// section's one-word name ("/news/local/").
func isStorySlug(href string) bool {
	seg := strings.Trim(urlPath(href), "/")
	if i := strings.LastIndexByte(seg, '/'); i >= 0 {
		seg = seg[i+1:]
	}
	return strings.ContainsAny(seg, "-_") || countDigits(seg) >= 4
}

// updatesOnlyIn reports whether the marked dates inside owner are all
// ones that words call the last update, and there is one at least, and
// returns the earliest of them.
func updatesOnlyIn(marked []shownDate, owner *html.Node) (time.Time, bool) {
	var first time.Time
	n := 0
	for _, c := range marked {
		if !isAncestor(owner, c.node) {
			continue
		}
		if c.label != labelUpdated || c.byClass {
			return time.Time{}, false
		}
		if n == 0 || c.d.Time.Before(first) {
			first = c.d.Time
		}
		n++
	}
	return first, n > 0
}

// datesPastUpdate returns the dates a date-marked element shows after
// its first, which words call the last update: one box may read
// "Güncelleme: 10.03.2026 - 09:15 Giriş: 09.03.2026 - 22:40", the
// publication last.
func (p *DateParser) datesPastUpdate(n *html.Node, lang string, now time.Time, dist func(*html.Node) int) []shownDate {
	return p.datesThroughUpdates(p.dateHolders(n, lang, now)[1:], lang, now, dist)
}

// publishedInUpdateText returns the date that words call the
// publication after the update a date element opens with, when both are
// in one run of text: "Mis à jour le 12/11/2026 à 18h05 · Publié le
// 05/11/2026".
func (p *DateParser) publishedInUpdateText(n *html.Node, lang string, now time.Time) (Date, bool) {
	t := innerText(n)
	first := strings.IndexFunc(t, func(r rune) bool { return r >= '0' && r <= '9' })
	if first < 0 || runes(t) > dateTextMax {
		return Date{}, false
	}
	loc := publishedWordsRe.FindStringIndex(t[first:])
	if loc == nil {
		return Date{}, false
	}
	return p.findInText(t[first+loc[0]:], lang, now, false)
}

// datesThroughUpdates returns the dates the holders show, in order, up
// to and including the first that words do not call an update.
func (p *DateParser) datesThroughUpdates(holders []*html.Node, lang string, now time.Time, dist func(*html.Node) int) []shownDate {
	var out []shownDate
	for _, h := range holders {
		var d Date
		var a string
		var ok bool
		if h.Type == html.TextNode {
			d, ok = p.findInText(collapse(h.Data), lang, now, false)
		} else {
			d, a, ok = p.elementDate(h, lang, now)
		}
		l := dateLabel(h)
		if !ok || l == labelJoined {
			break
		}
		out = append(out, shownDate{node: h, attr: a, d: d, dist: dist(h), label: l, line: true})
		if l != labelUpdated {
			break
		}
	}
	return out
}

// blockShowsDate reports whether block b shows a date at its head, or,
// for a block of lines split by <br> (a table layout's kicker, headline,
// dateline and lead), on one of its short lines. A sentence of the story
// is read at its head only, as a long block is: "Jane Doe, 84, died on
// Tuesday, November 17, 2026, at home." tells of a day, not of when it
// was written.
func (p *DateParser) blockShowsDate(b *block, lang string, now time.Time) bool {
	t := b.text()
	if containsFold(t, "advertising api") {
		// The notice of an Amazon product box ("Last update on
		// 2026-11-20 / Affiliate links / Images from Amazon Product
		// Advertising API"): the date its prices were fetched.
		return false
	}
	if b.runes > dateTextMax || len(b.lines) == 1 && isProseSentence(t) {
		if len(b.lines) == 1 && opensWithTimePreposition(t) {
			// "Since July 1, 2025, cartons go in the blue bin": the
			// sentence's date, not the story's.
			return false
		}
		t = string([]rune(t)[:min(dateLeadMax, b.runes)])
	}
	if _, ok := p.findInText(t, lang, now, false); ok {
		return true
	}
	for _, l := range b.lines {
		if len(b.lines) > 1 && runes(l) <= dateTextMax && dateHasDigit(l) {
			if _, ok := p.findInText(l, lang, now, false); ok {
				return true
			}
		}
	}
	return false
}

// timePrepositions open a sentence with the time something began, ends
// or changed ("Since July 1, 2025, …", "Seit dem 1. Juli 2025 …"), in
// lower case.
var timePrepositions = authorSet(`since until till from starting beginning after before as seit bis ab
	depuis jusqu'au jusqu’au dès desde hasta antes después dal fino sinds vanaf tot`)

// opensWithTimePreposition reports a line whose first word is one of
// timePrepositions.
func opensWithTimePreposition(t string) bool {
	w, _, _ := strings.Cut(strings.TrimSpace(t), " ")
	return timePrepositions[strings.ToLower(w)]
}

// isProseSentence reports a line that reads as a sentence of a story: it
// opens in capitals, ends as a sentence and runs to proseWords words.
// Datelines are shorter ("Published 3 March 2026, 14:05."), or say what
// they are with a capitalized label that opens the line or follows a
// separator: "By Jane Doe, Senior Correspondent at The Harbour Post |
// Published November 18, 2025 at 10:04 a.m." ("Acme posted a loss on
// November 18" is a sentence).
func isProseSentence(t string) bool {
	if !isSentence(t) || datelineLabel.MatchString(t) {
		return false
	}
	n := 0
	for range strings.Fields(t) {
		if n++; n >= proseWords {
			return true
		}
	}
	return false
}

// datelineLabel finds a dateline's label, capitalized, at the head of a
// line or after a separator, in the languages written in capitals:
// English, German, French, Spanish, Portuguese, Italian, Dutch, then the
// Scandinavian languages, Finnish, Polish, Czech and Slovak, Hungarian,
// Romanian and Catalan, Bulgarian, Russian, Ukrainian, the South Slavic
// languages in both scripts, Greek, Turkish, Indonesian and Malay,
// Vietnamese, Swahili and Tagalog. (A line of a script without capitals
// is no sentence to isProseSentence.) Those of the second list open
// story sentences too ("Objavljeno je da …", "Güncelleme ile …", "Cập
// nhật mới nhất …"): there the label takes a colon or a date within two
// words ("Publicerad 18 november", "Objavljeno u 10:04").
var datelineLabel = regexp.MustCompile(`(?:^|[|,;·•–—]\s*)(?:Published|Updated|Posted|Last updated|Veröffentlicht|Aktualisiert|Publié|Mis à jour|` +
	`Publicado|Actualizado|Atualizado|Pubblicato|Aggiornato|Gepubliceerd|Bijgewerkt)(?:\s|:|$)|(?:^|[|,;·•–—]\s*)(?:` +
	`Publicerad|Uppdaterad|Publisert|Oppdatert|Publiceret|Opdateret|Julkaistu|Päivitetty|Opublikowano|Zaktualizowano|` +
	`Publikováno|Aktualizováno|Publikované|Aktualizované|Publikálva|Frissítve|Közzétéve|Publicat|Actualizat|Actualitzat|` +
	`Публикувано|Актуализирано|Обновено|Опубликовано|Обновлено|Опубліковано|Оновлено|Објављено|Ажурирано|Objavljeno|` +
	`Ažurirano|Posodobljeno|Δημοσιεύθηκε|Δημοσιεύτηκε|Ενημερώθηκε|Yayınlanma|Yayınlandı|Güncellendi|Güncelleme|` +
	`Diterbitkan|Dipublikasikan|Diperbarui|Dikemaskini|Cập nhật|Imechapishwa|Imesasishwa|Inilathala|Na-update)(?:\s*:|\s+(?:\S+\s+){0,2}\d|$)`)

// proseWords is how many words make a line a sentence of the story
// rather than a dateline.
const proseWords = 14

// bodyLineDate finds the first short line inside the article text that
// shows a date (see blockShowsDate), read the way a selector set reads
// its element.
func (p *DateParser) bodyLineDate(an *analysis, lang string, now time.Time) (shownDate, bool) {
	for _, b := range an.textBlocks() {
		if b.runes > dateTextMax {
			continue
		}
		if !p.blockShowsDate(b, lang, now) {
			continue
		}
		n := p.dateHolder(b.owner, lang, now)
		if d, a, ok := p.elementDateLib(n, lang, now, false); ok && dateLabel(n) != labelJoined {
			c := shownDate{node: n, attr: a, d: d, line: true}
			if altCaption(c) {
				continue // the picture's day
			}
			return c, true
		}
	}
	return shownDate{}, false
}

// yearlessRe is a day and month without a year, as wire datelines write
// them ("Nov 25", "25 November", "Tuesday, Nov. 25").
var yearlessRe = regexp.MustCompile(`^(?:\p{L}+,? )?(?:(\p{L}+)\.? (\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})\.? (\p{L}+)\.?)$`)

// yearlessMaxGap bounds how long before now a dateline without a year
// may fall and still be read in now's year.
const yearlessMaxGap = 60 * 24 * time.Hour

// yearlessDate reads a wire dateline's day and month without a year
// ("NAIROBI, Nov 25 (Reuters) -"), which the wire leaves to the day's
// readers, in the year that puts it nearest before now. Further back
// than yearlessMaxGap (an archived page), the year is unknown.
func (p *DateParser) yearlessDate(s, lang string, now time.Time) (Date, bool) {
	m := yearlessRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Date{}, false
	}
	name, day := m[1], dateAtoi(m[2])
	if name == "" {
		name, day = m[4], dateAtoi(m[3])
	}
	mo, ok := p.month(name, dateLangBase(lang))
	if !ok || day < 1 || day > 31 {
		return Date{}, false
	}
	// The latest year that does not put it after now: next year's
	// "Jan 1" on a page read on New Year's Eve in UTC.
	t := time.Date(now.Year()+1, time.Month(mo), day, 0, 0, 0, 0, time.UTC)
	for y := now.Year(); t.After(now.Add(dateMaxAhead)) && y >= now.Year()-1; y-- {
		t = time.Date(y, time.Month(mo), day, 0, 0, 0, 0, time.UTC)
	}
	if t.Day() != day || now.Sub(t) > yearlessMaxGap {
		return Date{}, false // 31 November, or an archived page
	}
	return Date{Time: t, Raw: t.Format(time.DateOnly)}, true
}

// yearlessDateline reads the day of a wire dateline without a year that
// opens text (see yearlessDate).
func (p *DateParser) yearlessDateline(text, lang string, now time.Time) (Date, bool) {
	m := wireDateline.FindStringSubmatch(text)
	if m == nil || !datelineDate(m[1]) {
		return Date{}, false
	}
	return p.yearlessDate(m[1], lang, now)
}

// wireDateline matches a wire dateline opening a text: a place in
// capitals, perhaps a region after a comma, then the date up to the
// wire's name between slashes, a parenthesis or a dash ("AUSTIN, Texas,
// Nov. 24, 2026 /PRNewswire/ --", "GENEVA, Nov. 24, 2026 (Reuters) -").
var wireDateline = regexp.MustCompile(`^\p{Lu}[\p{Lu}\p{M} .'’-]{1,40},\s+(?:[^,/()]{2,30},\s+)?([^/()]{5,40}?)\s*(?:/[^/]{2,40}/\s*)?(?:--|—|–|\(|-\s)`)

// precedes reports whether node a comes before node b in document
// order (a holding b does not).
func precedes(a, b *html.Node) bool {
	var pa, pb []*html.Node
	for n := a; n != nil; n = n.Parent {
		pa = append(pa, n)
	}
	for n := b; n != nil; n = n.Parent {
		pb = append(pb, n)
	}
	i, j := len(pa)-1, len(pb)-1
	for i >= 0 && j >= 0 && pa[i] == pb[j] {
		i, j = i-1, j-1
	}
	if i < 0 || j < 0 {
		return false
	}
	for n := pa[i].NextSibling; n != nil; n = n.NextSibling {
		if n == pb[j] {
			return true
		}
	}
	return false
}

// textBlocks returns the blocks of the article text's container that
// are no furniture, in document order.
func (a *analysis) textBlocks() []*block {
	c := a.container()
	if c == nil {
		return nil
	}
	var out []*block
	for _, b := range a.blocks {
		if !b.boiler && isAncestor(c, b.owner) {
			out = append(out, b)
		}
	}
	return out
}

// datelineParagraph is the fewest runes of the paragraph a dateline
// opens.
const datelineParagraph = 80

// openingDateline reads the date of a wire dateline opening the first
// block of the article text: the day a press release or an agency story
// was issued, which such pages often show nowhere else. A dateline
// without a year is read in the year that puts it nearest before anchor
// (see yearlessDate).
func (p *DateParser) openingDateline(an *analysis, lang string, now, anchor time.Time) (shownDate, bool) {
	for _, b := range an.textBlocks() {
		if b.heading || b.runes < datelineParagraph {
			continue // a kicker, a deck, a share row: the text opens with a paragraph
		}
		m := wireDateline.FindStringSubmatch(b.text())
		if m == nil || !datelineDate(m[1]) {
			return shownDate{}, false
		}
		if d, ok := p.findInText(m[1], lang, now, false); ok && !d.Relative && strings.ContainsAny(d.Raw, "-") && len(d.Raw) >= 10 {
			return shownDate{node: b.owner, d: d, line: true}, true
		}
		if d, ok := p.yearlessDate(m[1], lang, anchor); ok {
			return shownDate{node: b.owner, d: d, line: true}, true
		}
		return shownDate{}, false
	}
	return shownDate{}, false
}

// datelineDate reports whether s, what a wire dateline holds before
// the wire's name, opens with its date: no more than one word in lower
// case before the first with a digit ("Nov. 24, 2026", "UNITED STATES,
// October 2, 2026", "martes 2 de octubre de 2026"), not a sentence
// opening with a name in capitals that tells of a day ("NATO, which met
// on Oct. 1, 2026 (a Thursday), agreed …").
func datelineDate(s string) bool {
	lower := 0
	for _, w := range strings.Fields(s) {
		if strings.ContainsAny(w, "0123456789") {
			return true
		}
		if unicode.IsLower(firstRune(w)) {
			if lower++; lower > 1 {
				return false
			}
		}
	}
	return false
}

// dateHolder is the innermost element of a line's owner whose own text
// holds the line's date: the <span> in "<p>Von Jo <span>3.5.2024</span>
// | Politik</p>", or the owner itself.
func (p *DateParser) dateHolder(owner *html.Node, lang string, now time.Time) *html.Node {
	return p.dateHolders(owner, lang, now)[0]
}

// dateHolders returns the elements of a line's owner whose own text
// holds a date, in document order, at most three; or the owner itself
// when none does.
func (p *DateParser) dateHolders(owner *html.Node, lang string, now time.Time) []*html.Node {
	var holders []*html.Node
	visited := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && len(holders) < 3 && visited < 64; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				visited++
				if dateHasDigit(c.Data) && (len(holders) == 0 || holders[len(holders)-1] != n) {
					if _, ok := p.findInText(c.Data, lang, now, false); ok {
						holders = append(holders, lineHolder(n, c))
					}
				}
			case html.ElementNode:
				if inlineTags[c.DataAtom] && !skipTags[c.DataAtom] && !hasBlock(c) {
					walk(c)
				}
			}
		}
	}
	walk(owner)
	if len(holders) == 0 {
		return []*html.Node{owner}
	}
	return holders
}

// lineHolder is the holder of a date shown by text node t of element n:
// n, unless n's text runs past dateTextMax and t is a line of its own,
// split by <br>s, at n's head (a table layout's headline, byline and
// dateline over the story, all in one <font>): only the text node itself
// holds that. A dated line further down is the story's, or a press
// release's closing "Hamburg, den 2. Dezember 2022".
func lineHolder(n, t *html.Node) *html.Node {
	if runes(leadText(n, dateTextMax+1)) <= dateTextMax || runes(collapse(t.Data)) > dateTextMax {
		return n
	}
	isBr := func(s *html.Node) bool { return s != nil && s.Type == html.ElementNode && s.DataAtom == atom.Br }
	if !isBr(t.PrevSibling) || !isBr(t.NextSibling) {
		return n
	}
	before := 0
	for c := range n.Descendants() {
		if c == t {
			return t
		}
		if c.Type == html.TextNode {
			if before += runes(collapse(c.Data)); before > dateTextMax {
				break
			}
		}
	}
	return n
}

// dateLabel reads whether the words before an element's date or its
// class call it the publication or the last update. The words win: they
// are what readers go by, and themes put "published" on every date
// element, also on one that says "Last updated:".
func dateLabel(n *html.Node) int {
	l, _ := dateLabelOf(n)
	return l
}

// dateLabelOf is dateLabel that also reports whether only n's class
// labels it.
func dateLabelOf(n *html.Node) (label int, byClass bool) {
	text, field := innerText(n), false
	if i := strings.IndexFunc(text, func(r rune) bool { return r >= '0' && r <= '9' }); i >= 0 {
		text = text[:i]
	}
	if prev := prevText(n); prev != "" {
		// Only the words after the last number before n label it: a
		// sibling "Registriert: 18.09.2008" labels its own date.
		if i := strings.LastIndexFunc(prev, func(r rune) bool { return r >= '0' && r <= '9' }); i >= 0 {
			prev = prev[i+1:]
		}
		text = prev + " " + text
	} else if l, t := valueLabelOf(n); l != nil && !isHeadingTag(l.DataAtom) && endsInDateLabel(t) {
		// n opens its element, and the field's label stands in the
		// element before that one: a CMS field's "<div class=label>
		// Mis à jour le</div><div class=item><time>…</time></div>".
		// A heading there is a headline ("Updated rules for …"), no
		// label.
		text = t + " " + text
		field = true
	}
	switch {
	case joinedWordsRe.MatchString(text):
		return labelJoined, false
	case updatedWordsRe.MatchString(text) && updateNamesLabel(text):
		// A field's label says as little as a class: with no date called
		// the publication, the updated field is the post's only date of
		// its own (an event listing's "Aktualisiert:" beside "Beginn:"),
		// and unlabelHAtomUpdates drops the label.
		return labelUpdated, field
	case publishedWordsRe.MatchString(text):
		return labelPublished, false
	}
	switch pub, upd := classLabels(n); {
	case pub:
		return labelPublished, true
	case upd:
		return labelUpdated, true
	}
	return 0, false
}

// updateNamesLabel reports whether the words before a date that name
// the last update, not those that name the publication, label it. When
// both stand there, the label is the last part between separators that
// holds one ("Originally published in The Times, updated"), and in one
// part the word in a label's place (labelWordPlaced): "Posted by Jane
// Doe in Updates" names the blog's category after the publication's
// label.
func updateNamesLabel(text string) bool {
	parts := strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(labelSeparators, r) })
	for i := len(parts) - 1; i >= 0; i-- {
		upd, pub := updatedWordsRe.MatchString(parts[i]), publishedWordsRe.MatchString(parts[i])
		if upd && pub {
			// A name's word is capitalized ("in Updates"); a label's amid
			// the line is not ("Posted by Jane Doe and last updated").
			return labelWordPlaced(parts[i], updatedWordsRe) || !labelWordPlaced(parts[i], publishedWordsRe) ||
				!capitalizedAmid(parts[i], updatedWordsRe)
		}
		if upd || pub {
			return upd
		}
	}
	return true
}

// capitalizedAmid reports whether re's first word in s opens with a
// capital after the first word: a name's word, a category's "Updates".
func capitalizedAmid(s string, re *regexp.Regexp) bool {
	loc := re.FindStringIndex(s)
	return loc != nil && strings.TrimSpace(s[:loc[0]]) != "" && unicode.IsUpper(firstRune(s[loc[0]:]))
}

// labelSeparators part a meta line's labels: "Published 3 May · Updated".
const labelSeparators = "|,;·•–—"

// endsInDateLabel reports a field's label: its label word closes it,
// with at most a short preposition after it ("Mis à jour le", "Updated
// on", "Aktualisiert am", "Zuletzt geändert:"). A headline in a wrapper
// of its own, or a <div class=headline>, goes on past the word:
// "Updated rules for school buses", "Revised bus routes for the valley".
func endsInDateLabel(t string) bool {
	for _, re := range []*regexp.Regexp{joinedWordsRe, updatedWordsRe, publishedWordsRe} {
		locs := re.FindAllStringIndex(t, -1)
		if len(locs) == 0 {
			continue
		}
		rest := strings.Fields(strings.Trim(t[locs[len(locs)-1][1]:], " :.-–—"))
		if len(rest) == 0 || len(rest) == 1 && runes(rest[0]) <= 3 {
			return true
		}
	}
	return false
}

// unlabelHAtomUpdates drops the "updated" label that only a class gave,
// when no date shown is labelled the publication. hAtom requires the
// class "updated" on an entry's date, so themes put it on their one
// date ("entry-date updated td-module-date"): without another date
// called the publication, that one is the post's, and it beats a
// header's "today" above the headline.
func unlabelHAtomUpdates(shown []shownDate) {
	for _, c := range shown {
		if c.label == labelPublished {
			return
		}
	}
	for i := range shown {
		if shown[i].label == labelUpdated && shown[i].byClass {
			shown[i].label = 0
		}
	}
}

// classLabels reports whether n's classes call its date the publication
// and whether they call it the last update.
func classLabels(n *html.Node) (pub, upd bool) {
	toks := classTokens(n)
	for i, t := range toks {
		switch t {
		case "published", "pubdate", "datepublished", "publish", "posted", "created":
			pub = pub || !isPostStatus(toks, i)
		case "updated", "modified", "update", "lastmod", "datemodified":
			upd = true
		}
	}
	return pub, upd
}

// prevText is the text just before n among its siblings, such as the
// label "Updated:" in <span>Updated:</span><time>…</time>.
func prevText(n *html.Node) string {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		var t string
		if s.Type == html.TextNode {
			t = strings.TrimSpace(s.Data)
		} else if s.Type == html.ElementNode && !skipTags[s.DataAtom] {
			t = innerText(s)
		}
		if t != "" {
			if r := []rune(t); len(r) > 40 {
				t = string(r[len(r)-40:])
			}
			return t
		}
	}
	return ""
}

// elementDate reads the date an element shows: from its datetime-like
// attributes or its text. When the attribute is an instant whose UTC day
// is next to the day the text shows, the text wins: it is the site's own
// time zone. The selector applier reads matched elements the same way, so
// a set reproduces what the heuristic chose.
func (p *DateParser) elementDate(n *html.Node, lang string, now time.Time) (Date, string, bool) {
	return p.elementDateLib(n, lang, now, true)
}

// elementDateLib is elementDate, with go-dateparser only when lib is set.
func (p *DateParser) elementDateLib(n *html.Node, lang string, now time.Time, lib bool) (Date, string, bool) {
	d, a, _, ok := p.elementDateShown(n, lang, now, lib)
	return d, a, ok
}

// elementDateShown is elementDateLib that also reports whether the
// element's text shows a date, rather than only an attribute holding one.
func (p *DateParser) elementDateShown(n *html.Node, lang string, now time.Time, lib bool) (Date, string, bool, bool) {
	var ad Date
	var aname, tip string
	attrs := dateValueAttrs
	if extra := epochAttrs(n); len(extra) > 0 {
		attrs = append(attrs[:len(attrs):len(attrs)], extra...)
	}
	for _, a := range attrs {
		v := attr(n, a)
		if v == "" || (a == "title" && n.DataAtom != atom.Abbr && n.DataAtom != atom.Time && n.FirstChild != nil) {
			// A title is a tooltip, except on <abbr> and <time> and on an
			// empty element that holds its date there (a microformat's
			// <span class="updated" title="2013-04-04T18:52:11+00:00">).
			tip = v
			continue
		}
		d, ok := p.parse(v, lang, now, lib)
		if ok {
			ad, aname = d, a
			break
		}
		if !lib && dateHasLetter(v) {
			// go-dateparser might read it: without it, the element's
			// date is unknown, not its text's.
			return Date{}, "", false, false
		}
	}
	var td Date
	var tok bool
	t := leadText(n, dateTextMax+1)
	if t != "" {
		if r := []rune(t); len(r) > dateTextMax {
			t = string(r[:dateLeadMax]) // a long text counts only when it opens with a date
		}
		td, tok = p.findInText(t, lang, now, lib)
	}
	if aname == "" && tip != "" && (tok && td.Relative || !tok && p.relative.MatchString(t)) {
		// "3 weeks ago" whose tooltip spells out the time it counts
		// from, as timeago scripts render it: the tooltip is the date.
		if d, ok := p.parse(tip, lang, now, lib); ok && !d.Relative {
			ad, aname = d, "title"
		}
	}
	switch {
	case aname != "" && tok && !td.Relative && !sameDay(td, ad) && ad.HasZone && absDuration(td.Time.Sub(ad.Time)) < 36*time.Hour:
		// The attribute's instant falls on another day in UTC than
		// in the site's zone, which the text shows.
		return td, "", true, true
	case aname != "":
		// "3 hours ago" over a timestamp: rendered for the moment of the
		// crawl, not a publication date to trust over metadata.
		ad.Relative = ad.Relative || (tok && td.Relative)
		return ad, aname, tok, true
	case tok:
		return td, "", true, true
	}
	return Date{}, "", false, false
}

// dateValueAttrs are the attributes a date element holds its date in,
// in the order they are believed.
var dateValueAttrs = []string{"datetime", "content", "data-timestamp", "data-date", "title"}

// epochOtherRe matches the data attribute names of a Unix time that is
// not the publication: the last update (data-updated, data-modified-date,
// data-lastupdate-timestamp), or an end, an expiry or a countdown's goal;
// and of a number that is no time at all, though its name says publish
// or date (data-publisher-id, data-date-id).
var epochOtherRe = regexp.MustCompile(`updat|modif|edit|revis|chang|last|expir|until|end|count|publisher|(^|[-_])id($|[-_])`)

// epochAttrs names n's data attributes, beyond data-timestamp, that hold
// a Unix time in seconds or milliseconds and say so by name
// (data-publish-ms, data-time, data-epoch, data-livestamp): scripts render "3 hours ago"
// from them, so they are the date the text stands for.
func epochAttrs(n *html.Node) []string {
	var names []string
	for _, a := range n.Attr {
		k := strings.ToLower(a.Key)
		if !strings.HasPrefix(k, "data-") || k == "data-timestamp" || len(a.Val) != 10 && len(a.Val) != 13 || !dateAllDigits(a.Val) {
			continue
		}
		if !strings.Contains(k, "time") && !strings.Contains(k, "date") && !strings.Contains(k, "publish") && !strings.Contains(k, "epoch") && !strings.Contains(k, "stamp") {
			continue
		}
		if !epochOtherRe.MatchString(k) {
			names = append(names, a.Key)
		}
	}
	return names
}

// Elements with more text than dateTextMax runes are read for a date only
// in their first dateLeadMax runes: a dateline, not a date anywhere in an
// article.
const (
	dateTextMax = 200
	dateLeadMax = 60
)

// leadText renders the first limit runes of n's visible text, collapsed
// to single spaces. It stops early, so reading a big element is cheap.
//
// Where two elements meet with no space between them and a number on
// either side, a space is put in: "<time>3. Mai 2024</time><span>14:05
// Uhr</span>" reads "3. Mai 2024 14:05 Uhr", not a year 202414.
func leadText(n *html.Node, limit int) string {
	var b strings.Builder
	count := 0
	space, edge := false, false
	var last rune
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && count < limit; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				for _, r := range c.Data {
					if count >= limit {
						return
					}
					if r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\u00a0' {
						space = b.Len() > 0
						continue
					}
					if edge && !space && (unicode.IsDigit(r) && isAlnum(last) || unicode.IsDigit(last) && isAlnum(r)) {
						space = true
					}
					if space {
						b.WriteByte(' ')
						count++
						space = false
					}
					edge = false
					b.WriteRune(r)
					last = r
					count++
				}
			case html.ElementNode:
				if skipTags[c.DataAtom] || isHidden(c) {
					continue
				}
				if !inlineTags[c.DataAtom] || c.DataAtom == atom.Br {
					// A <br> breaks the line: "Liza Pascua<br>Nobiembre
					// 26, 2026" is not "PascuaNobiembre".
					space = b.Len() > 0
				}
				edge = b.Len() > 0
				walk(c)
				if !inlineTags[c.DataAtom] {
					space = b.Len() > 0
				}
				edge = b.Len() > 0
			}
		}
	}
	walk(n)
	return b.String()
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func absInt(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

func absDuration(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
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

// blocksAround returns up to before blocks above the headline and after
// blocks below it, furniture included: bylines and date lines are often
// marked as such.
func blocksAround(an *analysis, titleNode *html.Node, before, after int) []*block {
	at := -1
	if titleNode != nil {
		for i, b := range an.blocks {
			// The headline's block, or the block it is a line of
			// (<font size="5"><b>…</b></font><br> among other lines).
			if b.owner == titleNode || isAncestor(titleNode, b.owner) || isAncestor(b.owner, titleNode) && slices.Contains(b.lines, Text(titleNode)) {
				at = i
				break
			}
		}
	}
	if at < 0 {
		return nil
	}
	return an.blocks[max(0, at-before):min(len(an.blocks), at+1+after)]
}

// matchDate reads a date from an attribute value, a <time>/<meta>
// element, a JSON-LD script, or the text of an element.
func (x *Applier) matchDate(ld *ldMemo, m selectors.Match, lang string) (Date, bool) {
	now := x.now()
	if m.HasValue {
		v := strings.TrimSpace(m.Value)
		if m.Node != nil && m.Node.Type == html.TextNode && isProseSentence(collapse(v)) {
			// A <br> line read by its place among its parent's text
			// nodes (PARENT/text()[k], see lineHolder): on a page of the
			// site with a line fewer above it, the place holds the
			// story's first sentence, and its dates are the story's.
			return Date{}, false
		}
		if isURLValue(v) {
			return x.Dates.urlDate(v, lang, now)
		}
		if d, ok := x.Dates.Parse(v, lang, now); ok {
			return d, true
		}
		if d, ok := x.Dates.FindInText(v, lang, now); ok {
			return d, true
		}
		return x.Dates.monthYear(v, lang, now) // a labelled line's "June 2022"
	}
	if m.Node == nil {
		return Date{}, false
	}
	switch {
	case isJSONLDScript(m.Node):
		return x.Dates.ldScriptDate(ld, m.Node, lang, now)
	case isDataHolder(m.Node):
		return x.Dates.dataDate(m.Node, lang, now)
	case m.Node.DataAtom == atom.Meta:
		v := strings.TrimSpace(attr(m.Node, "content"))
		if isURLValue(v) {
			return x.Dates.urlDate(v, lang, now)
		}
		return x.Dates.Parse(v, lang, now)
	case m.Node.DataAtom == atom.Link:
		return x.Dates.urlDate(attr(m.Node, "href"), lang, now)
	}
	d, _, ok := x.Dates.elementDate(m.Node, lang, now)
	if !ok {
		// The text's opening dateline, as openingDateline reads it: in
		// the year of the URL's date when there is one.
		ud, uok := x.Dates.urlDate(x.pageURL, lang, now)
		return x.Dates.yearlessDateline(leadText(m.Node, dateLeadMax), lang, urlAnchor(x.pageURL, ud, uok, now))
	}
	if dateLabel(m.Node) == labelUpdated {
		// As shownDates reads such an element.
		if pd, pok := x.Dates.publishedInUpdateText(m.Node, lang, now); pok {
			return pd, true
		}
	}
	return d, ok
}

// headingDateLine reports a line under the headline in the heading that
// is a date line, not a subtitle about a day: the date alone, or followed
// by the time or a labelled field ("2026-11-20 09:36 来源：…"). "2008-05-12
// 汶川发生8.0级地震" under "历史上的今天" is the day the story is about.
func headingDateLine(l string) bool {
	if !opensWithFullDate(l) {
		return false
	}
	f := strings.Fields(l)
	return len(f) == 1 || strings.ContainsAny(f[1], ":：")
}
