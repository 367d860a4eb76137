package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
)

type fakeSearch struct {
	got search.Query
	err error
}

func (f *fakeSearch) Search(_ context.Context, q search.Query) (search.Result, error) {
	f.got = q
	if f.err != nil {
		return search.Result{}, f.err
	}
	if err := q.Normalize(); err != nil {
		return search.Result{}, err
	}
	return search.Result{Total: 1, Hits: []search.Hit{{ID: "a1", Title: "Bridge", URL: "https://l.example/b", Site: "l.example", Score: 1.5}}}, nil
}

type fakeArticles map[string]store.Article

func (f fakeArticles) Article(_ context.Context, id string) (store.Article, error) {
	if a, ok := f[id]; ok {
		return a, nil
	}
	return store.Article{}, store.ErrNotFound
}

func do(t *testing.T, h http.Handler, path string) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	var body map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("%s: body is not JSON: %q", path, rec.Body.String())
	}
	return rec, body
}

func TestSearchEndpoint(t *testing.T) {
	fs := &fakeSearch{}
	h := (&Server{Search: fs, Articles: fakeArticles{}}).Handler()
	rec, body := do(t, h, "/v1/search?q=bridge&site=l.example&lang=EN&from=2026-10-01&to=2026-10-31&limit=5&offset=5")
	if rec.Code != 200 || body["total"].(float64) != 1 || len(body["hits"].([]any)) != 1 {
		t.Fatalf("search: %d %v", rec.Code, body)
	}
	if _, ok := body["took_ms"]; !ok {
		t.Error("no took_ms")
	}
	q := fs.got
	if q.Text != "bridge" || q.Site != "l.example" || q.Lang != "en" || q.Limit != 5 || q.Offset != 5 ||
		!q.From.Equal(time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)) || !q.To.Equal(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("query = %+v", q)
	}
	hit := body["hits"].([]any)[0].(map[string]any)
	for _, k := range []string{"id", "title", "url", "site", "snippet", "score"} {
		if _, ok := hit[k]; !ok {
			t.Errorf("hit lacks %q: %v", k, hit)
		}
	}
}

func TestErrorsAreActionableJSON(t *testing.T) {
	h := (&Server{Search: &fakeSearch{}, Articles: fakeArticles{}}).Handler()
	tests := []struct {
		path string
		code int
		want string
	}{
		{"/v1/search?q=x&limit=ten", 400, "limit"},
		{"/v1/search?q=x&limit=1000", 400, "at most 100"},
		{"/v1/search?q=x&limit=-1", 400, "want 1 to 100"},
		{"/v1/search?q=x&limit=0", 400, "want 1 to 100"},
		{"/v1/search?q=x&from=last+week", 400, "YYYY-MM-DD"},
		{"/v1/search?q=x&from=2026-11-02&to=2026-11-01", 400, "from must be before to"},
		{"/v1/articles/nope", 404, "ids come from search hits"},
		{"/v2/whatever", 404, "GET /v1/search"},
	}
	for _, tc := range tests {
		rec, body := do(t, h, tc.path)
		if rec.Code != tc.code || !strings.Contains(body["error"].(string), tc.want) {
			t.Errorf("%s: %d %v; want %d mentioning %q", tc.path, rec.Code, body, tc.code, tc.want)
		}
	}
	for _, path := range []string{"/v1/search?q=x", "/v1/articles/a1", "/healthz"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, path, strings.NewReader("{}")))
		if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "GET, HEAD" || !strings.Contains(rec.Body.String(), "GET only") {
			t.Errorf("POST %s: %d, Allow %q, %s; want 405 saying GET only", path, rec.Code, rec.Header().Get("Allow"), rec.Body)
		}
	}
	down := (&Server{Search: &fakeSearch{err: errors.New("disk on fire")}, Articles: fakeArticles{},
		Ready: func(context.Context) error { return errors.New("index: closed") }}).Handler()
	if rec, body := do(t, down, "/v1/search?q=x"); rec.Code != 503 || strings.Contains(body["error"].(string), "fire") {
		t.Errorf("backend failure: %d %v (internal errors stay in the log)", rec.Code, body)
	}
	noEmbedder := (&Server{Search: &fakeSearch{err: fmt.Errorf("embed: %w: dial tcp: refused", search.ErrEmbedder)}, Articles: fakeArticles{}}).Handler()
	if rec, body := do(t, noEmbedder, "/v1/search?q=x&mode=semantic"); rec.Code != 503 || !strings.Contains(body["error"].(string), "embedder did not answer") ||
		!strings.Contains(body["error"].(string), "mode=keyword") {
		t.Errorf("embedder down: %d %v; want 503 naming the embedder and mode=keyword", rec.Code, body)
	}
	if rec, _ := do(t, down, "/readyz"); rec.Code != 503 {
		t.Errorf("readyz while down: %d", rec.Code)
	}
	if rec, _ := do(t, down, "/healthz"); rec.Code != 200 {
		t.Errorf("healthz: %d", rec.Code)
	}
}

func TestArticleEndpoint(t *testing.T) {
	arts := fakeArticles{"a1": {Article: extract.Article{ID: "a1", Title: "Bridge", Body: "text"}, Change: store.ChangeNew}}
	h := (&Server{Search: &fakeSearch{}, Articles: arts}).Handler()
	rec, body := do(t, h, "/v1/articles/a1")
	if rec.Code != 200 || body["title"] != "Bridge" || body["change"] != "NEW" {
		t.Fatalf("article: %d %v", rec.Code, body)
	}
}

// TestUnencodableAnswer: a value JSON cannot hold is a 500 with a JSON
// error, not a 200 with an empty body.
func TestUnencodableAnswer(t *testing.T) {
	rec := httptest.NewRecorder()
	writeJSON(rec, http.StatusOK, map[string]float64{"score": math.NaN()})
	var body ErrorResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &body); rec.Code != 500 || err != nil || body.Error == "" {
		t.Errorf("%d %q; want 500 with a JSON error", rec.Code, rec.Body)
	}
}
