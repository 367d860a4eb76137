// Package stored is an article as the remote engines (Meilisearch,
// Elasticsearch) store it, shared by their backends so that both index,
// filter and read back the same fields.
package stored

import (
	"context"
	"time"

	"github.com/bylinehq/byline/search"
)

// Doc is the stored form of a search.Doc. Published is in Unix seconds,
// a number both engines filter and sort on; authors are also stored
// lowercased (search.AuthorKeyField) for the case-blind author filter.
// EmbedderID records which embedder made the document's vector, so that
// a change of embedder can be found and re-embedded.
type Doc struct {
	ID          string   `json:"id"`
	URL         string   `json:"url"`
	Site        string   `json:"site"`
	Title       string   `json:"title"`
	Lead        string   `json:"lead,omitempty"`
	Body        string   `json:"body"`
	Authors     []string `json:"authors,omitempty"`
	AuthorKeys  []string `json:"author_kw,omitempty"`
	Section     string   `json:"section,omitempty"`
	Tags        []string `json:"tags,omitempty"`
	Lang        string   `json:"lang,omitempty"`
	Published   *int64   `json:"published,omitempty"`
	ContentHash string   `json:"content_hash"`
	EmbedderID  string   `json:"embedder_id,omitempty"`
}

// Fields the backends filter on besides search.Query.Terms.
const (
	PublishedField = "published"
	EmbedderField  = "embedder_id"
)

// FromDoc is d as stored.
func FromDoc(d search.Doc) Doc {
	s := Doc{ID: d.ID, URL: d.URL, Site: d.Site, Title: d.Title, Lead: d.Lead, Body: d.Body, Authors: d.Authors,
		Section: d.Section, Tags: d.Tags, Lang: d.Lang, ContentHash: d.ContentHash, EmbedderID: d.EmbedderID}
	for _, a := range d.Authors {
		s.AuthorKeys = append(s.AuthorKeys, search.AuthorKey(a))
	}
	if !d.Published.IsZero() {
		p := d.Published.Unix()
		s.Published = &p
	}
	return s
}

// Time is the publication time, zero when unknown.
func (s Doc) Time() time.Time {
	if s.Published == nil {
		return time.Time{}
	}
	return time.Unix(*s.Published, 0).UTC()
}

// Hit is the hit of s, without snippet, highlights and score.
func (s Doc) Hit() search.Hit {
	return search.Hit{ID: s.ID, Title: s.Title, URL: s.URL, Site: s.Site, Lang: s.Lang, Section: s.Section,
		Authors: s.Authors, Published: s.Time()}
}

// Candidate is s as a ranked candidate with score.
func (s Doc) Candidate(score float64) search.Candidate {
	return search.Candidate{ID: s.ID, Score: score, Site: s.Site, Lang: s.Lang, Section: s.Section, Published: s.Time()}
}

// CandidateFields are the stored fields Candidate reads; backends fetch
// only these for ranked lists.
var CandidateFields = []string{"id", "site", "lang", "section", PublishedField}

// StateFields are the stored fields Unchanged reads.
var StateFields = []string{"id", "content_hash", EmbedderField}

// Unchanged reports whether d need not be written again over the stored
// old: same content hash, and a vector from the index's embedder
// (embedderID, "" for an index without one).
func Unchanged(old Doc, d search.Doc, embedderID string) bool {
	return d.ContentHash != "" && old.ContentHash == d.ContentHash && (embedderID == "" || old.EmbedderID == embedderID)
}

// Pending returns the docs an upsert must write: those not Unchanged
// over the stored states (fetched by id with states), embedded with emb
// when they lack a vector from it. nil when there is nothing to write.
func Pending(ctx context.Context, docs []search.Doc, emb search.NamedEmbedder,
	states func(ctx context.Context, ids []string) (map[string]Doc, error)) ([]search.Doc, error) {
	if len(docs) == 0 {
		return nil, nil
	}
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	old, err := states(ctx, ids)
	if err != nil {
		return nil, err
	}
	embID := ""
	if emb != nil {
		embID = emb.ID()
	}
	var todo []search.Doc
	for _, d := range docs {
		if o, ok := old[d.ID]; !ok || !Unchanged(o, d, embID) {
			todo = append(todo, d)
		}
	}
	if err := search.EmbedDocs(ctx, emb, todo); err != nil {
		return nil, err
	}
	return todo, nil
}

// StopWords are dropped from the text fields by both engines, as Bleve
// drops them: they match nearly every article and would be highlighted
// everywhere. The list is Lucene's English one, which Elasticsearch
// calls _english_.
var StopWords = []string{"a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it",
	"no", "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to",
	"was", "will", "with"}
