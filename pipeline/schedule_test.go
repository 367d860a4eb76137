package pipeline

import (
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestNextDueSpreadsSites checks that a site is due its interval after
// its crawl plus up to the jitter's share of it, and that sites
// scheduled together are spread over that window.
func TestNextDueSpreadsSites(t *testing.T) {
	from := time.Date(2026, 11, 26, 12, 0, 0, 0, time.FixedZone("CET", 3600))
	every := 15 * time.Minute
	seen := map[time.Time]bool{}
	for range 50 {
		due := NextDue(from, every, 0.1)
		if due.Before(from.Add(every)) || due.After(from.Add(every+every/10)) {
			t.Fatalf("due %v, want within %v of %v", due, every/10, from.Add(every))
		}
		if due.Location() != time.UTC {
			t.Fatalf("due in %v, want UTC as the store keeps it", due.Location())
		}
		seen[due] = true
	}
	if len(seen) < 40 {
		t.Errorf("50 sites got %d due times: the jitter does not spread them", len(seen))
	}
	if due := NextDue(from, every, 0); !due.Equal(from.Add(every)) {
		t.Errorf("no jitter: due %v, want %v", due, from.Add(every))
	}
}

// TestRecheckDue checks how often an article linked on every 15-minute
// run of a site is asked again: on each run in its first hour, then less
// often as it ages, and not at all once it is a day old.
func TestRecheckDue(t *testing.T) {
	first := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	pg := store.Page{FirstSeen: first, FetchedAt: first}
	var asked []int // minutes after first seen
	for run := 1; run <= 4*48; run++ {
		now := first.Add(time.Duration(run) * 15 * time.Minute)
		if recheckDue(pg, now, 24*time.Hour) {
			asked = append(asked, run*15)
			pg.FetchedAt = now
		}
	}
	for i, m := range []int{15, 30, 45, 60} {
		if i >= len(asked) || asked[i] != m {
			t.Fatalf("first hour: asked at %v min, want every run (15, 30, 45, 60)", asked)
		}
	}
	if n := len(asked); n < 10 || n > 20 {
		t.Errorf("asked %d times in the first day (at %v min), want 10 to 20, not one per run (96)", n, asked)
	}
	if last := asked[len(asked)-1]; last >= 24*60 {
		t.Errorf("asked %d min after first seen, past the 24 h recheck window", last)
	}
	for i := 1; i < len(asked); i++ {
		gap, age := asked[i]-asked[i-1], asked[i]
		if gap > age/4+15 {
			t.Errorf("asked at %d min after a gap of %d min, want at most a quarter of its age and one run", age, gap)
		}
	}
}

// TestListingDue checks the wait of a listing found unchanged n times in
// a row: one interval, then doubling up to a day, with a tenth of the
// interval's slack for a run that starts early.
func TestListingDue(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	every := 15 * time.Minute
	for _, c := range []struct {
		unchanged int
		ago       time.Duration
		every     time.Duration
		want      bool
	}{
		{0, 0, every, true},                // changed when last read: every cycle
		{1, 14 * time.Minute, every, true}, // the next cycle, started early
		{1, 10 * time.Minute, every, false},
		{2, 20 * time.Minute, every, false},
		{2, 30 * time.Minute, every, true},
		{3, 50 * time.Minute, every, false},
		{3, time.Hour, every, true},
		{30, 23 * time.Hour, every, false}, // capped at a day, no overflow
		{30, 24 * time.Hour, every, true},
		{5, 0, 0, true}, // a site with no interval
	} {
		pg := store.Page{SameLinks: c.unchanged, FetchedAt: now.Add(-c.ago)}
		if got := listingDue(pg, now, c.every); got != c.want {
			t.Errorf("unchanged %d times, fetched %v ago, every %v: due %v, want %v", c.unchanged, c.ago, c.every, got, c.want)
		}
	}
	// A listing read minutes into its cycle waits from the cycle's start:
	// the cycle due one interval after it reads it again.
	for _, c := range []struct {
		unchanged  int
		cycle, ago time.Duration
		want       bool
	}{
		{1, 15 * time.Minute, 10 * time.Minute, true},
		{1, 10 * time.Minute, 5 * time.Minute, false},
		{2, 30 * time.Minute, 25 * time.Minute, true},
		{2, 15 * time.Minute, 10 * time.Minute, false},
	} {
		pg := store.Page{SameLinks: c.unchanged, FetchedAt: now.Add(-c.ago), CycleStart: now.Add(-c.cycle)}
		if got := listingDue(pg, now, every); got != c.want {
			t.Errorf("unchanged %d times, fetched %v ago in a cycle begun %v ago: due %v, want %v", c.unchanged, c.ago, c.cycle, got, c.want)
		}
	}
}
