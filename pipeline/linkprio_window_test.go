package pipeline

import (
	"context"
	"sync"
	"testing"

	"github.com/bylinehq/byline/store"
)

// slowPage holds the store's read of url's page record until release is
// closed, as a busy store does.
type slowPage struct {
	Store
	url              string
	entered, release chan struct{}
	once             sync.Once
}

func (s *slowPage) Page(ctx context.Context, u string) (store.Page, error) {
	if u == s.url {
		s.once.Do(func() { close(s.entered); <-s.release })
	}
	return s.Store.Page(ctx, u)
}

// TestLinkMetAgainWhileItsPageIsConsidered checks that a seed page's
// link to a URL that a deeper page's links met first, and that the
// deeper page's worker has not pushed yet (it still looks at its other
// links in the store), moves the URL up all the same: the URL is marked
// met in the run before it is queued or being written.
func TestLinkMetAgainWhileItsPageIsConsidered(t *testing.T) {
	const site = "a.example"
	const deep, fresh, known = "http://a.example/old-section", "http://a.example/story", "http://a.example/known"
	ctx := context.Background()
	st, p, r := storyRun(t, site, nil)
	slow := &slowPage{Store: st, url: known, entered: make(chan struct{}), release: make(chan struct{})}
	p.db = slow
	p.seen.Add(known)
	r.visited, r.tooDeep, r.policied = map[string]bool{}, map[string]bool{}, map[string]bool{}
	p.cfg.MaxDepth, p.cfg.MaxPages = 4, 100

	done := make(chan struct{})
	go func() {
		defer close(done)
		p.consider(ctx, r, store.FrontierItem{URL: deep, Site: site, Host: site, Depth: 1},
			[]discovered{{url: fresh, prio: prioNew}, {url: known, prio: prioNew}})
	}()
	<-slow.entered
	seed := store.FrontierItem{URL: "http://a.example/", Site: site, Host: site, Hint: hintSeed}
	p.consider(ctx, r, seed, []discovered{{url: fresh, prio: prioNew}})
	close(slow.release)
	<-done

	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != fresh || it.Priority != prioFresh {
		t.Errorf("Next = %+v, %v, %v; want %s at priority %d", it, ok, err, fresh, prioFresh)
	}
	stored, err := st.Frontier(ctx)
	for _, s := range stored {
		if s.URL == fresh && s.Priority != prioFresh {
			t.Errorf("stored %s at priority %d, want %d", fresh, s.Priority, prioFresh)
		}
	}
}
