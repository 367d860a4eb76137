package crawl

import (
	"context"
	"fmt"
	"net/netip"
	"testing"
	"time"
)

// TestDNSCacheIsBounded checks that the address guard's DNS cache keeps
// an answer for its ttl and no longer, and at most its size of hosts: a
// crawl meets new hosts without end.
func TestDNSCacheIsBounded(t *testing.T) {
	asked := map[string]int{}
	resolve := func(_ context.Context, _, host string) ([]netip.Addr, error) {
		asked[host]++
		return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
	}
	d := newDialer(false, nil, 3, resolve)
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	d.now = func() time.Time { return now }
	ctx := context.Background()
	look := func(host string) {
		t.Helper()
		if _, err := d.lookup(ctx, host); err != nil {
			t.Fatal(err)
		}
	}
	look("a.example")
	look("a.example")
	if asked["a.example"] != 1 {
		t.Fatalf("a.example resolved %d times within the ttl, want 1", asked["a.example"])
	}
	now = now.Add(d.ttl)
	look("a.example")
	if asked["a.example"] != 2 {
		t.Fatalf("a.example resolved %d times after the ttl, want 2", asked["a.example"])
	}
	for i := range 10 {
		look(fmt.Sprintf("h%d.example", i))
	}
	if n := d.cache.Len(); n > 3 {
		t.Errorf("the cache holds %d hosts, want at most 3", n)
	}
	look("a.example") // the least recently used: gone
	if asked["a.example"] != 3 {
		t.Errorf("a.example resolved %d times after 10 other hosts, want 3", asked["a.example"])
	}
	look("h9.example") // among the latest: kept
	if asked["h9.example"] != 1 {
		t.Errorf("h9.example resolved %d times, want 1", asked["h9.example"])
	}
}
