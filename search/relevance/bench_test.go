package relevance

import (
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/searchtest"
)

// benchBatch is the number of documents per Upsert, as in the pipeline's
// indexer.
const benchBatch = pipeline.IndexBatch

// benchQueries is how many queries each mode runs per benchmark op.
const benchQueries = 200

// benchSizes are the index sizes benchmarked: BYLINE_BENCH_DOCS, a
// comma-separated list, or 10k (the baseline) and 100k (the size).
func benchSizes(b *testing.B) []int {
	env := os.Getenv("BYLINE_BENCH_DOCS")
	if env == "" {
		return []int{10_000, 100_000}
	}
	var out []int
	for f := range strings.SplitSeq(env, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			b.Fatalf("BYLINE_BENCH_DOCS=%q: want sizes like 10000,100000", env)
		}
		out = append(out, n)
	}
	return out
}

// synthSource is a corpus article cut into what synthesis recombines.
type synthSource struct {
	doc   search.Doc
	title []string // words
	paras []string
}

// synthesizer makes any number of distinct articles from the corpus by
// recombining, within one language, the titles and paragraphs of its
// articles, so that the index sees the corpus' languages, vocabulary and
// article lengths at any size.
type synthesizer struct {
	src    []synthSource
	byLang map[string][]int
}

var sections = []string{"world", "politics", "business", "tech", "science", "sport", "culture", "opinion"}

func newSynthesizer(docs []search.Doc) *synthesizer {
	s := &synthesizer{byLang: map[string][]int{}}
	for _, d := range docs {
		// The crawler stores a detected language; the corpus leaves most
		// wcxb-dev articles without one.
		d.Lang = extract.DetectLang(d.Title+"\n"+d.Body, d.Lang)
		var paras []string
		for p := range strings.SplitSeq(d.Body, "\n") {
			if p = strings.TrimSpace(p); p != "" {
				paras = append(paras, p)
			}
		}
		if len(paras) == 0 {
			continue
		}
		s.byLang[d.Lang] = append(s.byLang[d.Lang], len(s.src))
		s.src = append(s.src, synthSource{doc: d, title: strings.Fields(d.Title), paras: paras})
	}
	return s
}

// doc returns the i-th synthetic article; the same i gives the same
// article. Article i is built on source i mod len(src): its language,
// authors and number of paragraphs; the title splices the source's title
// with another's, and the paragraphs are drawn from the source and two
// other articles of its language. Ids, URLs and content hashes are
// unique, sites are the source's under one of 20 subdomains, dates spread
// over ten years before the source's.
func (s *synthesizer) doc(i int) search.Doc {
	r := rand.New(rand.NewPCG(uint64(i), 0x5eed))
	a := s.src[i%len(s.src)]
	peers := s.byLang[a.doc.Lang]
	b, c := s.src[peers[r.IntN(len(peers))]], s.src[peers[r.IntN(len(peers))]]

	cut := (len(a.title) + 1) / 2
	title := slices.Clone(a.title[:cut])
	title = append(title, b.title[len(b.title)/2:]...)
	pool := slices.Concat(a.paras, b.paras, c.paras)
	paras := make([]string, len(a.paras))
	for j := range paras {
		paras[j] = pool[r.IntN(len(pool))]
	}

	id := fmt.Sprintf("syn-%06d", i)
	site := a.doc.Site
	if k := (i / len(s.src)) % 20; k > 0 {
		site = fmt.Sprintf("m%d.%s", k, site)
	}
	pub := a.doc.Published
	if pub.IsZero() {
		pub = time.Date(2025, 6, 1, 8, 0, 0, 0, time.UTC)
	}
	pub = pub.Add(-time.Duration(r.IntN(3650*24)) * time.Hour)
	return search.Doc{
		ID: id, URL: "https://" + site + "/" + id, Site: site, Lang: a.doc.Lang, Section: sections[r.IntN(len(sections))],
		Authors: a.doc.Authors, Title: strings.Join(title, " "), Lead: paras[0], Body: strings.Join(paras[1:], "\n\n"),
		Published: pub, ContentHash: id,
	}
}

// benchQuerySet is benchQueries queries: the judged queries, then two
// or three consecutive title words of articles every benchmarked index
// holds (the first 10,000, or fewer for smaller indexes).
func benchQuerySet(b *testing.B, s *synthesizer, upto int) []string {
	qs, err := Queries()
	if err != nil {
		b.Fatal(err)
	}
	var out []string
	for _, q := range qs {
		out = append(out, q.Text)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for len(out) < benchQueries {
		words := strings.Fields(s.doc(r.IntN(upto)).Title)
		if len(words) < 2 {
			continue
		}
		n := min(len(words), 2+r.IntN(2))
		at := r.IntN(len(words) - n + 1)
		out = append(out, strings.Join(words[at:at+n], " "))
	}
	return out[:benchQueries]
}

// benchHNSWThreshold is BYLINE_BENCH_HNSW_THRESHOLD, to compare the HNSW
// graph with the exact scan; 0 (unset) is the default.
func benchHNSWThreshold(b *testing.B) int {
	env := os.Getenv("BYLINE_BENCH_HNSW_THRESHOLD")
	if env == "" {
		return 0
	}
	n, err := strconv.Atoi(env)
	if err != nil {
		b.Fatalf("BYLINE_BENCH_HNSW_THRESHOLD=%q: want a number of documents", env)
	}
	return n
}

// BenchmarkSearch measures the embedded default (on-disk Bleve, built-in
// embedder, default HNSW threshold) on corpus-derived articles: the
// embedder's speed on corpus sentences, then for each size (see
// benchSizes) the indexing rate, embedding included, and the query
// latency of each mode. Semantic mode also reports how many of the true
// ten nearest documents (by exact cosine) it returns. Run it once per
// size:
//
//	go test ./search/relevance -run '^$' -bench Search -benchtime 1x -timeout 60m
func BenchmarkSearch(b *testing.B) {
	docs, err := CorpusDocs(corpusDir(b))
	if err != nil {
		b.Fatal(err)
	}
	emb := searchtest.Embedder(b)
	syn := newSynthesizer(docs)
	sizes := benchSizes(b)
	queries := benchQuerySet(b, syn, min(10_000, slices.Min(sizes)))

	b.Run("embed", func(b *testing.B) { benchEmbed(b, emb, syn) })
	for _, n := range sizes {
		b.Run(fmt.Sprintf("docs=%d", n), func(b *testing.B) {
			ctx := context.Background()
			dir := b.TempDir()
			var idx *bleve.Index
			var vecs [][]float32 // vecs[i] is the vector of syn.doc(i)
			words := 0
			b.Cleanup(func() {
				if idx != nil {
					idx.Close()
				}
			})
			build := func(b *testing.B) {
				if idx != nil {
					idx.Close()
					idx = nil
				}
				path := filepath.Join(dir, "index.bleve")
				if err := os.RemoveAll(path); err != nil {
					b.Fatal(err)
				}
				var err error
				if idx, err = bleve.Open(path, bleve.Options{Embedder: emb, HNSWThreshold: benchHNSWThreshold(b)}); err != nil {
					b.Fatal(err)
				}
				vecs, words = make([][]float32, 0, n), 0
				batch := make([]search.Doc, 0, benchBatch)
				for at := 0; at < n; at += benchBatch {
					b.StopTimer()
					batch = batch[:0]
					for i := at; i < min(at+benchBatch, n); i++ {
						d := syn.doc(i)
						words += countWords(d.Title) + countWords(d.Lead) + countWords(d.Body)
						batch = append(batch, d)
					}
					b.StartTimer()
					// As the pipeline's indexer does: embed, then upsert.
					if err := search.EmbedDocs(ctx, emb, batch); err != nil {
						b.Fatal(err)
					}
					if err := idx.Upsert(ctx, batch); err != nil {
						b.Fatal(err)
					}
					for _, d := range batch {
						vecs = append(vecs, d.Vector)
					}
				}
			}
			b.Run("index", func(b *testing.B) {
				cpu0 := cpuTime()
				for range b.N {
					build(b)
				}
				b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "docs/s")
				// CPU time of the whole process (Bleve merges in the
				// background), less noisy than wall time on a shared machine.
				b.ReportMetric(float64(n*b.N)/(cpuTime()-cpu0).Seconds(), "docs/cpu-s")
				b.StopTimer()
				b.ReportMetric(float64(words)/float64(n), "words/doc")
				reportDiskSize(b, dir)
			})
			for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
				b.Run(string(mode), func(b *testing.B) {
					if idx == nil {
						build(b)
						b.ResetTimer()
					}
					hits := benchQueriesIn(b, idx, mode, queries)
					if mode == search.ModeSemantic {
						b.ReportMetric(exactRecall(b, emb, vecs, queries, hits), "exact-recall@10")
					}
				})
			}
		})
	}
}

// benchQueriesIn runs every query once per op and reports the latency
// percentiles of single queries. It returns the ids of each query's hits.
func benchQueriesIn(b *testing.B, idx *bleve.Index, mode search.Mode, queries []string) [][]string {
	ctx := context.Background()
	hits := make([][]string, len(queries))
	run := func(at int) time.Duration {
		start := time.Now()
		res, err := idx.Search(ctx, search.Query{Text: queries[at], Mode: mode, SemanticRatio: search.DefaultSemanticRatio, Limit: 10})
		took := time.Since(start)
		if err != nil {
			b.Fatal(err)
		}
		hits[at] = hits[at][:0]
		for _, h := range res.Hits {
			hits[at] = append(hits[at], h.ID)
		}
		return took
	}
	// Warm the caches the first queries of a fresh index would pay for.
	b.StopTimer()
	for at := range 10 {
		run(at)
	}
	b.StartTimer()
	var lat []time.Duration
	for range b.N {
		for at := range queries {
			lat = append(lat, run(at))
		}
	}
	slices.Sort(lat)
	pct := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.95), "p95-ms")
	b.ReportMetric(float64(len(lat))/b.Elapsed().Seconds(), "queries/s")
	b.ReportMetric(0, "ns/op")
	return hits
}

// exactRecall is the mean share of the ten documents nearest to each
// query by exact cosine (over vecs, the vector of syn.doc(i) at i) that
// are among its semantic hits, over the queries the embedder can
// represent.
func exactRecall(b *testing.B, emb search.Embedder, vecs [][]float32, queries []string, hits [][]string) float64 {
	b.StopTimer()
	defer b.StartTimer()
	sum, n := 0.0, 0
	for at, text := range queries {
		qv, err := search.EmbedQuery(context.Background(), emb, search.Query{Text: text, Mode: search.ModeSemantic})
		if err != nil {
			b.Fatal(err)
		}
		if qv == nil {
			continue
		}
		type scored struct {
			id    string
			score float32
		}
		var top []scored
		for i, v := range vecs {
			if len(v) == 0 {
				continue
			}
			top = append(top, scored{fmt.Sprintf("syn-%06d", i), search.Dot(qv, v)})
		}
		slices.SortFunc(top, func(x, y scored) int { return cmp.Compare(y.score, x.score) })
		found := 0
		for _, t := range top[:min(10, len(top))] {
			if slices.Contains(hits[at], t.id) {
				found++
			}
		}
		sum += float64(found) / float64(min(10, len(top)))
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// benchEmbed embeds the sentences of the corpus' articles, once per op.
func benchEmbed(b *testing.B, emb search.Embedder, syn *synthesizer) {
	ctx := context.Background()
	var sentences []string
	words := 0
	for _, s := range syn.src {
		for _, p := range s.paras {
			for _, sent := range splitSentences(p) {
				if n := len(strings.Fields(sent)); n >= 3 {
					sentences = append(sentences, sent)
					words += n
				}
			}
		}
	}
	b.ResetTimer()
	for range b.N {
		for _, s := range sentences {
			if _, err := emb.EmbedQuery(ctx, s); err != nil {
				b.Fatal(err)
			}
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(len(sentences)*b.N)/sec, "sentences/s")
	b.ReportMetric(float64(words*b.N)/sec, "words/s")
	b.ReportMetric(0, "ns/op")
}

// splitSentences cuts text after '.', '!', '?' and their CJK forms when
// followed by a space or the end.
func splitSentences(text string) []string {
	var out []string
	start := 0
	rs := []rune(text)
	for i, r := range rs {
		end := strings.ContainsRune(".!?。！？", r) && (i+1 == len(rs) || rs[i+1] == ' ' || r > 0x3000)
		if end {
			if s := strings.TrimSpace(string(rs[start : i+1])); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(string(rs[start:])); s != "" {
		out = append(out, s)
	}
	return out
}

// reportDiskSize reports the size of the index's files.
func reportDiskSize(b *testing.B, dir string) {
	var size int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				size += fi.Size()
			}
		}
		return nil
	})
	b.ReportMetric(float64(size)/1e6, "disk-MB")
}

// cpuTime is the user and system CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// countWords is len(strings.Fields(s)) without the slice: the benchmark
// counts the words of every article it indexes.
func countWords(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}
