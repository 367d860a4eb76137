package extract_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/markusmobius/go-trafilatura"
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
			if p, ok := learnedPage(b, gen, c, c); ok {
				pages = append(pages, p)
			}
		}
	}
	return pages
}

// learnedPage reads case c with a set generated from case from (c
// itself for a site's cached set) and validated there; ok is false when
// no set compiles (the page would go to the fallback).
func learnedPage(b *testing.B, gen *generate.Heuristic, c, from eval.Case) (benchPage, bool) {
	raw, err := c.ReadHTML()
	if err != nil {
		b.Fatal(err)
	}
	p, err := eval.PageOf(c)
	if err != nil {
		b.Fatal(err)
	}
	src := p
	if from.ID != c.ID {
		if src, err = eval.PageOf(from); err != nil {
			b.Fatal(err)
		}
		src.Site = p.Site
	}
	s, err := gen.Generate(context.Background(), p.Site, []*extract.Page{src})
	if err != nil {
		b.Fatal(err)
	}
	set, err := selectors.Compile(s)
	if err != nil {
		return benchPage{}, false
	}
	generate.Validate(extract.NewApplier(), set, []*extract.Page{src})
	return benchPage{raw: raw, url: p.URL, site: p.Site, set: set}, true
}

// BenchmarkExtraction compares, on the same pages in the same run:
//   - bare html.Parse of the page's bytes;
//   - Byline with a cached selector set (decode, parse, apply);
//   - go-trafilatura as its users call it, trafilatura.Extract on the
//     page's bytes (it decodes and parses the whole page itself);
//   - go-trafilatura on the DOM Byline parsed (decode and parse with
//     Byline's ParseHTML, which skips unread script text, then
//     ExtractDocument): how Byline runs it as its fallback, and the
//     stricter baseline, since it shares Byline's faster parse.
//
// The four are timed page by page (see alternate). It reports pages/s of
// each and the ratios the targets are stated in.
func BenchmarkExtraction(b *testing.B) {
	pages := loadBenchPages(b, 100)
	applier := extract.NewApplier()
	ctx := context.Background()
	parse := func(p benchPage) {
		if _, err := html.Parse(bytes.NewReader(p.raw)); err != nil {
			b.Fatal(err)
		}
	}
	cached := func(p benchPage) {
		doc, _, err := extract.ParseHTML(p.raw, "")
		if err != nil {
			b.Fatal(err)
		}
		applier.Apply(p.set, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
	}
	trafBytes := func(p benchPage) {
		trafilatura.Extract(bytes.NewReader(p.raw), extract.TrafilaturaOptions(p.url))
	}
	trafDOM := func(p benchPage) {
		doc, _, err := extract.ParseHTML(p.raw, "")
		if err != nil {
			b.Fatal(err)
		}
		extract.Trafilatura{}.Extract(ctx, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
	}
	took := alternate(b, pages, parse, cached, trafBytes, trafDOM)
	n := float64(b.N * len(pages))
	b.ReportMetric(n/took[0].Seconds(), "parse-pages/s")
	b.ReportMetric(n/took[1].Seconds(), "cached-pages/s")
	b.ReportMetric(n/took[2].Seconds(), "trafilatura-pages/s")
	b.ReportMetric(n/took[3].Seconds(), "trafilatura-dom-pages/s")
	b.ReportMetric(took[1].Seconds()/took[0].Seconds(), "cached/parse")
	b.ReportMetric(took[2].Seconds()/took[1].Seconds(), "trafilatura/cached")
	b.ReportMetric(took[3].Seconds()/took[1].Seconds(), "trafilatura-dom/cached")
}

// alternate times each of runs on every page, one after the other, page
// by page, starting with a different one on each page, so that a change
// in the machine's load or the garbage one leaves for the next to
// collect falls on all of them alike; it returns each one's total time.
func alternate(b *testing.B, pages []benchPage, runs ...func(benchPage)) []time.Duration {
	took := make([]time.Duration, len(runs))
	b.ResetTimer()
	for i := range b.N {
		for j, p := range pages {
			for k := range runs {
				r := (i + j + k) % len(runs)
				t := time.Now()
				runs[r](p)
				took[r] += time.Since(t)
			}
		}
	}
	return took
}

// learnedSets hands out a set learned on another page of the site, as
// a crawl does after a site's first page; a page it fails on goes to
// the whole-page fallback (no regeneration: a crawl regenerates once and
// keeps the result, which would measure generation, not extraction).
type learnedSets struct{ set *selectors.Compiled }

func (l learnedSets) SetFor(context.Context, *extract.Page) (*selectors.Compiled, error) {
	return l.set, nil
}

func (learnedSets) Regenerate(context.Context, *extract.Page, string) (*selectors.Compiled, error) {
	return nil, nil
}

// BenchmarkExtractionTransfer is BenchmarkExtraction's comparison on the
// pages of the corpus' fundus publishers with two or more pages, each
// extracted the way a crawl extracts it: Extractor.Extract (decode,
// parse, apply, and what the set lost read by the heuristic, or the
// whole page by go-trafilatura when the set fails) with a set learned
// on another page of the publisher (as `byline eval` pairs them), while
// BenchmarkExtraction applies a set to the page it was learned on.
func BenchmarkExtractionTransfer(b *testing.B) {
	dir := corpustest.Dir(b)
	cs, err := eval.LoadCases(filepath.Join(dir, "fundus", "cases.jsonl"))
	if err != nil {
		b.Skipf("corpus not found at %s (set BYLINE_CORPUS): %v", dir, err)
	}
	pairs := eval.TransferPairs(cs)
	byID := map[string]eval.Case{}
	for _, c := range cs {
		byID[c.ID] = c
	}
	gen := generate.NewHeuristic()
	var pages []benchPage
	for _, c := range eval.Subset(cs, pairs) {
		if p, ok := learnedPage(b, gen, c, byID[pairs[c.ID]]); ok {
			pages = append(pages, p)
		}
	}
	ctx, applier := context.Background(), extract.NewApplier()
	parse := func(p benchPage) {
		if _, err := html.Parse(bytes.NewReader(p.raw)); err != nil {
			b.Fatal(err)
		}
	}
	failed := 0 // pages the learned set failed on
	learned := func(p benchPage) {
		doc, _, err := extract.ParseHTML(p.raw, "")
		if err != nil {
			b.Fatal(err)
		}
		x := &extract.Extractor{Sets: learnedSets{p.set}, Applier: applier, Fallback: extract.Trafilatura{},
			Observe: func(_ context.Context, o extract.Outcome) {
				if !o.OK {
					failed++
				}
			}}
		x.Extract(ctx, &extract.Page{URL: p.url, Site: p.site, Doc: doc})
	}
	trafBytes := func(p benchPage) {
		trafilatura.Extract(bytes.NewReader(p.raw), extract.TrafilaturaOptions(p.url))
	}
	took := alternate(b, pages, parse, learned, trafBytes)
	n := float64(b.N * len(pages))
	b.ReportMetric(float64(len(pages)), "pages")
	b.ReportMetric(100*float64(failed)/n, "set-failed-%")
	b.ReportMetric(n/took[1].Seconds(), "learned-pages/s")
	b.ReportMetric(took[1].Seconds()/took[0].Seconds(), "learned/parse")
	b.ReportMetric(took[2].Seconds()/took[1].Seconds(), "trafilatura/learned")
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
