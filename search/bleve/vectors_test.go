package bleve

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

// randomUnit returns n deterministic random unit vectors of dims.
func randomUnit(n, dims int, seed uint64) [][]float32 {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([][]float32, n)
	for i := range out {
		v := make([]float32, dims)
		for j := range v {
			v[j] = float32(r.NormFloat64())
		}
		out[i] = search.Unit(v)
	}
	return out
}

// BenchmarkExactScan measures one semantic query by exact scan over the
// vector table, for k = 10 (a semantic page) and k = 100 (a hybrid
// window).
func BenchmarkExactScan(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		v, err := newVectors(nil, "e", -1)
		if err != nil {
			b.Fatal(err)
		}
		for i, vec := range randomUnit(n, 100, 1) {
			v.set(fmt.Sprint(i), docMeta{Embedder: "e"}, vec)
		}
		qs := randomUnit(64, 100, 2)
		for _, k := range []int{10, 100} {
			b.Run(fmt.Sprintf("docs=%d/k=%d", n, k), func(b *testing.B) {
				i := 0
				for b.Loop() {
					v.semantic(search.Query{}, qs[i%len(qs)], k)
					i++
				}
			})
		}
	}
}

// TestVectorTableFollowsIDs checks that each document's vector stays its
// own through replacements, removals (which move the last slot) and
// vectors from another embedder.
func TestVectorTableFollowsIDs(t *testing.T) {
	vec := func(x float32) []float32 { return []float32{x, 1, 0} }
	type op struct {
		set      string
		remove   string
		x        float32
		embedder string
	}
	tests := []struct {
		name string
		ops  []op
		want map[string]float32 // doc id -> first component; absent: no vector
	}{
		{"add", []op{{set: "a", x: 1}, {set: "b", x: 2}}, map[string]float32{"a": 1, "b": 2}},
		{"replace", []op{{set: "a", x: 1}, {set: "b", x: 2}, {set: "a", x: 3}}, map[string]float32{"a": 3, "b": 2}},
		{"remove moves the last", []op{{set: "a", x: 1}, {set: "b", x: 2}, {set: "c", x: 3}, {remove: "a"}},
			map[string]float32{"b": 2, "c": 3}},
		{"other embedder", []op{{set: "a", x: 1}, {set: "b", x: 2, embedder: "old"}, {set: "c", x: 3}, {remove: "a"}},
			map[string]float32{"c": 3}},
		{"vector lost on replace", []op{{set: "a", x: 1}, {set: "a", x: 1, embedder: "old"}, {set: "b", x: 2}},
			map[string]float32{"b": 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := newVectors(nil, "e", -1)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range tc.ops {
				if o.remove != "" {
					v.remove(o.remove)
					continue
				}
				emb := cmp.Or(o.embedder, "e")
				v.set(o.set, docMeta{Embedder: emb}, vec(o.x))
			}
			if v.live != len(tc.want) {
				t.Errorf("live = %d, want %d", v.live, len(tc.want))
			}
			for i, id := range v.ids {
				got := v.vec(i)
				want, ok := tc.want[id]
				switch {
				case !ok && got != nil:
					t.Errorf("%s: vector %v, want none", id, got)
				case ok && (got == nil || got[0] != want):
					t.Errorf("%s: vector %v, want first component %g", id, got, want)
				}
			}
			if len(v.data) != len(v.ids)*v.dims {
				t.Errorf("table holds %d floats for %d docs of %d dims", len(v.data), len(v.ids), v.dims)
			}
		})
	}
}

// TestSemanticFacetsCountTheHits: a semantic search's facets count the
// candidates its total counts, not every document of the index.
func TestSemanticFacetsCountTheHits(t *testing.T) {
	x, err := OpenMemory(Options{Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if err := x.Upsert(context.Background(), shardDocs(150)); err != nil {
		t.Fatal(err)
	}
	q := search.Query{Text: "a story about the city", Mode: search.ModeSemantic, Facets: []string{"site"}}
	res, err := x.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range res.Facets["site"] {
		n += c.Count
	}
	if res.Total != search.CandidateWindow(q) || n != res.Total {
		t.Errorf("total %d, site facets sum to %d; want both %d", res.Total, n, search.CandidateWindow(q))
	}
}

// TestHybridTotalCountsEachMatchOnce checks a hybrid total when the
// keyword matches outnumber the keyword window: the semantic candidates
// the keyword side ranked past its window (the word once in a long body
// about ships) still match the keyword query, and count once, in the
// total and in the facets.
func TestHybridTotalCountsEachMatchOnce(t *testing.T) {
	x, err := OpenMemory(Options{Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	kwWindow, semWindow := search.HybridWindows()
	var docs []search.Doc
	for i := range kwWindow {
		docs = append(docs, search.Doc{ID: fmt.Sprintf("title-%04d", i), Site: "a.example", Lang: "en",
			Title: "Harbour " + strconv.Itoa(i), Body: strings.Repeat("Bake the bread with butter, flour and sugar. ", 3),
			ContentHash: fmt.Sprint(i)})
	}
	for i := range semWindow + 50 {
		docs = append(docs, search.Doc{ID: fmt.Sprintf("body-%04d", i), Site: "b.example", Lang: "en",
			Title: "Ships at the quay " + strconv.Itoa(i),
			Body: strings.Repeat("Ships, ferries and fishing boats moored at the docks and the quay of the port. ", 8) +
				"The harbour master counted them.", ContentHash: fmt.Sprint("b", i)})
	}
	if err := x.Upsert(context.Background(), docs); err != nil {
		t.Fatal(err)
	}
	q := search.Query{Text: "harbour", Mode: search.ModeHybrid, SemanticRatio: 0.5, Facets: []string{"site"}}
	res, err := x.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, c := range res.Facets["site"] {
		sum += c.Count
	}
	if res.Total != len(docs) || sum != len(docs) {
		t.Errorf("hybrid total %d, site facets sum to %d (%v); want both %d, every document matching once",
			res.Total, sum, res.Facets["site"], len(docs))
	}
}
