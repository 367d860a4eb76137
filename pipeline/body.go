package pipeline

import (
	"bytes"
	"context"
	"errors"
	"hash/fnv"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"golang.org/x/net/html"
)

// minArticleBody is the fewest characters of body text an article page
// must yield, counted as extract.TextLength reads them (a Chinese
// character as three); less means the page was not an article after all.
const minArticleBody = 200

// fetched is a response whose raw body is stored under hash.
type fetched struct {
	*crawl.Response
	hash string
}

// handleBody classifies a changed page and acts on it: links of
// listings, feeds and sitemaps go to the frontier, articles are extracted
// and stored. It returns the outcome for the fetch log.
func (p *Pipeline) handleBody(ctx context.Context, r *run, it store.FrontierItem, pg *store.Page, resp fetched) string {
	kind := bodyKind(it.Hint, resp.ContentType, resp.Body)
	if kind != store.KindListing {
		pg.Kind, pg.RawHash = kind, resp.hash
		return p.discover(ctx, r, it, kind, resp.Body, resp.ContentType, resp.URL)
	}
	if target := crawl.StubRedirect(resp.Body, resp.URL); target != "" {
		return p.scriptRedirected(ctx, r, it, pg, resp.hash, target)
	}
	doc, _, err := extract.ParseHTML(resp.Body, crawl.WithDetectedCharset(resp.Body, resp.ContentType, resp.URL))
	if err != nil {
		r.fail("decode")
		p.log.Warn("cannot decode page", "url", it.URL, "err", err)
		// Retried by schedule like any failed fetch, not every run, and
		// asked for whole: the validators name the body that could not
		// be read, and a 304 to them would pass for an unchanged page.
		pg.ETag, pg.LastModified = "", ""
		p.failPage(ctx, pg, err.Error())
		return "failed"
	}
	textSim := crawl.VisibleTextSimHash(doc)
	if pg.Kind == store.KindArticle && !movedArticle(*pg, resp.URL) && !p.readAsStandIn(ctx, r, it.URL, *pg) &&
		p.chromeOnly(ctx, pg, textSim, doc) {
		// The bytes changed but the text a reader sees did not, or only
		// in its chrome (a rotating ad): not re-extracted, not re-stored.
		pg.TextSimHash = textSim
		pg.Unchanged++
		r.count(func(s *store.Summary) { s.Unchanged++ })
		return "unchanged"
	}
	if pg.Kind == store.KindListing && pg.StoryJudged && pg.TextSimHash != 0 && crawl.Hamming(pg.TextSimHash, textSim) > p.cfg.SimThreshold &&
		!p.sameHeadline(ctx, *pg, doc) {
		// The story evidence a listing was judged with was for the text
		// it had: its new text is judged on the evidence it has itself,
		// and, judged a listing without it, is read again when a feed or
		// news sitemap names it (see storyUnjudged). An article keeps
		// its mark: its edits are of the story a feed named; so does a
		// stub under the same headline, now the story written.
		pg.StoryJudged = false
	}
	pg.TextSimHash = textSim
	pg.RawHash = resp.hash
	// A page at a listing's URL (a tag archive, search results) is a
	// listing whatever it looks like; one at a story's URL, or a feed's
	// item, is taken as an article on less evidence (see
	// extract.ClassifyCrawled), and when even so it looks like a listing,
	// it is extracted for a second look (see extract.SecondLook): a lost
	// article is lost for good.
	classified, second := false, false
	if it.Hint != hintSeed && it.Hint != hintListing {
		// Story evidence also when a feed or news sitemap named the URL
		// while it was queued or fetched (see storyNamedAgain), or named
		// it before, when it was judged with it.
		story := it.Hint == hintArticle || pg.StoryJudged || r.namedStory(it.URL) || p.storyURL(ctx, r, it.Site, resp.URL)
		pg.StoryJudged = story
		kind, secondLook := extract.ClassifyCrawled(doc, resp.URL, story)
		classified, second = kind == extract.KindArticle, secondLook
	}
	if classified || second {
		if outcome, ok := p.handleArticle(ctx, r, it, pg, doc, resp, second); ok {
			p.consider(ctx, r, it, r.capped(r.htmlLinks(doc, resp.URL), maxPageLinks))
			return outcome
		}
	}
	links := r.capped(r.htmlLinks(doc, resp.URL), maxPageLinks)
	if sum := linksHash(links); pg.Kind == store.KindListing && pg.LinksHash != 0 && sum == pg.LinksHash {
		pg.SameLinks++ // only a clock or an ad moved
	} else {
		pg.SameLinks, pg.LinksHash = 0, sum
	}
	pg.Kind = store.KindListing
	r.readForLinks(it.Site, it.URL)
	p.consider(ctx, r, it, links)
	return "listing"
}

// sameHeadline reports whether the stored page of pg, a listing judged
// with story evidence, bears the headline (its document title) of doc,
// the text it changed to: a stub a feed named ("developing, more soon")
// that became the story written. The feed's evidence holds for it, and
// the feed, which rolls over, may not name it again.
func (p *Pipeline) sameHeadline(ctx context.Context, pg store.Page, doc *html.Node) bool {
	title := extract.HeadTitle(doc)
	if title == "" {
		return false
	}
	old, ok := p.storedDoc(ctx, pg)
	return ok && extract.HeadTitle(old) == title
}

// storedDoc returns the parsed copy of pg's page the store holds, if it
// holds one that parses.
func (p *Pipeline) storedDoc(ctx context.Context, pg store.Page) (*html.Node, bool) {
	if pg.RawHash == "" {
		return nil, false
	}
	raw, err := p.db.Raw(ctx, pg.RawHash)
	if err != nil {
		return nil, false
	}
	doc, _, err := extract.ParseHTML(raw, crawl.WithDetectedCharset(raw, pg.ContentType, pg.URL))
	return doc, err == nil
}

// scriptRedirected handles a page that only sends the reader to target
// with a script (see crawl.StubRedirect): as a redirect the fetcher
// queued, temporary (a script says nothing of a move for good), its
// target considered at the page's depth, and a link to the page read as
// its target for a while (see revisit).
func (p *Pipeline) scriptRedirected(ctx context.Context, r *run, it store.FrontierItem, pg *store.Page, hash, target string) string {
	if reason, msg := r.redirectHop(it.URL, target); reason != "" {
		r.fail(reason)
		p.failPage(ctx, pg, msg)
		return "failed"
	}
	pg.Kind, pg.RedirectTo, pg.RawHash = store.KindRedirect, target, hash
	p.queueRedirect(ctx, r, it, target)
	return "redirect"
}

// chromeOnly tells whether a known article page changed only in its
// chrome, block by block against the previous raw page: a changed ad can
// flip more SimHash bits than the threshold allows on a short page, and a
// corrected headline flips fewer than it on a long one, though the
// article changed. Only without a previous page to compare does the
// SimHash of the visible text decide alone.
func (p *Pipeline) chromeOnly(ctx context.Context, pg *store.Page, textSim uint64, doc *html.Node) bool {
	near := pg.TextSimHash != 0 && crawl.Hamming(pg.TextSimHash, textSim) <= p.cfg.SimThreshold
	old, ok := p.storedDoc(ctx, *pg)
	if !ok {
		return near
	}
	return crawl.ChromeOnly(old, doc)
}

// discover queues the links of a sitemap, feed or listing page.
func (p *Pipeline) discover(ctx context.Context, r *run, it store.FrontierItem, kind string, body []byte, ctype, pageURL string) string {
	r.readForLinks(it.Site, it.URL)
	switch kind {
	case store.KindSitemap:
		sm, err := crawl.ParseSitemap(body, pageURL)
		if err != nil {
			r.fail("parse_sitemap")
			if len(sm.URLs)+len(sm.Sitemaps) == 0 {
				p.log.Warn("bad sitemap", "url", it.URL, "err", err)
				return "failed"
			}
			// A sitemap cut at the body limit still lists what it listed.
			p.log.Warn("sitemap breaks off; queuing the entries before the break", "url", it.URL,
				"entries", len(sm.URLs)+len(sm.Sitemaps), "err", err)
		}
		var links []discovered
		// The site's own sitemap vouches for the sitemaps it lists,
		// wherever they are, as robots.txt does; a sitemap off the site
		// (vouched for so) only for those on its own host. Never for
		// pages off the site.
		away := offsite(it)
		for _, s := range sm.Sitemaps {
			links = append(links, discovered{url: s, hint: hintSitemap, prio: prioListing,
				vouched: !away || crawl.Host(s) == it.Host})
		}
		trusted := lastmodsTrusted(sm.URLs)
		for _, u := range sm.URLs {
			d := discovered{url: u.URL, hint: hintPage, prio: prioNew}
			if u.News {
				d.hint = hintArticle
			}
			if trusted {
				d.modified = lastmodOf(u, p.now())
			}
			links = append(links, d)
		}
		p.consider(ctx, r, it, r.capped(links, maxSitemapLinks))
		return "sitemap"
	case store.KindFeed:
		items, err := crawl.ParseFeed(body, pageURL)
		if err != nil {
			r.fail("parse_feed")
			if len(items) == 0 {
				p.log.Warn("bad feed", "url", it.URL, "err", err)
				return "failed"
			}
			// A feed cut off or badly escaped still lists what it listed.
			p.log.Warn("feed breaks off; queuing the items before the break", "url", it.URL, "items", len(items), "err", err)
		}
		links := make([]discovered, 0, len(items))
		for _, fi := range items {
			links = append(links, discovered{url: fi.URL, hint: hintArticle, prio: prioFresh})
		}
		p.consider(ctx, r, it, r.capped(links, maxSitemapLinks))
		return "feed"
	}
	if kind == store.KindRedirect {
		// An unchanged page that sends the reader on with a script.
		if target := crawl.StubRedirect(body, pageURL); target != "" {
			if reason, _ := r.redirectHop(it.URL, target); reason == "" {
				p.queueRedirect(ctx, r, it, target)
			}
			return "redirect"
		}
	}
	doc, _, err := extract.ParseHTML(body, crawl.WithDetectedCharset(body, ctype, pageURL))
	if err != nil {
		r.fail("decode")
		p.log.Warn("cannot decode page", "url", it.URL, "err", err)
		return "failed"
	}
	p.consider(ctx, r, it, r.capped(r.htmlLinks(doc, pageURL), maxPageLinks))
	return "listing"
}

// Links taken from one document, as mature crawlers bound them: a page
// with hundreds of thousands of links is a trap, and every link taken
// stays in the run's memory.
const (
	maxPageLinks    = 6000   // Heritrix's default
	maxSitemapLinks = 50_000 // the sitemap protocol's most per file
)

// capped keeps limit links and counts the rest as skipped: the ones that
// lead to more links (a listing's next page, a feed, a sitemap) first,
// then the others in the page's order.
func (r *run) capped(links []discovered, limit int) []discovered {
	if len(links) <= limit {
		return links
	}
	r.count(func(s *store.Summary) { s.Skipped["too_many_links"] += len(links) - limit })
	out := make([]discovered, 0, limit)
	for _, pass := range []bool{true, false} {
		for _, l := range links {
			if len(out) == limit {
				return out
			}
			if lead := l.hint == hintListing || l.hint == hintFeed || l.hint == hintSitemap; lead == pass {
				out = append(out, l)
			}
		}
	}
	return out
}

func (r *run) htmlLinks(doc *html.Node, pageURL string) []discovered {
	var links []discovered
	for _, l := range r.links.Links(doc, pageURL) {
		d := discovered{url: l.URL, prio: prioNew}
		switch l.Rel {
		case "next":
			d.hint, d.prio = hintListing, prioListing
		case "alternate-feed":
			d.hint, d.prio = hintFeed, prioListing
		}
		links = append(links, d)
	}
	return links
}

// bodyKind tells sitemaps and feeds from HTML by hint, type and content.
func bodyKind(hint, contentType string, body []byte) string {
	ct := strings.ToLower(contentType)
	head := body
	if len(head) > 512 {
		head = head[:512]
	}
	head = bytes.ToLower(head)
	switch {
	case hint == hintSitemap || bytes.Contains(head, []byte("<urlset")) || bytes.Contains(head, []byte("<sitemapindex")):
		return store.KindSitemap
	case hint == hintFeed || strings.Contains(ct, "rss") || strings.Contains(ct, "atom") ||
		bytes.Contains(head, []byte("<rss")) || bytes.Contains(head, []byte("<feed")):
		return store.KindFeed
	}
	return store.KindListing
}

// canonicalURL is the URL an article is stored under: the page's
// <link rel=canonical> when it names another page of the site that can
// be an article, else the URL the page was fetched from, after its
// redirects (a link to the old URL of a moved article and a link to its
// new one give one article, whether or not the host's delay had the
// redirect queued). A canonical naming the site's home page, a section
// above the page (isSectionOf) or a page crawled as a listing, feed or
// sitemap is a template's mistake (every article of a section would be
// stored as one and overwrite the one before) and is not followed. own is
// the page's own URL, after its redirects.
//
// A copy (AMP, print) is the article its canonical page holds: when that
// page moved for good (301 or 308 within the site, or a temporary
// redirect that came to count as a move, see redirectMoved) the copy's article is
// stored where the moved article is, and when it is gone (410, or 404
// until given up) the copy holds none (gone is set), so that neither a
// crawl nor a replay of the copy brings back the article the move or the
// drop took out.
func (p *Pipeline) canonicalURL(ctx context.Context, doc *html.Node, pageURL, finalURL, site string) (canonical, own string, gone bool) {
	if f, err := crawl.Canonicalize(finalURL, nil); err == nil && f != pageURL {
		if sid, err := crawl.SiteID(f); err == nil && sid == site {
			pageURL = f
		}
	}
	c := crawl.CanonicalLink(doc, finalURL)
	if c == "" || c == pageURL {
		return pageURL, pageURL, false
	}
	if sid, err := crawl.SiteID(c); err != nil || sid != site {
		return pageURL, pageURL, false
	}
	if u, err := url.Parse(c); err != nil || u.Path == "/" && u.RawQuery == "" || isSectionOf(c, pageURL) {
		return pageURL, pageURL, false
	}
	if pg, err := p.db.Page(ctx, c); err == nil {
		switch pg.Kind {
		case store.KindListing, store.KindFeed, store.KindSitemap:
			return pageURL, pageURL, false
		}
	}
	held, gone := p.heldAt(ctx, c, site)
	if held == pageURL {
		return pageURL, pageURL, gone
	}
	return held, pageURL, gone
}

// heldAt returns the URL under which the article of page u is stored
// now, following the moves the crawl recorded: u itself, the target of
// its permanent redirect within site (queued, or followed by the
// fetcher) or of a temporary one that counts as a move (redirectMoved),
// or the canonical its page named. gone reports a page that
// answered 410, or 404 until it was given up: its article was dropped.
func (p *Pipeline) heldAt(ctx context.Context, u, site string) (held string, gone bool) {
	for range maxRedirectHops {
		pg, err := p.db.Page(ctx, u)
		switch {
		case err != nil:
			return u, false
		case pg.Status == http.StatusGone || pg.Status == http.StatusNotFound && pg.Failures >= p.cfg.FailLimit &&
			pg.Kind == store.KindArticle && pg.ArticleID == "":
			// Taken down, or not found until given up and its article
			// dropped (not kept, as after an outage's 503s; not a
			// canonical that never held one).
			return u, true
		case p.redirectMoved(pg):
			if sid, err := crawl.SiteID(pg.RedirectTo); err != nil || sid != site || pg.ArticleID != "" {
				return u, false // off the site: the article stays (see redirected)
			}
			u = pg.RedirectTo
		case pg.Kind == store.KindArticle && pg.ArticleID != "" && pg.ArticleID != extract.ArticleID(u):
			a, err := p.db.Article(ctx, pg.ArticleID)
			if err != nil || a.URL == "" {
				return u, false
			}
			return a.URL, false
		default:
			return u, false
		}
	}
	return u, false
}

// isSectionOf reports a canonical URL that names a section above the
// page rather than the page: a path two or more segments up ("/news/"
// or "/news" for "/news/2026/story"). One segment up is the page itself
// more often than not (an AMP copy's "/story/" for "/story/amp/"), and
// so is a copy's suffix however deep ("amp/index.html", "page/2").
func isSectionOf(canonical, page string) bool {
	cu, err1 := url.Parse(canonical)
	pu, err2 := url.Parse(page)
	if err1 != nil || err2 != nil || cu.RawQuery != "" {
		return false
	}
	dir := strings.TrimSuffix(cu.Path, "/") + "/"
	if !strings.HasPrefix(pu.Path, dir) || len(pu.Path) == len(dir) {
		return false
	}
	below := strings.Split(strings.Trim(pu.Path[len(dir):], "/"), "/")
	return len(below) >= 2 && !copySuffixes[below[0]]
}

// ampCopy reports whether a page is an AMP document: its <html> marked
// "amp" or "⚡" (as the AMP format requires), or its URL an AMP path
// ("/story/amp", "/amp/story") or query ("?amp", "?outputType=amp").
func ampCopy(doc *html.Node, pageURL string) bool {
	for n := doc.FirstChild; n != nil; n = n.NextSibling {
		if n.Type == html.ElementNode && n.Data == "html" {
			for _, a := range n.Attr {
				if a.Key == "amp" || a.Key == "⚡" {
					return true
				}
			}
		}
	}
	u, err := url.Parse(pageURL)
	if err != nil {
		return false
	}
	q := u.Query()
	if q.Has("amp") || strings.EqualFold(q.Get("outputType"), "amp") {
		return true
	}
	return slices.Contains(strings.Split(strings.ToLower(u.Path), "/"), "amp")
}

// copySuffixes open the path of another rendering of the page above them.
var copySuffixes = map[string]bool{"amp": true, "print": true, "page": true, "output": true, "embed": true}

// handleArticle extracts and stores an article page. ok=false means the
// page turned out not to be an article. A page extracted for a second
// look (second) is one only when extract.SecondLook says so.
func (p *Pipeline) handleArticle(ctx context.Context, r *run, it store.FrontierItem, pg *store.Page, doc *html.Node, resp fetched, second bool) (string, bool) {
	u, own, gone := p.canonicalURL(ctx, doc, it.URL, resp.URL, it.Site)
	if gone {
		// A copy of an article taken down (see canonicalURL): it holds
		// none, and its own URL does not take the article's place.
		p.dropArticle(ctx, pg, pg.ArticleID, "gone")
		pg.Kind, pg.ArticleID, pg.SimHash = store.KindArticle, "", 0
		r.skip("canonical_gone")
		return "canonical_gone", true
	}
	// The page's stored fetch time, the one a replay extracts against, so
	// relative dates ("2 hours ago") give one instant in both.
	fetchedAt := pg.FetchedAt
	if fetchedAt.IsZero() {
		fetchedAt = p.now()
	}
	a, err := p.extract.Extract(ctx, &extract.Page{URL: u, Site: it.Site, Doc: doc, Fetched: fetchedAt})
	if err != nil {
		r.fail("extract")
		p.log.Warn("extraction failed", "url", it.URL, "err", err)
		return "failed", true
	}
	// A video's own page met for a second look is a story of a sentence
	// or two (see extract.VideoStory): SecondLook holds it to its bar.
	short := extract.TextLength(a.Body) < minArticleBody && !(second && extract.VideoStory(doc, a))
	if a.Title == "" || short || second && !extract.SecondLook(doc, a) {
		return "", false
	}
	sim := crawl.SimHash(a.Body)
	if u != own && (!r.claimCanonical(u, a.Title, sim) || p.otherArticleAt(ctx, pg, a, sim)) {
		if ampCopy(doc, own) {
			// An AMP page is by its rules a copy of the page its
			// canonical names, whatever its text (an AMP template may
			// drop half the story and add blurbs of its own): never an
			// article of its own. The canonical page's text is kept,
			// and one stored under the copy's URL before is dropped.
			p.dropArticle(ctx, pg, pg.ArticleID, "amp_copy")
			pg.Kind, pg.ArticleID, pg.SimHash = store.KindArticle, "", 0
			r.skip("amp_copy")
			return "amp_copy", true
		}
		// Another article, of this run or stored before, under another
		// headline or with another text, named the same canonical: a
		// template's one link on every page, not this page's address.
		// (Copies of one article, AMP or print, share their headline,
		// their text and their canonical.)
		a.URL, a.ID = own, extract.ArticleID(own)
	}
	folded := false
	if u == own {
		if from := p.standInFor(ctx, r, it, pg); from != "" {
			if title, old, ok := p.storedText(ctx, extract.ArticleID(from)); ok && (title == a.Title || crawl.Hamming(old, sim) <= copyBits) {
				// The article of a URL that redirects here for a while:
				// refreshed under its lasting URL, not stored twice.
				a.URL, a.ID, folded = from, extract.ArticleID(from), true
			}
		}
	}
	r.count(func(s *store.Summary) { s.Extracted++ })
	held := pg.ArticleID
	sameArticle := held == a.ID && pg.SimHash != 0
	nearDup := sameArticle && crawl.Hamming(pg.SimHash, sim) <= p.cfg.SimThreshold && p.sameTitle(ctx, a)
	pg.Kind, pg.ArticleID, pg.SimHash = store.KindArticle, a.ID, sim
	if nearDup {
		// Only page chrome or noise changed: not re-stored, not re-indexed.
		r.count(func(s *store.Summary) { s.Unchanged++ })
		pg.Unchanged++
		return "unchanged", true
	}
	change, err := p.db.SaveArticle(ctx, a, false)
	if err != nil {
		r.fail("store")
		p.log.Error("store article", "url", it.URL, "err", err)
		return "failed", true
	}
	if folded && r.foldedAfterMove(it.URL) {
		// The URL it stood in for moved for good meanwhile, and its
		// move's drop may have come before this save: the article
		// leaves that URL, and the page is read once more, as a page
		// of its own (see redirected).
		if err := p.db.DeleteArticle(ctx, a.ID); err != nil && !errors.Is(err, store.ErrNotFound) {
			p.log.Error("drop article", "url", a.URL, "reason", "moved", "err", err)
		}
	}
	if held != a.ID {
		// The page's article is now stored under another URL (a
		// redirect followed, a new canonical): the copy under the
		// page's own URL would be a duplicate.
		p.dropArticle(ctx, pg, held, "moved")
	}
	switch change {
	case store.ChangeNew:
		r.count(func(s *store.Summary) { s.New++ })
		pg.Unchanged = 0
	case store.ChangeNone:
		r.count(func(s *store.Summary) { s.Unchanged++ })
		pg.Unchanged++
	default:
		r.count(func(s *store.Summary) { s.Updated++ })
		pg.Unchanged = 0
	}
	return strings.ToLower(string(change)), true
}

// standInFor returns the URL whose stored article the page of it stands
// in for, or "": a URL that redirects here with a temporary redirect
// (302, 303, 307) and holds its article under its own URL, as queued in
// this run or, by the page's record, in an earlier one.
//
// A temporary redirect says the article's address is still the URL
// asked for (a paywall's or an edition's detour, an A/B test), so its
// article is not dropped (see redirected); the target, the same story
// (its headline or its text), refreshes that article instead of being
// stored as a second one beside it. A target that is another story is
// stored under its own URL. Said again to the same target on FailLimit
// fetches in a row, the redirect counts as a move, as a 301 does.
func (p *Pipeline) standInFor(ctx context.Context, r *run, it store.FrontierItem, pg *store.Page) string {
	r.mu.Lock()
	from := r.standIn[it.URL]
	r.mu.Unlock()
	if from == "" && pg.ArticleID != "" && pg.ArticleID != extract.ArticleID(it.URL) {
		if a, err := p.db.Article(ctx, pg.ArticleID); err == nil {
			from = a.URL
		}
	}
	if from == "" {
		return ""
	}
	opg, err := p.db.Page(ctx, from)
	if err != nil || opg.Kind != store.KindRedirect || permanentRedirect(opg.Status) || opg.RedirectTo != it.URL ||
		opg.ArticleID == "" || opg.ArticleID != extract.ArticleID(from) {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.movedFor[from] {
		// Its URL is moving for good, and its record, read before
		// that move is saved, says otherwise: the move drops its
		// article, this page is a page of its own.
		return ""
	}
	r.standInRead[it.URL] = true
	return from
}

// readAsStandIn reports a page to be read again, and extracted though
// unchanged, for the stand-in it is or was: one a redirect seen in this
// run names (see standInUnread), or one whose stand-in article is gone
// (see lostStandIn). The run's own record is asked first; it costs no
// store look-up.
func (p *Pipeline) readAsStandIn(ctx context.Context, r *run, u string, pg store.Page) bool {
	return r.standInUnread(u, pg) || r.movedAwayUnread(u, pg) || p.lostStandIn(ctx, u, pg)
}

// movedAwayUnread reports a page read again because the URL it stood in
// for moved for good while it was handled (see redirected), whose record
// still holds that URL's article: read though unchanged, to be stored
// under its own URL.
func (r *run) movedAwayUnread(u string, pg store.Page) bool {
	if pg.ArticleID == "" || pg.ArticleID == extract.ArticleID(u) {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.movedAway[u] == movedRereading
}

// lostStandIn reports a page that stood in for the article of a URL
// redirecting to it for a while (see standInFor) whose article is gone:
// the redirect became a move, and the page, reached through it again,
// is read (and extracted, though unchanged) to store the article under
// its own URL.
func (p *Pipeline) lostStandIn(ctx context.Context, u string, pg store.Page) bool {
	if pg.ArticleID == "" || pg.ArticleID == extract.ArticleID(u) {
		return false
	}
	_, err := p.db.Article(ctx, pg.ArticleID)
	return errors.Is(err, store.ErrNotFound)
}

// otherArticleAt reports whether the article stored under a's canonical
// URL, by another page than pg, is another article than a: under another
// headline or with another text (yesterday's letters page, when every
// letters page names one canonical URL). When pg stored it, a is its
// update.
func (p *Pipeline) otherArticleAt(ctx context.Context, pg *store.Page, a extract.Article, sim uint64) bool {
	if pg.ArticleID == a.ID {
		return false
	}
	title, old, ok := p.storedText(ctx, a.ID)
	return ok && (title != a.Title || crawl.Hamming(old, sim) > copyBits)
}

// storedText returns the title and the body's SimHash of the article
// stored under id, and whether one is.
func (p *Pipeline) storedText(ctx context.Context, id string) (title string, sim uint64, ok bool) {
	a, err := p.db.Article(ctx, id)
	if err != nil {
		return "", 0, false
	}
	return a.Title, crawl.SimHash(a.Body), true
}

// sameTitle reports whether a's stored version has a's title: a body
// within the SimHash threshold is the same article only under the same
// headline. An article that cannot be read counts as changed.
func (p *Pipeline) sameTitle(ctx context.Context, a extract.Article) bool {
	old, err := p.db.Article(ctx, a.ID)
	return err == nil && old.Title == a.Title
}

// Frontier priorities, lower first: a site's newest articles are on its
// home and section pages (seeds) and in its feeds, its archive in
// sitemaps and deeper pages, and a run that cannot fetch everything
// before the site's next cycle fetches the newest first.
const (
	prioSeed    = 0 // home and section pages
	prioListing = 1 // sitemaps, feeds, next pages and known listings
	prioFresh   = 2 // new links on a seed page or in a feed
	prioNew     = 3 // other new links: a sitemap's entries, links on deeper pages
	prioRevisit = 4 // known pages asked again (young articles, failures, redirects)
)

// discovered is a link found on a page, before scope and seen checks.
type discovered struct {
	url      string
	hint     string
	prio     int
	redirect bool // the target of a redirect: no hop further
	// fromSeed is a link on a seed page, or a sitemap robots.txt names:
	// known listings among them are read on every cycle.
	fromSeed bool
	// vouched marks a sitemap on another site's host that the site's
	// own robots.txt named (a CDN): fetched for the site, though off
	// it. Only a sitemap is ever vouched for, and only the site's
	// pages it lists are taken, so it cannot widen the site's scope.
	vouched bool
	// modified is when a sitemap says the page last changed; zero when
	// it does not say.
	modified time.Time
}

// consider applies scope, depth and the seen filter to discovered links
// and queues the ones worth fetching.
func (p *Pipeline) consider(ctx context.Context, r *run, from store.FrontierItem, links []discovered) {
	site := r.sites[from.Site]
	maxDepth := p.cfg.MaxDepth
	if site.Config.MaxDepth > 0 {
		maxDepth = site.Config.MaxDepth
	}
	var items, raise []store.FrontierItem
	for i := 0; i < len(links); i++ {
		l := links[i]
		sid, err := crawl.SiteID(l.url)
		away := err != nil || sid != from.Site
		if away && !(l.vouched && l.hint == hintSitemap) {
			r.skip("offsite")
			continue
		}
		depth := from.Depth + 1
		if l.hint == hintSitemap || l.hint == hintFeed || l.redirect {
			depth = from.Depth // discovery documents and redirects do not count as a hop
		}
		r.mu.Lock()
		dup := r.visited[l.url]
		r.visited[l.url] = true
		// The first time in the run a feed or news sitemap names the
		// URL as a story.
		named := l.hint == hintArticle && !r.storyNamed[l.url]
		if named {
			r.storyNamed[l.url] = true
		}
		retry := dup && r.tooDeep[l.url] && depth <= maxDepth
		if retry {
			delete(r.tooDeep, l.url)
			// Counted once, where it ends up.
			if r.Summary.Skipped["depth"]--; r.Summary.Skipped["depth"] <= 0 {
				delete(r.Summary.Skipped, "depth")
			}
		}
		r.mu.Unlock()
		p.metrics.link(dup)
		if dup && !retry {
			if named {
				items = append(items, p.storyNamedAgain(ctx, r, from, l, depth)...)
			} else if p.seen.MaybeSeen(l.url) {
				// Fetched already (or a Bloom false positive): nothing
				// to raise, and no priority to work out for it.
			} else if prio := p.linkPriority(ctx, r, from, l); prio < prioNew {
				// Met before in the run, and never fetched: queued
				// (or in flight), at the priority of the link met
				// first. A better one (a seed page names it) moves it
				// up; one handed out or done keeps its end.
				raise = append(raise, store.FrontierItem{URL: l.url, Site: from.Site, Host: crawl.Host(l.url), Priority: prio, Depth: depth, Hint: l.hint})
				// The page that met it first may not have pushed it
				// yet: its push takes this priority after (raisedSince).
				// Under mu, as storyNamedAgain looks: once queued, the
				// URL is raised by Strengthen and needs no record.
				r.mu.Lock()
				if !r.frontier.Queued(l.url) {
					r.raiseLocked(l.url, prio)
				}
				r.mu.Unlock()
			}
			continue
		}
		if !dup {
			r.count(func(s *store.Summary) { s.Discovered++ })
			// A vouched sitemap off the site is not one of its pages:
			// the site's allow patterns, written for its own URLs, do
			// not apply to it, its deny patterns do.
			if away && p.denied(r, from.Site, l.url) || !away && !p.inScope(r, from.Site, l.url) {
				r.skip("out_of_scope")
				continue
			}
		}
		if depth > maxDepth {
			r.mu.Lock()
			r.tooDeep[l.url] = true
			r.mu.Unlock()
			r.skip("depth")
			continue
		}
		l.fromSeed = from.Hint == hintSeed
		l.prio = p.linkPriority(ctx, r, from, l)
		prio, ok, to := p.revisit(ctx, r, l, site)
		if to != "" {
			// A link known to redirect: its target is considered instead.
			links = append(links, discovered{url: to, hint: l.hint, prio: l.prio, redirect: true, vouched: l.hint == hintSitemap})
			continue
		}
		if !ok {
			continue
		}
		if !r.takePage(from.Site, p.cfg.MaxPages) {
			continue
		}
		host := crawl.Host(l.url)
		if !away {
			// The site's politeness on each of its hosts; a host off
			// the site (a CDN whose sitemap the site vouched for) keeps
			// the default and its own robots.txt: the site's delay and
			// concurrency were set for its own servers.
			r.policy(host, from.Site)
		}
		it := store.FrontierItem{URL: l.url, Site: from.Site, Host: host, Priority: prio, Depth: depth, Hint: l.hint}
		if l.redirect {
			r.mu.Lock()
			it.Redirects, it.ChainOrigin = r.redirects[l.url], r.chainOrigin[l.url]
			r.mu.Unlock()
		}
		items = append(items, it)
	}
	if err := r.frontier.Strengthen(ctx, raise); err != nil {
		p.log.Error("raise queued links", "from", from.URL, "err", err)
	}
	n, err := r.frontier.Push(ctx, items)
	if err != nil {
		p.log.Error("queue links", "from", from.URL, "err", err)
		return
	}
	r.count(func(s *store.Summary) { s.Queued += n })
	if err := r.frontier.Strengthen(ctx, r.raisedSince(items)); err != nil {
		p.log.Error("raise queued links", "from", from.URL, "err", err)
	}
}

// raiseLocked records prio for u, met again in the run before the push
// of its first meeting queued it, where it is better than one recorded
// (see raisedSince). Under r.mu.
func (r *run) raiseLocked(u string, prio int) {
	if q, ok := r.raised[u]; !ok || prio < q {
		if r.raised == nil {
			r.raised = map[string]int{}
		}
		r.raised[u] = prio
	}
}

// raisedSince returns, for each of items just pushed, the item at the
// better priority its URL was met at again meanwhile, in the run: a
// page's link met again before the page's push was under way (see
// crawl.Frontier.Strengthen) is not lost.
func (r *run) raisedSince(items []store.FrontierItem) []store.FrontierItem {
	r.mu.Lock()
	defer r.mu.Unlock()
	var up []store.FrontierItem
	for _, it := range items {
		if q, ok := r.raised[it.URL]; ok {
			delete(r.raised, it.URL)
			if q < it.Priority {
				it.Priority = q
				up = append(up, it)
			}
		}
	}
	return up
}

// linkPriority is the priority of link l, found on from's page, when it
// is new to the store.
func (p *Pipeline) linkPriority(ctx context.Context, r *run, from store.FrontierItem, l discovered) int {
	if l.prio != prioNew {
		return l.prio
	}
	if from.Hint == hintSeed {
		// A new link on a home or section page: the site's newest
		// articles, before its archive.
		return prioFresh
	}
	if l.hint == "" && p.storyURL(ctx, r, from.Site, l.url) {
		// A story's link, by the site's article URLs: as a feed's
		// item, ahead of the site's other new links.
		return prioFresh
	}
	return prioNew
}

// revisit is the seen filter: it decides whether a URL is worth fetching
// and at which priority. The Bloom filter answers "never fetched" without
// touching the store; a "seen" from it is confirmed in the store, whose
// page record says what to do. For a URL that redirected less than
// Recheck ago it returns the target, to be considered instead.
func (p *Pipeline) revisit(ctx context.Context, r *run, l discovered, site store.Site) (int, bool, string) {
	if !p.seen.MaybeSeen(l.url) {
		return l.prio, true, ""
	}
	pg, err := p.db.Page(ctx, l.url)
	if errors.Is(err, store.ErrNotFound) {
		p.metrics.bloomFalsePositive()
		return l.prio, true, ""
	}
	if err != nil {
		p.log.Error("seen check", "url", l.url, "err", err)
		return l.prio, true, ""
	}
	switch {
	case pg.Error != "" && pg.Failures >= p.cfg.FailLimit:
		r.skip("failed") // the failure state: given up
		return 0, false, ""
	case pg.Error != "" && p.now().Before(pg.RetryAt):
		r.skip("retry_later") // failed before: retried on its schedule
		return 0, false, ""
	case pg.Error != "":
		return prioRevisit, true, ""
	case pg.Kind == store.KindRedirect:
		if pg.RedirectTo != "" && pg.RedirectTo != l.url && p.now().Sub(pg.FetchedAt) < p.cfg.Recheck {
			return 0, false, pg.RedirectTo
		}
		return prioRevisit, true, "" // asked again now and then: redirects change
	case pg.Kind == store.KindArticle:
		// Young articles still change (corrections, updates); old ones
		// are left alone, unless a sitemap says one changed since it
		// was fetched.
		if recheckDue(pg, p.now(), p.cfg.Recheck) || l.modified.After(pg.FetchedAt) ||
			l.redirect && p.readAsStandIn(ctx, r, l.url, pg) {
			return prioRevisit, true, ""
		}
		r.skip("seen")
		r.notDue(site.ID, l.url) // due later, or its sitemap may say it changed
		return 0, false, ""
	case l.hint == hintArticle && storyUnjudged(pg) && !r.seed(site.ID, l.url):
		// Judged a listing without the story evidence a feed or news
		// sitemap now gives: read once more, with it.
		return l.prio, true, ""
	case pg.Kind == store.KindListing && !l.fromSeed && !l.modified.After(pg.FetchedAt) && !listingDue(pg, p.now(), site.Every):
		r.skip("listing_unchanged")
		r.notDue(site.ID, l.url)
		return 0, false, ""
	default:
		return prioListing, true, "" // listings, feeds and sitemaps are where new articles appear
	}
}

// recheckDue reports whether an article first seen less than recheck ago
// is due to be asked again. A story changes most in its first hours, so
// it waits a quarter of its age since its last fetch: an article an hour
// old is asked on every 15-minute run, one twenty hours old every five
// hours: 15 requests in its first day instead of 96.
func recheckDue(pg store.Page, now time.Time, recheck time.Duration) bool {
	age := now.Sub(pg.FirstSeen)
	return age < recheck && now.Sub(pg.FetchedAt) >= age/4
}

// linksHash is a hash of the set of URLs links point to, whatever their
// order.
func linksHash(links []discovered) uint64 {
	urls := make([]string, len(links))
	for i, l := range links {
		urls[i] = l.url
	}
	slices.Sort(urls)
	h := fnv.New64a()
	for i, u := range urls {
		if i == 0 || u != urls[i-1] {
			h.Write([]byte(u))
			h.Write([]byte{0})
		}
	}
	return h.Sum64()
}

// listingDue reports whether a known listing page that no seed page
// links is due to be read again. Listings are where new articles appear,
// so one whose links changed when last read is read on every cycle. But a
// site's tag, author and archive pages are thousands that seldom change:
// one found with the same links n times in a row waits 2^(n-1) site
// intervals, up to a day. Its first change of links puts it back on every
// cycle. (Feeds and sitemaps are read on every cycle.)
//
// The wait is counted from the start of the cycle that last read it, not
// from the read: a listing read late in a long run would otherwise miss
// the cycle due one interval after that run began, and wait two.
func listingDue(pg store.Page, now time.Time, every time.Duration) bool {
	if pg.SameLinks == 0 || every <= 0 {
		return true
	}
	from := pg.FetchedAt
	if !pg.CycleStart.IsZero() && pg.CycleStart.Before(from) {
		from = pg.CycleStart
	}
	wait := 24 * time.Hour
	if n := pg.SameLinks - 1; n < 10 {
		wait = min(wait, every<<n)
	}
	// A run starts a little before its sites' next due time (jitter,
	// the time the last run took): a tenth of the interval is slack.
	return now.Sub(from) >= wait-every/10
}

func (p *Pipeline) inScope(r *run, site, u string) bool {
	if p.denied(r, site, u) {
		return false
	}
	if allow := r.allow[site]; len(allow) > 0 {
		for _, re := range allow {
			if re.MatchString(u) {
				return true
			}
		}
		return false
	}
	return true
}

// queueSitemaps queues the sitemaps robots.txt lists, once per run. The
// site's own robots.txt vouches for a sitemap on another host (a CDN):
// it is fetched too, with that host's robots.txt and the address guard,
// and gives the site's pages it lists (see discovered.vouched).
func (p *Pipeline) queueSitemaps(ctx context.Context, r *run, seed store.FrontierItem, sitemaps []string) {
	links := make([]discovered, 0, len(sitemaps))
	for _, s := range sitemaps {
		if u, err := crawl.Canonicalize(s, nil); err == nil {
			links = append(links, discovered{url: u, hint: hintSitemap, prio: prioListing, vouched: true})
		}
	}
	p.consider(ctx, r, seed, links)
}

// denied reports whether one of the site's deny patterns matches u.
func (p *Pipeline) denied(r *run, site, u string) bool {
	for _, re := range r.deny[site] {
		if re.MatchString(u) {
			return true
		}
	}
	return false
}

// offsite reports whether a queued URL lies off its site's hosts: a
// sitemap the site's robots.txt vouched for.
func offsite(it store.FrontierItem) bool {
	sid, err := crawl.SiteID(it.URL)
	return err != nil || sid != it.Site
}

// lastmodsTrusted reports whether a sitemap's <lastmod> times say when
// its pages changed. Some sitemaps write the time they were generated on
// every entry; taken as changes, those would fetch every old article
// again on every run. A time with no clock part is a day, which a day's
// new entries share, and says nothing either way.
func lastmodsTrusted(urls []crawl.SitemapEntry) bool {
	same := map[time.Time]int{}
	most := 0
	for _, u := range urls {
		if !u.LastMod.IsZero() && !isMidnight(u.LastMod) {
			same[u.LastMod]++
			most = max(most, same[u.LastMod])
		}
	}
	return len(urls) < 3 || 2*most <= len(urls)
}

// isMidnight reports a time at 00:00:00, as a date alone parses.
func isMidnight(t time.Time) bool {
	h, m, s := t.Clock()
	return h == 0 && m == 0 && s == 0 && t.Nanosecond() == 0
}

// lastmodOf is an entry's <lastmod> as a change time: none when it lies
// more than an hour ahead (a clock may be minutes ahead; a site writing
// local time as UTC is hours ahead, and its time says nothing).
func lastmodOf(u crawl.SitemapEntry, now time.Time) time.Time {
	if u.LastMod.After(now.Add(time.Hour)) {
		return time.Time{}
	}
	return u.LastMod
}
