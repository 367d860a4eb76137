package elastic

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("body %s: %v", b, err)
	}
	return m
}

func path(m map[string]any, keys ...string) any {
	var v any = m
	for _, k := range keys {
		mm, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = mm[k]
	}
	return v
}

var versioned = regexp.MustCompile(`^news-v\d+$`)

// TestCreateAndBulk checks the index created behind the alias and the
// NDJSON bulk body.
func TestCreateAndBulk(t *testing.T) {
	ctx := context.Background()
	f := newFakeES(t)
	x := openFake(t, f, "news")
	puts := f.Requests("PUT", "/news-v[0-9]+")
	if len(puts) != 1 {
		t.Fatalf("create index requests: %d", len(puts))
	}
	if !versioned.MatchString(strings.TrimPrefix(puts[0].Path, "/")) {
		t.Errorf("index name %s, want news-v<unix ms>", puts[0].Path)
	}
	b := decode(t, puts[0].Body)
	if path(b, "aliases", "news") == nil {
		t.Errorf("index created without alias news: %v", b["aliases"])
	}
	vec := path(b, "mappings", "properties", "vector").(map[string]any)
	if vec["type"] != "dense_vector" || vec["dims"] != 100.0 || vec["similarity"] != "cosine" || vec["index"] != true {
		t.Errorf("vector mapping = %v", vec)
	}
	an := path(b, "settings", "analysis", "analyzer", foldedAnalyzer).(map[string]any)
	if !slices.Contains(an["filter"].([]any), "asciifolding") || an["tokenizer"] != "standard" {
		t.Errorf("folded analyzer = %v", an)
	}
	for _, k := range []string{"site", "lang", "section", "author_kw"} {
		if path(b, "mappings", "properties", k, "type") != "keyword" {
			t.Errorf("%s is not a keyword field", k)
		}
	}
	if path(b, "mappings", "properties", "title", "analyzer") != foldedAnalyzer ||
		path(b, "mappings", "properties", "stem", "properties", "de", "analyzer") != "german" {
		t.Errorf("text fields = %v", path(b, "mappings", "properties"))
	}

	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs[:2])); err != nil {
		t.Fatal(err)
	}
	bulks := f.Requests("POST", "/news/_bulk")
	if len(bulks) != 1 || bulks[0].Query != "refresh=wait_for" {
		t.Fatalf("bulk requests = %+v", bulks)
	}
	lines := splitLines(bulks[0].Body)
	if len(lines) != 4 || !strings.HasSuffix(string(bulks[0].Body), "\n") {
		t.Fatalf("bulk body has %d lines, want action and source per document, newline-terminated", len(lines))
	}
	if a := decode(t, lines[0]); path(a, "index", "_id") != "d1" {
		t.Errorf("action line = %s", lines[0])
	}
	d := decode(t, lines[1])
	if v, _ := d["vector"].([]any); len(v) != 100 {
		t.Errorf("vector has %d dimensions", len(v))
	}
	if d["published"] != float64(searchtest.Docs[0].Published.Unix()) || path(d, "stem", "en") == nil {
		t.Errorf("source = %v", d)
	}
	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs[:2])); err != nil {
		t.Fatal(err)
	}
	if n := len(f.Requests("POST", "/news/_bulk")); n != 1 {
		t.Errorf("unchanged documents sent again (%d bulk requests)", n)
	}
	if err := x.Delete(ctx, []string{"d1", "missing"}); err != nil {
		t.Fatalf("delete with a missing id: %v", err)
	}
	del := f.Requests("POST", "/news/_bulk")[1]
	if l := splitLines(del.Body); len(l) != 2 || path(decode(t, l[1]), "delete", "_id") != "missing" {
		t.Errorf("delete body = %s", del.Body)
	}
}

// TestSearchBodies checks the query of each mode.
func TestSearchBodies(t *testing.T) {
	ctx := context.Background()
	f := newFakeES(t)
	x := openFake(t, f, "news")
	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs)); err != nil {
		t.Fatal(err)
	}
	last := func(p string) map[string]any {
		rs := f.Requests("POST", p)
		if len(rs) == 0 {
			t.Fatalf("no %s request", p)
		}
		return decode(t, rs[len(rs)-1].Body)
	}

	if _, err := x.Search(ctx, search.Query{Text: "lantern", Site: "https://www.A.example/", Section: "Metro", From: time.Unix(100, 0), To: time.Unix(200, 0),
		Facets: []string{"site"}, Sort: search.SortNewest, Limit: 5, Offset: 5}); err != nil {
		t.Fatal(err)
	}
	kw := last("/news/_search")
	mm := path(kw, "query", "bool", "must").([]any)[0].(map[string]any)["multi_match"].(map[string]any)
	if fields := mm["fields"].([]any); !slices.Equal(fields[:3], []any{"title^1.5", "lead^1.2", "body"}) {
		t.Errorf("multi_match fields = %v", fields)
	}
	filter := path(kw, "query", "bool", "filter").([]any)
	// The site as the site id; the section as written, compared ignoring
	// case.
	if len(filter) != 3 || path(filter[0].(map[string]any), "term", "site") != "a.example" ||
		path(filter[1].(map[string]any), "term", "section", "value") != "Metro" ||
		path(filter[1].(map[string]any), "term", "section", "case_insensitive") != true ||
		path(filter[2].(map[string]any), "range", "published", "gte") != 100.0 ||
		path(filter[2].(map[string]any), "range", "published", "lt") != 200.0 {
		t.Errorf("filter = %v", filter)
	}
	if kw["knn"] != nil || kw["from"] != 5.0 || kw["size"] != 5.0 || path(kw, "aggs", "site", "terms", "field") != "site" {
		t.Errorf("keyword body = %v", kw)
	}
	if s := kw["sort"].([]any); path(s[0].(map[string]any), "published", "order") != "desc" {
		t.Errorf("sort = %v", s)
	}

	if _, err := x.Search(ctx, search.Query{Text: "storm", Mode: search.ModeSemantic, Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	searches := f.Requests("POST", "/news/_search")
	sem := decode(t, searches[len(searches)-2].Body) // then the page's documents
	k := sem["knn"].(map[string]any)
	if k["field"] != "vector" || len(k["query_vector"].([]any)) != 100 || k["k"].(float64) > k["num_candidates"].(float64) ||
		path(k, "filter", "bool", "filter") == nil || sem["query"] != nil {
		t.Errorf("knn body = %v", sem)
	}
	hyd := decode(t, searches[len(searches)-1].Body)
	if path(hyd, "query", "bool", "filter") == nil || path(hyd, "highlight", "fields", "body") == nil {
		t.Errorf("page body = %v", hyd)
	}

	n := len(f.Requests("POST", "/news/_msearch"))
	if _, err := x.Search(ctx, search.Query{Text: "storm", Mode: search.ModeHybrid, SemanticRatio: 0}); err != nil {
		t.Fatal(err)
	}
	if got := len(f.Requests("POST", "/news/_msearch")); got != n || last("/news/_search")["knn"] != nil {
		t.Errorf("hybrid with ratio 0 ran the semantic side")
	}
	if _, err := x.Search(ctx, search.Query{Text: "storm", Mode: search.ModeHybrid, SemanticRatio: 0.5}); err != nil {
		t.Fatal(err)
	}
	ms := f.Requests("POST", "/news/_msearch")
	lines := splitLines(ms[len(ms)-1].Body)
	if len(lines) != 4 {
		t.Fatalf("msearch has %d lines, want header and body for BM25 and knn", len(lines))
	}
	if b := decode(t, lines[1]); b["query"] == nil || b["knn"] != nil {
		t.Errorf("first msearch body = %s, want BM25", lines[1])
	}
	if b := decode(t, lines[3]); b["knn"] == nil || b["query"] != nil {
		t.Errorf("second msearch body = %s, want knn", lines[3])
	}
}

// TestRebuild checks the no-downtime reindex: a new versioned index,
// filled without waiting for refreshes, swapped in by one _aliases
// request, the old one deleted; a failed fill leaves the alias alone.
func TestRebuild(t *testing.T) {
	ctx := context.Background()
	f := newFakeES(t)
	x := openFake(t, f, "news")
	if err := x.Upsert(ctx, slices.Clone(searchtest.Docs[:2])); err != nil {
		t.Fatal(err)
	}
	before, _ := f.Indices()
	x.now = func() time.Time { return time.Now().Add(time.Hour) }
	err := x.Rebuild(ctx, func(ctx context.Context, into search.Index) error {
		if err := into.Upsert(ctx, slices.Clone(searchtest.Docs)); err != nil {
			return err
		}
		// Searches still see the old index while the new one fills.
		if n, _ := x.Count(ctx); n != 2 {
			t.Errorf("alias count during rebuild = %d, want the old 2", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	after, aliases := f.Indices()
	if len(after) != 1 || after[0] == before[0] || !slices.Equal(aliases["news"], after) {
		t.Fatalf("indices %v → %v, alias %v", before, after, aliases)
	}
	al := f.Requests("POST", "/_aliases")
	want := `{"actions":[{"remove":{"alias":"news","index":"` + before[0] + `"}},{"add":{"alias":"news","index":"` + after[0] + `"}}]}`
	if len(al) != 1 || strings.TrimSpace(string(al[0].Body)) != want {
		t.Errorf("_aliases body = %s, want %s", al[0].Body, want)
	}
	if b := f.Requests("POST", "/"+after[0]+"/_bulk"); len(b) != 1 || b[0].Query != "refresh=false" {
		t.Errorf("fill bulk = %+v, want one with refresh=false", b)
	}
	if len(f.Requests("DELETE", "/"+before[0])) != 1 {
		t.Errorf("old index not deleted")
	}
	if n, _ := x.Count(ctx); n != len(searchtest.Docs) {
		t.Errorf("count after rebuild = %d", n)
	}

	boom := errors.New("store failed")
	x.now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if err := x.Rebuild(ctx, func(context.Context, search.Index) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	still, aliases := f.Indices()
	if !slices.Equal(still, after) || !slices.Equal(aliases["news"], after) {
		t.Errorf("failed rebuild left indices %v, alias %v; want %v", still, aliases["news"], after)
	}
}

func TestOpenChecks(t *testing.T) {
	ctx := context.Background()
	t.Run("unreachable", func(t *testing.T) {
		_, err := Open(ctx, Options{URL: "http://127.0.0.1:1"})
		if err == nil || !strings.Contains(err.Error(), "http://127.0.0.1:1") || !strings.Contains(err.Error(), "not reachable") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("concrete index under the alias name", func(t *testing.T) {
		f := newFakeES(t)
		f.indices["news"] = &esIndex{}
		_, err := Open(ctx, Options{URL: f.URL(), Index: "news"})
		if err == nil || !strings.Contains(err.Error(), "not an alias") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("other dimensions ask for a rebuild", func(t *testing.T) {
		f := newFakeES(t)
		if _, err := Open(ctx, Options{URL: f.URL(), Index: "news"}); err != nil { // no embedder, no vector field
			t.Fatal(err)
		}
		x := openFake(t, f, "news")
		if why := x.NeedsReindex(); !strings.Contains(why, "dimensions") {
			t.Errorf("NeedsReindex = %q", why)
		}
	})
	t.Run("bulk item errors", func(t *testing.T) {
		f := newFakeES(t)
		x := openFake(t, f, "news")
		d := searchtest.Docs[0]
		d.Vector, d.EmbedderID = []float32{1, 2}, x.embID
		err := x.Upsert(ctx, []search.Doc{d})
		if err == nil || !strings.Contains(err.Error(), "1 failed") || !strings.Contains(err.Error(), "document_parsing_exception") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("error reasons", func(t *testing.T) {
		for body, want := range map[string]string{
			`{"error":{"type":"x_exception","reason":"bad"},"status":400}`: "x_exception: bad",
			`{"error":"alias [a] missing","status":404}`:                   "alias [a] missing",
			`not json`: "not json",
		} {
			if got := errorReason([]byte(body)); got != want {
				t.Errorf("errorReason(%s) = %q, want %q", body, got, want)
			}
		}
	})
}
