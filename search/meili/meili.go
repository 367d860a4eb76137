// Package meili is the Meilisearch search backend. Meilisearch ranks
// keywords itself (by its ranking rules, with title over lead over body
// by the order of the searchable attributes), and does semantic and
// hybrid search with a userProvided embedder: Byline embeds documents and
// queries and sends the vectors.
package meili

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/meilisearch/meilisearch-go"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/stored"
)

// EmbedderName is the name of the userProvided embedder in the index
// settings, and the key of documents' vectors under _vectors.
const EmbedderName = "byline"

// Options configure an index.
type Options struct {
	URL    string
	APIKey string
	// Index is the index uid; "" means byline.
	Index string
	// Embedder embeds documents lacking a vector and queries in semantic
	// and hybrid modes; nil allows keyword search only.
	Embedder search.NamedEmbedder
	// TaskTimeout bounds the wait for one Meilisearch task (index
	// creation, settings, a batch of documents); 0 means 2 minutes.
	TaskTimeout time.Duration
	// HTTPClient is used for every request; nil means a client with a
	// 30 s timeout.
	HTTPClient *http.Client
	Log        *slog.Logger
}

// Index is a search.Index on one Meilisearch index.
type Index struct {
	sm      meilisearch.ServiceManager
	idx     meilisearch.IndexManager
	url     string
	uid     string
	emb     search.NamedEmbedder
	embID   string
	timeout time.Duration
	log     *slog.Logger
	// stale says why the index should be rebuilt, found at Open.
	stale string
}

// Settings of the index: what is searched (in ranking order), filtered
// and sorted on.
var (
	searchable = []string{"title", "lead", "body", "authors"}
	filterable = []string{"id", "site", "lang", "section", search.AuthorKeyField, stored.PublishedField, stored.EmbedderField}
	sortable   = []string{stored.PublishedField}
)

// Open connects to Meilisearch, creates the index if it does not exist,
// and applies Byline's settings, waiting for each task.
func Open(ctx context.Context, opts Options) (*Index, error) {
	if opts.Index == "" {
		opts.Index = "byline"
	}
	if opts.TaskTimeout <= 0 {
		opts.TaskTimeout = 2 * time.Minute
	}
	if opts.HTTPClient == nil {
		opts.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	sm := meilisearch.New(opts.URL, meilisearch.WithAPIKey(opts.APIKey), meilisearch.WithCustomClient(opts.HTTPClient),
		meilisearch.WithCustomJsonMarshaler(marshalJSON))
	x := &Index{sm: sm, idx: sm.Index(opts.Index), url: opts.URL, uid: opts.Index, emb: opts.Embedder,
		timeout: opts.TaskTimeout, log: opts.Log}
	if x.emb != nil {
		x.embID = x.emb.ID()
	}
	if _, err := sm.HealthWithContext(ctx); err != nil {
		return nil, fmt.Errorf("meilisearch at %s is not reachable: %w", opts.URL, err)
	}
	if err := x.ensure(ctx); err != nil {
		return nil, err
	}
	if err := x.checkVectors(ctx); err != nil {
		return nil, err
	}
	return x, nil
}

// ensure creates the index when missing and applies the settings.
func (x *Index) ensure(ctx context.Context) error {
	if _, err := x.sm.GetIndexWithContext(ctx, x.uid); err != nil {
		var me *meilisearch.Error
		if !errors.As(err, &me) || me.StatusCode != http.StatusNotFound {
			return fmt.Errorf("meilisearch at %s: get index %s: %w", x.url, x.uid, err)
		}
		x.log.Info("creating meilisearch index", "index", x.uid)
		ti, err := x.sm.CreateIndexWithContext(ctx, &meilisearch.IndexConfig{Uid: x.uid, PrimaryKey: "id"})
		if err := x.wait(ctx, "create index", ti, err); err != nil {
			return err
		}
	}
	s := &meilisearch.Settings{SearchableAttributes: searchable, FilterableAttributes: filterable, SortableAttributes: sortable,
		StopWords: stored.StopWords}
	if x.emb != nil {
		dims, err := search.Dims(ctx, x.emb)
		if err != nil {
			return err
		}
		s.Embedders = map[string]meilisearch.Embedder{EmbedderName: {Source: meilisearch.UserProvidedEmbedderSource, Dimensions: dims}}
	}
	ti, err := x.idx.UpdateSettingsWithContext(ctx, s)
	return x.wait(ctx, "update settings", ti, err)
}

// checkVectors counts the documents whose vector comes from another
// embedder (or none), which NeedsReindex then reports.
func (x *Index) checkVectors(ctx context.Context) error {
	if x.emb == nil {
		return nil
	}
	var res searchResponse
	if err := x.searchRaw(ctx, &meilisearch.SearchRequest{Limit: 1, AttributesToRetrieve: []string{"id"},
		Filter: []string{fmt.Sprintf("%s != %s", stored.EmbedderField, quote(x.embID))}}, &res); err != nil {
		return err
	}
	if res.EstimatedTotalHits > 0 {
		x.stale = fmt.Sprintf("%d documents have no vector from embedder %s", res.EstimatedTotalHits, x.embID)
	}
	return nil
}

// NeedsReindex reports why the index should be rebuilt from the store,
// or "": documents carry vectors of another embedder, or none.
func (x *Index) NeedsReindex() string { return x.stale }

// wait waits for the task a call enqueued, and turns a failed or
// unfinished task into an error that says what and where.
func (x *Index) wait(ctx context.Context, what string, ti *meilisearch.TaskInfo, err error) error {
	if err != nil {
		return fmt.Errorf("meilisearch at %s: %s on index %s: %w", x.url, what, x.uid, err)
	}
	wctx, cancel := context.WithTimeout(ctx, x.timeout)
	defer cancel()
	t, err := x.sm.WaitForTaskWithContext(wctx, ti.TaskUID, 50*time.Millisecond)
	switch {
	case err != nil && wctx.Err() != nil && ctx.Err() == nil:
		return fmt.Errorf("meilisearch at %s: %s on index %s: task %d not done after %s; the server may be busy indexing (see GET /tasks/%d)",
			x.url, what, x.uid, ti.TaskUID, x.timeout, ti.TaskUID)
	case err != nil:
		return fmt.Errorf("meilisearch at %s: %s on index %s: wait for task %d: %w", x.url, what, x.uid, ti.TaskUID, err)
	case t.Status != meilisearch.TaskStatusSucceeded:
		return fmt.Errorf("meilisearch at %s: %s on index %s: task %d %s: %s (%s)", x.url, what, x.uid, ti.TaskUID, t.Status,
			t.Error.Message, t.Error.Code)
	}
	return nil
}

// document is a stored document with its vector in Meilisearch's
// _vectors field.
type document struct {
	stored.Doc
	Vectors map[string][]float32 `json:"_vectors,omitempty"`
}

// Upsert adds or replaces documents. Documents whose content hash and
// embedder are unchanged are skipped (one fetch of their stored state);
// the rest are embedded when they come without a vector and written in
// one task, replacing the stored versions by id.
func (x *Index) Upsert(ctx context.Context, docs []search.Doc) error {
	todo, err := stored.Pending(ctx, docs, x.emb, x.states)
	if err != nil || len(todo) == 0 {
		return err
	}
	out := make([]document, len(todo))
	for i, d := range todo {
		out[i] = document{Doc: stored.FromDoc(d)}
		if x.emb != nil && len(d.Vector) > 0 {
			out[i].Vectors = map[string][]float32{EmbedderName: d.Vector}
		}
	}
	pk := "id"
	ti, err := x.idx.AddDocumentsWithContext(ctx, out, &meilisearch.DocumentOptions{PrimaryKey: &pk})
	return x.wait(ctx, fmt.Sprintf("add %d documents", len(out)), ti, err)
}

// states fetches the stored state of docs, by id.
func (x *Index) states(ctx context.Context, ids []string) (map[string]stored.Doc, error) {
	quoted := make([]string, len(ids))
	for i, id := range ids {
		quoted[i] = quote(id)
	}
	var res meilisearch.DocumentsResult
	err := x.idx.GetDocumentsWithContext(ctx, &meilisearch.DocumentsQuery{Limit: int64(len(ids)), Fields: stored.StateFields,
		Filter: "id IN [" + strings.Join(quoted, ", ") + "]"}, &res)
	if err != nil {
		return nil, fmt.Errorf("meilisearch at %s: fetch %d documents of %s: %w", x.url, len(ids), x.uid, err)
	}
	out := make(map[string]stored.Doc, len(res.Results))
	for _, h := range res.Results {
		var s stored.Doc
		if err := h.DecodeInto(&s); err != nil {
			return nil, fmt.Errorf("meilisearch: decode stored document: %w", err)
		}
		out[s.ID] = s
	}
	return out, nil
}

// idPage is how many ids IDs fetches per request.
const idPage = 1000

// IDs returns the ids of the documents in the index, paging through the
// documents API (which maxTotalHits, unlike search, does not cap).
func (x *Index) IDs(ctx context.Context) ([]string, error) {
	var out []string
	for {
		var res meilisearch.DocumentsResult
		err := x.idx.GetDocumentsWithContext(ctx, &meilisearch.DocumentsQuery{Offset: int64(len(out)), Limit: idPage,
			Fields: []string{"id"}}, &res)
		if err != nil {
			return nil, fmt.Errorf("meilisearch at %s: list documents of %s: %w", x.url, x.uid, err)
		}
		for _, h := range res.Results {
			var d struct {
				ID string `json:"id"`
			}
			if err := h.DecodeInto(&d); err != nil {
				return nil, fmt.Errorf("meilisearch: decode document id: %w", err)
			}
			out = append(out, d.ID)
		}
		if len(res.Results) < idPage {
			return out, nil
		}
	}
}

// Delete removes documents by id; missing ids are ignored.
func (x *Index) Delete(ctx context.Context, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	ti, err := x.idx.DeleteDocumentsWithContext(ctx, ids, nil)
	return x.wait(ctx, fmt.Sprintf("delete %d documents", len(ids)), ti, err)
}

// Count returns the number of documents in the index.
func (x *Index) Count(ctx context.Context) (int, error) {
	st, err := x.idx.GetStatsWithContext(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("meilisearch at %s: stats of %s: %w", x.url, x.uid, err)
	}
	return int(st.NumberOfDocuments), nil
}

// Close releases idle connections.
func (x *Index) Close() error {
	x.sm.Close()
	return nil
}

// quote is s as a string literal of Meilisearch's filter syntax.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// marshalJSON encodes request bodies for the client. A search request
// is sent without "hybrid" unless it has one (the client's type would
// send "hybrid": null), and with semanticRatio always present (the
// client's omitempty would drop a ratio of 0, which Meilisearch reads as
// its default 0.5).
func marshalJSON(v any) ([]byte, error) {
	r, ok := v.(*meilisearch.SearchRequest)
	if !ok {
		return json.Marshal(v)
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	delete(m, "hybrid")
	if r.Hybrid != nil {
		h, err := json.Marshal(struct {
			Embedder      string  `json:"embedder"`
			SemanticRatio float64 `json:"semanticRatio"`
		}{r.Hybrid.Embedder, r.Hybrid.SemanticRatio})
		if err != nil {
			return nil, err
		}
		m["hybrid"] = h
	}
	return json.Marshal(m)
}

var _ search.Index = (*Index)(nil)
