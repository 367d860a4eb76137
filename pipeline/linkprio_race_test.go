package pipeline

import (
	"context"
	"sync"
	"testing"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// slowPush holds the first store write of a push that queues url until
// release is closed, as a slow store (MongoDB, a busy SQLite) does.
type slowPush struct {
	*sqlite.Store
	url              string
	entered, release chan struct{}
	once             sync.Once
}

func (s *slowPush) PushFrontier(ctx context.Context, items []store.FrontierItem) error {
	for _, it := range items {
		if it.URL == s.url {
			s.once.Do(func() { close(s.entered); <-s.release })
		}
	}
	return s.Store.PushFrontier(ctx, items)
}

// TestLinkMetAgainWhileItsPushIsWritten checks that a seed page's link
// to a URL that a deeper page's links are queuing at that moment (its
// store write not done) still moves the URL up: the worker reading the
// seed page finds the link met in the run, and the URL not yet queued.
func TestLinkMetAgainWhileItsPushIsWritten(t *testing.T) {
	const site = "a.example"
	const deep, fresh = "http://a.example/old-section", "http://a.example/story"
	ctx := context.Background()
	st, p, r := storyRun(t, site, nil)
	slow := &slowPush{Store: st, url: fresh, entered: make(chan struct{}), release: make(chan struct{})}
	r.frontier = crawl.NewFrontier(slow, 0, 1)
	r.frontier.SetStronger(strongerHint)
	r.visited, r.tooDeep, r.policied = map[string]bool{}, map[string]bool{}, map[string]bool{}
	p.cfg.MaxDepth, p.cfg.MaxPages = 4, 100

	done := make(chan struct{})
	go func() {
		defer close(done)
		p.consider(ctx, r, store.FrontierItem{URL: deep, Site: site, Host: site, Depth: 1},
			[]discovered{{url: fresh, prio: prioNew}})
	}()
	<-slow.entered
	seed := store.FrontierItem{URL: "http://a.example/", Site: site, Host: site, Hint: hintSeed}
	p.consider(ctx, r, seed, []discovered{{url: fresh, prio: prioNew}})
	close(slow.release)
	<-done

	stored, err := st.Frontier(ctx)
	if err != nil || len(stored) != 1 || stored[0].Priority != prioFresh {
		t.Errorf("stored frontier = %+v, %v; want %s at priority %d", stored, err, fresh, prioFresh)
	}
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != fresh || it.Priority != prioFresh {
		t.Errorf("Next = %+v, %v, %v; want %s at priority %d", it, ok, err, fresh, prioFresh)
	}
}
