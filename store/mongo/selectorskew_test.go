package mongo

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/selectors"
)

// TestSelectorRollbackAfterPutClockBehind: an operator's process whose
// clock runs 0.9 s behind (within store.ClockSlack, so its lead is taken
// for none) rolls a site back to v1 after, not beside, a crawl's put of
// v2 has returned. The rollback, the later write, must leave v1 active,
// as it did before activations were stamped; stamped on the writers'
// clocks, v2 (stamped later on a clock ahead) stays the active set.
func TestSelectorRollbackAfterPutClockBehind(t *testing.T) {
	crawl, operator := openTwo(t)
	operator.now = func() time.Time { return time.Now().Add(-900 * time.Millisecond) }
	ctx := context.Background()
	const site = "skew.example"
	for _, title := range []string{"//h1", "//h2"} {
		if _, err := crawl.PutSelectorSet(ctx, selectors.Set{Site: site, Fields: map[string][]string{"title": {title}}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := operator.SetSelectorStatus(ctx, site, 1, selectors.StatusActive); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Store{crawl, operator} {
		set, err := s.SelectorSet(ctx, site)
		if err != nil || set.Version != 1 {
			t.Errorf("active set after a rollback to v1 made after v2's put returned: v%d, %v; want v1", set.Version, err)
		}
	}
	sets, _ := crawl.SelectorSets(ctx, site)
	for _, s := range sets {
		t.Logf("v%d %s", s.Version, s.Status)
	}
}
