package pipeline

import (
	"context"
	"slices"
	"testing"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestIndexerResavedAfterDeleteInOneBatch: an article saved, deleted and
// saved again before the indexer runs is stored, so it must end up in
// the index.
func TestIndexerResavedAfterDeleteInOneBatch(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.SaveArticle(ctx, indexerArticle("x", "Harbour x", "Boats came in."), false); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteArticle(ctx, "x"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveArticle(ctx, indexerArticle("x", "Harbour x", "Boats came in again."), false); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Article(ctx, "x"); err != nil {
		t.Fatalf("x should be stored: %v", err)
	}
	idx := &orderIndex{held: map[string]bool{}}
	if _, err := NewIndexer(st, idx, nil).Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if !idx.held["x"] {
		t.Errorf("stored article x is not in the index after Drain (calls: %v)", idx.calls)
	}
}

type orderIndex struct {
	held  map[string]bool
	calls []string
}

func (o *orderIndex) Upsert(_ context.Context, docs []search.Doc) error {
	for _, d := range docs {
		o.held[d.ID] = true
		o.calls = append(o.calls, "upsert "+d.ID)
	}
	return nil
}

func (o *orderIndex) Delete(_ context.Context, ids []string) error {
	for _, id := range ids {
		delete(o.held, id)
		o.calls = append(o.calls, "delete "+id)
	}
	return nil
}

var _ = slices.Equal[[]string]
