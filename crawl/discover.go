package crawl

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Link is an outgoing link found on a page.
type Link struct {
	URL  string // canonical
	Rel  string // "next", "alternate-feed", "refresh" (a meta refresh target), or ""
	Text string
}

// Links returns the canonical http(s) links of a page, in document order,
// without duplicates. It honours <base href>, and reports feeds announced
// with <link rel=alternate> and pagination with rel=next.
func Links(doc *html.Node, pageURL string) []Link { return (*LinkCache)(nil).Links(doc, pageURL) }

// LinkCache remembers the canonical form of the links of the pages of a
// crawl: a site's menu and footer links stand on every one of its pages,
// and canonicalizing a link (two parses and purell's normalization) cost
// more than anything else in finding a page's links. It holds at most
// limit links and starts afresh when full. A nil *LinkCache remembers
// nothing. It is safe for concurrent use.
type LinkCache struct {
	mu    sync.Mutex
	m     map[linkKey]linkAnswer
	limit int
}

// maxCachedLink is the longest link a LinkCache keeps: menu and footer
// links are short, and a page of huge links must not fill the memory.
const maxCachedLink = 256

type linkKey struct{ base, ref string }

type linkAnswer struct {
	url string
	err error
}

// NewLinkCache returns an empty cache for at most limit links.
func NewLinkCache(limit int) *LinkCache {
	return &LinkCache{m: map[linkKey]linkAnswer{}, limit: max(limit, 1)}
}

// canonicalize is Canonicalize(ref, base), remembered under the part of
// the base the ref depends on (see baseKeyFor): the same menu link on two
// pages of a site is the same URL.
func (c *LinkCache) canonicalize(ref string, base *url.URL, keys baseKeys) (string, error) {
	if c == nil || len(ref) > maxCachedLink {
		return Canonicalize(ref, base)
	}
	bk, ok := keys.forRef(ref)
	if !ok {
		return Canonicalize(ref, base)
	}
	k := linkKey{bk, ref}
	c.mu.Lock()
	a, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return a.url, a.err
	}
	a.url, a.err = Canonicalize(ref, base)
	c.mu.Lock()
	if len(c.m) >= c.limit {
		clear(c.m)
	}
	c.m[k] = a
	c.mu.Unlock()
	return a.url, a.err
}

// baseKeys spell a page's base for the cache: whole, up to the last "/"
// of its path, and without its path (scheme, user and host).
type baseKeys struct{ whole, dir, root string }

func newBaseKeys(base *url.URL) baseKeys {
	root := *base
	root.Path, root.RawPath, root.RawQuery, root.ForceQuery, root.Fragment, root.RawFragment = "", "", "", false, "", ""
	k := baseKeys{whole: base.String(), root: root.String()}
	p := base.EscapedPath()
	k.dir = k.root + p[:strings.LastIndexByte(p, '/')+1]
	return k
}

// forRef returns what of the page's base a ref's canonical form depends
// on: nothing for an absolute http(s) URL, the root for a path from the
// root ("/politics"), the folder for a relative path ("about.html"), the
// whole base for anything else ("?page=2", "#top"). It reports false when
// that is too long to keep: a page's <base href> can be any size. A ref a
// browser reads leniently (tabs, newlines, backslashes or spaces in it)
// always takes the whole base.
func (k baseKeys) forRef(ref string) (string, bool) {
	plain := ref != "" && !strings.ContainsAny(ref, "\t\n\r\\ ")
	key := k.whole
	switch {
	case !plain:
	case hasPrefixFold(ref, "https://") || hasPrefixFold(ref, "http://"):
		return "", true
	case ref[0] == '/' && (len(ref) == 1 || ref[1] != '/'):
		key = k.root
	case ref[0] != '/' && ref[0] != '?' && ref[0] != '#' && !strings.Contains(firstSegment(ref), ":"):
		key = k.dir // no scheme before the first "/": a relative path
	}
	return key, len(key) <= MaxURLLength
}

// firstSegment is ref up to its first "/".
func firstSegment(ref string) string {
	before, _, _ := strings.Cut(ref, "/")
	return before
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// Links is Links(doc, pageURL) with the links' canonical forms taken from
// the cache when it has them.
func (c *LinkCache) Links(doc *html.Node, pageURL string) []Link {
	base, err := documentBase(doc, pageURL)
	if err != nil {
		return nil
	}
	var keys baseKeys
	if c != nil {
		keys = newBaseKeys(base)
	}
	var out []Link
	seen := map[string]bool{}
	add := func(href, rel, text string) {
		u, err := c.canonicalize(href, base, keys)
		if err != nil || seen[u] {
			return
		}
		seen[u] = true
		out = append(out, Link{URL: u, Rel: rel, Text: text})
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.A, atom.Area:
				if href := attr(n, "href"); href != "" && !strings.Contains(attr(n, "rel"), "nofollow") {
					rel := ""
					if hasToken(attr(n, "rel"), "next") {
						rel = "next"
					}
					add(href, rel, strings.TrimSpace(textOf(n)))
				}
			case atom.Meta:
				if strings.EqualFold(strings.TrimSpace(attr(n, "http-equiv")), "refresh") {
					if target := refreshURL(attr(n, "content")); target != "" {
						add(target, "refresh", "")
					}
				}
			case atom.Link:
				rel, typ := attr(n, "rel"), strings.ToLower(attr(n, "type"))
				switch {
				case hasToken(rel, "alternate") && (strings.Contains(typ, "rss") || strings.Contains(typ, "atom")):
					add(attr(n, "href"), "alternate-feed", "")
				case hasToken(rel, "next"):
					add(attr(n, "href"), "next", "")
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

// refreshURL is the URL a <meta http-equiv=refresh> content names
// ("0; url=/next", "5;URL='/next'", "0, /next"), or "" when it only
// reloads the page. It follows the HTML standard's parsing: a time,
// then ";" or "," and an optional "url=" before the URL.
func refreshURL(content string) string {
	s := strings.TrimLeft(content, " \t\n\f\r")
	s = strings.TrimLeft(s, "0123456789.")
	t := strings.TrimLeft(s, " \t\n\f\r")
	switch {
	case t != "" && (t[0] == ';' || t[0] == ','):
		t = t[1:]
	case t == "" || len(t) == len(s):
		return "" // the standard lets whitespace alone part time and URL ("0 url=/next")
	}
	s = strings.TrimLeft(t, " \t\n\f\r")
	if len(s) >= 3 && strings.EqualFold(s[:3], "url") {
		if rest := strings.TrimLeft(s[3:], " \t\n\f\r"); strings.HasPrefix(rest, "=") {
			s = strings.TrimLeft(rest[1:], " \t\n\f\r")
		}
	}
	if s != "" && (s[0] == '\'' || s[0] == '"') {
		q := s[0]
		s = s[1:]
		if i := strings.IndexByte(s, q); i >= 0 {
			s = s[:i]
		}
	}
	return strings.TrimSpace(s)
}

// RefreshTarget is the canonical URL an HTTP Refresh header ("0;
// url=/next"), which browsers follow as a <meta http-equiv=refresh>,
// sends the reader to, resolved against pageURL; "" when it names none.
func RefreshTarget(h http.Header, pageURL string) string {
	target := refreshURL(h.Get("Refresh"))
	base, err := url.Parse(pageURL)
	if target == "" || err != nil {
		return ""
	}
	u, err := Canonicalize(target, base)
	if err != nil {
		return ""
	}
	return u
}

// documentBase is the URL a page's links are resolved against: as the
// HTML standard says, the href of the first <base> that has one, wherever
// it stands, resolved against the page's URL; later ones count for
// nothing, so markup pasted into a page (an ad, a comment) cannot move
// the page's links to another host.
func documentBase(doc *html.Node, pageURL string) (*url.URL, error) {
	page, err := url.Parse(pageURL)
	if err != nil {
		return nil, err
	}
	var href string
	var find func(n *html.Node) bool
	find = func(n *html.Node) bool {
		if n.Type == html.ElementNode && n.DataAtom == atom.Base {
			for _, a := range n.Attr {
				if a.Key == "href" {
					href = a.Val
					return true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if find(c) {
				return true
			}
		}
		return false
	}
	if !find(doc) {
		return page, nil
	}
	if b, err := page.Parse(strings.TrimSpace(href)); err == nil {
		return b, nil
	}
	return page, nil
}

// CanonicalLink returns the page's <link rel=canonical>, resolved, or "".
func CanonicalLink(doc *html.Node, pageURL string) string {
	base, err := documentBase(doc, pageURL)
	if err != nil {
		return ""
	}
	var found string
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		if n.Type == html.ElementNode && n.DataAtom == atom.Link && hasToken(attr(n, "rel"), "canonical") {
			if u, err := Canonicalize(attr(n, "href"), base); err == nil {
				found = u
				return true
			}
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Body {
			return true // canonical links belong in <head>
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if walk(c) {
				return true
			}
		}
		return false
	}
	walk(doc)
	return found
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasToken(list, tok string) bool {
	for _, f := range strings.Fields(strings.ToLower(list)) {
		if f == tok {
			return true
		}
	}
	return false
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// SitemapEntry is one URL of a sitemap.
type SitemapEntry struct {
	URL string
	// LastMod is when the page last changed: its <lastmod>, else its
	// news:publication_date; zero when neither is given.
	LastMod time.Time
	// News marks an entry of a news sitemap (it carries <news:news>): a
	// story, where a plain sitemap lists any page of the site.
	News bool
}

// Sitemap is a parsed sitemap or sitemap index.
type Sitemap struct {
	URLs     []SitemapEntry
	Sitemaps []string // child sitemaps of an index
}

// ParseSitemap parses a <urlset> (with news extensions) or <sitemapindex>,
// or one of the two other formats the sitemap protocol defines, which
// sites list in robots.txt too: an RSS or Atom feed, whose items are its
// URLs (an item's date its last change), and a text file of one URL per
// line. It reads entry by entry: a sitemap that breaks off (cut at the
// body limit, a gzip bomb, a server that hung up) returns the entries
// read before the break along with the error.
func ParseSitemap(body []byte, baseURL string) (Sitemap, error) {
	if text := bytes.TrimLeft(bytes.TrimPrefix(body, []byte("\ufeff")), " \t\r\n"); len(text) > 0 && text[0] != '<' {
		// Text before the XML (a PHP warning or notice, a stray
		// byte-order mark or no-break space) is no text sitemap: an
		// XML sitemap behind it is read as ever.
		if sm, err := textSitemap(text); err == nil || !bytes.Contains(text, []byte("<")) {
			return sm, err
		}
	}
	type urlEntry struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
		News    *struct {
			Published string `xml:"publication_date"`
		} `xml:"news"`
	}
	dec := lenientDecoder(body)
	base, _ := url.Parse(baseURL)
	var sm Sitemap
	root := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF && root != "" {
			return sm, nil
		}
		if err == io.EOF {
			return sm, errors.New("parse sitemap: no root element")
		}
		if err != nil {
			return sm, fmt.Errorf("parse sitemap: %w", err)
		}
		if end, ok := tok.(xml.EndElement); ok && end.Name.Local == root {
			return sm, nil // what follows the root is not the sitemap's
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root == "" {
			root = start.Name.Local
			switch strings.ToLower(root) {
			case "urlset", "sitemapindex":
				continue
			case "rss", "feed", "rdf":
				return feedSitemap(body, baseURL)
			}
			return sm, fmt.Errorf("parse sitemap: root element <%s> is none of <urlset>, <sitemapindex>, <rss> or <feed>", root)
		}
		switch start.Name.Local {
		case "url":
			var u urlEntry
			if err := dec.DecodeElement(&u, &start); err != nil {
				return sm, fmt.Errorf("parse sitemap: %w", err)
			}
			cu, err := Canonicalize(u.Loc, base)
			if err != nil {
				continue
			}
			e := SitemapEntry{URL: cu, News: u.News != nil}
			published := ""
			if u.News != nil {
				published = u.News.Published
			}
			for _, s := range []string{u.LastMod, published} {
				if t, ok := parseW3CDate(strings.TrimSpace(s)); ok {
					e.LastMod = t
					break
				}
			}
			sm.URLs = append(sm.URLs, e)
		case "sitemap":
			var s struct {
				Loc string `xml:"loc"`
			}
			if err := dec.DecodeElement(&s, &start); err != nil {
				return sm, fmt.Errorf("parse sitemap: %w", err)
			}
			if cu, err := Canonicalize(s.Loc, base); err == nil {
				sm.Sitemaps = append(sm.Sitemaps, cu)
			}
		default:
			if err := dec.Skip(); err != nil {
				return sm, fmt.Errorf("parse sitemap: %w", err)
			}
		}
	}
}

// feedSitemap is a feed read as a sitemap.
func feedSitemap(body []byte, baseURL string) (Sitemap, error) {
	items, err := ParseFeed(body, baseURL)
	sm := Sitemap{URLs: make([]SitemapEntry, 0, len(items))}
	for _, it := range items {
		sm.URLs = append(sm.URLs, SitemapEntry{URL: it.URL, LastMod: it.Published})
	}
	if err != nil {
		return sm, fmt.Errorf("parse sitemap: %w", err)
	}
	return sm, nil
}

// textSitemap reads a text sitemap: each line an absolute http(s) URL.
// Other lines are skipped; a file with none is no sitemap.
func textSitemap(body []byte) (Sitemap, error) {
	var sm Sitemap
	for line := range bytes.Lines(body) {
		s := strings.TrimSpace(string(line))
		if !hasPrefixFold(s, "http://") && !hasPrefixFold(s, "https://") {
			continue
		}
		if u, err := Canonicalize(s, nil); err == nil {
			sm.URLs = append(sm.URLs, SitemapEntry{URL: u})
		}
	}
	if len(sm.URLs) == 0 {
		return sm, errors.New("parse sitemap: neither XML nor a text file of http(s) URLs")
	}
	return sm, nil
}

func parseW3CDate(s string) (time.Time, bool) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04Z07:00", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// FeedItem is one entry of an RSS or Atom feed.
type FeedItem struct {
	URL       string
	Title     string
	Published time.Time
}

// ParseFeed parses RSS, Atom or JSON Feed and returns its item links. A
// feed that breaks off or is not well-formed XML (cut at the body limit,
// an unescaped "&" in a title) returns the links of the items read before
// the break, along with the error.
func ParseFeed(body []byte, baseURL string) ([]FeedItem, error) {
	base, _ := url.Parse(baseURL)
	feed, err := gofeed.NewParser().Parse(bytes.NewReader(body))
	if err != nil {
		return brokenFeedItems(body, base), fmt.Errorf("parse feed: %w", err)
	}
	var items []FeedItem
	for _, it := range feed.Items {
		link := it.Link
		if link == "" && len(it.Links) > 0 {
			link = it.Links[0]
		}
		if g := strings.TrimSpace(it.GUID); link == "" && (hasPrefixFold(g, "http://") || hasPrefixFold(g, "https://")) {
			link = g // RSS lets a permalink guid stand for the link
		}
		if strings.TrimSpace(link) == "" {
			continue // resolved, "" would be the feed's own URL
		}
		cu, err := Canonicalize(link, base)
		if err != nil {
			continue
		}
		fi := FeedItem{URL: cu, Title: it.Title}
		if it.PublishedParsed != nil {
			fi.Published = *it.PublishedParsed
		}
		items = append(items, fi)
	}
	return items, nil
}

// brokenFeedItems reads the item links of an RSS or Atom feed that gofeed
// refused, element by element with a lenient decoder, until the feed
// breaks off: an RSS <item>'s <link> text (or a <guid> that is a link),
// an Atom <entry>'s <link href> (rel alternate, or none).
func brokenFeedItems(body []byte, base *url.URL) []FeedItem {
	dec := lenientDecoder(body)
	dec.Entity = xml.HTMLEntity // titles written by HTML editors
	var items []FeedItem
	var in, field string // the item element, and the field whose text is read
	var link, guid, title strings.Builder
	flush := func() {
		g := strings.TrimSpace(guid.String())
		if !strings.HasPrefix(g, "http://") && !strings.HasPrefix(g, "https://") {
			g = "" // a guid that is an id, not a permalink
		}
		for _, l := range []string{strings.TrimSpace(link.String()), g} {
			if l == "" {
				continue
			}
			if cu, err := Canonicalize(l, base); err == nil {
				items = append(items, FeedItem{URL: cu, Title: strings.TrimSpace(title.String())})
				break
			}
		}
		link.Reset()
		guid.Reset()
		title.Reset()
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			if in != "" {
				flush() // an item cut off after its link
			}
			return items
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := strings.ToLower(t.Name.Local)
			switch {
			case name == "item" || name == "entry":
				in, field = name, ""
				link.Reset()
				guid.Reset()
				title.Reset()
			case in == "entry" && name == "link" && link.Len() == 0:
				rel := ""
				href := ""
				for _, a := range t.Attr {
					switch strings.ToLower(a.Name.Local) {
					case "rel":
						rel = a.Value
					case "href":
						href = a.Value
					}
				}
				if rel == "" || rel == "alternate" {
					link.WriteString(href)
				}
			case in != "" && (name == "link" || name == "guid" || name == "title") && t.Name.Space == "":
				field = name
			}
		case xml.CharData:
			switch {
			case in == "item" && field == "link":
				link.Write(t)
			case in == "item" && field == "guid":
				guid.Write(t)
			case in != "" && field == "title":
				title.Write(t)
			}
		case xml.EndElement:
			name := strings.ToLower(t.Name.Local)
			if name == in {
				flush()
				in = ""
			}
			field = ""
		}
	}
}

// lenientDecoder reads sitemaps and feeds as they are served: perhaps
// not well-formed (a bare "&"), and with their bytes passed through
// whatever charset they declare.
func lenientDecoder(body []byte) *xml.Decoder {
	dec := xml.NewDecoder(bytes.NewReader(body))
	dec.Strict = false
	dec.CharsetReader = func(label string, r io.Reader) (io.Reader, error) { return r, nil }
	return dec
}
