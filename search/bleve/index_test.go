package bleve

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

// TestFieldBoosts indexes three documents whose title, lead and body are
// equally long and that hold the query's word once, each in another
// field. Without boosts they would tie; the title's match ranks first,
// the lead's second.
func TestFieldBoosts(t *testing.T) {
	idx, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	plain := "quiet river town morning market"
	with := "quiet river zeppelin morning market"
	docs := []search.Doc{
		{ID: "in-body", Lang: "en", Title: plain, Lead: plain, Body: with, ContentHash: "1"},
		{ID: "in-lead", Lang: "en", Title: plain, Lead: with, Body: plain, ContentHash: "2"},
		{ID: "in-title", Lang: "en", Title: with, Lead: plain, Body: plain, ContentHash: "3"},
	}
	ctx := context.Background()
	if err := idx.Upsert(ctx, docs); err != nil {
		t.Fatal(err)
	}
	res, err := idx.Search(ctx, search.Query{Text: "zeppelin", Mode: search.ModeKeyword, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"in-title", "in-lead", "in-body"}
	if len(res.Hits) != len(want) {
		t.Fatalf("hits %+v, want %v", res.Hits, want)
	}
	for i, h := range res.Hits {
		if h.ID != want[i] {
			t.Fatalf("rank %d is %s, want %v", i+1, h.ID, want)
		}
		if i > 0 && h.Score >= res.Hits[i-1].Score {
			t.Errorf("%s scores %g, not below %s's %g", h.ID, h.Score, res.Hits[i-1].ID, res.Hits[i-1].Score)
		}
	}
}

// countingEmbedder counts its calls to embed documents.
type countingEmbedder struct {
	search.NamedEmbedder
	calls atomic.Int64
}

func (c *countingEmbedder) EmbedDocuments(ctx context.Context, texts []string) ([][]float32, error) {
	c.calls.Add(1)
	return c.NamedEmbedder.EmbedDocuments(ctx, texts)
}

// TestUpsertSkipsUnchanged checks the idempotence on content hash: a
// document delivered again with its hash is neither embedded nor
// rewritten; a new hash is.
func TestUpsertSkipsUnchanged(t *testing.T) {
	emb := &countingEmbedder{NamedEmbedder: searchtest.Embedder(t)}
	idx, err := OpenMemory(Options{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	ctx := context.Background()
	titleOf := func() string {
		t.Helper()
		res, err := idx.Search(ctx, search.Query{Mode: search.ModeKeyword, Limit: 1})
		if err != nil || len(res.Hits) != 1 {
			t.Fatalf("search: %+v, %v", res, err)
		}
		return res.Hits[0].Title
	}
	doc := search.Doc{ID: "a", Lang: "en", Title: "Harbour opens", Body: "Boats came in.", ContentHash: "h1"}
	if err := idx.Upsert(ctx, []search.Doc{doc}); err != nil {
		t.Fatal(err)
	}
	// The same hash: skipped, even though the text differs (a redelivery
	// carries the same text; the hash is what says so).
	again := doc
	again.Title = "Harbour closes"
	if err := idx.Upsert(ctx, []search.Doc{again}); err != nil {
		t.Fatal(err)
	}
	if n := emb.calls.Load(); n != 1 {
		t.Errorf("embedded %d times after a redelivery, want once", n)
	}
	if got := titleOf(); got != "Harbour opens" {
		t.Errorf("title %q after a redelivery with the same hash, want the first", got)
	}
	again.ContentHash = "h2"
	if err := idx.Upsert(ctx, []search.Doc{again}); err != nil {
		t.Fatal(err)
	}
	if n := emb.calls.Load(); n != 2 {
		t.Errorf("embedded %d times after a change, want twice", n)
	}
	if got := titleOf(); got != "Harbour closes" {
		t.Errorf("title %q after a change, want the new one", got)
	}
	if n, err := idx.Count(ctx); err != nil || n != 1 {
		t.Errorf("count %d, %v; want 1", n, err)
	}
}
