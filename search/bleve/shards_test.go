package bleve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	blevelib "github.com/blevesearch/bleve/v2"

	"github.com/bylinehq/byline/search"
)

// openWith opens a new index at path and upserts docs.
func openWith(t *testing.T, path string, docs []search.Doc) *Index {
	t.Helper()
	x, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Upsert(context.Background(), docs); err != nil {
		t.Fatal(err)
	}
	return x
}

func shardDocs(n int) []search.Doc {
	docs := make([]search.Doc, n)
	for i := range docs {
		docs[i] = search.Doc{ID: fmt.Sprintf("doc-%03d", i), Site: "a.example", Lang: "en",
			Title: fmt.Sprintf("Harbour report %d", i), Body: "Boats in the harbour.", ContentHash: fmt.Sprint(i)}
	}
	return docs
}

// TestShardsSpreadAndSearchAll checks that documents land in every shard,
// each in the one its id names, and that searches, counts, deletes and
// pages see them all as one index.
func TestShardsSpreadAndSearchAll(t *testing.T) {
	ctx := context.Background()
	x, err := Open(filepath.Join(t.TempDir(), "index.bleve"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	docs := shardDocs(40)
	if err := x.Upsert(ctx, docs); err != nil {
		t.Fatal(err)
	}
	for i, p := range x.shards.parts {
		n, err := p.DocCount()
		if err != nil || n == 0 || n == 40 {
			t.Errorf("shard %d holds %d documents (%v); want some of 40", i, n, err)
		}
		for _, d := range docs {
			doc, err := p.Document(d.ID)
			if err != nil {
				t.Fatal(err)
			}
			if in := doc != nil; in != (shardOf(d.ID, shardCount) == i) {
				t.Errorf("%s in shard %d: %v; shardOf says %d", d.ID, i, in, shardOf(d.ID, shardCount))
			}
		}
	}
	if err := x.Delete(ctx, []string{"doc-000", "doc-001", "doc-002", "doc-003"}); err != nil {
		t.Fatal(err)
	}
	if n, err := x.Count(ctx); err != nil || n != 36 {
		t.Fatalf("count = %d, %v; want 36", n, err)
	}
	seen := map[string]bool{}
	for offset := 0; offset < 40; offset += 10 {
		res, err := x.Search(ctx, search.Query{Text: "harbour", Mode: search.ModeKeyword, Limit: 10, Offset: offset})
		if err != nil {
			t.Fatal(err)
		}
		if res.Total != 36 {
			t.Fatalf("total = %d, want 36", res.Total)
		}
		for _, h := range res.Hits {
			if seen[h.ID] {
				t.Errorf("%s on two pages", h.ID)
			}
			seen[h.ID] = true
		}
	}
	if len(seen) != 36 {
		t.Errorf("pages hold %d documents, want 36", len(seen))
	}
}

// TestOpenRebuildsOtherLayouts checks that an index written before shards
// (one Bleve index at the path) or missing a shard is deleted and created
// anew, flagged for a reindex, and that a complete index reopens as is.
func TestOpenRebuildsOtherLayouts(t *testing.T) {
	ctx := context.Background()
	t.Run("unsharded", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "index.bleve")
		old, err := blevelib.New(path, newMapping())
		if err != nil {
			t.Fatal(err)
		}
		old.SetInternal(internalMappingKey, []byte("byline-3"))
		old.Close()
		x := openFlagged(t, path, "an index of the unsharded layout")
		defer x.Close()
		if _, err := os.Stat(filepath.Join(path, "index_meta.json")); err == nil {
			t.Error("the unsharded index is still there")
		}
	})
	t.Run("missing shard", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "index.bleve")
		openWith(t, path, shardDocs(10)).Close()
		if err := os.RemoveAll(shardPath(path, shardCount-1)); err != nil {
			t.Fatal(err)
		}
		x := openFlagged(t, path, "an index missing a shard")
		defer x.Close()
		// The vector table went with it: a reindex indexes every
		// document again instead of skipping the ones it remembers.
		if err := x.Upsert(ctx, shardDocs(10)); err != nil {
			t.Fatal(err)
		}
		if n, err := x.Count(ctx); err != nil || n != 10 {
			t.Errorf("count after reindex = %d, %v; want 10", n, err)
		}
	})
	t.Run("reopen", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "index.bleve")
		openWith(t, path, shardDocs(10)).Close()
		x, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		if why := x.NeedsReindex(); why != "" {
			t.Errorf("a complete index wants a reindex: %s", why)
		}
		if n, err := x.Count(ctx); err != nil || n != 10 {
			t.Errorf("count after reopen = %d, %v; want 10", n, err)
		}
	})
}

// openFlagged opens the index at path and checks that it is flagged for a
// reindex; what names the index in the error.
func openFlagged(t *testing.T, path, what string) *Index {
	t.Helper()
	x, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if x.NeedsReindex() == "" {
		t.Errorf("%s was not flagged for a reindex", what)
	}
	return x
}
