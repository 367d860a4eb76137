package mongo

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestReleaseManyLiveClaims releases a run's live claims on more hosts
// than one bulk write of FerretDB 1.24 answers (see frontierBatch): the
// release must end them all, in batches, not hang on one bulk write.
// Its limit is no timing claim: alone it takes 10–40 s (1,400 claims,
// each under its ticket), and with every package's tests on two loaded
// cores it went past the minute it once had (twice in six runs).
func TestReleaseManyLiveClaims(t *testing.T) {
	s := openTest(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const n = 700
	items := make([]store.FrontierItem, n)
	for i := range items {
		host := fmt.Sprintf("h%d.example", i)
		items[i] = store.FrontierItem{URL: "https://" + host + "/1", Host: host}
	}
	if err := s.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, it := range items {
		if c, err := s.ClaimFrontier(ctx, it.URL, it.Host, now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
			t.Fatalf("claim %s = %+v, %v", it.URL, c, err)
		}
	}
	rctx, rcancel := context.WithTimeout(ctx, 150*time.Second)
	defer rcancel()
	start := time.Now()
	err := s.ReleaseClaims(rctx, now, now, nil)
	t.Logf("release of %d live claims: %v, %v", 2*n, time.Since(start), err)
	if err != nil {
		t.Fatalf("release of %d live claims: %v", 2*n, err)
	}
	left, err := s.claims.CountDocuments(ctx, map[string]any{"until": map[string]any{"$gt": now}})
	if err != nil || left != 0 {
		t.Errorf("%d claims live after the release, %v; want none", left, err)
	}
}
