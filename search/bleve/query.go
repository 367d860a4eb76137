package bleve

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	blevelib "github.com/blevesearch/bleve/v2"
	bsearch "github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"golang.org/x/text/unicode/norm"

	"github.com/bylinehq/byline/search"
)

// hitFields are the stored fields a hit is made of.
var hitFields = []string{"title", "url", "site", "lang", "section", "authors", "published", "lead", "body"}

// Search runs q in its mode.
func (x *Index) Search(ctx context.Context, q search.Query) (search.Result, error) {
	start := time.Now()
	qv, err := search.Prepare(ctx, x.emb, &q)
	if err != nil {
		return search.Result{}, err
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
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

// textQuery matches text in the folded fields, boosted title > lead >
// body, and in the stemmed field of the query's language, or of every
// language in the index when the query names none.
func (x *Index) textQuery(text, lang string) query.Query {
	text = norm.NFC.String(text)
	var should []query.Query
	for field, boost := range fieldBoosts {
		m := blevelib.NewMatchQuery(text)
		m.SetField(field)
		m.SetBoost(boost)
		should = append(should, m)
	}
	langs := x.vec.languages()
	if lang != "" {
		langs = []string{lang}
	}
	for _, l := range langs {
		if _, ok := stemAnalyzers[l]; !ok {
			continue
		}
		m := blevelib.NewMatchQuery(text)
		m.SetField("stem_" + l)
		m.SetBoost(stemBoost)
		should = append(should, m)
	}
	return blevelib.NewDisjunctionQuery(should...)
}

// filterQueries are q's filters as Bleve queries.
func filterQueries(q search.Query) []query.Query {
	var must []query.Query
	for _, f := range q.Terms() {
		field, value := f.Field, f.Value
		if f.Fold {
			field, value = foldedField(field), strings.ToLower(value)
		}
		t := blevelib.NewTermQuery(value)
		t.SetField(field)
		must = append(must, t)
	}
	if !q.From.IsZero() || !q.To.IsZero() {
		r := blevelib.NewDateRangeQuery(q.From, q.To)
		r.SetField("published")
		must = append(must, r)
	}
	return must
}

// keywordRequest is the Bleve request of q's keyword side, for size hits
// from offset.
func (x *Index) keywordRequest(q search.Query, size, offset int) *blevelib.SearchRequest {
	must := filterQueries(q)
	if q.Text != "" {
		must = append(must, x.textQuery(q.Text, q.Lang))
	}
	var root query.Query
	switch len(must) {
	case 0:
		root = blevelib.NewMatchAllQuery()
	case 1:
		// A conjunction of one query costs a searcher's work per hit.
		root = must[0]
	default:
		root = blevelib.NewConjunctionQuery(must...)
	}
	req := blevelib.NewSearchRequestOptions(root, size, offset, false)
	if q.Sort == search.SortNewest {
		req.SortBy([]string{"-published", "-_score", "_id"})
	} else {
		req.SortBy([]string{"-_score"})
	}
	for _, f := range q.Facets {
		req.AddFacet(f, blevelib.NewFacetRequest(f, search.FacetSize))
	}
	return req
}

func (x *Index) searchKeyword(ctx context.Context, q search.Query) (search.Result, error) {
	req := x.keywordRequest(q, q.Limit, q.Offset)
	if q.Text == "" {
		req.Fields = hitFields
	}
	res, err := x.shards.all.SearchInContext(ctx, req)
	if err != nil {
		return search.Result{}, fmt.Errorf("bleve search: %w", err)
	}
	out := search.Result{Total: int(res.Total), Facets: bleveFacets(q, res.Facets, nil)}
	if q.Text == "" {
		for _, h := range res.Hits {
			out.Hits = append(out.Hits, hitOf(h, nil, q.Highlights))
		}
		return out, nil
	}
	// The ranking query reads no stored fields; hydrate reads and
	// highlights them for the page only.
	ids := make([]string, len(res.Hits))
	scores := make(map[string]float64, len(res.Hits))
	for i, h := range res.Hits {
		ids[i], scores[h.ID] = h.ID, h.Score
	}
	out.Hits, err = x.hydrate(ctx, q, ids, scores)
	return out, err
}

func (x *Index) searchSemantic(ctx context.Context, q search.Query, qv []float32) (search.Result, error) {
	window := q.Offset + q.Limit
	if q.Sort == search.SortNewest || len(q.Facets) > 0 {
		window = search.CandidateWindow(q)
	}
	top, matching := x.vec.semantic(q, qv, window)
	if q.Sort == search.SortNewest {
		x.sortNewest(top)
	}
	out := search.Result{Total: search.SemanticTotal(q, matching)}
	if len(q.Facets) > 0 {
		// Facets count the hits, as the total does: the candidates.
		at := make([]int, len(top))
		for j, s := range top {
			at[j] = s.i
		}
		out.Facets = search.Facets(q, x.vec.facets(q, at))
	}
	var page []string
	scores := map[string]float64{}
	for _, s := range top[min(q.Offset, len(top)):min(q.Offset+q.Limit, len(top))] {
		id := x.vec.ids[s.i]
		page = append(page, id)
		scores[id] = float64(s.score)
	}
	hits, err := x.hydrate(ctx, q, page, scores)
	if err != nil {
		return search.Result{}, err
	}
	out.Hits = hits
	return out, nil
}

func (x *Index) sortNewest(top []scored) {
	slices.SortStableFunc(top, func(a, b scored) int {
		return cmp.Compare(x.vec.metas[b.i].Published, x.vec.metas[a.i].Published)
	})
}

func (x *Index) searchHybrid(ctx context.Context, q search.Query, qv []float32) (search.Result, error) {
	kwWindow, semWindow := search.HybridWindows()
	// The vector scan runs beside Bleve's keyword search: a hybrid search
	// then takes about as long as the slower of the two, not their sum.
	// Both only read; x.mu stays read-locked by Search until both end.
	var top []scored
	semDone := make(chan struct{})
	go func() {
		defer close(semDone)
		top, _ = x.vec.semantic(q, qv, semWindow)
	}()
	kwq := search.Query{Text: q.Text, Site: q.Site, Lang: q.Lang, Section: q.Section, Author: q.Author,
		From: q.From, To: q.To, Facets: q.Facets, Sort: search.SortRelevance}
	res, err := x.shards.all.SearchInContext(ctx, x.keywordRequest(kwq, kwWindow, 0))
	<-semDone
	if err != nil {
		return search.Result{}, fmt.Errorf("bleve search: %w", err)
	}
	kw := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		kw[i] = h.ID
	}
	sem := make([]string, len(top))
	for i, s := range top {
		sem[i] = x.vec.ids[s.i]
	}
	fused := search.FuseRRF(kw, sem, search.HybridRatio(x.emb, q), search.RRFK)
	fused = slices.DeleteFunc(fused, func(f search.Fused) bool { return f.Score <= 0 })
	if q.Sort == search.SortNewest {
		slices.SortStableFunc(fused, func(a, b search.Fused) int {
			return cmp.Compare(x.vec.metas[x.vec.pos[b.ID]].Published, x.vec.metas[x.vec.pos[a.ID]].Published)
		})
	}
	// Total: every keyword match plus the semantic candidates that do not
	// match the keyword query (past the keyword window, some may).
	var beyond []string
	for _, f := range fused {
		if f.KeywordRank == 0 {
			beyond = append(beyond, f.ID)
		}
	}
	matched, err := x.keywordMatches(ctx, kwq, beyond, int(res.Total) > len(res.Hits))
	if err != nil {
		return search.Result{}, err
	}
	var extra []int
	for _, id := range beyond {
		if i, ok := x.vec.pos[id]; ok && !matched[id] {
			extra = append(extra, i)
		}
	}
	out := search.Result{Total: int(res.Total) + len(extra)}
	if len(q.Facets) > 0 {
		out.Facets = bleveFacets(q, res.Facets, x.vec.facets(q, extra))
	}
	var page []string
	scores := map[string]float64{}
	for _, f := range fused[min(q.Offset, len(fused)):min(q.Offset+q.Limit, len(fused))] {
		page = append(page, f.ID)
		scores[f.ID] = f.Score
	}
	if out.Hits, err = x.hydrate(ctx, q, page, scores); err != nil {
		return search.Result{}, err
	}
	return out, nil
}

// keywordMatches returns which of ids match q's keyword query; none when
// ask is false (every keyword match was ranked, so none of ids can).
func (x *Index) keywordMatches(ctx context.Context, q search.Query, ids []string, ask bool) (map[string]bool, error) {
	if !ask || len(ids) == 0 {
		return nil, nil
	}
	req := x.keywordRequest(q, len(ids), 0)
	req.Query = blevelib.NewConjunctionQuery(req.Query, blevelib.NewDocIDQuery(ids))
	req.Facets = nil
	res, err := x.shards.all.SearchInContext(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("bleve search: %w", err)
	}
	out := make(map[string]bool, len(res.Hits))
	for _, h := range res.Hits {
		out[h.ID] = true
	}
	return out, nil
}

// hydrate fetches the stored fields of ids, highlighting q's words where
// they occur, and returns hits in the order of ids.
func (x *Index) hydrate(ctx context.Context, q search.Query, ids []string, scores map[string]float64) ([]search.Hit, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	req := blevelib.NewSearchRequestOptions(blevelib.NewDocIDQuery(ids), len(ids), 0, false)
	req.Fields = hitFields
	hl := x.newHighlighter(q.Text)
	res, err := x.shards.all.SearchInContext(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("bleve fetch hits: %w", err)
	}
	byID := make(map[string]*bsearch.DocumentMatch, len(res.Hits))
	for _, h := range res.Hits {
		byID[h.ID] = h
	}
	out := make([]search.Hit, 0, len(ids))
	for _, id := range ids {
		h, ok := byID[id]
		if !ok {
			continue
		}
		hit := hitOf(h, hl, q.Highlights)
		hit.Score = scores[id]
		out = append(out, hit)
	}
	return out, nil
}

// hitOf makes a hit of a document's stored fields, its snippet and, when
// asked for, its highlights marked by hl (nil: no query words).
func hitOf(h *bsearch.DocumentMatch, hl *highlighter, highlights bool) search.Hit {
	hit := search.Hit{ID: h.ID, Score: h.Score, Title: str(h.Fields["title"]), URL: str(h.Fields["url"]),
		Site: str(h.Fields["site"]), Lang: str(h.Fields["lang"]), Section: str(h.Fields["section"]),
		Authors: strs(h.Fields["authors"])}
	if p, err := time.Parse(time.RFC3339, str(h.Fields["published"])); err == nil {
		hit.Published = p
	}
	lead, body := str(h.Fields["lead"]), str(h.Fields["body"])
	frags := map[string][]string{"body": hl.fragments(body, maxFragments)}
	if len(frags["body"]) == 0 {
		frags["lead"] = hl.fragments(lead, 1)
	}
	hit.Snippet = snippet(frags, lead, body)
	if highlights {
		frags["title"] = hl.fragments(hit.Title, 1)
		for _, f := range []string{"title", "body"} {
			if len(frags[f]) > 0 {
				if hit.Highlights == nil {
					hit.Highlights = map[string][]string{}
				}
				hit.Highlights[f] = frags[f]
			}
		}
	}
	return hit
}

// bleveFacets converts Bleve's facet counts and adds extra counts (the
// semantic-only candidates of a hybrid search).
func bleveFacets(q search.Query, fr bsearch.FacetResults, extra map[string]map[string]int) map[string][]search.FacetCount {
	if len(q.Facets) == 0 {
		return nil
	}
	counts := map[string]map[string]int{}
	for _, f := range q.Facets {
		c := map[string]int{}
		if r, ok := fr[f]; ok && r.Terms != nil {
			for _, t := range r.Terms.Terms() {
				c[t.Term] += t.Count
			}
		}
		for v, n := range extra[f] {
			c[v] += n
		}
		counts[f] = c
	}
	return search.Facets(q, counts)
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func strs(v any) []string {
	switch t := v.(type) {
	case string:
		return []string{t}
	case []any:
		out := make([]string, 0, len(t))
		for _, e := range t {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// snippet prefers a highlighted fragment of the body, then of the lead.
func snippet(frags map[string][]string, lead, body string) string {
	for _, f := range []string{"body", "lead"} {
		if len(frags[f]) > 0 {
			return search.Snippet(frags[f][0], lead, body)
		}
	}
	return search.Snippet("", lead, body)
}
