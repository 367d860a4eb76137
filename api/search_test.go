package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/searchtest"
)

func TestSearchParameters(t *testing.T) {
	fs := &fakeSearch{}
	h := (&Server{Search: fs, Articles: fakeArticles{}, Defaults: search.Query{Mode: search.ModeHybrid, SemanticRatio: 0.3}}).Handler()
	tests := []struct {
		path  string
		check func(q search.Query) bool
	}{
		{"/v1/search?q=x", func(q search.Query) bool { return q.Mode == search.ModeHybrid && q.SemanticRatio == 0.3 }},
		{"/v1/search", func(q search.Query) bool { return q.Mode == search.ModeKeyword && q.Sort == search.SortNewest }},
		{"/v1/search?q=x&mode=SEMANTIC", func(q search.Query) bool { return q.Mode == search.ModeSemantic }},
		{"/v1/search?q=x&mode=hybrid&semantic_ratio=0", func(q search.Query) bool { return q.SemanticRatio == 0 }},
		// curl sends a "+" as is, and a query string reads it as a space.
		{"/v1/search?q=x&from=2026-11-23T08:00:00+01:00&to=2026-11-24T08:00:00%2B01:00", func(q search.Query) bool {
			return q.From.Equal(time.Date(2026, 11, 23, 7, 0, 0, 0, time.UTC)) && q.To.Equal(time.Date(2026, 11, 24, 7, 0, 0, 0, time.UTC))
		}},
		{"/v1/search?q=x&facets=site,%20lang&highlights=true&sort=newest&section=Politik&author=Ann+Lee",
			func(q search.Query) bool {
				return slices.Equal(q.Facets, []string{"site", "lang"}) && q.Highlights && q.Sort == search.SortNewest &&
					q.Section == "Politik" && q.Author == "Ann Lee"
			}},
	}
	for _, tc := range tests {
		rec, body := do(t, h, tc.path)
		if rec.Code != 200 || !tc.check(fs.got) {
			t.Errorf("%s: %d %v, query %+v", tc.path, rec.Code, body, fs.got)
		}
	}
}

func TestSearchParameterErrors(t *testing.T) {
	h := (&Server{Search: &fakeSearch{}, Articles: fakeArticles{}, Defaults: search.Query{Mode: search.ModeHybrid}}).Handler()
	tests := []struct{ path, want string }{
		{"/v1/search?q=x&mode=fuzzy", "want keyword, semantic or hybrid"},
		{"/v1/search?q=x&semantic_ratio=1.5", "from 0 (keyword only) to 1"},
		{"/v1/search?q=x&semantic_ratio=half", "from 0 (keyword only) to 1"},
		{"/v1/search?q=x&semantic_ratio=NaN", "from 0 (keyword only) to 1"},
		{"/v1/search?q=x&sort=oldest", "want relevance or newest"},
		{"/v1/search?q=x&facets=author", "want some of site, lang, section"},
		{"/v1/search?q=x&cursor=zzz", "not one this server issued"},
		{"/v1/search?q=x&cursor=zzz&offset=10", "cursor or offset"},
		{"/v1/search?q=x&highlights=maybe", "true or false"},
		{"/v1/search?q=x&mdoe=semantic", `unknown parameter "mdoe"`},
		{"/v1/search?mode=semantic", "needs query text"},
		{"/v1/search?q=x&facets=site&facets=lang", `parameter "facets" given 2 times`},
		{"/v1/search?q=a&q=b", `parameter "q" given 2 times`},
	}
	for _, tc := range tests {
		rec, body := do(t, h, tc.path)
		if rec.Code != 400 || !strings.Contains(body["error"].(string), tc.want) {
			t.Errorf("%s: %d %v; want 400 mentioning %q", tc.path, rec.Code, body, tc.want)
		}
	}
}

// TestSearchOverBleve drives the API over a real index: modes, facets
// and a cursor walk.
func TestSearchOverBleve(t *testing.T) {
	idx, err := bleve.OpenMemory(bleve.Options{Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	if err := idx.Upsert(context.Background(), slices.Clone(searchtest.Docs)); err != nil {
		t.Fatal(err)
	}
	h := (&Server{Search: idx, Articles: fakeArticles{}, Defaults: search.Query{Mode: search.ModeHybrid, SemanticRatio: 0.5}}).Handler()
	_, body := do(t, h, "/v1/search?q=battery+powered+public+transport&facets=site")
	hits := body["hits"].([]any)
	if body["mode"] != "hybrid" || len(hits) == 0 || hits[0].(map[string]any)["id"] != "d2" || body["facets"] == nil {
		t.Fatalf("hybrid: %v", body)
	}
	var seen []string
	next := ""
	for page := 0; page < 10; page++ {
		v := url.Values{"q": {"news"}, "mode": {"semantic"}, "limit": {"2"}}
		if next != "" {
			v.Set("cursor", next)
		}
		rec, body := do(t, h, "/v1/search?"+v.Encode())
		if rec.Code != 200 {
			t.Fatalf("page %d: %d %v", page, rec.Code, body)
		}
		for _, h := range body["hits"].([]any) {
			seen = append(seen, h.(map[string]any)["id"].(string))
		}
		n, _ := body["next"].(string)
		if n == "" {
			break
		}
		next = n
	}
	sort.Strings(seen)
	if !slices.Equal(slices.Compact(seen), []string{"d1", "d2", "d3", "d4", "d5", "d6"}) {
		t.Fatalf("cursor walk saw %v, want every doc once", seen)
	}
}

// TestOpenAPIInSync checks the served OpenAPI document against the code:
// the search parameters ParseQuery reads and the JSON fields of the
// response types.
func TestOpenAPIInSync(t *testing.T) {
	rec := httptest.NewRecorder()
	(&Server{}).Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/openapi.yaml", nil))
	if rec.Code != 200 {
		t.Fatalf("GET /openapi.yaml: %d", rec.Code)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				Name string `yaml:"name"`
				In   string `yaml:"in"`
			} `yaml:"parameters"`
		} `yaml:"paths"`
		Components struct {
			Schemas map[string]struct {
				Properties map[string]any `yaml:"properties"`
			} `yaml:"schemas"`
		} `yaml:"components"`
	}
	if err := yaml.Unmarshal(rec.Body.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var params []string
	for _, p := range doc.Paths["/v1/search"]["get"].Parameters {
		params = append(params, p.Name)
	}
	if !slices.Equal(params, QueryParams) {
		t.Errorf("OpenAPI search parameters %v\nParseQuery reads    %v", params, QueryParams)
	}
	for schema, typ := range map[string]reflect.Type{
		"SearchResponse": reflect.TypeFor[SearchResponse](), "Hit": reflect.TypeFor[search.Hit](),
		"FacetCount": reflect.TypeFor[search.FacetCount](), "Error": reflect.TypeFor[ErrorResponse](),
	} {
		var fields, documented []string
		for f := range typ.Fields() {
			if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" && name != "-" {
				fields = append(fields, name)
			}
		}
		for p := range doc.Components.Schemas[schema].Properties {
			documented = append(documented, p)
		}
		sort.Strings(fields)
		sort.Strings(documented)
		if !slices.Equal(fields, documented) {
			t.Errorf("schema %s documents %v, the code sends %v", schema, documented, fields)
		}
	}
	for _, route := range []string{"/v1/search", "/v1/articles/{id}", "/openapi.yaml", "/healthz", "/readyz"} {
		if _, ok := doc.Paths[route]["get"]; !ok {
			t.Errorf("route GET %s is not documented", route)
		}
	}
}
