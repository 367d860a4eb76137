package fixtureweb

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"html"
	"net/http"
	"strings"
	"time"
)

const (
	homePerPage    = 6
	sectionPerPage = 3
)

// page is one servable resource.
type page struct {
	body     func() string
	ctype    string
	modified time.Time
}

// routes builds the site's URL table: every home, section and article
// page, robots.txt, the sitemap(s) and the feed.
func (s *site) routes() map[string]page {
	rt := map[string]page{}
	newest := func(items []*Article) time.Time {
		var t time.Time
		for _, a := range items {
			if m := a.modified(); m.After(t) {
				t = m
			}
		}
		return t
	}
	addListing := func(title, sec string, items []*Article, per int, path func(int) string) {
		pages := max(1, (len(items)+per-1)/per)
		for p := 1; p <= pages; p++ {
			l := listing{title: title, section: sec, items: items[(p-1)*per : min(p*per, len(items))], page: p}
			if p > 1 {
				l.prev = path(p - 1)
			}
			if p < pages {
				l.next = path(p + 1)
			}
			rt[path(p)] = page{body: func() string { return s.render.listing(s, l) }, ctype: "text/html; charset=utf-8", modified: newest(l.items)}
		}
	}
	addListing(s.name, "", s.articles, homePerPage, s.render.homePath)
	for _, sec := range s.sections {
		var items []*Article
		for _, a := range s.articles {
			if a.Section == sec.Slug {
				items = append(items, a)
			}
		}
		addListing(sec.Name, sec.Slug, items, sectionPerPage, func(p int) string { return s.render.sectionPath(sec.Slug, p) })
	}
	for _, a := range s.articles {
		rt[s.render.articlePath(a)] = page{body: func() string { return s.render.article(s, a) }, ctype: "text/html; charset=utf-8", modified: a.modified()}
	}
	for path, body := range s.render.extras(s) {
		rt[path] = page{body: func() string { return body }, ctype: "text/html; charset=utf-8"}
	}
	all := newest(s.articles)
	rt["/robots.txt"] = page{body: s.robots, ctype: "text/plain; charset=utf-8", modified: all}
	rt[s.render.feedPath()] = page{body: s.rss, ctype: "application/rss+xml; charset=utf-8", modified: all}
	if s.render.sitemapIndex() {
		rt["/sitemap.xml"] = page{body: s.sitemapIdx, ctype: "application/xml", modified: all}
		rt["/sitemap-news.xml"] = page{body: func() string { return s.sitemap(true) }, ctype: "application/xml", modified: all}
		rt["/sitemap-sections.xml"] = page{body: s.sectionSitemap, ctype: "application/xml", modified: all}
	} else {
		rt["/sitemap.xml"] = page{body: func() string { return s.sitemap(false) }, ctype: "application/xml", modified: all}
	}
	return rt
}

func (a *Article) modified() time.Time {
	if !a.Updated.IsZero() {
		return a.Updated
	}
	return a.Published
}

func (s *site) serve(rw http.ResponseWriter, r *http.Request) {
	s.tableOnce.Do(func() { s.table = s.routes() })
	pg, ok := s.table[r.URL.RequestURI()]
	if !ok && r.URL.Path == "/" {
		// Old sites send the bare host to their real home page.
		http.Redirect(rw, r, s.render.homePath(1), http.StatusMovedPermanently)
		return
	}
	if !ok {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.WriteHeader(http.StatusNotFound)
		fmt.Fprint(rw, "<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>")
		return
	}
	body := pg.body()
	rw.Header().Set("Content-Type", pg.ctype)
	switch s.render.validators() {
	case "etag":
		sum := sha1.Sum([]byte(body))
		etag := `"` + hex.EncodeToString(sum[:8]) + `"`
		rw.Header().Set("ETag", etag)
		if r.Header.Get("If-None-Match") == etag {
			rw.WriteHeader(http.StatusNotModified)
			return
		}
	case "last-modified":
		mod := pg.modified.UTC().Truncate(time.Second)
		rw.Header().Set("Last-Modified", mod.Format(http.TimeFormat))
		if t, err := http.ParseTime(r.Header.Get("If-Modified-Since")); err == nil && !mod.After(t) {
			rw.WriteHeader(http.StatusNotModified)
			return
		}
	}
	if r.Method == http.MethodHead {
		return
	}
	fmt.Fprint(rw, body)
}

func (s *site) base() string { return "http://" + s.host }

func (s *site) robots() string {
	sm := s.base() + "/sitemap.xml"
	return "User-agent: *\nDisallow: /search\nDisallow: /admin/\n\nUser-agent: BadBot\nDisallow: /\n\nSitemap: " + sm + "\n"
}

func (s *site) rss() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<rss version="2.0"><channel>`)
	fmt.Fprintf(&b, "<title>%s</title><link>%s/</link><description>%s</description><language>%s</language>",
		html.EscapeString(s.name), s.base(), html.EscapeString(s.name), s.lang)
	for i, a := range s.articles {
		if i == 10 {
			break
		}
		fmt.Fprintf(&b, "<item><title>%s</title><link>%s</link><guid>%s</guid><pubDate>%s</pubDate><description>%s</description></item>",
			html.EscapeString(a.Title), a.URL, a.URL, a.Published.Format(time.RFC1123Z), html.EscapeString(a.Lead))
	}
	b.WriteString("</channel></rss>\n")
	return b.String()
}

func (s *site) sitemap(news bool) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`)
	for _, a := range s.articles {
		fmt.Fprintf(&b, "<url><loc>%s</loc><lastmod>%s</lastmod>", a.URL, a.modified().Format(time.RFC3339))
		if news {
			fmt.Fprintf(&b, "<news:news><news:publication><news:name>%s</news:name><news:language>%s</news:language></news:publication><news:publication_date>%s</news:publication_date><news:title>%s</news:title></news:news>",
				html.EscapeString(s.name), s.lang, a.Published.Format(time.RFC3339), html.EscapeString(a.Title))
		}
		b.WriteString("</url>")
	}
	b.WriteString("</urlset>\n")
	return b.String()
}

func (s *site) sectionSitemap() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	fmt.Fprintf(&b, "<url><loc>%s%s</loc></url>", s.base(), s.render.homePath(1))
	for _, sec := range s.sections {
		fmt.Fprintf(&b, "<url><loc>%s%s</loc></url>", s.base(), s.render.sectionPath(sec.Slug, 1))
	}
	b.WriteString("</urlset>\n")
	return b.String()
}

func (s *site) sitemapIdx() string {
	return `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
		"<sitemap><loc>" + s.base() + "/sitemap-news.xml</loc></sitemap>" +
		"<sitemap><loc>" + s.base() + "/sitemap-sections.xml</loc></sitemap>" +
		"</sitemapindex>\n"
}

func (s *site) sectionName(slug string) string {
	for _, sec := range s.sections {
		if sec.Slug == slug {
			return sec.Name
		}
	}
	return slug
}

// esc escapes text for HTML.
func esc(s string) string { return html.EscapeString(s) }

// infoPage renders a plain page for a site's extras.
func infoPage(lang, title, text, home string) string {
	return `<!DOCTYPE html><html lang="` + lang + `"><head><meta charset="utf-8"><title>` + esc(title) +
		`</title></head><body><p><a href="` + home + `">` + esc(title) + `</a></p><h1>` + esc(title) + `</h1><p>` + esc(text) + `</p></body></html>`
}
