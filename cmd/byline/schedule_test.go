package main

import (
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestScheduleWait checks that serve starts the next run at once after
// a run that left URLs for it (it reached BYLINE_CRAWL_MAX_RUN), and
// otherwise sleeps until the next site is due, between 1s and 30s.
func TestScheduleWait(t *testing.T) {
	now := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
	left := store.Run{ID: "r", Summary: store.Summary{Skipped: map[string]int{"next_run": 12}}}
	done := store.Run{ID: "r", Summary: store.Summary{Skipped: map[string]int{"seen": 3}}}
	due := func(d time.Duration) []store.Site {
		return []store.Site{{ID: "a", NextDue: now.Add(d)}, {ID: "b", NextDue: now.Add(time.Hour)}}
	}
	for _, tc := range []struct {
		name  string
		run   store.Run
		err   error
		sites []store.Site
		want  time.Duration
	}{
		{"urls left for the next run", left, nil, due(10 * time.Minute), 0},
		{"a site due in 10s", done, nil, due(10 * time.Second), 10 * time.Second},
		{"a site overdue", done, nil, due(-time.Minute), time.Second},
		{"no site due soon", done, nil, due(10 * time.Minute), 30 * time.Second},
		{"a failed run", left, errors.New("store down"), nil, 30 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := scheduleWait(tc.run, tc.err, tc.sites, now); got != tc.want {
				t.Errorf("scheduleWait = %v, want %v", got, tc.want)
			}
		})
	}
}
