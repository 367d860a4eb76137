package extract_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/internal/corpustest"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
)

// benchPage is a corpus page with a selector set generated from it, as a
// site's cached set would be.
type benchPage struct {
	raw  []byte
	url  string
	site string
	set  *selectors.Compiled
}

func loadBenchPages(b *testing.B, n int) []benchPage {
	b.Helper()
	dir := corpustest.Dir(b)
	var pages []benchPage
	gen := generate.NewHeuristic()
	for _, set := range []string{"fundus", "wcxb-dev"} {
		cs, err := eval.LoadCases(filepath.Join(dir, set, "cases.jsonl"))
		if err != nil {
			b.Skipf("corpus not found at %s (set BYLINE_CORPUS): %v", dir, err)
		}
		for _, c := range cs[:min(n, len(cs))] {
			raw, err := c.ReadHTML()
			if err != nil {
				b.Fatal(err)
			}
			p, err := eval.PageOf(c)
			if err != nil {
				b.Fatal(err)
			}
			s, err := gen.Generate(context.Background(), p.Site, []*extract.Page{p})
			if err != nil {
				b.Fatal(err)
			}
			cs, err := selectors.Compile(s)
			if err != nil {
				continue // no set for this page: it would be extracted by the fallback
			}
			pages = append(pages, benchPage{raw: raw, url: p.URL, site: p.Site, set: cs})
		}
	}
	return pages
}

// BenchmarkExtraction compares, on the same pages in the same run, bare
// html.Parse, extraction with a cached selector set (decode, parse,
// apply), and go-trafilatura (decode, parse, extract). It reports
// pages/s of each and the ratios the targets are stated in.
func BenchmarkExtraction(b *testing.B) {
	pages := loadBenchPages(b, 100)
	applier := extract.NewApplier()
	ctx := context.Background()
	var parse, cached, traf time.Duration
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		for _, p := range pages {
			if _, err := html.Parse(bytes.NewReader(p.raw)); err != nil {
				b.Fatal(err)
			}
		}
		t1 := time.Now()
		for _, p := range pages {
			doc, _, err := extract.ParseHTML(p.raw, "")
			if err != nil {
				b.Fatal(err)
			}
			applier.Apply(p.set, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
		}
		t2 := time.Now()
		for _, p := range pages {
			doc, _, err := extract.ParseHTML(p.raw, "")
			if err != nil {
				b.Fatal(err)
			}
			extract.Trafilatura{}.Extract(ctx, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
		}
		t3 := time.Now()
		parse += t1.Sub(t0)
		cached += t2.Sub(t1)
		traf += t3.Sub(t2)
	}
	n := float64(b.N * len(pages))
	b.ReportMetric(n/parse.Seconds(), "parse-pages/s")
	b.ReportMetric(n/cached.Seconds(), "cached-pages/s")
	b.ReportMetric(n/traf.Seconds(), "trafilatura-pages/s")
	b.ReportMetric(cached.Seconds()/parse.Seconds(), "cached/parse")
	b.ReportMetric(traf.Seconds()/cached.Seconds(), "trafilatura/cached")
}

// BenchmarkCachedSet is extraction with a cached set alone, for
// allocations (run with -benchmem).
func BenchmarkCachedSet(b *testing.B) {
	pages := loadBenchPages(b, 50)
	applier := extract.NewApplier()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		p := pages[i%len(pages)]
		doc, _, _ := extract.ParseHTML(p.raw, "")
		applier.Apply(p.set, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
	}
}

// BenchmarkParse is bare html.Parse of the same pages, for allocations.
func BenchmarkParse(b *testing.B) {
	pages := loadBenchPages(b, 50)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		html.Parse(bytes.NewReader(pages[i%len(pages)].raw))
	}
}
