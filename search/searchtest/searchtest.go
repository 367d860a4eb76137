// Package searchtest is the conformance suite every search backend runs.
// Backends are opened with an embedder (the built-in one, see Embedder),
// so the suite checks keyword, semantic and hybrid search alike.
package searchtest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/embed/builtin"
)

func day(m time.Month, d int) time.Time { return time.Date(2026, m, d, 9, 0, 0, 0, time.UTC) }

// Docs is a small multilingual corpus used by the suite.
var Docs = []search.Doc{
	{ID: "d1", URL: "https://a.example/lantern", Site: "a.example", Lang: "en", Section: "culture", Authors: []string{"Mira Holt"},
		Title: "Lantern festival draws record crowds", Lead: "The old harbour glowed all night.",
		Body: "Thousands walked along the harbour to see the paper lanterns floating on the water.", Published: day(10, 3), ContentHash: "h1"},
	{ID: "d2", URL: "https://a.example/buses", Site: "a.example", Lang: "en", Section: "city", Authors: []string{"Tom Reyes"},
		Title: "City orders forty electric buses", Body: "The transit authority will replace its diesel fleet by 2028. Lanterns are not involved.",
		Published: day(10, 5), ContentHash: "h2"},
	{ID: "d3", URL: "https://b.example/bienen", Site: "b.example", Lang: "de", Section: "natur", Authors: []string{"Jana Vogt"},
		Title: "Imker retten alte Bienenrassen", Body: "Im Tal halten zwölf Imker die dunkle Biene.", Published: day(11, 1), ContentHash: "h3"},
	{ID: "d4", URL: "https://c.example/sau-rieng", Site: "c.example", Lang: "vi", Section: "kinh-te",
		Title: "Giá sầu riêng tăng mạnh", Body: "Nông dân miền Tây vui mừng vì giá sầu riêng tăng. Thương lái từ Hà Nội đổ về.",
		Published: day(11, 10), ContentHash: "h4"},
	{ID: "d5", URL: "https://a.example/rates", Site: "a.example", Lang: "en", Section: "Business", Authors: []string{"Mira Holt", "Sam Ode"},
		Title: "Central bank keeps interest rates on hold", Body: "Policymakers said inflation was cooling but borrowing costs will stay high for now.",
		Published: day(11, 12), ContentHash: "h5"},
	{ID: "d6", URL: "https://d.example/storm", Site: "d.example", Lang: "en", Section: "weather",
		Title: "Storm surge floods coastal towns", Body: "Heavy rain and strong winds pushed sea water into streets; residents were evacuated.",
		Published: day(11, 14), ContentHash: "h6"},
}

var (
	embOnce sync.Once
	emb     *builtin.Embedder
	embErr  error
)

// Embedder returns the built-in embedder, loaded once per test binary.
func Embedder(t testing.TB) search.NamedEmbedder {
	t.Helper()
	embOnce.Do(func() { emb, embErr = builtin.New() })
	if embErr != nil {
		t.Fatal(embErr)
	}
	return emb
}

func ids(hits []search.Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

// Run runs the suite against a fresh index made by open, which must
// embed with Embedder(t).
func Run(t *testing.T, open func(t *testing.T) search.Index) {
	t.Helper()
	ctx := context.Background()
	idx := open(t)
	t.Cleanup(func() { idx.Close() })
	if err := idx.Upsert(ctx, slices.Clone(Docs)); err != nil {
		t.Fatal(err)
	}
	// Upserting again is idempotent.
	if err := idx.Upsert(ctx, slices.Clone(Docs[:2])); err != nil {
		t.Fatal(err)
	}
	if n, err := idx.Count(ctx); err != nil || n != len(Docs) {
		t.Fatalf("Count = %d, %v; want %d", n, err, len(Docs))
	}
	searchIDs := func(t *testing.T, q search.Query) ([]string, search.Result) {
		t.Helper()
		res, err := idx.Search(ctx, q)
		if err != nil {
			t.Fatalf("Search(%+v): %v", q, err)
		}
		if res.Took <= 0 {
			t.Errorf("Search(%+v): took %v, want the time it took", q, res.Took)
		}
		return ids(res.Hits), res
	}
	t.Run("title word ranks first", func(t *testing.T) {
		got, res := searchIDs(t, search.Query{Text: "lantern"})
		if len(got) < 2 || got[0] != "d1" || !slices.Contains(got, "d2") || res.Total != 2 {
			t.Fatalf("hits = %v (total %d), want d1 first, then d2", got, res.Total)
		}
		h := res.Hits[0]
		if h.Title == "" || h.URL == "" || h.Site != "a.example" || h.Lang != "en" || h.Section != "culture" ||
			h.Published.IsZero() || len(h.Authors) != 1 {
			t.Errorf("hit lacks fields: %+v", h)
		}
		_, res = searchIDs(t, search.Query{Text: "harbour"})
		if len(res.Hits) == 0 || !strings.Contains(res.Hits[0].Snippet, "<mark>harbour</mark>") {
			t.Errorf("snippet of %+v has no <mark>harbour</mark>", res.Hits)
		}
	})
	t.Run("keyword matching", func(t *testing.T) {
		tests := []struct{ name, q, want string }{
			{"accent folding", "ha noi", "d4"},
			{"accent folding in title", "gia sau rieng", "d4"},
			{"accented query", "Hà Nội", "d4"},
			{"plural finds singular", "festivals", "d1"},
			{"author", "Reyes", "d2"},
			{"german", "Bienen", "d3"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				got, _ := searchIDs(t, search.Query{Text: tc.q})
				if len(got) == 0 || got[0] != tc.want {
					t.Fatalf("%q: hits = %v, want %s first", tc.q, got, tc.want)
				}
			})
		}
	})
	t.Run("highlights", func(t *testing.T) {
		_, res := searchIDs(t, search.Query{Text: "lantern", Highlights: true})
		hl := res.Hits[0].Highlights
		if len(hl["title"]) == 0 || !strings.Contains(hl["title"][0], "<mark>") {
			t.Fatalf("highlights = %v, want a marked title", hl)
		}
		// Hybrid mode marks the query's words in what either side found.
		_, res = searchIDs(t, search.Query{Text: "lantern", Mode: search.ModeHybrid, SemanticRatio: 0.5, Highlights: true})
		i := slices.IndexFunc(res.Hits, func(h search.Hit) bool { return h.ID == "d1" })
		if i < 0 || len(res.Hits[i].Highlights["title"]) == 0 || !strings.Contains(res.Hits[i].Highlights["title"][0], "<mark>") {
			t.Fatalf("hybrid hits %+v: want d1 with a marked title", res.Hits)
		}
	})
	t.Run("semantic finds paraphrases", func(t *testing.T) {
		tests := []struct{ q, want string }{
			{"battery powered public transport vehicles", "d2"},
			{"hurricane flooding near the sea", "d6"},
			{"monetary policy and borrowing", "d5"},
		}
		for _, tc := range tests {
			for _, mode := range []search.Mode{search.ModeSemantic, search.ModeHybrid} {
				got, res := searchIDs(t, search.Query{Text: tc.q, Mode: mode, SemanticRatio: 0.5})
				if len(got) == 0 || got[0] != tc.want {
					t.Errorf("%s %q: hits = %v, want %s first", mode, tc.q, got, tc.want)
				}
				if res.Total < len(got) {
					t.Errorf("%s %q: total %d < %d hits", mode, tc.q, res.Total, len(got))
				}
			}
		}
	})
	t.Run("hybrid ratio", func(t *testing.T) {
		kw, _ := searchIDs(t, search.Query{Text: "lantern harbour"})
		h0, _ := searchIDs(t, search.Query{Text: "lantern harbour", Mode: search.ModeHybrid, SemanticRatio: 0})
		if !slices.Equal(kw, h0) {
			t.Errorf("hybrid ratio 0 = %v, want keyword order %v", h0, kw)
		}
		sem, _ := searchIDs(t, search.Query{Text: "lantern harbour", Mode: search.ModeSemantic, Limit: 3})
		h1, _ := searchIDs(t, search.Query{Text: "lantern harbour", Mode: search.ModeHybrid, SemanticRatio: 1, Limit: 3})
		if !slices.Equal(sem, h1) {
			t.Errorf("hybrid ratio 1 = %v, want semantic order %v", h1, sem)
		}
	})
	t.Run("filters", func(t *testing.T) {
		tests := []struct {
			name string
			q    search.Query
			want []string
		}{
			{"site", search.Query{Site: "b.example"}, []string{"d3"}},
			{"lang", search.Query{Lang: "vi"}, []string{"d4"}},
			{"section", search.Query{Section: "Business"}, []string{"d5"}},
			{"section any case", search.Query{Section: "business"}, []string{"d5"}},
			{"site as www. host", search.Query{Site: "www.B.example"}, []string{"d3"}},
			{"site as url", search.Query{Site: "https://www.b.example/bienen"}, []string{"d3"}},
			{"lang any case", search.Query{Lang: "VI"}, []string{"d4"}},
			{"author any case", search.Query{Author: "mira holt"}, []string{"d5", "d1"}},
			{"from", search.Query{From: day(11, 10)}, []string{"d6", "d5", "d4"}},
			{"to", search.Query{To: day(10, 4)}, []string{"d1"}},
			{"text and site", search.Query{Text: "lantern", Site: "a.example", Section: "city"}, []string{"d2"}},
			{"semantic and lang", search.Query{Text: "bees", Mode: search.ModeSemantic, Lang: "de"}, []string{"d3"}},
			{"semantic and range", search.Query{Text: "weather", Mode: search.ModeSemantic, From: day(11, 13)}, []string{"d6"}},
			{"semantic and section any case", search.Query{Text: "interest rates", Mode: search.ModeSemantic, Section: "BUSINESS"}, []string{"d5"}},
			{"semantic and site as url", search.Query{Text: "bees", Mode: search.ModeSemantic, Site: "http://b.example/"}, []string{"d3"}},
			{"hybrid and author", search.Query{Text: "festival", Mode: search.ModeHybrid, SemanticRatio: 0.5, Author: "Sam Ode"}, []string{"d5"}},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				got, res := searchIDs(t, tc.q)
				if !slices.Equal(got, tc.want) || res.Total != len(tc.want) {
					t.Fatalf("hits = %v (total %d), want %v", got, res.Total, tc.want)
				}
			})
		}
	})
	t.Run("facets", func(t *testing.T) {
		for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
			q := search.Query{Mode: mode, Facets: []string{"site", "lang", "section"}, Site: "a.example", SemanticRatio: 0.5}
			if mode != search.ModeKeyword {
				q.Text = "news"
			}
			_, res := searchIDs(t, q)
			site := res.Facets["site"]
			if len(site) != 1 || site[0] != (search.FacetCount{Value: "a.example", Count: res.Total}) {
				t.Errorf("%s: site facet = %v, want a.example × %d", mode, site, res.Total)
			}
			if len(res.Facets["lang"]) != 1 || len(res.Facets["section"]) != 3 {
				t.Errorf("%s: facets = %v", mode, res.Facets)
			}
		}
		_, res := searchIDs(t, search.Query{Facets: []string{"lang"}})
		if got := res.Facets["lang"]; len(got) != 3 || got[0] != (search.FacetCount{Value: "en", Count: 4}) {
			t.Errorf("lang facet = %v, want en × 4 first", got)
		}
	})
	t.Run("sort newest", func(t *testing.T) {
		got, _ := searchIDs(t, search.Query{Text: "lantern", Sort: search.SortNewest})
		if !slices.Equal(got, []string{"d2", "d1"}) {
			t.Fatalf("hits = %v, want d2, d1", got)
		}
		got, _ = searchIDs(t, search.Query{})
		if !slices.Equal(got, []string{"d6", "d5", "d4", "d3", "d2", "d1"}) {
			t.Fatalf("no text: hits = %v, want newest first", got)
		}
		got, _ = searchIDs(t, search.Query{Text: "news", Mode: search.ModeSemantic, Sort: search.SortNewest, Limit: 3})
		if !slices.Equal(got, []string{"d6", "d5", "d4"}) {
			t.Fatalf("semantic: hits = %v, want d6, d5, d4", got)
		}
		got, _ = searchIDs(t, search.Query{Text: "lantern harbour", Mode: search.ModeHybrid, SemanticRatio: 0.5, Sort: search.SortNewest})
		if len(got) < 2 || !slices.IsSortedFunc(got, func(a, b string) int { return strings.Compare(b, a) }) {
			t.Fatalf("hybrid: hits = %v, want newest (highest d number) first", got)
		}
	})
	t.Run("pagination", func(t *testing.T) {
		for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
			q := search.Query{Mode: mode, Limit: 4, SemanticRatio: 0.5}
			if mode != search.ModeKeyword {
				q.Text = "city news"
			}
			all, _ := searchIDs(t, search.Query{Mode: q.Mode, Text: q.Text, SemanticRatio: 0.5, Limit: 100})
			p1, r1 := searchIDs(t, q)
			if r1.Next == "" {
				t.Fatalf("%s: no next cursor with %d of %d hits", mode, len(p1), r1.Total)
			}
			q.Cursor = r1.Next
			p2, r2 := searchIDs(t, q)
			if got := append(p1, p2...); !slices.Equal(got, all[:len(got)]) || len(got) != min(len(all), 8) {
				t.Errorf("%s: pages %v + %v, want %v", mode, p1, p2, all)
			}
			q.Cursor, q.Offset = "", 4
			p2o, _ := searchIDs(t, q)
			if !slices.Equal(p2, p2o) {
				t.Errorf("%s: cursor page %v != offset page %v", mode, p2, p2o)
			}
			if r2.Total == len(p1)+len(p2) && r2.Next != "" {
				t.Errorf("%s: next cursor on the last page", mode)
			}
		}
	})
	t.Run("bad query", func(t *testing.T) {
		_, r := searchIDs(t, search.Query{Limit: 2})
		tests := []search.Query{
			{Limit: 1000},
			{Limit: -1},
			{Mode: "fuzzy", Text: "x"},
			{Mode: search.ModeHybrid, Text: "x", SemanticRatio: 1.5},
			{Mode: search.ModeHybrid, Text: "x", SemanticRatio: math.NaN()},
			{Mode: search.ModeSemantic},
			{Sort: "oldest"},
			{Facets: []string{"author"}},
			{Cursor: "not-a-cursor"},
			{Limit: 3, Cursor: r.Next}, // cursor of another query
		}
		for _, q := range tests {
			if _, err := idx.Search(ctx, q); !errors.Is(err, search.ErrBadQuery) {
				t.Errorf("Search(%+v): err = %v, want ErrBadQuery", q, err)
			}
		}
	})
	t.Run("update", func(t *testing.T) {
		d := Docs[5]
		d.Title, d.ContentHash = "Storm surge floods coastal towns and harbours", "h6b"
		if err := idx.Upsert(ctx, []search.Doc{d}); err != nil {
			t.Fatal(err)
		}
		got, _ := searchIDs(t, search.Query{Text: "harbours"})
		if !slices.Contains(got, "d6") {
			t.Fatalf("updated doc not found by its new title: %v", got)
		}
	})
	t.Run("delete", func(t *testing.T) {
		if err := idx.Delete(ctx, []string{"d2", "missing"}); err != nil {
			t.Fatal(err)
		}
		for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
			got, _ := searchIDs(t, search.Query{Text: "electric buses", Mode: mode, SemanticRatio: 0.5})
			if slices.Contains(got, "d2") {
				t.Errorf("%s: deleted doc still found", mode)
			}
		}
		if n, _ := idx.Count(ctx); n != len(Docs)-1 {
			t.Errorf("Count = %d after delete, want %d", n, len(Docs)-1)
		}
	})
	t.Run("semantic total counts the candidates", func(t *testing.T) {
		// Every document is somewhat similar to any query: a semantic
		// total of all documents would say nothing. It counts the
		// CandidateWindow nearest, which paging can reach.
		if err := idx.Upsert(ctx, fillerDocs(search.CandidateWindow(search.Query{})+20)); err != nil {
			t.Fatal(err)
		}
		q := search.Query{Text: "storm and heavy rain", Mode: search.ModeSemantic, Facets: []string{"site"}}
		_, res := searchIDs(t, q)
		if want := search.CandidateWindow(q); res.Total != want {
			t.Errorf("semantic total = %d, want the %d candidates ranked", res.Total, want)
		}
		n := 0
		for _, c := range res.Facets["site"] {
			n += c.Count
		}
		if n != res.Total {
			t.Errorf("semantic site facets %v sum to %d, want the total %d", res.Facets["site"], n, res.Total)
		}
		q.Facets = nil
		q.Offset = search.CandidateWindow(q) - 10
		if _, res := searchIDs(t, q); len(res.Hits) != 10 || res.Next != "" {
			t.Errorf("last page of the candidates: %d hits, next %q; want 10 and no next page", len(res.Hits), res.Next)
		}
		_, kw := searchIDs(t, search.Query{Text: q.Text})
		h := search.Query{Text: q.Text, Mode: search.ModeHybrid, SemanticRatio: 0.5}
		if _, res := searchIDs(t, h); res.Total > kw.Total+search.CandidateWindow(h) {
			t.Errorf("hybrid total = %d, want at most %d keyword matches + %d candidates", res.Total, kw.Total, search.CandidateWindow(h))
		}
	})
	t.Run("hybrid pages neither repeat nor skip", func(t *testing.T) {
		// More keyword matches than the first pages' candidates: the
		// ranking must not change from one page to the next, as it did
		// when each page fused candidates of its own depth.
		n, err := idx.Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		q := search.Query{Text: "residents quiet afternoon", Mode: search.ModeHybrid, SemanticRatio: 0.5, Limit: 40}
		var got []string
		var total int
		for page := 0; page < 10; page++ {
			ids, res := searchIDs(t, q)
			got, total = append(got, ids...), res.Total
			if res.Next == "" {
				break
			}
			q.Cursor = res.Next
		}
		seen := map[string]bool{}
		for _, id := range got {
			if seen[id] {
				t.Errorf("%s shown on two pages", id)
			}
			seen[id] = true
		}
		if total > n || len(got) != total {
			t.Errorf("%d hits on the pages of a total of %d, among %d documents; want every one of the total once", len(got), total, n)
		}
	})
}

// fillerDocs are n plain English articles of one site, for counts past
// the candidate window.
func fillerDocs(n int) []search.Doc {
	topics := []string{"garden", "railway", "library", "bakery", "football", "museum", "harvest", "bridge", "school", "market"}
	docs := make([]search.Doc, n)
	for i := range docs {
		a, b := topics[i%len(topics)], topics[(i/len(topics))%len(topics)]
		docs[i] = search.Doc{ID: fmt.Sprintf("f%03d", i), URL: fmt.Sprintf("https://filler.example/%d", i), Site: "filler.example",
			Lang: "en", Title: fmt.Sprintf("The %s and the %s, part %d", a, b, i),
			Body:      fmt.Sprintf("Residents talked about the %s near the %s on a quiet afternoon.", a, b),
			Published: day(9, 1+i%28), ContentHash: fmt.Sprintf("f%d", i)}
	}
	return docs
}
