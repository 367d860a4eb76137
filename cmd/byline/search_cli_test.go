package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/bylinehq/byline/api"
	"github.com/bylinehq/byline/search"
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

// TestReindexThenSearchCLI fills a store, reindexes it with the CLI,
// and pages through a search with --json, --mode, --facets and --cursor.
func TestReindexThenSearchCLI(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		a := reindexArticle(fmt.Sprintf("h%d", i), fmt.Sprintf("Harbour report number %d", i))
		if _, err := st.SaveArticle(ctx, a, false); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	code, out, stderr := byline(t, nil, "reindex", "--data", dir)
	if code != 0 || !strings.Contains(out, "reindexed 5 articles") {
		t.Fatalf("reindex: exit %d: %s %s", code, out, stderr)
	}
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
