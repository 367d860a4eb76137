package pipeline

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/searchtest"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// flakyIndex fails the next n upserts, like an index that crashed or was
// unreachable between the store and the index.
type flakyIndex struct {
	*bleve.Index
	fail    int
	upserts int
}

func (f *flakyIndex) Upsert(ctx context.Context, docs []search.Doc) error {
	if f.fail > 0 {
		f.fail--
		return errors.New("index unavailable")
	}
	f.upserts += len(docs)
	return f.Index.Upsert(ctx, docs)
}

func indexerArticle(id, title, body string) extract.Article {
	return extract.Article{ID: id, URL: "https://a.example/" + id, Site: "a.example", Title: title, Lang: "en",
		Body: body, Method: extract.MethodSelectors, Extractor: "selectors/1/1"}
}

// indexerStore opens a SQLite store in a temporary directory holding an
// article for each of ids.
func indexerStore(t *testing.T, ids ...string) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for _, id := range ids {
		if _, err := st.SaveArticle(context.Background(), indexerArticle(id, "Harbour "+id, "Boats came in."), false); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

func hitIDs(t *testing.T, idx search.Index, q search.Query) []string {
	t.Helper()
	res, err := idx.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, h := range res.Hits {
		out = append(out, h.ID)
	}
	return out
}

func TestIndexerOutbox(t *testing.T) {
	ctx := context.Background()
	st := indexerStore(t)
	emb := searchtest.Embedder(t)
	mem, err := bleve.OpenMemory(bleve.Options{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	idx := &flakyIndex{Index: mem, fail: 1}
	ix := NewIndexer(st, idx, nil).WithEmbedder(emb)

	for _, a := range []extract.Article{
		indexerArticle("a1", "City orders forty electric buses", "The transit authority replaces its diesel fleet."),
		indexerArticle("a2", "Beekeepers save old honey bee breeds", "Twelve beekeepers keep the dark bee."),
	} {
		if _, err := st.SaveArticle(ctx, a, false); err != nil {
			t.Fatal(err)
		}
	}
	// The first drain fails after the store committed: nothing is lost,
	// the outbox keeps the entries.
	if _, err := ix.Drain(ctx); err == nil {
		t.Fatal("drain with a failing index succeeded")
	}
	if pending, _ := st.Outbox(ctx, 10); len(pending) != 2 {
		t.Fatalf("outbox after failed drain = %v, want 2 entries", pending)
	}
	// The next drain (a restart) repairs it.
	if n, err := ix.Drain(ctx); err != nil || n != 2 {
		t.Fatalf("drain = %d, %v", n, err)
	}
	if got := hitIDs(t, idx, search.Query{Text: "public transport vehicles", Mode: search.ModeSemantic}); len(got) == 0 || got[0] != "a1" {
		t.Fatalf("semantic hits = %v, want a1 first: documents were not embedded", got)
	}

	// An unchanged re-save queues nothing.
	if _, err := st.SaveArticle(ctx, indexerArticle("a1", "City orders forty electric buses", "The transit authority replaces its diesel fleet."), false); err != nil {
		t.Fatal(err)
	}
	if n, _ := ix.Drain(ctx); n != 0 {
		t.Fatalf("drain after unchanged save = %d, want 0", n)
	}

	// Deletes propagate.
	if err := st.DeleteArticle(ctx, "a2"); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic} {
		if got := hitIDs(t, idx, search.Query{Text: "honey bee", Mode: mode}); slices.Contains(got, "a2") {
			t.Fatalf("%s: deleted article still found: %v", mode, got)
		}
	}
}

func TestReindexReembedsWithNewEmbedder(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i, title := range []string{"Storm surge floods coastal towns", "Central bank keeps interest rates on hold", "Lantern festival draws crowds"} {
		if _, err := st.SaveArticle(ctx, indexerArticle(string(rune('a'+i)), title, title), false); err != nil {
			t.Fatal(err)
		}
	}
	path := dir + "/index.bleve"
	// Indexed first without an embedder: keyword only.
	idx, err := bleve.Open(path, bleve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewIndexer(st, idx, nil).Drain(ctx); err != nil {
		t.Fatal(err)
	}
	idx.Close()
	// Opened with an embedder, the index asks for a reindex, which embeds.
	emb := searchtest.Embedder(t)
	idx, err = bleve.Open(path, bleve.Options{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	if why := idx.NeedsReindex(); why == "" {
		t.Fatal("no reindex asked for after the embedder changed")
	}
	var calls int
	n, err := NewIndexer(st, idx, nil).WithEmbedder(emb).Reindex(ctx, st, idx, func(done, total int) {
		calls++
		if total != 3 {
			t.Errorf("progress total = %d", total)
		}
	})
	if err != nil || n != 3 || calls == 0 {
		t.Fatalf("Reindex = %d, %v (progress calls %d)", n, err, calls)
	}
	if why := idx.NeedsReindex(); why != "" {
		t.Fatalf("still needs reindex: %s", why)
	}
	if got := hitIDs(t, idx, search.Query{Text: "hurricane flooding", Mode: search.ModeSemantic}); len(got) == 0 || got[0] != "a" {
		t.Fatalf("semantic hits after reindex = %v, want a first", got)
	}
}

// TestReindexDeletesStale: a document the store does not hold (its
// delete never reached the index) is gone after a reindex.
func TestReindexDeletesStale(t *testing.T) {
	ctx := context.Background()
	st := indexerStore(t)
	if _, err := st.SaveArticle(ctx, indexerArticle("a", "Harbour opens", "Boats came in."), false); err != nil {
		t.Fatal(err)
	}
	idx, err := bleve.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	if err := idx.Upsert(ctx, []search.Doc{{ID: "gone", Title: "Harbour closes", ContentHash: "x"}}); err != nil {
		t.Fatal(err)
	}
	n, err := NewIndexer(st, idx, nil).Reindex(ctx, st, idx, nil)
	if err != nil || n != 1 {
		t.Fatalf("Reindex = %d, %v", n, err)
	}
	if got := hitIDs(t, idx, search.Query{Text: "harbour"}); !slices.Equal(got, []string{"a"}) {
		t.Fatalf("hits after reindex = %v, want only a", got)
	}
}

// lateLister lists the store's articles but one, as a listing that
// passed an id before the article was stored.
type lateLister struct {
	*sqlite.Store
	late string
}

func (l lateLister) ListArticles(ctx context.Context, f store.ArticleFilter) ([]store.Article, error) {
	page, err := l.Store.ListArticles(ctx, f)
	return slices.DeleteFunc(page, func(a store.Article) bool { return a.ID == l.late }), err
}

// TestReindexKeepsLateArticles: an article stored during the reindex,
// after the listing passed its id, and already indexed, stays indexed.
func TestReindexKeepsLateArticles(t *testing.T) {
	ctx := context.Background()
	st := indexerStore(t)
	for _, id := range []string{"a", "late"} {
		if _, err := st.SaveArticle(ctx, indexerArticle(id, "Harbour "+id, "Boats."), false); err != nil {
			t.Fatal(err)
		}
	}
	idx, err := bleve.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	ix := NewIndexer(st, idx, nil)
	if _, err := ix.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Reindex(ctx, lateLister{st, "late"}, idx, nil); err != nil {
		t.Fatal(err)
	}
	if got := hitIDs(t, idx, search.Query{Text: "harbour"}); len(got) != 2 {
		t.Fatalf("hits after reindex = %v, want a and late", got)
	}
}

// TestDocOfDropsInvisibleMarks: an article stored with soft hyphens in
// its words (before extraction dropped them) is found by those words,
// and its document's hash differs from the stored one, so that an index
// holding the old document takes the new one.
func TestDocOfDropsInvisibleMarks(t *testing.T) {
	ctx := context.Background()
	a := store.Article{Article: indexerArticle("a", "Mes\u00adsen\u00adger\u00addiens\u00adte sind kein rechts\u00adfreier Raum",
		"Die Verfas\u00adsungs\u00adbeschwerde wurde ein\u200bgelegt."), ContentHash: "h1"}
	a.Authors = []string{"Anna Mül\u00adler", "Jan Roth"}
	d := DocOf(a)
	if d.Title != "Messengerdienste sind kein rechtsfreier Raum" || d.Body != "Die Verfassungsbeschwerde wurde eingelegt." ||
		!slices.Equal(d.Authors, []string{"Anna Müller", "Jan Roth"}) {
		t.Fatalf("DocOf kept invisible marks: %q %q %q", d.Title, d.Body, d.Authors)
	}
	if d.ContentHash == a.ContentHash || a.Authors[0] != "Anna Mül\u00adler" {
		t.Fatalf("hash %q (stored %q), stored authors %q: want a new hash and the stored article untouched", d.ContentHash, a.ContentHash, a.Authors)
	}
	idx, err := bleve.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	if err := idx.Upsert(ctx, []search.Doc{d}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"Messengerdienste", "Verfassungsbeschwerde", "eingelegt"} {
		if got := hitIDs(t, idx, search.Query{Text: q}); !slices.Equal(got, []string{"a"}) {
			t.Errorf("search %q = %v, want a", q, got)
		}
	}
	plain := store.Article{Article: indexerArticle("b", "Harbour opens", "Boats came in."), ContentHash: "h2"}
	plain.Authors = []string{"Jan Roth"}
	if d := DocOf(plain); d.ContentHash != "h2" || d.Title != plain.Title || &d.Authors[0] != &plain.Authors[0] {
		t.Fatalf("DocOf changed an article without invisible marks: %+v", d)
	}
}

// countingStore counts the article look-ups the indexer makes.
type countingStore struct {
	*sqlite.Store
	one, many int
}

func (c *countingStore) Article(ctx context.Context, id string) (store.Article, error) {
	c.one++
	return c.Store.Article(ctx, id)
}

func (c *countingStore) Articles(ctx context.Context, ids []string) (map[string]store.Article, error) {
	c.many++
	return c.Store.Articles(ctx, ids)
}

// TestDrainLooksUpBatches: the indexer reads a batch's articles in one
// look-up, not one per outbox entry, which on a remote store (MongoDB)
// made the end of a 600-article run take minutes; stored articles are
// upserted and deleted or vanished ones deleted, as before.
func TestDrainLooksUpBatches(t *testing.T) {
	ctx := context.Background()
	st := indexerStore(t, "a", "b", "c", "d")
	if err := st.DeleteArticle(ctx, "c"); err != nil {
		t.Fatal(err)
	}
	idx := &countIndex{}
	db := &countingStore{Store: st}
	x := NewIndexer(db, idx, nil)
	x.batch = 3
	if n, err := x.Drain(ctx); err != nil || n != 5 {
		t.Fatalf("Drain = %d, %v; want 5 entries", n, err)
	}
	if db.one != 0 || db.many != 2 {
		t.Errorf("look-ups: %d one by one and %d batches; want none and 2 (one per batch of 3)", db.one, db.many)
	}
	// "c" was saved and deleted: its save entry finds no article, and
	// both entries delete it from the index.
	if !slices.Equal(idx.upserted, []string{"a", "b", "d"}) || !slices.Equal(idx.deleted, []string{"c", "c"}) {
		t.Errorf("upserted %v, deleted %v; want [a b d] and [c c]", idx.upserted, idx.deleted)
	}
}

// TestIndexerResavedAfterDeleteInOneBatch: an article saved, deleted and
// saved again before the indexer runs is stored, so it must end up in
// the index: what the store holds decides every entry, the deletion's
// too, rather than the deletion coming after the upserts.
func TestIndexerResavedAfterDeleteInOneBatch(t *testing.T) {
	ctx := context.Background()
	st := indexerStore(t, "x")
	if err := st.DeleteArticle(ctx, "x"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveArticle(ctx, indexerArticle("x", "Harbour x", "Boats came in again."), false); err != nil {
		t.Fatal(err)
	}
	idx := &countIndex{}
	if _, err := NewIndexer(st, idx, nil).Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(idx.upserted, "x") || len(idx.deleted) > 0 {
		t.Errorf("upserted %v, deleted %v: the stored article x must be upserted and not deleted", idx.upserted, idx.deleted)
	}
}

// countIndex records what the indexer sends it.
type countIndex struct{ upserted, deleted []string }

func (c *countIndex) Upsert(_ context.Context, docs []search.Doc) error {
	for _, d := range docs {
		c.upserted = append(c.upserted, d.ID)
	}
	return nil
}

func (c *countIndex) Delete(_ context.Context, ids []string) error {
	c.deleted = append(c.deleted, ids...)
	return nil
}

// deafAckStore acknowledges nothing yet reports no error, as
// store/mongo's ackHeld did for an entry under a killed process's
// ticket.
type deafAckStore struct{ *sqlite.Store }

func (deafAckStore) AckOutbox(context.Context, int64) error { return nil }

// TestDrainEndsOnUnacknowledgedBatch: a store that takes no
// acknowledgement yet returns no error makes Drain fail after a few
// rounds, naming the entries, instead of asking for ever; entries left
// while the rest are acknowledged do not stop it.
func TestDrainEndsOnUnacknowledgedBatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	x := NewIndexer(deafAckStore{indexerStore(t, "a", "b")}, &countIndex{}, nil)
	n, err := x.Drain(ctx)
	if err == nil || ctx.Err() != nil || !strings.Contains(err.Error(), "stay unacknowledged") {
		t.Fatalf("Drain on a store that acknowledges nothing = %d, %v (ctx %v); want the entries named, before the deadline", n, err, ctx.Err())
	}
	// A store that takes one entry an acknowledgement (the batch's
	// first) is slow, not stuck: the batch read changes each round.
	st := indexerStore(t, "a", "b", "c", "d")
	y := NewIndexer(&oneAckStore{Store: st}, &countIndex{}, nil)
	y.batch = 3
	if _, err := y.Drain(ctx); err != nil {
		t.Fatalf("Drain on a store acknowledging one entry a call: %v; want it to finish", err)
	}
	if left, _ := st.Outbox(ctx, 0); len(left) != 0 {
		t.Errorf("outbox after Drain: %v; want none", left)
	}
}

// oneAckStore acknowledges the first pending entry only, whatever it is
// asked to acknowledge.
type oneAckStore struct{ *sqlite.Store }

func (s *oneAckStore) AckOutbox(ctx context.Context, upTo int64) error {
	first, err := s.Store.Outbox(ctx, 1)
	if err != nil || len(first) == 0 {
		return err
	}
	return s.Store.AckOutbox(ctx, first[0].Seq)
}
