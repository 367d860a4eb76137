package meili

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/fakeengine"
)

// fakeMeili is an httptest Meilisearch speaking the routes Byline uses,
// with request and response shapes from the API reference
// (meilisearch.com/docs/reference/api): indexes, settings, documents,
// documents/fetch, documents/delete-batch, stats, search, tasks, health.
// It rejects what the reference does not allow (unknown fields, hybrid
// without an object, a vector of the wrong size, filters on attributes
// not filterable) and records every request for contract tests. Tasks
// report "processing" once before they succeed, so that callers must
// poll.
type fakeMeili struct {
	t   *testing.T
	srv *httptest.Server
	key string

	fakeengine.Recorder

	mu       sync.Mutex
	indexes  map[string]*fakeIndex
	tasks    map[int64]*fakeTask
	nextTask int64
	// stuck keeps every task processing.
	stuck bool
}

type fakeIndex struct {
	primaryKey string
	settings   map[string]json.RawMessage
	searchable []string
	filterable []string
	sortable   []string
	dims       map[string]int // embedder name → dimensions
	eng        *fakeengine.Engine
}

type fakeTask struct {
	UID      int64          `json:"uid"`
	IndexUID string         `json:"indexUid"`
	Status   string         `json:"status"`
	Type     string         `json:"type"`
	Error    map[string]any `json:"error,omitempty"`
	polled   int
}

func newFakeMeili(t *testing.T, key string) *fakeMeili {
	f := &fakeMeili{t: t, key: key, indexes: map[string]*fakeIndex{}, tasks: map[int64]*fakeTask{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeMeili) URL() string { return f.srv.URL }

var (
	reIndex    = regexp.MustCompile(`^/indexes/([^/]+)$`)
	reSettings = regexp.MustCompile(`^/indexes/([^/]+)/settings$`)
	reDocs     = regexp.MustCompile(`^/indexes/([^/]+)/documents$`)
	reFetch    = regexp.MustCompile(`^/indexes/([^/]+)/documents/fetch$`)
	reDelete   = regexp.MustCompile(`^/indexes/([^/]+)/documents/delete-batch$`)
	reStats    = regexp.MustCompile(`^/indexes/([^/]+)/stats$`)
	reSearch   = regexp.MustCompile(`^/indexes/([^/]+)/search$`)
	reTask     = regexp.MustCompile(`^/tasks/(\d+)$`)
)

type apiError struct {
	status     int
	code, text string
}

func (f *fakeMeili) serve(w http.ResponseWriter, r *http.Request) {
	body := f.Record(r)
	if f.key != "" && r.Header.Get("Authorization") != "Bearer "+f.key {
		writeErr(w, apiError{http.StatusUnauthorized, "missing_authorization_header", "The Authorization header is missing or invalid."})
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodDelete && len(body) > 0 && !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		writeErr(w, apiError{http.StatusUnsupportedMediaType, "invalid_content_type", "The Content-Type header must be application/json."})
		return
	}
	res, err := f.route(r, body)
	if err != nil {
		writeErr(w, *err)
		return
	}
	status := http.StatusOK
	if t, ok := res.(*fakeTask); ok {
		status = http.StatusAccepted
		res = map[string]any{"taskUid": t.UID, "indexUid": t.IndexUID, "status": "enqueued", "type": t.Type,
			"enqueuedAt": time.Now().UTC().Format(time.RFC3339Nano)}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(res)
}

func writeErr(w http.ResponseWriter, e apiError) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.status)
	json.NewEncoder(w).Encode(map[string]string{"message": e.text, "code": e.code, "type": "invalid_request",
		"link": "https://docs.meilisearch.com/errors#" + e.code})
}

func bad(code, format string, args ...any) *apiError {
	return &apiError{http.StatusBadRequest, code, fmt.Sprintf(format, args...)}
}

func (f *fakeMeili) route(r *http.Request, body []byte) (any, *apiError) {
	p := r.URL.Path
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case r.Method == http.MethodGet && p == "/health":
		return map[string]string{"status": "available"}, nil
	case r.Method == http.MethodPost && p == "/indexes":
		var req struct {
			UID        string `json:"uid"`
			PrimaryKey string `json:"primaryKey"`
		}
		if err := strict(body, &req); err != nil {
			return nil, bad("bad_request", "%v", err)
		}
		t := f.task(req.UID, "indexCreation")
		if _, ok := f.indexes[req.UID]; ok {
			t.Status = "failed"
			t.Error = map[string]any{"code": "index_already_exists", "message": "Index `" + req.UID + "` already exists."}
			return t, nil
		}
		f.indexes[req.UID] = &fakeIndex{primaryKey: req.PrimaryKey, settings: map[string]json.RawMessage{}, dims: map[string]int{},
			searchable: []string{"*"}, eng: fakeengine.New()}
		return t, nil
	case r.Method == http.MethodGet && reTask.MatchString(p):
		uid, _ := strconv.ParseInt(reTask.FindStringSubmatch(p)[1], 10, 64)
		t, ok := f.tasks[uid]
		if !ok {
			return nil, &apiError{http.StatusNotFound, "task_not_found", "Task `" + strconv.FormatInt(uid, 10) + "` not found."}
		}
		out := *t
		if f.stuck || t.polled == 0 && t.Status == "succeeded" {
			out.Status = "processing"
		}
		t.polled++
		return out, nil
	}
	m := firstMatch(p, reIndex, reSettings, reDocs, reFetch, reDelete, reStats, reSearch)
	if m == nil {
		return nil, &apiError{http.StatusNotFound, "not_found", r.Method + " " + p + " is not a route"}
	}
	idx, ok := f.indexes[m[1]]
	if !ok {
		return nil, &apiError{http.StatusNotFound, "index_not_found", "Index `" + m[1] + "` not found."}
	}
	switch {
	case r.Method == http.MethodGet && reIndex.MatchString(p):
		return map[string]any{"uid": m[1], "primaryKey": idx.primaryKey, "createdAt": "2026-01-01T00:00:00Z",
			"updatedAt": "2026-01-01T00:00:00Z"}, nil
	case r.Method == http.MethodPatch && reSettings.MatchString(p):
		return f.updateSettings(m[1], idx, body)
	case r.Method == http.MethodPost && reDocs.MatchString(p):
		return f.addDocuments(m[1], idx, r, body)
	case r.Method == http.MethodPost && reFetch.MatchString(p):
		return f.fetch(idx, body)
	case r.Method == http.MethodPost && reDelete.MatchString(p):
		var ids []string
		if err := json.Unmarshal(body, &ids); err != nil {
			return nil, bad("invalid_document_ids", "%v", err)
		}
		for _, id := range ids {
			idx.eng.Delete(id)
		}
		return f.task(m[1], "documentDeletion"), nil
	case r.Method == http.MethodGet && reStats.MatchString(p):
		return map[string]any{"numberOfDocuments": idx.eng.Len(), "isIndexing": false, "fieldDistribution": map[string]int{}}, nil
	case r.Method == http.MethodPost && reSearch.MatchString(p):
		return f.search(idx, body)
	}
	return nil, &apiError{http.StatusMethodNotAllowed, "not_found", r.Method + " " + p + " is not a route"}
}

func firstMatch(p string, res ...*regexp.Regexp) []string {
	for _, re := range res {
		if m := re.FindStringSubmatch(p); m != nil {
			return m
		}
	}
	return nil
}

func (f *fakeMeili) task(index, typ string) *fakeTask {
	f.nextTask++
	t := &fakeTask{UID: f.nextTask, IndexUID: index, Status: "succeeded", Type: typ}
	f.tasks[t.UID] = t
	return t
}

// strict decodes body into v, rejecting unknown fields as Meilisearch
// does.
func strict(body []byte, v any) error {
	d := json.NewDecoder(strings.NewReader(string(body)))
	d.DisallowUnknownFields()
	return d.Decode(v)
}

func (f *fakeMeili) updateSettings(uid string, idx *fakeIndex, body []byte) (any, *apiError) {
	var s struct {
		SearchableAttributes []string                   `json:"searchableAttributes"`
		FilterableAttributes []string                   `json:"filterableAttributes"`
		SortableAttributes   []string                   `json:"sortableAttributes"`
		StopWords            []string                   `json:"stopWords"`
		Embedders            map[string]json.RawMessage `json:"embedders"`
	}
	if err := strict(body, &s); err != nil {
		return nil, bad("bad_request", "settings: %v", err)
	}
	for name, raw := range s.Embedders {
		var e struct {
			Source     string `json:"source"`
			Dimensions int    `json:"dimensions"`
		}
		if err := strict(raw, &e); err != nil {
			return nil, bad("invalid_settings_embedders", "embedder %s: %v", name, err)
		}
		if e.Source != "userProvided" || e.Dimensions <= 0 {
			return nil, bad("invalid_settings_embedders", "embedder %s: userProvided needs dimensions", name)
		}
		idx.dims[name] = e.Dimensions
	}
	if s.SearchableAttributes != nil {
		idx.searchable = s.SearchableAttributes
	}
	if s.FilterableAttributes != nil {
		idx.filterable = s.FilterableAttributes
	}
	if s.SortableAttributes != nil {
		idx.sortable = s.SortableAttributes
	}
	return f.task(uid, "settingsUpdate"), nil
}

func (f *fakeMeili) addDocuments(uid string, idx *fakeIndex, r *http.Request, body []byte) (any, *apiError) {
	if pk := r.URL.Query().Get("primaryKey"); pk != "" && pk != idx.primaryKey {
		return nil, bad("index_primary_key_already_exists", "primary key is %s", idx.primaryKey)
	}
	var docs []map[string]any
	if err := json.Unmarshal(body, &docs); err != nil {
		return nil, bad("malformed_payload", "documents: %v", err)
	}
	t := f.task(uid, "documentAdditionOrUpdate")
	for _, d := range docs {
		id, ok := d[idx.primaryKey].(string)
		if !ok {
			t.Status, t.Error = "failed", map[string]any{"code": "missing_document_id", "message": "document has no id"}
			return t, nil
		}
		en := fakeengine.Entry{ID: id, Fields: d}
		if vs, ok := d["_vectors"].(map[string]any); ok {
			for name, v := range vs {
				dims, known := idx.dims[name]
				arr, _ := v.([]any)
				if !known || len(arr) != dims {
					t.Status, t.Error = "failed", map[string]any{"code": "invalid_vector_dimensions",
						"message": fmt.Sprintf("document %s: embedder %s: %d dimensions, want %d", id, name, len(arr), dims)}
					return t, nil
				}
				for _, x := range arr {
					en.Vector = append(en.Vector, float32(x.(float64)))
				}
			}
		}
		src := map[string]any{}
		for k, v := range d {
			if k != "_vectors" {
				src[k] = v
			}
		}
		en.Source = src
		idx.eng.Put(en)
	}
	return t, nil
}

func (f *fakeMeili) fetch(idx *fakeIndex, body []byte) (any, *apiError) {
	var req struct {
		Filter json.RawMessage `json:"filter"`
		Fields []string        `json:"fields"`
		Limit  int             `json:"limit"`
		Offset int             `json:"offset"`
	}
	if err := strict(body, &req); err != nil {
		return nil, bad("bad_request", "documents/fetch: %v", err)
	}
	keep, aerr := idx.filter(req.Filter)
	if aerr != nil {
		return nil, aerr
	}
	all := idx.eng.All(keep)
	var results []map[string]any
	for _, h := range search.PageOf(all, search.Query{Offset: req.Offset, Limit: cmpOr(req.Limit, 20)}) {
		results = append(results, pick(h.Source, req.Fields))
	}
	return map[string]any{"results": results, "offset": req.Offset, "limit": req.Limit, "total": len(all)}, nil
}

func cmpOr(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

func pick(src map[string]any, fields []string) map[string]any {
	out := map[string]any{}
	for k, v := range src {
		if len(fields) == 0 || slices.Contains(fields, k) {
			out[k] = v
		}
	}
	return out
}

// searchRequest is the search body as the reference documents it, the
// fields Byline may send; anything else is rejected.
type searchRequest struct {
	Q                     string           `json:"q"`
	Offset                int              `json:"offset"`
	Limit                 int              `json:"limit"`
	Filter                json.RawMessage  `json:"filter"`
	Facets                []string         `json:"facets"`
	Sort                  []string         `json:"sort"`
	AttributesToRetrieve  []string         `json:"attributesToRetrieve"`
	AttributesToHighlight []string         `json:"attributesToHighlight"`
	AttributesToCrop      []string         `json:"attributesToCrop"`
	CropLength            int              `json:"cropLength"`
	CropMarker            string           `json:"cropMarker"`
	HighlightPreTag       string           `json:"highlightPreTag"`
	HighlightPostTag      string           `json:"highlightPostTag"`
	ShowRankingScore      bool             `json:"showRankingScore"`
	Vector                []float32        `json:"vector"`
	Hybrid                *json.RawMessage `json:"hybrid"`
}

func (f *fakeMeili) search(idx *fakeIndex, body []byte) (any, *apiError) {
	var req searchRequest
	if err := strict(body, &req); err != nil {
		return nil, bad("bad_request", "search: %v", err)
	}
	if req.Limit == 0 {
		req.Limit = 20
	}
	ratio := -1.0 // keyword only
	if req.Hybrid != nil {
		var h struct {
			Embedder      string   `json:"embedder"`
			SemanticRatio *float64 `json:"semanticRatio"`
		}
		if string(*req.Hybrid) == "null" || strict(*req.Hybrid, &h) != nil || h.Embedder == "" {
			return nil, bad("invalid_search_hybrid_query", "hybrid must be an object with an embedder")
		}
		dims, ok := idx.dims[h.Embedder]
		if !ok {
			return nil, bad("invalid_search_embedder", "cannot find embedder with name `%s`", h.Embedder)
		}
		if len(req.Vector) != dims {
			return nil, bad("invalid_vector_dimensions", "vector has %d dimensions, want %d", len(req.Vector), dims)
		}
		ratio = 0.5 // Meilisearch's default
		if h.SemanticRatio != nil {
			ratio = *h.SemanticRatio
		}
	} else if req.Vector != nil {
		return nil, bad("invalid_search_vector", "vector needs hybrid with an embedder")
	}
	keep, aerr := idx.filter(req.Filter)
	if aerr != nil {
		return nil, aerr
	}
	var fields []fakeengine.Field
	for i, a := range idx.searchable {
		fields = append(fields, fakeengine.Field{Path: a, Boost: float64(len(idx.searchable) - i)})
	}
	var hits []fakeengine.Scored
	switch {
	case ratio < 0 && req.Q == "":
		hits = idx.eng.All(keep)
	case ratio < 0:
		hits = idx.eng.Keyword(req.Q, fields, keep)
	case ratio == 1:
		hits = idx.eng.Semantic(req.Vector, keep)
	default:
		hits = fuse(idx.eng.Keyword(req.Q, fields, keep), idx.eng.Semantic(req.Vector, keep), ratio)
	}
	for _, s := range req.Sort {
		attr, dir, _ := strings.Cut(s, ":")
		if !slices.Contains(idx.sortable, attr) {
			return nil, bad("invalid_search_sort", "attribute `%s` is not sortable", attr)
		}
		fakeengine.SortByNumber(hits, attr, dir == "desc")
	}
	out := map[string]any{"query": req.Q, "offset": req.Offset, "limit": req.Limit, "estimatedTotalHits": len(hits),
		"processingTimeMs": 1}
	if len(req.Facets) > 0 {
		for _, fa := range req.Facets {
			if !slices.Contains(idx.filterable, fa) {
				return nil, bad("invalid_search_facets", "attribute `%s` is not filterable", fa)
			}
		}
		out["facetDistribution"] = fakeengine.Counts(hits, req.Facets)
	}
	var page []map[string]any
	for _, h := range search.PageOf(hits, search.Query{Offset: req.Offset, Limit: req.Limit}) {
		doc := pick(h.Source, req.AttributesToRetrieve)
		formatted := map[string]any{}
		for _, a := range slices.Concat(req.AttributesToHighlight, req.AttributesToCrop) {
			for _, s := range fakeengine.Strings(h.Source, a) {
				formatted[a], _ = fakeengine.Highlight(s, req.Q, req.HighlightPreTag, req.HighlightPostTag, func(s string) string { return s })
			}
		}
		if len(formatted) > 0 {
			doc["_formatted"] = formatted
		}
		if req.ShowRankingScore {
			doc["_rankingScore"] = h.Score
		}
		page = append(page, doc)
	}
	out["hits"] = page
	return out, nil
}

// fuse stands in for Meilisearch's hybrid ranking.
func fuse(kw, sem []fakeengine.Scored, ratio float64) []fakeengine.Scored {
	byID := map[string]fakeengine.Scored{}
	ids := func(hs []fakeengine.Scored) []string {
		var out []string
		for _, h := range hs {
			out = append(out, h.ID)
			byID[h.ID] = h
		}
		return out
	}
	var out []fakeengine.Scored
	for _, f := range search.FuseRRF(ids(kw), ids(sem), ratio, search.RRFK) {
		if f.Score > 0 {
			h := byID[f.ID]
			h.Score = f.Score
			out = append(out, h)
		}
	}
	return out
}

var reFilter = regexp.MustCompile(`^(\w+) (=|!=|>=|<=|<|>|IN) (.+)$`)

// filter parses the filter forms Byline sends: an array of expressions
// (ANDed) or one expression, each `attr op value` with a quoted string,
// a number or an IN [list].
func (idx *fakeIndex) filter(raw json.RawMessage) (func(fakeengine.Entry) bool, *apiError) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var exprs []string
	if err := json.Unmarshal(raw, &exprs); err != nil {
		var one string
		if err := json.Unmarshal(raw, &one); err != nil {
			return nil, bad("invalid_search_filter", "filter must be a string or an array of strings")
		}
		exprs = []string{one}
	}
	var preds []func(fakeengine.Entry) bool
	for _, e := range exprs {
		m := reFilter.FindStringSubmatch(e)
		if m == nil {
			return nil, bad("invalid_search_filter", "cannot parse filter %q", e)
		}
		attr, op, val := m[1], m[2], m[3]
		if !slices.Contains(idx.filterable, attr) {
			return nil, bad("invalid_search_filter", "attribute `%s` is not filterable", attr)
		}
		p, err := predicate(attr, op, val)
		if err != nil {
			return nil, bad("invalid_search_filter", "filter %q: %v", e, err)
		}
		preds = append(preds, p)
	}
	return func(en fakeengine.Entry) bool {
		for _, p := range preds {
			if !p(en) {
				return false
			}
		}
		return true
	}, nil
}

func predicate(attr, op, val string) (func(fakeengine.Entry) bool, error) {
	if op == "IN" {
		var list []string
		if err := json.Unmarshal([]byte(val), &list); err != nil {
			return nil, err
		}
		return func(en fakeengine.Entry) bool {
			return slices.ContainsFunc(fakeengine.Strings(en.Fields, attr), func(s string) bool { return slices.Contains(list, s) })
		}, nil
	}
	if strings.HasPrefix(val, `"`) {
		var s string
		if err := json.Unmarshal([]byte(val), &s); err != nil {
			return nil, err
		}
		// Meilisearch's = and != on strings ignore case.
		eq := func(en fakeengine.Entry) bool {
			return slices.ContainsFunc(fakeengine.Strings(en.Fields, attr), func(v string) bool { return strings.EqualFold(v, s) })
		}
		switch op {
		case "=":
			return eq, nil
		case "!=":
			return func(en fakeengine.Entry) bool { return !eq(en) }, nil
		}
		return nil, fmt.Errorf("%s on a string", op)
	}
	n, err := strconv.ParseFloat(val, 64)
	if err != nil {
		return nil, err
	}
	return func(en fakeengine.Entry) bool {
		x, ok := fakeengine.Number(en.Fields, attr)
		if !ok {
			return false
		}
		switch op {
		case "=":
			return x == n
		case "!=":
			return x != n
		case ">=":
			return x >= n
		case "<=":
			return x <= n
		case "<":
			return x < n
		}
		return x > n
	}, nil
}
