package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/elastic"
	"github.com/bylinehq/byline/search/embed"
	"github.com/bylinehq/byline/search/meili"
)

func (c SearchConfig) validate() []error {
	var errs []error
	switch c.Backend {
	case "bleve":
	case "meili":
		if c.MeiliURL == "" {
			errs = append(errs, errors.New("search backend meili needs BYLINE_MEILI_URL"))
		}
	case "elastic":
		if c.ESURL == "" {
			errs = append(errs, errors.New("search backend elastic needs BYLINE_ES_URL"))
		}
	default:
		errs = append(errs, fmt.Errorf("search backend %q: want bleve, meili or elastic (BYLINE_SEARCH)", c.Backend))
	}
	switch search.Mode(c.Mode) {
	case search.ModeKeyword, search.ModeSemantic, search.ModeHybrid:
	default:
		errs = append(errs, fmt.Errorf("search mode %q: want keyword, semantic or hybrid (BYLINE_SEARCH_MODE)", c.Mode))
	}
	if !(c.SemanticRatio >= 0 && c.SemanticRatio <= 1) { // NaN too
		errs = append(errs, fmt.Errorf("semantic ratio %g: want 0..1 (BYLINE_SEARCH_SEMANTIC_RATIO)", c.SemanticRatio))
	}
	if err := c.embedConfig().Validate(); err != nil {
		errs = append(errs, err)
	}
	return errs
}

func (c SearchConfig) embedConfig() embed.Config {
	return embed.Config{Provider: c.Embedder, BaseURL: c.EmbedBaseURL, Model: c.EmbedModel, APIKey: c.EmbedAPIKey}
}

// defaultQuery is what a query leaves out: the configured mode and
// semantic ratio; keyword when no embedder is configured.
func (c SearchConfig) defaultQuery() search.Query {
	q := search.Query{Mode: search.Mode(c.Mode), SemanticRatio: c.SemanticRatio}
	if c.Embedder == "none" {
		q.Mode = search.ModeKeyword
	}
	return q
}

// searchIndex is what the app needs of a search backend.
type searchIndex interface {
	search.Index
	// NeedsReindex says why the index should be rebuilt from the store,
	// or "".
	NeedsReindex() string
}

// openSearch opens the configured backend with the configured embedder.
// lockWait bounds the wait for an embedded index another process holds.
func openSearch(ctx context.Context, cfg Config, log *slog.Logger, lockWait time.Duration) (searchIndex, search.NamedEmbedder, error) {
	emb, err := embed.New(cfg.Search.embedConfig())
	if err != nil {
		return nil, nil, err
	}
	sc := cfg.Search
	var idx searchIndex
	switch sc.Backend {
	case "meili":
		idx, err = meili.Open(ctx, meili.Options{URL: sc.MeiliURL, APIKey: sc.MeiliKey, Index: sc.Index, Embedder: emb, Log: log})
		if err != nil {
			return nil, nil, fmt.Errorf("search backend meili: %w (check BYLINE_MEILI_URL=%s and BYLINE_MEILI_KEY, or choose another backend with BYLINE_SEARCH)", err, sc.MeiliURL)
		}
	case "elastic":
		idx, err = elastic.Open(ctx, elastic.Options{URL: sc.ESURL, Username: sc.ESUser, Password: sc.ESPassword,
			APIKey: sc.ESAPIKey, Index: sc.Index, Embedder: emb, Log: log})
		if err != nil {
			return nil, nil, fmt.Errorf("search backend elastic: %w (check BYLINE_ES_URL=%s and BYLINE_ES_USER/BYLINE_ES_PASSWORD or BYLINE_ES_API_KEY, or choose another backend with BYLINE_SEARCH)", err, sc.ESURL)
		}
	default:
		idx, err = bleve.Open(indexPath(cfg), bleve.Options{Embedder: emb, HNSWThreshold: sc.HNSWThreshold,
			LockWait: lockWait, Log: log})
		if err != nil && !errors.Is(err, bleve.ErrLocked) && dirExists(indexPath(cfg)) {
			return nil, nil, fmt.Errorf("%w; the index only mirrors the store: 'byline reindex' moves it aside and rebuilds it", err)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	return idx, emb, nil
}

// rebuilder is a backend that rebuilds into a fresh index and swaps it
// in when full (elastic, by its alias), so that searches never see a
// half-built index.
type rebuilder interface {
	Rebuild(ctx context.Context, fill func(ctx context.Context, into search.Index) error) error
}

// haveData refuses to search an embedded index that was never written:
// opening it would create an empty one in a data directory the user may
// have mistyped, and report no hits.
func haveData(cfg Config) error {
	if cfg.Search.Backend == "meili" || cfg.Search.Backend == "elastic" || dirExists(indexPath(cfg)) {
		return nil
	}
	return fmt.Errorf("no search index in %s: crawl first (byline demo, byline crawl) or pass --data (env BYLINE_DATA) naming the data directory of a crawl", cfg.Data)
}

// haveStore fails when the store of a command that only reads or changes
// what a crawl stored is missing: opening SQLite under a mistyped --data
// would create an empty store there and report nothing found.
func haveStore(cfg Config) error {
	if cfg.MongoURL != "" || dirExists(cfg.Data) {
		return nil
	}
	return fmt.Errorf("no data in %s: crawl first (byline demo, byline crawl) or pass --data (env BYLINE_DATA) naming the data directory of a crawl", cfg.Data)
}

// dirExists reports whether path is an existing directory.
func dirExists(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}
