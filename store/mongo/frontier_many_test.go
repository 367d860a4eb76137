package mongo

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestPushFrontierRaisesManyQueued pushes again, at a better priority,
// more queued URLs than one bulk write of FerretDB 1.24 answers (it
// stopped answering one of 600 operations for good in
// TestAckManyEntries): every URL must end at the better priority.
func TestPushFrontierRaisesManyQueued(t *testing.T) {
	s := openTest(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const n = 700
	items := make([]store.FrontierItem, n)
	for i := range items {
		items[i] = store.FrontierItem{URL: fmt.Sprintf("https://a.example/p/%d", i), Site: "a.example", Host: "a.example", Priority: 50}
	}
	if err := s.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	for i := range items {
		items[i].Priority = 10
	}
	if err := s.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	got, err := s.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n {
		t.Fatalf("popped %d items, want %d", len(got), n)
	}
	for _, it := range got {
		if it.Priority != 10 {
			t.Fatalf("%s: priority %d, want 10", it.URL, it.Priority)
		}
	}
}
