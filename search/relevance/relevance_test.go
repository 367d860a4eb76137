package relevance

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/bylinehq/byline/internal/corpustest"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/searchtest"
)

func TestMetrics(t *testing.T) {
	rel := map[string]int{"a": 2, "b": 1}
	tests := []struct {
		ranked       []string
		ndcg, recall float64
	}{
		{[]string{"a", "b"}, 1, 1},
		{[]string{"x", "a"}, 3 / math.Log2(3) / (3 + 1/math.Log2(3)), 0.5},
		{nil, 0, 0},
	}
	for _, tc := range tests {
		if n := NDCG(tc.ranked, rel, 10); math.Abs(n-tc.ndcg) > 1e-9 {
			t.Errorf("NDCG(%v) = %f, want %f", tc.ranked, n, tc.ndcg)
		}
		if r := Recall(tc.ranked, rel, 10); r != tc.recall {
			t.Errorf("Recall(%v) = %f, want %f", tc.ranked, r, tc.recall)
		}
	}
}

func TestQueriesAreWellFormed(t *testing.T) {
	qs, err := Queries()
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) < 60 {
		t.Fatalf("%d queries, want at least 60", len(qs))
	}
	seen := map[string]bool{}
	for _, q := range qs {
		if seen[q.ID] || q.Text == "" || len(q.Relevant) == 0 || q.Category == "" {
			t.Errorf("bad query %+v", q)
		}
		seen[q.ID] = true
	}
}

func corpusDir(t testing.TB) string {
	dir := corpustest.Dir(t)
	if _, err := os.Stat(filepath.Join(dir, "fundus", "cases.jsonl")); err != nil {
		t.Skipf("corpus not found in %s (set BYLINE_CORPUS)", dir)
	}
	return dir
}

// Ratio is the semantic ratio of the hybrid run: the shipped default.
const Ratio = search.DefaultSemanticRatio

// TestRelevance builds an index of the corpus and scores the judged
// queries in every mode. It fails if hybrid does not beat keyword on
// paraphrases or loses on exact-title queries, the bar; the
// figures are in the log (go test -run TestRelevance -v).
func TestRelevance(t *testing.T) {
	dir := corpusDir(t)
	ctx := context.Background()
	docs, err := CorpusDocs(dir)
	if err != nil {
		t.Fatal(err)
	}
	qs, err := Queries()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, d := range docs {
		ids[d.ID] = true
	}
	for _, q := range qs {
		for id := range q.Relevant {
			if !ids[id] {
				t.Fatalf("query %s judges %s, which is not in the corpus", q.ID, id)
			}
		}
	}
	idx, err := bleve.OpenMemory(bleve.Options{Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	for i := 0; i < len(docs); i += 256 {
		if err := idx.Upsert(ctx, docs[i:min(i+256, len(docs))]); err != nil {
			t.Fatal(err)
		}
	}
	reports := map[search.Mode]Report{}
	for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
		r, err := Evaluate(ctx, idx, qs, mode, Ratio)
		if err != nil {
			t.Fatal(err)
		}
		reports[mode] = r
	}
	t.Logf("%d documents, %d queries\n%s", len(docs), len(qs), Table(qs, reports))
	kw, hy := reports[search.ModeKeyword].ByCategory, reports[search.ModeHybrid].ByCategory
	if hy["paraphrase"].NDCG10 <= kw["paraphrase"].NDCG10 {
		t.Errorf("hybrid nDCG@10 on paraphrases %.3f does not beat keyword %.3f", hy["paraphrase"].NDCG10, kw["paraphrase"].NDCG10)
	}
	if hy["exact"].NDCG10 < kw["exact"].NDCG10 {
		t.Errorf("hybrid nDCG@10 on exact queries %.3f loses to keyword %.3f", hy["exact"].NDCG10, kw["exact"].NDCG10)
	}
}
