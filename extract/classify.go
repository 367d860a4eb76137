package extract

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Page kinds Classify returns.
const (
	KindArticle = "article"
	KindListing = "listing"
)

var articleTypes = map[string]bool{
	"article": true, "newsarticle": true, "reportagenewsarticle": true, "analysisnewsarticle": true,
	"opinionnewsarticle": true, "reviewnewsarticle": true, "backgroundnewsarticle": true,
	"blogposting": true, "liveblogposting": true, "scholarlyarticle": true, "techarticle": true,
	"report": true, "socialmediaposting": false,
}

// listingTypes are the schema.org types of pages that list or describe
// others, or the site itself: a section or tag page, search results, a
// person's page, the site's about and contact pages.
var listingTypes = map[string]bool{"collectionpage": true, "searchresultspage": true, "profilepage": true,
	"aboutpage": true, "contactpage": true}

// Classify tells an article page from a listing (home, section, tag or
// search page). Structured data decides when present: JSON-LD article
// types (but for a hub of teasers under its name, see named), then a headline in an error's box (see inErrorBox: a soft
// 404's), then JSON-LD types of listing pages (CollectionPage,
// SearchResultsPage, ProfilePage, AboutPage, ContactPage, a series' page
// such as PodcastSeries), JobPosting and og:type=profile, then
// og:type=article (but for a hub of teasers under a short <h1>, or
// under a headline, an introduction and no dateline on a page with a
// modified time and no published one, see introUndated; and for such a
// page whose JSON-LD is a product's, an event's or a course's, see
// thingType: WordPress's shop products and event pages). A page
// that links an event's iCalendar file (with og:type=article, only its
// own export: see exportsPage), or whose headline stands in a
// cookie or consent dialog (a consent wall), is a listing. Otherwise
// the page is an article when one container holds a run of real
// paragraphs — long text, few links — rather than many short teasers
// spread over many containers, and the runs are not
// all posts under linked titles (see postUnderLinkedTitle); or when a
// shorter story stands under the page's headline and a dateline (see
// isShortStory; without an h1, h2 or h3 the headline is the element
// that reads the page's title, see titleStandIn; not on a page whose
// JSON-LD is a thing's, see thingType). The page's URL is not
// looked at: see ClassifyPage.
//
// Paragraphs are <p> elements and captions (<figcaption>: a gallery's
// text is its captions), or runs of text between <br>s in an
// element, beside its <p>s if it has any (Blogger's and older sites' bodies),
// or <div>s of text that end as a sentence ends (see textDiv: sites
// that write each paragraph, caption or live entry as a <div>), or
// table cells of such text alone in their rows (old table layouts, see
// storyCell). Many
// site builders wrap each paragraph in an element of its own ("<div
// class=paragraph><p>…</p></div>", a CMS's text components), so a run is
// also looked for up to four levels above the paragraphs, with
// stricter terms that a list of teasers does not meet: long paragraphs,
// most of the container's text, no more than two headings that are links
// (a teaser's title is one), and few links outside the paragraphs.
// Paragraphs in <nav>, <footer> and <aside> do not count; in a <header>
// only a long run does (a page builder may put the whole article in one).
func Classify(doc *html.Node) string {
	kind, _ := classify(doc, false)
	return kind
}

// ClassifyPage is Classify with what is known of the page besides its
// HTML. A page at a listing's URL (see ListingURL), or at a site's own
// page's (see ServiceURL), is a listing whatever it looks like: themes write og:type=article on every page, and a
// tag's description reads like a story. A page at a story's URL (see
// StoryURL), or one that a feed or a news sitemap gave as an article
// (story), is an article also when its story is too short or its
// dateline too plain for Classify alone: a paragraph or more under the
// page's headline with no teaser between (see isShortStory). A lost
// article is lost for good; a stray page stored is noise.
func ClassifyPage(doc *html.Node, rawURL string, story bool) string {
	kind, _ := ClassifyCrawled(doc, rawURL, story)
	return kind
}

// ClassifyCrawled is ClassifyPage, and tells also whether a page it calls
// a listing deserves a second look (see SecondLook): one with a story's
// evidence (story, or a story's URL) whose JSON-LD describes no thing a
// story never is (an event's, a job's or a product's page, see
// thingType).
func ClassifyCrawled(doc *html.Node, rawURL string, story bool) (kind string, secondLook bool) {
	// A feed's or a news sitemap's item (story) is a post, never the
	// site's imprint or privacy page, whatever its slug ("/p/privacy").
	if ListingURL(rawURL) || !story && ServiceURL(rawURL) {
		return KindListing, false
	}
	evidence := story || StoryURL(rawURL)
	kind, thing := classify(doc, evidence)
	return kind, kind != KindArticle && evidence && !thing
}

// classify is Classify with a story's evidence (see ClassifyPage); thing
// reports JSON-LD of a thing no story is (see thingType), or a link to
// an event's calendar file: such a page gets no second look.
func classify(doc *html.Node, story bool) (kind string, thing bool) {
	var ldArticle, ldListing, ldThing, ldJob, ogArticle, ogProfile bool
	// article:published_time and article:modified_time: WordPress's SEO
	// plugins write both on a post, only the second on a page
	var published, modified bool
	// JSON-LD of a show (PodcastSeries…), of an episode
	var ldSeries, ldEpisode bool
	var wall, calendar bool   // the headline in a consent dialog; a link to an event's .ics
	var paged bool            // a link to the page's own next page (see nextPage)
	var calendars []string    // the hrefs of calendar links, in paragraphs too
	var consentHead bool      // an unlinked h1, h2 or h3 in a consent dialog
	var h1 *html.Node         // the page's first headline that is no link
	var head *html.Node       // its first h2 or h3 that is no link
	var teasersFirst int      // linked h2s and h3s (teasers' titles) before head
	var self string           // the page's own URL: its canonical link or og:url
	var title, ogTitle string // the page's <title> and og:title
	clusters := map[*html.Node]*cluster{}
	prose := map[*html.Node]bool{} // the <p>s that count as paragraphs
	add := func(parent *html.Node, chars int, inHeader bool) {
		for level, a := 1, parent; level <= 4 && a != nil && a.Type == html.ElementNode; level, a = level+1, a.Parent {
			c := clusters[a]
			if c == nil {
				c = &cluster{}
				clusters[a] = c
			}
			c.deep.add(chars)
			if level == 1 {
				c.direct.add(chars)
				c.inHeader = c.inHeader || inHeader
			}
		}
	}
	var walk func(n *html.Node, boiler, header bool)
	walk = func(n *html.Node, boiler, header bool) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Script:
				if isJSONLDScript(n) && n.FirstChild != nil {
					a, l, th, job, series, episode := jsonLDPageTypes(n.FirstChild.Data)
					ldArticle, ldListing, ldThing, ldJob = ldArticle || a, ldListing || l, ldThing || th, ldJob || job
					ldSeries, ldEpisode = ldSeries || series, ldEpisode || episode
				}
				return
			case atom.Meta:
				if strings.EqualFold(attr(n, "property"), "og:type") {
					switch t := strings.TrimSpace(attr(n, "content")); {
					case strings.EqualFold(t, "article"):
						ogArticle = true
					case strings.EqualFold(t, "profile"):
						ogProfile = true
					}
				}
				if strings.EqualFold(attr(n, "property"), "article:modified_time") {
					modified = true
				}
				// The publication time by any name a site gives it
				// ("og:article:published_time", name="article:published_time",
				// "pubdate"): see isPubMetaKey. Not itemprop: teasers' microdata.
				for _, k := range [...]string{"property", "name"} {
					if v := strings.ToLower(strings.TrimSpace(attr(n, k))); v != "" && isPubMetaKey(v) {
						published = true
					}
				}
				if strings.EqualFold(attr(n, "property"), "og:url") && self == "" {
					self = strings.TrimSpace(attr(n, "content"))
				}
				if strings.EqualFold(attr(n, "property"), "og:title") && ogTitle == "" {
					ogTitle = collapse(attr(n, "content"))
				}
			case atom.Title:
				if title == "" && n.FirstChild != nil {
					title = collapse(n.FirstChild.Data)
				}
				return
			case atom.Link:
				if strings.EqualFold(strings.TrimSpace(attr(n, "rel")), "canonical") {
					self = strings.TrimSpace(attr(n, "href"))
				}
				paged = paged || nextPage(n)
			case atom.Nav, atom.Footer, atom.Aside:
				boiler = true
			case atom.Header:
				header = true
			case atom.H1:
				if h1 == nil && !boiler && !hasTextLink(n) {
					if inConsent(n) {
						consentHead = true // a banner's or a wall's, no headline
					} else {
						h1 = n
					}
				}
			case atom.A:
				if href := attr(n, "href"); !boiler && addsToCalendar(href) {
					calendar, calendars = true, append(calendars, href)
				}
				paged = paged || nextPage(n)
			case atom.H2, atom.H3:
				if head == nil && !boiler && hasTextLink(n) {
					teasersFirst++
				}
				if head == nil && !boiler && !hasTextLink(n) {
					if inConsent(n) {
						consentHead = true
					} else {
						head = n
					}
				}
			case atom.Style, atom.Noscript, atom.Template:
				return
			case atom.Div, atom.Td:
				if !boiler && n.Parent != nil && textDiv(n) && (n.DataAtom == atom.Div || storyCell(n)) {
					if l, ok := divParagraphChars(n); ok {
						prose[n] = true
						add(paragraphParent(n), l, header)
						calendars = calendarLinks(n, calendars)
						return
					}
				}
			case atom.P, atom.Figcaption:
				if !boiler && n.Parent != nil {
					if l, ok := paragraphChars(n); ok {
						prose[n] = true
						add(n.Parent, l, header)
					}
				}
				if !boiler {
					calendars = calendarLinks(n, calendars)
				}
				return
			}
			if !boiler {
				for _, l := range brRuns(n) {
					add(n, l, header)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, boiler, header)
		}
	}
	walk(doc, false, false)
	// A consent wall: its headings are all in the dialog.
	wall = consentHead && h1 == nil && head == nil
	// A show's page (PodcastSeries, TVSeries) lists its episodes; an
	// episode's page may describe its series beside itself, in the same
	// block or in the site's layout's own.
	if ldSeries && !ldEpisode {
		ldListing, ldThing = true, true
	}
	ownCalendar := slices.ContainsFunc(calendars, exportsPage(self))
	switch {
	case ldArticle:
		// A soft 404's template writes no article's JSON-LD; a story's
		// classes may name an error by accident ("post-404"). But a hub
		// of teasers under its name (a word or two, see hubName) is no
		// story: AMP plugins and some themes write a NewsArticle on
		// every page, as others write og:type=article.
		// A logo's <h1> of a picture names nothing. The JSON-LD is a
		// story's evidence, as a story's URL is: a short breaking story
		// under a headline of a word or two stays one.
		if h1 != nil && named(h1) && overTeasers(h1) && structure(clusters, prose, self, h1, true) != KindArticle {
			return KindListing, ldThing
		}
		return KindArticle, ldThing
	case h1 != nil && inErrorBox(h1):
		// A page not found served as found (a soft 404): its apology
		// under a headline in the error's box, suggestions beside it.
		return KindListing, true
	case h1 != nil && searchUnder(h1, prose):
		// A page not found, or a story taken down, served as found:
		// its apology under the headline offers a search, then
		// suggestions. A story offers none in its own block.
		return KindListing, true
	case h1 != nil && inProfile(h1, prose):
		// A person's page: the name in the profile's block, a bio
		// under it, whatever og:type its theme writes. Its bio reads
		// as sentences under its name: no second look.
		return KindListing, true
	case ldListing || ogProfile || ldJob || calendar && (!ogArticle || ldThing) || ownCalendar || wall:
		// A job ad, an event's page or a consent wall is no story,
		// whatever og:type its theme writes. A story that links a
		// calendar file (an election day's, a club's fixtures) is
		// marked an article; an event's page so marked says what it
		// is in its JSON-LD, or by a link that exports the page itself
		// to a calendar (see exportsPage), in its text or beside it.
		return KindListing, ldThing || calendar || ownCalendar
	}
	// An event's, a job's or a product's page at a story-shaped URL
	// ("/events/annual-harbour-festival-2026", "/jobs/senior-reporter-courts")
	// says what it is: its URL is no story's evidence.
	story = story && !ldThing
	name := h1 // a hub's name is its <h1>
	if h1 == nil && !(teasersFirst >= 2 && head != nil && hubName(collapse(innerText(head)))) {
		// An h2 or h3 is the headline, but for a box's label ("In
		// brief", "Ukratko") under a home page's teasers (a post's own
		// linked title is one): its briefs, each under its time, are no
		// story under a dateline.
		h1 = head
	}
	if ogArticle {
		// og:type=article decides, but for a hub of teasers under its
		// name that themes mark so: a reviews hub, a topic page. Its name
		// is a word or two; or a headline over an introduction and no
		// dateline before the first teaser, on a page that tells when it
		// was modified and not when published: an explainer hub ("X
		// explained: everything you need to know") made a WordPress page,
		// whose SEO plugins write og:type=article on pages too.
		sitePage := modified && !published
		if sitePage && ldThing {
			// A shop's product (WooCommerce), an event's or a course's
			// page made by WordPress: its SEO plugin writes
			// og:type=article and a modified time on it as on a page,
			// its JSON-LD says what it is.
			return KindListing, true
		}
		if name != nil && overTeasers(name) && (named(name) && !datedStory(name, prose) || (sitePage || paged) && introUndated(name, prose)) &&
			structure(clusters, prose, self, h1, story) != KindArticle {
			return KindListing, ldThing
		}
		return KindArticle, ldThing
	}
	if h1 == nil {
		h1 = titleStandIn(doc, title, ogTitle)
	}
	if h1 != nil && paged && overTeasers(h1) {
		// A headline over teasers that go on on a next page names a
		// hub (a topic's page, a job board): its introduction, under
		// a line that tells when it was updated, is no short story.
		// Only a run of paragraphs makes it a story.
		h1 = nil
	}
	if ldThing {
		// An event's, a product's or a course's page, so its JSON-LD
		// says and no article's: its description under its name and
		// the line that tells when reads as a short story under its
		// headline and dateline (see isShortStory). Only a run of
		// paragraphs makes it a story.
		h1 = nil
	}
	return structure(clusters, prose, self, h1, story), ldThing
}

// nextPage reports a link (<a> or <link>) with rel="next" to a page
// numbered by a small number, the last segment of its path or a value
// of its query ("/oru?page=2", "/tema/x/(offset)/6", "/page/2/"): the
// next page of a listing, or of a story split over pages. WordPress's
// link to the next post names the post.
func nextPage(n *html.Node) bool {
	if !slices.Contains(strings.Fields(strings.ToLower(attr(n, "rel"))), "next") {
		return false
	}
	u, err := url.Parse(strings.TrimSpace(attr(n, "href")))
	if err != nil {
		return false
	}
	if frag := strings.ToLower(u.Fragment); strings.Contains(frag, "comment") || frag == "respond" {
		return false // a story's comments' next page
	}
	small := func(s string) bool { return len(s) <= 3 && isDigits(s) }
	if segs := pathSegments(u); len(segs) > 0 && small(segs[len(segs)-1]) && (len(segs) < 2 || !itemNames[segs[len(segs)-2]]) {
		return true
	}
	for k, vs := range u.Query() {
		if !itemNames[strings.ToLower(k)] && slices.ContainsFunc(vs, small) {
			return true
		}
	}
	return false
}

// itemNames are query keys and path segments before a number that name
// one item, no page of a list: a post's id under WordPress's plain
// permalinks ("?p=124"), a node's, a comment page's ("?cpage=2").
var itemNames = map[string]bool{"p": true, "id": true, "page_id": true, "post": true, "posts": true, "cpage": true,
	"item": true, "node": true, "nid": true, "story": true, "article": true, "articles": true}

// structure is classify's verdict from the page's paragraphs (clusters,
// prose), its own URL self and its headline h1, without its metadata.
func structure(clusters map[*html.Node]*cluster, prose map[*html.Node]bool, self string, h1 *html.Node, story bool) string {
	posts := map[*html.Node]bool{}
	for n, c := range clusters {
		if !c.isArticle(n, prose) {
			continue
		}
		post := postUnderLinkedTitle(n, prose)
		if post == nil || titleLinksTo(post, self) {
			return KindArticle // an article, or the page's own post
		}
		posts[post] = true
	}
	if len(posts) == 1 {
		return KindArticle
	}
	if len(posts) == 0 && h1 != nil {
		for n, c := range clusters {
			if c.isShortStory(n, h1, prose, story) {
				return KindArticle
			}
		}
	}
	return KindListing
}

// isShortStory tells whether the container n, with cluster c, holds a
// story too short for isArticle — two paragraphs of breaking news, a few
// lines of Chinese — under the page's headline h1 (its first <h1>, else
// its first <h2> or <h3>: table layouts and portals set the headline in
// one of those): the headline and the
// paragraphs stand together in a block, a dateline or a byline between
// them and no teaser (a linked heading), and the paragraphs carry few
// links (a "Read also" line under them is one). What follows the story (its related links) does not count.
// A tag or section page's description under its name has no dateline.
// At a story's URL (story) a dateline is not needed, and one paragraph
// as long as a stored article's body is enough, the items of the lists
// beside it counted in (see listedChars).
func (c *cluster) isShortStory(n, h1 *html.Node, prose map[*html.Node]bool, story bool) bool {
	w := c.deep
	switch {
	case c.inHeader:
		return false
	case story && (w.n < 1 || w.chars < shortestStory && w.chars+listedChars(n)+numberedItemsChars(n, prose) < shortestStory):
		return false
	case !story && (w.n < 2 || w.chars < shortStory):
		return false
	}
	var scope *html.Node
	for level, a := 0, n; level <= 3 && a != nil && scope == nil; level, a = level+1, a.Parent {
		if contains(a, h1) {
			scope = a
		}
	}
	if scope == nil {
		return false
	}
	dateline, teaser, _ := datelineUnder(scope, h1, n, prose)
	if teaser || !dateline && !story {
		return false
	}
	// An author's page: the name under its role or social links, a bio.
	for a := h1; a != nil; a = a.Parent {
		if namesAProfile(a) {
			return false
		}
		if a == scope {
			break
		}
	}
	total, links := wordRunesAndLinkText(n)
	if total == 0 || 5*links >= total || 2*looseLinks(n, prose) > w.n {
		return false
	}
	// Without a dateline, a story's URL is all that speaks for a story:
	// a section's or a topic's description under its name, its teasers
	// below it in the same block, is no story ("/news/local-news-and-weather/").
	// A story's related links, or a guide's, are a small part of its
	// block; a section's teasers, titles and excerpts, are half of it.
	if !dateline && linkedHeadings(scope) > 2 {
		all, links := wordRunesAndLinkText(scope)
		return 2*(links+teaserExcerpts(scope, n, prose)) < all
	}
	return true
}

// listedChars returns the text, in TextLength, of the items of the lists
// that stand among n's paragraphs, its children, and are not links
// (a service story's list of closed roads, of polling stations): part of
// the story's text. A list of links (related stories) is not.
func listedChars(n *html.Node) int {
	chars := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.DataAtom != atom.Ul && c.DataAtom != atom.Ol {
			continue
		}
		for li := c.FirstChild; li != nil; li = li.NextSibling {
			if li.Type != html.ElementNode || li.DataAtom != atom.Li {
				continue
			}
			text, links := textAndLinkText(li)
			if text = strings.TrimSpace(text); 3*links < utf8.RuneCountInString(text) && !detailItem(text) {
				chars += TextLength(text)
			}
		}
	}
	return chars
}

// numberedItemsChars returns the text, in TextLength, of a list
// article's items that stand among n's paragraphs, its children: a run
// of headings that link nowhere, numbered counting up by one at one
// level ("1. …", "2. …", minNumberedRun or more, see headingNumber),
// and the lines under them too short to be paragraphs of prose (a
// sentence under each item's picture). A listicle's items are its text;
// linked numbered headings are a ranking of teasers.
func numberedItemsChars(n *html.Node, prose map[*html.Node]bool) int {
	var heads []*html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || !isHeadingTag(c.DataAtom) || hasTextLink(c) {
			continue
		}
		num, ok := headingNumber(collapse(innerText(c)))
		if !ok {
			continue
		}
		if k := len(heads); k > 0 && (heads[k-1].DataAtom != c.DataAtom || num != k+1) {
			if k >= minNumberedRun {
				break
			}
			heads = heads[:0]
		}
		if len(heads) > 0 || num == 1 {
			heads = append(heads, c)
		}
	}
	if len(heads) < minNumberedRun {
		return 0
	}
	// An item counts when a sentence stands under it: a ranking's
	// figures ("1,204 votes · 38.2%") are a results page's, no story's.
	chars, item, sentence := 0, 0, false
	for c := heads[0]; c != nil; c = c.NextSibling {
		switch {
		case c.Type != html.ElementNode:
		case slices.Contains(heads, c):
			if sentence {
				chars += item
			}
			item, sentence = TextLength(collapse(innerText(c))), false
		case c.DataAtom == atom.P && !prose[c]:
			line := collapse(innerText(c))
			item += TextLength(line)
			sentence = sentence || endsSentence(line)
		}
	}
	if sentence {
		chars += item
	}
	return chars
}

// detailItem reports a list item that reads a label and its value
// ("Time: 10:00 to 20:00", "Venue: Eyre Square", "Material: merino
// wool"): an event's or a product's details, no story's text. A
// blotter's dated entry ("Nov. 17: A package was taken.") ends as a
// sentence ends.
func detailItem(text string) bool {
	i := strings.IndexAny(text, ":：")
	if i <= 0 || moreRunes(text[:i], 32) || strings.Count(text[:i], " ") > 2 {
		return false
	}
	return !endsSentence(text)
}

// datelineUnder reports whether scope holds a dateline (see
// isDateline) after the headline h1 and up to the end of the run of
// paragraphs in run — a live ticker's times are in it — whether a
// linked heading (a teaser) stands there, and how many paragraphs of
// prose do, before the teaser.
func datelineUnder(scope, h1, run *html.Node, prose map[*html.Node]bool) (dateline, teaser bool, paras int) {
	return datelineBefore(scope, h1, run, prose, linkedHeading)
}

// linkedHeading reports a heading that holds a text link: a teaser's
// title.
func linkedHeading(n *html.Node) bool {
	return isHeadingTag(n.DataAtom) && hasTextLink(n)
}

// cardTeaser reports a teaser's title (see teaserTitle), a linked
// heading or a card's link around its heading.
func cardTeaser(n *html.Node) bool {
	return teaserTitle(n, false)
}

// datelineBefore is datelineUnder where isTeaser tells the teaser's title
// that ends the walk.
func datelineBefore(scope, h1, run *html.Node, prose map[*html.Node]bool, isTeaser func(*html.Node) bool) (dateline, teaser bool, paras int) {
	seen, done := false, false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case done:
			return
		case n.Type == html.TextNode:
			dateline = dateline || seen && datedLine(n.Data)
			return
		case n.Type != html.ElementNode:
			return
		case n == h1:
			seen = true
			return
		case n == run && seen:
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
			done = true
			return
		case seen && prose[n] && isDateline(n) && datedLine(innerText(n)):
			// a meta line long enough for a paragraph ("By …,
			// Environment Correspondent · 24 November 2026")
			dateline = true
			return
		case seen && prose[n]:
			paras++
			return // a date in a paragraph's text is no dateline
		case seen && isTeaser(n):
			teaser, done = true, true
			return
		case seen && !dateline && isDateline(n) && !holdsProse(n, prose):
			dateline = true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(scope)
	return dateline, teaser, paras
}

// introUndated reports whether a paragraph or two of prose, and no
// dateline (see isDateline, datedLine), stand after the headline h on
// its page before the first linked heading (a teaser's title) that
// follows it: a hub's introduction to its teasers. A story is dated; a
// headline over teasers with no text of its own (a video's, a
// gallery's) is too little to tell; a run of paragraphs is a story's
// text (a long read made a page shows no date), not an introduction.
func introUndated(h *html.Node, prose map[*html.Node]bool) bool {
	// A story's date may stand above its headline, in its header block
	// (a kicker's "Harbour · 24.11.2026", an entry-meta line).
	for level, a := 0, h; level < 2 && a.Parent != nil; level, a = level+1, a.Parent {
		for s := a.PrevSibling; s != nil; s = s.PrevSibling {
			if holdsDateline(s, prose) {
				return false
			}
		}
	}
	root := h
	for root.Parent != nil && root.Parent.Type == html.ElementNode {
		root = root.Parent
	}
	dateline, _, paras := datelineUnder(root, h, nil, prose)
	return paras > 0 && paras <= 2 && !dateline
}

// holdsDateline reports whether n is or holds a dateline (see
// isDateline, datedLine) outside paragraphs of prose and teasers.
func holdsDateline(n *html.Node, prose map[*html.Node]bool) bool {
	switch {
	case n.Type == html.TextNode:
		return datedLine(n.Data)
	case n.Type != html.ElementNode || prose[n] || isHeadingTag(n.DataAtom) && hasTextLink(n):
		return false
	case isDateline(n) && !holdsProse(n, prose):
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if holdsDateline(c, prose) {
			return true
		}
	}
	return false
}

// searchUnder reports a search form (see searchForm) after the headline
// h in its block (its parent or grandparent), before any teaser's title
// (see cardTeaser), where a paragraph or two of prose are all the text
// after the headline (apologyChars letters at most, the form's and the
// links' aside): a soft 404's apology. A site's search box in its
// header stands before the headline; a sidebar's stands outside the
// headline's block; a story goes on after a search box set in it.
func searchUnder(h *html.Node, prose map[*html.Node]bool) bool {
	for level, a := 1, h.Parent; level <= 2 && a != nil && a.Type == html.ElementNode; level, a = level+1, a.Parent {
		seen, done, found, paras, chars := false, false, false, 0, 0
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			for c := n.FirstChild; c != nil && !done; c = c.NextSibling {
				switch {
				case c.Type == html.TextNode && seen:
					chars += TextLength(strings.TrimSpace(c.Data))
				case c.Type != html.ElementNode:
				case c == h:
					seen = true
				case !seen:
					walk(c)
				case cardTeaser(c):
					done = true
				case c.DataAtom == atom.Form:
					found = found || searchForm(c)
				case c.DataAtom == atom.A, c.DataAtom == atom.Script, c.DataAtom == atom.Style,
					c.DataAtom == atom.Aside, c.DataAtom == atom.Nav, c.DataAtom == atom.Footer:
				default:
					if prose[c] {
						paras++
					}
					walk(c)
				}
			}
		}
		walk(a)
		if found {
			// A story's dateline stands under its headline; an apology
			// is undated.
			return paras >= 1 && paras <= 2 && chars <= apologyChars && !datedStory(h, prose)
		}
	}
	return false
}

// apologyChars is the most text, in TextLength, of a soft 404's
// apology: a paragraph or two.
const apologyChars = 700

// searchForm reports a form that searches the site: sent by GET, with a
// field of type search or named as search engines name their query
// ("q", "s", "search", "query", "keys", "keyword"), and no field of an
// e-mail, a password or a message (a newsletter's, a login's or a
// comment's form). A recipe's portions or a calculator's postcode are
// other fields.
func searchForm(f *html.Node) bool {
	if m := strings.ToLower(strings.TrimSpace(attr(f, "method"))); m != "" && m != "get" {
		return false
	}
	query, other := false, false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Textarea:
				other = true
			case atom.Input:
				switch t := strings.ToLower(strings.TrimSpace(attr(c, "type"))); {
				case t == "search":
					query = true
				case t == "" || t == "text":
					query = query || queryNames[strings.ToLower(strings.TrimSpace(attr(c, "name")))]
				case t == "email" || t == "password" || t == "tel":
					other = true
				}
			}
			walk(c)
		}
	}
	walk(f)
	return query && !other
}

// queryNames are the names search engines and content systems give a
// search's query field: WordPress's "s", Drupal's "keys", Joomla's
// "searchword", MODX's "search".
var queryNames = map[string]bool{"q": true, "s": true, "search": true, "query": true, "keys": true,
	"keyword": true, "keywords": true, "searchword": true, "term": true}

// inProfile reports a headline that is, or stands within two levels
// of, an element that names a person's profile (see profileClass):
// the name on an author's page. A story's author card stands beside
// its headline, not around it.
func inProfile(h *html.Node, prose map[*html.Node]bool) bool {
	for level, a := 0, h; level <= 2 && a != nil && a.Type == html.ElementNode; level, a = level+1, a.Parent {
		if profileClass(attr(a, "class")) || profileClass(attr(a, "id")) {
			return !dateShown(a, h, prose)
		}
	}
	return false
}

// dateShown reports a date after the headline h in block: a <time>, or
// a line of text that reads a date (see datedLine) outside paragraphs
// of prose. A story about a person (a profile, an interview, an
// obituary) shows when it was published under its headline; a
// person's page shows a name, a role and a bio.
func dateShown(block, h *html.Node, prose map[*html.Node]bool) bool {
	seen, found := false, false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case found:
			return
		case n == h:
			seen = true
			return
		case n.Type == html.TextNode:
			found = seen && datedLine(n.Data)
			return
		case n.Type != html.ElementNode || seen && prose[n]:
			return
		case seen && n.DataAtom == atom.Time:
			found = true
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(block)
	return found
}

// profileClass reports a class or id value with a class that names a
// profile ("profile", "profile-card", "user_profile") or an author's
// page's head ("author-header", "author-hero", "author-bio"), split at
// "-" and "_".
func profileClass(v string) bool {
	for _, f := range strings.Fields(strings.ToLower(v)) {
		words := strings.FieldsFunc(f, func(r rune) bool { return r == '-' || r == '_' })
		for i, w := range words {
			// "profile-card", "c-profile", "author-profile", "user_profile";
			// not a story's kind ("story--profile", "node--type-profile")
			// or a post's tag or category ("tag-profile").
			if w == "profile" && (i == 0 || i == 1 && len(words[0]) <= 2 || personWords[words[i-1]]) {
				return true
			}
		}
		for i := 0; i+1 < len(words); i++ {
			if (words[i] == "author" || words[i] == "authors") && authorHeadWords[words[i+1]] {
				return true
			}
		}
	}
	return false
}

// authorHeadWords follow "author" in the classes of an author's page's
// head ("author-header", "author-hero", "author-bio", "author-page").
var authorHeadWords = map[string]bool{"header": true, "head": true, "hero": true, "bio": true, "page": true, "intro": true, "card": true}

// personWords name whose profile a class names ("author-profile",
// "user_profile", "staff-profile").
var personWords = map[string]bool{"author": true, "authors": true, "user": true, "member": true, "staff": true,
	"writer": true, "person": true, "people": true, "contributor": true, "journalist": true, "reporter": true}

// shortStory is the shortest text, in TextLength, of a story told in a
// few paragraphs.
const shortStory = 300

// namesAProfile reports an element whose class or id holds "author" or
// "profile" anywhere: the loose test isShortStory keeps a writer's page
// out with ("author-box", "author-details", "authorbox"); inProfile,
// which calls a page a person's with no second look, reads the stricter
// words of profileClass.
func namesAProfile(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Key == "class" || a.Key == "id" {
			v := strings.ToLower(a.Val)
			if strings.Contains(v, "author") || strings.Contains(v, "profile") {
				return true
			}
		}
	}
	return false
}

// shortestStory is the shortest text of a story at a story's URL: as
// much as the crawler stores as an article's body.
const shortestStory = 200

// contains reports whether m is n or under it.
func contains(n, m *html.Node) bool {
	for ; m != nil; m = m.Parent {
		if m == n {
			return true
		}
	}
	return false
}

// isDateline reports a <time>, or an element whose class or itemprop
// names a date, a time, an author or a byline, or the story's meta line
// ("entry-meta", "article-meta", "by", "when"): the line under a story's
// headline, in any language. Opening times, timelines and timetables
// are no time of a story.
func isDateline(n *html.Node) bool {
	if n.DataAtom == atom.Time {
		return true
	}
	for _, a := range n.Attr {
		if a.Key != "class" && a.Key != "itemprop" {
			continue
		}
		v := strings.ToLower(a.Val)
		if strings.Contains(v, "date") || strings.Contains(v, "author") || strings.Contains(v, "byline") || namesATime(v) {
			return true
		}
		if a.Key == "class" && hasClassWord(v, datelineClassWords) {
			return true
		}
	}
	return false
}

// datelineClassWords are class words (whole, or parts of a class split
// at "-" and "_") that name the line of a story's author and time in
// the English most themes are written in, whatever the site's language.
var datelineClassWords = map[string]bool{"meta": true, "by": true, "when": true, "posted": true, "published": true}

// hasClassWord reports whether a class attribute holds one of words,
// as a whole class or a part of one split at "-" or "_".
func hasClassWord(class string, words map[string]bool) bool {
	for _, w := range strings.FieldsFunc(class, func(r rune) bool { return r == '-' || r == '_' || unicode.IsSpace(r) }) {
		if words[w] {
			return true
		}
	}
	return false
}

// datedLine reports a short line of text that holds a year (four
// digits, in any script's digits) or a clock time ("10:42"): a story's
// dateline in any language and calendar ("26.11.2026", "2026年11月26日",
// "١٢:٣٠"). Four Latin digits are a year of this era's calendars (19…,
// 20…, the Hijri 13…/14…, the Thai 25…), not a postcode ("1010 Wien",
// "8001 Zürich") or a part of a phone number on an imprint.
func datedLine(text string) bool {
	if len(text) > 200 {
		return false
	}
	run, afterColon := 0, false
	var lead [2]rune
	for _, r := range text {
		if unicode.IsDigit(r) {
			if run < 2 {
				lead[run] = r
			}
			run++
			if run == 2 && afterColon {
				return true
			}
			continue
		}
		if run == 4 && yearLead(lead) {
			return true
		}
		afterColon = r == ':' && run >= 1
		run = 0
	}
	return run == 4 && yearLead(lead)
}

// yearLead reports whether a four-digit number opening with the digits
// lead may be a year: any in a script of its own, in Latin digits one
// of 19…, 20…, 13…, 14… or 25….
func yearLead(lead [2]rune) bool {
	if lead[0] > '9' || lead[1] > '9' {
		return true
	}
	switch string(lead[:]) {
	case "19", "20", "13", "14", "25":
		return true
	}
	return false
}

// namesATime reports whether a class names a time ("time", "pubtime",
// "update-time"), not times, a timeline or a timetable.
func namesATime(class string) bool {
	for i := 0; ; {
		j := strings.Index(class[i:], "time")
		if j < 0 {
			return false
		}
		rest := class[i+j+4:]
		if !strings.HasPrefix(rest, "s") && !strings.HasPrefix(rest, "line") && !strings.HasPrefix(rest, "table") {
			return true
		}
		i += j + 4
	}
}

// holdsProse reports whether n is or holds one of the paragraphs prose
// has.
func holdsProse(n *html.Node, prose map[*html.Node]bool) bool {
	if prose[n] {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && holdsProse(c, prose) {
			return true
		}
	}
	return false
}

// postUnderLinkedTitle returns the post that holds the run of prose in
// n, when the post's title is a link to another page: an <article>, or
// an element with a microdata type of an article (itemtype
// …/BlogPosting), a few levels up. Blog homes and archives (Blogger's
// always) show several whole posts so, each under its title linked to
// the post's own page; an article's headline links nowhere. The title is
// the post's highest heading before its text (see postTitles): a
// section's link in a smaller heading above the headline (<h4><a>Nacionales</a></h4>
// over an <h1>, a news site's kicker) is no title.
func postUnderLinkedTitle(n *html.Node, prose map[*html.Node]bool) *html.Node {
	for level, a := 0, n; level <= 4 && a != nil && a.Type == html.ElementNode; level, a = level+1, a.Parent {
		if a.DataAtom != atom.Article && !articleItemType(attr(a, "itemtype")) {
			continue
		}
		if o := outerPost(a.Parent); o != nil && !isLinkedTitle(firstHeading(o)) {
			return nil // an item of a list article, under its headline
		}
		titles := postTitles(a, n, prose)
		for _, h := range titles {
			text, links := textAndLinkText(h)
			if t := nonSpaceRunes(text); t == 0 || 2*links < t || !hasTextLink(h) {
				return nil
			}
		}
		if len(titles) > 0 {
			return a
		}
		return nil
	}
	return nil
}

// postTitles returns the headings of the highest rank (<h1> before
// <h2>) that stand in post before its text: before its first paragraph
// of prose and outside the run n. With none there, it is the post's
// first heading.
func postTitles(post, run *html.Node, prose map[*html.Node]bool) []*html.Node {
	var heads []*html.Node
	stop := false
	var walk func(m *html.Node)
	walk = func(m *html.Node) {
		for c := m.FirstChild; c != nil && !stop; c = c.NextSibling {
			switch {
			case c.Type != html.ElementNode:
			case c == run || prose[c]:
				stop = true
			case isHeadingTag(c.DataAtom):
				heads = append(heads, c)
			default:
				walk(c)
			}
		}
	}
	walk(post)
	if len(heads) == 0 {
		if h := firstHeading(post); h != nil {
			return []*html.Node{h}
		}
		return nil
	}
	best := atom.H6
	for _, h := range heads {
		if headingRank(h.DataAtom) < headingRank(best) {
			best = h.DataAtom
		}
	}
	out := heads[:0]
	for _, h := range heads {
		if h.DataAtom == best {
			out = append(out, h)
		}
	}
	return out
}

// headingRank is 1 for <h1> … 6 for <h6>.
func headingRank(a atom.Atom) int {
	switch a {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	}
	return 6
}

// titleLinksTo reports whether the linked title of post links to the
// page's own URL self: a theme that links every post's title, on the
// post's own page too, above the posts it loads below it.
func titleLinksTo(post *html.Node, self string) bool {
	if self == "" {
		return false
	}
	h := firstHeading(post)
	if h == nil {
		return false
	}
	var a *html.Node
	var find func(n *html.Node)
	find = func(n *html.Node) {
		for c := n.FirstChild; c != nil && a == nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.A && isTextLink(c) {
				a = c
			} else if c.Type == html.ElementNode {
				find(c)
			}
		}
	}
	find(h)
	return a != nil && samePage(attr(a, "href"), self)
}

// samePage reports whether the link href and the absolute URL self name
// one page: one path, give or take a trailing slash, and one host when
// href names one.
func samePage(href, self string) bool {
	h, err1 := url.Parse(strings.TrimSpace(href))
	s, err2 := url.Parse(self)
	if err1 != nil || err2 != nil || h.Path == "" {
		return false
	}
	if h.Host != "" && !strings.EqualFold(strings.TrimPrefix(h.Host, "www."), strings.TrimPrefix(s.Host, "www.")) {
		return false
	}
	return strings.TrimSuffix(h.EscapedPath(), "/") == strings.TrimSuffix(s.EscapedPath(), "/") && h.RawQuery == s.RawQuery
}

// outerPost returns n, or the element above it, that is an <article> or
// has a microdata type of an article. A list article's items, each an
// <article> under its product's link, stand in the story under its
// unlinked headline; a blog archive's posts stand side by side.
func outerPost(n *html.Node) *html.Node {
	for ; n != nil && n.Type == html.ElementNode; n = n.Parent {
		if n.DataAtom == atom.Article || articleItemType(attr(n, "itemtype")) {
			return n
		}
	}
	return nil
}

// isLinkedTitle reports a heading whose text is mostly a link to
// another page.
func isLinkedTitle(h *html.Node) bool {
	if h == nil {
		return false
	}
	text, links := textAndLinkText(h)
	t := nonSpaceRunes(text)
	return t > 0 && 2*links >= t && hasTextLink(h)
}

// articleItemType reports a microdata itemtype of an article or a post.
func articleItemType(t string) bool {
	if t == "" {
		return false
	}
	i := strings.LastIndexByte(t, '/')
	return articleTypes[strings.ToLower(strings.TrimSpace(t[i+1:]))]
}

// firstHeading returns the first heading under n in document order.
func firstHeading(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if isHeadingTag(c.DataAtom) {
			return c
		}
		if h := firstHeading(c); h != nil {
			return h
		}
	}
	return nil
}

// paras counts a container's paragraphs.
type paras struct{ n, chars, long int }

// longParagraph is the length of a paragraph few teasers reach.
const longParagraph = 250

func (p *paras) add(chars int) {
	p.n++
	p.chars += chars
	if chars >= longParagraph {
		p.long++
	}
}

// cluster is the paragraphs of a container: its own (direct), and those
// up to four levels below it (deep).
type cluster struct {
	direct, deep paras
	inHeader     bool
}

// isArticle tells whether the container n, with cluster c, holds an
// article's text; prose holds the page's paragraphs.
func (c *cluster) isArticle(n *html.Node, prose map[*html.Node]bool) bool {
	d := c.direct
	switch {
	case c.inHeader:
		if d.n >= 5 && d.chars >= 1200 && linkDensity(n) < 0.25 {
			return true
		}
	case d.n >= 3 && d.chars >= 600:
		// An encyclopedia's long article links many of its words.
		limit := 0.25
		if d.n >= 10 && d.long >= 5 {
			limit = 0.4
		}
		if linkDensity(n) < limit {
			return true
		}
	}
	// Paragraphs wrapped one by one: the container above the wrappers.
	w := c.deep
	if c.inHeader || w.n < 4 || w.chars < 1200 || w.long < 2 || w.n == d.n {
		return false
	}
	total, links := wordRunesAndLinkText(n)
	if total == 0 || float64(links) >= 0.2*float64(total) || 2*w.chars < total {
		return false
	}
	// A list of teasers has a title link (or a "Read more") per teaser
	// outside its paragraphs: linked headings, or links of their own.
	return linkedHeadings(n) <= 2 && 3*looseLinks(n, prose) < w.n
}

// looseLinks counts the links under n with ten characters of text or
// more to another page that stand outside its paragraphs of prose: a
// teaser's title, its "Read more". An article's links are inside its
// paragraphs. Runs of text between <br>s are no elements, so their links
// count as loose: a table of teasers split by <br>s is a listing.
func looseLinks(n *html.Node, prose map[*html.Node]bool) int {
	return textLinks(n, prose, -1)
}

// hasTextLink reports whether n holds a text link (see isTextLink).
func hasTextLink(n *html.Node) bool { return textLinks(n, nil, 1) > 0 }

// textLinks counts the text links (see isTextLink) under n outside the
// elements skip holds, up to limit when it is positive.
func textLinks(n *html.Node, skip map[*html.Node]bool, limit int) int {
	count := 0
	var walk func(m *html.Node)
	walk = func(m *html.Node) {
		if m.Type != html.ElementNode || skip[m] || count == limit {
			return
		}
		if m.DataAtom == atom.A {
			if isTextLink(m) {
				count++
			}
			return
		}
		for k := m.FirstChild; k != nil; k = k.NextSibling {
			walk(k)
		}
	}
	walk(n)
	return count
}

// isTextLink reports a link to another page with ten characters of text
// or more.
func isTextLink(a *html.Node) bool {
	href := strings.TrimSpace(attr(a, "href"))
	return href != "" && !strings.HasPrefix(href, "#") && nonSpaceRunes(innerText(a)) >= 10
}

// textDiv reports a <div> that holds only text and inline elements, no
// two <br>s (see brRuns): a paragraph written as a <div>.
func textDiv(n *html.Node) bool {
	brs, text := 0, false
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			text = text || strings.TrimSpace(c.Data) != ""
		case c.Type != html.ElementNode:
		case c.DataAtom == atom.Br:
			if brs++; brs >= 2 {
				return false
			}
		case !inlineTags[c.DataAtom]:
			return false
		}
	}
	return text
}

// storyCell reports a table cell that a table-layout site writes a
// story's paragraph in ("<tr><td class=storytext>…</td></tr>", one cell
// to a row): the row's only cell, holding no link's text. A data
// table's cells share their row; a layout's navigation cell, a cell of
// related links or a teaser's cell (its title, its "more") holds links.
// Whether its text is a paragraph is then textDiv's and
// divParagraphChars' to say.
func storyCell(td *html.Node) bool {
	row := td.Parent
	if row == nil || row.DataAtom != atom.Tr {
		return false
	}
	for c := row.FirstChild; c != nil; c = c.NextSibling {
		if c != td && isTableCell(c) {
			return false
		}
	}
	_, links := textAndLinkText(td)
	return links == 0
}

// paragraphParent returns the container a paragraph n counts in (see
// cluster): its parent, but for a story's cell (see storyCell) its
// row's group (the <tbody> or <table>), for the rows are only each
// paragraph's wrapper, as a CMS's <div class=paragraph> is.
func paragraphParent(n *html.Node) *html.Node {
	if n.DataAtom == atom.Td && n.Parent.Parent != nil {
		return n.Parent.Parent
	}
	return n.Parent
}

// divParagraphChars is paragraphChars for a <div> of text (see
// textDiv), which is a paragraph only when it ends as a sentence does:
// a card's date or label, a caption's credit, ends no sentence.
func divParagraphChars(n *html.Node) (int, bool) {
	text, w, ok := paragraphText(n)
	return w, ok && endsSentence(text)
}

// paragraphChars returns the length of a <p>'s text, and whether it is
// a paragraph of prose: 40 characters or more, not mostly links.
func paragraphChars(n *html.Node) (int, bool) {
	_, w, ok := paragraphText(n)
	return w, ok
}

// paragraphText returns n's text (trimmed), its length in TextLength,
// and whether it is 40 characters or more, not mostly links.
func paragraphText(n *html.Node) (text string, chars int, ok bool) {
	text, linkText := textAndLinkText(n)
	text = strings.TrimSpace(text)
	l, w := utf8.RuneCountInString(text), TextLength(text)
	return text, w, w >= 40 && linkText*3 < l
}

// brRuns returns the lengths of the paragraphs of prose that n writes as
// runs of text between <br>s, when n has two <br> children or more. A run
// ends at a <br> or at a block element, so a <p> child (a credit line
// under a text written in <br>s) is counted as itself, not twice. Two <p>
// children that are links' texts (teasers' titles) make none.
func brRuns(n *html.Node) []int {
	brs, titles := 0, 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			switch c.DataAtom {
			case atom.Br:
				brs++
			case atom.P:
				// A <p> that is a link's text is a teaser's title: the
				// runs beside two of them are teasers, not a story.
				if text, links := textAndLinkText(c); hasTextLink(c) && 2*links >= nonSpaceRunes(text) {
					titles++
				}
			}
		}
	}
	if brs < 2 || titles >= 2 {
		return nil
	}
	var out []int
	chars, links := 0, 0
	flush := func() {
		if chars >= 40 && links*3 < chars {
			out = append(out, chars)
		}
		chars, links = 0, 0
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.ElementNode && (c.DataAtom == atom.Br || blockTags[c.DataAtom]):
			flush()
		case c.Type == html.TextNode || c.Type == html.ElementNode && !skipTags[c.DataAtom]:
			text, l := textAndLinkText(c)
			chars += TextLength(strings.TrimSpace(text))
			links += l
		}
	}
	flush()
	return out
}

// linkedHeadings counts the headings under n whose text is mostly a link
// to another page, or that stand in one (a card's link around its
// picture and its heading, see cardLink): the titles of teasers. A link
// to a part of the page (a section's permalink) does not count.
func linkedHeadings(n *html.Node) int {
	count := 0
	var walk func(n *html.Node, inCard bool)
	walk = func(n *html.Node, inCard bool) {
		if n.Type == html.ElementNode && isHeadingTag(n.DataAtom) {
			text, links := textAndLinkText(n)
			if t := nonSpaceRunes(text); t > 0 && (inCard || 2*links >= t && hasTextLink(n)) {
				count++
			}
			return
		}
		inCard = inCard || cardLink(n)
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inCard)
		}
	}
	walk(n, false)
	return count
}

// named reports whether the heading h names a hub: a word or two of
// text (see hubName), not a logo's picture.
func named(h *html.Node) bool {
	name := collapse(innerText(h))
	return name != "" && hubName(name)
}

// datedStory reports whether a dateline (see isDateline, datedLine) and
// a paragraph of prose stand after the headline h before the first
// teaser's title that follows it (see teaserTitle: a linked heading, or
// a card's link around its heading): a short story under a headline of
// a word or two ("Regierung gestürzt"), its related cards below it. A
// hub's name stands over its teasers, undated.
func datedStory(h *html.Node, prose map[*html.Node]bool) bool {
	root := h
	for root.Parent != nil && root.Parent.Type == html.ElementNode {
		root = root.Parent
	}
	dateline, _, paras := datelineBefore(root, h, nil, prose, cardTeaser)
	return dateline && paras > 0
}

// cardLink reports a link to another page that may wrap a teaser's
// whole card, its picture and its heading (`<a href="/story"><img><h2>…`):
// themes built on components (Astro's, AMP's, Next.js's) link the card,
// not its title.
func cardLink(n *html.Node) bool {
	if n.Type != html.ElementNode || n.DataAtom != atom.A {
		return false
	}
	href := strings.TrimSpace(attr(n, "href"))
	return href != "" && !strings.HasPrefix(href, "#")
}

func textAndLinkText(n *html.Node) (string, int) {
	var b strings.Builder
	links := 0
	eachText(n, false, func(text string, inLink bool) {
		b.WriteString(text)
		if inLink {
			links += utf8.RuneCountInString(strings.TrimSpace(text))
		}
	})
	return b.String(), links
}

// eachText calls f with the text of every text node under n, in order,
// and whether it stands inside a link (inLink: n is inside one).
func eachText(n *html.Node, inLink bool, f func(text string, inLink bool)) {
	if n.Type == html.TextNode {
		f(n.Data, inLink)
	}
	if n.Type == html.ElementNode && n.DataAtom == atom.A {
		inLink = true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		eachText(c, inLink, f)
	}
}

func linkDensity(n *html.Node) float64 {
	total, links := wordRunesAndLinkText(n)
	if total == 0 {
		return 1
	}
	return float64(links) / float64(total)
}

// wordRunesAndLinkText is textAndLinkText with the text measured as
// utf8.RuneCountInString(collapse(text)) without building it (collapse
// splits where strings.Fields does, see wordRuneCounter).
func wordRunesAndLinkText(n *html.Node) (total, links int) {
	var c wordRuneCounter
	eachText(n, false, func(text string, inLink bool) {
		c.feed(text)
		if inLink {
			links += utf8.RuneCountInString(strings.TrimSpace(text))
		}
	})
	return c.total(), links
}

// wordRuneCounter counts the runes of text fed in pieces as
// utf8.RuneCountInString(strings.Join(strings.Fields(all), " ")) would on
// the pieces joined, without building either string: the runes of the
// words, and one space between two words. A word may run on from one
// piece into the next.
type wordRuneCounter struct {
	runes, words int
	inWord       bool
}

func (c *wordRuneCounter) feed(s string) {
	for _, r := range s {
		if unicode.IsSpace(r) {
			c.inWord = false
			continue
		}
		if !c.inWord {
			c.inWord = true
			c.words++
		}
		c.runes++
	}
}

func (c *wordRuneCounter) total() int {
	if c.words == 0 {
		return 0
	}
	return c.runes + c.words - 1
}

// jsonLDPageTypes reports whether a JSON-LD block describes an article,
// whether it describes a listing page (see listingTypes), whether
// a thing no story is (see thingType), whether a job ad (JobPosting),
// and whether a show (see seriesTypes) or an episode (see episodeTypes),
// looking through arrays and @graph.
func jsonLDPageTypes(src string) (article, listing, thing, job, series, episode bool) {
	var v any
	if json.Unmarshal([]byte(src), &v) != nil {
		return false, false, false, false, false, false
	}
	see := func(t string) {
		t = strings.ToLower(t)
		article = article || articleTypes[t]
		listing = listing || listingTypes[t]
		thing = thing || thingType(t)
		job = job || t == "jobposting"
		series = series || seriesTypes[t]
		episode = episode || episodeTypes[t]
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			switch t := x["@type"].(type) {
			case string:
				see(t)
			case []any:
				for _, e := range t {
					if s, ok := e.(string); ok {
						see(s)
					}
				}
			}
			if g, ok := x["@graph"]; ok {
				walk(g)
			}
		}
	}
	walk(v)
	return article, listing, thing, job, series, episode
}

// seriesTypes are the schema.org types (lowercased) of a show or a
// series: its page describes it and lists its episodes, no story.
var seriesTypes = map[string]bool{"podcastseries": true, "radioseries": true, "tvseries": true}

// episodeTypes are the types of one episode's page: it may be a story
// told in writing beside the player.
var episodeTypes = map[string]bool{"podcastepisode": true, "radioepisode": true, "tvepisode": true, "episode": true,
	"clip": true, "tvclip": true, "radioclip": true, "movieclip": true}

// thingType reports a schema.org type (lowercased) of a page about a
// thing, no story: an event (MusicEvent, SportsEvent…), a job ad, a
// product, a course, the site itself (AboutPage, ContactPage).
func thingType(t string) bool {
	switch t {
	case "jobposting", "product", "productgroup", "course", "realestatelisting", "aboutpage", "contactpage":
		return true
	}
	return strings.HasSuffix(t, "event")
}

// TextLength is how long s reads, in letters of an alphabet: a Chinese or
// Japanese character carries about as much as three of them, a Korean
// syllable two. Thresholds of length written for European text would
// otherwise call a short Chinese story a listing and drop it.
func TextLength(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r < 0x1100: // Latin, Greek, Cyrillic, Arabic, Hebrew, Indic, Thai…
			n++
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
			n += 3
		case unicode.Is(unicode.Hangul, r):
			n += 2
		default:
			n++
		}
	}
	return n
}

// archiveSegments name, in a URL path, the archive pages content systems
// make of a tag, a category or an author: /tag/<slug>/ (WordPress, Ghost,
// Hugo), /category/<slug>/, /author/<slug>/ (and the author of
// Romance languages, German and Polish: /autor/, /auteur/, /autore/).
var archiveSegments = map[string]bool{
	"tag": true, "tags": true, "category": true, "categories": true,
	"author": true, "authors": true, "autor": true, "auteur": true, "autore": true,
}

// ListingURL reports whether a page's URL has the shape content systems
// give listings: a tag, category or author archive (/tag/<slug>/, its
// /page/<n>/), page n of the home page (/page/<n>/), search results
// (/search/…, ?s=… as WordPress writes them), or a story's comments
// (see commentSegments). Such a page is a listing
// whatever its metadata says: many themes write og:type=article on
// every page. A story's own page 2 (/news/story/page/2) is no listing.
func ListingURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	segs := pathSegments(u)
	// WordPress searches at the root of a blog (/?s=, /blog/?s=,
	// /page/2/?s=); a story's own URL may carry an s of another meaning:
	// Substack's share links (/p/<slug>?s=r), ThinkPHP's route
	// (/index.php?s=/home/article/id/5).
	if q := u.Query().Get("s"); q != "" && !strings.Contains(q, "/") {
		rest := segs
		if n := len(rest); n >= 2 && rest[n-2] == "page" && isDigits(rest[n-1]) {
			rest = rest[:n-2]
		}
		if len(rest) <= 1 {
			return true
		}
	}
	if len(segs) > 0 && segs[0] == "search" {
		return true
	}
	if n := len(segs); n >= 2 && segs[n-2] == "page" && isDigits(segs[n-1]) {
		segs = segs[:n-2]
		if len(segs) == 0 {
			return true
		}
	}
	n := len(segs)
	return n >= 2 && archiveSegments[segs[n-2]] || n >= 1 && commentSegments[segs[n-1]]
}

// commentSegments name, as the last segment of a URL's path, the page of
// a story's readers' comments ("/news/2026/11/27/tax-relief/comments"):
// the story's headline over the comments, no story.
var commentSegments = map[string]bool{
	"comments": true, "kommentare": true, "commentaires": true, "comentarios": true, "commenti": true,
	"reacties": true, "komentarze": true, "kommentarer": true, "comentarii": true, "komentare": true,
	"kommentit": true, "yorumlar": true, "komentari": true,
}

// StoryURL reports whether a page's URL has the shape content systems
// give a story's own page, and no listing's (see ListingURL): a slug of
// three words or more ("/news/highway-9-tanker-rollover",
// "…/reforma-dependencia.html"), a long number ("-1234567",
// "?idxno=2012345", "/20261127-00000150") or a date path followed by
// the story's name or number ("/2026/11/26/…"). Section pages are named
// with a word or two ("/politik", "/lo-mas-leido"), archives by a date
// alone ("/2024/05/").
func StoryURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil || ListingURL(rawURL) {
		return false
	}
	for k, vs := range u.Query() {
		if notStoryKeys[strings.ToLower(k)] {
			continue
		}
		for _, v := range vs {
			if len(v) >= 5 && isDigits(v) {
				return true
			}
		}
	}
	segs := pathSegments(u)
	n := len(segs)
	if n == 0 {
		return false
	}
	for i := 0; i+2 < n; i++ {
		if isYear(segs[i]) && monthSegment(segs[i+1]) {
			rest := segs[i+2:]
			if len(rest[0]) <= 2 && isDigits(rest[0]) {
				rest = rest[1:]
			}
			// "/2026/11/26/page/2/" is page 2 of a day's archive.
			if len(rest) > 0 && !(len(rest) == 2 && rest[0] == "page" && isDigits(rest[1])) {
				return true
			}
		}
	}
	if n >= 2 && longNumber(segs[n-2]) {
		return true // "/news/20261113/kyushoku-muryo"
	}
	last := segs[n-1]
	last = withoutExtension(last)
	if longNumber(last) {
		return true
	}
	words := 0
	for _, w := range strings.FieldsFunc(last, func(r rune) bool { return r == '-' || r == '_' || r == '+' || r == '.' }) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			words++
		}
	}
	return words >= 3 && len(last) >= 15
}

// notStoryKeys are query keys whose long number names no story: a
// cache-buster's or a timestamp's, a day's listing ("?date=20261127").
var notStoryKeys = map[string]bool{"_": true, "t": true, "ts": true, "timestamp": true, "time": true,
	"cb": true, "v": true, "ver": true, "version": true, "date": true, "day": true, "from": true, "to": true}

// cutShort reports a line that ends in an ellipsis ("…", "...",
// "[…]", "(...)"): a teaser's excerpt cut short, not a story's sentence.
func cutShort(line string) bool {
	line = strings.TrimRightFunc(line, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.In(r, unicode.Pf, unicode.Pe) || r == '"' || r == '\''
	})
	return strings.HasSuffix(line, "…") || strings.HasSuffix(line, "...")
}

// longNumber reports a run of five digits or more: an id or a date.
func longNumber(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			run = 0
		} else if run++; run >= 5 {
			return true
		}
	}
	return false
}

// monthSegment reports a path segment that is a month: its number or the
// first three letters of its English name.
func monthSegment(s string) bool {
	if len(s) <= 2 && isDigits(s) {
		m := 0
		for i := 0; i < len(s); i++ {
			m = 10*m + int(s[i]-'0')
		}
		return m >= 1 && m <= 12
	}
	return len(s) == 3 && strings.Contains("jan feb mar apr may jun jul aug sep oct nov dec", s)
}

// SecondLook tells whether an article extracted from a page Classify
// called a listing is the page's story after all: its title is the text
// of one of the page's headings that links nowhere, or of the element
// that stands in for one (a headline set in a styled <div>, see
// titleStandIn; a listing's title is a section's name, but then its
// body is teasers), and two thirds of
// its body, and as much as a stored article's, is sentences: lines of
// forty characters or more that end as a sentence ends. A list of
// headlines, a soft 404's "most read" block, ends no line so.
func SecondLook(doc *html.Node, a Article) bool {
	title := strings.ToLower(collapse(a.Title))
	if title == "" {
		return false
	}
	h := headingReading(doc, title)
	if h == nil {
		// A headline set in a styled <div> (see titleStandIn) reads the
		// title as the page writes it.
		h = titleStandIn(doc, collapse(a.Title), "")
	}
	if h == nil || overTeasers(h) {
		return false
	}
	total, prose, excerpts := 0, 0, 0
	var teasers map[string]bool // the excerpts of the page's listed teasers
	for _, line := range strings.Split(a.Body, "\n") {
		line = strings.TrimSpace(line)
		l := TextLength(line)
		total += l
		if l >= 40 && endsSentence(line) && !cutShort(line) {
			prose += l
			if teasers == nil {
				teasers = listedExcerpts(doc, h)
			}
			if teasers[collapse(line)] {
				excerpts += l
			}
		}
	}
	// Sentences mostly each under a linked title in a list's item or a
	// card are teasers' excerpts: a newsletter's archive of issues, an
	// index of episodes, a TV guide's programmes.
	if 3*prose < 2*total || 2*excerpts >= prose {
		return false
	}
	return prose >= shortestStory || prose >= shortestVideo && VideoStory(doc, a)
}

// shortestVideo is the fewest letters of prose of a video's own page
// (see VideoStory): its description is a sentence or two.
const shortestVideo = 100

// VideoStory reports a video's own page: the page's JSON-LD VideoObject
// is named by the article's title (a label such as "VIDEO:" aside), and
// the start of its description is in the article's body. A news
// video's page is its headline, the player and a sentence or two: a
// story, shorter than a written one.
func VideoStory(doc *html.Node, a Article) bool {
	title := strings.ToLower(collapse(a.Title))
	body := strings.ToLower(collapse(a.Body))
	if title == "" || body == "" {
		return false
	}
	for _, n := range ldScripts(doc) {
		if n.FirstChild != nil && slices.ContainsFunc(parseJSONLD(n.FirstChild.Data, n), func(o ldObject) bool { return ldVideoNamed(o.m, title, body) }) {
			return true
		}
	}
	return false
}

// ldVideoNamed reports a JSON-LD VideoObject, m, whose name is title
// (lowercased, spaces collapsed), or title less a label of a word or
// two, and whose description's first sixty letters are in body.
func ldVideoNamed(m map[string]any, title, body string) bool {
	if !typeIs(m["@type"], "videoobject") {
		return false
	}
	name, desc := strings.ToLower(ldString(m, "name")), strings.ToLower(ldString(m, "description"))
	if TextLength(name) < 20 || !strings.HasSuffix(title, name) || len(title)-len(name) > 12 || desc == "" {
		return false
	}
	if r := []rune(desc); len(r) > 60 {
		desc = string(r[:60])
	}
	return strings.Contains(body, desc)
}

// listedExcerpts returns the text (spaces collapsed) of the <p>s that
// stand in a teaser after its title: in a list's item after a link of
// their own (a title linked as such, or a linked heading), or in a
// card, an element whose one linked heading (or link around a heading)
// stands before them (a TV guide's programmes, a horoscope's signs, a
// hub's cards written as <div>s or <article>s). A card holds no
// paragraph of prose before its title, nor the page's headline (h): a
// story's own paragraphs stand around a related story's linked heading
// set in its body, or under a kicker's, an author's or a logo's.
func listedExcerpts(doc, h *html.Node) map[string]bool {
	found := map[string]bool{}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch n.DataAtom {
		case atom.Script, atom.Style, atom.Template:
			return
		}
		if n.Type == html.ElementNode {
			item := n.DataAtom == atom.Li
			titles := 0
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if teaserTitle(c, item) {
					titles++
				}
			}
			if item && titles > 0 || titles == 1 && !contains(n, h) && !proseBeforeTitle(n) && repeatedCard(n) {
				var excerpts []string
				linked := false
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					switch {
					case teaserTitle(c, item):
						linked = true
					case linked && c.Type == html.ElementNode && (c.DataAtom == atom.P || c.DataAtom == atom.Div && textDiv(c)):
						excerpts = append(excerpts, collapse(innerText(c)))
					}
				}
				// A card's excerpt is a paragraph or two; more under a
				// linked heading are a story's own, after a related
				// link set in its body.
				if item || len(excerpts) <= 2 {
					for _, e := range excerpts {
						found[e] = true
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return found
}

// proseBeforeTitle reports whether a paragraph of prose (a <p>, or a
// <div> of text that ends as a sentence does) stands in n before its
// teaser's title (see teaserTitle): n is then a story's body, not a
// card (a card's kicker or date is no sentence).
func proseBeforeTitle(n *html.Node) bool {
	for c := n.FirstChild; c != nil && !teaserTitle(c, false); c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if _, ok := paragraphChars(c); ok && c.DataAtom == atom.P {
			return true
		}
		if c.DataAtom == atom.Div && textDiv(c) {
			if _, ok := divParagraphChars(c); ok {
				return true
			}
		}
	}
	return false
}

// repeatedCard reports whether n, or its parent, has a sibling of its
// tag and class that holds a teaser's title as a child or a grandchild
// (see teaserTitle): cards come in rows (a TV guide's channels, a
// horoscope's signs); a story's body with an author's or a related
// story's linked heading stands alone.
func repeatedCard(n *html.Node) bool {
	for i, m := 0, n; i < 2 && m != nil && m.Type == html.ElementNode && m.Parent != nil; i, m = i+1, m.Parent {
		class := attr(m, "class")
		for s := m.Parent.FirstChild; s != nil; s = s.NextSibling {
			if s != m && s.Type == html.ElementNode && s.DataAtom == m.DataAtom && attr(s, "class") == class && holdsTeaserTitle(s) {
				return true
			}
		}
	}
	return false
}

// holdsTeaserTitle reports an element with a teaser's title (see
// teaserTitle) as a child or a grandchild.
func holdsTeaserTitle(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if teaserTitle(c, false) {
			return true
		}
		for g := c.FirstChild; g != nil; g = g.NextSibling {
			if teaserTitle(g, false) {
				return true
			}
		}
	}
	return false
}

// teaserTitle reports whether c is a teaser's title: a linked heading,
// or a link around a heading; in a list's item (item) any text link.
// Its excerpt may be a <p> or a <div> of text (see textDiv).
func teaserTitle(c *html.Node, item bool) bool {
	switch {
	case c.Type != html.ElementNode:
		return false
	case isHeadingTag(c.DataAtom):
		return isLinkedTitle(c)
	case c.DataAtom == atom.A && item:
		return isTextLink(c)
	case c.DataAtom == atom.A:
		// a card's link around its picture and its heading, whose
		// name may be a word ("Aries")
		return cardLink(c) && firstHeading(c) != nil
	}
	return false
}

// headsTeaser reports an element whose child, or grandchild, is a
// teaser's title (see teaserTitle: a linked heading, or a card's link
// around its heading): a teaser's card.
func headsTeaser(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if teaserTitle(c, false) {
			return true
		}
		if isHeadingTag(c.DataAtom) {
			continue
		}
		for g := c.FirstChild; g != nil; g = g.NextSibling {
			if teaserTitle(g, false) {
				return true
			}
		}
	}
	return false
}

// headingReading returns the first <h1>, <h2> or <h3> of the page that
// holds no text link and reads title (lowercased, spaces collapsed).
func headingReading(n *html.Node, title string) *html.Node {
	if n.Type == html.ElementNode {
		switch n.DataAtom {
		case atom.H1, atom.H2, atom.H3:
			if !hasTextLink(n) && strings.ToLower(collapse(innerText(n))) == title {
				return n
			}
			return nil
		case atom.Script, atom.Style, atom.Template:
			return nil
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if h := headingReading(c, title); h != nil {
			return h
		}
	}
	return nil
}

// overTeasers reports whether the heading h names a list of teasers: in
// the block around it (up to three levels up) stand more than two
// linked headings, and the teasers — each an element under its linked
// heading, its date and excerpt — and the other links are half the
// block's text or more. A section's or a topic's page at a story-shaped
// URL ("/news/local-news-and-weather/") is its name, a description and
// its teasers; a story's related links are a small part of its block.
func overTeasers(h *html.Node) bool {
	for level, a := 1, h.Parent; level <= 3 && a != nil && a.Type == html.ElementNode; level, a = level+1, a.Parent {
		if linkedHeadings(a) <= 2 {
			continue
		}
		total, links := wordRunesAndLinkText(a)
		cards, cardLinks := 0, 0
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				switch {
				case c.Type != html.ElementNode || c == h:
				case !contains(c, h) && headsTeaser(c):
					t, l := wordRunesAndLinkText(c)
					cards, cardLinks = cards+t, cardLinks+l
				default:
					walk(c)
				}
			}
		}
		walk(a)
		if total > 0 && 2*(cards+links-cardLinks) >= total {
			return true
		}
	}
	return false
}

// endsSentence reports a line that ends as a sentence does, in any
// script, closing quotes and brackets aside: the full stops of Chinese
// and Japanese (and their half- and full-width forms), the danda and
// double danda of Indic scripts, Urdu's, Ethiopic's, Armenian's (։),
// Khmer's (។), Burmese's (။) and Tibetan's (།).
func endsSentence(line string) bool {
	line = strings.TrimRightFunc(line, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.In(r, unicode.Pf, unicode.Pe) || r == '"' || r == '\''
	})
	r, _ := utf8.DecodeLastRuneInString(line)
	return strings.ContainsRune(".!?。！？．｡…।॥۔؟።։។။།", r)
}

// teaserExcerpts returns the text, in word runes, of the paragraphs
// under scope, outside run, that stand beside a linked heading: a
// teaser's excerpt under its title.
func teaserExcerpts(scope, run *html.Node, prose map[*html.Node]bool) int {
	chars := 0
	for p := range prose {
		if p.Parent == nil || contains(run, p) || !contains(scope, p) {
			continue
		}
		for c := p.Parent.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && isHeadingTag(c.DataAtom) && isLinkedTitle(c) {
				t, _ := wordRunesAndLinkText(p)
				chars += t
				break
			}
		}
	}
	return chars
}
