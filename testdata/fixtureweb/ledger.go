package fixtureweb

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// ledger is an English site with full structured data: JSON-LD
// NewsArticle, OpenGraph, <article>, <time datetime>, and the clutter of a
// modern news page (share bar, newsletter box, ad slots, related stories,
// a photo caption). It answers conditional GETs by ETag and publishes a
// sitemap index with a news sitemap.
type ledger struct{}

func (ledger) homePath(page int) string {
	if page == 1 {
		return "/"
	}
	return fmt.Sprintf("/?page=%d", page)
}

func (ledger) sectionPath(sec string, page int) string {
	if page == 1 {
		return "/" + sec + "/"
	}
	return fmt.Sprintf("/%s/?page=%d", sec, page)
}

func (ledger) articlePath(a *Article) string {
	return a.Published.Format("/2006/01/02/") + a.Slug + "/"
}
func (ledger) feedPath() string   { return "/feeds/all.xml" }
func (ledger) validators() string { return "etag" }
func (ledger) sitemapIndex() bool { return true }

func (l ledger) head(s *site, title, desc, canonical string, extra string) string {
	return `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8">
<title>` + esc(title) + ` | The Daily Ledger</title>
<meta name="description" content="` + esc(desc) + `">
<link rel="canonical" href="` + canonical + `">
<link rel="alternate" type="application/rss+xml" href="` + l.feedPath() + `">
` + extra + `</head><body class="ledger">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header"><a class="brand" href="/">The Daily Ledger</a>
<nav class="site-nav" aria-label="Sections"><ul>` + l.nav(s) + `</ul></nav>
<div class="header-actions"><a href="/subscribe" class="btn-subscribe">Subscribe</a><a href="/login">Sign in</a></div></header>
<div class="ad-slot ad-leaderboard" data-ad-unit="top"><span class="ad-label">Advertisement</span></div>
<main id="main">
`
}

func (ledger) nav(s *site) string {
	var b strings.Builder
	for _, sec := range s.sections {
		fmt.Fprintf(&b, `<li><a href="/%s/">%s</a></li>`, sec.Slug, esc(sec.Name))
	}
	return b.String()
}

func (ledger) foot() string {
	return `</main>
<footer class="site-footer"><div class="newsletter-signup"><h2>Get the morning briefing</h2><p>Sign up for our free daily newsletter with the stories you need to know.</p><form action="/newsletter"><input type="email"><button>Sign up</button></form></div>
<p>© 2026 The Daily Ledger Media Company. All rights reserved.</p>
<ul class="footer-links"><li><a href="/about/">About us</a></li><li><a href="/privacy/">Privacy policy</a></li><li><a href="https://press-council.example.org/">Press council</a></li></ul>
</footer></body></html>`
}

func (l ledger) listing(s *site, ls listing) string {
	var b strings.Builder
	canonical := "http://" + s.host + l.homePath(ls.page)
	title := "News, business and science from the lakefront"
	if ls.section != "" {
		canonical = "http://" + s.host + l.sectionPath(ls.section, ls.page)
		title = ls.title
	}
	extra := ""
	if ls.prev != "" {
		extra += `<link rel="prev" href="` + ls.prev + `">` + "\n"
	}
	if ls.next != "" {
		extra += `<link rel="next" href="` + ls.next + `">` + "\n"
	}
	extra += `<meta property="og:type" content="website">` + "\n"
	b.WriteString(l.head(s, title, "The Daily Ledger", canonical, extra))
	if ls.section != "" {
		fmt.Fprintf(&b, "<h1 class=\"section-title\">%s</h1>\n", esc(ls.title))
	}
	b.WriteString(`<div class="story-list">`)
	for _, a := range ls.items {
		fmt.Fprintf(&b, `<div class="story-card"><a class="card-link" href="%s"><h2 class="card-headline">%s</h2></a>
<p class="card-dek">%s</p><span class="card-meta">%s · <time datetime="%s">%s</time></span></div>
`, l.articlePath(a), esc(a.Title), esc(a.Lead), esc(strings.Join(a.Authors, " and ")), a.Published.Format(time.RFC3339), a.Published.Format("Jan. 2, 2006"))
	}
	b.WriteString(`</div><nav class="pagination">`)
	if ls.prev != "" {
		fmt.Fprintf(&b, `<a rel="prev" href="%s">Newer stories</a> `, ls.prev)
	}
	if ls.next != "" {
		fmt.Fprintf(&b, `<a rel="next" href="%s">Older stories</a>`, ls.next)
	}
	b.WriteString("</nav>\n")
	b.WriteString(l.foot())
	return b.String()
}

func (l ledger) article(s *site, a *Article) string {
	type person struct {
		Type string `json:"@type"`
		Name string `json:"name"`
	}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "NewsArticle", "headline": a.Title,
		"description": a.Lead, "datePublished": a.Published.Format(time.RFC3339),
		"articleSection": s.sectionName(a.Section), "keywords": strings.Join(a.Tags, ", "),
		"inLanguage": "en-US", "mainEntityOfPage": a.URL,
		"image":     []string{fmt.Sprintf("http://%s/images/%d-main.jpg", s.host, a.ID)},
		"publisher": map[string]any{"@type": "NewsMediaOrganization", "name": "The Daily Ledger"},
	}
	if !a.Updated.IsZero() {
		ld["dateModified"] = a.Updated.Format(time.RFC3339)
	}
	var authors []person
	for _, n := range a.Authors {
		authors = append(authors, person{"Person", n})
	}
	ld["author"] = authors
	ldJSON, _ := json.Marshal(ld)
	extra := `<meta property="og:type" content="article">
<meta property="og:title" content="` + esc(a.Title) + `">
<meta property="og:description" content="` + esc(a.Lead) + `">
<meta property="og:url" content="` + a.URL + `">
<meta property="article:published_time" content="` + a.Published.Format(time.RFC3339) + `">
<script type="application/ld+json">` + string(ldJSON) + `</script>
`
	var b strings.Builder
	b.WriteString(l.head(s, a.Title, a.Lead, a.URL, extra))
	fmt.Fprintf(&b, `<article class="story" data-story-id="%d">
<header class="story-header"><a class="kicker" href="/%s/">%s</a>
<h1 class="headline">%s</h1>
<p class="dek">%s</p>
<div class="story-meta"><p class="byline">By `, a.ID, a.Section, esc(s.sectionName(a.Section)), esc(a.Title), esc(a.Lead))
	for i, n := range a.Authors {
		if i > 0 {
			b.WriteString(" and ")
		}
		fmt.Fprintf(&b, `<a rel="author" href="/staff/%s/">%s</a>`, slugName(n), esc(n))
	}
	fmt.Fprintf(&b, `, Staff Reporter</p><time class="published" datetime="%s">%s</time>`, a.Published.Format(time.RFC3339), a.Published.Format("January 2, 2006 at 3:04 p.m. MST"))
	if !a.Updated.IsZero() {
		fmt.Fprintf(&b, ` <span class="updated">Updated <time datetime="%s">%s</time></span>`, a.Updated.Format(time.RFC3339), a.Updated.Format("Jan. 2, 2006"))
	}
	b.WriteString(`</div>
<aside class="share-bar"><button data-share="facebook">Share</button><button data-share="x">Post</button><button data-share="email">Email</button><button data-share="copy">Copy link</button></aside>
</header>
`)
	fmt.Fprintf(&b, `<figure class="lead-image"><img src="/images/%d-main.jpg" alt=""><figcaption>File photo. <span class="credit">Ledger staff</span></figcaption></figure>
<div class="story-body">
`, a.ID)
	for i, p := range a.Paras {
		if h, ok := a.Subheads[i]; ok {
			fmt.Fprintf(&b, "<h2>%s</h2>\n", esc(h))
		}
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(p))
		if i == 1 {
			b.WriteString(`<div class="ad-slot ad-inline" data-ad-unit="mid"><span class="ad-label">Advertisement</span></div>` + "\n")
		}
		if i == 2 {
			b.WriteString(`<aside class="newsletter-inline"><p>Want more local news? Sign up for The Daily Ledger newsletter.</p></aside>` + "\n")
		}
	}
	b.WriteString(`</div>
<footer class="story-footer"><ul class="tags">`)
	for _, t := range a.Tags {
		fmt.Fprintf(&b, `<li>%s</li>`, esc(t))
	}
	b.WriteString(`</ul></footer></article>
<section class="related-stories"><h2>More from The Daily Ledger</h2><ul>`)
	for _, r := range related(s, a, 3) {
		fmt.Fprintf(&b, `<li><a href="%s">%s</a></li>`, l.articlePath(r), esc(r.Title))
	}
	b.WriteString("</ul></section>\n")
	b.WriteString(l.foot())
	return b.String()
}

func (l ledger) extras(s *site) map[string]string {
	m := map[string]string{
		"/subscribe": infoPage("en", "Subscribe", "Unlimited access to The Daily Ledger from $1 a week.", "/"),
		"/login":     infoPage("en", "Sign in", "Sign in to your Daily Ledger account.", "/"),
		"/about/":    infoPage("en", "About us", "The Daily Ledger has covered the lakefront since 1889.", "/"),
		"/privacy/":  infoPage("en", "Privacy policy", "We collect as little data as we can.", "/"),
	}
	// Staff pages list each author's stories, as news sites do.
	staff := map[string][]*Article{}
	for _, a := range s.articles {
		for _, n := range a.Authors {
			staff[n] = append(staff[n], a)
		}
	}
	for name, arts := range staff {
		var b strings.Builder
		b.WriteString(l.head(s, name, "Stories by "+name, "http://"+s.host+"/staff/"+slugName(name)+"/", `<meta property="og:type" content="profile">`+"\n"))
		fmt.Fprintf(&b, "<h1 class=\"section-title\">%s</h1>\n<ul class=\"author-stories\">", esc(name))
		for _, a := range arts {
			fmt.Fprintf(&b, `<li><a href="%s">%s</a></li>`, l.articlePath(a), esc(a.Title))
		}
		b.WriteString("</ul>\n" + l.foot())
		m["/staff/"+slugName(name)+"/"] = b.String()
	}
	return m
}

func slugName(n string) string { return strings.ReplaceAll(strings.ToLower(n), " ", "-") }
