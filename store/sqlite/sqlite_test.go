package sqlite

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := Open(context.Background(), t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

func TestReopenKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveArticle(ctx, extract.Article{ID: "x", URL: "https://a.example/x", Title: "T"}, false); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n, err := s.CountArticles(ctx); err != nil || n != 1 {
		t.Fatalf("after reopen: %d articles, %v", n, err)
	}
}

// BenchmarkPutRaw stores distinct 26 KB pages from four goroutines per
// core, as crawl workers do:
//
//	go test -run '^$' -bench PutRaw -benchmem ./store/sqlite/
func BenchmarkPutRaw(b *testing.B) {
	s, err := Open(context.Background(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	page := strings.Repeat("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n", 400)
	var n atomic.Int64
	b.SetParallelism(4)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			body := []byte(strconv.FormatInt(n.Add(1), 10) + page)
			sum := sha256.Sum256(body)
			if err := s.PutRaw(context.Background(), hex.EncodeToString(sum[:]), body); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// TestRawLostInCrash checks the raw files PutRaw does not sync: one that
// a crash left empty or cut short reads as missing, and storing the page
// again repairs it.
func TestRawLostInCrash(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	body := []byte("<html><body>" + strings.Repeat("Hà Nội ", 500) + "</body></html>")
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	path, _ := s.rawPath(hash)
	for name, damage := range map[string]func([]byte) []byte{
		"empty": func([]byte) []byte { return nil },
		"cut":   func(b []byte) []byte { return b[:len(b)/2] },
	} {
		t.Run(name, func(t *testing.T) {
			if err := s.PutRaw(ctx, hash, body); err != nil {
				t.Fatal(err)
			}
			full, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, damage(full), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Raw(ctx, hash); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("Raw of a damaged file: err = %v, want ErrNotFound", err)
			}
			if name == "empty" {
				if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
					t.Errorf("HasRaw of an empty file = %v, %v", ok, err)
				}
				if err := s.PutRaw(ctx, hash, body); err != nil {
					t.Fatal(err)
				}
				if got, err := s.Raw(ctx, hash); err != nil || string(got) != string(body) {
					t.Errorf("after PutRaw again: %d bytes, %v", len(got), err)
				}
			}
			os.Remove(path)
		})
	}
}
