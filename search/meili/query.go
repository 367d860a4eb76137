package meili

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/meilisearch/meilisearch-go"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/stored"
)

// Highlight tags: characters of Unicode's private use area, which no
// article contains, so that the text Meilisearch returns unescaped can
// be escaped before they become <mark> (search.MarkHTML).
const (
	preTag  = "\ue000"
	postTag = "\ue001"
)

// retrieve are the attributes a hit is made of.
var retrieve = []string{"id", "title", "url", "site", "lang", "section", "authors", stored.PublishedField, "lead", "body"}

// Search runs q in its mode: keyword sends no hybrid field at all;
// semantic sends the query vector with semanticRatio 1; hybrid sends it
// with the ratio search.HybridRatio gives, and falls back to keyword
// when that ratio is 0 or the embedder cannot represent the query.
func (x *Index) Search(ctx context.Context, q search.Query) (search.Result, error) {
	start := time.Now()
	qv, err := search.Prepare(ctx, x.emb, &q)
	if err != nil {
		return search.Result{}, err
	}
	req := x.request(q, qv)
	if req == nil {
		// Semantic search of a query the embedder knows no word of.
		return q.Finish(search.Result{Facets: search.Facets(q, nil)}, start), nil
	}
	// Meilisearch counts every document with a vector as a semantic hit;
	// the other backends count the candidates they rank, and a hybrid
	// search's keyword matches and semantic candidates.
	kwTotal := -1
	if q.Mode == search.ModeHybrid && req.Hybrid != nil {
		if kwTotal, err = x.keywordTotal(ctx, req); err != nil {
			return search.Result{}, err
		}
	}
	var res searchResponse
	if err := x.searchRaw(ctx, req, &res); err != nil {
		return search.Result{}, err
	}
	out := search.Result{Hits: make([]search.Hit, 0, len(res.Hits)), Total: res.EstimatedTotalHits,
		Facets: search.Facets(q, res.FacetDistribution)}
	switch {
	case q.Mode == search.ModeSemantic:
		out.Total = search.SemanticTotal(q, out.Total)
		if len(q.Facets) > 0 {
			if out.Facets, err = x.candidateFacets(ctx, q, req); err != nil {
				return search.Result{}, err
			}
		}
	case kwTotal >= 0:
		out.Total = min(out.Total, kwTotal+search.CandidateWindow(q))
	}
	for _, h := range res.Hits {
		out.Hits = append(out.Hits, h.hit(q.Highlights))
	}
	return q.Finish(out, start), nil
}

// request is the search request of q with query vector qv; nil when
// there is nothing to search.
func (x *Index) request(q search.Query, qv []float32) *meilisearch.SearchRequest {
	req := &meilisearch.SearchRequest{
		Query: q.Text, Offset: int64(q.Offset), Limit: int64(q.Limit), Facets: q.Facets,
		AttributesToRetrieve: retrieve, AttributesToHighlight: []string{"title", "lead", "body"},
		AttributesToCrop: []string{"body"}, CropLength: 30, CropMarker: "…",
		HighlightPreTag: preTag, HighlightPostTag: postTag, ShowRankingScore: true,
	}
	if f := filter(q); len(f) > 0 {
		req.Filter = f
	}
	if q.Sort == search.SortNewest {
		req.Sort = []string{stored.PublishedField + ":desc"}
	}
	switch q.Mode {
	case search.ModeSemantic:
		if qv == nil {
			return nil
		}
		req.Hybrid = &meilisearch.SearchRequestHybrid{Embedder: EmbedderName, SemanticRatio: 1}
		req.Vector = qv
	case search.ModeHybrid:
		if ratio, _, semantic := search.HybridSides(x.emb, q, qv); semantic {
			req.Hybrid = &meilisearch.SearchRequestHybrid{Embedder: EmbedderName, SemanticRatio: ratio}
			req.Vector = qv
		}
	}
	return req
}

// filter is q's filters in Meilisearch's syntax, one expression an
// element (the elements are ANDed); nil for none. Meilisearch compares
// strings with = ignoring case, so a Term's Fold needs nothing more.
func filter(q search.Query) []string {
	var out []string
	for _, t := range q.Terms() {
		out = append(out, t.Field+" = "+quote(t.Value))
	}
	from, to, hasFrom, hasTo := q.UnixRange()
	if hasFrom {
		out = append(out, fmt.Sprintf("%s >= %d", stored.PublishedField, from))
	}
	if hasTo {
		out = append(out, fmt.Sprintf("%s < %d", stored.PublishedField, to))
	}
	return out
}

// candidateFacets counts q's facets over the candidates semantic request
// req ranks, as the total counts them: Meilisearch's own distribution
// counts every document with a vector.
func (x *Index) candidateFacets(ctx context.Context, q search.Query, req *meilisearch.SearchRequest) (map[string][]search.FacetCount, error) {
	c := *req
	c.Offset, c.Limit, c.Facets = 0, int64(search.CandidateWindow(q)), nil
	c.AttributesToRetrieve, c.AttributesToHighlight, c.AttributesToCrop = stored.CandidateFields, nil, nil
	var res searchResponse
	if err := x.searchRaw(ctx, &c, &res); err != nil {
		return nil, err
	}
	cands := make([]search.Candidate, len(res.Hits))
	for i, h := range res.Hits {
		cands[i] = h.Candidate(h.RankingScore)
	}
	return search.Facets(q, search.CountFacets(q, cands, nil)), nil
}

// keywordTotal is the number of keyword matches of hybrid request req.
func (x *Index) keywordTotal(ctx context.Context, req *meilisearch.SearchRequest) (int, error) {
	kw := &meilisearch.SearchRequest{Query: req.Query, Filter: req.Filter, Limit: 1, AttributesToRetrieve: []string{"id"}}
	var res searchResponse
	if err := x.searchRaw(ctx, kw, &res); err != nil {
		return 0, err
	}
	return res.EstimatedTotalHits, nil
}

func (x *Index) searchRaw(ctx context.Context, req *meilisearch.SearchRequest, out *searchResponse) error {
	raw, err := x.idx.SearchRawWithContext(ctx, req.Query, req)
	if err != nil {
		return fmt.Errorf("meilisearch at %s: search %s: %w", x.url, x.uid, err)
	}
	if err := json.Unmarshal(*raw, out); err != nil {
		return fmt.Errorf("meilisearch at %s: decode search response: %w", x.url, err)
	}
	return nil
}

// searchResponse is the part of Meilisearch's search response Byline
// reads.
type searchResponse struct {
	Hits               []hit                     `json:"hits"`
	EstimatedTotalHits int                       `json:"estimatedTotalHits"`
	FacetDistribution  map[string]map[string]int `json:"facetDistribution"`
}

type hit struct {
	stored.Doc
	Formatted struct {
		Title string `json:"title"`
		Lead  string `json:"lead"`
		Body  string `json:"body"`
	} `json:"_formatted"`
	RankingScore float64 `json:"_rankingScore"`
}

// hit converts a Meilisearch hit: the snippet is the cropped body when
// it holds a match, else the lead when it does.
func (h hit) hit(highlights bool) search.Hit {
	out := h.Doc.Hit()
	out.Score = h.RankingScore
	f := h.Formatted
	frag := ""
	for _, s := range []string{f.Body, f.Lead} {
		if strings.Contains(s, preTag) {
			frag = search.MarkHTML(s, preTag, postTag)
			break
		}
	}
	out.Snippet = search.Snippet(frag, h.Lead, h.Body)
	if highlights {
		for field, s := range map[string]string{"title": f.Title, "body": f.Body} {
			if strings.Contains(s, preTag) {
				if out.Highlights == nil {
					out.Highlights = map[string][]string{}
				}
				out.Highlights[field] = []string{search.MarkHTML(s, preTag, postTag)}
			}
		}
	}
	return out
}
