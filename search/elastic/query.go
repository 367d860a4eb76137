package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/stored"
)

// Search runs q in its mode. Keyword search is one BM25 request that
// pages itself. Semantic search ranks kNN candidates; hybrid search
// ranks BM25 and kNN candidates in one _msearch and fuses them by RRF;
// both then fetch the page's documents with highlights.
func (x *Index) Search(ctx context.Context, q search.Query) (search.Result, error) {
	start := time.Now()
	qv, err := search.Prepare(ctx, x.emb, &q)
	if err != nil {
		return search.Result{}, err
	}
	var res search.Result
	switch q.Mode {
	case search.ModeSemantic:
		res, err = x.searchSemantic(ctx, q, qv)
	case search.ModeHybrid:
		res, err = x.searchHybrid(ctx, q, qv)
	default:
		res, err = x.searchKeyword(ctx, q)
	}
	if err != nil {
		return search.Result{}, err
	}
	return q.Finish(res, start), nil
}

// Boosts of the BM25 fields: title over lead over body, as the embedded
// index weighs them (mild boosts ranked best on the judged queries).
var textFields = []string{"title^1.5", "lead^1.2", "body", "authors"}

// textQuery matches q's text in the folded fields and in the stemmed
// field of q's language, or of every language when q names none.
func textQuery(q search.Query) map[string]any {
	stem := "stem.*"
	if _, ok := stemAnalyzers[q.Lang]; ok {
		stem = "stem." + q.Lang
	}
	return map[string]any{"multi_match": map[string]any{"query": q.Text, "type": "best_fields", "tie_breaker": 0.3,
		"fields": append(append([]string(nil), textFields...), stem)}}
}

func term(field, value string) map[string]any {
	return map[string]any{"term": map[string]any{field: value}}
}

// filters are q's filters as filter clauses.
func filters(q search.Query) []any {
	var out []any
	for _, t := range q.Terms() {
		if t.Fold {
			out = append(out, map[string]any{"term": map[string]any{t.Field: map[string]any{"value": t.Value, "case_insensitive": true}}})
			continue
		}
		out = append(out, term(t.Field, t.Value))
	}
	from, to, hasFrom, hasTo := q.UnixRange()
	if hasFrom || hasTo {
		r := map[string]any{}
		if hasFrom {
			r["gte"] = from
		}
		if hasTo {
			r["lt"] = to
		}
		out = append(out, map[string]any{"range": map[string]any{stored.PublishedField: r}})
	}
	return out
}

// keywordQuery is the BM25 query of q with its filters.
func keywordQuery(q search.Query) map[string]any {
	b := map[string]any{}
	if q.Text != "" {
		b["must"] = []any{textQuery(q)}
	}
	if f := filters(q); len(f) > 0 {
		b["filter"] = f
	}
	if len(b) == 0 {
		return map[string]any{"match_all": map[string]any{}}
	}
	return map[string]any{"bool": b}
}

// knn is the top-level kNN search of qv for k candidates under q's
// filters.
func knn(q search.Query, qv []float32, k int) map[string]any {
	c := map[string]any{"field": "vector", "query_vector": qv, "k": k, "num_candidates": min(10_000, max(100, 2*k))}
	if f := filters(q); len(f) > 0 {
		c["filter"] = map[string]any{"bool": map[string]any{"filter": f}}
	}
	return c
}

func aggs(q search.Query) map[string]any {
	out := map[string]any{}
	for _, f := range q.Facets {
		out[f] = map[string]any{"terms": map[string]any{"field": f, "size": search.FacetSize}}
	}
	return out
}

func highlight() map[string]any {
	return map[string]any{"pre_tags": []string{"<mark>"}, "post_tags": []string{"</mark>"}, "encoder": "html",
		"fields": map[string]any{
			"title": map[string]any{"number_of_fragments": 0},
			"lead":  map[string]any{"number_of_fragments": 0},
			"body":  map[string]any{"fragment_size": 200, "number_of_fragments": 3},
		}}
}

func sortBy(q search.Query) []any {
	if q.Sort == search.SortNewest {
		return []any{map[string]any{stored.PublishedField: map[string]any{"order": "desc", "missing": "_last"}}, "_score",
			map[string]any{"id": "asc"}}
	}
	return []any{"_score", map[string]any{"id": "asc"}}
}

// searchResponse is the part of a search response Byline reads.
type searchResponse struct {
	Hits struct {
		Total struct {
			Value int `json:"value"`
		} `json:"total"`
		Hits []struct {
			ID        string              `json:"_id"`
			Score     float64             `json:"_score"`
			Source    stored.Doc          `json:"_source"`
			Highlight map[string][]string `json:"highlight"`
		} `json:"hits"`
	} `json:"hits"`
	Aggregations map[string]struct {
		Buckets []struct {
			Key      string `json:"key"`
			DocCount int    `json:"doc_count"`
		} `json:"buckets"`
	} `json:"aggregations"`
}

func (r searchResponse) counts() map[string]map[string]int {
	out := map[string]map[string]int{}
	for f, a := range r.Aggregations {
		out[f] = map[string]int{}
		for _, b := range a.Buckets {
			out[f][b.Key] += b.DocCount
		}
	}
	return out
}

func (r searchResponse) candidates() []search.Candidate {
	out := make([]search.Candidate, len(r.Hits.Hits))
	for i, h := range r.Hits.Hits {
		h.Source.ID = h.ID
		out[i] = h.Source.Candidate(h.Score)
	}
	return out
}

func (r searchResponse) hits(highlights bool) []search.Hit {
	out := make([]search.Hit, 0, len(r.Hits.Hits))
	for _, h := range r.Hits.Hits {
		hit := h.Source.Hit()
		hit.ID, hit.Score = h.ID, h.Score
		frag := ""
		for _, f := range []string{"body", "lead"} {
			if len(h.Highlight[f]) > 0 {
				frag = h.Highlight[f][0]
				break
			}
		}
		hit.Snippet = search.Snippet(frag, h.Source.Lead, h.Source.Body)
		if highlights {
			for _, f := range []string{"title", "body"} {
				if len(h.Highlight[f]) > 0 {
					if hit.Highlights == nil {
						hit.Highlights = map[string][]string{}
					}
					hit.Highlights[f] = h.Highlight[f]
				}
			}
		}
		out = append(out, hit)
	}
	return out
}

func (x *Index) search(ctx context.Context, body map[string]any) (searchResponse, error) {
	var res searchResponse
	b, err := json.Marshal(body)
	if err != nil {
		return res, err
	}
	_, err = x.do(ctx, "search "+x.target, esapi.SearchRequest{Index: []string{x.target}, Body: bytes.NewReader(b)}, &res)
	return res, err
}

func (x *Index) searchKeyword(ctx context.Context, q search.Query) (search.Result, error) {
	body := map[string]any{"query": keywordQuery(q), "from": q.Offset, "size": q.Limit, "track_total_hits": true,
		"sort": sortBy(q)}
	if len(q.Facets) > 0 {
		body["aggs"] = aggs(q)
	}
	if q.Text != "" {
		body["highlight"] = highlight()
	}
	res, err := x.search(ctx, body)
	if err != nil {
		return search.Result{}, err
	}
	return search.Result{Hits: res.hits(q.Highlights), Total: res.Hits.Total.Value, Facets: search.Facets(q, res.counts())}, nil
}

// candidateBody asks for the ids and facet fields of ranked candidates.
func candidateBody(q search.Query, window int) map[string]any {
	body := map[string]any{"size": window, "_source": stored.CandidateFields, "track_total_hits": true}
	if len(q.Facets) > 0 {
		body["aggs"] = aggs(q)
	}
	return body
}

func (x *Index) searchSemantic(ctx context.Context, q search.Query, qv []float32) (search.Result, error) {
	if qv == nil {
		return search.Result{Facets: search.Facets(q, nil)}, nil
	}
	window := search.CandidateWindow(q)
	body := candidateBody(q, window)
	body["knn"] = knn(q, qv, window)
	res, err := x.search(ctx, body)
	if err != nil {
		return search.Result{}, err
	}
	cands := res.candidates()
	if q.Sort == search.SortNewest {
		search.NewestFirst(cands)
	}
	hits, err := x.hydrate(ctx, q, search.PageOf(cands, q))
	if err != nil {
		return search.Result{}, err
	}
	return search.Result{Hits: hits, Total: res.Hits.Total.Value, Facets: search.Facets(q, res.counts())}, nil
}

func (x *Index) searchHybrid(ctx context.Context, q search.Query, qv []float32) (search.Result, error) {
	ratio, kwSide, semSide := search.HybridSides(x.emb, q, qv)
	if !semSide {
		return x.searchKeyword(ctx, q)
	}
	kwWindow, semWindow := search.HybridWindows()
	var bodies []map[string]any
	if kwSide {
		kw := candidateBody(q, kwWindow)
		kw["query"] = keywordQuery(q)
		kw["sort"] = sortBy(search.Query{Sort: search.SortRelevance})
		bodies = append(bodies, kw)
	}
	sem := candidateBody(q, semWindow)
	delete(sem, "aggs") // counted from the semantic-only candidates
	sem["knn"] = knn(q, qv, semWindow)
	bodies = append(bodies, sem)
	rs, err := x.msearch(ctx, bodies)
	if err != nil {
		return search.Result{}, err
	}
	var kwRes searchResponse
	if kwSide {
		kwRes = rs[0]
	}
	fused, semOnly := search.FuseCandidates(q, kwRes.candidates(), rs[len(rs)-1].candidates(), ratio)
	out := search.Result{Total: kwRes.Hits.Total.Value + len(semOnly)}
	if len(q.Facets) > 0 {
		out.Facets = search.Facets(q, search.CountFacets(q, semOnly, kwRes.counts()))
	}
	if out.Hits, err = x.hydrate(ctx, q, search.PageOf(fused, q)); err != nil {
		return search.Result{}, err
	}
	return out, nil
}

// msearch runs several search bodies on the target in one request.
func (x *Index) msearch(ctx context.Context, bodies []map[string]any) ([]searchResponse, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, b := range bodies {
		if err := enc.Encode(map[string]any{}); err != nil {
			return nil, err
		}
		if err := enc.Encode(b); err != nil {
			return nil, err
		}
	}
	var res struct {
		Responses []struct {
			searchResponse
			Error  json.RawMessage `json:"error"`
			Status int             `json:"status"`
		} `json:"responses"`
	}
	if _, err := x.do(ctx, "msearch "+x.target, esapi.MsearchRequest{Index: []string{x.target}, Body: &buf, Header: ndjson}, &res); err != nil {
		return nil, err
	}
	if len(res.Responses) != len(bodies) {
		return nil, fmt.Errorf("elasticsearch at %s: msearch: %d responses for %d searches", x.url, len(res.Responses), len(bodies))
	}
	out := make([]searchResponse, len(bodies))
	for i, r := range res.Responses {
		if len(r.Error) > 0 {
			return nil, fmt.Errorf("elasticsearch at %s: msearch %s, search %d: status %d: %s", x.url, x.target, i, r.Status,
				errorReason([]byte(`{"error":`+string(r.Error)+`}`)))
		}
		out[i] = r.searchResponse
	}
	return out, nil
}

// hydrate fetches the documents of a page of candidates with q's words
// highlighted, in the candidates' order and with their scores.
func (x *Index) hydrate(ctx context.Context, q search.Query, page []search.Candidate) ([]search.Hit, error) {
	if len(page) == 0 {
		return nil, nil
	}
	ids := make([]string, len(page))
	for i, c := range page {
		ids[i] = c.ID
	}
	res, err := x.search(ctx, map[string]any{"size": len(ids), "highlight": highlight(), "query": map[string]any{"bool": map[string]any{
		"filter": []any{map[string]any{"ids": map[string]any{"values": ids}}},
		"should": []any{textQuery(q)}}}})
	if err != nil {
		return nil, err
	}
	byID := map[string]search.Hit{}
	for _, h := range res.hits(q.Highlights) {
		byID[h.ID] = h
	}
	out := make([]search.Hit, 0, len(page))
	for _, c := range page {
		if h, ok := byID[c.ID]; ok {
			h.Score = c.Score
			out = append(out, h)
		}
	}
	return out, nil
}
