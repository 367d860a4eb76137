package meili

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/meilisearch/meilisearch-go"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("body %s: %v", b, err)
	}
	return m
}

func lastSearch(t *testing.T, f *fakeMeili) map[string]any {
	t.Helper()
	rs := f.Requests("POST", "/indexes/news/search")
	if len(rs) == 0 {
		t.Fatal("no search request")
	}
	return decode(t, rs[len(rs)-1].Body)
}

// TestSearchRequests checks the search bodies each mode sends: keyword
// mode has no "hybrid" key at all (the client's type would send null,
// and a ratio of 0 would be dropped and read as 0.5), semantic sends
// semanticRatio 1 and the vector, hybrid the ratio it was given.
func TestSearchRequests(t *testing.T) {
	ctx := context.Background()
	f := newFakeMeili(t, "")
	x := openFake(t, f, "news")
	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		q         search.Query
		hybrid    bool
		ratio     float64
		withQuery bool
	}{
		{"keyword", search.Query{Text: "lantern"}, false, 0, true},
		{"hybrid ratio 0 is keyword", search.Query{Text: "lantern", Mode: search.ModeHybrid, SemanticRatio: 0}, false, 0, true},
		{"semantic", search.Query{Text: "lantern", Mode: search.ModeSemantic}, true, 1, true},
		{"hybrid", search.Query{Text: "lantern festival", Mode: search.ModeHybrid, SemanticRatio: 0.3}, true, 0.3, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := x.Search(ctx, tc.q); err != nil {
				t.Fatal(err)
			}
			body := lastSearch(t, f)
			h, has := body["hybrid"]
			if has != tc.hybrid {
				t.Fatalf("hybrid present = %v, want %v; body %v", has, tc.hybrid, body)
			}
			if !tc.hybrid {
				if _, ok := body["vector"]; ok {
					t.Errorf("keyword request sends a vector")
				}
				return
			}
			hm := h.(map[string]any)
			if hm["embedder"] != EmbedderName || hm["semanticRatio"] != tc.ratio {
				t.Errorf("hybrid = %v, want embedder %s, semanticRatio %g", hm, EmbedderName, tc.ratio)
			}
			if v, _ := body["vector"].([]any); len(v) != 100 {
				t.Errorf("vector has %d dimensions, want 100", len(v))
			}
		})
	}
	t.Run("filters, facets, sort, page", func(t *testing.T) {
		_, err := x.Search(ctx, search.Query{Text: "rates", Site: "www.a.example", Section: "Metro", Author: "Mira Holt", From: time.Unix(100, 0),
			To: time.Unix(200, 5), Facets: []string{"site", "lang"}, Sort: search.SortNewest, Limit: 5, Offset: 10})
		if err != nil {
			t.Fatal(err)
		}
		b := lastSearch(t, f)
		// The site as its id; Meilisearch's = ignores case, the section
		// goes as written.
		want := []any{`site = "a.example"`, `section = "Metro"`, `author_kw = "mira holt"`, "published >= 100", "published < 201"}
		if got, _ := b["filter"].([]any); !slices.Equal(got, want) {
			t.Errorf("filter = %v, want %v", b["filter"], want)
		}
		if got, _ := b["sort"].([]any); len(got) != 1 || got[0] != "published:desc" {
			t.Errorf("sort = %v", b["sort"])
		}
		if b["offset"] != 10.0 || b["limit"] != 5.0 || len(b["facets"].([]any)) != 2 {
			t.Errorf("offset/limit/facets = %v/%v/%v", b["offset"], b["limit"], b["facets"])
		}
	})
}

// TestIndexSetup checks index creation, the settings and the documents
// sent, and that an unchanged document is not sent again.
func TestIndexSetup(t *testing.T) {
	ctx := context.Background()
	f := newFakeMeili(t, "k")
	x := openFake(t, f, "news")
	if c := f.Requests("POST", "/indexes"); len(c) != 1 || !strings.Contains(string(c[0].Body), `"primaryKey":"id"`) {
		t.Fatalf("create index requests = %v", c)
	}
	set := f.Requests("PATCH", "/indexes/news/settings")
	if len(set) != 1 {
		t.Fatalf("settings requests = %d", len(set))
	}
	s := decode(t, set[0].Body)
	if got := s["searchableAttributes"].([]any); !slices.Equal(got, []any{"title", "lead", "body", "authors"}) {
		t.Errorf("searchableAttributes = %v, want ranking order title, lead, body, authors", got)
	}
	for _, a := range []any{"site", "lang", "section", "author_kw", "published"} {
		if !slices.Contains(s["filterableAttributes"].([]any), a) {
			t.Errorf("filterableAttributes %v lack %v", s["filterableAttributes"], a)
		}
	}
	if got := s["sortableAttributes"].([]any); !slices.Equal(got, []any{"published"}) {
		t.Errorf("sortableAttributes = %v", got)
	}
	emb := s["embedders"].(map[string]any)[EmbedderName].(map[string]any)
	if emb["source"] != "userProvided" || emb["dimensions"] != 100.0 || len(emb) != 2 {
		t.Errorf("embedder = %v, want userProvided with 100 dimensions", emb)
	}

	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs[:1])); err != nil {
		t.Fatal(err)
	}
	adds := f.Requests("POST", "/indexes/news/documents")
	var docs []map[string]any
	if err := json.Unmarshal(adds[0].Body, &docs); err != nil || len(docs) != 1 {
		t.Fatalf("documents body %s: %v", adds[0].Body, err)
	}
	d := docs[0]
	if v := d["_vectors"].(map[string]any)[EmbedderName].([]any); len(v) != 100 {
		t.Errorf("_vectors.%s has %d dimensions", EmbedderName, len(v))
	}
	if d["published"] != float64(searchtest.Docs[0].Published.Unix()) || d["embedder_id"] != x.embID {
		t.Errorf("published/embedder_id = %v/%v", d["published"], d["embedder_id"])
	}
	if got := d["author_kw"].([]any); len(got) != 1 || got[0] != "mira holt" {
		t.Errorf("author_kw = %v", got)
	}
	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs[:1])); err != nil {
		t.Fatal(err)
	}
	if n := len(f.Requests("POST", "/indexes/news/documents")); n != 1 {
		t.Errorf("unchanged document sent again: %d document requests", n)
	}
	if n := len(f.Requests("GET", "/tasks/[0-9]+")); n < 2*3 {
		t.Errorf("%d task polls for 3 tasks, want at least 2 each (processing, then succeeded)", n)
	}

	// A reopened index with documents of another embedder asks for a
	// reindex.
	x2, err := Open(ctx, Options{URL: f.URL(), APIKey: "k", Index: "news", Embedder: otherEmbedder{searchtest.Embedder(t)}})
	if err != nil {
		t.Fatal(err)
	}
	if why := x2.NeedsReindex(); !strings.Contains(why, "1 documents") {
		t.Errorf("NeedsReindex = %q, want 1 document of another embedder", why)
	}
	if why := x.NeedsReindex(); why != "" {
		t.Errorf("NeedsReindex of a fresh index = %q", why)
	}
}

type otherEmbedder struct{ search.NamedEmbedder }

func (otherEmbedder) ID() string { return "other/1" }

func TestErrors(t *testing.T) {
	ctx := context.Background()
	t.Run("unreachable", func(t *testing.T) {
		_, err := Open(ctx, Options{URL: "http://127.0.0.1:1", Index: "x"})
		if err == nil || !strings.Contains(err.Error(), "http://127.0.0.1:1") || !strings.Contains(err.Error(), "not reachable") {
			t.Fatalf("err = %v, want one naming the URL", err)
		}
	})
	t.Run("wrong key", func(t *testing.T) {
		f := newFakeMeili(t, "right")
		_, err := Open(ctx, Options{URL: f.URL(), APIKey: "wrong", Index: "x"})
		if err == nil || !strings.Contains(err.Error(), "missing_authorization_header") && !strings.Contains(err.Error(), "401") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("failed task", func(t *testing.T) {
		f := newFakeMeili(t, "")
		x := openFake(t, f, "news")
		d := searchtest.Docs[0]
		d.Vector, d.EmbedderID = []float32{1, 2, 3}, x.embID
		err := x.Upsert(ctx, []search.Doc{d})
		if err == nil || !strings.Contains(err.Error(), "invalid_vector_dimensions") || !strings.Contains(err.Error(), "failed") {
			t.Fatalf("err = %v, want the task's error", err)
		}
	})
	t.Run("task timeout", func(t *testing.T) {
		f := newFakeMeili(t, "")
		x := openFake(t, f, "news")
		x.timeout = time.Millisecond
		f.mu.Lock()
		f.stuck = true
		f.mu.Unlock()
		err := x.Delete(ctx, []string{"d1"})
		if err == nil || !strings.Contains(err.Error(), "not done after") {
			t.Fatalf("err = %v, want a timeout that says so", err)
		}
	})
}

func TestMarshalSearchRequest(t *testing.T) {
	tests := []struct {
		req  *meilisearch.SearchRequest
		want string
	}{
		{&meilisearch.SearchRequest{Query: "x"}, `{"q":"x"}`},
		{&meilisearch.SearchRequest{Query: "x", Hybrid: &meilisearch.SearchRequestHybrid{Embedder: "e", SemanticRatio: 0}},
			`{"hybrid":{"embedder":"e","semanticRatio":0},"q":"x"}`},
	}
	for _, tc := range tests {
		b, err := marshalJSON(tc.req)
		if err != nil || string(b) != tc.want {
			t.Errorf("marshalJSON = %s, %v; want %s", b, err, tc.want)
		}
	}
}

// TestIDs lists the ids of more documents than one page holds.
func TestIDs(t *testing.T) {
	ctx := context.Background()
	f := newFakeMeili(t, "k")
	x := openFake(t, f, "news")
	var docs []search.Doc
	for i := range idPage + 1 {
		docs = append(docs, search.Doc{ID: fmt.Sprintf("d%04d", i), Title: "Harbour", ContentHash: "h", Lang: "en"})
	}
	if err := x.Upsert(ctx, docs); err != nil {
		t.Fatal(err)
	}
	before := len(f.Requests("POST", "/indexes/news/documents/fetch"))
	ids, err := x.IDs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(ids)
	if len(slices.Compact(ids)) != idPage+1 || ids[0] != "d0000" || ids[idPage] != fmt.Sprintf("d%04d", idPage) {
		t.Fatalf("IDs returned %d distinct ids, want %d", len(slices.Compact(ids)), idPage+1)
	}
	if n := len(f.Requests("POST", "/indexes/news/documents/fetch")) - before; n != 2 {
		t.Errorf("%d documents/fetch requests, want 2 pages", n)
	}
}
