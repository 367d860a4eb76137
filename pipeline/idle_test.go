package pipeline_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestIdleTickRecordsNoRun checks that a scheduled run with no site due
// and nothing left in the frontier records nothing: no run and no fetch
// log, so that an idle serve does not add one of each every 30 s. A run
// asked for explicitly (crawl --once) is still recorded.
func TestIdleTickRecordsNoRun(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	web := newHostileWeb(nil) // every page 404: nothing to follow
	g := newRig(t, web, []string{"idle.test"}, pipeline.Config{})
	defer g.close()
	count := func() (runs, logs int) {
		t.Helper()
		rs, err := g.store.Runs(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		files, _ := filepath.Glob(filepath.Join(g.dir, "runs", "*.jsonl"))
		return len(rs), len(files)
	}
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{})
	if err != nil || first.ID == "" {
		t.Fatalf("first scheduled run (site due): %+v, %v", first, err)
	}
	for range 2 {
		r, err := g.pipe.Run(ctx, pipeline.RunOptions{})
		if err != nil || r.ID != "" {
			t.Errorf("idle scheduled run: %+v, %v; want no run", r, err)
		}
	}
	if runs, logs := count(); runs != 1 || logs != 1 {
		t.Errorf("%d runs and %d fetch logs after one crawl and two idle ticks; want 1 and 1", runs, logs)
	}
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if runs, logs := count(); runs != 2 || logs != 2 {
		t.Errorf("%d runs and %d fetch logs after an explicit run; want 2 and 2", runs, logs)
	}
	if _, err := os.Stat(filepath.Join(g.dir, "runs", first.ID+".jsonl")); err != nil {
		t.Error(err)
	}
}
