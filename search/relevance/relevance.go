// Package relevance measures search quality on the development corpus: a
// judged query set (queries.jsonl, written by hand from the corpus'
// titles and bodies) run against an index of the corpus' articles, scored
// by nDCG@10 and recall@10 per mode and per query category.
package relevance

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/search"
)

// Query is one judged query: graded relevance (2 = the article the query
// was written from, 1 = also relevant) of corpus case ids.
type Query struct {
	ID       string         `json:"id"`
	Category string         `json:"category"`
	Text     string         `json:"query"`
	Relevant map[string]int `json:"relevant"`
}

//go:embed queries.jsonl
var queriesJSONL []byte

// Queries returns the judged query set.
func Queries() ([]Query, error) {
	var out []Query
	sc := bufio.NewScanner(bytes.NewReader(queriesJSONL))
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var q Query
		if err := json.Unmarshal(sc.Bytes(), &q); err != nil {
			return nil, fmt.Errorf("queries.jsonl: %w", err)
		}
		out = append(out, q)
	}
	return out, sc.Err()
}

// Sets are the corpus sets with full article bodies that the index is
// built from (trafilatura's has snippets only).
var Sets = []string{"fundus", "wcxb-dev", "readability"}

// CorpusDocs reads the articles of the corpus at dir as search documents,
// from their gold fields.
func CorpusDocs(dir string) ([]search.Doc, error) {
	var docs []search.Doc
	for _, set := range Sets {
		cases, err := eval.LoadCases(filepath.Join(dir, set, "cases.jsonl"))
		if err != nil {
			return nil, err
		}
		for _, c := range cases {
			d := search.Doc{ID: c.ID, URL: c.URL, Site: c.Site, ContentHash: c.ID}
			if c.Title != nil {
				d.Title = *c.Title
			}
			if c.Body != nil {
				d.Body = *c.Body
			}
			if c.Lang != nil {
				d.Lang = *c.Lang
			}
			if c.Authors != nil {
				d.Authors = *c.Authors
			}
			if c.Published != nil && *c.Published != nil {
				p := **c.Published
				if t, err := time.Parse(time.RFC3339, p); err == nil {
					d.Published = t
				} else if t, err := time.Parse("2006-01-02", p); err == nil {
					d.Published = t
				}
			}
			if d.Title == "" && d.Body == "" {
				continue
			}
			docs = append(docs, d)
		}
	}
	return docs, nil
}

// Scores are mean metrics over a set of queries.
type Scores struct {
	Queries int     `json:"queries"`
	NDCG10  float64 `json:"ndcg@10"`
	Recall  float64 `json:"recall@10"`
}

// Report holds the scores of one mode, overall and per category.
type Report struct {
	Mode          search.Mode       `json:"mode"`
	SemanticRatio float64           `json:"semantic_ratio,omitempty"`
	All           Scores            `json:"all"`
	ByCategory    map[string]Scores `json:"by_category"`
	// PerQuery holds each query's nDCG@10, by query id.
	PerQuery map[string]float64 `json:"per_query"`
}

type searcher interface {
	Search(ctx context.Context, q search.Query) (search.Result, error)
}

// Evaluate runs every query in mode and scores the top 10.
func Evaluate(ctx context.Context, idx searcher, queries []Query, mode search.Mode, ratio float64) (Report, error) {
	r := Report{Mode: mode, ByCategory: map[string]Scores{}, PerQuery: map[string]float64{}}
	if mode == search.ModeHybrid {
		r.SemanticRatio = ratio
	}
	sums := map[string]*Scores{"": {}}
	for _, q := range queries {
		res, err := idx.Search(ctx, search.Query{Text: q.Text, Mode: mode, SemanticRatio: ratio, Limit: 10})
		if err != nil {
			return r, fmt.Errorf("query %s: %w", q.ID, err)
		}
		var ranked []string
		for _, h := range res.Hits {
			ranked = append(ranked, h.ID)
		}
		n, rec := NDCG(ranked, q.Relevant, 10), Recall(ranked, q.Relevant, 10)
		r.PerQuery[q.ID] = n
		for _, c := range []string{"", q.Category} {
			if sums[c] == nil {
				sums[c] = &Scores{}
			}
			sums[c].Queries++
			sums[c].NDCG10 += n
			sums[c].Recall += rec
		}
	}
	for c, s := range sums {
		if s.Queries > 0 {
			s.NDCG10 /= float64(s.Queries)
			s.Recall /= float64(s.Queries)
		}
		if c == "" {
			r.All = *s
		} else {
			r.ByCategory[c] = *s
		}
	}
	return r, nil
}

// NDCG is the normalized discounted cumulative gain of ranked at k, with
// gains 2^rel - 1.
func NDCG(ranked []string, rel map[string]int, k int) float64 {
	dcg := 0.0
	for i, id := range ranked[:min(k, len(ranked))] {
		if g := rel[id]; g > 0 {
			dcg += (math.Pow(2, float64(g)) - 1) / math.Log2(float64(i+2))
		}
	}
	var grades []int
	for _, g := range rel {
		grades = append(grades, g)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(grades)))
	ideal := 0.0
	for i, g := range grades[:min(k, len(grades))] {
		ideal += (math.Pow(2, float64(g)) - 1) / math.Log2(float64(i+2))
	}
	if ideal == 0 {
		return 0
	}
	return dcg / ideal
}

// Recall is the share of relevant documents in the top k.
func Recall(ranked []string, rel map[string]int, k int) float64 {
	n, found := 0, 0
	for _, g := range rel {
		if g > 0 {
			n++
		}
	}
	for _, id := range ranked[:min(k, len(ranked))] {
		if rel[id] > 0 {
			found++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(found) / float64(n)
}

// Categories returns the query categories in a stable order.
func Categories(queries []Query) []string {
	var out []string
	for _, q := range queries {
		if !slices.Contains(out, q.Category) {
			out = append(out, q.Category)
		}
	}
	return out
}

// Table formats reports as a Markdown table: nDCG@10 / recall@10 per
// category and mode.
func Table(qs []Query, reports map[search.Mode]Report) string {
	var b strings.Builder
	modes := []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid}
	b.WriteString("| category | n |")
	for _, m := range modes {
		fmt.Fprintf(&b, " %s nDCG@10 | %s R@10 |", m, m)
	}
	b.WriteString("\n|---|---|" + strings.Repeat("---|---|", len(modes)) + "\n")
	row := func(name string, get func(Report) Scores) {
		fmt.Fprintf(&b, "| %s | %d |", name, get(reports[modes[0]]).Queries)
		for _, m := range modes {
			s := get(reports[m])
			fmt.Fprintf(&b, " %.3f | %.3f |", s.NDCG10, s.Recall)
		}
		b.WriteString("\n")
	}
	for _, c := range Categories(qs) {
		row(c, func(r Report) Scores { return r.ByCategory[c] })
	}
	row("all", func(r Report) Scores { return r.All })
	return b.String()
}
