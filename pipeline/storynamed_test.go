package pipeline

import (
	"context"
	"testing"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestStoryAtEnd checks the order no crawl over HTTP can force: a feed
// names a URL as a story after its handling judged its page a listing
// without story evidence, but before its item is done. The URL is queued
// once more, with the story hint, when its item is done; not when its
// page was judged with story evidence, nor when it is a seed.
func TestStoryAtEnd(t *testing.T) {
	const site = "a.example"
	for _, tc := range []struct {
		name  string
		url   string
		page  store.Page
		again bool
		hint  string // the item's hint when it was handed out
	}{
		{"judged without evidence", "http://a.example/brief", store.Page{Kind: store.KindListing}, true, ""},
		{"judged with evidence", "http://a.example/brief", store.Page{Kind: store.KindListing, StoryJudged: true}, false, ""},
		{"an article", "http://a.example/brief", store.Page{Kind: store.KindArticle}, false, ""},
		{"a seed", "http://a.example/", store.Page{Kind: store.KindListing}, false, ""},
		// A listing's next page (rel=next), or a seed's redirect target,
		// handed out as such: the frontier keeps its hint, and so does
		// its end (rev-hintfix's suspicion).
		{"a listing's next page", "http://a.example/news?page=2", store.Page{Kind: store.KindListing}, false, hintListing},
		{"a seed's target", "http://a.example/en/", store.Page{Kind: store.KindListing}, false, hintSeed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			st, p, r := storyRun(t, site, nil)
			if _, err := r.frontier.Push(ctx, []store.FrontierItem{{URL: tc.url, Site: site, Host: site, Priority: prioNew, Hint: tc.hint}}); err != nil {
				t.Fatal(err)
			}
			it, ok, err := r.frontier.Next(ctx)
			if err != nil || !ok {
				t.Fatalf("Next: %v %v", ok, err)
			}
			// Its handling judged and saved its page; then a feed names it.
			tc.page.URL, tc.page.Site = tc.url, site
			if err := st.PutPage(ctx, tc.page); err != nil {
				t.Fatal(err)
			}
			p.seen.Add(tc.url)
			from := store.FrontierItem{URL: "http://a.example/feed.xml", Site: site, Host: site, Hint: hintFeed}
			if _, err := r.frontier.Push(ctx, p.storyNamedAgain(ctx, r, from, discovered{url: tc.url, hint: hintArticle, prio: prioFresh}, 1)); err != nil {
				t.Fatal(err)
			}
			if err := r.frontier.Done(ctx, it); err != nil {
				t.Fatal(err)
			}
			p.storyAtEnd(ctx, r, it)
			again, ok, err := r.frontier.Next(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if ok != tc.again || ok && (again.URL != tc.url || again.Hint != hintArticle) {
				t.Errorf("queued again: %v %+v; want %v, with the story hint", ok, again, tc.again)
			}
		})
	}
}

// TestStrongerHint checks which hints a story's name replaces.
func TestStrongerHint(t *testing.T) {
	for _, tc := range []struct {
		queued, pushed string
		want           bool
	}{
		{"", hintArticle, true}, {hintPage, hintArticle, true},
		{hintSeed, hintArticle, false}, {hintListing, hintArticle, false}, {hintFeed, hintArticle, false}, {hintSitemap, hintArticle, false},
		{hintArticle, hintArticle, false}, {hintArticle, "", false}, {"", hintPage, false},
	} {
		if got := strongerHint(tc.queued, tc.pushed); got != tc.want {
			t.Errorf("strongerHint(%q, %q) = %v, want %v", tc.queued, tc.pushed, got, tc.want)
		}
	}
}

// TestStoryNamedThenEnded checks that a URL waiting in the frontier when
// a feed names it, whose item is then handed out and ends (judged with
// the name as evidence) before the feed's other links are pushed, is not
// queued once more by that push: it would be read again for nothing.
func TestStoryNamedThenEnded(t *testing.T) {
	const site, u = "a.example", "http://a.example/brief"
	ctx := context.Background()
	st, p, r := storyRun(t, site, map[string]bool{u: true})
	if _, err := r.frontier.Push(ctx, []store.FrontierItem{{URL: u, Site: site, Host: site, Priority: prioNew}}); err != nil {
		t.Fatal(err)
	}
	from := store.FrontierItem{URL: "http://a.example/feed.xml", Site: site, Host: site, Hint: hintFeed}
	items := p.storyNamedAgain(ctx, r, from, discovered{url: u, hint: hintArticle, prio: prioFresh}, 1)
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok {
		t.Fatalf("Next: %v %v", ok, err)
	}
	if it.Hint != hintArticle {
		t.Errorf("handed out with hint %q, want %q", it.Hint, hintArticle)
	}
	// Handled, its page judged with the name as evidence, and done.
	if err := st.PutPage(ctx, store.Page{URL: u, Site: site, Kind: store.KindListing, StoryJudged: true}); err != nil {
		t.Fatal(err)
	}
	p.seen.Add(u)
	if err := r.frontier.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	p.storyAtEnd(ctx, r, it)
	// The feed's links are pushed.
	if _, err := r.frontier.Push(ctx, items); err != nil {
		t.Fatal(err)
	}
	if r.frontier.Queued(u) {
		t.Errorf("%s queued once more after its item ended", u)
	}
}

// storyRun opens a store for a test's lifetime and returns it with a
// pipeline and a run of site (seeded with its home page) whose frontier
// takes stronger hints, the URLs named already in named.
func storyRun(t *testing.T, site string, named map[string]bool) (*sqlite.Store, *Pipeline, *run) {
	t.Helper()
	st, err := sqlite.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if named == nil {
		named = map[string]bool{}
	}
	p := New(st, nil, nil, nil, Config{}, nil)
	r := &run{frontier: crawl.NewFrontier(st, 0, 1), perSite: map[string]int{},
		sites:      map[string]store.Site{site: {ID: site, Seeds: []string{"http://" + site + "/"}}},
		storyNamed: named, storyAgain: map[string]store.FrontierItem{}, seeds: map[string][]string{}}
	r.Summary.Failed, r.Summary.Skipped = map[string]int{}, map[string]int{}
	p.loadSeeds(r, r.sites[site])
	r.frontier.SetStronger(strongerHint)
	return st, p, r
}

// TestStoryNamedTakesItsPriority checks that a URL queued as a link on a
// deeper page, then named by a feed, takes the feed's priority with its
// hint, in the store too, and is handed out before the deeper page's
// other links queued ahead of it.
func TestStoryNamedTakesItsPriority(t *testing.T) {
	const site, u = "a.example", "http://a.example/brief"
	ctx := context.Background()
	st, p, r := storyRun(t, site, map[string]bool{})
	if _, err := r.frontier.Push(ctx, []store.FrontierItem{
		{URL: "http://a.example/older", Site: site, Host: site, Priority: prioNew},
		{URL: u, Site: site, Host: site, Priority: prioNew},
	}); err != nil {
		t.Fatal(err)
	}
	from := store.FrontierItem{URL: "http://a.example/feed.xml", Site: site, Host: site, Hint: hintFeed}
	if items := p.storyNamedAgain(ctx, r, from, discovered{url: u, hint: hintArticle, prio: prioFresh}, 1); len(items) != 0 {
		t.Fatalf("storyNamedAgain of a queued URL returned %+v", items)
	}
	stored, err := st.Frontier(ctx)
	if err != nil || len(stored) != 2 || stored[0].URL != u || stored[0].Priority != prioFresh || stored[0].Hint != hintArticle {
		t.Fatalf("stored frontier = %+v, %v; want %s first, at priority %d with the story hint", stored, err, u, prioFresh)
	}
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || it.URL != u || it.Priority != prioFresh {
		t.Errorf("Next = %+v, %v, %v; want %s at priority %d", it, ok, err, u, prioFresh)
	}
}

// TestStoryAtEndKeepsTheRunOpen checks the window the crawl tests of a
// feed naming a page while it is handled hit now and then
// (TestEditedStoryKeepsItsEvidence, TestDevelopingStoryKeepsItsEvidence):
// once the item is done and before storyAtEnd queues its story read,
// nothing is queued or in flight, and the workers, waiting in Next, ended
// the run; the read was left in the store for a later run, and the story
// lost in this one. The item's end keeps the frontier open until the
// read is queued.
func TestStoryAtEndKeepsTheRunOpen(t *testing.T) {
	const site, u = "a.example", "http://a.example/brief"
	ctx := context.Background()
	st, p, r := storyRun(t, site, nil)
	r.ending, r.ended = map[string]chan struct{}{}, map[string]bool{}
	if _, err := r.frontier.Push(ctx, []store.FrontierItem{{URL: u, Site: site, Host: site, Priority: prioNew}}); err != nil {
		t.Fatal(err)
	}
	it, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok {
		t.Fatalf("Next: %v %v", ok, err)
	}
	// Its handling judged its page a listing without story evidence and
	// saved it; then a feed names it.
	if err := st.PutPage(ctx, store.Page{URL: u, Site: site, Kind: store.KindListing}); err != nil {
		t.Fatal(err)
	}
	p.seen.Add(u)
	from := store.FrontierItem{URL: "http://a.example/feed.xml", Site: site, Host: site, Hint: hintFeed}
	if items := p.storyNamedAgain(ctx, r, from, discovered{url: u, hint: hintArticle, prio: prioFresh}, 1); len(items) != 0 {
		t.Fatalf("pushed %+v for a URL in flight", items)
	}
	// A worker asks for work while storyAtEnd reads the page's record,
	// after the item is done: the frontier must not say it is drained.
	probed, drained := false, false
	p.db = pageProbe{Store: st, probe: func(url string) {
		if url != u || probed {
			return
		}
		probed = true
		now, cancel := context.WithCancel(ctx)
		cancel() // Next returns at once, with ctx's error if it would wait
		_, ok, err := r.frontier.Next(now)
		drained = !ok && err == nil
	}}
	p.finish(ctx, r, it, false, 0)
	if !probed {
		t.Fatal("storyAtEnd did not read the page's record: the test shows nothing")
	}
	if drained {
		t.Error("the frontier said it was drained between the item's end and its story read")
	}
	again, ok, err := r.frontier.Next(ctx)
	if err != nil || !ok || again.URL != u || again.Hint != hintArticle {
		t.Errorf("after the item's end: %+v, %v, %v; want %s queued again with the story hint", again, ok, err, u)
	}
}

// pageProbe is a Store that calls probe before it reads a page record.
type pageProbe struct {
	Store
	probe func(url string)
}

func (s pageProbe) Page(ctx context.Context, url string) (store.Page, error) {
	s.probe(url)
	return s.Store.Page(ctx, url)
}
