package pipeline

import (
	"testing"
	"time"
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
