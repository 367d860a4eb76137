package extract

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// boilerTokens are class/id tokens of page furniture: sharing, related
// links, ads, newsletter boxes, comments, navigation, consent banners.
// They mark furniture unless the element holds much of the page's prose.
var boilerTokens = map[string]bool{
	"share": true, "sharing": true, "sharebar": true, "social": true, "socials": true, "sociallinks": true,
	"related": true, "relatedposts": true, "recommended": true, "recommendations": true, "recirculation": true,
	"recirc": true, "newsletter": true, "subscribe": true, "subscription": true, "signup": true,
	"promo": true, "promotion": true, "promoted": true, "advert": true, "advertisement": true, "advertising": true,
	"adslot": true, "adunit": true, "adsense": true, "dfp": true,
	"sponsor": true, "sponsored": true, "outbrain": true, "taboola": true,
	"comment": true, "comments": true, "disqus": true, "respond": true,
	"cookie": true, "cookies": true, "consent": true, "gdpr": true, "popup": true, "modal": true,
	"breadcrumb": true, "breadcrumbs": true, "pagination": true, "pager": true,
	"nav": true, "navbar": true, "navigation": true, "menu": true, "footer": true,
	"toolbar": true, "tagcloud": true, "byline": true, "caption": true, "credit": true, "credits": true,
	"copyright": true, "anzeige": true, "werbung": true, "quangcao": true, "mostread": true, "readmore": true,
	"testimonials": true, "donate": true, "donation": true, "donations": true,
	"cta": true, "ctas": true, "calltoaction": true, "tooltip": true, "tooltips": true, "disclaimer": true, "disclaimers": true,
	// A fact box beside a story, and the author boxes of WordPress
	// plugins (Simple Author Box, Molongui).
	"infobox": true, "saboxplugin": true, "molongui": true,
	// The plural of copyright and a terms-of-use line's wrapper, which
	// some templates set under the story.
	"copyrights": true, "termsofuse": true,
	// ai2html's charts (NYT, WaPo, Reuters, …): an artboard's labels are
	// text laid over an image, axis ticks and legends, not prose.
	"artboard": true, "ai2html": true,
	// A caption's class in Italian and German ("didascalia",
	// "bildunterschrift", "bildtext").
	"didascalia": true, "bildunterschrift": true, "bildtext": true,
}

// classOnlyBoilerTokens mark furniture in a class only: as an id they
// are a heading's anchor made of its words ("apple-pie", "Pecan_pie"),
// which table-of-contents plugins set on a section of the story.
var classOnlyBoilerTokens = map[string]bool{
	// Spanish for foot: a page's footer ("pie", "new-pie", "pie_texto")
	// or a photo's caption ("foto-pie").
	"pie": true,
}

// hasClassOnlyBoiler reports a class naming n with one of the
// classOnlyBoilerTokens.
func hasClassOnlyBoiler(n *html.Node) bool {
	cl := attr(n, "class")
	if !containsFold(cl, "pie") {
		return false
	}
	for c := range strings.FieldsSeq(cl) {
		for _, t := range appendName(nil, c) {
			if classOnlyBoilerTokens[t] {
				return true
			}
		}
	}
	return false
}

// weakBoilerTokens mark furniture only on small elements without a
// content token: layouts reuse them on big wrappers ("gate-ad",
// "article-widget", "sidebar-grid__container").
var weakBoilerTokens = map[string]bool{
	"ad": true, "ads": true, "sidebar": true, "widget": true, "widgets": true, "banner": true,
	"teaser": true, "teasers": true, "tags": true, "tag": true, "print": true, "skip": true,
	"trending": true, "popular": true, "login": true, "masthead": true, "topbar": true, "meta": true,
	"sr": true, "screenreader": true, "visually": true, "discussion": true, "author": true, "bio": true,
	"gate": true, "rail": true, "player": true,
	// A weather widget of the column ("Regina: -8°C, light snow"): one
	// line without a link, which reads as prose by its text alone.
	"weather": true,
	// A breaking-news, results or stock ticker beside the story; a live
	// ticker that is the story holds most of the page's text.
	"ticker": true,
}

// layoutFlags after a token make it a state of the page ("comments-enabled").
var layoutFlags = map[string]bool{"enabled": true, "disabled": true, "open": true, "closed": true,
	"allowed": true, "active": true, "on": true, "off": true}

// negators turn the token after them into a layout flag ("has-sidebar",
// "no-comments"), which says nothing about the element itself. "show" is
// none: "show-comments" names the box that shows the comments.
var negators = map[string]bool{"has": true, "with": true, "no": true, "without": true, "hide": true,
	"enable": true, "disable": true, "enabled": true, "disabled": true, "is": true}

// boilerPairs are two-token phrases of furniture ("more stories", "read
// next", "see also", "follow us").
var boilerPairs = map[[2]string]bool{
	{"more", "stories"}: true, {"read", "next"}: true, {"see", "also"}: true, {"read", "more"}: true,
	{"author", "box"}: true, {"author", "info"}: true, {"about", "author"}: true, {"post", "meta"}: true,
	{"entry", "meta"}: true, {"article", "meta"}: true, {"most", "read"}: true, {"most", "popular"}: true,
	{"you", "may"}: true, {"also", "like"}: true, {"top", "stories"}: true, {"latest", "news"}: true,
	{"more", "articles"}: true, {"more", "news"}: true, {"to", "action"}: true, {"not", "prose"}: true,
	// A "follow us" box of social and app-store links, whatever language
	// its text is in.
	{"follow", "us"}: true,
	// WordPress's links to a post's other pages ("Pages: 1 2").
	{"page", "links"}: true,
	// A layout's side column and its boxes beside the story's column
	// ("side-col", "side-column", "side-box"), whatever they hold: an
	// event's card, recent posts, an archive, a membership ask.
	{"side", "col"}: true, {"side", "column"}: true, {"side", "box"}: true,
}

// boilerRoles are ARIA landmark roles of page furniture.
var boilerRoles = map[string]bool{
	"navigation": true, "complementary": true, "banner": true, "contentinfo": true, "search": true,
	"dialog": true, "alertdialog": true, "menu": true, "menubar": true, "toolbar": true,
}

// contentTokens mark containers that hold article text; they outweigh a
// weak furniture token on the same element.
var contentTokens = map[string]bool{
	"article": true, "body": true, "content": true, "entry": true, "post": true, "story": true,
	"text": true, "main": true, "articlebody": true, "richtext": true, "prose": true,
}

// isBoilerTag reports elements that are furniture by their tag alone. A
// form inside an article is a sign-up or a download request; a form that
// wraps the whole page (ASP.NET WebForms) holds most of its prose, and
// isFurniture keeps such wrappers.
func isBoilerTag(n *html.Node, texts scopeTexts) bool {
	if n.DataAtom == 0 && ampFurniture[n.Data] {
		return true
	}
	switch n.DataAtom {
	case atom.Nav, atom.Aside, atom.Footer, atom.Button, atom.Select, atom.Textarea, atom.Input,
		atom.Figcaption, atom.Menu, atom.Dialog, atom.Form:
		return true
	case atom.Figure:
		// A figure is an image, a video or an embed, except when it
		// holds a table (WordPress wraps every table of a post in
		// <figure class="wp-block-table">) or a quote the article cites
		// (<figure><blockquote>…</blockquote><figcaption>, as HTML's
		// spec shows it) that is no social post.
		return find(n, func(c *html.Node) bool {
			return c.DataAtom == atom.Table || (c.DataAtom == atom.Blockquote && !isEmbed(c) && !isPullQuote(c, texts))
		}) == nil
	}
	return false
}

// ampFurniture are the AMP elements of ads, menus, sharing and consent;
// an ad's fallback text ("Ad could not load") is not the article's.
var ampFurniture = map[string]bool{"amp-ad": true, "amp-embed": true, "amp-sticky-ad": true, "amp-auto-ads": true,
	"amp-sidebar": true, "amp-social-share": true, "amp-consent": true, "amp-user-notification": true}

// isEmbed reports a blockquote that a social network's script turns
// into a post (Twitter, Instagram, TikTok, Threads, Bluesky, Reddit).
func isEmbed(bq *html.Node) bool {
	return hasAny(strings.ToLower(attr(bq, "class")), embedMarks)
}

// embedMarks are what the class of a social post's blockquote holds.
var embedMarks = []string{"tweet", "instagram", "tiktok", "threads", "bluesky", "reddit", "embed"}

// isPullQuote reports a blockquote that repeats a sentence of the
// article around it, set off as a pull quote: its opening words are
// found again in the text of its nearest <article>, <main> or <body>.
// The quote marks a pull quote is often set in ("“Jika dia lewat …”")
// are not the text's, which writes the sentence without them: they are
// trimmed at both ends before the words are looked up.
// texts, when not nil, keeps that text for the next quote of the scope.
func isPullQuote(bq *html.Node, texts scopeTexts) bool {
	q := []rune(pullQuoteWords(collapse(innerText(bq))))
	if len(q) < minPullQuote {
		return false
	}
	q = q[:min(len(q), pullQuoteKey)]
	scope := bq
	for scope.Parent != nil && scope.DataAtom != atom.Article && scope.DataAtom != atom.Main && scope.DataAtom != atom.Body {
		scope = scope.Parent
	}
	n := strings.Count(texts.of(scope), string(q))
	if n < 2 {
		return false
	}
	// A headline that repeats a cited statement ("We will not back down
	// on pensions, says Moreau") is not the text repeating it.
	for h := range scope.Descendants() {
		if h.Type == html.ElementNode && isHeadingTag(h.DataAtom) {
			n -= strings.Count(collapse(innerText(h)), string(q))
		}
	}
	return n >= 2
}

// pullQuoteWords is a pull quote's text without the quotation marks and
// the closing stop it is set with ("”Eleverna pratar med varandra
// igen.”" for the sentence "Eleverna pratar med varandra igen, säger
// rektor …"): the text quotes the words without them, or ends the
// sentence elsewhere. A quotation closed before the speaker's name set after it ("”…igen.”
// Anna Lindqvist, rektor") is the quote alone; a single mark may be an
// apostrophe inside it ("We’re").
func pullQuoteWords(q string) string {
	q = strings.TrimSpace(q)
	if r, size := utf8.DecodeRuneInString(q); strings.ContainsRune(openingQuotes, r) {
		if i := strings.IndexAny(q[size:], quoteMarks+"」』"); i > 0 && isAttribution(q[size+i:]) {
			q = q[size : size+i]
		}
	}
	q = strings.Trim(q, openingQuotes+closingQuotes+" ")
	return strings.TrimRight(strings.TrimRight(q, ".!?…,;"), openingQuotes+closingQuotes+" ")
}

// isAttribution reports whether rest, what follows a quotation's closing
// mark in a pull quote, is only the speaker's credit ("” Anna Lindqvist,
// rektor", "” — Jo Doe"): a few words opening with a capital and no
// other quotation. A quotation the text goes on after (", the letter
// begins. “…", " I asked. “…") is one part of a longer quote.
func isAttribution(rest string) bool {
	_, size := utf8.DecodeRuneInString(rest)
	rest = strings.TrimLeft(rest[size:], " .,!?…-–—")
	if rest == "" {
		return true
	}
	return !strings.ContainsAny(rest, quoteMarks+"「『") && len(strings.Fields(rest)) <= 8 && unicode.IsUpper(firstRune(rest))
}

// isClassedPullQuote reports an element that its class names a pull
// quote ("pullquote", "pull-quote") and that repeats the article's words
// (isPullQuote): a div, a paragraph or a blockquote outside a figure set
// apart by CSS, which no tag marks as furniture.
func isClassedPullQuote(n *html.Node, texts scopeTexts) bool {
	switch n.DataAtom {
	case atom.Div, atom.P, atom.Section, atom.Blockquote:
	default:
		// A blockquote without the class may be the quoted letter a
		// pull quote repeats.
		return false
	}
	if !containsFold(attr(n, "class"), "quote") {
		return false
	}
	toks := classTokens(n)
	for i, t := range toks {
		if t == "pullquote" || t == "quote" && i > 0 && toks[i-1] == "pull" {
			return isPullQuote(n, texts)
		}
	}
	return false
}

// isEchoQuote reports a bare blockquote that is a pull quote by its
// place: its one sentence stands whole (holdsSentence) inside a
// paragraph beside it (a
// <p> of the same parent) that says more, as a layout repeats a line of
// the text in large type between the paragraphs ("<p>… keluar rumah
// pada pukul 4.30 pagi. Jika dia lewat sepuluh minit, dia akan lewat
// sejam.</p><blockquote><p>“Jika dia lewat sepuluh minit, dia akan
// lewat sejam.”</p></blockquote>"). A quote of two sentences or more is
// a passage the text cites, and one repeated only somewhere else on the
// page (a summary, a teaser) is no echo of the text beside it: the
// corpus gold keeps both.
func isEchoQuote(n *html.Node) bool {
	if n.DataAtom != atom.Blockquote || n.Parent == nil || isEmbed(n) {
		return false
	}
	q := pullQuoteWords(collapse(innerText(n)))
	if runes(q) < minPullQuote || strings.ContainsAny(q, ".!?…") || isCitedQuotation(n) {
		return false
	}
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom != atom.P {
			continue
		}
		if t := collapse(innerText(c)); runes(t) > runes(q)+minPullQuote && holdsSentence(t, q) {
			return true
		}
	}
	return false
}

// isCitedQuotation reports a blockquote that the story sets as the
// quoted text itself, not a pull quote: one crediting its source (a
// cite attribute, a <cite> or <footer> inside it: "— Transport Minister
// Ana Lopez"), or one that the element before it introduces with a
// colon ("The operator published a statement on Friday:"). The text
// may quote its sentence again to discuss it, in any paragraph.
func isCitedQuotation(n *html.Node) bool {
	if attr(n, "cite") != "" || find(n, func(c *html.Node) bool { return c.DataAtom == atom.Cite || c.DataAtom == atom.Footer }) != nil {
		return true
	}
	p := n.PrevSibling
	for p != nil && p.Type != html.ElementNode {
		p = p.PrevSibling
	}
	return p != nil && strings.HasSuffix(collapse(innerText(p)), ":")
}

// holdsSentence reports whether text holds q as a whole sentence: at its
// start or after a sentence's stop, and followed by a stop (quotation
// marks aside). A line that opens a sentence going on after a comma
// ("New challengers are reshaping the market, with …") is a subhead or
// a teaser of it, not the sentence repeated.
func holdsSentence(text, q string) bool {
	for i := strings.Index(text, q); i >= 0; {
		before := strings.TrimRight(text[:i], openingQuotes+" ")
		after := strings.TrimLeft(text[i+len(q):], closingQuotes)
		// (Within the paragraph's own quotation marks, the sentence is
		// the quotation cited again to be discussed: "“We will rebuild
		// the bridge together.” The line was shared …" under the
		// blockquote that sets it.)
		prefix, tail := strings.TrimRight(text[:i], " "), strings.TrimLeft(text[i+len(q):], ".!?…")
		quoted := prefix != "" && strings.ContainsRune(openingQuotes, lastRune(prefix)) && tail != "" && strings.ContainsRune(closingQuotes, firstRune(tail))
		if !quoted && (before == "" || strings.ContainsRune(".!?…"+closingQuotes, lastRune(before))) &&
			(after == "" || strings.ContainsRune(".!?…", firstRune(after))) {
			return true
		}
		j := strings.Index(text[i+1:], q)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// scopeTexts holds the collapsed text of the scopes isPullQuote searched
// in one analysis of a page. A page that sets dozens of quotes in figures
// (a list of expert quotes) would otherwise collect its article's text
// once for each: most of its extraction time.
type scopeTexts map[*html.Node]string

// of returns n's collapsed text, collected once when t is not nil.
func (t scopeTexts) of(n *html.Node) string {
	if t == nil {
		return collapse(innerText(n))
	}
	s, ok := t[n]
	if !ok {
		s = collapse(innerText(n))
		t[n] = s
	}
	return s
}

// minPullQuote and pullQuoteKey bound the quote isPullQuote looks for:
// a shorter quote repeats by chance; its first pullQuoteKey runes are
// compared, since a pull quote may cut or end a sentence differently.
const (
	minPullQuote = 20
	pullQuoteKey = 60
)

// furniture says how sure an element is page furniture.
type furniture int

const (
	notFurniture furniture = iota
	weakFurniture
	strongFurniture
	// readerFurniture is what readers wrote (comment threads and reply
	// forms) and the widgets of a WordPress sidebar. However much text
	// they hold, they are never the article.
	readerFurniture
)

// readerHeads are the first token of a class or id naming readers'
// content ("comment-text", "comments-area", "disqus_thread"), guestbooks
// among them ("guestbook", Joomla's "easybook-guestbook"). Only the head
// counts: "content--comment" is an opinion article.
var readerHeads = map[string]bool{"comment": true, "comments": true, "commentlist": true, "disqus": true,
	"respond": true, "reply": true, "replies": true, "kommentare": true,
	// The same in the other languages of sites that name classes in
	// their own ("comentarios", "commentaires-liste").
	"kommentar": true, "comentarios": true, "comentario": true, "commentaires": true, "commentaire": true,
	"commenti": true, "commento": true, "comentários": true, "reacties": true, "komentarze": true, "yorumlar": true,
	"guestbook": true, "gaestebuch": true, "easybook": true}

// isReaderContent reports an element readerHeads name that does not hold
// the page's <h1>: the German "Kommentar", the Italian "commento", the
// Spanish "comentario" also name an opinion piece, whose headline a
// thread of readers' comments never holds.
func isReaderContent(n *html.Node) bool {
	return readerNamed(n) && find(n, isH1) == nil
}

// readerNamed reports an element whose class or id readerHeads name.
func readerNamed(n *html.Node) bool {
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			for name := range strings.FieldsSeq(a.Val) {
				if readerHeads[headToken(name)] {
					return true
				}
			}
		case "id":
			if readerHeads[headToken(a.Val)] {
				return true
			}
		}
	}
	return false
}

// consentTokens name cookie-consent managers (OneTrust, Didomi,
// Usercentrics, Cookiebot, TrustArc, Borlabs, Complianz, iubenda) and
// their dialogs ("consent", "gdpr", "ccpa"). A bare "cookie" is not
// one: WordPress puts "category-cookies" on a recipe's <article>.
var consentTokens = map[string]bool{
	"onetrust": true, "didomi": true, "usercentrics": true, "cookiebot": true, "cookielaw": true,
	"cookieconsent": true, "consent": true, "gdpr": true, "ccpa": true, "truste": true, "trustarc": true,
	"borlabs": true, "cmplz": true, "iubenda": true,
}

// taxonomyHeads before a token make it a topic of the page ("tag-consent",
// "category-gdpr"), as WordPress writes them on a post.
var taxonomyHeads = map[string]bool{"tag": true, "category": true, "topic": true, "tags": true, "categories": true}

// isConsentManager reports a cookie-consent manager's box. Its legal
// text is long enough to win the body on a page whose paragraphs lie in
// many small boxes, so, like comments, it is never the article,
// however much text it holds. An element holding an <h1> is the page's
// own (an article about consent tagged so).
func isConsentManager(n *html.Node, toks []string) bool {
	for i, t := range toks {
		if consentTokens[t] && (i == 0 || !taxonomyHeads[toks[i-1]]) {
			return find(n, isH1) == nil
		}
	}
	return false
}

// furnitureOf classifies an element by tag, role and class/id tokens.
func furnitureOf(n *html.Node, texts scopeTexts) furniture {
	if isBoilerTag(n, texts) {
		return strongFurniture
	}
	if r := strings.ToLower(attr(n, "role")); boilerRoles[r] {
		return strongFurniture
	}
	if hasAttr(n, "data-nosnippet") {
		// What a site keeps out of search snippets: bios, disclaimers,
		// teasers, widgets (none of the corpus' gold bodies holds it).
		return strongFurniture
	}
	if isReaderContent(n) {
		return readerFurniture
	}
	if isWordPressWidget(n) {
		return readerFurniture
	}
	if isPlayerUI(n) || isAudioPlayerBox(n) || isQuoteBox(n) || isImageCaptionBox(n) || isClassedPullQuote(n, texts) || isEchoQuote(n) {
		return strongFurniture
	}
	// furnitureOf runs on every element: its tokens and their roles stay
	// off the heap.
	var buf [16]string
	var rbuf [16]tokenRole
	var toks []string
	if isAnchoredHeading(n) {
		// A section heading with its own permalink is named by its id
		// (the heading's words); its class is the generator's styling
		// of every heading: Docusaurus' "anchorWithStickyNavbar".
		toks = appendName(buf[:0], attr(n, "id"))
	} else {
		toks = appendClassTokens(buf[:0], n)
	}
	roles := rbuf[:0]
	for _, t := range toks {
		roles = append(roles, tokenRoles[t])
	}
	if isConsentManager(n, toks) {
		return readerFurniture
	}
	strong, weak, content := false, false, false
	for i, t := range toks {
		if (i > 0 && roles[i-1]&roleNegator != 0) || (i+1 < len(toks) && roles[i+1]&roleLayoutFlag != 0) {
			continue
		}
		switch r := roles[i]; {
		case r&roleBoiler != 0 && t == "infobox" && n.DataAtom == atom.Table:
			// A table of facts (Wikipedia's infobox) is data; a news
			// page's fact box beside the story is not the story.
		case r&roleBoiler != 0:
			strong = true
		case r&roleWeakBoiler != 0 && t == "ticker" && inTickerList(n):
			// An entry of a live ticker ("ticker-item ticker-item--goal")
			// among its kind: the ticker as a whole is the story or
			// furniture, not one entry, however small.
		case r&roleWeakBoiler != 0 && t == "meta" && slices.Contains(toks, "recipe"):
			// A recipe card's details ("recipe-meta" holding "Serves 4",
			// WP Recipe Maker's "wprm-recipe-meta-container" with its
			// times, course and servings): the corpus gold keeps them as
			// the recipe's text. "recipe" outweighs no other furniture
			// token: a "recipe-rail" of "recipe-teaser" cards is other
			// recipes'.
		case r&roleWeakBoiler != 0:
			weak = true
		case r&roleContent != 0:
			content = true
		}
		if i > 0 && roles[i-1]&rolePairWord != 0 && roles[i]&rolePairWord != 0 && boilerPairs[[2]string{toks[i-1], t}] {
			strong = true
		}
	}
	switch {
	case strong || isTestimonialCard(n, toks) || hasClassOnlyBoiler(n):
		return strongFurniture
	case weak && (!content || isBEMFurniture(n)) && !onlyHeading(n) && !isNamedHeadline(n):
		return weakFurniture
	}
	return notFurniture
}

// inTickerList reports an element with two siblings or more of its tag
// that carry the token "ticker" too: an entry of a ticker, judged with
// the rest of it.
func inTickerList(n *html.Node) bool {
	if n.Parent == nil {
		return false
	}
	others := 0
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c != n && c.Type == html.ElementNode && c.DataAtom == n.DataAtom && slices.Contains(classTokens(c), "ticker") {
			if others++; others >= 2 {
				return true
			}
		}
	}
	return false
}

// isBEMFurniture reports a class named the BEM way, block__element, whose
// element is furniture or a taxonomy: in "article__tags" the block's
// "article" says where the element sits, "tags" what it is. Weak
// furniture words do not count: "article__teaser" is the lead,
// "article__author" the closing bio that many pages' text keeps.
func isBEMFurniture(n *html.Node) bool {
	for c := range strings.FieldsSeq(attr(n, "class")) {
		if i := strings.LastIndex(c, "__"); i >= 0 {
			if t := headToken(c[i+2:]); tokenRoles[t]&roleBoiler != 0 || taxonomyHeads[t] {
				return true
			}
		}
	}
	return false
}

// isNamedHeadline reports a top heading classed as the headline or
// title, whatever else its class says: print templates name the
// headline of a print version "print-headline".
func isNamedHeadline(n *html.Node) bool {
	return isTopHeading(n) && hasTitleClass(n)
}

// isQuoteBox reports market data set in an article: a table whose every
// row links to a security's quote page ("/quote/AMD", "/aktie/siemens")
// and shows its signed change ("+1.12%", "-0,44 %"), alone or in a box
// beside a short heading ("Stocks mentioned in this article") and a
// button. A table of election results or statistics links no quote pages.
func isQuoteBox(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Table:
		return isQuoteTable(n)
	case atom.Div, atom.Section, atom.Aside:
	default:
		return false
	}
	table, rest := false, 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.DataAtom == atom.Table && isQuoteTable(c):
			table = true
		case c.Type == html.TextNode:
			rest += utf8.RuneCountInString(strings.TrimSpace(c.Data))
		case c.Type == html.ElementNode:
			rest += textRunes(c, maxQuoteBoxText)
		}
		if rest > maxQuoteBoxText {
			return false
		}
	}
	return table
}

// maxQuoteBoxText is the most text a quote box holds beside its table.
const maxQuoteBoxText = 120

// isQuoteTable reports a table of securities' quotes (see isQuoteBox).
func isQuoteTable(t *html.Node) bool {
	rows := findAll(t, func(c *html.Node) bool { return c.DataAtom == atom.Tr })
	if len(rows) == 0 || len(rows) > 30 {
		return false
	}
	for _, r := range rows {
		if find(r, func(c *html.Node) bool { return c.DataAtom == atom.A && linkPathHas(c, quotePageWords) }) == nil ||
			find(r, func(c *html.Node) bool {
				return (c.DataAtom == atom.Td || c.DataAtom == atom.Th) && signedChange.MatchString(strings.TrimSpace(innerText(c)))
			}) == nil {
			return false
		}
	}
	return true
}

// quotePageWords are the path segments of quote pages: Yahoo's
// "/quote/AAPL", MarketWatch's "/investing/stock/aapl", finanzen.net's
// "/aktien/siemens-aktie".
var quotePageWords = map[string]bool{"quote": true, "quotes": true, "stock": true, "stocks": true,
	"aktie": true, "aktien": true, "symbol": true, "ticker": true, "kurs": true}

// signedChange is a cell ending in a signed change in percent: "+1.12%",
// "-0,44 %", "+3.42 (+2.46%)".
var signedChange = regexp.MustCompile(`(?:^|[\s(])[+\-−–]\s?\d[\d.,]*\s?%\)?$`)

// onlyHeading reports an element whose text is all in one heading: page
// builders wrap each heading of the article in its own widget
// ("elementor-widget-heading"). A heading with nothing of its own under
// it is dropped later anyway (dropOrphanHeadings).
func onlyHeading(n *html.Node) bool {
	var heading *html.Node
	ok := true
	var walk func(*html.Node, *html.Node)
	walk = func(n, in *html.Node) {
		for c := n.FirstChild; c != nil && ok; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if strings.TrimSpace(c.Data) == "" {
					continue
				}
				if in == nil || (heading != nil && heading != in) {
					ok = false
					return
				}
				heading = in
			case html.ElementNode:
				if skipTags[c.DataAtom] {
					continue
				}
				inner := in
				if inner == nil && isHeadingTag(c.DataAtom) {
					inner = c
				}
				walk(c, inner)
			}
		}
	}
	walk(n, nil)
	return ok && heading != nil
}

// isTestimonialCard reports customers' praise: one of three or more
// sibling cards classed "testimonial", or such an element around a
// carousel. One or two such quotes are an expert's words that an
// article quotes.
func isTestimonialCard(n *html.Node, toks []string) bool {
	if !slices.Contains(toks, "testimonial") {
		return false
	}
	class, same := attr(n, "class"), 0
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && attr(c, "class") == class {
			same++
		}
	}
	return same >= 3 || find(n, func(c *html.Node) bool {
		return slices.ContainsFunc(classTokens(c), func(t string) bool { return t == "carousel" || t == "slider" || t == "swiper" || t == "slick" })
	}) != nil
}

// playerPrefixes begin the classes of video players' parts: video.js,
// Yahoo's player, MediaElement.js, Plyr and JW Player. Their controls,
// menus ("Captions", "High (HD)", "Times New Roman") and "enable
// JavaScript to view this video" notices are no article text. Whole
// class names are matched, with their separator: minified class names
// ("jw" among "jl gd dg") are no sign of a player.
var playerPrefixes = []string{"vjs-", "video-js", "yvp-", "mejs-", "plyr", "jw-", "jwplayer"}

// isPlayerUI reports elements classed as part of a video player.
func isPlayerUI(n *html.Node) bool {
	c := attr(n, "class")
	if len(c) < 4 {
		return false
	}
	for f := range strings.FieldsSeq(c) {
		for _, p := range playerPrefixes {
			if strings.HasPrefix(f, p) {
				return true
			}
		}
	}
	return false
}

// isAudioPlayerBox reports a box holding no more text than a player's
// words ("Listen to this article", its length, "約4分", "6 min", a note
// that the voice is generated) around an <audio> element or a player's
// label (listenLabels), the button a script turns into the player.
// Read-aloud widgets set it over the text in paragraphs of their own,
// inside the article's container, under class names no list can know. A
// story told beside its audio holds more text.
func isAudioPlayerBox(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Div, atom.Section, atom.Aside, atom.Figure:
	default:
		return false
	}
	if textRunes(n, maxPlayerBoxText) > maxPlayerBoxText {
		return false
	}
	// Every text node: the label is often the play button's. A label is
	// a line of its own (a length may follow it), not words a sentence
	// of the story uses ("…で音声で聞くことができる。").
	labelled := false
	eachText(n, false, func(t string, _ bool) {
		labelled = labelled || opensWithListenLabel(strings.ToLower(collapse(t)))
	})
	if labelled {
		return true
	}
	// An <audio> element beside no label: a player only where the box
	// holds no sentence (its length, "Play"); a radio story's lead set
	// beside its broadcast is text.
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom == atom.Audio {
			return textRunes(n, maxBareAudioText) <= maxBareAudioText
		}
	}
	return false
}

// maxBareAudioText is the most text an <audio> box without a label may
// hold: "00:00 / 03:12", "Play 4 min".
const maxBareAudioText = 20

// opensWithListenLabel reports a line, in lower case, that is a
// listenLabel alone or followed by a length or a player's mode ("listen
// to this article 6 min", "… in summarized format"), a play sign before
// it.
func opensWithListenLabel(l string) bool {
	l = strings.TrimLeft(strings.TrimSpace(l), "▶►⏵🔊🎧 ")
	for _, p := range listenLabels {
		if rest, ok := strings.CutPrefix(l, p); ok && utf8.RuneCountInString(rest) <= 24 {
			return true
		}
	}
	return false
}

// listenLabels name a read-aloud player over the text, in lower case.
var listenLabels = []string{"listen to this article", "listen to article", "listen to this story",
	"artikel anhören", "écouter cet article", "écouter l'article", "escuchar este artículo", "escuchar artículo",
	"ouvir este artigo", "ouvir notícia", "ascolta l'articolo", "ascolta questo articolo", "luister naar dit artikel",
	"beluister dit artikel", "posłuchaj artykułu", "poslechněte si článek", "lyssna på artikeln", "lyt til artiklen",
	"この記事を音声で聞く", "この記事を聞く", "音声で聞く", "기사 듣기", "기사듣기"}

// isListenLabel reports a line, in lower case l, that is a player's
// label alone, a play sign before it.
func isListenLabel(l string) bool {
	return slices.Contains(listenLabels, trimKey(strings.TrimLeft(strings.TrimSpace(l), "▶►⏵🔊🎧 ")))
}

// maxPlayerBoxText is the most text isAudioPlayerBox lets a player hold:
// "Listen to this article 6 min Voiced by artificial intelligence." is
// 64 runes; a paragraph of Japanese prose is more.
const maxPlayerBoxText = 100

// isWordPressWidget reports a sidebar or footer widget of a WordPress
// theme: WordPress classes every widget "widget widget_<kind>"
// (widget_text, widget_recent_entries, widget_twitter). Page builders put
// the same widgets inside the article to lay out its text; those are not
// furniture.
func isWordPressWidget(n *html.Node) bool {
	c := attr(n, "class")
	if !strings.Contains(c, "widget_") {
		return false
	}
	plain, kind := false, false
	for f := range strings.FieldsSeq(c) {
		plain = plain || f == "widget"
		kind = kind || (strings.HasPrefix(f, "widget_") && len(f) > len("widget_"))
	}
	if !plain || !kind {
		return false
	}
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Article || p.DataAtom == atom.Main || isMarkedBody(p) {
			return false
		}
	}
	// A theme built of widgets puts the post in one too: it holds the
	// page's headline.
	return find(n, isH1) == nil
}

// tokenRole says, as bits, in which of the token lists above a token
// stands, so that furnitureOf looks each token up once rather than once
// per list.
type tokenRole uint8

const (
	roleBoiler tokenRole = 1 << iota
	roleWeakBoiler
	roleContent
	roleNegator
	roleLayoutFlag
	rolePairWord // a word of one of the boilerPairs
)

// tokenRoles is built once from the lists and never changed.
var tokenRoles = func() map[string]tokenRole {
	roles := map[string]tokenRole{}
	add := func(set map[string]bool, r tokenRole) {
		for t, ok := range set {
			if ok {
				roles[t] |= r
			}
		}
	}
	add(boilerTokens, roleBoiler)
	add(weakBoilerTokens, roleWeakBoiler)
	add(contentTokens, roleContent)
	add(negators, roleNegator)
	add(layoutFlags, roleLayoutFlag)
	for p, ok := range boilerPairs {
		if ok {
			roles[p[0]] |= rolePairWord
			roles[p[1]] |= rolePairWord
		}
	}
	return roles
}()

// isFurniture decides with the element's share of the prose of its scope
// (the page, or the chosen container): big prose-holding wrappers are
// never furniture whatever their class says.
func isFurniture(kind furniture, good, scopeGood int) bool {
	switch kind {
	case readerFurniture:
		return true
	case strongFurniture:
		return scopeGood == 0 || 5*good < 2*scopeGood
	case weakFurniture:
		return scopeGood == 0 || 10*good < scopeGood
	}
	return false
}

// boilerPhrases are short lines that are furniture in any article: ad
// labels, share prompts, "read more" links. Compared case-insensitively
// against whole lines without trailing punctuation.
var boilerPhrases = withAdLabels(map[string]bool{
	// The ad labels (adLabels, "sponsored" among them) join these below.
	"sponsored ad": true, "sponsored content": true, "contenu sponsorisé": true,
	// The advertorial's label, a line of its own over or inside the
	// paid box ("Oglasno sporočilo", Slovenian "advertising message"),
	// in English, Slovenian, Croatian, Serbian and Bosnian, Czech,
	// Slovak, Polish, German, French, Spanish, Portuguese, Italian,
	// Dutch, the Nordic languages, Hungarian, Russian and Ukrainian.
	// Only the whole line: a sentence about a sponsor is text.
	"advertorial": true, "paid post": true, "paid content": true, "sponsored post": true, "paid partnership": true,
	"oglasno sporočilo": true, "plačana objava": true, "sponzorirana vsebina": true, "promocijsko sporočilo": true,
	"plaćeni oglas": true, "sponzorirani sadržaj": true, "sponzorisani sadržaj": true, "plaćena objava": true,
	"komerční sdělení": true, "reklamní sdělení": true, "komerčná prezentácia": true, "platená inzercia": true,
	"artykuł sponsorowany": true, "materiał sponsorowany": true, "materiał partnera": true, "treść sponsorowana": true,
	"gesponserter inhalt": true, "bezahlter inhalt": true, "bezahlte anzeige": true, "publireportage": true,
	"publirreportaje": true, "contenido patrocinado": true, "conteúdo patrocinado": true, "conteúdo publicitário": true,
	"contenuto sponsorizzato": true, "informazione pubblicitaria": true, "gesponsorde inhoud": true,
	"sponsorert innhold": true, "sponsoreret indhold": true, "sponsrat innehåll": true, "kaupallinen yhteistyö": true,
	"fizetett hirdetés": true, "szponzorált tartalom": true, "на правах рекламы": true, "на правах реклами": true,
	"партнерский материал": true, "партнерський матеріал": true,
	"share": true, "share this": true, "share this article": true, "share on facebook": true, "tweet": true,
	"teilen": true, "artikel teilen": true, "diesen artikel teilen": true, "chia sẻ": true, "partager": true, "compartir": true,
	// The share bar's label in more languages.
	"compartilhe": true, "compartilhar": true, "condividi": true, "bagikan": true, "bagikan artikel": true,
	"поделиться": true, "udostępnij": true, "paylaş": true, "delen": true, "شارك": true, "مشاركة": true,
	"この記事をシェア": true, "この記事をシェアする": true, "シェアする": true, "공유하기": true, "分享到": true, "分享": true,
	"read more": true, "continue reading": true, "weiterlesen": true, "mehr lesen": true, "lire la suite": true,
	"leer más": true, "xem thêm": true, "show more": true, "load more": true,
	// The button that unfolds a story's summary box, alone on its line
	// above the text ("<p><strong>Zusammenfassung</strong> einblenden</p>").
	"zusammenfassung einblenden": true, "zusammenfassung anzeigen": true, "zusammenfassung ausblenden": true,
	"show summary": true, "hide summary": true, "view summary": true, "afficher le résumé": true, "voir le résumé": true,
	"masquer le résumé": true, "mostrar resumen": true, "ver resumen": true, "mostra riassunto": true,
	"mostrar resumo": true, "ver resumo": true, "toon samenvatting": true, "samenvatting tonen": true, "pokaż podsumowanie": true,
	"sign up": true, "subscribe": true, "subscribe now": true, "jetzt abonnieren": true,
	// A help page's or guide's feedback prompt over its Yes/No buttons.
	"was this article helpful": true, "was this page helpful": true, "was this guide helpful": true,
	"was this helpful": true, "was this post helpful": true, "did you find this article helpful": true,
	"war dieser artikel hilfreich": true, "war diese seite hilfreich": true, "cet article vous a-t-il été utile": true,
	"¿te ha resultado útil este artículo": true, "¿te resultó útil este artículo": true, "questo articolo ti è stato utile": true,
	"was dit artikel nuttig": true,
	// A public body's page (GOV.UK and the councils that copy it).
	"is this page useful": true, "was this page useful": true, "was this information useful": true,
	"was this information helpful": true,
	// Its "did you like it" kin, which isFeedbackPrompt also reads with
	// the widget's counts or buttons after the question.
	"did you find this article valuable": true, "did you find this article useful": true,
	"did you like this article": true, "did you enjoy this article": true, "was this article useful": true,
	"cet article vous a plu": true, "cet article vous a-t-il plu": true, "avez-vous aimé cet article": true,
	"cet article vous a été utile": true, "war dieser artikel hilfreich für sie": true,
	"hat ihnen dieser artikel gefallen": true, "hat dir dieser artikel gefallen": true, "hat ihnen der artikel gefallen": true,
	"hat dir der artikel gefallen": true, "¿te gustó este artículo": true,
	"¿te ha gustado este artículo": true, "¿le gustó este artículo": true,
	"¿te ha sido útil este artículo": true, "¿te fue útil este artículo": true,
	"ti è piaciuto questo articolo": true, "ti è piaciuto l'articolo": true, "questo articolo ti è piaciuto": true,
	"gostou deste artigo": true, "gostou desta matéria": true, "este artigo foi útil": true, "esse artigo foi útil": true,
	"vond je dit artikel nuttig": true, "vond u dit artikel nuttig": true, "vond je dit artikel interessant": true,
	"was dit artikel interessant": true,
	"czy ten artykuł był pomocny": true, "czy ten artykuł był przydatny": true, "czy artykuł był pomocny": true,
	"podobał ci się ten artykuł": true, "czy podobał ci się ten artykuł": true, "podobał ci się artykuł": true,
	// The label of a forum thread's or comment list's sort control, whose
	// choices (a select, buttons) leave no text beside it.
	"sorted by": true, "sort by": true, "sortieren nach": true, "sortiert nach": true, "trier par": true,
	"trié par": true, "triés par": true, "ordenar por": true, "ordenado por": true, "ordenados por": true,
	"ordina per": true, "ordinati per": true, "sorteer op": true, "gesorteerd op": true, "sortuj według": true,
	"sortuj wg": true, "сортировать по": true, "сортировка по": true,
	"skip to content": true, "skip advertisement": true, "back to top": true, "zurück nach oben": true,
	// Links back to the site's front page under an article.
	"back to homepage": true, "back to home": true, "back to home page": true, "back to the homepage": true,
	"return to homepage": true, "zurück zur startseite": true, "zur startseite": true, "retour à l'accueil": true,
	"retour à la page d'accueil": true, "volver a la portada": true, "volver al inicio": true,
	"torna alla home": true, "torna alla homepage": true, "terug naar home": true, "terug naar de homepage": true,
	"voltar para a página inicial": true, "voltar à página inicial": true,
	"print": true, "drucken": true, "email": true, "copy link": true, "link kopieren": true,
	// An article's tool links, which 2000s sites set in a row under the
	// text ("Email this story to a friend | Printer friendly version";
	// isToolRow reads the row), in English, German, French, Spanish,
	// Portuguese, Italian and Dutch.
	"email this story": true, "email this article": true, "email this story to a friend": true,
	"email this article to a friend": true, "email to a friend": true, "send to a friend": true,
	"send this story to a friend": true, "printer friendly version": true, "printer-friendly version": true,
	"print this article": true, "print this story": true, "print this page": true, "print version": true,
	"diesen artikel drucken": true, "artikel drucken": true, "druckversion": true, "artikel versenden": true,
	"artikel per e-mail versenden": true, "diesen artikel versenden": true, "imprimer": true,
	"imprimer l'article": true, "imprimer cet article": true, "envoyer à un ami": true, "envoyer par email": true,
	"envoyer par e-mail": true, "version imprimable": true, "imprimir": true, "imprimir noticia": true,
	"imprimir artículo": true, "enviar por email": true, "enviar por e-mail": true, "enviar a un amigo": true,
	"versión para imprimir": true, "versão para impressão": true, "enviar por e-mail a um amigo": true,
	"stampa": true, "stampa articolo": true, "versione stampabile": true, "invia a un amico": true,
	"invia ad un amico": true, "invia per email": true, "afdrukken": true, "artikel afdrukken": true,
	"stuur door": true, "mail dit artikel": true,
	// A recipe's print button.
	"print recipe": true, "print this recipe": true, "print the recipe": true, "rezept drucken": true,
	"stampa la ricetta": true, "stampa ricetta": true, "imprimir receta": true, "imprimir la receta": true,
	"imprimer la recette": true, "imprimir receita": true, "recept printen": true,
	// What a share button says once clicked, and a prompt to save to Pinterest.
	"copied": true, "link copied": true, "copied to clipboard": true, "link copied to clipboard": true, "link kopiert": true,
	"pin it for later": true, "pin for later": true, "pin it": true,
	// A live blog's label over the post it keeps at the top.
	"pinned post": true, "pinned": true,
	"comments": true, "kommentare": true, "bình luận": true, "related articles": true, "related stories": true,
	"mehr zum thema": true, "das könnte sie auch interessieren": true, "you may also like": true,
	"tin liên quan": true, "lesen sie auch": true, "auch interessant": true, "more from": false,
	// "Related" and "related articles", the title of a box of links set
	// between the paragraphs, in Hungarian, Czech, Slovak and Romanian:
	// alone on its line it is never the story's. (Indonesian "Berita
	// terkait" and Turkish "İlgili haberler" are tailHeads, which cut
	// the box's teasers after them too; a boiler line is skipped.)
	"kapcsolódó": true, "kapcsolódó cikkek": true, "kapcsolódó hírek": true, "související": true,
	"související články": true, "související zprávy": true, "súvisiace články": true,
	"articole similare": true, "articole asemănătoare": true,
	// "You may be interested in", the title of a box of other stories
	// set between the paragraphs, in Spanish, Portuguese, French,
	// Italian, German, Dutch, Polish, Russian, Ukrainian, Turkish and
	// Indonesian: alone on its line it is never the story's.
	"you might also like": true, "you may be interested in": true, "you might be interested in": true,
	"te puede interesar": true, "también te puede interesar": true, "le puede interesar": true,
	"también le puede interesar": true, "te podría interesar": true, "puede interesarte": true,
	"quizás te interese": true, "te recomendamos": true, "você pode gostar": true, "você também pode gostar": true,
	"pode te interessar": true, "também pode te interessar": true, "você pode se interessar": true,
	"vous aimerez aussi": true, "vous aimerez peut-être aussi": true, "vous pourriez aimer": true,
	"ceci pourrait vous intéresser": true, "ça pourrait vous intéresser": true, "à voir aussi": true,
	"potrebbe interessarti": true, "ti potrebbe interessare": true, "potrebbe interessarti anche": true,
	"das könnte dich auch interessieren": true, "könnte sie auch interessieren": true,
	"dit vind je misschien ook interessant": true, "misschien ook interessant": true,
	"może cię zainteresować": true, "to może cię zainteresować": true, "może cię też zainteresować": true,
	"вам может быть интересно": true, "вас может заинтересовать": true, "вам также может быть интересно": true,
	"вас може зацікавити": true, "ilginizi çekebilir": true, "bunlar da ilginizi çekebilir": true,
	"anda mungkin tertarik": true, "mungkin anda tertarik": true, "mungkin anda suka": true,
	"czytaj więcej": true, "czytaj także": true, "related topics": true, "themen": true, "contact us": true,
	// Labels of a byline or date line whose name or date is a line of
	// its own.
	"written by": true, "edited by": true, "reviewed by": true, "fact checked by": true, "fact-checked by": true,
	"medically reviewed by": true, "last updated": true, "published": true,
	// A press release wire's label over the issuer's name.
	"news provided by": true,
	// Markers where an ad or embed interrupts the text.
	"article continues below": true, "story continues below": true, "continue reading below": true,
	"story continues below advertisement": true, "advertisement - scroll to continue": true,
	// Turkish sites' "the story continues" between the paragraphs; in
	// capitals ("HABERİN DEVAMI") Go lowers "I" to "i", not to "ı".
	"haberin devamı": true, "haberin devami": true,
	"this advertisement has not loaded yet, but your article continues below": true,
	"embed": true, "empfohlener redaktioneller inhalt": true,
	"join the conversation": true, "fehler gefunden? jetzt melden": true,
	// Labels of related links and tags, left alone when their links go,
	// and the words of share and comment buttons.
	"lire aussi": true, "à lire aussi": true, "lesen sie mehr": true, "lesen sie mehr zum thema": true,
	"related coverage": true, "explore more on these topics": true, "passend zum artikel": true,
	"berita lainnya": true, "baca juga": true, "etiketler": true, "para saber más": true, "lee también": true,
	"leer también": true, "leia também": true, "leia mais": true, "leggi anche": true, "keep reading": true,
	"share this post": true, "share this story": true, "kindly share this story": true, "please share this story": true,
	"partager cet article": true, "copy url": true, "show caption": true,
	"mostrar comentarios": true, "click to hide": true, "watch now": true,
})

// withAdLabels adds the ad labels to the phrases m: alone on its line an
// ad's label is furniture, the same words adBox reads over an ad.
func withAdLabels(m map[string]bool) map[string]bool {
	for w := range adLabels {
		m[w] = true
	}
	return m
}

// isBoilerLine reports a short line that is furniture on its own.
func isBoilerLine(s string) bool {
	if moreRunes(s, boilerLineRunes) {
		return false
	}
	return boilerLineOf(s, strings.ToLower(s))
}

// boilerLineRunes is the longest line isBoilerLine passes.
const boilerLineRunes = 80

// boilerLineOf is isBoilerLine of s and its lower case l. A phrase key
// is the line's lower case trimmed (see phraseKey): trimming takes only
// spaces, dashes and punctuation, which have no case, so l trimmed is it.
func boilerLineOf(s, l string) bool {
	if moreRunes(s, boilerLineRunes) {
		return false
	}
	// Dashes may frame the phrase: tagDiv's "- Advertisement -".
	t := strings.TrimSpace(s)
	framed := strings.TrimSpace(strings.Trim(t, "-–—"))
	// Unframed, the line's key is asked once: it is the framed one.
	if boilerPhrases[trimKey(l)] || framed != t && boilerPhrases[trimKey(strings.Trim(strings.TrimSpace(l), "-–—"))] ||
		isLoadingLine(s) || stockPattern(t) || isRatingWidget(t) || errorReportPrompt(l) || isCounterLine(t) || isFeedbackPrompt(l) || isCommentCountLine(l) || isListenLabel(l) ||
		isRelatedLabelLine(l) || isToolRow(l) {
		return true
	}
	// Buttons side by side with no space between their words: "Share
	// this articleComments", "Fehler gefunden?Jetzt melden".
	parts := splitGlued(s)
	if parts == nil {
		return false
	}
	if boilerPhrases[phraseKey(strings.Join(parts, " "))] {
		return true
	}
	for _, p := range parts {
		if !boilerPhrases[phraseKey(p)] {
			return false
		}
	}
	return true
}

// isToolRow reports a line, in lower case l, that is a row of two or
// more of an article's tool or share links set apart by bars or dots,
// each a phrase of boilerPhrases ("Email this story to a friend |
// Printer friendly version", "Imprimer · Envoyer à un ami"): one such
// phrase alone is furniture already, and a row of them is too.
func isToolRow(l string) bool {
	if !strings.ContainsAny(l, "|·•") {
		return false // most lines: no bar, no row
	}
	parts := strings.FieldsFunc(l, func(r rune) bool { return r == '|' || r == '·' || r == '•' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !boilerPhrases[trimKey(p)] {
			return false
		}
	}
	return true
}

// isRelatedLabelLine reports a line, in lower case l, that is only a
// label of links to other stories of two words or more ("See also",
// "Zobacz także", "Lees ook"; relatedLabels), without a colon: left
// alone when its link goes, it is furniture. The one-word labels
// ("Read", "Watch", "Ver") need the colon relatedLabel reads them with;
// a label with its colon on a line of its own heads the list of links
// after it, which the corpus gold keeps with it ("See also:",
// wcxb-0400, wcxb-0032). A box's title of tailHeads ("İlgili
// Haberler") is left to the cut of the box it heads.
func isRelatedLabelLine(l string) bool {
	t := strings.TrimSpace(l)
	if strings.HasSuffix(t, ":") {
		return false
	}
	k := trimKey(t)
	return strings.IndexByte(k, ' ') > 0 && relatedLabels[k] && !isTailKey(k)
}

// isFeedbackPrompt reports a line, in lower case l, that is a reader
// feedback question of boilerPhrases with only its widget after it: the
// counts or the buttons' words ("Did you find this article valuable? 12
// likes · 3 comments", "Cet article vous a plu ? Oui Non"). A story's
// question goes on in words.
func isFeedbackPrompt(l string) bool {
	q, rest, ok := strings.Cut(l, "?")
	if !ok || !boilerPhrases[trimKey(q)] && !isHelpfulQuestion(trimKey(q)) {
		return false
	}
	for _, part := range strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune("·•|/,", r) }) {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		counted := len(f) <= 2 && strings.IndexFunc(f[0], func(r rune) bool { return !unicode.IsDigit(r) && r != '.' && r != 'k' }) < 0
		if !counted && !allIn(f, feedbackAnswers) {
			return false
		}
	}
	return true
}

// isHelpfulQuestion reports a feedback widget's question, as phraseKey
// gives it, that names what it asks about in one word: "Was this update
// helpful", "War dieses Video hilfreich", "Cette réponse vous a-t-elle été
// utile", "¿Te ha resultado útil esta guía". The question frames the one
// word (helpfulFrames); a story's question says more than one word there.
func isHelpfulQuestion(k string) bool {
	if len(k) > 60 {
		return false
	}
	for _, f := range helpfulFrames {
		mid, ok := strings.CutPrefix(k, f[0])
		if !ok {
			continue
		}
		if mid, ok = strings.CutSuffix(mid, f[1]); ok && helpfulObjects[mid] {
			return true
		}
	}
	return false
}

// helpfulFrames are the words of a feedback question before and after
// the one word naming the page, post, answer or update it asks about, in
// lower case, in English, German, French, Spanish, Italian, Portuguese,
// Dutch and Polish.
var helpfulFrames = [][2]string{
	{"was this ", " helpful"}, {"was this ", " useful"}, {"did you find this ", " helpful"}, {"did you find this ", " useful"},
	{"is this ", " helpful"}, {"is this ", " useful"},
	{"war dieser ", " hilfreich"}, {"war diese ", " hilfreich"}, {"war dieses ", " hilfreich"},
	{"war dieser ", " nützlich"}, {"war diese ", " nützlich"}, {"war dieses ", " nützlich"},
	{"cet ", " vous a-t-il été utile"}, {"ce ", " vous a-t-il été utile"}, {"cette ", " vous a-t-elle été utile"},
	{"ce ", " vous a été utile"}, {"cet ", " vous a été utile"}, {"cette ", " vous a été utile"},
	{"¿te ha resultado útil este ", ""}, {"¿te ha resultado útil esta ", ""}, {"¿te ha sido útil este ", ""},
	{"¿te ha sido útil esta ", ""}, {"¿te resultó útil este ", ""}, {"¿te resultó útil esta ", ""},
	{"¿le resultó útil este ", ""}, {"¿le resultó útil esta ", ""},
	{"questo ", " ti è stato utile"}, {"questa ", " ti è stata utile"},
	{"este ", " foi útil"}, {"esta ", " foi útil"}, {"esse ", " foi útil"}, {"essa ", " foi útil"},
	{"was dit ", " nuttig"}, {"was deze ", " nuttig"}, {"vond je dit ", " nuttig"}, {"vond je deze ", " nuttig"},
	{"vond u dit ", " nuttig"}, {"vond u deze ", " nuttig"},
	{"czy ten ", " był pomocny"}, {"czy ta ", " była pomocna"}, {"czy to ", " było pomocne"},
}

// helpfulObjects are the words a feedback question names the page by:
// what the site wrote, not what the story weighs ("Is this treatment
// helpful?", "War diese Entscheidung hilfreich?").
var helpfulObjects = setOf("page", "article", "post", "answer", "update", "guide", "video", "tutorial", "information", "content",
	"story", "tip", "explainer", "faq", "section", "seite", "artikel", "beitrag", "antwort", "anleitung", "inhalt",
	"ratgeber", "réponse", "contenu", "vidéo", "tutoriel", "conseil", "artículo", "página", "guía", "respuesta",
	"contenido", "información", "articolo", "pagina", "risposta", "guida", "contenuto", "artigo", "conteúdo", "resposta", "guia",
	"uitleg", "antwoord", "informatie", "artykuł", "poradnik", "odpowiedź", "strona", "wpis", "film")

// feedbackAnswers are the words of a feedback widget's buttons, in lower
// case.
var feedbackAnswers = map[string]bool{"yes": true, "no": true, "oui": true, "non": true, "ja": true, "nein": true,
	"sí": true, "si": true, "sim": true, "não": true, "nee": true, "tak": true, "nie": true, "👍": true, "👎": true}

// allIn reports whether every word of words is in set.
func allIn(words []string, set map[string]bool) bool {
	for _, w := range words {
		if !set[w] {
			return false
		}
	}
	return true
}

// errorReportPrompt reports the prompt, in lower case l, that sites of
// the former Soviet Union set under a story: select a typo and press
// Ctrl+Enter ("Нашли ошибку? Выделите её и нажмите Ctrl+Enter",
// "Помітили помилку? Виділіть її та натисніть Ctrl+Enter").
func errorReportPrompt(l string) bool {
	i := strings.Index(l, "ctrl")
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(l[i+len("ctrl"):], " ")
	// The prompt asks for a typo: a how-to's step ("Press Ctrl+Enter to
	// send the message.") is the story's.
	return strings.HasPrefix(rest, "+") && strings.HasPrefix(strings.TrimLeft(rest[1:], " "), "enter") &&
		hasAny(l, typoWords)
}

// typoWords are stems of "error", "mistake" and "typo" that a typo
// prompt names, in lower case.
var typoWords = []string{"ошибк", "опечат", "помилк", "памылк", "қате", "грешк", "error", "mistake", "typo", "hata",
	"klaid", "kļūd", "greșeal", "greşeal", "greseal", "chyb", "błęd", "błąd", "xato", "səhv", "grešk", "hiba", "hibá",
	"viga", "սխալ", "შეცდომ"}

// stockPattern reports a trimmed line that one of the stock-line
// patterns matches: an editor's credit, a slide counter, engagement
// counts, a copy end mark, a note that quotes are delayed. Each pattern
// needs a byte that most lines lack or do not open with, asked first:
// the regexps run on every short line, and starting one costs more than
// the byte test.
func stockPattern(t string) bool {
	if t == "" {
		return false // every pattern needs a character
	}
	// editorCredit needs a colon and one of its titles' letters;
	// slideCounter ends in its count's digit; quoteDelayNote needs its
	// "delayed" or "verzögert", whose "y" or "ö" fold to no other letter.
	// (Each mark is searched alone: ContainsAny with a character past
	// ASCII decodes every rune of the line.)
	return hasAny(t, colonMarks) && hasAny(t, editorCreditMarks) && editorCredit.MatchString(t) ||
		strings.ContainsAny(t, "0123456789") && (isDigit(t[len(t)-1]) && slideCounter.MatchString(t) ||
			hasAny(t, quoteDelayMarks) && quoteDelayNote.MatchString(t)) ||
		isDigit(t[0]) && engagementCounts.MatchString(t) ||
		strings.IndexByte("#-(", t[0]) >= 0 && copyEndMark.MatchString(t)
}

// isCounterLine reports a page counter labelled before its number, alone
// on its line: "Просмотров: 1 846", "Views: 12,408", "Találatok: 1532"
// (Joomla's hits), "Lượt xem: 2.310". The number must be all the rest,
// but for one word of unit after it: "Dibaca: 2.318 kali", "Gelesen:
// 1.204 mal" ("Read: 2,318 times").
func isCounterLine(t string) bool {
	if i := strings.LastIndexByte(t, ' '); i > 0 && isDigit(t[i-1]) && counterUnits[strings.ToLower(t[i+1:])] {
		t = t[:i]
	}
	label, ok := labelledNumber(t)
	return ok && counterLabels[phraseKey(label)]
}

// counterUnits are the words of "times" a read counter may close with:
// Indonesian and Malay "kali", German "mal", English "times". A word of
// quantity ("Views: 3 billion", "Reads: 52 books") is a story's figure.
var counterUnits = map[string]bool{"kali": true, "mal": true, "times": true, "x": true}

// commentButtons are the words of a comments link's button set before
// the thread's title and count: "Réagir Contributions (27)".
var commentButtons = []string{"réagir", "commenter", "comment", "kommentieren", "comentar", "comentá", "commenta", "reageer", "reagieren"}

// isCommentCountLine reports a line (in lower case) that is a comment
// button and the thread's title with its count: "Réagir Contributions
// (27)", "Kommentieren Kommentare (12)", a reactions row closing the
// text. A title with its count alone ("Izohlar (2)") may open the
// thread itself, whose posts markCommentThreads and headsPosts find by
// it. A thread's title that is also a word of the story
// ("Contributions", "Debat") counts only with its count
// (discussionHeads).
func isCommentCountLine(l string) bool {
	if moreRunes(l, 40) || !strings.ContainsAny(l, "0123456789") {
		return false
	}
	first, l, ok := strings.Cut(strings.TrimSpace(l), " ")
	if !ok || !slices.Contains(commentButtons, first) {
		return false
	}
	k := commentsHeadKey(l)
	return commentsHeads[k] && (!discussionHeads[k] || isDiscussionCount(l, k))
}

// labelledNumber returns the label of a trimmed line that is a label, a
// colon and a number, and whether it is one: "Views: 12,408", "Runs: 5".
func labelledNumber(t string) (string, bool) {
	label, rest, ok := strings.Cut(t, ":")
	if !ok {
		label, rest, ok = strings.Cut(t, "：")
	}
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" {
		return "", false
	}
	for _, r := range rest {
		if !unicode.IsDigit(r) && r != '.' && r != ',' && r != ' ' && r != '\u00a0' && r != '\u202f' {
			return "", false
		}
	}
	return label, true
}

// inStatsList reports a list item beside which another item is a
// labelled number that is no counter: "Hits: 8" between "Runs: 5" and
// "Errors: 1" is a box score's line, not the page's hit counter.
func inStatsList(n *html.Node) bool {
	if n.DataAtom != atom.Li || n.Parent == nil {
		return false
	}
	for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c != n && c.DataAtom == atom.Li {
			if label, ok := labelledNumber(collapse(Text(c))); ok && !counterLabels[phraseKey(label)] {
				return true
			}
		}
	}
	return false
}

// counterLabels name a page's view or hit counter, as phraseKey gives
// them: English, Russian, Ukrainian, German, Italian, Spanish and
// Portuguese, Hungarian, Polish, Czech, Turkish, Greek, Romanian,
// Vietnamese, Chinese, Korean, Indonesian and Malay.
var counterLabels = map[string]bool{
	"views": true, "hits": true, "reads": true, "page views": true, "просмотров": true, "просмотры": true,
	"переглядів": true, "перегляди": true, "aufrufe": true, "visite": true, "visualizzazioni": true,
	"visitas": true, "visualizaciones": true, "visualizações": true, "találatok": true, "megtekintések": true,
	"wyświetlenia": true, "wyświetleń": true, "zobrazení": true, "přečteno": true, "görüntülenme": true,
	"okunma": true, "προβολές": true, "vizualizări": true, "lượt xem": true, "阅读": true, "浏览": true,
	"阅读量": true, "浏览量": true, "點閱": true, "조회": true, "조회수": true,
	// Indonesian and Malay "read" and "seen" (Lokomedia's and
	// WordPress themes' "Dibaca: 2.318 kali"), German "read", and the
	// Minangkabau "dibaco" of Indonesia's regional sites.
	"dibaca": true, "dilihat": true, "gelesen": true, "dibaco": true,
}

// isRatingWidget reports the line of a readers' rating widget, as recipe
// and review pages show it: stars, then the widget's score, count or
// call ("★★★★★4.6 (212 ratings)Rate this recipe", "★★★★★ 5 from 3
// votes", "★★★★★ No ratings yet"). Stars alone or before a verdict in
// words ("★★★★☆ Viola Davis gives the performance of her career") are
// the review's: the widget's words count only as words of their own,
// beside a number or in the widget's set phrases.
func isRatingWidget(t string) bool {
	// The stars stand before the count ("★★★★☆ 4.6 (38 votes)") or
	// after the call ("Rate this recipe ☆☆☆☆☆").
	rest := strings.TrimSpace(strings.Trim(t, "★☆⭐✩ "))
	if len(rest) == len(t) {
		return isScoreCount(t)
	}
	if rest == "" {
		return false
	}
	l := strings.ToLower(rest)
	if hasAny(l, ratingPhrases) || strings.TrimRight(t, "★☆⭐✩ ") != t && asksRating(l) {
		return true
	}
	// Stars after a score are a review's verdict ("Rating: 4/5 ★★★★☆"):
	// the widget's count stands after its stars.
	if strings.TrimLeft(t, "★☆⭐✩ ") == t {
		return false
	}
	return strings.ContainsFunc(l, unicode.IsDigit) && (ratingWord.MatchString(l) || isStarScale(t, rest))
}

// starScore is a bare score on a scale, with nothing after it: "4/5",
// "4 em 5", "8/10".
var starScore = regexp.MustCompile(`^\d(?:[.,]\d)?\s*(?:/|(?i:out of|of|em|de|von|sur|su|di|van|op|z|na|из|av|af))\s*(\d{1,2})$`)

// isStarScale reports a line of stars, then their score on the stars'
// own scale and nothing else ("★★★★☆ 4/5", "★★★☆☆ 3 em 5"): the rating
// box a review page shows under its headline, drawn twice. Stars before
// words ("★★★★☆ Viola Davis gives …") are the review's verdict.
func isStarScale(t, rest string) bool {
	m := starScore.FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	glyphs := strings.ReplaceAll(strings.TrimSuffix(t, rest), " ", "")
	return strconv.Itoa(utf8.RuneCountInString(glyphs)) == m[1]
}

// isScoreCount reports a rating widget's average and count on a line of
// their own, its stars drawn apart: "4.9 de 5 (212 votos)", "4.9 out of
// 5 stars (38 reviews)", "4,7 von 5 Sternen (12 Bewertungen)". The count
// of votes tells the readers' average from a reviewer's verdict ("4.5 out
// of 5") and from a list item that goes on in words.
func isScoreCount(t string) bool {
	if len(t) < 10 || len(t) > 80 || t[0] < '0' || t[0] > '9' {
		return false
	}
	m := scoreLead.FindStringSubmatchIndex(t)
	if m == nil || m[2] >= 0 && !starWords[strings.ToLower(t[m[2]:m[3]])] {
		// A word after the scale is the stars' ("4.8 out of 5 stars"):
		// another is a story's ("7 of 10 members backed the strike").
		return false
	}
	// Then the count: "(212 votos)", "- 88 ratings", "(193) 193 total
	// reviews", up to a separator a product card's line goes on after
	// ("• Free trial available"); a line that goes on in words is a
	// story's.
	rest := strings.ToLower(t[m[1]:])
	if i := strings.IndexAny(rest, "•|·"); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimLeft(rest, " -–—([")
	return rest != "" && rest[0] >= '0' && rest[0] <= '9' && len(strings.Fields(rest)) <= 4 && ratingWord.MatchString(rest)
}

// starWords name a rating's stars after its scale, in lower case.
var starWords = setOf("stars", "star", "sterne", "sternen", "étoiles", "estrellas", "estrelas", "stelle", "sterren", "gwiazdek", "gwiazdki", "звезд", "звёзд")

// scoreLead is a rating's average out of its scale at the start of a
// line: "4.9 de 5", "4,7 von 5", "9.1/10", "4.5 out of 5 stars".
var scoreLead = regexp.MustCompile(`^\d(?:[.,]\d{1,2})?\s*(?:/|(?i:out of|of|de|von|sur|su|di|van|op|z|na|из|av|af))\s*(?:5|10)(?:\s+(\p{L}+))?\s*`)

// ratingPhrases are a rating widget's calls and empty states.
var ratingPhrases = []string{"rate this", "no ratings yet", "no reviews yet", "average rating", "noch keine bewertungen",
	// "Rate this recipe" and "… article" of recipe cards and rating
	// widgets in Italian, German, French, Spanish, Portuguese, Dutch and
	// Polish.
	"valuta questa", "vota questa", "bewerten sie", "bewerte dieses", "bewerte diesen", "notez cette", "noter cette",
	"valora esta", "califica esta", "avalie esta", "avalie este", "beoordeel dit", "beoordeel deze", "oceń ten", "oceń tę"}

// ratingCalls ask, after a question, to rate what the page shows, in
// lower case: "Made this recipe? Rate it ☆☆☆☆☆", "Schon nachgekocht?
// Bewerte es", "Vous l'avez testée ? Notez-la", "Leave a star rating".
// They are a widget's only where its stars follow them: before them the
// stars are a review's verdict ("★★★★☆ Rate it among the year's best").
var ratingCalls = []string{"rate it", "bewerte es", "bewerten sie es", "notez-la", "notez-le", "valórala", "valóralo",
	"califícala", "avalie-a", "avalie-o", "valutala", "beoordeel het", "oceń go", "oceń ją", "leave a rating",
	"leave a star rating"}

// asksRating reports a ratingCalls call in lower-cased line l that opens
// it or follows its question ("Made this recipe? Rate it"), as a word:
// a review's verdict says it in a sentence ("Overall we rate it ★★★★☆"),
// and "celebrate it" only ends in the call.
func asksRating(l string) bool {
	for _, c := range ratingCalls {
		for from := 0; ; {
			i := strings.Index(l[from:], c)
			if i < 0 {
				break
			}
			i += from
			before := strings.TrimRight(l[:i], " ")
			if before == "" || strings.HasSuffix(before, "?") || strings.HasSuffix(before, "？") || strings.HasSuffix(before, "!") {
				return true
			}
			from = i + len(c)
		}
	}
	return false
}

// ratingWord finds a rating widget's word standing as a word, in lower
// case: "212 ratings", "(12 bewertungen)", not "davis" or "devoted".
var ratingWord = regexp.MustCompile(`(?:^|[^\p{L}])(?:ratings?|reviews?|votes?|voti|votos|stemmen|bewertung(?:en)?|avis|valoraci(?:ón|ones)|avaliaç(?:ão|ões)|recensioni)(?:[^\p{L}]|$)`)

// slideCounter is a gallery's "1 of 4" or "Bild 3 von 12" over a
// photo's caption, alone on its line, also labelled with the gallery's
// name and a colon ("Galerija: 1/4", "Fotogalerie: 3/12"). A bare "3/12"
// is not one: tables and ratings are full of them.
var slideCounter = regexp.MustCompile(`^(?i:(?:photo|image|picture|bild|foto|slide|imagen|diapositiva)\s+\d{1,3}\s*(?:/|of|von|de|sur|di|van|из|z|av|af)\s*\d{1,3}|` +
	`(?:foto|photo)?(?:gallery|galerie|galería|galeria|galleria|galerija|galéria|galleri|galerij|galerii)\s*:\s*\d{1,3}\s*(?:/|of|von|de|sur|di|van|из|z|av|af)\s*\d{1,3}|` +
	`(?:фото)?галер(?:ия|ея|ија)\s*:\s*\d{1,3}\s*(?:/|из|од|от)\s*\d{1,3}|` +
	`\d{1,3}\s+(?:of|von|de|sur|di|van|из|z|av|af)\s+\d{1,3})$`)

// copyEndMark is the mark that ends a press release or wire copy, with
// the desk's initials after it: "###", "-30-", "(FIN) NDP/JCC".
var copyEndMark = regexp.MustCompile(`^(?i:#{3}|-\s?30\s?-|\(fin\)(?:\s+[a-z]{2,5}(?:/[a-z]{2,5})*)?)$`)

// engagementCounts is a post's counters alone on their line, glued as
// blog platforms render them side by side: "48 views", "48 views0
// comments", "1.2K likes", and the like button's bare count glued on
// after the words ("86 views3 comments12", as Wix renders a post's
// footer).
var engagementCounts = regexp.MustCompile(`^(?i:(?:\d[\d.,]*[km]?\s*(?:views?|comments?|likes?|shares?|reads?|aufrufe|kommentare|vues|commentaires|visualizaciones|comentarios|visualizações|comentários|visualizzazioni|commenti)\s*)+(?:\d[\d.,]*[km]?)?)$`)

// quoteDelayNote is a market-data box's note that its prices lag, alone
// on its line: "Market data delayed 15 minutes.", "Quotes delayed at
// least 20 minutes", "Kurse verzögert um 15 Minuten".
var quoteDelayNote = regexp.MustCompile(`^(?i:(?:market data|data|quotes?|prices?|stock quotes?)\s+(?:are\s+|is\s+)?delayed\s+(?:by\s+)?(?:at\s+least\s+|up\s+to\s+)?\d{1,2}\s*(?:minutes?|mins?)|kurse\s+(?:sind\s+)?(?:um\s+)?\d{1,2}\s*minuten\s+verzögert|kurse\s+verzögert\s+(?:um\s+)?\d{1,2}\s*minuten)[^.]{0,40}\.?$`)

// editorCredit is the line naming the desk editor that Chinese news
// pages close a story with: "（责任编辑：李华）", "(责编：李华、张三)",
// after the source as portals write it on one line ("本文来源：东海日报
// 责任编辑：刘晓明_NB1234").
var editorCredit = regexp.MustCompile(`^(?:(?:本文)?来源\s*[：:]\s*\S{1,30}\s+)?[(（\[【]?\s*(?:责任编辑|責任編輯|责编|責編|编辑|編輯|校对|审核|审校)\s*[：:]\s*[^()（）]{1,40}[)）\]】]?$`)

// editorCreditMarks hold a letter of each of editorCredit's titles, one
// of which a line must hold to be its; colonMarks are the colons after
// them; quoteDelayMarks are letters of quoteDelayNote's "delayed" and
// "verzögert" in either case.
var (
	editorCreditMarks = []string{"编", "編", "校", "审"}
	colonMarks        = []string{":", "："}
	quoteDelayMarks   = []string{"y", "Y", "ö", "Ö"}
)

// gluedSeam reports a capital r right after a lower-case letter or a
// "?", "!" or "." with no space.
func gluedSeam(prev, r rune) bool {
	return unicode.IsUpper(r) && (unicode.IsLower(prev) || prev == '?' || prev == '!' || prev == '.')
}

// splitGlued cuts s where a capital letter follows a lower-case letter
// or a "?", "!" or "." with no space: the seams of labels rendered from
// adjacent elements. It returns nil, allocating nothing, when s has no
// seam: it runs on every short line.
func splitGlued(s string) []string {
	var parts []string
	start := 0
	var prev rune
	for i, r := range s {
		if i > start && gluedSeam(prev, r) {
			parts = append(parts, s[start:i])
			start = i
		}
		prev = r
	}
	if parts == nil {
		return nil
	}
	return append(parts, s[start:])
}

// disclosureRunes is the longest paragraph read as an affiliate
// disclosure.
const disclosureRunes = 400

// disclosurePhrases say, in lower case, that the page earns from its
// links.
var disclosurePhrases = []string{
	// "a small" only with the notice's own word after it: a story's
	// households "will also receive a small kitchen caddy".
	"earn a commission", "earn a small commission", "earn a small affiliate", "earn a small fee", "earn us a", "earns us a",
	"earn from qualifying", "earns from qualifying", "receive a commission", "receive a small commission",
	"receive a small affiliate", "receive a small fee", "receive a small compensation", "make a small commission", "earn an affiliate",
	"contains affiliate links", "contain affiliate links", "includes affiliate links", "include affiliate links",
	"uses affiliate links", "use affiliate links", "affiliate links are used",
	"erhalten wir eine provision", "sind affiliate-links", "enthält affiliate-links",
	"liens affiliés", "lien affilié", "enlaces de afiliado", "link di affiliazione",
	// Amazon's own wording of the associate's notice, which its programme
	// makes sites print in their language ("In qualità di Affiliato
	// Amazon io ricevo un guadagno dagli acquisti idonei").
	// Each with the notice's own opening or verb: Amazon calls its
	// warehouse staff "associates", and a carrier or seller is an
	// "Amazon-Partner" or "partenaire Amazon" in a business story.
	// Brazil's Amazon calls its workers "associados" too, and an
	// affiliate marketer in a story is "un afiliado de Amazon": those
	// take the notice's "como"/"in qualità di"/"come" before them.
	"as an amazon associate", "qualità di affiliato amazon", "come affiliato amazon", "amazon-partner verdien", "als amazon-partner verdien",
	"en tant que partenaire amazon", "como afiliado de amazon", "como afiliada de amazon", "como afiliado da amazon", "como afiliada da amazon",
	"como associado da amazon", "como associada da amazon", "como associado amazon", "como associada amazon",
	"partner amazon zarabia", "amazonのアソシエイト", "amazon アソシエイト",
}

// isDisclosure reports a short paragraph that tells the reader the page
// earns from its links ("This post contains affiliate links. If you buy
// through them, we may earn a commission"): a legal notice, not the
// article. Callers leave list items alone: they may be about affiliate
// programmes.
func isDisclosure(lower string) bool {
	return !moreRunes(lower, disclosureRunes) && hasAny(lower, disclosureGate) && hasAny(lower, disclosurePhrases)
}

// disclosureGate holds a part of every disclosure phrase: most blocks
// hold none, and checking these few first spares the whole list.
var disclosureGate = []string{"earn", "commission", "affili", "afili", "provision", "receive a small", "amazon"}

// paywallRunes is the longest line read as a paywall notice.
const paywallRunes = 250

// A paywall notice names a subscription and what it would let the reader
// go on to read, in lower case: the rest of the text, or the piece
// itself kept for subscribers.
var (
	// The CJK forms name the subscription or the paid membership that
	// stands for it ("購読", "会員", "订阅", "会员", "구독", "회원").
	paywallSubscribe = []string{"subscri", "abonn", "suscri", "subskryp", "assinant", "assine", "abbonat", "předplat", "predplat",
		"購読", "会員", "订阅", "訂閱", "会员", "會員", "구독", "회원"}
	paywallRest = []string{"full story", "rest of th", "la suite", "de cet article", "already a subscriber",
		"preview of subscription", "weiterlesen", "seguir leyendo", "continue reading", "keep reading", "czytaj dalej",
		"já é assinante", "continuar lendo", "continua a leggere",
		// as the login ask's question: in a sentence "máte předplatné" is
		// somebody's subscription ("Pokud už máte předplatné Netflixu, …").
		"máte předplatné?", "máte predplatné?"}
	// paywallAudience say who may read on; alone they are also what a
	// report on a streaming service or a newspaper's business says
	// ("Spotify's paid subscribers grew 12%", "exclusive to Netflix
	// subscribers"), so the line must name the piece too (paywallPiece).
	paywallAudience = []string{"paid subscriber", "subscribers only", "only for subscribers", "for subscribers",
		"exclusive to", "für abonnenten", "pour les abonnés", "para suscriptores", "para assinantes",
		"exclusivo para", "riservato agli abbonati", "per gli abbonati"}
	// paywallPiecesCJK open a Japanese, Chinese or Korean members-only
	// note ("この記事は会員限定記事です", "本文为付费会员专享内容", "이 기사는
	// 유료회원 전용입니다"), and paywallAudienceCJK follow them closely
	// (paywallCJKGap). Inside a story the words say other things: "全文"
	// is any full text ("财报全文"), "本文" a law's body, 기사 also a
	// driver, and a membership is a club's or a streaming service's.
	paywallPiecesCJK   = []string{"この記事", "本記事", "記事の続き", "本文为", "本文為", "此文", "这篇文章", "這篇文章", "이 기사는", "이 기사"}
	paywallAudienceCJK = []string{"会員限定", "有料会員", "会员专享", "会员专属", "付费会员", "會員專屬", "會員限定",
		"회원 전용입니다", "회원전용입니다", "회원 전용 기사", "회원 전용 콘텐츠", "유료 회원 전용", "유료회원 전용", "유료회원만", "유료 회원만"}
	// paywallAsks and paywallOffers make the pitch "subscribe and get
	// unlimited access"; the offer alone is what a review says of a
	// subscription ("$79.99 annually for unlimited access"), so the line
	// must ask in the imperative.
	paywallAsks   = []string{"assine ", "suscríbete", "suscribete", "abonnez-vous"}
	paywallOffers = []string{"acesso ilimitado", "acceso ilimitado", "accès illimité"}
	// paywallOpeners ask to subscribe where a line opens with them, and
	// paywallTrials are the trial offer that makes the line a promo
	// ("Prenumerera på Skärgårdsposten – första månaden för en krona",
	// "Subscribe today: your first month for $1"). Inside a sentence
	// the words are prose ("New users who subscribe get the first month
	// free"), so the ask must open the line, as a word of its own:
	// "Subscribers got their first month free" reports on them.
	paywallOpeners = []string{"subscribe", "prenumerera", "abonnér", "abonner", "abonnieren sie", "abonniere",
		"suscríbete", "suscribete", "assine", "abbonati", "abonnez-vous", "subskrybuj", "zasubskrybuj", "předplaťte", "predplaťte"}
	// paywallOfferOpeners open the pitch under a cut story ("Get
	// unlimited access to award-winning journalism for $1 a week"): an
	// imperative at the line's start, where a review's line on a
	// subscription says what it costs ("$80 a year buys unlimited
	// access").
	paywallOfferOpeners = []string{"get unlimited access", "get unlimited digital access", "enjoy unlimited access",
		"unlock unlimited access", "get full access", "unlock full access"}
	// paywallOfferObjects name what a paywallOfferOpeners pitch sells:
	// the site's reporting. A how-to's or a travel guide's line with the
	// same imperative sells something else ("Get full access to your
	// router's settings", "Get unlimited access to 40 museums with the
	// city pass").
	paywallOfferObjects = []string{"journalism", "reporting", "articles", "stories", "news", "subscri", "digital", " our "}
	// paywallReadOn follow a paywallOpener in the ask to read on
	// ("Subscribe to read more"); inside a sentence they are prose ("The
	// paper's subscribers were invited to read more than 200 letters").
	paywallReadOn = []string{"to read more", "to read on", "to read the full", "to continue reading"}
	paywallTrials = []string{"first month", "första månaden", "første måned", "ersten monat", "premier mois",
		"primer mes", "primeiro mês", "primo mese", "pierwszy miesiąc", "eerste maand", "první měsíc", "prvý mesiac"}
	paywallPiece = []string{"this article", "this piece", "this story", "this post", "this content", "unlock",
		"dieser artikel", "diesen artikel", "dieser beitrag", "diesen beitrag", "cet article", "ce contenu",
		"este artículo", "este contenido", "der rest", "el resto", "este conteúdo", "esta reportagem",
		"esta matéria", "este artigo", "questo articolo", "questo contenuto"}
)

// paywallCJKGap is the most bytes between a CJK members-only note's
// piece and its audience (paywallPiecesCJK): "この記事は" to "有料会員".
const paywallCJKGap = 24

// isPaywallNoticeCJK reports a Japanese, Chinese or Korean members-only
// note: a line that opens with the piece it keeps and names the paid
// membership right after it.
func isPaywallNoticeCJK(lower string) bool {
	l := strings.TrimSpace(lower)
	for _, p := range paywallPiecesCJK {
		if rest, ok := strings.CutPrefix(l, p); ok {
			if len(rest) > paywallCJKGap+30 {
				rest = rest[:paywallCJKGap+30]
			}
			for _, a := range paywallAudienceCJK {
				if i := strings.Index(rest, a); i >= 0 && i <= paywallCJKGap {
					return true
				}
			}
			return false
		}
	}
	return false
}

// A metered paywall counts the free articles the reader has had
// ("You've read 3 of 3 free articles this month", "Přečetli jste
// všechny 3 články zdarma tento měsíc"). paywallMeter names the free
// articles, in lower case; a line about a site's free articles is a
// meter only when it is short and counts them or names the period
// (paywallMeterCounts): "The archive's free articles cover fifty years"
// is prose.
var (
	paywallMeter = []string{"free article", "free stories", "kostenlose artikel", "kostenlosen artikel",
		"gratis-artikel", "articles gratuits", "article gratuit", "artículos gratuitos", "artículos gratis",
		"articoli gratuiti", "articolo gratuito", "artigos gratuitos", "matérias gratuitas", "gratis artikelen",
		"gratis artikler", "gratisartikler", "gratisartiklar", "gratis artiklar", "darmowych artykułów",
		"články zdarma", "článků zdarma", "článok zdarma", "článkov zdarma"}
	paywallMeterCounts = []string{"month", "monat", "mois", "mes", "mês", "maand", "måned", "månad", "miesiąc",
		"měsíc", "mesiac", "limit", "last ", "remaining", "left", "reste", "restant", "quedan", "queda", "rimast",
		"restam", "kvar", "igjen", "tilbage", "zostało", "pozostał", "zbýv", "zostáv"}
	// paywallMeterOf join the two numbers of a meter's count ("2 of 3"):
	// a bare number is a story's ("300 artículos gratis", where an
	// artículo, an Artikel, an artykuł is also an item for sale).
	paywallMeterOf = []string{"/", "of", "von", "sur", "de", "di", "van", "av", "af", "z", "ze", "из"}
)

// meterRunes is the longest line read as a meter's count.
const meterRunes = 120

// isPaywallMeter reports a metered paywall's count of free articles.
// Both lists are read from a word's start: "duty-free articles" are a
// traveller's goods, and "perfumes" or "times" name no "mes".
func isPaywallMeter(lower string) bool {
	return !moreRunes(lower, meterRunes) && hasWordStart(lower, paywallMeter) &&
		(meterCount(lower) || hasWordStart(lower, paywallMeterCounts))
}

// meterCount reports a count of the reader's articles in lower: a
// number, a word of paywallMeterOf and a number ("2 of 3", "3/3").
func meterCount(lower string) bool {
	for i := 0; i < len(lower); {
		j := i
		for j < len(lower) && '0' <= lower[j] && lower[j] <= '9' {
			j++
		}
		if j == i {
			i++
			continue
		}
		rest := strings.TrimLeft(lower[j:], " ")
		for _, w := range paywallMeterOf {
			if after, ok := strings.CutPrefix(rest, w); ok && (w == "/" || strings.HasPrefix(after, " ")) {
				if after = strings.TrimLeft(after, " "); after != "" && '0' <= after[0] && after[0] <= '9' {
					return true
				}
			}
		}
		i = j
	}
	return false
}

// hasWordStart reports whether lower holds one of phrases where a word
// starts: after no letter and no hyphen.
func hasWordStart(lower string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool {
		return anyIndex(lower, p, func(i int) bool {
			r, _ := utf8.DecodeLastRuneInString(lower[:i])
			return i == 0 || !unicode.IsLetter(r) && r != '-'
		})
	})
}

// isPaywallNotice reports a line that tells the reader the rest of the
// article is for subscribers ("To read the rest of this story subscribe
// to STAT+", "La suite est réservée aux abonnés", "This article is
// exclusive to STAT+ subscribers").
func isPaywallNotice(lower string) bool {
	if moreRunes(lower, paywallRunes) {
		return false
	}
	return hasAny(lower, paywallSubscribe) && (hasAny(lower, paywallRest) || hasAny(lower, paywallAudience) && hasAny(lower, paywallPiece) || isPaywallNoticeCJK(lower)) ||
		hasAny(lower, paywallAsks) && hasAny(lower, paywallOffers) ||
		opensWithWord(afterLeadQuestion(lower), paywallOpeners) && (hasAny(lower, paywallTrials) || hasAny(lower, paywallReadOn)) ||
		asksAfterJournalismLead(lower) && paywallPrice.MatchString(lower) ||
		isPaywallOffer(strings.TrimSpace(lower)) || isPaywallMeter(lower) || isGiftNotice(lower)
}

// leadQuestionRunes is the longest question read as the lead-in of a
// pitch (afterLeadQuestion).
const leadQuestionRunes = 80

// leadQuestionPieces name the piece a pitch's lead question asks the
// reader about ("Enjoyed this story?", "Hat Ihnen der Artikel
// gefallen?"), in lower case: a story's own question ("How can I watch
// the final? Subscribe to StreamMax, whose first month …") names none.
var leadQuestionPieces = []string{"article", "story", "artikel", "beitrag", "artículo", "artigo", "articolo",
	"artykuł", "článek", "článok", "reportage", "reportagem", "nota", "texte", "texto", "testo"}

// afterLeadQuestion returns trimmed line l without the short question
// that opens it, where one does: a pitch under a story asks the reader
// first and makes its ask in the next sentence ("Cet article vous a
// intéressé ? Abonnez-vous pour 1 € le premier mois", "Enjoyed this
// story? Subscribe: your first month for $1", "Hat Ihnen der Artikel
// gefallen? Abonnieren Sie …"). The ask then opens a sentence of its
// own, as paywallOpeners must. Without such a question l is returned.
func afterLeadQuestion(l string) string {
	l = strings.TrimSpace(l)
	i := strings.IndexAny(l, "?？")
	if i < 0 || moreRunes(l[:i], leadQuestionRunes) || !hasAny(l[:i], leadQuestionPieces) {
		return l
	}
	_, n := utf8.DecodeRuneInString(l[i:])
	return strings.TrimSpace(l[i+n:])
}

// afterJournalismLead returns trimmed line l after the short sentence
// that opens it where that sentence speaks of journalism, as a pitch's
// lead-in does ("Il giornalismo di qualità ha un valore. Abbonati …",
// "Independent journalism needs your support. Subscribe …"), and ""
// where none does: the ask after it must open a sentence of its own.
func afterJournalismLead(l string) string {
	l = strings.TrimSpace(l)
	i := strings.IndexAny(l, ".!")
	if i < 0 || moreRunes(l[:i], leadQuestionRunes) || !hasAny(l[:i], journalismWords) {
		return ""
	}
	return strings.TrimSpace(l[i+1:])
}

// asksAfterJournalismLead reports a line whose sentence on journalism
// (afterJournalismLead) is followed by an ask (paywallOpeners). Italian
// "abbonati" is the imperative and the plural noun alike: a news line
// goes on "Abbonati e lettori pagano …", "Abbonati saliti a 120.000";
// the ask goes on to the paper or the moment ("Abbonati a Il Corriere
// Ligure", "Abbonati ora:") or stops there.
func asksAfterJournalismLead(lower string) bool {
	rest := afterJournalismLead(lower)
	if !opensWithWord(rest, paywallOpeners) {
		return false
	}
	after, ok := strings.CutPrefix(rest, "abbonati")
	if !ok {
		return true
	}
	after = strings.TrimSpace(after)
	if r, _ := utf8.DecodeRuneInString(after); after == "" || !unicode.IsLetter(r) {
		return true
	}
	next := strings.FieldsFunc(after, func(r rune) bool { return !unicode.IsLetter(r) })[0]
	return slices.Contains(abbonatiAskNext, next)
}

// abbonatiAskNext are the words after the ask "abbonati" that make it
// one: a preposition to the paper, a word of the moment.
var abbonatiAskNext = []string{"a", "ad", "al", "alla", "allo", "ai", "ora", "subito", "oggi", "adesso"}

// journalismWords name journalism, in lower case, as word stems: English,
// German, French, Italian, Spanish, Portuguese, Dutch, Polish, the
// Scandinavian languages, Czech and Slovak.
var journalismWords = []string{"journalism", "journalisme", "giornalismo", "periodismo", "jornalismo", "journalistiek",
	"dziennikarstw", "journalistik", "žurnalistik", "novinařin", "novinárstv"}

// paywallPrice is a subscription's price per period in a pitch ("1 euro
// al mese", "$1 a week", "1 € par mois", "R$ 1,90 por mês"), in lower
// case: after a journalism lead and an ask it makes the pitch, as a
// trial offer does.
var paywallPrice = regexp.MustCompile(`(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|\$|£|euros?|eur|dollars?|reais|pounds?))\s(?:a|al|per|par|pro|por|im|each)\s(?:mese|month|mois|monat|mes|mês|week|settimana|semaine|woche|semana)`)

// isGiftNotice reports the note under a gift article, a subscriber's
// shared copy: "This article was gifted to you by a subscriber", "Esta
// crítica foi-lhe oferecida. Para continuar a ler …, assine". The line
// opens by naming the piece (a demonstrative), says it was given to the
// reader and names the subscription; a story's line on a gift ("O quadro
// foi-lhe oferecido por um assinante") opens otherwise.
func isGiftNotice(lower string) bool {
	l := strings.TrimSpace(lower)
	return opensWithWord(l, giftDemonstratives) && namesPiece(l) && hasAny(l, giftPhrases) && hasAny(l, paywallSubscribe)
}

// namesPiece reports a line whose second word names the piece the
// reader holds ("this article", "esta crítica"): "This subscription
// was a gift from her late husband" is a story's line.
func namesPiece(l string) bool {
	f := strings.Fields(l)
	return len(f) > 1 && hasPrefixAny(f[1], giftPieces)
}

// giftPieces name a piece of a site, as word starts: "article",
// "artículo", "artigo", "artikel", "articolo", "crítica", "story".
var giftPieces = []string{"arti", "artí", "story", "piece", "post", "crític", "critic", "critique", "review", "report",
	"reportag", "text", "nota", "chronique", "beitrag", "bericht", "stuk", "recensi", "entrevista", "interview", "column"}

// giftDemonstratives open a gift notice naming the piece ("this
// article", "esta crítica", "cet article", "dieser Artikel").
var giftDemonstratives = []string{"this", "este", "esta", "cet", "cette", "ce", "dieser", "diese", "dieses",
	"questo", "questa", "dit", "deze"}

// giftPhrases say the piece was given to the reader, in English,
// Portuguese, Spanish, French, German, Italian and Dutch. English "a
// gift from" names the subscriber who gave it: a story tells of gifts
// from others ("This story was a gift from my grandmother").
var giftPhrases = []string{"gifted to you", "a gift from a subscriber", "a gift from one of our", "shared with you by", "foi-lhe oferecid", "lhe foi oferecid",
	"te ha sido regalad", "le ha sido regalad", "te fue regalad", "vous a été offert", "vous est offert",
	"t'a été offert", "wurde ihnen geschenkt", "wurde dir geschenkt", "ti è stato regalat",
	"le è stato regalat", "vi è stato regalat", "is aan u cadeau gedaan"}

// isPaywallOffer reports a trimmed lower-cased line opening with a
// paywallOfferOpeners pitch: the bare button, or the pitch naming the
// site's reporting (paywallOfferObjects).
func isPaywallOffer(l string) bool {
	if !hasPrefixAny(l, paywallOfferOpeners) {
		return false
	}
	return !moreRunes(strings.TrimRight(l, ".!→› "), len("get unlimited digital access")) || hasAny(l, paywallOfferObjects)
}

// opensWithWord reports whether s opens with one of words followed by no
// letter: "subscribe" opens "subscribe today", not "subscribers".
func opensWithWord(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		rest, ok := strings.CutPrefix(s, w)
		r, _ := utf8.DecodeRuneInString(rest)
		return ok && (rest == "" || !unicode.IsLetter(r))
	})
}

// A follow prompt asks the reader to follow the site or the author on a
// social network, in lower case.
var (
	socialNetworks = []string{"twitter", "instagram", "facebook", "telegram", "youtube", "tiktok", "linkedin",
		"whatsapp", "threads", "bluesky", "mastodon", "pinterest", "google news", "google noticias", "google notícias",
		"google actualités",
		// The networks as Arabic sites spell them.
		"فيسبوك", "فيس بوك", "تويتر", "تيليغرام", "تلغرام", "تليجرام", "يوتيوب", "إنستغرام", "انستغرام", "واتساب", "تيك توك",
		// As Urdu, Hindi and Bengali sites spell them.
		"فیس بک", "فیسبک", "ٹویٹر", "یوٹیوب", "انسٹاگرام", "واٹس ایپ", "ٹک ٹاک",
		"फेसबुक", "ट्विटर", "यूट्यूब", "इंस्टाग्राम", "व्हाट्सएप", "टेलीग्राम",
		"ফেসবুক", "টুইটার", "ইউটিউব", "ইনস্টাগ্রাম", "হোয়াটসঅ্যাপ", "টেলিগ্রাম", "গুগল নিউজ",
		// As Persian, Hebrew, Greek, Cyrillic and Thai sites spell them
		// (Hebrew glues "the" to the name: "הווטסאפ"); LINE, the Thai and
		// Japanese messenger, by its account handle ("LINE @site") or its
		// Thai name, as the bare word is English prose ("online").
		"تلگرام", "اینستاگرام", "توییتر", "واتس‌اپ", "واتساپ", "یوتیوب",
		"ווטסאפ", "וואטסאפ", "טלגרם", "פייסבוק", "אינסטגרם", "טוויטר", "יוטיוב", "טיקטוק",
		"γκουγκλ νιουζ", "телеграм", "фейсбук", "інстаграм", "инстаграм", "ютуб", "вайбер", "viber",
		"line @", "line official", "ไลน์",
		// The networks as Japanese sites write them in katakana, and the
		// Chinese networks (WeChat, Weibo, Douyin).
		"ツイッター", "インスタグラム", "フェイスブック", "ユーチューブ", "ティックトック", "微信", "微博", "抖音"}
	followAsks = []string{"follow us", "follow me", "folgen sie uns", "folgt uns",
		"folge uns", "folge mir", "folgst du", "síguenos", "siguenos", "síganos", "suivez-nous", "suivez nous",
		"rejoignez-nous", "seguici", "siga-nos", "obserwuj nas",
		// with its space, as a word of its own: "mengikuti kami" (they
		// followed us, took part with us) is the story's verb.
		" ikuti kami", "تابعونا",
		// Urdu, Hindi and Bengali "follow us" ("ہمیں فالو کریں: فیس بک
		// یوٹیوب"), the English verb in their scripts.
		"ہمیں فالو کریں", "हमें फॉलो करें", "हमें फ़ॉलो करें", "আমাদের ফলো করুন",
		// "Follow us" in Thai, Greek, Hebrew, Vietnamese, Persian,
		// Ukrainian, Russian, Turkish and Korean.
		"ติดตามเรา", "ακολουθήστε μας", "עקבו אחרינו", "theo dõi chúng tôi", "ما را دنبال کنید",
		"стежте за нами", "слідкуйте за нами", "следите за нами", "bizi takip edin", "팔로우해 주세요", "팔로우하세요",
		// "Follow us" in Dutch, Swedish, Norwegian, Danish, Finnish,
		// Czech and Slovak, Hungarian, Romanian, Bulgarian, Serbian and
		// Croatian (both scripts), Slovenian, Catalan, Italian (to
		// several readers), Arabic (to one reader), Japanese,
		// Swahili and Tagalog: with a network named on a short line.
		"volg ons", "följ oss", "følg oss", "følg os", "seuraa meitä", "sledujte nás", "sledujte nas",
		"kövess minket", "kövessen minket", "kövessenek minket", "kövessetek minket", "urmărește-ne", "urmăriți-ne",
		"urmăreşte-ne", "urmăriţi-ne", "urmareste-ne", "urmariti-ne", "последвайте ни", "последвай ни", "pratite nas",
		"пратите нас", "sledite nam", "spremljajte nas", "segueix-nos", "seguiu-nos", "seguiteci",
		"フォローしてください", "フォローお願いします", "フォローをお願いします"}
	// zhFollowAsks ask to follow in Chinese, traditional and simplified
	// ("追蹤我們的Instagram及Facebook專頁"), only where they open the line,
	// past a "welcome"/"please" ("欢迎关注我们的微博"): inside a sentence
	// 关注 is "pay attention to" ("政府從未關注我們村的交通問題") and a
	// quote's words are a speaker's.
	zhFollowAsks = []string{"追蹤我們", "追踪我们", "關注我們", "关注我们"}
	// followImperatives ask to follow only where a sentence opens with
	// them ("Like us on Facebook", "Join me on TikTok"); inside one they
	// are prose: "Teens like us spend hours on TikTok", "… who join us on
	// YouTube".
	followImperatives = []string{"like us", "join us", "join me",
		// Dutch "volgt ons" (also "… volgt ons ministerie …", follows
		// our), Arabic "تابعنا" (also "we followed"), Swahili "tufuate"
		// (also the "kutufuate" of reported speech) and Tagalog "i-follow
		// ang" (follow the …, "hinimok … na i-follow ang kanilang
		// Facebook page"): an ask only where a sentence opens with it.
		"volgt ons", "تابعنا", "tufuate", "sundan kami", "i-follow kami", "i-follow ang",
		// An invitation to the site's channel on a messenger, as Brazilian
		// and Spanish sites write it ("📲 Participe do canal do g1 no
		// WhatsApp", "Únete a nuestro canal de WhatsApp"). Inside a
		// sentence it is the story's advice: "Para receber os alertas,
		// siga o canal da Defesa Civil no WhatsApp."
		"participe do canal", "participe do nosso canal", "entre no canal", "siga o canal", "siga nosso canal",
		"únete a nuestro canal", "únete al canal", "rejoignez notre chaîne", "iscriviti al canale",
		// Indonesian and Malay sites close with the same ask ("Pilih
		// saluran andalanmu akses berita Kompas.com WhatsApp Channel").
		"pilih saluran", "ikuti saluran", "gabung saluran", "gabung ke saluran", "sertai saluran",
		// Hebrew, Ukrainian and Russian ask to join or subscribe to the
		// site's channel ("הצטרפו לערוץ הווטסאפ של …", "Підписуйтесь на
		// наш Telegram-канал"); inside a sentence the story tells of one.
		"הצטרפו לערוץ", "הצטרפו לקבוצת", "הצטרפו אלינו", "підписуйтесь на наш", "підписуйтеся на наш",
		"підписуйтесь на", "підписуйтеся на", "подписывайтесь на наш", "подписывайтесь на"}
	// followForMore ask to follow the site for more of its stories.
	followForMore = []string{"follow us for more", "follow us for the latest", "follow us for daily",
		"folgen sie uns für mehr", "suivez-nous pour plus", "síguenos para más"}
	// channelJoins ask to join the site's channel on a messenger ("Join
	// ST's Telegram channel", "Click here to join our WhatsApp channel");
	// with a comma the sentence reports someone's ask.
	channelJoins   = []string{"join ", "click here to join "}
	channelObjects = []string{" channel", " group", " community"}
	// channelOwners say whose channel it is: the site's ("our", "ST's"),
	// where a story's tip names any group ("Join a WhatsApp group for
	// your building").
	channelOwners = []string{" our ", "'s ", "’s ", " click here"} // looked for in " "+line
	// appAsk asks the reader to install the site's app: "Download the
	// TSE App to get the latest news", "Get the app".
	appAsk = regexp.MustCompile(`^(?:download|get|install) (?:the|our) (?:\S+ ){0,3}app\b`)
	// appAskOpeners are appAsk in other languages, opening a line: "Baixe
	// o app do g1", "Descarga la app", "Téléchargez notre application".
	appAskOpeners = []string{"descarga la app", "descarga nuestra app", "descarga la aplicación", "descarga nuestra aplicación",
		"descargá la app", "baixe o app", "baixe nosso app", "baixe o nosso app", "baixe o aplicativo", "baixe nosso aplicativo",
		"téléchargez l'application", "téléchargez notre application", "téléchargez l'appli", "téléchargez notre appli",
		"scarica l'app", "scarica la nostra app", "scarica l'applicazione", "laden sie die app", "laden sie unsere app",
		"holen sie sich die app", "hol dir die app", "download de app", "download onze app", "pobierz aplikację",
		"pobierz naszą aplikację", "скачайте приложение", "скачайте наше приложение", "установите приложение",
		"установите наше приложение", "uygulamamızı indirin", "uygulamayı indirin", "unduh aplikasi", "download aplikasi",
		"tải ứng dụng", "حمّل تطبيق", "حمل تطبيق", "حمّل التطبيق", "حمل التطبيق", "ऐप डाउनलोड करें"}
	// appWords name the app beside an appAskMarks tap-here: "點此下載"
	// alone points as often to a story's form or report.
	appWords = []string{"app", "ａｐｐ", "アプリ", "앱", "應用", "应用"}
	// ownAppWords make an appAskOpeners ask the site's own ("our app"),
	// whatever the line goes on to say.
	ownAppWords = []string{"nosso", "nuestra", "notre", "nostra", "unsere", "onze", "naszą", "наше", "uygulamamız"}
	// appAskMarks ask so anywhere in a short promo line, as Chinese,
	// Japanese, Korean and Hindi sites write it ("不用抽 不用搶 現在用APP看新聞
	// 點我下載APP", tap me to download): a tap-here imperative, not the
	// story's "urged residents to download the app".
	appAskMarks = []string{"點我下載", "点我下载", "點此下載", "点此下载", "按我下載", "點擊下載app", "点击下载app",
		"アプリのダウンロードはこちら", "アプリダウンロードはこちら", "앱 다운로드 받기", "앱 다운받기"}
)

// shareTargets are the names on a share bar's buttons besides the
// social networks, in lower case.
var shareTargets = []string{"x", "email", "e-mail", "mail", "xing", "reddit", "vk", "weibo", "wechat", "messenger",
	"flipboard", "print", "sms"}

// isShareBar reports a row of share buttons left as text: two or more
// social networks or share targets and nothing else, perhaps after a
// label of up to three words and a colon ("Partager : Facebook Twitter
// LinkedIn", "Teilen: WhatsApp | E-Mail"), in any language.
func isShareBar(s string) bool {
	if moreRunes(s, shareBarRunes) || strings.ContainsRune(s, ',') {
		return false
	}
	return shareBarOf(s, strings.ToLower(s))
}

// shareBarRunes is the longest line isShareBar passes.
const shareBarRunes = 100

// shareBarOf is isShareBar of s and its lower case l.
func shareBarOf(s, l string) bool {
	if moreRunes(s, shareBarRunes) || strings.ContainsRune(s, ',') {
		// It runs on every block: a paragraph is no share bar, and
		// neither is a list written with commas ("Available on: YouTube,
		// TikTok"); buttons stand side by side.
		return false
	}
	if label, rest, ok := strings.Cut(l, ":"); ok && len(strings.Fields(label)) <= 3 {
		l = rest
	}
	words := 0 // counted as they come: no slice of them
	for w := range strings.FieldsFuncSeq(l, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("|·•/", r)
	}) {
		if !slices.Contains(socialNetworks, w) && !slices.Contains(shareTargets, w) {
			return false
		}
		words++
	}
	return words >= 2
}

// newsAgencies are the wire services whose names credit a story, in
// lower case. "ap", "pa" and "aa" are left out: alone they are also
// states and words.
var newsAgencies = map[string]bool{
	"dpa": true, "afp": true, "reuters": true, "sda": true, "apa": true, "kna": true, "epd": true, "ddp": true,
	"belga": true, "ntb": true, "ansa": true, "efe": true, "anp": true, "ani": true, "pti": true, "ians": true,
	"xinhua": true, "kyodo": true, "yonhap": true, "tass": true, "ria": true, "ritzau": true, "dts": true,
	"agenturen": true, "agences": true, "agencias": true, "agencies": true,
	// Portugal's, Poland's, Czechia's, Hungary's, Croatia's, Bulgaria's,
	// Indonesia's and Malaysia's agencies, and Interfax.
	"lusa": true, "pap": true, "čtk": true, "ctk": true, "mti": true, "hina": true, "bta": true,
	"antara": true, "bernama": true, "interfax": true,
	// The Baltic states', Finland's, Ukraine's, Turkey's, Japan's and
	// Australia's agencies.
	"elta": true, "bns": true, "leta": true, "stt": true, "ukrinform": true, "unian": true, "anadolu": true,
	"jiji": true, "aap": true,
	// Italy's, Romania's, Austria's Catholic, Brazil's, Russia's, Serbia's,
	// Mexico's, Argentina's, Palestine's and Iran's, which a byline sets
	// after the reporter as a place is set ("<strong>A</strong>, Agerpres").
	"adnkronos": true, "askanews": true, "agerpres": true, "mediafax": true, "kathpress": true, "folhapress": true,
	"sputnik": true, "tanjug": true, "notimex": true, "télam": true, "telam": true, "wafa": true, "tasnim": true,
	// Senegal's and Algeria's APS, Côte d'Ivoire's AIP, Angola's ANGOP.
	"aps": true, "aip": true, "angop": true,
}

// agencyLabels open an agency credit ("Quelle: dpa", "mit AFP").
var agencyLabels = map[string]bool{
	"quelle": true, "quellen": true, "source": true, "sources": true, "bron": true, "fuente": true, "fonte": true,
	"mit": true, "with": true, "avec": true, "con": true, "und": true, "and": true, "et": true, "y": true,
}

// reportingCredits open the line crediting who reported or supplied a
// story, in lower case.
var reportingCredits = []string{"additional reporting", "reporting by", "with reporting by", "with reporting from",
	"with inputs from", "mit agenturmaterial", "mit material von", "writing by", "editing by"}

// editingLabels open the editor's credit under a story in Portuguese and
// Spanish, in lower case (see authorCredits).
var editingLabels = []string{"edição:", "edición:"}

// cutPrefixAny cuts the first of prefixes s opens with.
func cutPrefixAny(s string, prefixes []string) (string, bool) {
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return rest, true
		}
	}
	return s, false
}

// wireNotices are the words of the notice a wire service puts under
// its stories, which the sites that run them keep ("Copyright 2026 The
// Associated Press. All rights reserved. This material may not be
// published, broadcast, rewritten or redistributed."), in lower case.
// (isRightsNotice reads wider, to weigh furniture, and would take a
// sentence about copyright law.)
var wireNotices = []string{"may not be published, broadcast, rewritten or redistributed",
	"may not be published, broadcast, rewritten, or redistributed", "may not be reproduced without"}

// shortRightsNotices are Korean, Japanese and Chinese papers' "no
// copying or redistribution", a line of their own: in a longer line they
// may be the end of a block of text split by <br>s.
var shortRightsNotices = []string{"무단 전재", "무단전재", "재배포 금지", "재판매 및 db 금지", "無断転載", "无断转载", "禁止转载", "不得转载"}

// syndicationNotes open the line a portal (Yahoo, MSN, a newspaper
// group's sites) ends a story taken from another outlet with: "This
// article originally appeared on The Columbus Dispatch: <title>". Only
// at the line's start: "The photo originally appeared on Instagram" is
// the story's.
var syndicationNotes = []string{"this article originally appeared", "this story originally appeared",
	"this article was originally published", "this story was originally published", "this article first appeared",
	"this story first appeared", "originally published on", "originally published at",
	"this article was first published", "this story was first published",
	// A version cut or edited for another outlet.
	"a version of this story was originally published", "a version of this article was originally published",
	"a version of this story first appeared", "a version of this article first appeared",
	"a version of this story was first published", "a version of this article was first published",
	// Where the story ran in the paper (NYT, The Economist).
	"a version of this article appears in print", "a version of this article appeared in print",
	"a version of this story appears in print", "a version of this story appeared in print",
	"this article appeared in the", "this article appears in the", "this story appeared in the",
	// Bloomberg's line under the stories portals run ("More stories like
	// this are available on bloomberg.com"), and the offer nonprofit
	// newsrooms put under theirs ("Republish this story for free under
	// Creative Commons").
	"more stories like this are available", "republish this story", "republish this article",
	// The note in other languages. (The Conversation's "This article is
	// republished from The Conversation under a Creative Commons
	// license" stays: the corpus gold keeps it, wcxb-0345.)
	"este artigo foi publicado originalmente", "este artigo foi originalmente publicado",
	"este artículo fue publicado originalmente", "este artículo se publicó originalmente", "cet article a été initialement publié",
	"cet article a été publié initialement", "cet article a d'abord été publié", "dieser artikel erschien zuerst",
	"dieser artikel ist zuerst", "questo articolo è stato pubblicato originariamente", "dit artikel verscheen eerder",
	"cet article a été publié pour la première fois", "dieser beitrag erschien zuerst", "dieser beitrag ist zuerst",
	"questo articolo è stato pubblicato per la prima volta", "dit artikel verscheen eerst",
	"este texto foi publicado originalmente", "este artículo apareció originalmente"}

// isWireNotice reports a short line that is such a notice, a syndication
// note (see syndicationNotes) or a short rights notice.
func isWireNotice(lower string) bool {
	return !moreRunes(lower, paywallRunes) && (hasAny(lower, wireNotices) || hasPrefixAny(strings.TrimSpace(lower), syndicationNotes) ||
		isPrintEditionNote(lower)) || !moreRunes(lower, 60) && hasAny(lower, shortRightsNotices)
}

// isPrintEditionNote reports the note of the paper edition a story ran
// in, which opens with the date: "Appeared in the November 26, 2026,
// print edition as 'Later Start for Schools'." (WSJ).
func isPrintEditionNote(lower string) bool {
	return strings.HasPrefix(strings.TrimSpace(lower), "appeared in the ") && strings.Contains(lower, " print edition")
}

// isAgencyCredit reports a line that credits a news agency or the
// reporters of a story, not its text: "mit dpa", "Quelle: AFP",
// "sak/Reuters", "(NTB)", "Additional reporting from PA", "Reporting by
// Jo Doe; Editing by Al Roe". Besides a label, every word of a short
// credit is an agency or a desk's initials (two to four letters next to
// a slash), and one is an agency: "Why did Reuters do it" is no credit.
func isAgencyCredit(lower string) bool {
	t := strings.Trim(strings.TrimSpace(lower), "()[]. ")
	if isContributorNote(t) {
		return false
	}
	if hasPrefixAny(t, reportingCredits) {
		return !moreRunes(t, 250)
	}
	if rest, ok := cutPrefixAny(t, editingLabels); ok {
		// The editor's credit under a wire story ("Edição: Roberto
		// Menezes"): a name, not a festival's "Edición: 25ª".
		rest = strings.TrimSpace(rest)
		return rest != "" && len(strings.Fields(rest)) <= 5 && !strings.ContainsFunc(rest, unicode.IsDigit)
	}
	if moreRunes(t, 60) {
		return false
	}
	// Word by word, without splitting t into a slice: this runs on every
	// short line.
	agency := false
	for i := 0; i < len(t); {
		for i < len(t) && strings.IndexByte(creditSeparators, t[i]) >= 0 {
			i++
		}
		j := i
		for j < len(t) && strings.IndexByte(creditSeparators, t[j]) < 0 {
			j++
		}
		if w := t[i:j]; w != "" {
			switch {
			case newsAgencies[w]:
				agency = true
			case agencyLabels[w]:
			case len(w) >= 2 && len(w) <= 4 && isLowerASCII(w) &&
				((i > 0 && t[i-1] == '/') || (j < len(t) && t[j] == '/')):
				// a desk's initials, slashed to an agency ("sak/reuters")
			default:
				return false
			}
		}
		i = j
	}
	return agency
}

// isContributorNote reports the note that closes a story naming the
// colleagues who added to it, "Additional reporting by Liam Ngata.":
// the story's own line, which the corpus gold keeps (trafilatura's
// traf-reuters.com.parasite wants "Additional reporting by" in the
// body), unlike the wire's credit of an agency ("Additional reporting
// from PA", "… by Reuters", fundus' iNews) or the wire's block that
// opens with "Reporting by" (fundus' Reuters pages), which stay
// furniture.
func isContributorNote(t string) bool {
	rest, ok := strings.CutPrefix(t, "additional reporting by ")
	if !ok || moreRunes(t, 250) {
		return false
	}
	if hasAny(rest, agencyFullNames) {
		return false
	}
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune(creditSeparators+".", r) }) {
		// After "by", "AP" and "PA" can only be the agencies.
		if newsAgencies[w] || w == "ap" || w == "pa" {
			return false
		}
	}
	return true
}

// agencyFullNames are wire services written out, in lower case, as a
// contributor note credits them ("Additional reporting by The
// Associated Press"): newsAgencies holds single words only.
var agencyFullNames = []string{"associated press", "agence france-presse", "agence france presse", "press association",
	"deutsche presse-agentur", "agencia efe", "kyodo news", "united press international"}

// itemAgencyCredit is isAgencyCredit for a line that may be a list
// item: an item of one bare word is the list's ("PAP" among a story's
// parties, "Pap" among a braai's dishes), as several agencies' names are
// also words; a wire's credit set as an item comes bracketed, labelled
// or slashed ("(PAP)", "Źródło: PAP", "mrk/PAP").
func itemAgencyCredit(lower string, item bool) bool {
	if item && !strings.ContainsAny(strings.TrimSpace(lower), creditSeparators) {
		return false
	}
	return isAgencyCredit(lower)
}

// creditSeparators part the words of a credit line.
const creditSeparators = " /,;:()-|"

func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// contactAsks invite readers to send the newsroom a story or feedback,
// in lower case. A bare "Hinweise an" is no such ask: a police report
// ends by asking witnesses for "Hinweise an die Polizei … per E-Mail an
// …@polizei.de", and that is the report's.
var contactAsks = []string{"get in touch", "news team", "story to tell", "send us your feedback", "ihr feedback",
	"schreiben sie uns", "hinweise an die redaktion", "hinweise an uns", "contact us at", "email us at", "e-mail us at",
	"contact staff writer",
	// The standing note of a readers' page or series, with its address:
	// "Write to us at letters@…. Letters may be edited for length.",
	// "This essay is part of our series …. To submit your own, email
	// essays@…". The corpus gold leaves such a call for submissions out
	// (trafilatura's mercurynews letters page: "Submit your letter to the
	// editor via this form").
	"write to us at", "submit your own", "letters may be edited", "letters will be edited",
	"écrivez-nous", "envoyez-nous votre", "envoyez-nous vos", "schicken sie uns ihre", "behält sich kürzungen vor", "kürzungen vorbehalten",
	"escríbanos a", "envíenos su", "scriveteci a", "scrivici a", "schrijf ons", "escreva-nos"}

// tipAsks open a tip line under the story, in lower case: "Have a tip?
// Email news@…". Inside a sentence they are the story's, a police
// appeal: "Anyone who may have a tip is asked to email …@police…".
var tipAsks = []string{"have a tip", "got a tip", "have a news tip", "got a news tip", "have a story idea", "got a story idea"}

// isContactPrompt reports a short paragraph that asks readers to write
// to the newsroom at an e-mail address ("Get in touch with our news team
// by emailing us at webnews@…").
//
// An ask after a question of the text's own topic ("Unsure of how to
// store sensitive data? Email us at security@…", "Got a town you think
// we should visit? Email us at …") is the article's call to its readers,
// which the corpus gold keeps; a newsroom's prompt asks nothing first,
// or a few words ("Questions or comments? Email us at …").
func isContactPrompt(lower string) bool {
	if moreRunes(lower, paywallRunes) || !strings.Contains(lower, "@") {
		return false
	}
	if hasPrefixAny(strings.TrimLeftFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }), tipAsks) {
		return true
	}
	for _, a := range contactAsks {
		if i := strings.Index(lower, a); i >= 0 && !(addressAsks[a] && afterTopicQuestion(lower[:i])) && !quotedAsk(lower, i) {
			return true
		}
	}
	return false
}

// quotedAsk reports an ask at byte i of lower that sits inside a
// quotation, a quote mark opening before it and one closing after it: a
// family's or a police appeal the story quotes ("\"If you have seen Tom,
// please write to us at findtom@…,\" his mother said", "«Chi ha visto
// Marco scrivici a …», è l'appello"), whose address the reader keeps.
func quotedAsk(lower string, i int) bool {
	return strings.ContainsAny(lower[:i], "\"“„«»") && strings.ContainsAny(lower[i:], "\"”“»«")
}

// addressAsks are the contactAsks that only give the address ("Email us
// at …"): after a question of the text's topic they are the text's.
// "Are protests breaking out in your area? Get in touch at webnews@…"
// (TheMirror) is the newsroom's, asking for news.
var addressAsks = map[string]bool{"contact us at": true, "email us at": true, "e-mail us at": true, "write to us at": true}

// afterTopicQuestion reports text, the line before an ask, that ends in
// a question of a sentence's length (statementWords or more words).
func afterTopicQuestion(before string) bool {
	t := strings.TrimSpace(before)
	if !strings.HasSuffix(t, "?") {
		return false
	}
	t = strings.TrimSuffix(t, "?")
	if i := strings.LastIndexAny(t, ".!?"); i >= 0 {
		t = t[i+1:]
	}
	return len(strings.Fields(t)) >= statementWords && !hasAny(t, newsAsks)
}

// newsAsks, in a question before an address, ask the reader for news:
// "Do you have a story you would like to share with our newsroom?",
// "Have you been affected by the issues raised in this story?" — the
// newsroom's standing prompt, however long its question.
var newsAsks = []string{"story", "stories", "news", "tip", "affected", "experience", "share", "photos", "videos", "newsroom", "reporters"}

// isReporterContact reports the reporter's contact line under a story,
// as US papers set it: "Contact Jane Doe at jdoe@paper.com or
// 555-0100. Follow her on X @janedoe." — "Contact" or "Reach", a name of
// two or three capitalized words, "at" and an e-mail address. "Contact
// the council at info@…" names no person; t is the line, lower its
// lower case.
func isReporterContact(t, lower string) bool {
	if moreRunes(lower, paywallRunes) || !strings.HasPrefix(lower, "contact ") && !strings.HasPrefix(lower, "reach ") ||
		strings.IndexByte(lower, '@') < 0 {
		return false
	}
	words := strings.Fields(t)
	for i := 1; i < len(words) && i <= 4; i++ {
		w := words[i]
		if w == "at" {
			// "… at smiller@library.org to register", "… for tickets":
			// whom the story's readers contact for its event.
			return i >= 3 && i+1 < len(words) && strings.IndexByte(words[i+1], '@') > 0 &&
				(i+2 == len(words) || strings.HasSuffix(words[i+1], ".") || !contactPurposes[strings.ToLower(words[i+2])])
		}
		if !unicode.IsUpper(firstRune(w)) {
			return false
		}
	}
	return false
}

// contactPurposes follow the address in a story's line telling readers
// whom to contact ("Contact Susan Miller at smiller@… to register", "…
// for more information", "… if you can help"), as no reporter's does.
var contactPurposes = map[string]bool{"to": true, "for": true, "if": true, "before": true, "by": true, "until": true}

// bareEmail is a line that is one e-mail address, perhaps in brackets.
var bareEmail = regexp.MustCompile(`^[(<\[]?[\w.+-]+@[\w-]+(?:\.[\w-]+)+[)>\]]?$`)

// signedEmail is a line that is an e-mail address after at most three
// words without punctuation: the agency's or reporter's name, or the
// agency's slogan ("◎공감언론 뉴시스 kjh@newsis.com", "김지훈 기자
// kjh@yna.co.kr"). A sentence that holds an address has its stops,
// commas or colon.
var signedEmail = regexp.MustCompile(`^[^\s.,:;!?"“”]+(?:\s+[^\s.,:;!?"“”]+){0,2}\s+[(<\[]?[\w.+-]+@[\w-]+(?:\.[\w-]+)+[)>\]]?$`)

// isBareEmail reports a line that is only an e-mail address, or one
// signed with a name (signedEmail): the reporter's, with which Korean
// and Chinese agencies end every story ("kms@yna.co.kr"), a contact and
// no part of the report. A list item (item) signed so is one of the
// offices a story lists ("Planning department planning@city.gov"): an
// agency's signature is no list's.
func isBareEmail(t string, item bool) bool {
	t = strings.TrimSpace(t)
	// Both patterns need an "@": most short lines have none, and are
	// spared starting a regexp.
	return len(t) <= 80 && strings.IndexByte(t, '@') >= 0 && (bareEmail.MatchString(t) || !item && signedEmail.MatchString(t))
}

// isBarePrice reports a line that is a price and nothing else: "$349.99",
// "€1.299,00", "49,90 €", "£29", "US$ 1,200".
func isBarePrice(t string) bool {
	// The pattern needs a digit: most short lines have none, and are
	// spared starting a regexp.
	return len(t) <= 24 && strings.ContainsAny(t, "0123456789") && barePrice.MatchString(strings.TrimSpace(t))
}

// barePrice is a currency sign or code before or after an amount.
var barePrice = regexp.MustCompile(`^(?:(?:US|A|C|NZ|HK|R)?[$€£¥₹₩]|USD|EUR|GBP)\s?\d[\d.,\s]*$|^\d[\d.,\s]*\s?(?:[$€£¥₹₩]|USD|EUR|GBP|zł|kr|Kč)$`)

// isShopOffer reports a line that is a price at a shop and nothing else:
// a product card's offer ("$179 at Amazon", "179 € bei MediaMarkt",
// "249 € chez Fnac", "R$ 899 na Amazon"). The story names prices in
// sentences; a line this short, a price and a shop's capitalized name,
// is the card's.
func isShopOffer(t string) bool {
	t = strings.TrimSpace(t)
	return runes(t) <= 48 && strings.ContainsAny(t, "0123456789") && shopOffer.MatchString(t)
}

// shopOffer is a price (barePrice's forms), a preposition of place in a
// language Byline has words for, and one to three capitalized words.
var shopOffer = regexp.MustCompile(`^(?:(?:(?:US|A|C|NZ|HK|R)?[$€£¥₹₩]|USD|EUR|GBP)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[$€£¥₹₩]|USD|EUR|GBP|zł|kr|Kč))` +
	`\s+(?:at|from|bei|chez|en|su|na|no|op|hos|på|w|u|da|bij)\s+\p{Lu}[\p{L}\d.&'’-]*(?:\s+\p{Lu}[\p{L}\d.&'’-]*){0,2}$`)

// translationNotes open the note that a story was translated, in lower
// case.
var translationNotes = []string{"aus dem englischen", "aus dem französischen", "aus dem spanischen",
	"aus dem italienischen", "aus dem amerikanischen", "übersetzung:", "übersetzung und", "übersetzt von",
	"übersetzt aus", "dieser artikel wurde im original", "dieser artikel erschien im original",
	// A translated story's note that it is one ("Dieser Artikel ist eine
	// Übersetzung, im Original ist er in … erschienen").
	"dieser artikel ist eine übersetzung", "dieser text ist eine übersetzung",
	"this article was translated", "this article has been translated", "this story was translated",
	"this story has been translated", "cet article est une traduction", "cet article a été traduit",
	"este artículo es una traducción", "este artículo fue traducido", "este artigo é uma tradução",
	"este artigo foi traduzido", "questo articolo è una traduzione", "questo articolo è stato tradotto",
	"dit artikel is een vertaling", "dit artikel werd vertaald"}

// isTranslationNote reports a short line saying who translated a story
// or where it first appeared in another language.
func isTranslationNote(lower string) bool {
	if moreRunes(lower, paywallRunes) {
		return false
	}
	return hasPrefixAny(strings.TrimLeft(lower, "( "), translationNotes)
}

// A sign-up pitch asks the reader to sign up for the site's newsletter
// or messenger channel, in lower case.
var (
	signupAsks = []string{"sign up", "signing up", "subscribe to our", "subscribe to the", "join our", "abonniere",
		"abonnieren sie", "abonnieren sie unseren", "melde dich", "melden sie sich", "inscrivez-vous", "abonnez-vous",
		"suscríbete", "suscribete", "iscriviti"}
	// signupImperatives are the ask in Portuguese, Dutch, the Scandinavian
	// languages, Finnish, Polish, Czech and Slovak, Hungarian, Romanian,
	// Bulgarian, Russian and Ukrainian, the South Slavic languages, Greek,
	// Turkish, Arabic, Hebrew, Indonesian and Malay, Vietnamese, Chinese,
	// Swahili, Tagalog and Catalan. Their words are also story words
	// ("pelanggan" holds "langgan", "assinei" "assine", "s'abonner",
	// "đã đăng ký"): only as a whole word opening a sentence, or closing
	// the line as a verb-final language puts it, are they an ask
	// (signupImperative).
	signupImperatives = []string{"inscreva-se", "assine", "schrijf je in", "meld je aan", "abonneer", "prenumerera", "abonner", "tilmeld dig",
		"tilaa", "zapisz się", "zasubskrybuj", "přihlaste se", "odebírejte", "prihláste sa", "iratkozz fel",
		"iratkozzon fel", "abonează-te", "abonați-vă", "abonati-va", "абонирайте се", "подпишитесь", "підпишіться",
		"pretplatite se", "prijavite se", "naročite se", "εγγραφείτε", "abone olun", "اشترك", "הירשמו", "berlangganan",
		"langgan", "đăng ký", "订阅", "訂閱", "jiandikishe", "mag-subscribe", "subscriu-te"}
	signupObjects = []string{"newsletter", "whatsapp", "kanal", "channel", "inbox", "briefing",
		// "Newsletter" in the languages that do not borrow the word.
		"boletim", "boletín", "nieuwsbrief", "nyhetsbrev", "nyhedsbrev", "uutiskirje", "hírlevél", "hírlevel", "бюлетин",
		"рассылк", "розсилк", "bülten", "النشرة", "ניוזלטר", "buletin", "bản tin", "简报", "電子報", "jarida",
		"butlletí", "canal", "телеграм"}
	// signupOwners make it the site's own: "our newsletter", "den Kanal
	// von 20 Minuten"; "signing up for a newsletter" is prose.
	signupOwners = []string{"our ", "unser", "den ", "free ", "your ", "notre ", "nuestr", "nostr",
		// "Our" in Portuguese, Dutch, the Scandinavian languages, Polish,
		// the Slavic languages in both scripts, Greek, Hebrew, Indonesian
		// and Malay, Vietnamese, Chinese, Swahili (by the noun's class)
		// and Tagalog (after its noun or before); Hungarian
		// and Turkish glue it to the noun ("hírlevelünk", "bültenimiz").
		"nosso", "nossa", "onze ", "vår", "vårt", "våra", "våre", "vores", "nasz", "náš", "naš", "наш", "μας", "שלנו", "kami",
		"chúng tôi", "我们", "我們", "yetu", "letu", "namin", "aming ", "hírlevelünk", "bültenimiz", "gratis", "grátis", "gratuit",
		"безплат", "бесплат", "безкоштов", "besplat", "zdarma", "ücretsiz", "مجان", "gratuita", "gratuito"}
)

// isSignupPitch reports a line that asks the reader to sign up for a
// newsletter or channel ("Sign up for our free weekly newsletter",
// "Abonniere den Whatsapp-Kanal von 20 Minuten"), which sites set
// without a form inside the article.
func isSignupPitch(lower string) bool {
	// The few objects first: most lines name none of them.
	return !moreRunes(lower, paywallRunes) && hasAny(lower, signupObjects) &&
		(hasAny(lower, signupAsks) || slices.ContainsFunc(signupImperatives, func(p string) bool { return signupImperative(lower, p) })) &&
		hasSignupOwner(lower)
}

// hasSignupOwner reports an owner word (signupOwners) opening a word of
// lower, so that "streaming " holds no Tagalog "aming " and "garden "
// no "den "; a few short ones are whole words too (signupWholeOwners:
// "Kamila" is no Malay "kami", "våren" no Swedish "vår"). The scripts
// without spaces have no word to open.
func hasSignupOwner(lower string) bool {
	return slices.ContainsFunc(signupOwners, func(o string) bool {
		return anyIndex(lower, o, func(i int) bool {
			if i > 0 && !dense(firstRune(o)) && unicode.IsLetter(lastRune(lower[:i])) {
				return false
			}
			return !signupWholeOwners[o] || !unicode.IsLetter(firstRune(lower[i+len(o):]))
		})
	})
}

// signupWholeOwners are the owners of signupOwners that also open other
// words, read only as whole words.
var signupWholeOwners = map[string]bool{"kami": true, "vår": true, "letu": true, "yetu": true, "namin": true}

// signupImperative reports ask p as a whole word (a Chinese one needs
// no space after it) that opens a sentence of lower or ends the line.
func signupImperative(lower, p string) bool {
	return anyIndex(lower, p, func(i int) bool {
		after := lower[i+len(p):]
		if r, _ := utf8.DecodeRuneInString(after); after != "" && unicode.IsLetter(r) && !unicode.Is(unicode.Han, r) {
			return false // "assinei", "abone oldu"
		}
		if strings.TrimFunc(after, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) == "" {
			return i == 0 || !unicode.IsLetter(lastRune(lower[:i])) // "… bültenimize abone olun"
		}
		before := strings.TrimRightFunc(lower[:i], func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(sentenceStops, r)
		})
		return before == "" || strings.ContainsRune(sentenceStops, lastRune(before)) // as opensSentence
	})
}

// isFollowPrompt reports a short line asking the reader to follow the
// site on a social network ("Follow us on Telegram, Facebook and X for
// the latest news", "Folgen Sie uns auf Twitter", "Follow The Southern
// Express channel on WhatsApp") or to get its app.
func isFollowPrompt(lower string) bool {
	return followPromptOf(lower, gateFollowAsk|gateFollowApp)
}

// followPromptOf is isFollowPrompt asking only the asks whose gate bits
// (gateFollowAsk, gateFollowApp) are in parts: "app" is in many prose
// lines ("happened", "approach") that name no network, and the network
// asks are the costly part.
func followPromptOf(lower string, parts uint8) bool {
	if moreRunes(lower, paywallRunes) {
		return false
	}
	if strings.ContainsAny(lower, quoteMarks+cornerQuotes) {
		// A quoted ask with its speaker is the story's ("“Follow us on
		// Telegram,” the spokesman said"): only the words outside the
		// quotation may be the site's.
		if out := outsideQuotes(lower); len(strings.Fields(out)) >= 2 {
			lower = out
		}
	}
	return parts&gateFollowAsk != 0 && isFollowAsk(lower) || parts&gateFollowApp != 0 && isAppAsk(lower)
}

// isFollowAsk is isFollowPrompt's asks to follow, like or subscribe, of
// a short line in lower case outside its quotes.
func isFollowAsk(lower string) bool {
	if hasAny(lower, socialNetworks) && (hasAny(" "+lower, followAsks) || opensZhFollowAsk(lower) ||
		slices.ContainsFunc(followImperatives, func(p string) bool { return opensSentence(lower, p) }) ||
		hasAny(lower, channelObjects) && !strings.ContainsAny(lower, ",;") && hasAny(" "+lower, channelOwners) &&
			slices.ContainsFunc(channelJoins, func(p string) bool { return strings.HasPrefix(strings.TrimSpace(lower), p) }) ||
		!moreRunes(lower, 60) && hasPrefixAny(lower, followOpeners) && networkEndsAsk(lower) || endsInFollowAsk(lower)) || followOnNetwork(lower) {
		return true
	}
	// The outro of a web story or a video asks without naming a network:
	// "Follow us for more outdoor guides."
	if !moreRunes(lower, 60) && !strings.ContainsAny(lower, ",;"+quoteMarks) && hasPrefixAny(strings.TrimSpace(lower), followForMore) {
		return true
	}
	if isLikeSubscribeAsk(lower) {
		return true
	}
	// A Chinese page's closing ask to follow its account by its QR code
	// ("长按二维码 关注我们", "扫码关注公众号"), short: a story's advice
	// to scan a code runs on as a sentence.
	return !moreRunes(lower, 40) && hasAny(lower, qrFollowChannels) && hasAny(lower, qrFollowAsks)
}

// isAppAsk is isFollowPrompt's ask to get the site's app, of a short
// line in lower case outside its quotes. A clause after a comma reports
// the ask ("Download the NHS app, officials urged"): the story's
// sentence, not the site's.
func isAppAsk(lower string) bool {
	return !moreRunes(lower, 100) && (appAsk.MatchString(strings.TrimSpace(lower)) || opensAppAsk(strings.TrimSpace(lower))) &&
		!strings.ContainsAny(lower, ",;") || !moreRunes(lower, 60) && hasAny(lower, appAskMarks) && hasAny(lower, appWords)
}

// opensZhFollowAsk reports a line that a Chinese ask to follow opens
// (zhFollowAsks), past a "welcome" or a "please".
func opensZhFollowAsk(lower string) bool {
	t := strings.TrimSpace(lower)
	for _, p := range []string{"歡迎", "欢迎", "請", "请"} {
		t = strings.TrimPrefix(t, p)
	}
	for _, p := range zhFollowAsks {
		if rest, ok := strings.CutPrefix(t, p); ok {
			// What is followed comes next: the network or the site's
			// account ("关注我们的微信公众号"); "关注我们的孩子…" (care
			// about our children) goes on to another noun.
			rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(rest, "的"), "在"))
			return rest == "" || hasPrefixAny(rest, socialNetworks) || hasPrefixAny(rest, zhFollowAccounts)
		}
	}
	return false
}

// zhFollowAccounts name the site's account that a Chinese ask follows:
// official, public account, page, account, channel.
var zhFollowAccounts = []string{"官方", "公众号", "公眾號", "专页", "專頁", "账号", "帳號", "频道", "頻道", "官网", "官網", "网站", "網站"}

// opensAppAsk reports a trimmed lower-case line that an appAskOpeners
// phrase opens as whole words: an ask for the site's own app ("Baixe
// nosso app"), or a short call to action with no closing period ("Baixe
// o app do g1"). A how-to story's step, "Baixe o aplicativo Meu INSS na
// loja do seu celular e entre com sua conta gov.br.", is a sentence of
// the story; "Scarica l'appendice" opens with no ask.
func opensAppAsk(t string) bool {
	for _, p := range appAskOpeners {
		rest, ok := strings.CutPrefix(t, p)
		if r, _ := utf8.DecodeRuneInString(rest); !ok || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			continue
		}
		return hasAny(p, ownAppWords) || !moreRunes(t, 60) && !strings.HasSuffix(t, ".")
	}
	return false
}

// likeAsks ask the reader, in the imperative, to like the post, as the
// outro of a blog platform's post (Dzen, a channel's blog) does after
// the video's: "Если статья была полезной, ставьте лайк и подписывайтесь
// на канал", "Dale like y suscríbete", "Like and subscribe for more".
// subscribeAsks ask, beside it, to subscribe to the channel.
var (
	likeAsks      = []string{"ставьте лайк", "поставьте лайк", "ставь лайк", "dale like", "deja tu like", "deixe seu like", "deixe o seu like", "like and subscribe", "like & subscribe"}
	subscribeAsks = []string{"подписывайтесь", "подпишитесь", "подписывайся", "suscríbete", "suscribete", "inscreva-se", "se inscreva", "subscribe"}
)

// qrFollowAsks ask, in Chinese, to follow the site's account (not a
// bare "关注我", which opens a story's "关注我市", "关注我国");
// qrFollowChannels name the QR code or the account it is followed by.
var (
	qrFollowAsks     = []string{"关注我们", "關注我們", "关注本号", "关注本公众号", "关注公众号", "關注公眾號"}
	qrFollowChannels = []string{"二维码", "二維碼", "扫码", "掃碼", "公众号", "公眾號"}
)

// isLikeSubscribeAsk reports a short line asking the reader both to like
// the post and to subscribe, the like opening the line, a sentence or a
// clause after a comma ("If it helped, like and subscribe"). Told of
// someone, the ask is the story's: "The blogger asks fans to like and
// subscribe" (no clause opens with it), and a quoted ask was cut off by
// isFollowPrompt.
func isLikeSubscribeAsk(lower string) bool {
	if moreRunes(lower, 160) || !hasAny(lower, subscribeAsks) {
		return false
	}
	return slices.ContainsFunc(likeAsks, func(p string) bool {
		return opensSentence(lower, p) || anyIndex(lower, p, func(i int) bool { return likeAfterShortClause(lower[:i]) })
	})
}

// likeAfterShortClause reports text before a like ask that ends in a
// comma after a short clause opening its sentence: a vocative or an
// "if" ("Друзья, ", "If it helped, "). A long clause before the comma
// is the story's, quoting the catchphrase: "He ended every video the
// same way, like and subscribe, and …".
func likeAfterShortClause(before string) bool {
	before = strings.TrimRightFunc(before, func(r rune) bool { return unicode.IsSpace(r) })
	if !strings.HasSuffix(before, ",") {
		return false
	}
	clause := before[strings.LastIndexAny(before, sentenceStops)+1 : len(before)-1]
	return len(strings.Fields(clause)) <= 5
}

// followOpeners open a short line's ask to follow the site on a network
// ("Follow The Herald on Google News", "Ακολουθήστε το … στο Google
// News"); followClosers end it where the verb comes last ("দৈনিক
// বার্তার খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন", "Bizi Twitter'da takip
// edin"). A story's line that tells of following runs longer or puts
// the verb elsewhere: "Η αστυνομία ακολούθησε τον ύποπτο ...".
var (
	followOpeners = []string{"follow ", "ακολουθήστε ", "theo dõi ", "volg ", "följ ", "følg ", "segui ", "siga ", "suivez "}
	followClosers = []string{"ফলো করুন", "फॉलो करें", "फ़ॉलो करें", "takip edin", "팔로우하세요", "دنبال کنید"}
)

// endsInFollowAsk reports a line of one clause, up to 100 runes, that
// ends with a follow imperative of followClosers: the ask of a language
// that puts its verb last. A comma makes it a story's sentence that
// reports the ask.
func endsInFollowAsk(lower string) bool {
	if moreRunes(lower, 100) || strings.ContainsAny(lower, ",;،") {
		return false
	}
	t := strings.TrimRightFunc(lower, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
	if strings.HasSuffix(t, "takip edin") && !turkishFollowObject(t) {
		return false // "… ayarlarını takip edin": follow the settings, a how-to's step
	}
	return slices.ContainsFunc(followClosers, func(c string) bool { return strings.HasSuffix(t, c) })
}

// turkishFollowObject reports a Turkish line whose "takip edin" asks to
// follow the site: "bizi" (us), an "our" possessive ("hesabımızdan") or
// a network with its case suffix ("Twitter'da"); "adımları takip edin"
// (follow the steps) is a how-to's instruction.
func turkishFollowObject(t string) bool {
	if hasAny(" "+t, []string{" bizi ", " bizleri "}) || hasAny(t, []string{"ımız", "imiz", "umuz", "ümüz"}) {
		return true
	}
	return slices.ContainsFunc(socialNetworks, func(n string) bool {
		return strings.Contains(t, n+"'") || strings.Contains(t, n+"’")
	})
}

// followAskPreps are the words that set a network after a follow opener:
// "on", "no"/"na"/"em", "su"/"sul", "op", "på", "sur", "στο", "trên",
// and the "and" of a second network.
var followAskPreps = setOf("on", "no", "na", "nos", "nas", "em", "su", "sul", "op", "på", "sur", "auf", "in", "en",
	"στο", "στα", "trên", "and", "e", "y", "et", "og", "och", "και", "&", "via")

// networkEndsAsk reports a short follow line whose last network stands
// after a preposition and closes it, bar a handle or three words ("Follow
// The Herald on Google News", "Siga o Jornal no WhatsApp"): a story's
// sentence opening with the verb in another sense names the network as
// an object elsewhere ("Segui o conselho e apaguei o WhatsApp", "Siga as
// instruções que o banco envia pelo WhatsApp").
func networkEndsAsk(lower string) bool {
	for _, n := range socialNetworks {
		i := strings.LastIndex(lower, n)
		if i < 0 {
			continue
		}
		before := strings.Fields(lower[:i])
		after := strings.Fields(lower[i+len(n):])
		if len(before) > 0 && followAskPreps[before[len(before)-1]] && len(after) <= 3 {
			return true
		}
	}
	return false
}

// followOnNetwork reports a longer ask to follow a named account on a
// network for its news: "Follow The Nation Mirror on Google News for
// the latest updates from the counties." The name is up to four words
// and the line is one clause (no comma): "Follow the river path to the
// bridge, then post a photo of it on Instagram" is a story's tip.
func followOnNetwork(lower string) bool {
	t := strings.TrimSpace(lower)
	rest, ok := strings.CutPrefix(t, "follow ")
	if !ok || moreRunes(t, 120) || strings.ContainsAny(t, ",;") {
		return false
	}
	name, after, ok := strings.Cut(rest, " on ")
	words := strings.Fields(name)
	if !ok || len(words) > 4 || slices.ContainsFunc(words, func(w string) bool { return howToWords[w] }) {
		return false
	}
	tail, ok := cutNetworks(after)
	return ok && (tail == "" || tail == "." || strings.HasPrefix(tail, "for "))
}

// cutNetworks cuts the networks that open s, one or more joined by
// "and", "or" or "&" ("google news and whatsapp for the latest"), and
// returns the trimmed rest; false when no network opens s.
func cutNetworks(s string) (string, bool) {
	cut := false
	for {
		i := slices.IndexFunc(socialNetworks, func(nw string) bool { return strings.HasPrefix(s, nw) })
		if i < 0 {
			return s, cut
		}
		s, cut = strings.TrimSpace(s[len(socialNetworks[i]):]), true
		rest, ok := "", false
		for _, j := range []string{"and ", "or ", "& "} {
			if rest, ok = strings.CutPrefix(s, j); ok {
				break
			}
		}
		if !ok || !slices.ContainsFunc(socialNetworks, func(nw string) bool { return strings.HasPrefix(rest, nw) }) {
			return s, true
		}
		s = rest
	}
}

// howToWords name a how-to's steps, not an account: "Follow these steps
// on WhatsApp for Android to turn on disappearing messages" is a
// guide's instruction.
var howToWords = authorSet(`these this those steps step instructions guide tutorial process procedure method below`)

// outsideQuotes is s without its quotations: each quotation mark opens
// or closes one, so that a quotation left open runs to the end.
func outsideQuotes(s string) string {
	var b strings.Builder
	in, corner := false, 0 // Japanese quotes open and close with different marks, and nest
	for _, r := range s {
		switch {
		case strings.ContainsRune(quoteMarks, r):
			in = !in
			b.WriteByte(' ')
		case r == '「' || r == '『':
			corner++
			b.WriteByte(' ')
		case r == '」' || r == '』':
			corner = max(corner-1, 0)
			b.WriteByte(' ')
		case !in && corner == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// sentenceStops end a sentence or a clause that a line's next ask opens
// after: a sentence's end, a colon or a bar.
const sentenceStops = ".!?:|"

// opensSentence reports whether phrase p opens a sentence of s: at its
// start, or after a sentence's end, a colon or a bar, past any
// decoration ("*** Join me on …").
func opensSentence(s, p string) bool {
	return anyIndex(s, p, func(i int) bool {
		before := strings.TrimRightFunc(s[:i], func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(sentenceStops, r)
		})
		return before == "" || strings.ContainsRune(sentenceStops, lastRune(before))
	})
}

// appealPhrases ask the reader, in lower case, to fund the site.
var appealPhrases = []string{
	"we need your help", "we need your support", "small favor to ask", "small favour to ask",
	"consider supporting", "consider a donation", "consider making a donation", "consider donating", "consider pitching in",
	"support our journalism", "support independent journalism", "support our work", "support quality journalism",
	"support our reporting",
	"make a donation", "donate now", "donate today",
	"jetzt spenden", "mit einer spende", "soutenez-nous", "faire un don",
	"apoya nuestro periodismo", "haz una donación",
	// Membership and donation asks of other languages' sites: "Hazte
	// socio desde 5 € al mes", "Wesprzyj niezależne dziennikarstwo".
	"hazte socio", "hazte socia", "hazte miembro", "tu apoyo hace posible",
	"apoie nosso jornalismo", "soutenez le journalisme",
	"sostieni il giornalismo", "sostieni l'informazione", "sostienici",
	"steun onafhankelijke journalistiek", "steun onze journalistiek", "word steunlid",
	"unterstützen sie unabhängigen journalismus", "unterstützen sie unseren journalismus",
	"wesprzyj nas", "wesprzyj niezależn", "wesprzyj dziennikarstwo", "podpořte nezávisl",
	"поддержите независим", "поддержите редакцию", "підтримайте редакцію",
	// A site that says who pays for it, as its pitch does: "Our
	// journalism is funded by our readers" (see fundedPitch for "is
	// funded by its readers").
	"is funded by our readers", "funded by readers like you",
}

// fundedByIts says in the third person who funds a site. A story says
// it of a paper too ("The Guardian, which is funded by its readers,
// reported a surplus"): it is the site's pitch only beside an ask
// (fundedAsks), "Coastline Quarterly is funded by its readers.
// Subscribe from £4 a month."
const fundedByIts = "is funded by its readers"

// fundedAsks are the asks that make fundedByIts a pitch, in lower case.
var fundedAsks = []string{"subscribe", "donate", "become a member", "become a supporter", "contribute", "make a contribution"}

// isAppeal reports a short paragraph asking the reader to fund the
// site ("Since you made it to the bottom of this article, we have a small
// favor to ask", "Jetzt spenden!"). A paragraph with quotation marks
// reports what someone said ("“We need your help,” the sheriff said"):
// the site's own appeal quotes no one.
func isAppeal(lower string) bool {
	return !moreRunes(lower, disclosureRunes) && hasAny(lower, appealGate) &&
		(hasAny(lower, appealPhrases) || hasPrefixAny(lower, appealOpeners) || appealImperative(lower) || strings.Contains(lower, fundedByIts) && hasAny(lower, fundedAsks)) &&
		!strings.ContainsAny(lower, quoteMarks)
}

// appealCalls name a cause any funder backs: the site's ask only as a
// call ("Support local journalism.", "Please support local news"), a
// story's report after "to" or a noun ("$20 million to support local
// journalism", "Meta's program to support independent fact-checking").
var appealCalls = []string{"support independent fact-checking", "support independent reporting",
	"support nonprofit journalism", "support local journalism", "support local news"}

// appealImperative reports a line, in lower case, with an appealCalls
// phrase as a call: opening the line or a sentence, or after "please" or
// a call to "help" ("Help support local news", "Please help us support
// …"), not a story's "the fund will help support local journalism".
func appealImperative(lower string) bool {
	for _, p := range appealCalls {
		for i := 0; ; {
			j := strings.Index(lower[i:], p)
			if j < 0 {
				break
			}
			j += i
			before := strings.TrimRight(lower[:j], " ")
			for _, h := range []string{"help us", "help"} {
				if b, ok := strings.CutSuffix(before, h); ok && (b == "" || strings.HasSuffix(b, " ")) {
					before = strings.TrimRight(b, " ") // the call is "help", or what opens it
					break
				}
			}
			if before == "" || strings.HasSuffix(before, "please") || appealCallStops(before) {
				return true
			}
			i = j + len(p)
		}
	}
	return false
}

// appealCallStops reports text that ends with a mark a call may follow:
// a full stop, a colon, a dash ("Local news matters — support local
// news") or a bar. The dashes are runes of several bytes.
func appealCallStops(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return strings.ContainsRune(".!?:—–-|", r)
}

// appealOpeners are asks that open the site's box but inside a line are
// a story's: "La fundación apoya el periodismo" (the Spanish for "it
// supports"), "pide que quien pueda faça uma doação", a call quoted with a
// dash ("— Підтримайте нас, — каже командир"), a subjunctive ("que o
// Estado apoie o jornalismo regional") or an infinitive ("чтобы
// поддержать редакцию").
var appealOpeners = []string{"apoya el periodismo", "faça uma doação", "faites un don", "fai una donazione",
	"podpořte nás", "підтримайте нас", "apoie o jornalismo", "поддержать редакцию"}

// quoteMarks open or close a quotation.
const quoteMarks = "\"“”„«»"

// cornerQuotes are the Japanese quotation marks (「」, and 『』 inside
// them), which a story sets around the ask it reports: "県警は「公式ツイッ
// ターをフォローしてください」と呼びかけている".
const cornerQuotes = "「」『』"

// trimOpeningQuote drops the quote marks (and spaces) a line opens with:
// "“We bought …" is read as the words "We bought …".
func trimOpeningQuote(s string) string { return strings.TrimLeft(s, quoteMarks+"'‘ ") }

// appealGate holds a part of every appeal phrase (see disclosureGate).
var appealGate = []string{"help", "support", "favo", "don", "spende", "periodismo", "pitching", "soutenez", "funded by",
	"hazte", "apoyo", "apoie", "doação", "sostien", "steun", "unterstütz", "wesprzyj", "podpořte", "поддерж", "підтрим"}

// liveSubjects name a live blog as the notice that it has ended names it,
// in lower case, in any of a dozen languages ("this live blog", "dieser
// Liveticker", "ce direct", "relacja na żywo", "canlı yayın"). Those that
// are also the languages' words for any live broadcast are
// liveBroadcastWords, read as a notice only with nothing but thanks after
// them; "the live broadcast ended" is a story's.
var liveSubjects = []string{
	"this live blog", "the live blog", "our live blog", "this liveblog", "our liveblog", "this live coverage",
	"our live coverage", "live coverage", "this blog", "this live page",
	"der liveblog", "dieser liveblog", "das liveblog", "dieses liveblog", "unser liveblog", "der live-blog", "dieser live-blog",
	"der liveticker", "dieser liveticker", "unser liveticker", "der live-ticker", "dieser live-ticker", "der ticker",
	"dieser ticker", "unser ticker", "der newsticker", "dieser newsticker",
	"ce direct", "le direct", "notre direct", "ce live", "le live", "notre live", "ce suivi en direct", "le suivi en direct",
	"este directo", "el directo", "nuestro directo", "este minuto a minuto", "esta cobertura en directo",
	"la cobertura en directo", "esta cobertura en vivo", "la cobertura en vivo",
	"la diretta", "questa diretta", "la nostra diretta", "il live", "questo live", "il liveblog", "questo liveblog",
	"dit liveblog", "het liveblog", "deze liveblog", "de liveblog", "ons liveblog", "onze liveblog",
	"este direto", "o direto", "o nosso direto", "esta cobertura ao vivo", "a cobertura ao vivo",
	"relacja na żywo", "ta relacja na żywo", "nasza relacja na żywo", "relacja live", "relacja", "ta relacja", "nasza relacja",
	"canlı yayın", "bu canlı yayın", "canlı yayınımız", "canlı anlatım", "bu canlı anlatım", "canlı anlatımımız", "canlı blog",
	"livebloggen", "liveblogget", "denne liveblog",
	"tiešraide", "šī tiešraide",
}

// liveBroadcastWords are the liveSubjects that name any live broadcast,
// stream or report as well as a live blog ("la diretta", "canlı yayın",
// "relacja": a relationship too): a story says that one ended and goes
// on ("Canlı yayın bitti. Stüdyodaki konuklar …"), so the notice is the
// whole line or is followed by thanks only.
var liveBroadcastWords = map[string]bool{"live coverage": true, "le direct": true, "le live": true, "el directo": true,
	"la diretta": true, "il live": true, "o direto": true, "a cobertura ao vivo": true, "la cobertura en directo": true,
	"la cobertura en vivo": true, "relacja na żywo": true, "relacja live": true, "relacja": true, "canlı yayın": true,
	"canlı anlatım": true, "tiešraide": true}

// liveEndings say, after a liveSubjects name, that the coverage is over
// ("has ended", "ist beendet", "est terminé", "ha finalizado", "sona
// erdi"), in lower case with the straight apostrophe. A word of
// liveNowWords may stand among their words: "est désormais terminé".
var liveEndings = []string{
	"has ended", "is closed", "has closed", "is over", "has finished", "has concluded", "ends here", "has been closed",
	"ist beendet", "ist zu ende", "ist geschlossen", "ist abgeschlossen", "wurde beendet", "endet hier",
	"est terminé", "est clos", "est fini", "est achevé", "prend fin", "s'achève", "se termine", "s'arrête", "s'arrête ici",
	"se termine ici", "s'achève ici", "prend fin ici",
	"ha finalizado", "ha terminado", "ha concluido", "ha acabado", "finaliza aquí", "termina aquí", "ha llegado a su fin",
	"está cerrado", "está cerrada",
	"è terminata", "è terminato", "è conclusa", "è concluso", "è finita", "è finito", "termina qui", "finisce qui",
	"si chiude qui", "si conclude qui", "si è conclusa", "si è chiusa",
	"is beëindigd", "is afgelopen", "is gesloten", "is gestopt", "stopt hier", "eindigt hier",
	"terminou", "foi encerrada", "foi encerrado", "está encerrada", "está encerrado", "chegou ao fim", "foi concluída",
	"foi concluído", "termina aqui", "fica por aqui",
	"została zakończona", "zakończona", "jest zakończona", "dobiegła końca", "zakończyła się", "się zakończyła",
	"sona erdi", "sona ermiştir", "bitti", "tamamlandı",
	"är avslutad", "er afsluttet", "er avsluttet", "er slut",
	"ir noslēgusies", "ir beigusies",
}

// liveEndLabels are the end notice as a label, with no verb ("End of
// live coverage", "Fin du direct", "Ende des Livetickers").
var liveEndLabels = []string{
	"end of live coverage", "end of the live blog", "ende des liveblogs", "ende des livetickers", "ende des tickers",
	"fin du direct", "fin de ce direct", "fin del directo", "fine della diretta", "einde van het liveblog",
	"fim do direto", "koniec relacji", "canlı yayının sonu",
}

// liveThanks open the thanks a live blog's end notice may go on with
// after a comma or a dash ("…, grazie per averci seguito"), in lower case.
var liveThanks = []string{"thank", "merci", "danke", "vielen dank", "grazie", "gracias", "muchas gracias", "obrigad",
	"muito obrigad", "dziękuj", "teşekkür", "bedankt", "dank", "tack", "tak", "takk", "paldies"}

// liveNowWords are the adverbs a notice that coverage has ended may put
// among its words ("has now ended", "ist nun beendet", "est désormais
// terminé", "została już zakończona", "artık sona erdi").
var liveNowWords = []string{"now", "officially", "désormais", "maintenant", "nun", "jetzt", "hiermit", "ya", "ahora", "ora",
	"ormai", "nu", "inmiddels", "hierbij", "já", "agora", "już", "artık", "burada"}

// liveRefreshing open the notice a live blog shows while it runs, that
// its page updates itself ("This live blog updates automatically",
// "Aquest directe s'actualitza automàticament"), in lower case, with
// the straight apostrophe.
var liveRefreshing = []string{
	"this live blog updates automatically", "this live blog will update automatically", "this page updates automatically",
	"this page will update automatically", "this page refreshes automatically", "this page will refresh automatically",
	"dieser liveblog aktualisiert sich automatisch", "der liveblog aktualisiert sich automatisch",
	"dieser ticker aktualisiert sich automatisch", "der ticker aktualisiert sich automatisch", "diese seite aktualisiert sich automatisch",
	"ce direct se met à jour automatiquement", "ce live se met à jour automatiquement", "cette page se met à jour automatiquement",
	"este directo se actualiza automáticamente", "esta página se actualiza automáticamente",
	"aquest directe s'actualitza automàticament", "aquesta pàgina s'actualitza automàticament",
	"questa diretta si aggiorna automaticamente", "la diretta si aggiorna automaticamente", "questa pagina si aggiorna automaticamente",
	"este direto é atualizado automaticamente", "esta página é atualizada automaticamente",
	"dit liveblog wordt automatisch bijgewerkt", "deze pagina wordt automatisch bijgewerkt", "deze pagina wordt automatisch ververst",
	"relacja odświeża się automatycznie", "strona odświeża się automatycznie",
}

// isLiveNotice reports a line of up to liveNoticeRunes, in lower case l,
// that is a live blog's notice of its state: that it has ended (its first
// clause, isLiveEnd), or that it updates itself (opening with
// liveRefreshing). It is the page's furniture, whatever thanks follow it.
func isLiveNotice(l string) bool {
	if moreRunes(l, liveNoticeRunes) {
		return false
	}
	l = strings.TrimSpace(l)
	if strings.ContainsRune(l, '’') {
		l = strings.ReplaceAll(l, "’", "'")
	}
	if isLiveEnd(l) {
		return true
	}
	// A page that "updates automatically, the ministry said" is a
	// story's sentence with its attribution: no comma after that notice.
	for _, p := range liveRefreshing {
		if rest, ok := strings.CutPrefix(l, p); ok && (rest == "" || strings.ContainsRune(".!:;—–-", firstRune(rest))) {
			return true
		}
	}
	return false
}

// liveNoticeRunes is the longest line isLiveNotice passes: the notice
// and a thanks or a pointer to the full story after it ("Ce direct est
// désormais terminé. Merci de l'avoir suivi. Retrouvez notre article …").
const liveNoticeRunes = 160

// isLiveEnd reports a line, in lower case l with the straight
// apostrophe, whose first clause is a live blog's notice that its
// coverage is over: a liveSubjects name and a liveEndings verb, with
// liveNowWords among them, or a liveEndLabels label. The whole clause
// must be the notice: "… has ended up as our most read page" goes on,
// and "the disorder in Tamworth has now ended" names no live blog.
func isLiveEnd(l string) bool {
	l = strings.TrimLeftFunc(l, func(r rune) bool { return !unicode.IsLetter(r) })
	clause, after := l, ""
	if i := strings.IndexAny(l, ".!?:;,—–|"); i >= 0 {
		clause, after = l[:i], l[i:]
	}
	if i := strings.Index(clause, " - "); i >= 0 {
		clause, after = clause[:i], clause[i:]
	}
	// A clause that goes on past a comma, a colon or a dash is a story's
	// sentence ("La diretta è finita, ma le polemiche …", "Nasza relacja
	// się zakończyła, ale …") unless thanks follow it ("…, grazie per
	// averci seguito").
	if after != "" && !strings.ContainsRune(".!", firstRune(after)) &&
		!hasPrefixAny(strings.TrimLeft(after, ":;,—–|- "), liveThanks) {
		return false
	}
	clause = strings.TrimSpace(clause)
	if slices.Contains(liveEndLabels, clause) {
		return true
	}
	for _, s := range liveSubjects {
		rest, ok := strings.CutPrefix(clause, s)
		if !ok || !strings.HasPrefix(rest, " ") {
			continue
		}
		words := strings.Fields(rest)
		words = slices.DeleteFunc(words, func(w string) bool { return slices.Contains(liveNowWords, w) })
		if slices.Contains(liveEndings, strings.Join(words, " ")) && (!liveBroadcastWords[s] || onlyThanksAfter(after)) {
			return true
		}
	}
	return false
}

// onlyThanksAfter reports whether what follows a live-end clause is
// nothing, its closing punctuation, or a sentence of thanks ("… è
// terminata. Grazie per averci seguito", "… sona erdi. Bizi takip
// ettiğiniz için teşekkürler").
func onlyThanksAfter(after string) bool {
	rest := strings.TrimLeft(after, ".!:;,—–|- ")
	if i := strings.IndexAny(rest, ".!?"); i >= 0 {
		rest = rest[:i]
	}
	return rest == "" || slices.ContainsFunc(strings.Fields(rest), func(w string) bool { return hasPrefixAny(w, liveThanks) })
}

// loadingWords open the notice a script shows until content arrives
// ("Loading specifications…", "Wird geladen…"), in lower case.
var loadingWords = []string{"loading", "wird geladen", "lädt", "chargement", "cargando", "caricamento"}

// isLoadingLine reports a short notice that something is loading: it
// opens with a loading word and trails off.
func isLoadingLine(s string) bool {
	s = strings.TrimSpace(s)
	// Lower case keeps the trailing dots: ask for them before copying
	// the line into it, which this runs on every short line.
	if !strings.HasSuffix(s, "…") && !strings.HasSuffix(s, "...") {
		return false
	}
	s = strings.ToLower(s)
	for _, b := range likeButtons {
		// Jetpack's likes widget renders its button's word before the
		// notice: "Like Loading…", "Gefällt mir Wird geladen …".
		if rest, ok := strings.CutPrefix(s, b); ok {
			s = rest
			break
		}
	}
	return slices.ContainsFunc(loadingWords, func(w string) bool { return strings.HasPrefix(s, w) })
}

// likeButtons are the words of a like button, in lower case and with the
// space after them, in the languages of loadingWords.
var likeButtons = []string{"like ", "gefällt mir ", "j'aime ", "me gusta ", "mi piace "}

// phraseKey is how a line is compared with lists of stock phrases
// (boilerPhrases, tailHeads): trimmed, lower-cased, without trailing
// punctuation and toggle arrows.
func phraseKey(s string) string {
	return strings.ToLower(trimKey(s))
}

// trimKey is phraseKey before lower-casing.
func trimKey(s string) string {
	return strings.TrimRight(strings.TrimSpace(s), ".:!?…»›>→▼▾▲▴ ")
}

// Limits of a sign-up box, in runes of text.
const (
	// signupText is the most a box holds around its field: a heading, a
	// pitch, a consent line, a thank-you.
	signupText = 1000
	// signupPitch is the most it holds in lines that do not speak of
	// signing up ("Get our best deals texted to your phone!").
	signupPitch = 240
	// signupTalk is the longest text beside the field that may speak of
	// signing up: a consent line, a comment policy.
	signupTalk = 600
)

// signupBoxes are the boxes around forms and e-mail or phone fields below
// root that ask the reader to sign up, comment, get in touch or download:
// a newsletter box, a "deals by text message" box. The form is furniture
// by its tag; the heading, pitch and fine print around it are too. From
// the field, the box grows to its parent while what the parent adds is
// other fields, a short pitch or more sign-up talk, within signupText;
// the box must speak of signing up. An article's summary list, its
// paragraphs, its headline or a price table that ends "get a quote"
// beside the form stop it.
func signupBoxes(root *html.Node) []*html.Node {
	var out []*html.Node
	// Fields side by side grow the same box: the first one decides, and
	// a page of thousands of checkboxes is walked once.
	seen := map[*html.Node]bool{}
	for _, f := range findAll(root, isSignupField) {
		if f.Parent == nil || seen[f.Parent] || textRunes(f, signupText) > signupText {
			continue
		}
		seen[f.Parent] = true
		box, pitch := f, 0
		for p := f.Parent; p != nil && p != root && textRunes(p, signupText) <= signupText; p = p.Parent {
			more, ok := signupAround(p, box, f.DataAtom == atom.Button || f.DataAtom == atom.A)
			if pitch += more; !ok || pitch > signupPitch {
				break
			}
			box = p
		}
		asks := func(t string) bool { return signupWords(t) || says(t, slavicNewsletterPhrases) }
		if f.DataAtom == atom.Input && strings.EqualFold(attr(f, "type"), "checkbox") {
			// A checkbox is in checklists and recipes too: only a consent
			// switch makes a box.
			asks = func(t string) bool { return says(t, consentPhrases) }
		}
		if f.DataAtom == atom.A {
			// "Sign up", "S'inscrire", "Anmelden" also close a story's
			// box on how to take part ("How to take part", the time and
			// place, then the organiser's form): the label is all that
			// speaks of signing up there, where around a newsletter's
			// link the rest speaks of the newsletter too. ("Subscribe"
			// is a newsletter's or the paper's alone.)
			if label := strings.TrimSpace(Text(f)); !says(label, subscribeLabels) {
				asks = func(t string) bool {
					t = strings.Replace(t, label, "", 1)
					return says(t, newsletterPhrases) || says(t, slavicNewsletterPhrases)
				}
			}
		}
		if f.DataAtom == atom.Form && isMailForm(f) {
			// A form asking only for an e-mail address and a click is a
			// newsletter's in any language ("Jaunumu vēstule", an e-mail
			// field, "Pierakstīties"): the box grown around it, within
			// signupPitch of other text, is the sign-up box.
			asks = func(string) bool { return true }
		}
		if box != f && (asks(Text(box)) || asks(controlLabels(box))) {
			out = append(out, box)
		}
	}
	return out
}

// isMailForm reports a form whose one text field asks for an e-mail
// address (type=email, or a name, id or placeholder saying "mail") beside
// a submit button: a newsletter's. A comment or contact form (a text
// area, a name field), a login (a password) or a search is not one.
func isMailForm(form *html.Node) bool {
	mail, submit := 0, false
	for n := range form.Descendants() {
		switch n.DataAtom {
		case atom.Textarea, atom.Select:
			return false
		case atom.Button:
			if t := strings.ToLower(attr(n, "type")); t == "" || t == "submit" {
				submit = true
			}
		case atom.Input:
			switch t := strings.ToLower(attr(n, "type")); t {
			case "submit", "image":
				submit = true
			case "hidden", "checkbox":
			case "email":
				mail++
			case "", "text":
				if !strings.Contains(strings.ToLower(attr(n, "name")+" "+attr(n, "id")+" "+attr(n, "placeholder")), "mail") {
					return false
				}
				mail++
			default:
				return false
			}
		}
	}
	return mail == 1 && submit
}

// pollBoxes are the reader polls below root: a form of two or more radio
// buttons, with the question and the vote count around it ("Should the
// city ban …?", "1,204 votes so far"). Text drops the buttons, so the
// question and the count would read as lines of the story. A poll that a
// script draws without a <form> is the element that holds a group of two
// or more radio buttons of one name; its labels (the answers) read as
// lines too. The box grows from the form while its parent adds only
// short lines (pollLine), at most pollText runes in all, and so stops at
// the story's paragraphs.
func pollBoxes(root *html.Node) []*html.Node {
	grow := func(box *html.Node) *html.Node {
		for p := box.Parent; p != nil && p != root; p = p.Parent {
			if !pollAround(p, box) {
				break
			}
			box = p
		}
		return box
	}
	forms, loose := radioGroups(root)
	var out []*html.Node
	for _, f := range forms {
		out = append(out, grow(f))
	}
	// Questions side by side, each with its group of radio buttons
	// without a form, are a quiz's or a survey's: the story's text.
	// (Settings side by side, a cookie banner's "Accept / Reject", ask
	// nothing.)
	boxes, asks, side := make([]*html.Node, len(loose)), make([]bool, len(loose)), map[*html.Node]int{}
	for i, g := range loose {
		boxes[i] = grow(g)
		if asks[i] = holdsQuestion(boxes[i]); asks[i] {
			side[boxes[i].Parent]++
		}
	}
	for i, b := range boxes {
		if !asks[i] || side[b.Parent] == 1 {
			out = append(out, b)
		}
	}
	return out
}

// affiliateCards are the product cards below root: the box around a link
// marked rel="sponsored" (the mark search engines ask of paid and
// affiliate links) that holds the product's name, price and "See the
// offer" button and no sentence. From the link, the card grows to its
// parent while that holds at most cardRunes of text and no statement;
// it must hold more than the link, and it is no paragraph, list item,
// table cell or heading, nor holds one: a paid link inside a sentence
// or a question (a site that sets its paragraphs in <div>s asks "Is the
// <a>Flexa 3</a> worth $129?")
// or a product's heading in a buying guide is the story's.
func affiliateCards(root *html.Node) []*html.Node {
	var out []*html.Node
	for _, l := range findAll(root, isSponsoredLink) {
		if card := cardAround(l, root, true); card != nil && textRunes(card, cardRunes) > textRunes(l, cardRunes) && !labelsLink(card, l) &&
			!onlyNamesLink(card, l) {
			out = append(out, card)
		}
	}
	for _, price := range priceElements(root) {
		// A card no paid link marks: the box around a price alone on
		// its line ("$21.00", "$89 at Summit Outfitters") that sets
		// the product's name beside it and a "Shop now" link or
		// button, as a shop's blog or a listicle puts its product
		// callout between the paragraphs. The price alone goes as
		// stock (isStockBlock); the card takes the name with it. A box
		// of several prices is a comparison table or a list of picks,
		// and a labelled line ("Best overall: <a>Flexa 3</a> $129",
		// "Best Prices Today:") a buying guide's summary, which review
		// sites' text sets out as its own.
		if card := cardAround(price, root, false); card != nil && textRunes(card, cardRunes) > textRunes(price, cardRunes) &&
			find(card, isBuyAction) != nil &&
			len(priceElements(card)) == 1 && !holdsLabel(card) {
			out = append(out, card)
		}
	}
	return out
}

// isBuyAction reports a button, or a link whose text names a price or
// calls to buy (buyWords: "Shop now", "Buy at Amazon", "In den
// Warenkorb"): a shop's
// card has one, where a guide's listing links a venue or a site.
func isBuyAction(n *html.Node) bool {
	if n.DataAtom == atom.Button {
		return true
	}
	if n.DataAtom != atom.A {
		return false
	}
	t := collapse(Text(n))
	if strings.ContainsAny(t, "$€£¥₹₩") {
		return true // the offer is the link: "$29 at Amazon", "$15.30 with code TAKE10"
	}
	for w := range strings.FieldsSeq(strings.ToLower(t)) {
		if buyWords[strings.Trim(w, ".,!:›»→")] {
			return true
		}
	}
	return false
}

// buyWords are the words of a shop's call to buy, in lower case, in
// English, German, French, Spanish, Portuguese, Italian, Dutch, the
// Nordic languages, Polish, Czech, Russian, Ukrainian and Turkish.
var buyWords = map[string]bool{"shop": true, "buy": true, "order": true, "cart": true, "basket": true, "kaufen": true,
	"bestellen": true, "warenkorb": true, "acheter": true, "commander": true, "panier": true, "comprar": true,
	"carrito": true, "carrinho": true, "acquista": true, "compra": true, "carrello": true, "koop": true, "kopen": true,
	"winkelwagen": true, "köp": true, "kjøp": true, "køb": true, "osta": true, "kup": true, "koszyka": true, "koupit": true,
	"košíku": true, "купить": true, "корзину": true, "купити": true, "кошик": true, "satın": true, "sepete": true}

// cardAround grows a product card from seed to its parent while that
// holds at most cardRunes of text, no statement, no question and no
// heading, short of cardStops and root; nil when the parent already
// fails. A paid link's card (minor set) may hold a minor heading, h4 to h6,
// as a widget names its product ("<span>Our pick</span><h4>Northpeak
// High Yield Savings</h4>… <a rel=sponsored>Open account</a>"): a
// buying guide names its products in the story's h2 and h3. Its fine
// print, in <small>, is no statement either.
func cardAround(seed, root *html.Node, minor bool) *html.Node {
	var card *html.Node
	for p := seed.Parent; p != nil && p != root && !cardStops[p.DataAtom]; p = p.Parent {
		stated := holdsStatement(p)
		if minor && stated {
			// The card's fine print ("<small>On the bank's secure site.
			// Member FDIC.</small>") is the offer's, no statement.
			stated = textHoldsStatement(textSkipping(p, func(c *html.Node) bool { return c.DataAtom == atom.Small }))
		}
		if textRunes(p, cardRunes) > cardRunes || stated || holdsQuestion(p) || find(p, func(h *html.Node) bool {
			return isHeadingTag(h.DataAtom) && !(minor && minorHeadings[h.DataAtom])
		}) != nil {
			break
		}
		card = p
	}
	return card
}

// minorHeadings are the headings a widget names its product with.
var minorHeadings = map[atom.Atom]bool{atom.H4: true, atom.H5: true, atom.H6: true}

// onlyNamesLink reports a card that holds a heading and, besides it, no
// text but the link's: a guide's product heading over its shop link
// ("<h4>Flexa 3</h4><a rel=sponsored>$129 at Amazon</a>") heads the
// story's paragraphs on it. A widget's card adds a badge, its figures
// or its fine print.
func onlyNamesLink(card, link *html.Node) bool {
	h := find(card, func(h *html.Node) bool { return isHeadingTag(h.DataAtom) })
	return h != nil && textRunes(card, cardRunes) <= textRunes(h, cardRunes)+textRunes(link, cardRunes)+2
}

// holdsLabel reports text below n that labels what follows it: a
// colon before a space or at the end ("Best overall: …", "MSRP:").
func holdsLabel(n *html.Node) bool {
	t := collapse(Text(n))
	return strings.Contains(t, ": ") || strings.HasSuffix(t, ":")
}

// isPriceElement reports an element whose text is a price and nothing
// else, or a price at a shop (isBarePrice, isShopOffer): not a table's
// cell, a list's item or a definition's value, where a story sets out
// prices as data.
func isPriceElement(n *html.Node) bool {
	return isPriceText(n, textRunes(n, priceRunes), func() bool { return textHasDigit(n) })
}

// priceRunes is the most text a price element holds.
const priceRunes = 48

// isPriceText is isPriceElement of n given textRunes(n, priceRunes) (or
// any count past priceRunes when it is) and a test of textHasDigit(n).
func isPriceText(n *html.Node, runes int, hasDigit func() bool) bool {
	switch n.DataAtom {
	case atom.Td, atom.Th, atom.Li, atom.Dd, atom.Dt, atom.Table, atom.Tr, atom.Ul, atom.Ol, atom.Dl:
		return false
	}
	if skipTags[n.DataAtom] || runes > priceRunes || !hasDigit() {
		return false // a price has a digit: most short elements have none, and are spared Text's copy
	}
	t := collapse(Text(n))
	return t != "" && (isBarePrice(t) || isShopOffer(t))
}

// priceElements is findAll(root, isPriceElement) in one walk: each
// element's runes and digit are summed from its children's, where
// isPriceElement counted them again below every element it was asked
// of (affiliateCards asks it of every element of the container). Runes
// are counted only up to priceRunes, and a text node past it is not
// searched for a digit unless it is in an unread element (skipTags),
// whose text textRunes leaves out but textHasDigit reads: above any
// other, no element is short enough for its digit to matter.
func priceElements(root *html.Node) []*html.Node {
	var out []*html.Node
	var walk func(n *html.Node, unread bool) (runes int, digit bool)
	walk = func(n *html.Node, unread bool) (runes int, digit bool) {
		mark := len(out)
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				r := 0
				for range strings.TrimSpace(c.Data) {
					if r++; r > priceRunes {
						break
					}
				}
				runes += r
				if !digit && (r <= priceRunes || unread) {
					digit = strings.ContainsAny(c.Data, "0123456789")
				}
			default:
				skip := c.Type == html.ElementNode && skipTags[c.DataAtom]
				r, d := walk(c, unread || skip)
				if c.Type == html.ElementNode && !skip {
					runes += r
				}
				digit = digit || d
			}
			runes = min(runes, priceRunes+1) // only whether it passes priceRunes matters
		}
		if n.Type == html.ElementNode && isPriceText(n, runes, func() bool { return digit }) {
			out = append(out[:mark], n) // findAll looks no further below a match
		}
		return runes, digit
	}
	walk(root, false)
	return out
}

// textHasDigit reports whether any text node below n holds an ASCII
// digit, which isBarePrice and isShopOffer both need.
func textHasDigit(n *html.Node) bool {
	if n.Type == html.TextNode {
		return strings.ContainsAny(n.Data, "0123456789")
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if textHasDigit(c) {
			return true
		}
	}
	return false
}

// eventCards are the boxes below root that set out an event's facts as
// a definition list labelled when and where ("Wanneer … Waar …", "Date …
// Venue …"): a university's defence or a museum's talk announced beside
// the story, with the box's heading and its "add to calendar" link. From
// the list, the card grows to its parent while what the parent adds holds
// no sentence and the whole stays within eventCardRunes. As strong
// furniture it stays when it holds most of the text: an event page's
// facts are its story.
func eventCards(root *html.Node) []*html.Node {
	var out []*html.Node
	for _, dl := range findAll(root, isEventFacts) {
		box := dl
		for p := dl.Parent; p != nil && p != root && !cardStops[p.DataAtom]; p = p.Parent {
			if textRunes(p, eventCardRunes) > eventCardRunes || addsStatement(p, box) {
				break
			}
			box = p
		}
		out = append(out, box)
	}
	return out
}

// addsStatement reports whether a child of p other than box holds a
// sentence of the story.
func addsStatement(p, box *html.Node) bool {
	for c := p.FirstChild; c != nil; c = c.NextSibling {
		if c != box && (c.Type == html.ElementNode && holdsStatement(c) || c.Type == html.TextNode && isStatement(collapse(c.Data))) {
			return true
		}
	}
	return false
}

// eventCardRunes is the most text an event card holds: a heading, who,
// what, when, where and a link.
const eventCardRunes = 400

// isEventFacts reports a definition list whose terms label both when and
// where something happens (eventWhen, eventWhere), in one language or
// another.
func isEventFacts(n *html.Node) bool {
	if n.DataAtom != atom.Dl {
		return false
	}
	when, where := false, false
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom != atom.Dt {
			continue
		}
		k := phraseKey(collapse(Text(c)))
		when = when || eventWhen[k]
		where = where || eventWhere[k]
	}
	return when && where
}

// eventWhen and eventWhere are the labels of an event's time and place,
// as phraseKey gives them, in English, Dutch, German, French, Spanish,
// Italian, Portuguese and Polish.
var (
	eventWhen = setOf("when", "date", "date and time", "time", "wanneer", "datum", "tijd", "wann", "zeit", "quand", "horaire",
		"cuándo", "fecha", "quando", "data", "kiedy", "termin")
	eventWhere = setOf("where", "venue", "location", "place", "waar", "locatie", "plaats", "wo", "ort", "veranstaltungsort",
		"où", "lieu", "dónde", "lugar", "dove", "luogo", "onde", "local", "gdzie", "miejsce")
)

// labelsLink reports a card whose text sets a label ending in a colon
// right before the link: a buying guide's summary line "Best overall:
// <product>", which the story's readers scan as its list.
func labelsLink(card, link *html.Node) bool {
	ct, lt := collapse(Text(card)), collapse(Text(link))
	i := strings.Index(ct, lt)
	return lt != "" && i > 0 && strings.HasSuffix(strings.TrimSpace(ct[:i]), ":")
}

// cardRunes is the most text a product card holds: a badge, the name,
// a price, a button.
const cardRunes = 160

// cardStops are the elements a product card never grows to or past:
// prose, list items, headings and table cells hold a paid link as the
// story's own.
var cardStops = map[atom.Atom]bool{atom.P: true, atom.Li: true, atom.Td: true, atom.Th: true, atom.H1: true,
	atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true, atom.Table: true, atom.Body: true}

// isSponsoredLink reports a link whose rel marks it paid ("sponsored").
func isSponsoredLink(n *html.Node) bool {
	if n.DataAtom != atom.A {
		return false
	}
	rel := attr(n, "rel")
	return rel != "" && slices.Contains(strings.Fields(strings.ToLower(rel)), "sponsored")
}

// holdsStatement reports whether a line of n's text is a sentence of the
// story (isStatement), also one that opens with a quote ("“We bought
// the Flexa 3 in March,” she said."), ends with an exclamation, or is
// written without spaces but for a product's Latin name ("我们三月买了
// Flexa 3吸尘器，六个月来从没出过问题。"): a site that sets its
// paragraphs in <div>s has no <p> to stop a card at.
func holdsStatement(n *html.Node) bool {
	return textHoldsStatement(Text(n))
}

// textHoldsStatement reports whether a line of text is a statement.
func textHoldsStatement(text string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		line = trimOpeningQuote(collapse(line))
		if isStatement(line) || strings.HasSuffix(line, "!") && isStatement(strings.TrimSuffix(line, "!")+".") ||
			strings.HasSuffix(line, "。") && runes(line) >= 3*statementWords {
			return true
		}
	}
	return false
}

// holdsQuestion reports whether a line of n's text is a question.
func holdsQuestion(n *html.Node) bool {
	for line := range strings.SplitSeq(Text(n), "\n") {
		if strings.ContainsRune("?？؟", lastRune(strings.TrimSpace(line))) {
			return true
		}
	}
	return false
}

// radioGroups returns the forms below root that hold two or more radio
// buttons and, outside forms, the least element that holds each group
// of two or more radio buttons of one name (loose), in one walk.
func radioGroups(root *html.Node) (forms, loose []*html.Node) {
	var order []string
	byName := map[string][]*html.Node{} // radio buttons outside forms by name
	// radios counts the buttons of the form n lies in; nil outside forms.
	var walk func(n *html.Node, radios *int)
	walk = func(n *html.Node, radios *int) {
		if n.Type != html.ElementNode {
			return
		}
		switch {
		case n.DataAtom == atom.Form && radios == nil:
			count := 0
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c, &count)
			}
			if count >= 2 {
				forms = append(forms, n)
			}
			return
		case n.DataAtom == atom.Input && strings.EqualFold(attr(n, "type"), "radio"):
			if radios != nil {
				*radios++
			} else if name := attr(n, "name"); name != "" {
				if byName[name] == nil {
					order = append(order, name)
				}
				byName[name] = append(byName[name], n)
			}
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, radios)
		}
	}
	walk(root, nil)
	for _, name := range order {
		rs := byName[name]
		if len(rs) < 2 {
			continue
		}
		box := rs[0]
		for _, r := range rs[1:] {
			if box = commonAncestor(box, r); box == nil {
				break
			}
		}
		if box != nil && box != root && isAnswerBox(box) {
			loose = append(loose, box)
		}
	}
	return forms, loose
}

// isAnswerBox reports whether box, the element that holds a group of
// radio buttons outside a form, holds a poll's answers: short lines
// (pollLine), pollAnswers runes at most. Tabs and accordions drawn with
// radio buttons hold their panels' paragraphs, or sentences however
// short (a FAQ box's "Die Kosten trägt der Vermieter.").
func isAnswerBox(box *html.Node) bool {
	if textOver(box, pollAnswers) {
		return false
	}
	for line := range strings.SplitSeq(Text(box), "\n") {
		if utf8.RuneCountInString(line) > pollLine {
			return false
		}
	}
	return !holdsPanel(box)
}

// holdsPanel reports whether n holds a sentence (isStatement) outside
// its labels and radio buttons: a panel's text, where a poll holds only
// its answers.
func holdsPanel(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if isStatement(collapse(c.Data)) {
				return true
			}
		case c.Type != html.ElementNode || c.DataAtom == atom.Label || c.DataAtom == atom.Input:
		case find(c, func(e *html.Node) bool { return e.DataAtom == atom.Input }) != nil:
			if holdsPanel(c) {
				return true
			}
		default:
			for line := range strings.SplitSeq(Text(c), "\n") {
				if isStatement(collapse(line)) {
					return true
				}
			}
		}
	}
	return false
}

// pollAround reports whether the children of p besides box are only the
// short lines of a poll: its question, its count, a thank-you. A line
// that states something in a sentence ("The vote is on Tuesday at 7pm in
// the town hall.", a quiz's "Answer: seven, after a long debate.") is
// the story's, however short. Nor does a poll take in a headline (an h1
// or h2): a player's speed chooser sits in the story's head, beside the
// headline and the dateline, all of them short lines.
func pollAround(p, box *html.Node) bool {
	added := 0
	for c := p.FirstChild; c != nil; c = c.NextSibling {
		if c == box {
			continue
		}
		if c.Type == html.ElementNode && find(c, isTopHeading) != nil {
			return false
		}
		t := collapse(Text(c))
		n := utf8.RuneCountInString(t)
		if added += n; n > pollLine || added > pollText || isStatement(t) {
			return false
		}
	}
	return true
}

// isStatement reports a sentence that opens with a letter, ends with a
// full stop and runs to statementWords words (or, in a script written
// without spaces, three times as many runes): "1,204 votes so far",
// "12,409 readers have voted." and "Thanks for voting!" are not, nor is
// the question.
func isStatement(t string) bool {
	t = strings.TrimRight(t, " \"'”’»)")
	if !unicode.IsLetter(firstRune(t)) || strings.HasSuffix(t, "...") || !strings.ContainsRune(".。।۔", lastRune(t)) {
		return false
	}
	return len(strings.Fields(t)) >= statementWords || !strings.Contains(t, " ") && utf8.RuneCountInString(t) >= 3*statementWords
}

// Limits of a poll box, in runes: a question or a count line, and all
// the text around the form.
const (
	pollLine = 120
	pollText = 240
	// pollAnswers is the most text of the element that holds a poll's
	// radio buttons outside a form: its answers.
	pollAnswers = 400
)

// statementWords is how many words make a short line a sentence of the
// story.
const statementWords = 5

// signupAround returns the runes of pitch the children of p besides box
// hold, and false when they hold more than fields, pitch and sign-up
// talk: a headline, a list, a table or other text.
func signupAround(p, box *html.Node, button bool) (pitch int, ok bool) {
	for c := p.FirstChild; c != nil; c = c.NextSibling {
		if c == box || (c.Type == html.ElementNode && (skipTags[c.DataAtom] || find(c, isSignupField) != nil)) {
			continue
		}
		if c.Type == html.ElementNode && find(c, func(n *html.Node) bool {
			return n.DataAtom == atom.H1 || n.DataAtom == atom.Ul || n.DataAtom == atom.Ol || n.DataAtom == atom.Table
		}) != nil {
			return 0, false
		}
		t := Text(c)
		switch n := utf8.RuneCountInString(t); {
		case n > signupTalk:
			return 0, false
		case button && !says(t, newsletterPhrases) && !says(t, consentPhrases):
			// A lone button's box is a newsletter's: a paragraph asking
			// for comment or naming a contact is the story's.
			pitch += n
		case signupWords(t):
		default:
			pitch += n
		}
	}
	return pitch, true
}

// controlLabels is what the buttons and fields below n say: their text,
// values and placeholders ("Sign up", "Enter your email").
func controlLabels(n *html.Node) string {
	var b strings.Builder
	for _, c := range findAll(n, func(c *html.Node) bool { return c.DataAtom == atom.Button || c.DataAtom == atom.Input }) {
		for t := range c.Descendants() {
			if t.Type == html.TextNode {
				b.WriteString(t.Data)
			}
		}
		for _, a := range c.Attr {
			if a.Key == "value" || a.Key == "placeholder" || a.Key == "aria-label" {
				b.WriteString(" " + a.Val)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// newsletterPhrases are what a newsletter box says, in lower case.
var newsletterPhrases = []string{"sign up", "signing up", "sign me up", "signup", "subscribe", "subscription", "newsletter",
	"your inbox", "abonnieren", "anmelden", "abonnez", "inscri", "suscr", "iscriviti", "zapisz", "đăng ký", "登録", "メルマガ", "구독"}

// slavicNewsletterPhrases make a box around a form a newsletter's in
// Ukrainian and Russian: "Підписатися"/"Подписаться" (subscribe) and the
// mailing list, "розсилка"/"рассылка". They are not sign-up talk that
// lets the box grow over its neighbours: stories speak of "рассылка
// повесток", of spam and of "подписка о невыезде".
var slavicNewsletterPhrases = []string{"підписатися", "підписка", "подписаться", "подписка", "розсилк", "рассылк",
	// "Newsletter" in Estonian, Finnish, Hungarian, Dutch, Swedish and
	// Norwegian, Danish, Lithuanian: a story speaks of a school's or a
	// council's newsletter ("fick beskedet i kommunens nyhetsbrev").
	"uudiskiri", "uutiskirje", "hírlevél", "hírlevel", "nieuwsbrief", "nyhetsbrev", "nyhedsbrev", "naujienlaišk",
	// Turkish "bülten" (newsletter, "E-Bülten") and "Abone ol"
	// (subscribe): a story speaks of a "haber bülteni" (a broadcast) and
	// of a channel's "abone sayısı".
	"bülten", "abone ol"}

// signupPhrases are what a box around a form says, in lower case: it
// asks to sign up (newsletterPhrases), to comment, to get in touch or a
// quote, to download.
var signupPhrases = slices.Concat(newsletterPhrases, []string{
	"email", "e-mail", "opt out", "opt-out", "privacy policy", "required",
	"comment", "submit", "submission", "get in touch", "contact", "quote", "download",
	"kommentar", "commentaire", "comentario", "komentarz", "bình luận", "コメント", "댓글",
})

// consentPhrases are what the placeholder of an embed that loads after
// consent says, in lower case ("Externen Inhalt anzeigen").
var consentPhrases = []string{
	"consent", "cookie", "third-party", "third party", "external content", "externe inhalt", "externen inhalt",
	"externer inhalt", "einverstanden", "personenbezogen", "drittplattform", "datenschutz",
}

// signupWords reports whether t says one of signupPhrases or
// consentPhrases.
func signupWords(t string) bool {
	return says(t, signupPhrases) || says(t, consentPhrases)
}

// says reports whether t holds one of phrases, ignoring case.
func says(t string, phrases []string) bool {
	return hasAny(strings.ToLower(t), phrases)
}

// hasAny reports whether lower, in lower case, holds one of phrases.
func hasAny(lower string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool { return strings.Contains(lower, p) })
}

// hasPrefixAny reports whether s opens with one of prefixes.
func hasPrefixAny(s string, prefixes []string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

// isSignupField reports a form, an e-mail or phone field or a checkbox
// outside one (the switch that loads an embed after consent), or a
// sign-up button or link.
func isSignupField(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Form:
		return true
	case atom.Input:
		t := strings.ToLower(attr(n, "type"))
		return t == "email" || t == "tel" || t == "checkbox"
	case atom.Button:
		// A sign-up button whose form a script draws: the box around it
		// (heading, pitch) is a newsletter box all the same.
		// (Text skips buttons: their own text nodes are read.)
		var b strings.Builder
		for t := range n.Descendants() {
			if t.Type == html.TextNode {
				b.WriteString(t.Data)
			}
		}
		// A typographic apostrophe is written as often as the plain one
		// ("Je m’inscris").
		return signupButtons[strings.ReplaceAll(strings.ToLower(collapse(b.String())), "’", "'")]
	case atom.A:
		// Sites draw the sign-up button as a link to the newsletter
		// page ("S'inscrire"). It is one only where it stands alone:
		// "First, sign up for an account" links the words of a
		// sentence, and a text node beside the link says so.
		return n.Parent != nil && textRunes(n, signupLabelRunes) <= signupLabelRunes &&
			signupButtons[strings.ToLower(collapse(Text(n)))] && aloneInParent(n)
	}
	return false
}

// subscribeLabels make a sign-up link's label a subscription's, in
// lower case: "Subscribe", "Abonnieren", "S'abonner", "Suscríbete".
var subscribeLabels = []string{"subscri", "abonn", "suscr"}

// signupLabelRunes is the longest sign-up button label (signupButtons).
const signupLabelRunes = 16

// aloneInParent reports whether no text of n's parent stands beside n,
// loose or in an inline element: a paragraph whose runs a CMS wraps in
// spans ("<span>Residents can </span><a>sign up</a><span> for …</span>")
// is a sentence all the same. A link wrapped in an inline element
// ("<strong><a>sign up</a></strong>") is read from the wrapper.
func aloneInParent(n *html.Node) bool {
	for ; n.Parent != nil; n = n.Parent {
		for c := n.Parent.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c == n:
			case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
				return false
			case c.Type == html.ElementNode && inlineTags[c.DataAtom] && c.DataAtom != atom.A && holdsLooseText(c):
				return false
			}
		}
		if !inlineTags[n.Parent.DataAtom] {
			return true
		}
	}
	return true
}

// holdsLooseText reports text below n outside links: a run of a
// sentence, where a span of links beside the sign-up link ("Login") is a
// menu's.
func holdsLooseText(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return true
		case c.Type == html.ElementNode && c.DataAtom != atom.A && !skipTags[c.DataAtom] && holdsLooseText(c):
			return true
		}
	}
	return false
}

// signupButtons are the labels, in lower case, of buttons that sign the
// reader up.
var signupButtons = map[string]bool{"sign up": true, "sign up now": true, "sign me up": true, "subscribe": true,
	"subscribe now": true, "abonnieren": true, "jetzt abonnieren": true, "anmelden": true, "s'inscrire": true,
	"je m'inscris": true, "s'abonner": true, "suscribirse": true, "suscríbete": true, "iscriviti": true,
	"inscreva-se": true, "aanmelden": true, "zapisz się": true,
	// The imperatives of Dutch ("Meld je aan", "Schrijf je in"), Swedish,
	// Norwegian and Danish ("Prenumerera", "Meld deg på", "Tilmeld"),
	// Polish, Czech and Italian ("Zapisz" alone is "save", no sign-up).
	"meld je aan": true, "meld u aan": true, "schrijf je in": true, "schrijf u in": true, "inschrijven": true,
	"abonneer": true, "prenumerera": true, "anmäl dig": true, "meld deg på": true, "tilmeld": true, "tilmeld dig": true,
	"zapisz mnie": true, "odebírat": true, "iscriviti ora": true}

// textRunes counts the runes of visible text below n, stopping once it
// passes limit.
func textRunes(n *html.Node, limit int) int {
	count := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && count <= limit; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				count += utf8.RuneCountInString(strings.TrimSpace(c.Data))
			case c.Type == html.ElementNode && !skipTags[c.DataAtom]:
				walk(c)
			}
		}
	}
	walk(n)
	return count
}

// isTopHeading reports an h1 or h2 element, where a page sets its
// headline (see isNamedHeadline).
func isTopHeading(n *html.Node) bool {
	return n.DataAtom == atom.H1 || n.DataAtom == atom.H2
}

// isAnchoredHeading reports a heading holding a link to itself ("<h2
// id="setup">Setup<a href="#setup">#</a></h2>"), as documentation and
// blog generators set on every section heading of a text.
func isAnchoredHeading(n *html.Node) bool {
	if !isHeadingTag(n.DataAtom) {
		return false
	}
	id := attr(n, "id")
	if id == "" {
		return false
	}
	return find(n, func(c *html.Node) bool {
		return c.DataAtom == atom.A && strings.TrimSpace(attr(c, "href")) == "#"+id
	}) != nil
}

// isHeadingTag reports h1 to h6.
func isHeadingTag(a atom.Atom) bool {
	switch a {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

// rightsPhrases say that a publisher reserves its rights, in a page
// footer's copyright notice.
var rightsPhrases = []string{"all rights reserved", "alle rechte vorbehalten", "tous droits réservés", "todos los derechos reservados",
	"tutti i diritti riservati", "alle rechten voorbehouden", "todos os direitos reservados", "wszelkie prawa zastrzeżone",
	"všechna práva vyhrazena", "alla rättigheter förbehållna", "med enerett", "kaikki oikeudet pidätetään"}

// isRightsNotice reports a copyright notice: "Copyright © 2026 Verlag
// GmbH. Alle Rechte vorbehalten.", "© 2026 Example Media, all rights
// reserved", and a footer line that names the publisher first
// ("Example Times, 1 Main St. Copyright 2026").
func isRightsNotice(s string) bool {
	l := strings.ToLower(s)
	if hasAny(l, rightsPhrases) {
		return true
	}
	t := strings.TrimSpace(l)
	if (strings.HasPrefix(t, "©") || strings.HasPrefix(t, "copyright") || strings.HasPrefix(t, "(c) ")) && yearIn(t) {
		return true
	}
	return trailingRights.MatchString(t)
}

// trailingRights is a copyright mark and year closing a line.
var trailingRights = regexp.MustCompile(`(?:©|\bcopyright)\s*(?:©\s*)?(?:19|20)\d\d\W*$`)

// yearIn reports whether s holds a year of four digits from 1900 on.
func yearIn(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) &&
			(i == 0 || !isDigit(s[i-1])) && (i+4 == len(s) || !isDigit(s[i+4])) {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// countDigits counts the ASCII digits of s.
func countDigits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			n++
		}
	}
	return n
}

// noteRunes is the longest line read as a site's note about the page
// (an AI summary's caveat, a readers' disclaimer, a pitch for its news).
const noteRunes = 300

// A summary note says the summary above the text was made by a machine
// and may be wrong: "This is AI generated summarization, which may have
// errors. For context, always refer to the full article."
var (
	aiMade       = []string{"ai generated", "ai-generated", "generated by ai", "generated using ai", "generated with ai", "generated by artificial intelligence"}
	summaryHedge = []string{"may have errors", "may contain errors", "may contain inaccuracies", "may include errors",
		"refer to the full article", "read the full article", "reviewed by our editors", "reviewed by editors",
		"newsroom reviewed", "newsroom-reviewed", "reviewed by the newsroom", "reviewed by our newsroom"}
	// summaryNoteOpens speak of this summary to the reader.
	summaryNoteOpens = []string{"this ", "summary is ", "summary:", "summary was "}
	// summaryLabelRests open a caveat after the label "Summary:": the
	// machine ("AI generated, …", "Generated by AI …") or "This …". A
	// story's summary box opens with its news ("Summary: A BBC study
	// found that AI-generated summaries may contain errors …").
	summaryLabelRests = append([]string{"generated ", "this "}, aiMade...)
)

// isSummaryNote reports the caveat a site sets over a machine-made
// summary. It must name the summary, the machine and the caveat, and
// speak of this summary to the reader ("This is…", "This summary…"): a
// story about AI summaries may name all three ("Google's AI-generated
// summaries may contain errors, the company said"). A note may also open
// with the summary itself: "Summary is AI generated, newsroom reviewed."
func isSummaryNote(lower string) bool {
	t := strings.TrimSpace(lower)
	if rest, ok := strings.CutPrefix(t, "summary:"); ok && !hasPrefixAny(strings.TrimSpace(rest), summaryLabelRests) {
		return false
	}
	return hasPrefixAny(t, summaryNoteOpens) && !moreRunes(lower, noteRunes) &&
		strings.Contains(lower, "summar") && hasAny(lower, aiMade) && hasAny(lower, summaryHedge) &&
		!strings.ContainsAny(lower, quoteMarks)
}

// A transcript note says how the transcript below it was made and that
// it may be wrong: "This transcript was created by a contractor and may
// contain errors. Please check the audio before quoting."
var (
	// transcriptNoteOpens speak of this transcript to the reader.
	transcriptNoteOpens = []string{"this transcript", "this is a rush transcript", "this is an automated transcript",
		"transcripts are created", "transcripts are generated", "dieses transkript", "diese transkription",
		"cette transcription", "esta transcripción", "questa trascrizione", "esta transcrição",
		"dit transcript", "deze transcriptie", "ta transkrypcja"}
	// transcriptHedges are summaryHedge's caveats and those of a
	// transcript: it may not be final, the audio is the record.
	transcriptHedges = append([]string{"may not be in its final form", "check the audio", "refer to the audio",
		"listen to the audio", "kann fehler enthalten", "peut contenir des erreurs", "puede contener errores",
		"può contenere errori", "pode conter erros", "kan fouten bevatten", "może zawierać błędy"}, summaryHedge...)
)

// isTranscriptNote reports the caveat a podcast's or a broadcast's page
// sets over its transcript. It must speak of this transcript ("This
// transcript…") and give a caveat: a story quoting a transcript opens
// otherwise, or carries quotation marks.
func isTranscriptNote(lower string) bool {
	t := strings.TrimSpace(lower)
	return opensTranscriptNote(t) && !moreRunes(lower, noteRunes) && hasAny(lower, transcriptHedges) &&
		!strings.ContainsAny(lower, quoteMarks)
}

// transcriptNoteVerbs follow "This transcript" in a note, which says how
// it was made ("was created", "has been edited", "may contain", "wurde",
// "a été", "fue", "è stata", "foi", "is", "została"); a story's line goes
// on to say which transcript ("This transcript of the closed session,
// obtained by …").
var transcriptNoteVerbs = authorSet(`was is has had may might will were are can could contains
	wurde ist kann wird enthält a est peut fue ha es puede è può foi é pode werd kan została jest może`)

// transcriptNoteClauses are the openings that are whole clauses already.
var transcriptNoteClauses = []string{"this is a rush transcript", "this is an automated transcript",
	"transcripts are created", "transcripts are generated"}

// opensTranscriptNote reports a line opening with transcriptNoteOpens:
// a whole clause, or the transcript followed by a verb.
func opensTranscriptNote(t string) bool {
	if hasPrefixAny(t, transcriptNoteClauses) {
		return true
	}
	for _, o := range transcriptNoteOpens {
		if rest, ok := strings.CutPrefix(t, o); ok {
			w := strings.Fields(rest)
			return len(w) > 0 && transcriptNoteVerbs[w[0]]
		}
	}
	return false
}

// isReadersDisclaimer reports the notice a portal sets under each story
// that what readers and contributors post is not its view ("DISCLAIMER:
// The Views, Comments, Opinions … do not necessarily represent the views
// or policy of …"). It opens with the word, as the site's own label.
// The note under an opinion column or a guest post that its views are
// the writer's is one too (isViewsDisclaimer).
func isReadersDisclaimer(lower string) bool {
	t := strings.TrimSpace(lower)
	if moreRunes(lower, noteRunes) {
		return false
	}
	if rest, ok := cutDisclaimerLabel(t); ok {
		return strings.Contains(rest, "not necessarily") || isViewsDisclaimer(rest)
	}
	// Without the label the note names its writer or its piece: a
	// story's sentence names whose views they were ("… are the
	// minister's own, a spokesman said") or means a landscape's.
	return isViewsDisclaimer(t) && hasAny(t, viewsNoteWriters)
}

// viewsNoteWriters name, in lower case, the writer whose views an
// unlabelled views note disowns, or the first person of one: "author"
// (autor, autora, autorin, autore, autorki, auteur), "writer",
// "columnist", "contributor", Dutch "schrijver", "my own".
var viewsNoteWriters = []string{"author", "writer", "columnist", "contributor", "autor", "auteur", "schrijver", "my own"}

// cutDisclaimerLabel returns lower-cased line t without the label
// "Disclaimer:" or "Disclaimer -" that opens it, and whether it had one.
func cutDisclaimerLabel(t string) (string, bool) {
	for _, p := range []string{"disclaimer:", "disclaimer -"} {
		if rest, ok := strings.CutPrefix(t, p); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return t, false
}

// The note under an opinion column or a guest post that its views are
// the writer's own: it opens by naming the views (viewsNoteOpens) and
// says whose they are or that the paper does not share them
// (viewsNoteOwners), in English, German, French, Spanish, Portuguese,
// Italian, Dutch and Polish.
var (
	viewsNoteOpens = []string{"the views expressed", "views expressed", "the opinions expressed", "opinions expressed",
		"the views and opinions expressed", "the views in this", "the opinions in this", "views are the author",
		"views are my own", "the author's views", "the writer's views", "die meinung des autors", "die meinung der autorin",
		"die in diesem beitrag geäußerte", "die geäußerte meinung", "gastbeiträge geben", "dieser beitrag gibt",
		"les opinions exprimées", "les propos tenus", "cette tribune n'engage", "les tribunes n'engagent",
		"las opiniones expresadas", "las opiniones vertidas", "los artículos de opinión", "as opiniões expressas",
		"as opiniões emitidas", "os artigos assinados", "le opinioni espresse", "le opinioni riportate",
		"de meningen in", "de mening in", "opinie wyrażone", "tekst wyraża opinie"}
	viewsNoteOwners = []string{"'s own", "’s own", "their own", "my own", "his own", "her own", "are personal", "of the author", "those of the", "not necessarily",
		"do not reflect", "does not reflect", "do not represent", "does not represent",
		"des autors", "der autorin", "nicht notwendigerweise", "nicht unbedingt", "nicht die meinung",
		"n'engage", "de l'auteur", "leurs auteurs", "del autor", "de la autora", "exclusiva", "no reflejan",
		"necesariamente", "do autor", "da autora", "não refletem", "necessariamente", "dell'autore",
		"dell'autrice", "non riflettono", "van de auteur", "van de schrijver",
		"niet noodzakelijk", "autora", "autorki", "niekoniecznie"}
)

// isViewsDisclaimer reports, in lower-cased line t, the note that the
// views of a column are its writer's ("The views expressed are the
// author's own.", "Les opinions exprimées n'engagent que leur auteur.").
// A line quoting such a note carries quotation marks; a sentence of a
// story that opens with views it reports goes on to say whose
// ("The views expressed at the meeting were mixed").
func isViewsDisclaimer(t string) bool {
	return hasPrefixAny(t, viewsNoteOpens) && hasAny(t, viewsNoteOwners) && !strings.ContainsAny(t, quoteMarks)
}

// newsPitch asks, at the start of a line, to keep reading the site's
// news: "Track Latest News Live on NDTV.com and get news updates…",
// "Get Latest India News along with Latest News and Top Headlines…",
// "Catch all the Business News … on The Economic Times."
var (
	newsPitchOpens = []string{"track latest", "track the latest", "get latest", "get the latest", "catch all the",
		"catch the latest", "stay updated with", "stay tuned to", "for the latest news", "for more latest"}
	newsPitchNames = []string{"Latest News", "News Updates", "Top Headlines", "Breaking News", "Latest Updates"}
)

// isNewsPitch reports a site's pitch for its own news feed: t is the
// line, lower the line in lower case. It opens in the imperative with those
// words and writes the news it offers as a name, capitalized ("Latest
// News", "Top Headlines"); a story's advice ("For the latest news on the
// storm, check the Met Office website") writes them in lower case, and
// one quoting someone carries quotation marks.
func isNewsPitch(lower, t string) bool {
	return hasPrefixAny(strings.TrimSpace(lower), newsPitchOpens) && !moreRunes(t, noteRunes) &&
		!strings.ContainsAny(t, quoteMarks) && hasAny(t, newsPitchNames)
}

// isImageCaptionBox reports a photo and its caption set in a plain box
// with no <figure>, as Korean and Chinese news pages write them inside
// the text: an image first, then one short line in an element with a
// class of its own, and nothing more ("<span class="end_photo_org"><img>
// <em class="img_desc">마을 전경</em></span>"). A bare line after the
// image is not taken: WordPress sets a paragraph's text after its image
// that way ("<p><img><br>But Steve, …</p>"), and centred captions in
// an <i> of no class are kept as the corpus keeps them.
// A video player (<iframe>, <video>) with one short classed line under
// it is such a box too, the line its label ("VIDEO: Operasi JPJ di Plaza
// Tol Pagoh (2:05)"), which may stand in a <div> or <p>: no paragraph of
// the story is set inside a player's box. A heading over a video (a
// home page's hero with its h1 laid on the clip) is no label.
func isImageCaptionBox(n *html.Node) bool {
	if n.DataAtom != atom.P && n.DataAtom != atom.Span && n.DataAtom != atom.Div {
		return false
	}
	c := n.FirstChild
	for c != nil && isBlankText(c) {
		c = c.NextSibling
	}
	player := c != nil && c.Type == html.ElementNode && (c.DataAtom == atom.Iframe || c.DataAtom == atom.Video)
	if c == nil || !player && !isImageNode(c) {
		return false
	}
	first := c
	var caption *html.Node
	for c = c.NextSibling; c != nil; c = c.NextSibling {
		switch {
		case isBlankText(c), c.Type == html.ElementNode && c.DataAtom == atom.Br:
		case caption == nil && c.Type == html.ElementNode && attr(c, "class") != "" && find(c, isImageNode) == nil &&
			(inlineCaptionTags[c.DataAtom] || player && (c.DataAtom == atom.Div || c.DataAtom == atom.P) &&
				find(c, func(h *html.Node) bool { return isHeadingTag(h.DataAtom) }) == nil && !holdsStatement(c)):
			caption = c
		default:
			return false // text of its own, or a second element: a paragraph, not a caption
		}
	}
	if caption == nil || isFloated(first) {
		// Text beside a floated image flows around it: the paragraph's
		// own, however it is wrapped (a word processor's paste, "<p
		// class="p1"><img class="alignleft"><span class="s1">Hold the
		// plank …</span></p>"). A caption stands under its image.
		return false
	}
	text := strings.TrimSpace(nodeText(caption))
	return text != "" && !moreRunes(text, imageCaptionRunes)
}

// isFloated reports an image (or the link or <picture> around it) that
// its class, align attribute or style floats beside the text:
// WordPress's "alignleft", "float-right", align="left".
func isFloated(n *html.Node) bool {
	floats := func(m *html.Node) bool {
		a := strings.ToLower(attr(m, "align"))
		return a == "left" || a == "right" || strings.Contains(strings.ToLower(attr(m, "style")), "float") ||
			hasClassToken(m, floatTokens)
	}
	if floats(n) {
		return true
	}
	img := find(n, func(m *html.Node) bool { return m.DataAtom == atom.Img })
	return img != nil && img != n && floats(img)
}

// floatTokens are class tokens that float an image beside the text.
var floatTokens = map[string]bool{"alignleft": true, "alignright": true, "float": true, "floatleft": true,
	"floatright": true, "left": true, "right": true, "pull": true, "fl": true, "fr": true}

// imageCaptionRunes is the longest caption isImageCaptionBox takes.
const imageCaptionRunes = 120

// inlineCaptionTags are the elements a caption is set in after its image.
var inlineCaptionTags = map[atom.Atom]bool{atom.Em: true, atom.I: true, atom.Span: true, atom.Small: true}

// isImageNode reports an <img>, or a link or <picture> around one alone.
func isImageNode(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if n.DataAtom == atom.Img {
		return true
	}
	if n.DataAtom != atom.A && n.DataAtom != atom.Picture {
		return false
	}
	var img *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case isBlankText(c), c.Type == html.ElementNode && c.DataAtom == atom.Source:
		case c.Type == html.ElementNode && c.DataAtom == atom.Img && img == nil:
			img = c
		default:
			return false
		}
	}
	return img != nil
}

// isBlankText reports a text node of white space only.
func isBlankText(n *html.Node) bool {
	return n.Type == html.TextNode && strings.TrimSpace(n.Data) == ""
}
