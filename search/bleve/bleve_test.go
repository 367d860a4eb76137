package bleve

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/searchtest"
)

func TestConformanceMemory(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Index {
		idx, err := OpenMemory(Options{Embedder: searchtest.Embedder(t)})
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

func TestConformanceDisk(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Index {
		idx, err := Open(filepath.Join(t.TempDir(), "index.bleve"), Options{Embedder: searchtest.Embedder(t)})
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

// TestConformanceHNSW runs the suite with the HNSW graph from the first
// vector on.
func TestConformanceHNSW(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Index {
		idx, err := OpenMemory(Options{Embedder: searchtest.Embedder(t), HNSWThreshold: 1})
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

func TestSecondOpenIsLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "index.bleve")
	a, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if _, err := Open(path, Options{LockWait: 50 * time.Millisecond}); !errors.Is(err, ErrLocked) {
		t.Fatalf("second open: err = %v, want ErrLocked", err)
	}
}

// TestSearchWhileIndexing runs searches of every mode while batches are
// upserted and deleted (go test -race checks the locking); every search
// succeeds, and at the end the index holds what was written last.
func TestSearchWhileIndexing(t *testing.T) {
	idx, err := OpenMemory(Options{Embedder: searchtest.Embedder(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	ctx := context.Background()
	doc := func(i, version int) search.Doc {
		return search.Doc{ID: fmt.Sprintf("d%03d", i), Site: "a.example", Lang: "en",
			Title: fmt.Sprintf("Harbour report %d", i), Body: fmt.Sprintf("Boats in the harbour, version %d.", version),
			ContentHash: fmt.Sprintf("%d-%d", i, version)}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	for _, mode := range []search.Mode{search.ModeKeyword, search.ModeSemantic, search.ModeHybrid} {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				if _, err := idx.Search(ctx, search.Query{Text: "harbour boats", Mode: mode, Limit: 5, Highlights: true}); err != nil {
					t.Errorf("%s search: %v", mode, err)
					return
				}
			}
		})
	}
	for version := range 5 {
		batch := make([]search.Doc, 50)
		for i := range batch {
			batch[i] = doc(i, version)
		}
		if err := idx.Upsert(ctx, batch); err != nil {
			t.Fatal(err)
		}
		if err := idx.Delete(ctx, []string{fmt.Sprintf("d%03d", version)}); err != nil {
			t.Fatal(err)
		}
	}
	close(done)
	wg.Wait()
	if n, err := idx.Count(ctx); err != nil || n != 49 {
		t.Fatalf("count = %d, %v; want 49 (50 upserted, the last delete kept)", n, err)
	}
}
