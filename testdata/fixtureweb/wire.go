package fixtureweb

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// wire is a generated English wire service of any size, marked up with
// schema.org microdata (itemprop) instead of JSON-LD. Its text is
// recombined from the other English fixture articles, so it reads like
// news while every article stays distinct.
type wire struct{}

var (
	wireSubjects = []string{"City council", "Regional utility", "State regulators", "Local startup", "University researchers",
		"Harbor authority", "School board", "Transit agency", "Hospital network", "Farm cooperative", "Museum trustees", "Port workers"}
	wireVerbs  = []string{"approves", "delays", "unveils", "rejects", "expands", "reviews", "funds", "pauses", "launches", "questions"}
	wireThings = []string{"flood barrier plan", "solar rooftop program", "downtown bike lanes", "water rate increase", "night bus pilot",
		"library renovation", "wind turbine order", "housing voucher fund", "broadband expansion", "river cleanup", "airport terminal",
		"tree planting drive", "food bank warehouse", "ferry timetable", "heat shelter network"}
	wirePlaces = []string{"in Millbrook", "for Eastport", "near Cedar Falls", "in Ashford County", "across the valley", "on the north shore",
		"in Riverton", "for Oak Harbor"}
	wireNames    = []string{"Alex Morgan", "Priya Raman", "Tomás Ortega", "Grace Liu", "Samuel Okoro", "Hannah Weiss", "Noah Fischer", "Amara Diallo"}
	wireSections = []section{{"national", "National"}, {"markets", "Markets"}, {"tech", "Technology"}, {"sport", "Sport"}}
)

func (w *Web) addWire(n int) {
	var sentences []string
	if led := w.sites[DailyLedger]; led != nil {
		for _, a := range led.articles {
			for _, p := range a.Paras {
				for _, s := range strings.SplitAfter(p, ". ") {
					if s = strings.TrimSpace(s); len(s) > 40 {
						sentences = append(sentences, s)
					}
				}
			}
		}
	}
	s := &site{host: Wire, name: "Byline Wire", lang: "en", sections: wireSections, render: wire{}}
	start := time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC)
	for i := range n {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		title := fmt.Sprintf("%s %s %s %s", wireSubjects[r.IntN(len(wireSubjects))], wireVerbs[r.IntN(len(wireVerbs))],
			wireThings[r.IntN(len(wireThings))], wirePlaces[r.IntN(len(wirePlaces))])
		a := &Article{Site: Wire, ID: 90000 + i, Slug: fmt.Sprintf("story-%d", 90000+i), Section: wireSections[i%len(wireSections)].Slug,
			Title: title, Authors: []string{wireNames[r.IntN(len(wireNames))]}, Published: start.Add(-time.Duration(i) * 7 * time.Minute),
			Subheads: map[int]string{}}
		for p := range 5 {
			var ps []string
			for range 3 {
				ps = append(ps, sentences[r.IntN(len(sentences))])
			}
			para := strings.Join(ps, " ")
			if p == 0 {
				para = fmt.Sprintf("(Byline Wire, story %d) %s", a.ID, para)
				a.Lead = ps[0]
			}
			a.Paras = append(a.Paras, para)
		}
		s.articles = append(s.articles, a)
	}
	w.finish(s)
}

func (wire) homePath(page int) string {
	if page == 1 {
		return "/"
	}
	return fmt.Sprintf("/latest/%d", page)
}

func (wire) sectionPath(sec string, page int) string {
	if page == 1 {
		return "/section/" + sec
	}
	return fmt.Sprintf("/section/%s/%d", sec, page)
}

func (wire) articlePath(a *Article) string { return fmt.Sprintf("/news/%d/%s", a.ID, a.Slug) }
func (wire) feedPath() string              { return "/rss" }
func (wire) validators() string            { return "etag" }
func (wire) sitemapIndex() bool            { return false }

func (wire) top(title string) string {
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + esc(title) + `</title></head><body>
<div id="masthead"><a href="/">Byline Wire</a> <span class="tagline">Fast, factual, fixture</span></div>
<div id="menu"><a href="/section/national">National</a> <a href="/section/markets">Markets</a> <a href="/section/tech">Technology</a> <a href="/section/sport">Sport</a></div>
<div id="content">
`
}

const wireBottom = `</div><div id="colophon">Byline Wire is a generated fixture. <a href="/about">About</a></div></body></html>`

func (wr wire) listing(s *site, l listing) string {
	var b strings.Builder
	b.WriteString(wr.top("Byline Wire – " + l.title))
	b.WriteString(`<ul class="headlines">`)
	for _, a := range l.items {
		fmt.Fprintf(&b, `<li><a href="%s">%s</a> <small>%s</small></li>`+"\n", wr.articlePath(a), esc(a.Title), a.Published.Format("2006-01-02 15:04"))
	}
	b.WriteString("</ul>")
	if l.next != "" {
		fmt.Fprintf(&b, `<a class="more" rel="next" href="%s">More</a>`, l.next)
	}
	b.WriteString(wireBottom)
	return b.String()
}

func (wr wire) article(s *site, a *Article) string {
	var b strings.Builder
	b.WriteString(wr.top(a.Title + " – Byline Wire"))
	fmt.Fprintf(&b, `<div class="story" itemscope itemtype="https://schema.org/NewsArticle">
<h1 itemprop="headline">%s</h1>
<div class="meta"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">%s</span></span>
<meta itemprop="datePublished" content="%s"><span class="when">%s UTC</span></div>
<div class="text" itemprop="articleBody">
`, esc(a.Title), esc(a.Authors[0]), a.Published.Format(time.RFC3339), a.Published.Format("Jan 2, 2006 15:04"))
	for _, p := range a.Paras {
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(p))
	}
	b.WriteString(`</div><div class="promo">Get Byline Wire alerts on your phone.</div></div>`)
	b.WriteString(wireBottom)
	return b.String()
}

func (wr wire) extras(s *site) map[string]string {
	return map[string]string{"/about": infoPage("en", "About Byline Wire", "A generated wire service for tests.", "/")}
}
