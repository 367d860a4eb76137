package extract

import (
	"context"
	"fmt"
	"strings"
	"time"

	"golang.org/x/net/html"
)

// Heuristic extracts an article from a page with no selectors: it finds
// the main content container and the metadata by structure. Its findings
// are what the selector generator turns into XPaths.
type Heuristic struct{}

// Findings says where on the page each field was found.
type Findings struct {
	Title     metaValue
	Body      *html.Node
	Lead      *html.Node
	Published metaValue
	Authors   []metaValue
}

// Extract implements the pipeline's extractor.
func (h Heuristic) Extract(_ context.Context, p *Page) (Article, error) {
	a, _ := h.Analyze(p)
	if a.Body == "" {
		return a, fmt.Errorf("heuristic %s: no article text found", p.URL)
	}
	return a, nil
}

// Analyze extracts the article and reports where each field came from.
func (Heuristic) Analyze(p *Page) (Article, Findings) {
	an := analyze(p.Doc)
	md := collectMetadata(p.Doc)
	var f Findings
	art := Article{ID: ArticleID(p.URL), URL: p.URL, Site: p.Site, Method: "heuristic",
		Extractor: fmt.Sprintf("heuristic/%d", NormalizerVersion)}
	art.Title, f.Title = chooseTitle(md, an)
	f.Body = an.container()
	if d, src, ok := choosePublished(md, an); ok {
		art.Published, art.PublishedRaw, f.Published = d.Time, d.Raw, src
	}
	art.Authors, f.Authors = chooseAuthors(md, an)
	blocks := cleanBlocks(an.bodyBlocks(f.Body, nil), cleanContext{title: art.Title, authors: art.Authors})
	art.Body = renderBlocks(blocks)
	return art, f
}

// simpleDate is a stand-in until the full date parser lands.
type simpleDate struct {
	Time time.Time
	Raw  string
}

func choosePublished(md *metadata, an *analysis) (simpleDate, metaValue, bool) {
	try := func(v string, src metaValue) (simpleDate, metaValue, bool) {
		v = strings.TrimSpace(v)
		for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05Z0700", "2006-01-02T15:04Z07:00", "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02"} {
			if t, err := time.Parse(layout, v); err == nil {
				raw := t.Format(time.RFC3339)
				if !strings.ContainsAny(v[min(len(v), 10):], "Z+-") {
					raw = t.Format("2006-01-02")
				}
				return simpleDate{Time: t.UTC(), Raw: raw}, src, true
			}
		}
		return simpleDate{}, metaValue{}, false
	}
	for _, o := range md.ld {
		if s := ldString(o.m, "datePublished"); s != "" {
			if d, src, ok := try(s, metaValue{val: s, node: o.script}); ok {
				return d, src, ok
			}
		}
	}
	for _, k := range []string{"article:published_time", "og:published_time", "published_time", "pubdate", "publishdate",
		"date", "dc.date", "dc.date.issued", "sailthru.date", "parsely-pub-date", "itemprop:datepublished", "citation_publication_date"} {
		for _, v := range md.metas[k] {
			if d, src, ok := try(v.val, v); ok {
				return d, src, ok
			}
		}
	}
	return simpleDate{}, metaValue{}, false
}

func chooseAuthors(md *metadata, an *analysis) ([]string, []metaValue) {
	for _, o := range md.ld {
		if names := ldNames(o.m["author"]); len(names) > 0 {
			return names, []metaValue{{node: o.script}}
		}
	}
	for _, k := range []string{"author", "article:author", "parsely-author", "sailthru.author", "dc.creator", "byl"} {
		for _, v := range md.metas[k] {
			if !strings.HasPrefix(v.val, "http") {
				return splitAuthors(v.val), []metaValue{v}
			}
		}
	}
	return nil, nil
}
