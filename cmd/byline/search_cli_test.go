package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bylinehq/byline/api"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestSearchFlagsMatchAPI: every parameter of GET /v1/search but the
// query itself is a flag of byline search.
func TestSearchFlagsMatchAPI(t *testing.T) {
	_, _, help := byline(t, nil, "search", "--help")
	for _, p := range api.QueryParams {
		if p == "q" {
			continue
		}
		if flag := "-" + strings.ReplaceAll(p, "_", "-"); !strings.Contains(help, "  "+flag+" ") && !strings.Contains(help, "  "+flag+"\n") {
			t.Errorf("byline search has no %s flag for the API's %q parameter", flag, p)
		}
	}
}

// reindexed returns a data directory whose store holds n harbour reports
// and whose index 'byline reindex' built from it.
func reindexed(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		a := reindexArticle(fmt.Sprintf("h%d", i), fmt.Sprintf("Harbour report number %d", i))
		if _, err := st.SaveArticle(ctx, a, false); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	code, out, stderr := byline(t, nil, "reindex", "--data", dir)
	if code != 0 || !strings.Contains(out, fmt.Sprintf("reindexed %d articles", n)) {
		t.Fatalf("reindex: exit %d: %s %s", code, out, stderr)
	}
	return dir
}

// TestReindexThenSearchCLI fills a store, reindexes it with the CLI,
// and pages through a search with --json, --mode, --facets and --cursor.
func TestReindexThenSearchCLI(t *testing.T) {
	dir := reindexed(t, 5)
	seen := map[string]bool{}
	cursor := ""
	for page := 0; ; page++ {
		args := []string{"search", "--data", dir, "--json", "--mode", "keyword", "--facets", "site", "--limit", "2", "harbour"}
		if cursor != "" {
			args = append(args, "--cursor", cursor)
		}
		code, out, stderr := byline(t, nil, args...)
		if code != 0 {
			t.Fatalf("search page %d: exit %d: %s", page, code, stderr)
		}
		var res api.SearchResponse
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("search --json printed %q: %v", out, err)
		}
		if res.Mode != search.ModeKeyword || res.Total != 5 || len(res.Facets["site"]) != 1 || res.Facets["site"][0].Count != 5 {
			t.Fatalf("page %d: mode %q, total %d, facets %v; want keyword, 5, a.example × 5", page, res.Mode, res.Total, res.Facets)
		}
		for _, h := range res.Hits {
			if seen[h.ID] {
				t.Fatalf("page %d repeats %s", page, h.ID)
			}
			seen[h.ID] = true
		}
		if cursor = res.Next; cursor == "" {
			break
		}
		if page > 5 {
			t.Fatal("cursor never ends")
		}
	}
	if len(seen) != 5 {
		t.Fatalf("pages held %d articles, want 5", len(seen))
	}
}

// TestSearchRemote: while a running byline holds the index, search asks
// its API; the mode printed is the one the server ran, and a query the
// server refuses is reported as refused, not as a server that did not
// answer.
func TestSearchRemote(t *testing.T) {
	dir := reindexed(t, 1)
	// The server: the index without an embedder, keyword by default, as
	// BYLINE_EMBEDDER=none runs it.
	idx, err := bleve.Open(filepath.Join(dir, "index.bleve"), bleve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	srv := httptest.NewServer((&api.Server{Search: idx, Defaults: search.Query{Mode: search.ModeKeyword}}).Handler())
	defer srv.Close()

	code, out, stderr := byline(t, nil, "search", "--data", dir, "--addr", srv.URL, "--json", "harbour")
	var res api.SearchResponse
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("search: exit %d: %s %s", code, out, stderr)
	}
	if res.Total != 1 || res.Mode != search.ModeKeyword {
		t.Errorf("search: total %d, mode %q; want 1 in keyword mode, the server's", res.Total, res.Mode)
	}
	code, _, stderr = byline(t, nil, "search", "--data", dir, "--addr", srv.URL, "--mode", "semantic", "harbour")
	if code != 2 || !strings.Contains(stderr, "needs an embedder") || strings.Contains(stderr, "did not answer") {
		t.Errorf("refused query: exit %d, stderr %q; want exit 2 with the server's reason", code, stderr)
	}
}

// TestSearchFindsRunningDemo checks that search on the data directory of
// a running demo reaches its API at the address the demo listens on,
// though nothing tells search that address.
func TestSearchFindsRunningDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a subprocess")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "demo", "--data", dir, "--addr", "127.0.0.1:0", "--semantic-query", "")
	cmd.Env = []string{"BYLINE_TEST_MAIN=1", "HOME=" + os.Getenv("HOME"), "PATH=" + os.Getenv("PATH")}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
		if _, err := os.Stat(filepath.Join(dir, apiAddrFile)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("the stopped demo left %s behind: %v", apiAddrFile, err)
		}
	}()
	serving := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "search the demo:") {
				serving <- true
			}
		}
		close(serving)
	}()
	select {
	case ok := <-serving:
		if !ok {
			t.Fatal("the demo ended before serving")
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the demo is not serving after 60s")
	}
	code, sout, serr := byline(t, nil, "search", "--data", dir, "drawbridge", "--mode", "keyword")
	if code != 0 || !strings.Contains(sout, "drawbridge") {
		t.Errorf("search while the demo runs: exit %d\n%s%s", code, sout, serr)
	}
}

// TestReindexRepairsBrokenIndex: an index that cannot be opened (a
// damaged file) names the repair, and reindex moves it aside and
// rebuilds it from the store.
func TestReindexRepairsBrokenIndex(t *testing.T) {
	dir := reindexed(t, 2)
	if err := os.WriteFile(filepath.Join(dir, "index.bleve", "byline_vectors.db"), []byte("garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := byline(t, nil, "search", "--data", dir, "harbour")
	if code == 0 || !strings.Contains(stderr, "'byline reindex' moves it aside and rebuilds it") {
		t.Errorf("search on a broken index: exit %d, stderr %q; want the repair named", code, stderr)
	}
	code, out, stderr := byline(t, nil, "reindex", "--data", dir)
	if code != 0 || !strings.Contains(out, "reindexed 2 articles") || !strings.Contains(stderr, "moved it to") {
		t.Fatalf("reindex of a broken index: exit %d\n%s\n%s", code, out, stderr)
	}
	if aside, _ := filepath.Glob(filepath.Join(dir, "index.bleve.broken-*")); len(aside) != 1 {
		t.Errorf("broken index kept as %v, want one copy", aside)
	}
	if code, out, stderr := byline(t, nil, "search", "--data", dir, "--mode", "keyword", "harbour"); code != 0 || !strings.Contains(out, "2 result(s)") {
		t.Errorf("search after the repair: exit %d\n%s\n%s", code, out, stderr)
	}
}

// TestSearchEmbedderDown: with the embedding server down, a semantic or
// hybrid search says so and names the way out; keyword search works.
func TestSearchEmbedderDown(t *testing.T) {
	dir := reindexed(t, 1)
	env := map[string]string{"BYLINE_EMBEDDER": "openai", "BYLINE_EMBED_MODEL": "text-embedding-3-small",
		"BYLINE_EMBED_BASE_URL": "http://127.0.0.1:1/v1"}
	code, _, stderr := byline(t, env, "search", "--data", dir, "harbour")
	if code == 0 || !strings.Contains(stderr, "the embedder did not answer") || !strings.Contains(stderr, "--mode keyword") {
		t.Errorf("hybrid with the embedder down: exit %d, stderr %q", code, stderr)
	}
	if code, out, stderr := byline(t, env, "search", "--data", dir, "--mode", "keyword", "harbour"); code != 0 || !strings.Contains(out, "1 result(s)") {
		t.Errorf("keyword with the embedder down: exit %d\n%s\n%s", code, out, stderr)
	}
}
