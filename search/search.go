// Package search is Byline's index and search contract. Backends live in
// subpackages (bleve embedded; elastic and meili for production) and all
// pass searchtest. Semantic search needs an Embedder; the default one is
// search/embed/builtin.
package search

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// ErrBadQuery is returned for queries a backend cannot run; the message
// says what to change.
var ErrBadQuery = errors.New("bad query")

// ErrEmbedder is returned when the embedder failed to embed a semantic
// or hybrid query (a remote embedding server down): keyword search still
// works, the index is not at fault.
var ErrEmbedder = errors.New("the embedder did not answer")

// Doc is one article as the index sees it.
type Doc struct {
	ID          string    `json:"id"`
	URL         string    `json:"url"`
	Site        string    `json:"site"`
	Title       string    `json:"title"`
	Lead        string    `json:"lead,omitempty"`
	Body        string    `json:"body"`
	Authors     []string  `json:"authors,omitempty"`
	Section     string    `json:"section,omitempty"`
	Tags        []string  `json:"tags,omitempty"`
	Lang        string    `json:"lang,omitempty"`
	Published   time.Time `json:"published,omitzero"`
	ContentHash string    `json:"content_hash"`
	// Vector is the document's embedding, made by the embedder named
	// EmbedderID. Backends with an embedder fill what is missing.
	Vector     []float32 `json:"-"`
	EmbedderID string    `json:"-"`
}

// Mode chooses how text is matched.
type Mode string

// Search modes.
const (
	// ModeKeyword ranks by BM25 over title, lead, body and authors.
	ModeKeyword Mode = "keyword"
	// ModeSemantic ranks by cosine similarity of embeddings.
	ModeSemantic Mode = "semantic"
	// ModeHybrid fuses both rankings by reciprocal rank fusion.
	ModeHybrid Mode = "hybrid"
)

// Sort orders hits.
type Sort string

// Sort orders.
const (
	SortRelevance Sort = "relevance"
	SortNewest    Sort = "newest"
)

// Facet fields a query may ask counts for.
var FacetFields = []string{"site", "lang", "section"}

// DefaultSemanticRatio is the shipped weight of the semantic ranking in
// hybrid search. 0.3 is the largest ratio at which hybrid search lost no
// exact-title query to keyword search on the development query set
// (search/relevance) while already winning on paraphrases and questions;
// see README for the sweep. Meilisearch's own default is 0.5.
const DefaultSemanticRatio = 0.3

// RRFK is the rank constant of reciprocal rank fusion, as in Cormack et
// al. 2009 and in Elasticsearch's and Meilisearch's defaults.
const RRFK = 60

// Query is a search request.
type Query struct {
	Text string
	// Mode defaults to keyword; semantic and hybrid need Text and an
	// embedder.
	Mode Mode
	// SemanticRatio weighs the semantic ranking in hybrid mode, 0..1: 0 is
	// keyword only, 1 semantic only.
	SemanticRatio float64
	Site          string
	Lang          string
	Section       string
	Author        string    // one of the article's authors, case-insensitive
	From          time.Time // published on or after; zero for open
	To            time.Time // published before; zero for open
	// Facets names fields to count values of over all matches: site,
	// lang, section.
	Facets []string
	// Highlights asks for every highlighted fragment of title and body
	// in Hit.Highlights; the snippet is always there.
	Highlights bool
	// Sort defaults to relevance, or newest when Text is empty.
	Sort   Sort
	Limit  int
	Offset int
	// Cursor continues from the page a previous Result.Next ended; it
	// replaces Offset and must come with the same query.
	Cursor string
}

// Hit is one search result.
type Hit struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	URL       string    `json:"url"`
	Site      string    `json:"site"`
	Lang      string    `json:"lang,omitempty"`
	Section   string    `json:"section,omitempty"`
	Authors   []string  `json:"authors,omitempty"`
	Published time.Time `json:"published,omitzero"`
	// Snippet is HTML: escaped text with <mark> around matched words.
	Snippet string `json:"snippet"`
	// Highlights holds, when asked for, the highlighted title and body
	// fragments (HTML like Snippet), by field.
	Highlights map[string][]string `json:"highlights,omitempty"`
	// Score orders hits within one result: BM25 in keyword mode, cosine
	// in semantic mode, the fused RRF score in hybrid mode.
	Score float64 `json:"score"`
}

// FacetCount is one value of a facet field and its number of matches.
type FacetCount struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// Result is a page of hits and the total number of matches.
type Result struct {
	Hits  []Hit `json:"hits"`
	Total int   `json:"total"`
	// Facets counts values by field, most frequent first, when asked.
	Facets map[string][]FacetCount `json:"facets,omitempty"`
	// Next is the cursor of the following page; empty on the last page.
	Next string        `json:"next,omitempty"`
	Took time.Duration `json:"-"`
}

// Index is the contract every search backend implements.
type Index interface {
	// Upsert adds or replaces documents by id. Upserting a document whose
	// content hash and embedder are unchanged is a cheap no-op.
	Upsert(ctx context.Context, docs []Doc) error
	Delete(ctx context.Context, ids []string) error
	Search(ctx context.Context, q Query) (Result, error)
	Count(ctx context.Context) (int, error)
	Close() error
}

// Embedder turns text into vectors for semantic search. Its method set
// matches langchaingo's embeddings.Embedder, so its providers plug in.
type Embedder interface {
	EmbedDocuments(ctx context.Context, texts []string) ([][]float32, error)
	EmbedQuery(ctx context.Context, text string) ([]float32, error)
}

// NamedEmbedder is an Embedder that names itself (provider, model and
// version), so that stored vectors record where they came from and a
// change of embedder re-embeds.
type NamedEmbedder interface {
	Embedder
	ID() string
}

// Coverer is implemented by embedders that can tell which share of a
// text's words they know. Hybrid search scales the semantic ratio by it,
// so that an embedder shown words it was never trained on (another
// language, a new name) does not outvote the keywords.
type Coverer interface {
	Coverage(text string) float64
}

// HybridRatio is the semantic ratio a hybrid search of q uses with e.
func HybridRatio(e Embedder, q Query) float64 {
	if c, ok := e.(Coverer); ok {
		return q.SemanticRatio * c.Coverage(q.Text)
	}
	return q.SemanticRatio
}

// Normalize fills query defaults, decodes the cursor, and rejects what no
// backend can serve; the error says what to change.
func (q *Query) Normalize() error {
	q.Text = strings.TrimSpace(q.Text)
	if q.Site != "" {
		q.Site = SiteID(q.Site)
	}
	q.Lang = strings.ToLower(strings.TrimSpace(q.Lang))
	q.Section = strings.TrimSpace(q.Section)
	switch q.Mode {
	case "":
		q.Mode = ModeKeyword
	case ModeKeyword, ModeSemantic, ModeHybrid:
	default:
		return fmt.Errorf("%w: mode %q: want keyword, semantic or hybrid", ErrBadQuery, q.Mode)
	}
	if !(q.SemanticRatio >= 0 && q.SemanticRatio <= 1) { // NaN too
		return fmt.Errorf("%w: semantic_ratio %g: want a number from 0 (keyword only) to 1 (semantic only)", ErrBadQuery, q.SemanticRatio)
	}
	if q.Mode != ModeKeyword && q.Text == "" {
		return fmt.Errorf("%w: %s search needs query text; pass q or use mode=keyword to list by filters", ErrBadQuery, q.Mode)
	}
	switch q.Sort {
	case "":
		q.Sort = SortRelevance
		if q.Text == "" {
			q.Sort = SortNewest
		}
	case SortRelevance, SortNewest:
	default:
		return fmt.Errorf("%w: sort %q: want relevance or newest", ErrBadQuery, q.Sort)
	}
	for _, f := range q.Facets {
		if !slices.Contains(FacetFields, f) {
			return fmt.Errorf("%w: facet %q: want some of %s", ErrBadQuery, f, strings.Join(FacetFields, ", "))
		}
	}
	if q.Limit < 0 {
		return fmt.Errorf("%w: limit %d: want 1 to 100 hits (10 when not given)", ErrBadQuery, q.Limit)
	}
	if q.Limit == 0 {
		q.Limit = 10
	}
	if q.Limit > 100 {
		return fmt.Errorf("%w: limit must be at most 100", ErrBadQuery)
	}
	if q.Offset < 0 {
		return fmt.Errorf("%w: offset must not be negative", ErrBadQuery)
	}
	if q.Offset+q.Limit > MaxWindow {
		return fmt.Errorf("%w: offset+limit must be at most %d; narrow the query with filters instead", ErrBadQuery, MaxWindow)
	}
	if !q.From.IsZero() && !q.To.IsZero() && !q.From.Before(q.To) {
		return fmt.Errorf("%w: from must be before to", ErrBadQuery)
	}
	if q.Cursor != "" {
		off, err := decodeCursor(q.Cursor, q.fingerprint())
		if err != nil {
			return err
		}
		q.Offset = off
		q.Cursor = ""
	}
	return nil
}

// MaxWindow bounds offset+limit: deep pages cost every backend more, and
// past it a user should filter.
const MaxWindow = 1000

// NextCursor returns the cursor of the page after this one, or "" when
// the result has no more hits. Backends call it to fill Result.Next.
func (q Query) NextCursor(total, hits int) string {
	next := q.Offset + hits
	if hits == 0 || next >= total || next+q.Limit > MaxWindow {
		return ""
	}
	return encodeCursor(next, q.fingerprint())
}

// Wants reports whether facet field f was asked for.
func (q Query) Wants(f string) bool { return slices.Contains(q.Facets, f) }

// Match reports whether a document with these fields passes the query's
// filters; backends that filter outside their engine (vectors) use it so
// that every mode filters alike.
func (q Query) Match(site, lang, section string, authors []string, published time.Time) bool {
	if q.Site != "" && site != q.Site || q.Lang != "" && lang != q.Lang || q.Section != "" && !strings.EqualFold(section, q.Section) {
		return false
	}
	if q.Author != "" && !slices.ContainsFunc(authors, func(a string) bool { return strings.EqualFold(a, q.Author) }) {
		return false
	}
	if !q.From.IsZero() && (published.IsZero() || published.Before(q.From)) {
		return false
	}
	if !q.To.IsZero() && (published.IsZero() || !published.Before(q.To)) {
		return false
	}
	return true
}

// EmbedTexts are the two texts of d that get embedded: the title, and the
// lead with the start of the body. Their unit vectors are averaged
// (EmbedDocs), so the headline, which says what the article is about,
// weighs as much as the opening paragraphs it would otherwise drown in;
// averaging embedders blur over long texts anyway.
func EmbedTexts(d Doc) (title, content string) {
	const bodyWords = 120
	var b strings.Builder
	if d.Lead != "" {
		b.WriteString(d.Lead)
		b.WriteString("\n")
	}
	n := 0
	for w := range strings.FieldsSeq(d.Body) {
		if n == bodyWords {
			break
		}
		if n > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
		n++
	}
	return d.Title, b.String()
}

// EmbedDocs fills Vector and EmbedderID of the docs whose vector is
// missing or was made by another embedder, in one call to e.
func EmbedDocs(ctx context.Context, e NamedEmbedder, docs []Doc) error {
	if e == nil {
		return nil
	}
	id := e.ID()
	var texts []string
	var at []int
	for i, d := range docs {
		if len(d.Vector) == 0 || d.EmbedderID != id {
			title, content := EmbedTexts(d)
			texts = append(texts, title, content)
			at = append(at, i)
		}
	}
	if len(texts) == 0 {
		return nil
	}
	vecs, err := e.EmbedDocuments(ctx, texts)
	if err != nil {
		return fmt.Errorf("embed %d documents with %s: %w", len(at), id, err)
	}
	if len(vecs) != len(texts) {
		return fmt.Errorf("embed %d documents with %s: got %d vectors for %d texts", len(at), id, len(vecs), len(texts))
	}
	for k, i := range at {
		t, c := Unit(vecs[2*k]), Unit(vecs[2*k+1])
		if len(t) != len(c) {
			return fmt.Errorf("embed with %s: vectors of %d and %d dimensions", id, len(t), len(c))
		}
		sum := make([]float32, len(t))
		for j := range sum {
			sum[j] = t[j] + c[j]
		}
		docs[i].Vector = Unit(sum)
		docs[i].EmbedderID = id
	}
	return nil
}

// Prepare normalizes q (see Normalize) and embeds its text for the
// semantic side (see EmbedQuery): what every backend's Search does first.
func Prepare(ctx context.Context, e Embedder, q *Query) ([]float32, error) {
	if err := q.Normalize(); err != nil {
		return nil, err
	}
	return EmbedQuery(ctx, e, *q)
}

// Finish completes a backend's result of q begun at start: hits never
// nil, the next page's cursor, the time taken.
func (q Query) Finish(res Result, start time.Time) Result {
	if res.Hits == nil {
		res.Hits = []Hit{}
	}
	res.Next = q.NextCursor(res.Total, len(res.Hits))
	res.Took = time.Since(start)
	return res
}

// EmbedQuery embeds q's text for semantic and hybrid modes; nil for
// keyword mode, and for a text the embedder cannot represent.
func EmbedQuery(ctx context.Context, e Embedder, q Query) ([]float32, error) {
	if q.Mode == ModeKeyword {
		return nil, nil
	}
	if e == nil {
		return nil, fmt.Errorf("%w: %s search needs an embedder and none is configured; use mode=keyword", ErrBadQuery, q.Mode)
	}
	v, err := e.EmbedQuery(ctx, q.Text)
	if err != nil {
		return nil, fmt.Errorf("%w: embed query: %w", ErrEmbedder, err)
	}
	v = Unit(v)
	if isZero(v) {
		// The embedder knows no word of the query (a script or language it
		// was not trained on): the semantic side has nothing to say, and
		// ranking by a zero vector would be arbitrary.
		return nil, nil
	}
	return v, nil
}

func isZero(v []float32) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}
