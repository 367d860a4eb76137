package pipeline_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestRedisFrontierLeftIsReported runs with the frontier in Redis, then
// without it (BYLINE_REDIS_URL dropped from the environment). The second
// run cannot see the URLs the first left in Redis; it must say so, and
// how to resume them, instead of silently leaving them there. A run
// killed before it ended (no EndedAt) is reported too; a Redis run that
// finished its frontier is not.
func TestRedisFrontierLeftIsReported(t *testing.T) {
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	defer srv.Close()
	addr := srv.Listener.Addr().String()
	secondRun := func(t *testing.T, dir string) string {
		t.Helper()
		st, err := sqlite.Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		var logs bytes.Buffer
		f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: web.Resolve(addr), Timeout: 5 * time.Second}, nil)
		p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 4},
			slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn})))
		if _, err := p.Run(context.Background(), pipeline.RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		return logs.String()
	}
	t.Run("stopped", func(t *testing.T) {
		dir := t.TempDir()
		ctx, cancel := context.WithCancel(context.Background())
		h := newHarnessOn(t, dir, web, addr, &cancelAfter{n: 10, cancel: cancel})
		fs := miniredisFrontier(t)
		h.pipe.SetFrontierStore(fs)
		h.run(t, ctx)
		if left, _ := fs.Frontier(context.Background()); len(left) == 0 {
			t.Fatal("the interrupted run left nothing in Redis")
		}
		h.store.Close()
		leftN := regexp.MustCompile(`left \d+ URLs`)
		// Every run without Redis warns: the URLs stay there.
		for run := 1; run <= 2; run++ {
			if logs := secondRun(t, dir); !leftN.MatchString(logs) || !strings.Contains(logs, "BYLINE_REDIS_URL") {
				t.Errorf("run %d without Redis after one that left URLs there said nothing of them; logs:\n%s", run, logs)
			}
		}
	})
	t.Run("killed", func(t *testing.T) {
		dir := t.TempDir()
		st, err := sqlite.Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		// What a run with the frontier in Redis leaves when it is killed.
		if err := st.PutRun(context.Background(), store.Run{ID: pipeline.NewRunID(time.Now()), StartedAt: time.Now().UTC(), SeparateFrontier: true}); err != nil {
			t.Fatal(err)
		}
		for _, host := range web.Sites() {
			st.PutSite(context.Background(), store.Site{ID: host, Seeds: web.Seeds(host), Every: 15 * time.Minute})
		}
		st.Close()
		if logs := secondRun(t, dir); !strings.Contains(logs, "killed") || !strings.Contains(logs, "BYLINE_REDIS_URL") {
			t.Errorf("a run without Redis after a killed Redis run said nothing of its frontier; logs:\n%s", logs)
		}
	})
	t.Run("finished", func(t *testing.T) {
		dir := t.TempDir()
		h := newHarnessOn(t, dir, web, addr, nil)
		h.pipe.SetFrontierStore(miniredisFrontier(t))
		h.run(t, context.Background())
		h.store.Close()
		if logs := secondRun(t, dir); strings.Contains(logs, "BYLINE_REDIS_URL") {
			t.Errorf("a run after a finished Redis run warned of its frontier:\n%s", logs)
		}
	})
}
