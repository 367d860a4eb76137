package pipeline

import (
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
)

// TestLastmodsTrusted checks which sitemaps' <lastmod> times are taken
// as the times their pages changed: not a generation time written on
// every entry, and not times a day ahead.
func TestLastmodsTrusted(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	entries := func(times ...time.Time) []crawl.SitemapEntry {
		var out []crawl.SitemapEntry
		for _, tm := range times {
			out = append(out, crawl.SitemapEntry{URL: "https://n.example/a", LastMod: tm})
		}
		return out
	}
	day := func(d int) time.Time { return now.AddDate(0, 0, -d) }
	for _, tc := range []struct {
		name string
		urls []crawl.SitemapEntry
		want bool
	}{
		{"each page its own time", entries(day(1), day(2), day(3), day(4)), true},
		{"none given", entries(time.Time{}, time.Time{}, time.Time{}), true},
		{"the generation time on every entry", entries(day(0), day(0), day(0), day(3)), false},
		{"a day ahead", entries(day(1), now.Add(24*time.Hour)), false},
		{"a clock minutes ahead", entries(day(1), now.Add(5*time.Minute)), true},
	} {
		if got := lastmodsTrusted(tc.urls, now); got != tc.want {
			t.Errorf("%s: trusted = %v, want %v", tc.name, got, tc.want)
		}
	}
}
