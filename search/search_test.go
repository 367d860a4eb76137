package search

import (
	"context"
	"errors"
	"testing"
)

type downEmbedder struct{}

func (downEmbedder) EmbedDocuments(context.Context, []string) ([][]float32, error) {
	return nil, errors.New("connection refused")
}

func (downEmbedder) EmbedQuery(context.Context, string) ([]float32, error) {
	return nil, errors.New("connection refused")
}

// TestEmbedderFailureIsNamed: a query the embedder failed on is
// ErrEmbedder, so that callers tell it from a broken index.
func TestEmbedderFailureIsNamed(t *testing.T) {
	for _, mode := range []Mode{ModeSemantic, ModeHybrid} {
		q := Query{Text: "flood barrier", Mode: mode}
		if _, err := Prepare(context.Background(), downEmbedder{}, &q); !errors.Is(err, ErrEmbedder) {
			t.Errorf("%s: err = %v, want ErrEmbedder", mode, err)
		}
	}
}
