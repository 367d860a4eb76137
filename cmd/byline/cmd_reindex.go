package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
)

func cmdReindex(ctx context.Context, e *env, args []string) error {
	cfg, _, err := parseCommand(e, args, "reindex", "[flags]", `
Rebuilds the search index from the store: every article is embedded with
the configured embedder (BYLINE_EMBEDDER) and upserted. Articles whose
content and embedder are unchanged cost little, so reindex also repairs an
index that lost documents or holds vectors of a former embedder; documents
the store no longer holds are deleted from the index. The embedded index
must not be open in a running byline serve.

With BYLINE_SEARCH=elastic, reindex fills a new versioned index and then
points the alias BYLINE_SEARCH_INDEX at it in one atomic step, deleting
the old index: searches keep being served from the old index meanwhile.
A second pass then brings in what a running serve wrote during the
rebuild.`, func(fs *flag.FlagSet, cfg *Config) {})
	if err != nil {
		return err
	}
	if err := haveStore(cfg); err != nil {
		return err
	}
	if err := setAsideBrokenIndex(e, cfg); err != nil {
		return err
	}
	log := newLogger(e.stderr, cfg)
	a, err := openApp(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer a.Close()
	start := time.Now()
	n, err := a.reindex(ctx, e.stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "reindexed %d articles in %s\n", n, time.Since(start).Round(time.Millisecond))
	return nil
}

// setAsideBrokenIndex moves an embedded index that cannot be opened (a
// damaged file) out of the way, so that reindex rebuilds it from the
// store instead of failing on it as every other command does. It is
// renamed, not deleted: nothing is lost that the store does not hold.
func setAsideBrokenIndex(e *env, cfg Config) error {
	path := indexPath(cfg)
	if cfg.Search.Backend != "bleve" || !dirExists(path) {
		return nil
	}
	idx, err := bleve.Open(path, bleve.Options{LockWait: 500 * time.Millisecond})
	switch {
	case err == nil:
		return idx.Close()
	case errors.Is(err, bleve.ErrLocked):
		return err // a running byline holds it; openApp says so
	}
	aside := fmt.Sprintf("%s.broken-%s", path, time.Now().UTC().Format("20060102T150405Z"))
	if rerr := os.Rename(path, aside); rerr != nil {
		return fmt.Errorf("%w; and it could not be moved aside: %v", err, rerr)
	}
	fmt.Fprintf(e.stderr, "the index could not be opened (%v): moved it to %s, rebuilding it from the store\n", err, aside)
	return nil
}

// reindex rebuilds the index from the store, with a progress bar on a
// terminal.
func (a *app) reindex(ctx context.Context, w io.Writer) (int, error) {
	var bar *progressbar.ProgressBar
	if isTerminal(w) {
		bar = progressbar.NewOptions(-1, progressbar.OptionSetWriter(w), progressbar.OptionSetDescription("reindex"),
			progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString("articles"),
			progressbar.OptionSetWidth(30), progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
		defer bar.Finish()
	}
	progress := func(done, total int) {
		if bar != nil {
			if bar.GetMax() != total {
				bar.ChangeMax(total)
			}
			bar.Set(done)
		}
	}
	rb, ok := a.index.(rebuilder)
	if !ok {
		return a.indexer.Reindex(ctx, a.store, a.index, progress)
	}
	n := 0
	filled := &idRecorder{}
	err := rb.Rebuild(ctx, func(ctx context.Context, into search.Index) error {
		filled.Index = into
		var err error
		n, err = a.indexer.Reindex(ctx, a.store, filled, progress)
		return err
	})
	if err != nil {
		return n, err
	}
	// Until the swap, a running serve wrote to the old index. A second
	// pass over the store upserts what it added or changed meanwhile
	// (the rest is skipped by content hash), and deletes from the new
	// index what the rebuild copied but the store has since deleted. The
	// index embeds only what it writes, so this pass leaves out the
	// indexer's up-front embedding, which would embed the whole store a
	// second time.
	catchUp := pipeline.NewIndexer(a.store, a.index, a.log)
	if _, err := catchUp.Reindex(ctx, a.store, listedIndex{a.index, filled.ids}, nil); err != nil {
		return n, fmt.Errorf("catch up on writes made during the rebuild: %w", err)
	}
	return n, nil
}

// idRecorder is an index that records the ids upserted into it.
type idRecorder struct {
	search.Index
	ids []string
}

func (r *idRecorder) Upsert(ctx context.Context, docs []search.Doc) error {
	if err := r.Index.Upsert(ctx, docs); err != nil {
		return err
	}
	for _, d := range docs {
		r.ids = append(r.ids, d.ID)
	}
	return nil
}

// listedIndex is an index whose ids are known without asking it.
type listedIndex struct {
	search.Index
	ids []string
}

func (l listedIndex) IDs(context.Context) ([]string, error) { return l.ids, nil }

// repairIndex reindexes when the index asks for it (a new layout, vectors
// of another embedder), so that switching embedders needs no manual step.
func (a *app) repairIndex(ctx context.Context, w io.Writer) error {
	why := a.index.NeedsReindex()
	if why == "" {
		return nil
	}
	a.log.Info("reindexing from the store", "reason", why)
	n, err := a.reindex(ctx, w)
	if err != nil {
		return fmt.Errorf("reindex (%s): %w", why, err)
	}
	a.log.Info("reindexed", "articles", n)
	return nil
}

var _ search.Index = searchIndex(nil)
