package mongo

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestClaimRoundTrips counts the commands a URL of a shared frontier
// costs on MongoDB, from its claim to its end, for a host with many
// URLs, the common case of a crawl: six (the host's claim read and
// renewed, the URL's inserted, its item read; the item and the claim
// removed), seven before the host's claim was read first.
func TestClaimRoundTrips(t *testing.T) {
	s, n := openCounted(t)
	ctx := context.Background()
	const urls = 20
	var items []store.FrontierItem
	for i := range urls {
		items = append(items, store.FrontierItem{URL: fmt.Sprintf("https://a.example/%d", i), Host: "a.example"})
	}
	if err := s.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	n.Store(0)
	for i, it := range items {
		c, err := s.ClaimFrontier(ctx, it.URL, it.Host, now.Add(time.Duration(i)*time.Second), time.Minute)
		if err != nil || c.State != store.ClaimOK {
			t.Fatalf("claim %s = %+v, %v", it.URL, c, err)
		}
		if err := s.DoneFrontier(ctx, it.URL); err != nil {
			t.Fatal(err)
		}
	}
	per := float64(n.Load()) / urls
	t.Logf("%.2f commands a URL (claim and done)", per)
	if per > 6 {
		t.Errorf("%.2f commands a URL from its claim to its end, want 6 at most", per)
	}
}
