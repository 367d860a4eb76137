package pipeline_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestUnreachableSeedIsLogged checks that a seed host that refuses
// connections, whose robots.txt therefore cannot be read, is not only a
// count in the summary: the fetch log has an error entry for the seed
// and the log a warning naming the host and the cause.
func TestUnreachableSeedIsLogged(t *testing.T) {
	ctx := context.Background()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String()
	ln.Close() // nothing listens there any more: connection refused
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{"down.test:80": closed},
		Timeout: time.Second, MaxBodySize: 1 << 20}, nil)
	defer f.CloseIdleConnections()
	var logs bytes.Buffer
	cfg := pipeline.Config{Workers: 2, MaxAttempts: 2, RetryBase: 10 * time.Millisecond, RetryMax: 20 * time.Millisecond,
		FetchLogDir: filepath.Join(dir, "runs")}
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, cfg, slog.New(slog.NewTextHandler(&logs, nil)))
	if err := st.PutSite(ctx, store.Site{ID: "down.test", Seeds: []string{"http://down.test/"}, Every: time.Hour}); err != nil {
		t.Fatal(err)
	}
	r, err := p.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Summary.Failed["robots_unavailable"] != 1 {
		t.Fatalf("failed %v; want robots_unavailable 1", r.Summary.Failed)
	}
	g := &rig{dir: dir}
	entries := g.fetchLog(t, r.ID)["http://down.test/"]
	if len(entries) == 0 || entries[len(entries)-1]["outcome"] != "failed" ||
		!strings.Contains(entries[len(entries)-1]["error"].(string), "refused") {
		t.Errorf("fetch log of the seed: %v; want a failed entry (given up) saying the connection was refused", entries)
	}
	if out := logs.String(); !strings.Contains(out, "level=WARN") || !strings.Contains(out, "host=down.test") || !strings.Contains(out, "refused") {
		t.Errorf("log:\n%s\nwant a warning naming host down.test and the refused connection", out)
	}
}
