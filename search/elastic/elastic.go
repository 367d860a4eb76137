// Package elastic is the Elasticsearch search backend: BM25 over folded
// text fields with per-language stemmed fields beside them, approximate
// kNN over a dense_vector field, and hybrid search fused by reciprocal
// rank in Go (Elasticsearch's rrf retriever needs a paid licence).
//
// The configured index name is an alias on a versioned index
// (byline-v<unix ms>), so that Rebuild can fill a new index and swap the
// alias to it atomically: searches never see a half-built index.
package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/stored"
)

// Options configure an index.
type Options struct {
	URL      string
	Username string
	Password string
	// APIKey is the base64 API key; it takes precedence over user and
	// password.
	APIKey string
	// Index is the alias searched and written; "" means byline.
	Index string
	// Embedder embeds documents lacking a vector and queries in semantic
	// and hybrid modes; nil allows keyword search only.
	Embedder search.NamedEmbedder
	// Transport carries the requests; nil means http.DefaultTransport.
	Transport http.RoundTripper
	Log       *slog.Logger
}

// Index is a search.Index on an Elasticsearch alias.
type Index struct {
	es    *elasticsearch.Client
	url   string
	alias string
	// target is where reads and writes go: the alias, or the new index
	// while Rebuild fills it.
	target string
	// refresh is the bulk refresh policy: wait_for, so that a write is
	// searchable when Upsert returns, except while Rebuild fills an index
	// no one searches yet.
	refresh string
	emb     search.NamedEmbedder
	embID   string
	dims    int
	log     *slog.Logger
	// stale says why the index should be rebuilt, found at Open.
	stale string
	now   func() time.Time
}

// layout names the mapping; an index of another layout asks for a
// rebuild.
const layout = "byline-es-1"

// Open connects to Elasticsearch and makes sure the alias points at an
// index, creating a versioned one when there is none.
func Open(ctx context.Context, opts Options) (*Index, error) {
	if opts.Index == "" {
		opts.Index = "byline"
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	es, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{opts.URL}, Username: opts.Username,
		Password: opts.Password, APIKey: opts.APIKey, Transport: opts.Transport})
	if err != nil {
		return nil, fmt.Errorf("elasticsearch client for %s: %w", opts.URL, err)
	}
	x := &Index{es: es, url: opts.URL, alias: opts.Index, target: opts.Index, refresh: "wait_for", emb: opts.Embedder,
		log: opts.Log, now: time.Now}
	if x.emb != nil {
		x.embID = x.emb.ID()
		if x.dims, err = search.Dims(ctx, x.emb); err != nil {
			return nil, err
		}
	}
	if _, err := x.do(ctx, "ping", esapi.InfoRequest{}, nil); err != nil {
		return nil, fmt.Errorf("elasticsearch at %s is not reachable: %w", opts.URL, err)
	}
	indices, err := x.aliasIndices(ctx)
	if err != nil {
		return nil, err
	}
	switch len(indices) {
	case 0:
		st, err := x.do(ctx, "check index "+x.alias, esapi.IndicesExistsRequest{Index: []string{x.alias}}, nil, http.StatusNotFound)
		if err != nil {
			return nil, err
		}
		if st == http.StatusOK {
			return nil, fmt.Errorf("elasticsearch at %s: %s is an index, not an alias; Byline needs it to be an alias on a versioned index: delete it or choose another index name", x.url, x.alias)
		}
		name := x.versionName(nil)
		x.log.Info("creating elasticsearch index", "index", name, "alias", x.alias)
		if err := x.create(ctx, name, true); err != nil {
			return nil, err
		}
	case 1:
		if err := x.checkMapping(ctx, indices[0]); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("elasticsearch at %s: alias %s points at %d indices (%s); point it at one", x.url, x.alias,
			len(indices), strings.Join(indices, ", "))
	}
	if x.stale == "" && x.emb != nil {
		n, err := x.count(ctx, map[string]any{"bool": map[string]any{"must_not": term(stored.EmbedderField, x.embID)}})
		if err != nil {
			return nil, err
		}
		if n > 0 {
			x.stale = fmt.Sprintf("%d documents have no vector from embedder %s", n, x.embID)
		}
	}
	return x, nil
}

// NeedsReindex reports why the index should be rebuilt from the store,
// or "": another layout, vectors of other dimensions, documents with
// vectors of another embedder or none.
func (x *Index) NeedsReindex() string { return x.stale }

// versionName is a new index name, distinct from the existing ones.
func (x *Index) versionName(existing []string) string {
	ms := x.now().UnixMilli()
	for {
		name := x.alias + "-v" + strconv.FormatInt(ms, 10)
		if !slices.Contains(existing, name) {
			return name
		}
		ms++
	}
}

// aliasIndices lists the indices the alias points at.
func (x *Index) aliasIndices(ctx context.Context) ([]string, error) {
	var res map[string]json.RawMessage
	st, err := x.do(ctx, "get alias "+x.alias, esapi.IndicesGetAliasRequest{Name: []string{x.alias}}, &res, http.StatusNotFound)
	if err != nil || st == http.StatusNotFound {
		return nil, err
	}
	var out []string
	for name := range res {
		out = append(out, name)
	}
	slices.Sort(out)
	return out, nil
}

// checkMapping compares the mapping of the alias's index with what this
// Index would create.
func (x *Index) checkMapping(ctx context.Context, index string) error {
	var res map[string]struct {
		Mappings struct {
			Meta       map[string]string `json:"_meta"`
			Properties struct {
				Vector struct {
					Dims int `json:"dims"`
				} `json:"vector"`
			} `json:"properties"`
		} `json:"mappings"`
	}
	if _, err := x.do(ctx, "get mapping of "+index, esapi.IndicesGetMappingRequest{Index: []string{index}}, &res); err != nil {
		return err
	}
	m := res[index].Mappings
	switch {
	case m.Meta["byline_layout"] != layout:
		x.stale = fmt.Sprintf("index %s has layout %q, want %q", index, m.Meta["byline_layout"], layout)
	case x.emb != nil && m.Properties.Vector.Dims != x.dims:
		x.stale = fmt.Sprintf("index %s holds vectors of %d dimensions, embedder %s makes %d", index,
			m.Properties.Vector.Dims, x.embID, x.dims)
	}
	return nil
}

// stemAnalyzers maps a language to Elasticsearch's built-in analyzer
// that stems it; its text goes to stem.<lang> beside the folded fields.
var stemAnalyzers = map[string]string{
	"ar": "arabic", "bg": "bulgarian", "bn": "bengali", "ca": "catalan", "cs": "czech", "da": "danish", "de": "german",
	"el": "greek", "en": "english", "es": "spanish", "et": "estonian", "eu": "basque", "fa": "persian", "fi": "finnish",
	"fr": "french", "ga": "irish", "gl": "galician", "hi": "hindi", "hu": "hungarian", "hy": "armenian",
	"id": "indonesian", "it": "italian", "lt": "lithuanian", "lv": "latvian", "nl": "dutch", "no": "norwegian",
	"nb": "norwegian", "pt": "portuguese", "ro": "romanian", "ru": "russian", "sv": "swedish", "th": "thai",
	"tr": "turkish", "zh": "cjk", "ja": "cjk", "ko": "cjk",
}

const foldedAnalyzer = "byline_folded"

// indexBody is the settings, mappings and (optionally) alias of a new
// index.
func (x *Index) indexBody(withAlias bool) map[string]any {
	text := map[string]any{"type": "text", "analyzer": foldedAnalyzer}
	keyword := map[string]any{"type": "keyword"}
	kept := map[string]any{"type": "keyword", "index": false, "doc_values": false}
	stems := map[string]any{}
	for lang, a := range stemAnalyzers {
		stems[lang] = map[string]any{"type": "text", "analyzer": a}
	}
	props := map[string]any{
		"id": keyword, "url": kept, "site": keyword, "lang": keyword, "section": keyword, "tags": keyword,
		search.AuthorKeyField: keyword, "embedder_id": keyword, "content_hash": kept,
		"title": text, "lead": text, "body": text, "authors": text,
		"published": map[string]any{"type": "date", "format": "epoch_second"},
		"stem":      map[string]any{"properties": stems},
	}
	if x.emb != nil {
		props["vector"] = map[string]any{"type": "dense_vector", "dims": x.dims, "index": true, "similarity": "cosine"}
	}
	body := map[string]any{
		"settings": map[string]any{"analysis": map[string]any{"analyzer": map[string]any{foldedAnalyzer: map[string]any{
			"type": "custom", "tokenizer": "standard", "filter": []string{"lowercase", "asciifolding", "byline_stop"}}},
			"filter": map[string]any{"byline_stop": map[string]any{"type": "stop", "stopwords": stored.StopWords}}}},
		"mappings": map[string]any{
			"dynamic": false,
			"_meta":   map[string]any{"byline_layout": layout},
			// Vectors and stemmed copies are indexed, not returned.
			"_source":    map[string]any{"excludes": []string{"vector", "stem"}},
			"properties": props,
		},
	}
	if withAlias {
		body["aliases"] = map[string]any{x.alias: map[string]any{}}
	}
	return body
}

func (x *Index) create(ctx context.Context, name string, withAlias bool) error {
	b, err := json.Marshal(x.indexBody(withAlias))
	if err != nil {
		return err
	}
	_, err = x.do(ctx, "create index "+name, esapi.IndicesCreateRequest{Index: name, Body: bytes.NewReader(b)}, nil)
	return err
}

// document is a stored document with its vector and stemmed text.
type document struct {
	stored.Doc
	Vector []float32         `json:"vector,omitempty"`
	Stem   map[string]string `json:"stem,omitempty"`
}

func documentOf(d search.Doc, withVector bool) document {
	out := document{Doc: stored.FromDoc(d)}
	// Cosine similarity rejects vectors of zero length: an article the
	// embedder knows no word of goes without one.
	if withVector && search.Dot(d.Vector, d.Vector) > 0 {
		out.Vector = d.Vector
	}
	if _, ok := stemAnalyzers[d.Lang]; ok {
		out.Stem = map[string]string{d.Lang: d.Title + "\n" + d.Lead + "\n" + d.Body}
	}
	return out
}

// Upsert adds or replaces documents with one _bulk request. Documents
// whose content hash and embedder are unchanged are skipped (one _mget of
// their stored state); the rest are embedded when they come without a
// vector.
func (x *Index) Upsert(ctx context.Context, docs []search.Doc) error {
	todo, err := stored.Pending(ctx, docs, x.emb, x.states)
	if err != nil || len(todo) == 0 {
		return err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, d := range todo {
		if err := enc.Encode(map[string]any{"index": map[string]string{"_id": d.ID}}); err != nil {
			return err
		}
		if err := enc.Encode(documentOf(d, x.emb != nil)); err != nil {
			return fmt.Errorf("encode %s: %w", d.ID, err)
		}
	}
	return x.bulk(ctx, fmt.Sprintf("index %d documents", len(todo)), &buf)
}

// states fetches the stored state of docs, by id.
func (x *Index) states(ctx context.Context, ids []string) (map[string]stored.Doc, error) {
	body, err := json.Marshal(map[string]any{"ids": ids})
	if err != nil {
		return nil, err
	}
	var res struct {
		Docs []struct {
			Found  bool       `json:"found"`
			Source stored.Doc `json:"_source"`
		} `json:"docs"`
	}
	_, err = x.do(ctx, fmt.Sprintf("get %d documents", len(ids)), esapi.MgetRequest{Index: x.target, Body: bytes.NewReader(body),
		SourceIncludes: stored.StateFields}, &res)
	if err != nil {
		return nil, err
	}
	out := make(map[string]stored.Doc, len(res.Docs))
	for _, d := range res.Docs {
		if d.Found {
			out[d.Source.ID] = d.Source
		}
	}
	return out, nil
}

// Delete removes documents by id; missing ids are ignored.
func (x *Index) Delete(ctx context.Context, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, id := range ids {
		if err := enc.Encode(map[string]any{"delete": map[string]string{"_id": id}}); err != nil {
			return err
		}
	}
	return x.bulk(ctx, fmt.Sprintf("delete %d documents", len(ids)), &buf)
}

// bulk sends an NDJSON _bulk body and fails on any item that failed,
// except deletes of missing documents.
func (x *Index) bulk(ctx context.Context, what string, body io.Reader) error {
	var res struct {
		Errors bool `json:"errors"`
		Items  []map[string]struct {
			ID     string `json:"_id"`
			Status int    `json:"status"`
			Error  *struct {
				Type   string `json:"type"`
				Reason string `json:"reason"`
			} `json:"error"`
		} `json:"items"`
	}
	if _, err := x.do(ctx, what, esapi.BulkRequest{Index: x.target, Body: body, Refresh: x.refresh, Header: ndjson}, &res); err != nil {
		return err
	}
	if !res.Errors {
		return nil
	}
	var errs []string
	failed := 0
	for _, item := range res.Items {
		for op, r := range item {
			if r.Error == nil || op == "delete" && r.Status == http.StatusNotFound {
				continue
			}
			failed++
			if len(errs) < 3 {
				errs = append(errs, fmt.Sprintf("%s %s: %s: %s", op, r.ID, r.Error.Type, r.Error.Reason))
			}
		}
	}
	if failed == 0 {
		return nil
	}
	return fmt.Errorf("elasticsearch at %s: %s in %s: %d failed: %s", x.url, what, x.target, failed, strings.Join(errs, "; "))
}

// Count returns the number of documents in the index.
func (x *Index) Count(ctx context.Context) (int, error) { return x.count(ctx, nil) }

func (x *Index) count(ctx context.Context, query map[string]any) (int, error) {
	req := esapi.CountRequest{Index: []string{x.target}}
	if query != nil {
		b, err := json.Marshal(map[string]any{"query": query})
		if err != nil {
			return 0, err
		}
		req.Body = bytes.NewReader(b)
	}
	var res struct {
		Count int `json:"count"`
	}
	_, err := x.do(ctx, "count "+x.target, req, &res)
	return res.Count, err
}

// Close does nothing: the client holds no resources beyond idle
// connections of the transport.
func (x *Index) Close() error { return nil }

// Rebuild fills a new versioned index through fill, then points the
// alias at it and removes the old index in one atomic _aliases request,
// and deletes the old index. Searches and writes go to the old index
// until the swap, so there is no downtime. A write that reaches the old
// index after fill has read the store is not in the new one: byline
// reindex makes a second pass over the store after the swap for them.
// When fill fails, the new index is deleted and the alias left as it
// was.
func (x *Index) Rebuild(ctx context.Context, fill func(ctx context.Context, into search.Index) error) error {
	old, err := x.aliasIndices(ctx)
	if err != nil {
		return err
	}
	name := x.versionName(old)
	if err := x.create(ctx, name, false); err != nil {
		return err
	}
	w := *x
	w.target, w.refresh, w.stale = name, "false", ""
	if err := fill(ctx, &w); err != nil {
		if _, derr := x.do(context.WithoutCancel(ctx), "delete unfinished index "+name,
			esapi.IndicesDeleteRequest{Index: []string{name}}, nil); derr != nil {
			err = errors.Join(err, derr)
		}
		return fmt.Errorf("rebuild %s into %s (the alias still points at the old index): %w", x.alias, name, err)
	}
	if _, err := x.do(ctx, "refresh "+name, esapi.IndicesRefreshRequest{Index: []string{name}}, nil); err != nil {
		return err
	}
	var actions []any
	for _, o := range old {
		actions = append(actions, map[string]any{"remove": map[string]string{"index": o, "alias": x.alias}})
	}
	actions = append(actions, map[string]any{"add": map[string]string{"index": name, "alias": x.alias}})
	b, err := json.Marshal(map[string]any{"actions": actions})
	if err != nil {
		return err
	}
	if _, err := x.do(ctx, "swap alias "+x.alias+" to "+name, esapi.IndicesUpdateAliasesRequest{Body: bytes.NewReader(b)}, nil); err != nil {
		return err
	}
	x.log.Info("swapped elasticsearch alias", "alias", x.alias, "index", name, "old", old)
	x.stale = ""
	if len(old) > 0 {
		if _, err := x.do(ctx, "delete old index", esapi.IndicesDeleteRequest{Index: old}, nil); err != nil {
			return fmt.Errorf("alias %s now points at %s, but: %w", x.alias, name, err)
		}
	}
	return nil
}

// ndjson is the content type the reference asks of _bulk and _msearch
// bodies (the client would send application/json).
var ndjson = http.Header{"Content-Type": {"application/x-ndjson"}}

// do runs an API request and decodes a successful response into out
// (nil to discard it). Statuses in accept count as success and are
// returned; any other error status becomes an error with Elasticsearch's
// error type and reason.
func (x *Index) do(ctx context.Context, what string, req esapi.Request, out any, accept ...int) (int, error) {
	res, err := req.Do(ctx, x.es)
	if err != nil {
		return 0, fmt.Errorf("elasticsearch at %s: %s: %w", x.url, what, err)
	}
	defer res.Body.Close()
	if res.IsError() {
		if slices.Contains(accept, res.StatusCode) {
			io.Copy(io.Discard, res.Body)
			return res.StatusCode, nil
		}
		b, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
		return res.StatusCode, fmt.Errorf("elasticsearch at %s: %s: %s: %s", x.url, what, res.Status(), errorReason(b))
	}
	if out != nil {
		if err := json.NewDecoder(res.Body).Decode(out); err != nil {
			return res.StatusCode, fmt.Errorf("elasticsearch at %s: %s: decode response: %w", x.url, what, err)
		}
	} else {
		io.Copy(io.Discard, res.Body)
	}
	return res.StatusCode, nil
}

// errorReason is the type and reason of an error body, which is either
// {"error": {"type", "reason", ...}} or {"error": "text"}.
func errorReason(b []byte) string {
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(b, &e) != nil || len(e.Error) == 0 {
		return strings.TrimSpace(string(b))
	}
	var obj struct {
		Type      string `json:"type"`
		Reason    string `json:"reason"`
		RootCause []struct {
			Reason string `json:"reason"`
		} `json:"root_cause"`
	}
	if json.Unmarshal(e.Error, &obj) == nil && obj.Type != "" {
		if len(obj.RootCause) > 0 && obj.RootCause[0].Reason != obj.Reason {
			return obj.Type + ": " + obj.Reason + " (" + obj.RootCause[0].Reason + ")"
		}
		return obj.Type + ": " + obj.Reason
	}
	var s string
	if json.Unmarshal(e.Error, &s) == nil {
		return s
	}
	return string(e.Error)
}

var _ search.Index = (*Index)(nil)
