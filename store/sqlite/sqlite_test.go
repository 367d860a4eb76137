package sqlite

import (
	"context"
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
