package main

import (
	"context"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bylinehq/byline/pipeline"
)

func cmdReplay(ctx context.Context, e *env, args []string) error {
	var dry, asJSON *bool
	cfg, fs, err := parseCommand(e, args, "replay", "RUN_ID [--dry-run] [--json]", `
Re-runs extraction over the article pages that crawl run RUN_ID fetched,
from the raw HTML stored for them, without any network access. Use it
after changing selectors or the extractor: changed articles are stored
with their change class (EXTRACTOR_CHANGED, CONTENT_CHANGED) and
re-indexed. With --dry-run it only reports what would change. Run ids
are the file names under DATA/runs/ and the first line of a crawl's
summary.`, func(fs *flag.FlagSet, cfg *Config) {
		dry = fs.Bool("dry-run", false, "report change classes without storing anything")
		asJSON = fs.Bool("json", false, "print the replay summary as JSON")
	})
	if err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: give exactly one run id, e.g. byline replay 20261123T084603Z-cb653d", errUsage)
	}
	cfg.RedisURL = "" // replay reads the store only
	if err := haveStore(cfg); err != nil {
		return err
	}
	a, err := openApp(ctx, cfg, newLogger(e.stderr, cfg))
	if err != nil {
		return err
	}
	defer a.Close()
	// The id as listed under DATA/runs/ names the same run.
	id := strings.TrimSuffix(fs.Arg(0), ".jsonl")
	sum, err := a.pipe.Replay(ctx, id, pipeline.ReplayOptions{DryRun: *dry})
	if err != nil {
		return err
	}
	if !*dry {
		if _, err := a.indexer.Drain(ctx); err != nil {
			return fmt.Errorf("index: %w", err)
		}
	}
	if *asJSON {
		writeJSON(e.stdout, sum)
		return nil
	}
	verb := "replayed"
	if *dry {
		verb = "dry run of"
	}
	fmt.Fprintf(e.stdout, "%s run %s: %d article pages, %d extracted\n", verb, sum.RunID, sum.Pages, sum.Extracted)
	for _, c := range slices.Sorted(maps.Keys(sum.Changes)) {
		fmt.Fprintf(e.stdout, "  %-18s %6d\n", c, sum.Changes[c])
	}
	for _, r := range slices.Sorted(maps.Keys(sum.Failed)) {
		fmt.Fprintf(e.stdout, "  failed %-11s %6d\n", r, sum.Failed[r])
	}
	for _, r := range slices.Sorted(maps.Keys(sum.Skipped)) {
		fmt.Fprintf(e.stdout, "  skipped %-10s %6d\n", r, sum.Skipped[r])
	}
	return nil
}
