package search

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// Candidate is one document of a ranked list a backend got from its
// engine, with what fusion, date sorting and facet counting need; the
// rest of the hit is fetched for the page only.
type Candidate struct {
	ID                  string
	Score               float64
	Site, Lang, Section string
	Published           time.Time
}

// facet is c's value of a facet field.
func (c Candidate) facet(field string) string {
	switch field {
	case "site":
		return c.Site
	case "lang":
		return c.Lang
	case "section":
		return c.Section
	}
	return ""
}

// NewestFirst orders candidates by publication date, newest first,
// keeping the rank order among equal dates.
func NewestFirst(c []Candidate) {
	slices.SortStableFunc(c, func(a, b Candidate) int { return b.Published.Compare(a.Published) })
}

// CandidateWindow is how many candidates a semantic search ranks: the
// page and enough beyond it for date sorting to matter, and for a total
// worth showing.
func CandidateWindow(q Query) int {
	return min(MaxWindow, max(SemanticCandidates, q.Offset+q.Limit))
}

// SemanticCandidates is how many nearest documents a semantic search
// ranks at least, and the semantic side of a hybrid search on every page.
const SemanticCandidates = 100

// HybridWindows are how many candidates the keyword and the semantic side
// of a hybrid search rank, the same on every page of it: the keyword
// matches as deep as a page reaches, and the semantic candidates a
// semantic search counts. Reciprocal rank fusion of two rankings cut at n
// is no prefix of their fusion cut deeper (a document just past n on one
// side gains that side's share and climbs), so windows that grew with the
// page, as CandidateWindow does, reordered the pages before it and showed
// documents twice.
func HybridWindows() (keyword, semantic int) { return MaxWindow, SemanticCandidates }

// SemanticTotal is the total of a semantic search of q when matching
// documents pass its filters and have a vector. Semantic search has no
// notion of a match: every document has some similarity to the query, so
// counting them all would report the whole index. It ranks the
// CandidateWindow(q) nearest, and those are its hits; on every backend
// (Elasticsearch's knn returns that many).
func SemanticTotal(q Query, matching int) int {
	return min(matching, CandidateWindow(q))
}

// FuseCandidates merges the keyword and semantic rankings of a hybrid
// search by weighted reciprocal rank fusion (FuseRRF, RRFK), drops the
// documents the ratio gives no weight, and orders newest first when q
// asks. semOnly are the fused documents the keyword side did not find:
// a backend adds them to the keyword side's total and facet counts.
func FuseCandidates(q Query, kw, sem []Candidate, ratio float64) (fused, semOnly []Candidate) {
	byID := make(map[string]Candidate, len(kw)+len(sem))
	ids := func(cs []Candidate) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.ID
			if _, ok := byID[c.ID]; !ok {
				byID[c.ID] = c
			}
		}
		return out
	}
	kwIDs, semIDs := ids(kw), ids(sem)
	for _, f := range FuseRRF(kwIDs, semIDs, ratio, RRFK) {
		if f.Score <= 0 {
			continue
		}
		c := byID[f.ID]
		c.Score = f.Score
		fused = append(fused, c)
		if f.KeywordRank == 0 {
			semOnly = append(semOnly, c)
		}
	}
	if q.Sort == SortNewest {
		NewestFirst(fused)
	}
	return fused, semOnly
}

// CountFacets adds the facet values of cands to counts, for the facet
// fields q asks; counts may be nil.
func CountFacets(q Query, cands []Candidate, counts map[string]map[string]int) map[string]map[string]int {
	if counts == nil {
		counts = map[string]map[string]int{}
	}
	for _, f := range q.Facets {
		if counts[f] == nil {
			counts[f] = map[string]int{}
		}
		for _, c := range cands {
			if v := c.facet(f); v != "" {
				counts[f][v]++
			}
		}
	}
	return counts
}

// Facets turns value counts by field into a result's facets, most
// frequent first, FacetSize values at most; nil when q asks none.
func Facets(q Query, counts map[string]map[string]int) map[string][]FacetCount {
	if len(q.Facets) == 0 {
		return nil
	}
	out := make(map[string][]FacetCount, len(q.Facets))
	for _, f := range q.Facets {
		out[f] = SortFacets(counts[f], FacetSize)
	}
	return out
}

// PageOf returns the part of a ranked list that q's page shows.
func PageOf[T any](ranked []T, q Query) []T {
	return ranked[min(q.Offset, len(ranked)):min(q.Offset+q.Limit, len(ranked))]
}

// dimser is implemented by embedders that know their dimensions.
type dimser interface{ Dims() int }

// Dims is the number of dimensions of e's vectors, which engines with a
// vector schema (Meilisearch embedders, Elasticsearch dense_vector) must
// be told: e's Dims method, or the length of one embedded probe.
func Dims(ctx context.Context, e Embedder) (int, error) {
	if d, ok := e.(dimser); ok {
		return d.Dims(), nil
	}
	v, err := e.EmbedQuery(ctx, "dimensions")
	if err != nil {
		return 0, fmt.Errorf("probe embedder dimensions: %w", err)
	}
	if len(v) == 0 {
		return 0, fmt.Errorf("probe embedder dimensions: empty vector")
	}
	return len(v), nil
}

// HybridSides says which sides a hybrid search of q runs with query
// vector qv: the semantic ratio to use, and whether the keyword side is
// still needed. A zero ratio, or a query the embedder cannot represent
// (qv nil), leaves keyword search alone; a ratio of 1 leaves semantic
// search alone.
func HybridSides(e Embedder, q Query, qv []float32) (ratio float64, keyword, semantic bool) {
	ratio = HybridRatio(e, q)
	if qv == nil {
		ratio = 0
	}
	return ratio, ratio < 1, ratio > 0
}
