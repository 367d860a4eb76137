// Package api serves Byline's HTTP API: search, articles, health. Routes
// are one table on the standard library's ServeMux.
package api

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
)

type searcher interface {
	Search(ctx context.Context, q search.Query) (search.Result, error)
}

type articles interface {
	Article(ctx context.Context, id string) (store.Article, error)
}

// Server holds the API's dependencies.
type Server struct {
	Search   searcher
	Articles articles
	// Ready reports whether the backends answer; nil means always ready.
	Ready func(ctx context.Context) error
	// Metrics serves GET /metrics when set (see MetricsHandler).
	Metrics http.Handler
	// Defaults holds the mode and semantic ratio of queries that name
	// none.
	Defaults search.Query
	Log      *slog.Logger
}

//go:embed openapi.yaml
var openAPI []byte

// Handler returns the route table.
func (s *Server) Handler() http.Handler {
	if s.Log == nil {
		s.Log = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/search", s.search)
	mux.HandleFunc("GET /v1/articles/{id}", s.article)
	mux.HandleFunc("GET /openapi.yaml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
		w.Write(openAPI)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", s.ready)
	if s.Metrics != nil {
		mux.Handle("GET /metrics", s.Metrics)
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// The catch-all matches every method, so ServeMux's own 405 never
		// happens: a route asked with another method says so here.
		get := r.Clone(r.Context())
		get.Method = http.MethodGet
		if _, pattern := mux.Handler(get); pattern != "/" {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: this route answers GET only", r.Method, r.URL.Path))
			return
		}
		writeError(w, http.StatusNotFound, fmt.Sprintf("no route for %s %s; see GET /v1/search?q=…, GET /v1/articles/{id}, /openapi.yaml, /healthz, /readyz", r.Method, r.URL.Path))
	})
	return mux
}

// SearchResponse is the body of GET /v1/search.
type SearchResponse struct {
	Hits   []search.Hit                   `json:"hits"`
	Total  int                            `json:"total"`
	Mode   search.Mode                    `json:"mode"`
	Facets map[string][]search.FacetCount `json:"facets,omitempty"`
	// Next is the cursor of the next page; absent on the last page.
	Next   string  `json:"next,omitempty"`
	TookMS float64 `json:"took_ms"`
}

// NewSearchResponse is the response for q's result.
func NewSearchResponse(q search.Query, res search.Result) SearchResponse {
	if res.Hits == nil {
		res.Hits = []search.Hit{}
	}
	return SearchResponse{Hits: res.Hits, Total: res.Total, Mode: q.Mode, Facets: res.Facets, Next: res.Next,
		TookMS: float64(res.Took.Microseconds()) / 1000}
}

func (s *Server) search(w http.ResponseWriter, r *http.Request) {
	q, err := ParseQuery(r.URL.Query(), s.Defaults)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	start := time.Now()
	res, err := s.Search.Search(r.Context(), q)
	if errors.Is(err, search.ErrBadQuery) {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if errors.Is(err, search.ErrEmbedder) {
		s.Log.Error("embed query failed", "q", q.Text, "mode", q.Mode, "err", err)
		writeError(w, http.StatusServiceUnavailable, "the embedder did not answer, so "+string(q.Mode)+" search cannot run; mode=keyword works without it, and the server log says why")
		return
	}
	if err != nil {
		s.Log.Error("search failed", "q", q.Text, "mode", q.Mode, "err", err)
		writeError(w, http.StatusServiceUnavailable, "the search index did not answer; check the server log and /readyz")
		return
	}
	res.Took = time.Since(start)
	writeJSON(w, http.StatusOK, NewSearchResponse(q, res))
}

// QueryParams lists the parameters ParseQuery reads; the OpenAPI document
// lists the same (a test keeps them in sync).
var QueryParams = []string{"q", "mode", "semantic_ratio", "site", "lang", "section", "author", "from", "to",
	"facets", "highlights", "sort", "limit", "offset", "cursor"}

// ParseQuery reads search parameters over defaults (mode, semantic
// ratio); the error names the bad one and what it takes. An unknown
// parameter is an error too, so a typo does not silently widen a search.
func ParseQuery(v map[string][]string, defaults search.Query) (search.Query, error) {
	for k, vals := range v {
		if !slices.Contains(QueryParams, k) {
			return search.Query{}, fmt.Errorf("unknown parameter %q; known: %s", k, strings.Join(QueryParams, ", "))
		}
		if len(vals) > 1 {
			// Only the first would count: facets=site&facets=lang would
			// silently drop lang, q=a&q=b would search a alone.
			return search.Query{}, fmt.Errorf("parameter %q given %d times; give it once (facets take a comma-separated list)", k, len(vals))
		}
	}
	get := func(k string) string {
		if len(v[k]) == 0 {
			return ""
		}
		return strings.TrimSpace(v[k][0])
	}
	q := search.Query{Text: get("q"), Site: get("site"), Lang: strings.ToLower(get("lang")), Section: get("section"),
		Author: get("author"), Mode: defaults.Mode, SemanticRatio: defaults.SemanticRatio,
		Sort: search.Sort(strings.ToLower(get("sort"))), Cursor: get("cursor")}
	if m := get("mode"); m != "" {
		q.Mode = search.Mode(strings.ToLower(m))
	} else if q.Text == "" {
		q.Mode = search.ModeKeyword // listing by filters has nothing to embed
	}
	if r := get("semantic_ratio"); r != "" {
		f, err := strconv.ParseFloat(r, 64)
		if err != nil || !(f >= 0 && f <= 1) { // NaN too
			return q, fmt.Errorf("semantic_ratio: %q is not a number from 0 (keyword only) to 1 (semantic only)", r)
		}
		q.SemanticRatio = f
	}
	if f := get("facets"); f != "" {
		for name := range strings.SplitSeq(f, ",") {
			if name = strings.TrimSpace(name); name != "" {
				q.Facets = append(q.Facets, name)
			}
		}
	}
	if h := get("highlights"); h != "" {
		b, err := strconv.ParseBool(h)
		if err != nil {
			return q, fmt.Errorf("highlights: %q is not true or false", h)
		}
		q.Highlights = b
	}
	var err error
	if q.From, err = ParseTime(get("from"), false); err != nil {
		return q, fmt.Errorf("from: %w", err)
	}
	if q.To, err = ParseTime(get("to"), true); err != nil {
		return q, fmt.Errorf("to: %w", err)
	}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"limit", &q.Limit}, {"offset", &q.Offset}} {
		if s := get(p.name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil {
				return q, fmt.Errorf("%s: %q is not a whole number", p.name, s)
			}
			if p.name == "limit" && n < 1 {
				// 0 would read as "not given" and show 10 hits.
				return q, fmt.Errorf("limit: %d: want 1 to 100 hits (10 when not given)", n)
			}
			*p.dst = n
		}
	}
	if q.Cursor != "" && q.Offset != 0 {
		return q, errors.New("pass cursor or offset, not both")
	}
	return q, q.Normalize()
}

// ParseTime reads YYYY-MM-DD or RFC 3339. A bare date used as an upper
// bound means the end of that day.
func ParseTime(s string, end bool) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	// A "+" written as is in a URL's query arrives as a space
	// (from=2026-11-23T08:00:00+01:00); a time has no space of its own.
	if plus := strings.Replace(s, " ", "+", 1); plus != s {
		if t, err := time.Parse(time.RFC3339, plus); err == nil {
			return t, nil
		}
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is neither YYYY-MM-DD nor RFC 3339 (2026-11-23T08:00:00Z)", s)
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t, nil
}

func (s *Server) article(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	a, err := s.Articles.Article(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no article with id %q; ids come from search hits", id))
		return
	}
	if err != nil {
		s.Log.Error("read article", "id", id, "err", err)
		writeError(w, http.StatusServiceUnavailable, "the store did not answer; check the server log and /readyz")
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) ready(w http.ResponseWriter, r *http.Request) {
	if s.Ready != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
		defer cancel()
		if err := s.Ready(ctx); err != nil {
			writeError(w, http.StatusServiceUnavailable, "not ready: "+err.Error())
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	// Encoded before the status is sent: a value JSON cannot hold (a NaN
	// score) is a 500 with a JSON error, not a 200 with an empty body.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		enc.Encode(ErrorResponse{Error: "the answer could not be encoded as JSON; check the server log"})
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// ErrorResponse is the body of every error.
type ErrorResponse struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, ErrorResponse{Error: msg})
}
