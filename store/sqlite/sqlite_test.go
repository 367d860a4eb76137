package sqlite

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
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

// benchParallel runs page(s, i) with distinct i ≥ 1 from four goroutines
// per core, as crawl workers do, on a fresh store.
func benchParallel(b *testing.B, page func(s *Store, i int64) error) {
	s, err := Open(context.Background(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	var n atomic.Int64
	b.SetParallelism(4)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := page(s, n.Add(1)); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkPutRaw stores distinct 26 KB pages:
//
//	go test -run '^$' -bench PutRaw -benchmem ./store/sqlite/
func BenchmarkPutRaw(b *testing.B) {
	page := strings.Repeat("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n", 400)
	benchParallel(b, func(s *Store, i int64) error {
		body := []byte(strconv.FormatInt(i, 10) + page)
		sum := sha256.Sum256(body)
		return s.PutRaw(context.Background(), hex.EncodeToString(sum[:]), body)
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

// BenchmarkPageWrites is the store work of one crawled article page:
// read its page record, save the article, write the page record and
// take the URL off the frontier.
//
//	go test -run '^$' -bench PageWrites -benchmem ./store/sqlite/
func BenchmarkPageWrites(b *testing.B) {
	ctx := context.Background()
	body := strings.Repeat("The harbour authority said the barrier would be finished before winter. ", 40)
	benchParallel(b, func(s *Store, n int64) error {
		i := strconv.FormatInt(n, 10)
		u := "https://a.example/news/" + i
		if _, err := s.Page(ctx, u); !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("page record of a new page: %w", err)
		}
		a := extract.Article{ID: "id" + i, URL: u, Site: "a.example", Title: "Story " + i, Body: body, Extractor: "selectors/h/1/1"}
		if _, err := s.SaveArticle(ctx, a, false); err != nil {
			return err
		}
		if err := s.PutPage(ctx, store.Page{URL: u, Site: "a.example", Kind: store.KindArticle, ArticleID: a.ID}); err != nil {
			return err
		}
		return s.DoneFrontier(ctx, u)
	})
}
