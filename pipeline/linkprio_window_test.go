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
	seed := store.FrontierItem{URL: "http://a.example/", Site: "a.example", Host: "a.example", Hint: hintSeed}
	metWhileConsidered(t, seed, discovered{url: "http://a.example/story", prio: prioNew}, true)
}

// TestStoryNamedWhileItsPageIsConsidered checks the same window for a
// feed's item: a feed naming as a story, at a better priority, a URL a
// deeper page met first and has not pushed yet moves the URL up too.
func TestStoryNamedWhileItsPageIsConsidered(t *testing.T) {
	feed := store.FrontierItem{URL: "http://a.example/feed.xml", Site: "a.example", Host: "a.example", Hint: hintFeed}
	metWhileConsidered(t, feed, discovered{url: "http://a.example/story", prio: prioFresh, hint: hintArticle}, false)
}

// metWhileConsidered has a deeper page's worker meet l.url first and
// hold its push (its other link's record is read slowly) while from's
// page meets l again; then l.url must come first from the frontier at
// prioFresh, in the store too when stored is set.
func metWhileConsidered(t *testing.T, from store.FrontierItem, l discovered, stored bool) {
	t.Helper()
	const site = "a.example"
	const deep, known = "http://a.example/old-section", "http://a.example/known"
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
			[]discovered{{url: l.url, prio: prioNew}, {url: known, prio: prioNew}})
	}()
	<-slow.entered
	p.consider(ctx, r, from, []discovered{l})
	close(slow.release)
	<-done

	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != l.url || it.Priority != prioFresh {
		t.Errorf("Next = %+v, %v, %v; want %s at priority %d", it, ok, err, l.url, prioFresh)
	}
	if !stored {
		return
	}
	items, err := st.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range items {
		if s.URL == l.url && s.Priority != prioFresh {
			t.Errorf("stored %s at priority %d, want %d", l.url, s.Priority, prioFresh)
		}
	}
}
