package main

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/store/sqlite"
)

// swappingIndex rebuilds as the Elasticsearch backend does: fill writes
// a new index while the live one keeps taking writes, then the new one
// replaces it. during runs after fill's first batch, standing for a
// serve that writes meanwhile.
type swappingIndex struct {
	searchIndex
	during func(old searchIndex)
}

func (s *swappingIndex) Rebuild(ctx context.Context, fill func(ctx context.Context, into search.Index) error) error {
	next, err := bleve.OpenMemory()
	if err != nil {
		return err
	}
	if err := fill(ctx, &hookIndex{Index: next, after: func() { s.during(s.searchIndex) }}); err != nil {
		next.Close()
		return err
	}
	old := s.searchIndex
	s.searchIndex = next
	return old.Close()
}

// hookIndex calls after once, after its first upsert.
type hookIndex struct {
	search.Index
	after func()
	ran   bool
}

func (h *hookIndex) Upsert(ctx context.Context, docs []search.Doc) error {
	if err := h.Index.Upsert(ctx, docs); err != nil {
		return err
	}
	if !h.ran {
		h.ran = true
		h.after()
	}
	return nil
}

func reindexArticle(id, title string) extract.Article {
	return extract.Article{ID: id, URL: "https://a.example/" + id, Site: "a.example", Title: title, Lang: "en",
		Body: title + ".", Method: extract.MethodSelectors, Extractor: "selectors/1/1"}
}

// TestReindexCatchesUpDuringRebuild: an article stored and one deleted
// while a rebuild runs (their outbox entries going to the old index)
// are right in the new index afterwards.
func TestReindexCatchesUpDuringRebuild(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, id := range []string{"a", "b", "c"} {
		if _, err := st.SaveArticle(ctx, reindexArticle(id, "Harbour report "+id), false); err != nil {
			t.Fatal(err)
		}
	}
	live, err := bleve.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	idx := &swappingIndex{searchIndex: live}
	defer func() { idx.Close() }()
	idx.during = func(old searchIndex) {
		// serve stores 0 (before the ids fill has passed) and deletes b, and its indexer delivers both to
		// the index the alias still names.
		if _, err := st.SaveArticle(ctx, reindexArticle("0", "Harbour report 0"), false); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteArticle(ctx, "b"); err != nil {
			t.Fatal(err)
		}
		if _, err := pipeline.NewIndexer(st, old, nil).Drain(ctx); err != nil {
			t.Fatal(err)
		}
	}
	a := &app{store: st, index: idx, indexer: pipeline.NewIndexer(st, idx, nil), log: slog.New(slog.DiscardHandler)}
	if _, err := a.reindex(ctx, nil); err != nil {
		t.Fatal(err)
	}
	res, err := idx.Search(ctx, search.Query{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, h := range res.Hits {
		got = append(got, h.ID)
	}
	slices.Sort(got)
	if want := []string{"0", "a", "c"}; !slices.Equal(got, want) {
		t.Fatalf("index holds %v after the rebuild, want %v", got, want)
	}
}
