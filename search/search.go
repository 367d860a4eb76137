// Package search is Byline's index and search contract. Backends live in
// subpackages (bleve embedded; elastic and meili for production) and all
// pass searchtest.
package search

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrBadQuery is returned for queries a backend cannot run; the message
// says what to change.
var ErrBadQuery = errors.New("bad query")

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
}

// Query is a search request.
type Query struct {
	Text   string
	Site   string
	Lang   string
	From   time.Time // published on or after; zero for open
	To     time.Time // published before; zero for open
	Limit  int
	Offset int
}

// Hit is one search result.
type Hit struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	URL       string    `json:"url"`
	Site      string    `json:"site"`
	Lang      string    `json:"lang,omitempty"`
	Published time.Time `json:"published,omitzero"`
	Snippet   string    `json:"snippet"`
	Score     float64   `json:"score"`
}

// Result is a page of hits and the total number of matches.
type Result struct {
	Hits  []Hit         `json:"hits"`
	Total int           `json:"total"`
	Took  time.Duration `json:"-"`
}

// Index is the contract every search backend implements.
type Index interface {
	// Upsert adds or replaces documents by id. Upserting a document whose
	// content hash is unchanged is allowed and cheap.
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

// Normalize fills query defaults and rejects what no backend can serve.
func (q *Query) Normalize() error {
	if q.Limit <= 0 {
		q.Limit = 10
	}
	if q.Limit > 100 {
		return fmt.Errorf("%w: limit must be at most 100", ErrBadQuery)
	}
	if q.Offset < 0 {
		return fmt.Errorf("%w: offset must not be negative", ErrBadQuery)
	}
	if !q.From.IsZero() && !q.To.IsZero() && !q.From.Before(q.To) {
		return fmt.Errorf("%w: from must be before to", ErrBadQuery)
	}
	return nil
}
