package search

import (
	"math"
	"slices"
	"testing"
	"time"
)

func TestFuseCandidates(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 1, d, 0, 0, 0, 0, time.UTC) }
	kw := []Candidate{{ID: "a", Site: "x", Published: day(1)}, {ID: "b", Site: "x", Published: day(3)}}
	sem := []Candidate{{ID: "c", Site: "y", Published: day(2)}, {ID: "a", Site: "x", Published: day(1)}}
	ids := func(cs []Candidate) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.ID)
		}
		return out
	}
	tests := []struct {
		name          string
		ratio         float64
		sort          Sort
		want, semOnly []string
	}{
		{"keyword only", 0, SortRelevance, []string{"a", "b"}, nil},
		{"semantic only", 1, SortRelevance, []string{"c", "a"}, []string{"c"}},
		{"both", 0.5, SortRelevance, []string{"a", "c", "b"}, []string{"c"}},
		{"newest", 0.5, SortNewest, []string{"b", "c", "a"}, []string{"c"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fused, semOnly := FuseCandidates(Query{Sort: tc.sort}, kw, sem, tc.ratio)
			if !slices.Equal(ids(fused), tc.want) || !slices.Equal(ids(semOnly), tc.semOnly) {
				t.Fatalf("fused %v, semantic only %v; want %v, %v", ids(fused), ids(semOnly), tc.want, tc.semOnly)
			}
			if fused[0].Score <= 0 || fused[0].Site == "" {
				t.Errorf("fused candidate lost its score or fields: %+v", fused[0])
			}
		})
	}
	// The scores are weighted reciprocal ranks with k = 60: a is first by
	// keyword and second by meaning, c first by meaning, b second by
	// keyword.
	fused, _ := FuseCandidates(Query{}, kw, sem, 0.3)
	want := map[string]float64{"a": 0.7/61 + 0.3/62, "c": 0.3 / 61, "b": 0.7 / 62}
	for _, c := range fused {
		if math.Abs(c.Score-want[c.ID]) > 1e-12 {
			t.Errorf("%s scores %.6g, want %.6g (k = 60)", c.ID, c.Score, want[c.ID])
		}
	}
	counts := CountFacets(Query{Facets: []string{"site"}}, sem, map[string]map[string]int{"site": {"x": 2}})
	if counts["site"]["x"] != 3 || counts["site"]["y"] != 1 {
		t.Errorf("CountFacets = %v", counts)
	}
}

func TestFilterHelpers(t *testing.T) {
	q := Query{Site: "s", Author: "Mira Holt", From: time.Unix(10, 500), To: time.Unix(20, 1)}
	if got := q.Terms(); !slices.Equal(got, []Term{{Field: "site", Value: "s"}, {Field: AuthorKeyField, Value: "mira holt"}}) {
		t.Errorf("Terms = %v", got)
	}
	from, to, hf, ht := q.UnixRange()
	if from != 10 || to != 21 || !hf || !ht {
		t.Errorf("UnixRange = %d, %d, %v, %v; want 10, 21 (rounded up), true, true", from, to, hf, ht)
	}
	if got := MarkHTML("a <b> \x01x\x02", "\x01", "\x02"); got != "a &lt;b&gt; <mark>x</mark>" {
		t.Errorf("MarkHTML = %q", got)
	}
}
