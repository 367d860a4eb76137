package elastic

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/fakeengine"
)

// fakeES is an httptest Elasticsearch speaking the APIs Byline uses, with
// request and response shapes from the REST API reference: info, create
// index (settings, mappings, aliases), get alias, index exists, get
// mapping, _bulk (NDJSON), _mget, _search (bool/multi_match/term/range/
// ids/match_all queries, top-level knn, terms aggregations, highlight,
// sort, from/size, _source), _msearch, _count, _aliases, delete index,
// refresh. It checks what the reference requires (NDJSON content type
// for _bulk and _msearch, a dense_vector mapping with dims, knn k <=
// num_candidates, query vectors of the mapped dims) and records every
// request. Every response carries the X-Elastic-Product header the Go
// client checks.
type fakeES struct {
	t   *testing.T
	srv *httptest.Server

	fakeengine.Recorder

	mu      sync.Mutex
	indices map[string]*esIndex
	aliases map[string][]string // alias → indices
}

type esIndex struct {
	mapping  map[string]any
	dims     int
	excludes []string
	eng      *fakeengine.Engine
}

func newFakeES(t *testing.T) *fakeES {
	f := &fakeES{t: t, indices: map[string]*esIndex{}, aliases: map[string][]string{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeES) URL() string { return f.srv.URL }

// Indices lists the indices and the aliases.
func (f *fakeES) Indices() ([]string, map[string][]string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var names []string
	for n := range f.indices {
		names = append(names, n)
	}
	slices.Sort(names)
	al := map[string][]string{}
	for a, is := range f.aliases {
		al[a] = slices.Clone(is)
	}
	return names, al
}

type esError struct {
	status       int
	typ, reason  string
	plainMessage bool
}

func (f *fakeES) serve(w http.ResponseWriter, r *http.Request) {
	body := f.Record(r)
	f.mu.Lock()
	res, status, err := f.route(r, body)
	f.mu.Unlock()
	w.Header().Set("X-Elastic-Product", "Elasticsearch")
	w.Header().Set("Content-Type", "application/json")
	if err != nil {
		w.WriteHeader(err.status)
		if err.plainMessage {
			json.NewEncoder(w).Encode(map[string]any{"error": err.reason, "status": err.status})
			return
		}
		e := map[string]any{"type": err.typ, "reason": err.reason,
			"root_cause": []any{map[string]any{"type": err.typ, "reason": err.reason}}}
		json.NewEncoder(w).Encode(map[string]any{"error": e, "status": err.status})
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		json.NewEncoder(w).Encode(res)
	}
}

func badRequest(typ, format string, args ...any) *esError {
	return &esError{status: http.StatusBadRequest, typ: typ, reason: fmt.Sprintf(format, args...)}
}

func notFound(index string) *esError {
	return &esError{status: http.StatusNotFound, typ: "index_not_found_exception", reason: "no such index [" + index + "]"}
}

// resolve maps an index or alias name to one index.
func (f *fakeES) resolve(name string) (string, *esIndex, *esError) {
	if is, ok := f.aliases[name]; ok {
		if len(is) != 1 {
			return "", nil, badRequest("illegal_argument_exception", "alias [%s] has more than one index", name)
		}
		name = is[0]
	}
	idx, ok := f.indices[name]
	if !ok {
		return "", nil, notFound(name)
	}
	return name, idx, nil
}

func (f *fakeES) route(r *http.Request, body []byte) (any, int, *esError) {
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	ok := http.StatusOK
	ndjson := func() *esError {
		if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-ndjson") {
			return badRequest("illegal_argument_exception", "%s needs Content-Type application/x-ndjson, got %q", r.URL.Path,
				r.Header.Get("Content-Type"))
		}
		return nil
	}
	switch {
	case r.Method == http.MethodGet && r.URL.Path == "/":
		return map[string]any{"name": "fake", "cluster_name": "fake", "version": map[string]any{"number": "8.19.7"},
			"tagline": "You Know, for Search"}, ok, nil
	case r.Method == http.MethodGet && len(parts) == 2 && parts[0] == "_alias":
		is, found := f.aliases[parts[1]]
		if !found {
			return nil, 0, &esError{status: http.StatusNotFound, reason: "alias [" + parts[1] + "] missing", plainMessage: true}
		}
		out := map[string]any{}
		for _, i := range is {
			out[i] = map[string]any{"aliases": map[string]any{parts[1]: map[string]any{}}}
		}
		return out, ok, nil
	case r.Method == http.MethodPost && r.URL.Path == "/_aliases":
		return f.updateAliases(body)
	case r.Method == http.MethodHead && len(parts) == 1:
		if _, _, err := f.resolve(parts[0]); err != nil {
			return nil, http.StatusNotFound, nil
		}
		return nil, ok, nil
	case r.Method == http.MethodPut && len(parts) == 1:
		return f.createIndex(parts[0], body)
	case r.Method == http.MethodDelete && len(parts) == 1:
		for _, name := range strings.Split(parts[0], ",") {
			if _, found := f.indices[name]; !found {
				return nil, 0, notFound(name)
			}
			delete(f.indices, name)
			for a, is := range f.aliases {
				if is = slices.DeleteFunc(is, func(i string) bool { return i == name }); len(is) == 0 {
					delete(f.aliases, a)
				} else {
					f.aliases[a] = is
				}
			}
		}
		return map[string]any{"acknowledged": true}, ok, nil
	case len(parts) != 2:
		return nil, 0, badRequest("illegal_argument_exception", "no handler for %s %s", r.Method, r.URL.Path)
	}
	name, idx, err := f.resolve(parts[0])
	if err != nil {
		return nil, 0, err
	}
	switch {
	case r.Method == http.MethodGet && parts[1] == "_mapping":
		return map[string]any{name: map[string]any{"mappings": idx.mapping}}, ok, nil
	case r.Method == http.MethodPost && parts[1] == "_refresh":
		return map[string]any{"_shards": map[string]int{"total": 1, "successful": 1, "failed": 0}}, ok, nil
	case r.Method == http.MethodPost && parts[1] == "_bulk":
		if err := ndjson(); err != nil {
			return nil, 0, err
		}
		return f.bulk(name, idx, body)
	case r.Method == http.MethodPost && parts[1] == "_mget":
		return f.mget(name, idx, r, body)
	case r.Method == http.MethodPost && parts[1] == "_count":
		var req struct {
			Query map[string]any `json:"query"`
		}
		if len(body) > 0 {
			if err := strictJSON(body, &req); err != nil {
				return nil, 0, badRequest("parsing_exception", "%v", err)
			}
		}
		keep, err := idx.query(req.Query)
		if err != nil {
			return nil, 0, err
		}
		return map[string]any{"count": len(idx.eng.All(func(e fakeengine.Entry) bool { _, m := keep(e); return m }))}, ok, nil
	case r.Method == http.MethodPost && parts[1] == "_search":
		return f.search(name, idx, body)
	case r.Method == http.MethodPost && parts[1] == "_msearch":
		if err := ndjson(); err != nil {
			return nil, 0, err
		}
		var responses []any
		lines := splitLines(body)
		if len(lines)%2 != 0 {
			return nil, 0, badRequest("illegal_argument_exception", "msearch needs header and body lines in pairs")
		}
		for i := 0; i < len(lines); i += 2 {
			res, _, err := f.search(name, idx, lines[i+1])
			if err != nil {
				responses = append(responses, map[string]any{"error": map[string]any{"type": err.typ, "reason": err.reason},
					"status": err.status})
				continue
			}
			res["status"] = 200
			responses = append(responses, res)
		}
		return map[string]any{"took": 1, "responses": responses}, ok, nil
	}
	return nil, 0, badRequest("illegal_argument_exception", "no handler for %s %s", r.Method, r.URL.Path)
}

func strictJSON(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	return d.Decode(v)
}

func splitLines(b []byte) [][]byte {
	var out [][]byte
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if line := bytes.TrimSpace(sc.Bytes()); len(line) > 0 {
			out = append(out, slices.Clone(line))
		}
	}
	return out
}

func (f *fakeES) createIndex(name string, body []byte) (map[string]any, int, *esError) {
	if _, found := f.indices[name]; found {
		return nil, 0, badRequest("resource_already_exists_exception", "index [%s] already exists", name)
	}
	if _, found := f.aliases[name]; found {
		return nil, 0, badRequest("invalid_index_name_exception", "Invalid index name [%s], already exists as alias", name)
	}
	var req struct {
		Settings map[string]any            `json:"settings"`
		Mappings map[string]any            `json:"mappings"`
		Aliases  map[string]map[string]any `json:"aliases"`
	}
	if err := strictJSON(body, &req); err != nil {
		return nil, 0, badRequest("parsing_exception", "create index: %v", err)
	}
	idx := &esIndex{mapping: req.Mappings, eng: fakeengine.New()}
	props, _ := req.Mappings["properties"].(map[string]any)
	analyzers, _ := fakeengine.Values(req.Settings, "analysis.analyzer")[0].(map[string]any)
	for field, p := range props {
		pm := p.(map[string]any)
		switch pm["type"] {
		case "dense_vector":
			dims, _ := pm["dims"].(float64)
			if dims <= 0 || pm["similarity"] != "cosine" || pm["index"] != true {
				return nil, 0, badRequest("mapper_parsing_exception", "field [%s]: want dims, similarity cosine, index true", field)
			}
			idx.dims = int(dims)
		case "text":
			if a, ok := pm["analyzer"].(string); ok && strings.HasPrefix(a, "byline") && analyzers[a] == nil {
				return nil, 0, badRequest("mapper_parsing_exception", "analyzer [%s] has not been configured in mappings", a)
			}
		}
	}
	if src, ok := req.Mappings["_source"].(map[string]any); ok {
		for _, e := range src["excludes"].([]any) {
			idx.excludes = append(idx.excludes, e.(string))
		}
	}
	f.indices[name] = idx
	for a := range req.Aliases {
		f.aliases[a] = append(f.aliases[a], name)
	}
	return map[string]any{"acknowledged": true, "shards_acknowledged": true, "index": name}, http.StatusOK, nil
}

// updateAliases applies the actions atomically: all or none.
func (f *fakeES) updateAliases(body []byte) (any, int, *esError) {
	var req struct {
		Actions []map[string]struct {
			Index string `json:"index"`
			Alias string `json:"alias"`
		} `json:"actions"`
	}
	if err := strictJSON(body, &req); err != nil {
		return nil, 0, badRequest("parsing_exception", "_aliases: %v", err)
	}
	next := map[string][]string{}
	for a, is := range f.aliases {
		next[a] = slices.Clone(is)
	}
	for _, action := range req.Actions {
		for op, a := range action {
			if _, found := f.indices[a.Index]; !found {
				return nil, 0, notFound(a.Index)
			}
			switch op {
			case "add":
				if !slices.Contains(next[a.Alias], a.Index) {
					next[a.Alias] = append(next[a.Alias], a.Index)
				}
			case "remove":
				if !slices.Contains(next[a.Alias], a.Index) {
					return nil, 0, &esError{status: http.StatusNotFound, typ: "aliases_not_found_exception",
						reason: "aliases [" + a.Alias + "] missing"}
				}
				next[a.Alias] = slices.DeleteFunc(next[a.Alias], func(i string) bool { return i == a.Index })
			default:
				return nil, 0, badRequest("illegal_argument_exception", "unknown alias action [%s]", op)
			}
		}
	}
	for a, is := range next {
		if len(is) == 0 {
			delete(next, a)
		}
	}
	f.aliases = next
	return map[string]any{"acknowledged": true, "errors": false}, http.StatusOK, nil
}

func (f *fakeES) bulk(name string, idx *esIndex, body []byte) (any, int, *esError) {
	lines := splitLines(body)
	var items []any
	failed := false
	for i := 0; i < len(lines); i++ {
		var action map[string]struct {
			ID string `json:"_id"`
		}
		if err := strictJSON(lines[i], &action); err != nil || len(action) != 1 {
			return nil, 0, badRequest("illegal_argument_exception", "malformed action/metadata line [%d]", i+1)
		}
		for op, meta := range action {
			switch op {
			case "index":
				i++
				if i == len(lines) {
					return nil, 0, badRequest("illegal_argument_exception", "the bulk request must be terminated by a newline")
				}
				res := map[string]any{"_index": name, "_id": meta.ID, "status": 201, "result": "created"}
				if err := idx.put(meta.ID, lines[i]); err != nil {
					failed = true
					res["status"], res["error"] = 400, map[string]any{"type": "document_parsing_exception", "reason": err.Error()}
					delete(res, "result")
				}
				items = append(items, map[string]any{op: res})
			case "delete":
				res := map[string]any{"_index": name, "_id": meta.ID, "status": 200, "result": "deleted"}
				if !idx.eng.Delete(meta.ID) {
					res["status"], res["result"] = 404, "not_found"
				}
				items = append(items, map[string]any{op: res})
			default:
				return nil, 0, badRequest("illegal_argument_exception", "unknown bulk action [%s]", op)
			}
		}
	}
	return map[string]any{"took": 1, "errors": failed, "items": items}, http.StatusOK, nil
}

func (idx *esIndex) put(id string, line []byte) error {
	var doc map[string]any
	if err := json.Unmarshal(line, &doc); err != nil {
		return err
	}
	en := fakeengine.Entry{ID: id, Fields: doc, Source: map[string]any{}}
	if v, ok := doc["vector"].([]any); ok {
		if len(v) != idx.dims {
			return fmt.Errorf("the [vector] field has %d dimensions, the mapping %d", len(v), idx.dims)
		}
		for _, x := range v {
			en.Vector = append(en.Vector, float32(x.(float64)))
		}
		if search.Dot(en.Vector, en.Vector) == 0 {
			return fmt.Errorf("the [cosine] similarity does not support vectors with zero magnitude")
		}
	}
	for k, v := range doc {
		if !slices.Contains(idx.excludes, k) {
			en.Source[k] = v
		}
	}
	idx.eng.Put(en)
	return nil
}

func (f *fakeES) mget(name string, idx *esIndex, r *http.Request, body []byte) (any, int, *esError) {
	var req struct {
		IDs []string `json:"ids"`
	}
	if err := strictJSON(body, &req); err != nil {
		return nil, 0, badRequest("parsing_exception", "_mget: %v", err)
	}
	var includes []string
	if s := r.URL.Query().Get("_source_includes"); s != "" {
		includes = strings.Split(s, ",")
	}
	var docs []any
	for _, id := range req.IDs {
		en, found := idx.eng.Get(id)
		d := map[string]any{"_index": name, "_id": id, "found": found}
		if found {
			d["_source"] = sourceOf(en, includes)
		}
		docs = append(docs, d)
	}
	return map[string]any{"docs": docs}, http.StatusOK, nil
}

func sourceOf(en fakeengine.Entry, includes []string) map[string]any {
	out := map[string]any{}
	for k, v := range en.Source {
		if len(includes) == 0 || slices.Contains(includes, k) {
			out[k] = v
		}
	}
	return out
}

// searchBody is the search request as the reference documents it, the
// parts Byline may send.
type searchBody struct {
	Query          map[string]any            `json:"query"`
	Knn            *knnBody                  `json:"knn"`
	From           int                       `json:"from"`
	Size           *int                      `json:"size"`
	Sort           []any                     `json:"sort"`
	Aggs           map[string]map[string]any `json:"aggs"`
	Highlight      *highlightBody            `json:"highlight"`
	Source         []string                  `json:"_source"`
	TrackTotalHits bool                      `json:"track_total_hits"`
}

type knnBody struct {
	Field         string         `json:"field"`
	QueryVector   []float32      `json:"query_vector"`
	K             int            `json:"k"`
	NumCandidates int            `json:"num_candidates"`
	Filter        map[string]any `json:"filter"`
}

type highlightBody struct {
	PreTags  []string                  `json:"pre_tags"`
	PostTags []string                  `json:"post_tags"`
	Encoder  string                    `json:"encoder"`
	Fields   map[string]map[string]int `json:"fields"`
}

func (f *fakeES) search(name string, idx *esIndex, body []byte) (map[string]any, int, *esError) {
	var req searchBody
	if err := strictJSON(body, &req); err != nil {
		return nil, 0, badRequest("parsing_exception", "search: %v", err)
	}
	size := 10
	if req.Size != nil {
		size = *req.Size
	}
	if req.Knn != nil && req.Query != nil {
		return nil, 0, badRequest("illegal_argument_exception", "the fake does not combine knn with query")
	}
	var hits []fakeengine.Scored
	text := ""
	switch {
	case req.Knn != nil:
		k := req.Knn
		if k.Field != "vector" || k.K <= 0 || k.NumCandidates < k.K || k.NumCandidates > 10_000 {
			return nil, 0, badRequest("illegal_argument_exception", "knn: want field, k > 0, k <= num_candidates <= 10000; got %+v", *k)
		}
		if len(k.QueryVector) != idx.dims {
			return nil, 0, badRequest("illegal_argument_exception",
				"the query vector has a different number of dimensions [%d] than the document vectors [%d]", len(k.QueryVector), idx.dims)
		}
		keep, err := idx.query(k.Filter)
		if err != nil {
			return nil, 0, err
		}
		hits = idx.eng.Semantic(k.QueryVector, func(e fakeengine.Entry) bool { _, m := keep(e); return m })
		hits = hits[:min(len(hits), k.K)]
		for i := range hits {
			hits[i].Score = (1 + hits[i].Score) / 2 // Elasticsearch's cosine score
		}
	default:
		eval, err := idx.query(req.Query)
		if err != nil {
			return nil, 0, err
		}
		for _, s := range idx.eng.All(nil) {
			if score, m := eval(s.Entry); m {
				s.Score = score
				hits = append(hits, s)
			}
		}
		slices.SortStableFunc(hits, func(a, b fakeengine.Scored) int {
			return -cmpFloat(a.Score, b.Score)
		})
		text = queryText(req.Query)
	}
	if err := sortHits(hits, req.Sort); err != nil {
		return nil, 0, err
	}
	aggs := map[string]any{}
	for name, a := range req.Aggs {
		terms, _ := a["terms"].(map[string]any)
		field, _ := terms["field"].(string)
		if field == "" {
			return nil, 0, badRequest("parsing_exception", "aggregation [%s]: want terms with a field", name)
		}
		var buckets []any
		for _, fc := range search.SortFacets(fakeengine.Counts(hits, []string{field})[field], int(terms["size"].(float64))) {
			buckets = append(buckets, map[string]any{"key": fc.Value, "doc_count": fc.Count})
		}
		aggs[name] = map[string]any{"doc_count_error_upper_bound": 0, "sum_other_doc_count": 0, "buckets": buckets}
	}
	var out []any
	for _, h := range search.PageOf(hits, search.Query{Offset: req.From, Limit: size}) {
		hit := map[string]any{"_index": name, "_id": h.ID, "_score": h.Score, "_source": sourceOf(h.Entry, req.Source)}
		if hl := req.Highlight; hl != nil && text != "" {
			frags := map[string]any{}
			for field := range hl.Fields {
				for _, s := range fakeengine.Strings(h.Source, field) {
					esc := func(s string) string { return s }
					if hl.Encoder == "html" {
						esc = search.EscapeHTML
					}
					if marked, ok := fakeengine.Highlight(s, text, hl.PreTags[0], hl.PostTags[0], esc); ok {
						frags[field] = []string{marked}
					}
				}
			}
			if len(frags) > 0 {
				hit["highlight"] = frags
			}
		}
		out = append(out, hit)
	}
	res := map[string]any{"took": 1, "timed_out": false, "_shards": map[string]int{"total": 1, "successful": 1},
		"hits": map[string]any{"total": map[string]any{"value": len(hits), "relation": "eq"}, "hits": out}}
	if len(aggs) > 0 {
		res["aggregations"] = aggs
	}
	return res, http.StatusOK, nil
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// sortHits applies a sort list: "_score", {"field": {"order", "missing"}}
// or {"field": "asc"}.
func sortHits(hits []fakeengine.Scored, sort []any) *esError {
	for i := len(sort) - 1; i >= 0; i-- {
		switch s := sort[i].(type) {
		case string:
			if s != "_score" {
				return badRequest("illegal_argument_exception", "sort [%s]", s)
			}
			slices.SortStableFunc(hits, func(a, b fakeengine.Scored) int { return -cmpFloat(a.Score, b.Score) })
		case map[string]any:
			for field, spec := range s {
				desc := spec == "desc"
				if m, ok := spec.(map[string]any); ok {
					desc = m["order"] == "desc"
				}
				if field == "published" {
					fakeengine.SortByNumber(hits, field, desc)
					continue
				}
				slices.SortStableFunc(hits, func(a, b fakeengine.Scored) int {
					c := strings.Compare(a.ID, b.ID)
					if desc {
						return -c
					}
					return c
				})
			}
		}
	}
	return nil
}

// queryText is the text of the first multi_match in a query, which the
// highlighter marks.
func queryText(q map[string]any) string {
	if mm, ok := q["multi_match"].(map[string]any); ok {
		s, _ := mm["query"].(string)
		return s
	}
	for _, v := range q {
		switch t := v.(type) {
		case map[string]any:
			if s := queryText(t); s != "" {
				return s
			}
		case []any:
			for _, e := range t {
				if m, ok := e.(map[string]any); ok {
					if s := queryText(m); s != "" {
						return s
					}
				}
			}
		}
	}
	return ""
}

type evaluator func(fakeengine.Entry) (score float64, match bool)

// query compiles the query clauses Byline sends; nil matches all.
func (idx *esIndex) query(q map[string]any) (evaluator, *esError) {
	if q == nil {
		return func(fakeengine.Entry) (float64, bool) { return 0, true }, nil
	}
	if len(q) != 1 {
		return nil, badRequest("parsing_exception", "a query has one clause, got %d", len(q))
	}
	for kind, v := range q {
		body, _ := v.(map[string]any)
		switch kind {
		case "match_all":
			return func(fakeengine.Entry) (float64, bool) { return 1, true }, nil
		case "term":
			for field, val := range body {
				fold := false
				if m, ok := val.(map[string]any); ok {
					val = m["value"]
					fold, _ = m["case_insensitive"].(bool)
				}
				want, _ := val.(string)
				return func(e fakeengine.Entry) (float64, bool) {
					return 0, slices.ContainsFunc(fakeengine.Strings(e.Fields, field), func(v string) bool {
						return v == want || fold && strings.EqualFold(v, want)
					})
				}, nil
			}
		case "range":
			for field, val := range body {
				r := val.(map[string]any)
				return func(e fakeengine.Entry) (float64, bool) {
					x, ok := fakeengine.Number(e.Fields, field)
					if !ok {
						return 0, false
					}
					gte, hasGte := r["gte"].(float64)
					lt, hasLt := r["lt"].(float64)
					return 0, (!hasGte || x >= gte) && (!hasLt || x < lt)
				}, nil
			}
		case "ids":
			var ids []string
			for _, v := range body["values"].([]any) {
				ids = append(ids, v.(string))
			}
			return func(e fakeengine.Entry) (float64, bool) { return 0, slices.Contains(ids, e.ID) }, nil
		case "multi_match":
			text, _ := body["query"].(string)
			var fields []fakeengine.Field
			for _, fv := range body["fields"].([]any) {
				path, boost := fv.(string), 1.0
				if p, b, ok := strings.Cut(path, "^"); ok {
					path = p
					fmt.Sscan(b, &boost)
				}
				fields = append(fields, fakeengine.Field{Path: path, Boost: boost})
			}
			sc := idx.eng.Scorer(text, fields)
			return func(e fakeengine.Entry) (float64, bool) { s := sc.Score(e); return s, s > 0 }, nil
		case "bool":
			return idx.boolQuery(body)
		}
		return nil, badRequest("parsing_exception", "unknown query [%s]", kind)
	}
	return nil, nil
}

func (idx *esIndex) boolQuery(body map[string]any) (evaluator, *esError) {
	clauses := map[string][]evaluator{}
	for occur, v := range body {
		list, ok := v.([]any)
		if !ok {
			list = []any{v}
		}
		for _, c := range list {
			e, err := idx.query(c.(map[string]any))
			if err != nil {
				return nil, err
			}
			clauses[occur] = append(clauses[occur], e)
		}
		if !slices.Contains([]string{"must", "filter", "should", "must_not"}, occur) {
			return nil, badRequest("parsing_exception", "bool: unknown occur [%s]", occur)
		}
	}
	return func(en fakeengine.Entry) (float64, bool) {
		total := 0.0
		for _, e := range clauses["must"] {
			s, m := e(en)
			if !m {
				return 0, false
			}
			total += s
		}
		for _, e := range clauses["filter"] {
			if _, m := e(en); !m {
				return 0, false
			}
		}
		for _, e := range clauses["must_not"] {
			if _, m := e(en); m {
				return 0, false
			}
		}
		anyShould := false
		for _, e := range clauses["should"] {
			if s, m := e(en); m {
				total += s
				anyShould = true
			}
		}
		if len(clauses["should"]) > 0 && len(clauses["must"]) == 0 && len(clauses["filter"]) == 0 && !anyShould {
			return 0, false
		}
		return total, true
	}, nil
}
