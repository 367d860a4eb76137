// Package fixtureweb serves Byline's fixture web: small news sites with
// different markup (Vietnamese, JSON-LD, no metadata at all, and an
// optional generated wire site of any size), each with home, section and
// paginated listing pages, articles, robots.txt, sitemap.xml and a feed.
// Sites are told apart by Host header, so one loopback listener serves
// stable URLs like http://tinnhanh.byline.test/ through a dial override.
package fixtureweb

import (
	"embed"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

//go:embed content/*.json
var contentFS embed.FS

// Options shape the fixture web.
type Options struct {
	// WireArticles adds the generated site wire.byline.test with this
	// many articles (0 leaves it out).
	WireArticles int
	// RotatingAds makes the ad slot of landbote pages change on every
	// request, so raw bytes differ while the article does not.
	RotatingAds bool
}

// Article is one article of the fixture web, as tests need to know it.
type Article struct {
	Site      string // host
	ID        int
	Slug      string
	Section   string
	Title     string
	Lead      string
	Authors   []string
	Published time.Time // in the site's zone
	Updated   time.Time // zero when never updated
	Tags      []string
	Paras     []string
	Subheads  map[int]string
	URL       string // absolute
}

type section struct {
	Slug, Name string
}

type site struct {
	host     string
	name     string
	lang     string
	sections []section
	articles []*Article // newest first
	render   renderer
	requests atomic.Int64

	tableOnce sync.Once
	table     map[string]page
}

// renderer is one site's markup: its URL scheme and its templates.
type renderer interface {
	homePath(page int) string
	sectionPath(sec string, page int) string
	articlePath(a *Article) string
	feedPath() string
	// listing renders a home or section page.
	listing(s *site, l listing) string
	article(s *site, a *Article) string
	// validators says which conditional GET the site supports:
	// "etag", "last-modified" or "".
	validators() string
	sitemapIndex() bool
	// extras are the site's other pages (about, contact, staff…), so
	// that every internal link resolves.
	extras(s *site) map[string]string
}

// listing is one page of a home or section listing.
type listing struct {
	title      string
	section    string // "" for home
	items      []*Article
	page       int
	prev, next string // paths, "" when none
}

// Web is the fixture web. It is an http.Handler.
type Web struct {
	sites map[string]*site
	order []string
	opts  Options
}

// Hosts of the fixture sites.
const (
	TinNhanh    = "tinnhanh.byline.test"
	DailyLedger = "dailyledger.byline.test"
	Landbote    = "landbote.byline.test"
	Wire        = "wire.byline.test"
)

type content struct {
	Name     string    `json:"name"`
	Lang     string    `json:"lang"`
	Sections []section `json:"sections"`
	Articles []struct {
		Slug       string            `json:"slug"`
		Section    string            `json:"section"`
		Title      string            `json:"title"`
		Lead       string            `json:"lead"`
		Authors    []string          `json:"authors"`
		Published  time.Time         `json:"published"`
		Updated    *time.Time        `json:"updated"`
		Tags       []string          `json:"tags"`
		Paragraphs []string          `json:"paragraphs"`
		Subheads   map[string]string `json:"subheads"`
	} `json:"articles"`
}

// New builds the fixture web.
func New(opts Options) *Web {
	w := &Web{sites: map[string]*site{}, opts: opts}
	w.add(TinNhanh, "tinnhanh.json", tinNhanh{}, 4000100)
	w.add(DailyLedger, "dailyledger.json", ledger{}, 1)
	w.add(Landbote, "landbote.json", landbote{rotating: opts.RotatingAds, n: adCounter()}, 101)
	if opts.WireArticles > 0 {
		w.addWire(opts.WireArticles)
	}
	return w
}

func (w *Web) add(host, file string, r renderer, firstID int) {
	b, err := contentFS.ReadFile("content/" + file)
	if err != nil {
		panic(err) // embedded: cannot happen
	}
	var c content
	if err := json.Unmarshal(b, &c); err != nil {
		panic(fmt.Sprintf("fixture content %s: %v", file, err))
	}
	s := &site{host: host, name: c.Name, lang: c.Lang, sections: c.Sections, render: r}
	for i, ca := range c.Articles {
		a := &Article{Site: host, ID: firstID + i, Slug: ca.Slug, Section: ca.Section, Title: ca.Title,
			Lead: ca.Lead, Authors: ca.Authors, Published: ca.Published, Tags: ca.Tags, Paras: ca.Paragraphs,
			Subheads: map[int]string{}}
		if ca.Updated != nil {
			a.Updated = *ca.Updated
		}
		for k, v := range ca.Subheads {
			var n int
			fmt.Sscanf(k, "%d", &n)
			a.Subheads[n] = v
		}
		s.articles = append(s.articles, a)
	}
	w.finish(s)
}

func (w *Web) finish(s *site) {
	sort.SliceStable(s.articles, func(i, j int) bool { return s.articles[i].Published.After(s.articles[j].Published) })
	for _, a := range s.articles {
		a.URL = "http://" + s.host + s.render.articlePath(a)
	}
	w.sites[s.host] = s
	w.order = append(w.order, s.host)
}

// Sites returns the hosts of all sites, in a stable order.
func (w *Web) Sites() []string { return append([]string(nil), w.order...) }

// Seeds returns the seed URLs (home and section pages) of a site.
func (w *Web) Seeds(host string) []string {
	s := w.sites[host]
	if s == nil {
		return nil
	}
	out := []string{"http://" + host + s.render.homePath(1)}
	for _, sec := range s.sections {
		out = append(out, "http://"+host+s.render.sectionPath(sec.Slug, 1))
	}
	return out
}

// Articles returns every article of a site, newest first.
func (w *Web) Articles(host string) []*Article {
	if s := w.sites[host]; s != nil {
		return s.articles
	}
	return nil
}

// AllArticles returns every article of every site.
func (w *Web) AllArticles() []*Article {
	var out []*Article
	for _, h := range w.order {
		out = append(out, w.sites[h].articles...)
	}
	return out
}

// Requests returns how many requests a site has served.
func (w *Web) Requests(host string) int64 {
	if s := w.sites[host]; s != nil {
		return s.requests.Load()
	}
	return 0
}

// Resolve maps every fixture host on port 80 to addr ("127.0.0.1:port"),
// for crawl.FetchConfig.Resolve.
func (w *Web) Resolve(addr string) map[string]string {
	m := map[string]string{}
	for _, h := range w.order {
		m[h+":80"] = addr
	}
	return m
}

// ServeHTTP routes by Host header.
func (w *Web) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	host := r.Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	s := w.sites[strings.ToLower(host)]
	if s == nil {
		http.Error(rw, "unknown fixture host "+host, http.StatusNotFound)
		return
	}
	s.requests.Add(1)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(rw, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	s.serve(rw, r)
}

// adCounter starts the rotating ad at a point that differs between
// processes, so a second crawl by a new process sees other ads.
func adCounter() *atomic.Int64 {
	n := new(atomic.Int64)
	n.Store(time.Now().UnixNano() % 1000)
	return n
}
