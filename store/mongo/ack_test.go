package mongo

import (
	"context"
	"fmt"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
)

// ackArticle is a small article of site a.example.
func ackArticle(id, body string) extract.Article {
	return extract.Article{ID: id, URL: "https://a.example/" + id, Site: "a.example", Title: "T " + id, Body: body, Lang: "en", Extractor: "selectors/1/1"}
}

// outboxByArticle reads the outbox, keyed by article.
func outboxByArticle(t *testing.T, s *Store) map[string]store.OutboxEntry {
	t.Helper()
	es, err := s.Outbox(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]store.OutboxEntry{}
	for _, e := range es {
		m[e.ArticleID] = e
	}
	return m
}

// TestAckKeepsRequeuedEntries: entries changed after the read stay queued.
func TestAckKeepsRequeuedEntries(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	for _, id := range []string{"live", "del", "resave", "gone"} {
		if _, err := s.SaveArticle(ctx, ackArticle(id, "one"), false); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.DeleteArticle(ctx, "resave"); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteArticle(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	read, err := s.Outbox(ctx, 0)
	if err != nil || len(read) != 4 {
		t.Fatalf("outbox %v %v", read, err)
	}
	// After the read: live changed, del deleted, resave saved again.
	if _, err := s.SaveArticle(ctx, ackArticle("live", "two"), false); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteArticle(ctx, "del"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveArticle(ctx, ackArticle("resave", "two"), false); err != nil {
		t.Fatal(err)
	}
	if err := s.AckOutbox(ctx, read[len(read)-1].Seq); err != nil {
		t.Fatal(err)
	}
	got := outboxByArticle(t, s)
	if e, ok := got["live"]; !ok || e.Delete {
		t.Errorf("live: %+v %v, want a queued upsert", e, ok)
	}
	if e, ok := got["del"]; !ok || !e.Delete {
		t.Errorf("del: %+v %v, want a queued delete", e, ok)
	}
	if e, ok := got["resave"]; !ok || e.Delete {
		t.Errorf("resave: %+v %v, want a queued upsert", e, ok)
	}
	if _, ok := got["gone"]; ok || len(got) != 3 {
		t.Errorf("outbox = %+v, want live, del, resave", got)
	}
	if a, err := s.Article(ctx, "resave"); err != nil || a.Body != "two" {
		t.Errorf("resave = %+v, %v", a, err)
	}
	if _, err := s.Article(ctx, "gone"); err == nil {
		t.Errorf("gone still there")
	}
}

// TestAckMoreThanOneBatch: more entries than one ack names.
func TestAckMoreThanOneBatch(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	n := ackBatch + 37
	for i := range n {
		if _, err := s.SaveArticle(ctx, ackArticle(fmt.Sprintf("a%04d", i), "one"), false); err != nil {
			t.Fatal(err)
		}
	}
	read, err := s.Outbox(ctx, 0)
	if err != nil || len(read) != n {
		t.Fatalf("outbox %d %v", len(read), err)
	}
	m, err := s.Articles(ctx, []string{"a0000", "a0000", fmt.Sprintf("a%04d", n-1), "nope"})
	if err != nil || len(m) != 2 {
		t.Fatalf("Articles = %d %v", len(m), err)
	}
	if err := s.AckOutbox(ctx, read[len(read)-1].Seq); err != nil {
		t.Fatal(err)
	}
	if got := outboxByArticle(t, s); len(got) != 0 {
		t.Errorf("%d entries left", len(got))
	}
}
