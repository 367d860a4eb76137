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
		idx, err := OpenMemory()
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

func TestConformanceDisk(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Index {
		idx, err := Open(filepath.Join(t.TempDir(), "index.bleve"), 0)
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

func TestSecondOpenIsLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "index.bleve")
	a, err := Open(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if _, err := Open(path, 50*time.Millisecond); !errors.Is(err, ErrLocked) {
		t.Fatalf("second open: err = %v, want ErrLocked", err)
	}
}
