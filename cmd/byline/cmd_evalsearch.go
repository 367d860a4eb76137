package main

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"time"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/embed"
	"github.com/bylinehq/byline/search/relevance"
)

func cmdEvalSearch(ctx context.Context, e *env, args []string) error {
	var corpus *string
	var asJSON *bool
	cfg, _, err := parseCommand(e, args, "eval-search", "[--corpus DIR] [--semantic-ratio R] [--json]", `
Measures search quality: indexes the development corpus' articles (fundus,
wcxb-dev, readability) in a fresh in-memory index with the configured
embedder, runs the judged queries of search/relevance/queries.jsonl in
keyword, semantic and hybrid mode, and prints nDCG@10 and recall@10 per
query category.`, func(fs *flag.FlagSet, cfg *Config) {
		def := e.getenv("BYLINE_CORPUS")
		if def == "" {
			def = filepath.Join("..", "shared", "corpus")
		}
		corpus = fs.String("corpus", def, "corpus directory (env BYLINE_CORPUS)")
		fs.Float64Var(&cfg.Search.SemanticRatio, "semantic-ratio", cfg.Search.SemanticRatio, "semantic ratio of the hybrid run (env BYLINE_SEARCH_SEMANTIC_RATIO)")
		asJSON = fs.Bool("json", false, "print the reports as JSON")
	})
	if err != nil {
		return err
	}
	docs, err := relevance.CorpusDocs(*corpus)
	if err != nil {
		return fmt.Errorf("%w (pass --corpus)", err)
	}
	queries, err := relevance.Queries()
	if err != nil {
		return err
	}
	emb, err := embed.New(cfg.Search.embedConfig())
	if err != nil {
		return err
	}
	idx, err := bleve.OpenMemory(bleve.Options{Embedder: emb})
	if err != nil {
		return err
	}
	defer idx.Close()
	start := time.Now()
	for i := 0; i < len(docs); i += pipeline.IndexBatch {
		if err := idx.Upsert(ctx, docs[i:min(i+pipeline.IndexBatch, len(docs))]); err != nil {
			return err
		}
	}
	fmt.Fprintf(e.stderr, "indexed %d articles in %s\n", len(docs), time.Since(start).Round(time.Millisecond))
	reports := map[search.Mode]relevance.Report{}
	for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
		if mode != search.ModeKeyword && emb == nil {
			continue
		}
		r, err := relevance.Evaluate(ctx, idx, queries, mode, cfg.Search.SemanticRatio)
		if err != nil {
			return err
		}
		reports[mode] = r
	}
	if *asJSON {
		return writeJSON(e.stdout, reports)
	}
	fmt.Fprintf(e.stdout, "%d queries over %d articles; hybrid semantic ratio %.2f\n\n%s", len(queries), len(docs),
		cfg.Search.SemanticRatio, relevance.Table(queries, reports))
	return nil
}
