// Package bleve is the embedded search backend, a Bleve index on disk.
package bleve

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	blevelib "github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/standard"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/bylinehq/byline/search"
)

// Index is a Bleve-backed search.Index.
type Index struct {
	idx blevelib.Index
}

// ErrLocked is returned when another process holds the index open.
var ErrLocked = errors.New("index is locked by another process")

// Open opens the index at path, creating it if it does not exist. It
// waits at most lockWait for another process to release the index.
func Open(path string, lockWait time.Duration) (*Index, error) {
	if lockWait <= 0 {
		lockWait = 2 * time.Second
	}
	cfg := map[string]interface{}{"bolt_timeout": lockWait.String()}
	idx, err := blevelib.OpenUsing(path, cfg)
	if errors.Is(err, blevelib.ErrorIndexPathDoesNotExist) {
		idx, err = blevelib.NewUsing(path, newMapping(), blevelib.Config.DefaultIndexType, blevelib.Config.DefaultKVStore, cfg)
	}
	if err != nil {
		if strings.Contains(err.Error(), "timeout") {
			return nil, fmt.Errorf("open bleve index %s: %w", path, ErrLocked)
		}
		return nil, fmt.Errorf("open bleve index %s: %w", path, err)
	}
	return &Index{idx: idx}, nil
}

// OpenMemory returns an index that lives in memory only (tests).
func OpenMemory() (*Index, error) {
	idx, err := blevelib.NewMemOnly(newMapping())
	if err != nil {
		return nil, fmt.Errorf("new bleve index: %w", err)
	}
	return &Index{idx: idx}, nil
}

func newMapping() mapping.IndexMapping {
	text := func(store bool) *mapping.FieldMapping {
		f := blevelib.NewTextFieldMapping()
		f.Analyzer = standard.Name
		f.Store = store
		f.IncludeTermVectors = store
		return f
	}
	kw := func() *mapping.FieldMapping {
		f := blevelib.NewKeywordFieldMapping()
		f.Analyzer = keyword.Name
		return f
	}
	stored := func() *mapping.FieldMapping {
		f := blevelib.NewTextFieldMapping()
		f.Index = false
		return f
	}
	doc := blevelib.NewDocumentStaticMapping()
	doc.AddFieldMappingsAt("title", text(true))
	doc.AddFieldMappingsAt("lead", text(true))
	doc.AddFieldMappingsAt("body", text(true))
	doc.AddFieldMappingsAt("authors", text(false))
	doc.AddFieldMappingsAt("site", kw())
	doc.AddFieldMappingsAt("lang", kw())
	doc.AddFieldMappingsAt("section", kw())
	doc.AddFieldMappingsAt("url", stored())
	doc.AddFieldMappingsAt("content_hash", stored())
	doc.AddFieldMappingsAt("published", blevelib.NewDateTimeFieldMapping())
	m := blevelib.NewIndexMapping()
	m.DefaultMapping = doc
	m.DefaultAnalyzer = standard.Name
	return m
}

// Upsert indexes documents in one batch.
func (x *Index) Upsert(ctx context.Context, docs []search.Doc) error {
	b := x.idx.NewBatch()
	for _, d := range docs {
		if err := b.Index(d.ID, d); err != nil {
			return fmt.Errorf("index %s: %w", d.ID, err)
		}
	}
	if err := x.idx.Batch(b); err != nil {
		return fmt.Errorf("index batch: %w", err)
	}
	return nil
}

// Delete removes documents by id; missing ids are ignored.
func (x *Index) Delete(ctx context.Context, ids []string) error {
	b := x.idx.NewBatch()
	for _, id := range ids {
		b.Delete(id)
	}
	if err := x.idx.Batch(b); err != nil {
		return fmt.Errorf("delete batch: %w", err)
	}
	return nil
}

// Count returns the number of indexed documents.
func (x *Index) Count(ctx context.Context) (int, error) {
	n, err := x.idx.DocCount()
	return int(n), err
}

// Close closes the index.
func (x *Index) Close() error { return x.idx.Close() }

// Search runs a keyword query with filters.
func (x *Index) Search(ctx context.Context, q search.Query) (search.Result, error) {
	if err := q.Normalize(); err != nil {
		return search.Result{}, err
	}
	start := time.Now()
	var must []query.Query
	text := strings.TrimSpace(q.Text)
	if text != "" {
		var should []query.Query
		for field, boost := range map[string]float64{"title": 3, "lead": 2, "body": 1, "authors": 1} {
			m := blevelib.NewMatchQuery(text)
			m.SetField(field)
			m.SetBoost(boost)
			should = append(should, m)
		}
		must = append(must, blevelib.NewDisjunctionQuery(should...))
	}
	for field, v := range map[string]string{"site": q.Site, "lang": q.Lang} {
		if v != "" {
			t := blevelib.NewTermQuery(v)
			t.SetField(field)
			must = append(must, t)
		}
	}
	if !q.From.IsZero() || !q.To.IsZero() {
		r := blevelib.NewDateRangeQuery(q.From, q.To)
		r.SetField("published")
		must = append(must, r)
	}
	var root query.Query = blevelib.NewMatchAllQuery()
	if len(must) > 0 {
		root = blevelib.NewConjunctionQuery(must...)
	}
	req := blevelib.NewSearchRequestOptions(root, q.Limit, q.Offset, false)
	req.Fields = []string{"title", "url", "site", "lang", "published", "body", "lead"}
	if text != "" {
		req.Highlight = blevelib.NewHighlightWithStyle("html")
		req.Highlight.AddField("body")
		req.Highlight.AddField("lead")
	} else {
		req.SortBy([]string{"-published", "_id"})
	}
	res, err := x.idx.SearchInContext(ctx, req)
	if err != nil {
		return search.Result{}, fmt.Errorf("bleve search: %w", err)
	}
	out := search.Result{Total: int(res.Total), Hits: make([]search.Hit, 0, len(res.Hits))}
	for _, h := range res.Hits {
		hit := search.Hit{ID: h.ID, Score: h.Score, Title: str(h.Fields["title"]), URL: str(h.Fields["url"]),
			Site: str(h.Fields["site"]), Lang: str(h.Fields["lang"])}
		if p, err := time.Parse(time.RFC3339, str(h.Fields["published"])); err == nil {
			hit.Published = p
		}
		hit.Snippet = snippet(h.Fragments, str(h.Fields["lead"]), str(h.Fields["body"]))
		out.Hits = append(out.Hits, hit)
	}
	out.Took = time.Since(start)
	return out, nil
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// snippet prefers a highlighted fragment, then the lead, then the start
// of the body.
func snippet(frags map[string][]string, lead, body string) string {
	for _, f := range []string{"body", "lead"} {
		if len(frags[f]) > 0 {
			return strings.Join(strings.Fields(frags[f][0]), " ")
		}
	}
	if lead != "" {
		return lead
	}
	r := []rune(strings.Join(strings.Fields(body), " "))
	if len(r) > 200 {
		return string(r[:200]) + "…"
	}
	return string(r)
}

var _ search.Index = (*Index)(nil)
