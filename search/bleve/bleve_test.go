package bleve

import (
	"errors"
	"path/filepath"
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
