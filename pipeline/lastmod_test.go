package pipeline

import (
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
)

// TestLastmodsTrusted checks which sitemaps' <lastmod> times are taken
// as the times their pages changed: not a generation time written on
// most entries, while a day shared by a day's new entries says nothing
// either way; and that an entry's time more than an hour ahead is none.
func TestLastmodsTrusted(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	entries := func(times ...time.Time) []crawl.SitemapEntry {
		var out []crawl.SitemapEntry
		for _, tm := range times {
			out = append(out, crawl.SitemapEntry{URL: "https://n.example/a", LastMod: tm})
		}
		return out
	}
	at := func(d int) time.Time { return now.AddDate(0, 0, -d).Add(-90 * time.Minute) }
	day := func(d int) time.Time { return time.Date(2026, 11, 26-d, 0, 0, 0, 0, time.UTC) }
	for _, tc := range []struct {
		name string
		urls []crawl.SitemapEntry
		want bool
	}{
		{"each page its own time", entries(at(1), at(2), at(3), at(4)), true},
		{"none given", entries(time.Time{}, time.Time{}, time.Time{}), true},
		{"the generation time on most entries", entries(at(0), at(0), at(0), at(3)), false},
		{"today's entries share their day", entries(day(0), day(0), day(0), day(3)), true},
	} {
		if got := lastmodsTrusted(tc.urls); got != tc.want {
			t.Errorf("%s: trusted = %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		name     string
		lastmod  time.Time
		modified bool
	}{
		{"in the past", at(1), true},
		{"a clock minutes ahead", now.Add(5 * time.Minute), true},
		{"local time written as UTC, hours ahead", now.Add(9 * time.Hour), false},
	} {
		if got := lastmodOf(crawl.SitemapEntry{LastMod: tc.lastmod}, now); got.IsZero() == tc.modified {
			t.Errorf("%s: lastmod %v read as %v", tc.name, tc.lastmod, got)
		}
	}
}
