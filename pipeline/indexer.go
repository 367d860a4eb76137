package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
)

// outboxStore is what the indexer needs from persistence.
type outboxStore interface {
	Outbox(ctx context.Context, limit int) ([]store.OutboxEntry, error)
	AckOutbox(ctx context.Context, upTo int64) error
	Articles(ctx context.Context, ids []string) (map[string]store.Article, error)
}

type docIndex interface {
	Upsert(ctx context.Context, docs []search.Doc) error
	Delete(ctx context.Context, ids []string) error
}

// Indexer moves stored article changes from the outbox into the search
// index. Delivery is at least once: entries are acknowledged only after
// the index accepted them, so a crash in between is repaired by the next
// Drain, and upserts are idempotent (an unchanged content hash is not
// re-indexed). Deleted articles are deleted from the index.
type Indexer struct {
	db    outboxStore
	index docIndex
	emb   search.NamedEmbedder
	log   *slog.Logger
	batch int
}

// IndexBatch is how many articles the indexer upserts at once. Bleve
// writes a segment per batch and merges them in the background, so
// bigger batches mean fewer merges. When it was chosen, at 100,000
// documents (search/relevance BenchmarkSearch, three runs each,
// alternating), 2,048 indexed 678–746 documents/s against 616–675 with
// 1,024, and left 1.2 instead of 1.8 GB of unmerged segments, for 0.3 GB
// more peak memory; 4,096 was no faster and peaked 0.8 GB higher. Later
// work on analysis brought 2,048 to about 1,100–1,200 documents/s.
const IndexBatch = 2048

// NewIndexer returns an indexer. logger may be nil.
func NewIndexer(db outboxStore, index docIndex, logger *slog.Logger) *Indexer {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Indexer{db: db, index: index, log: logger, batch: IndexBatch}
}

// WithEmbedder makes the indexer embed documents before it upserts them,
// so that an embedder outage fails the batch (to be retried) rather than
// indexing documents without vectors. nil leaves embedding to the index.
func (x *Indexer) WithEmbedder(e search.NamedEmbedder) *Indexer {
	x.emb = e
	return x
}

// maxStuck is how many times in a row Drain reads the same batch back
// after acknowledging it before it gives up.
const maxStuck = 3

// Drain indexes every pending outbox entry and returns how many it
// handled.
func (x *Indexer) Drain(ctx context.Context) (int, error) {
	total := 0
	var last []store.OutboxEntry // the batch read before
	stuck := 0                   // times in a row it was read again
	for {
		entries, err := x.db.Outbox(ctx, x.batch)
		if err != nil {
			return total, err
		}
		if len(entries) == 0 {
			return total, nil
		}
		// A batch acknowledged without error yet read back whole (a
		// store that could not take it, as store/mongo's ackHeld once
		// could not under a killed process's ticket) would keep Drain
		// asking for ever, and the crawl --once or demo waiting on it
		// (stop 53's CI hung so 30 minutes): it fails instead, the
		// entries left for the next Drain. Entries left while others
		// go are no stop: the batch read changes.
		if slices.Equal(entries, last) {
			if stuck++; stuck >= maxStuck {
				return total, fmt.Errorf("outbox entries %d to %d (article %s first) stay unacknowledged after %d acknowledgements: left for the next indexer run", entries[0].Seq, entries[len(entries)-1].Seq, entries[0].ArticleID, stuck+1)
			}
		} else {
			last, stuck = entries, 0
		}
		docs, dels, err := x.changes(ctx, entries)
		if err != nil {
			return total, err
		}
		if len(docs) > 0 {
			if err := search.EmbedDocs(ctx, x.emb, docs); err != nil {
				return total, err
			}
			if err := x.index.Upsert(ctx, docs); err != nil {
				return total, fmt.Errorf("index %d articles: %w", len(docs), err)
			}
		}
		if len(dels) > 0 {
			if err := x.index.Delete(ctx, dels); err != nil {
				return total, fmt.Errorf("delete %d articles from index: %w", len(dels), err)
			}
		}
		if err := x.db.AckOutbox(ctx, entries[len(entries)-1].Seq); err != nil {
			return total, err
		}
		total += len(entries)
	}
}

// changes reads the articles of a batch of outbox entries, all in one
// look-up (one per entry made the end of a 600-article run take minutes
// on a remote store), and returns the documents to upsert and the ids to
// delete: those of deletions and of articles no longer stored.
func (x *Indexer) changes(ctx context.Context, entries []store.OutboxEntry) ([]search.Doc, []string, error) {
	// Every entry's article is looked up, deletions' too: what the
	// store holds now decides, so that an article deleted and saved
	// again within one batch is not deleted after its upsert.
	ids := make([]string, len(entries))
	for i, e := range entries {
		ids[i] = e.ArticleID
	}
	stored, err := x.db.Articles(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	var docs []search.Doc
	var dels []string
	for _, e := range entries {
		if a, ok := stored[e.ArticleID]; ok {
			docs = append(docs, DocOf(a))
		} else {
			dels = append(dels, e.ArticleID)
		}
	}
	return docs, dels, nil
}

// Run drains the outbox every interval until ctx is canceled, and once
// more on the way out so nothing stored stays unindexed.
func (x *Indexer) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if n, err := x.Drain(ctx); err != nil && ctx.Err() == nil {
			x.log.Error("indexing failed; will retry", "err", err)
		} else if n > 0 {
			x.log.Debug("indexed", "articles", n)
		}
		select {
		case <-ctx.Done():
			if _, err := x.Drain(context.WithoutCancel(ctx)); err != nil {
				x.log.Error("final indexing failed; the outbox keeps the rest for next start", "err", err)
			}
			return
		case <-t.C:
		}
	}
}

// DocOf converts a stored article to its search document. Invisible
// marks (soft hyphens inside words), which articles stored before
// extraction dropped them may hold, are dropped, or the article would not
// be found by those words; such a document's content hash is marked, so
// that an index holding the article as it was takes the new one.
func DocOf(a store.Article) search.Doc {
	d := search.Doc{ID: a.ID, URL: a.URL, Site: a.Site, Title: extract.StripInvisible(a.Title),
		Lead: extract.StripInvisible(a.Lead), Body: extract.StripInvisible(a.Body), Authors: a.Authors,
		Section: a.Section, Tags: a.Tags, Lang: a.Lang, Published: a.Published, ContentHash: a.ContentHash}
	stripped := d.Title != a.Title || d.Lead != a.Lead || d.Body != a.Body
	if slices.ContainsFunc(a.Authors, func(n string) bool { return extract.StripInvisible(n) != n }) {
		d.Authors = make([]string, len(a.Authors))
		for i, n := range a.Authors {
			d.Authors[i] = extract.StripInvisible(n)
		}
		stripped = true
	}
	if stripped && d.ContentHash != "" {
		d.ContentHash += "+visible"
	}
	return d
}

// articleLister pages through every stored article.
type articleLister interface {
	ListArticles(ctx context.Context, f store.ArticleFilter) ([]store.Article, error)
	CountArticles(ctx context.Context) (int, error)
	Articles(ctx context.Context, ids []string) (map[string]store.Article, error)
}

// idLister is an index that can list the ids of its documents.
type idLister interface {
	IDs(ctx context.Context) ([]string, error)
}

// Reindex upserts every stored article into index, embedding with the
// indexer's embedder, and calls progress after each batch with the
// articles done and the total. Unchanged documents cost little (the
// index skips them by content hash and embedder id), so it also repairs
// an index that lost documents or holds vectors of another embedder.
// When index can list its ids, the documents the store no longer holds
// are then deleted from it, so that the index ends as the store is.
func (x *Indexer) Reindex(ctx context.Context, db articleLister, index docIndex, progress func(done, total int)) (int, error) {
	total, err := db.CountArticles(ctx)
	if err != nil {
		return 0, err
	}
	done, after := 0, ""
	stored := map[string]bool{}
	for {
		page, err := db.ListArticles(ctx, store.ArticleFilter{After: after, Limit: x.batch})
		if err != nil {
			return done, fmt.Errorf("reindex: list articles: %w", err)
		}
		if len(page) == 0 {
			return done, x.removeStale(ctx, db, index, stored)
		}
		for _, a := range page {
			stored[a.ID] = true
		}
		docs := make([]search.Doc, len(page))
		for i, a := range page {
			docs[i] = DocOf(a)
		}
		if err := search.EmbedDocs(ctx, x.emb, docs); err != nil {
			return done, fmt.Errorf("reindex: %w", err)
		}
		if err := index.Upsert(ctx, docs); err != nil {
			return done, fmt.Errorf("reindex: index %d articles: %w", len(docs), err)
		}
		done += len(page)
		after = page[len(page)-1].ID
		if progress != nil {
			progress(done, max(total, done))
		}
	}
}

// removeStale deletes from index, when it can list its ids, the
// documents whose ids are not in stored and that the store does not
// hold: articles deleted while their outbox entry was lost, or an index
// restored from an older copy. The store is asked again because an
// article stored after the listing passed its id may be indexed already.
func (x *Indexer) removeStale(ctx context.Context, db articleLister, index docIndex, stored map[string]bool) error {
	l, ok := index.(idLister)
	if !ok {
		return nil
	}
	ids, err := l.IDs(ctx)
	if err != nil {
		return fmt.Errorf("reindex: list indexed ids: %w", err)
	}
	unlisted := slices.DeleteFunc(ids, func(id string) bool { return stored[id] })
	var stale []string
	for len(unlisted) > 0 {
		batch := unlisted[:min(len(unlisted), x.batch)]
		unlisted = unlisted[len(batch):]
		held, err := db.Articles(ctx, batch)
		if err != nil {
			return fmt.Errorf("reindex: look up %d articles: %w", len(batch), err)
		}
		for _, id := range batch {
			if _, ok := held[id]; !ok {
				stale = append(stale, id)
			}
		}
	}
	for len(stale) > 0 {
		n := min(len(stale), x.batch)
		if err := index.Delete(ctx, stale[:n]); err != nil {
			return fmt.Errorf("reindex: delete %d articles the store no longer has: %w", n, err)
		}
		x.log.Info("reindex deleted articles the store no longer has", "count", n)
		stale = stale[n:]
	}
	return nil
}
