package pipeline

import (
	"context"
	"testing"

	"github.com/bylinehq/byline/store"
)

// TestLinkMetAgainTakesBetterPriority checks that a link met first on a
// deeper page, then on a seed page in the same run, takes the seed
// page's better priority, in the store too, and goes before the deeper
// page's other links; and that a URL fetched in the run is not queued
// again by a seed page's link to it.
func TestLinkMetAgainTakesBetterPriority(t *testing.T) {
	const site = "a.example"
	const deep, fresh, other, fetched = "http://a.example/old-section", "http://a.example/story", "http://a.example/archive", "http://a.example/done"
	ctx := context.Background()
	st, p, r := storyRun(t, site, nil)
	r.visited, r.tooDeep, r.policied = map[string]bool{}, map[string]bool{}, map[string]bool{}
	p.cfg.MaxDepth, p.cfg.MaxPages = 4, 100

	p.consider(ctx, r, store.FrontierItem{URL: deep, Site: site, Host: site, Depth: 1},
		[]discovered{{url: other, prio: prioNew}, {url: fresh, prio: prioNew}, {url: fetched, prio: prioNew}})
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != other {
		t.Fatalf("Next = %+v, %v, %v; want %s, queued first", it, ok, err, other)
	}
	r.frontier.PutBack(it)
	// One of them is fetched and done in this run.
	for {
		it, ok, err := r.frontier.Next(ctx)
		if err != nil || !ok {
			t.Fatalf("Next: %v, %v; %s not handed out", ok, err, fetched)
		}
		if it.URL != fetched {
			r.frontier.PutBack(it)
			continue
		}
		p.seen.Add(fetched)
		if err := r.frontier.Done(ctx, it); err != nil {
			t.Fatal(err)
		}
		break
	}

	seed := store.FrontierItem{URL: "http://a.example/", Site: site, Host: site, Hint: hintSeed}
	p.consider(ctx, r, seed, []discovered{{url: fresh, prio: prioNew}, {url: fetched, prio: prioNew}})

	stored, err := st.Frontier(ctx)
	if err != nil || len(stored) != 2 || stored[0].URL != fresh || stored[0].Priority != prioFresh {
		t.Fatalf("stored frontier = %+v, %v; want %s first, at priority %d", stored, err, fresh, prioFresh)
	}
	it, ok, err = r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != fresh || it.Priority != prioFresh {
		t.Errorf("Next = %+v, %v, %v; want %s at priority %d", it, ok, err, fresh, prioFresh)
	}
	if r.frontier.Queued(fetched) {
		t.Errorf("%s, fetched in the run, queued again", fetched)
	}
}
