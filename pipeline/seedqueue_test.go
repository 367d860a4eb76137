package pipeline_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// staleSites is a store whose list of sites is answered as read before
// meanwhile ran, which it calls at each list until it says it wrote the
// store: what an operator or another process wrote between a run's read
// of the sites and its seeds' queueing.
type staleSites struct {
	*sqlite.Store
	mu        sync.Mutex
	done      bool
	meanwhile func() bool
}

func (s *staleSites) Sites(ctx context.Context) ([]store.Site, error) {
	sites, err := s.Store.Sites(ctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err == nil && !s.done {
		s.done = s.meanwhile()
	}
	return sites, err
}

// seedQueueRig runs a scheduled crawl of sites, served by web, on a
// store whose list of sites is answered stale once (see staleSites):
// meanwhile writes the store, and says whether it did.
func seedQueueRig(t *testing.T, web *hostileWeb, sites []store.Site, meanwhile func(ctx context.Context, st *sqlite.Store) bool) (*sqlite.Store, store.Run) {
	st, r, _ := seedQueueRigLogged(t, web, sites, meanwhile)
	return st, r
}

// seedQueueRigLogged is seedQueueRig, returning the run's log too.
func seedQueueRigLogged(t *testing.T, web *hostileWeb, sites []store.Site, meanwhile func(ctx context.Context, st *sqlite.Store) bool) (*sqlite.Store, store.Run, string) {
	t.Helper()
	ctx := context.Background()
	srv := httptest.NewServer(web)
	defer srv.Close()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	resolve := map[string]string{}
	for _, s := range sites {
		if err := st.PutSite(ctx, s); err != nil {
			t.Fatal(err)
		}
		resolve[s.ID+":80"] = srv.Listener.Addr().String()
	}
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: resolve}, nil)
	defer f.CloseIdleConnections()
	db := &staleSites{Store: st, meanwhile: func() bool { return meanwhile(ctx, st) }}
	p := pipeline.New(db, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 2}, nil)
	var logs lockedBuffer
	pipeline.SetLogger(p, slog.New(slog.NewTextHandler(&logs, nil)))
	r, err := p.Run(ctx, pipeline.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return st, r, logs.String()
}

// oneDueSite is q.test, due, serving one page.
func oneDueSite() (*hostileWeb, []store.Site) {
	return newHostileWeb(map[string]http.HandlerFunc{"q.test /": serve(linking())}),
		[]store.Site{{ID: "q.test", Seeds: []string{"http://q.test/"}, Every: time.Hour}}
}

// changeSite writes change into site id as stored: an operator's edit,
// or another process's mark.
func changeSite(t *testing.T, ctx context.Context, st *sqlite.Store, id string, change func(s *store.Site)) bool {
	t.Helper()
	s, err := st.Site(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	change(&s)
	if err := st.PutSite(ctx, s); err != nil {
		t.Fatal(err)
	}
	return true
}

// TestSeedQueueKeepsOperatorChange: an operator changes a due site's
// interval and scope after a scheduled run read the sites and before it
// queued the site's seeds. Writing back the whole site as the run read
// it, with its new due time, undid the change: it must stay.
func TestSeedQueueKeepsOperatorChange(t *testing.T) {
	start := time.Now()
	web, sites := oneDueSite()
	st, _ := seedQueueRig(t, web, sites, func(ctx context.Context, st *sqlite.Store) bool {
		return changeSite(t, ctx, st, "q.test", func(s *store.Site) { s.Every, s.Config.Deny = 2*time.Hour, []string{"/live/"} })
	})
	if n := web.count("q.test /"); n != 1 {
		t.Errorf("the due site's seed fetched %d times, want 1", n)
	}
	s, err := st.Site(context.Background(), "q.test")
	if err != nil {
		t.Fatal(err)
	}
	if s.Every != 2*time.Hour || !slices.Equal(s.Config.Deny, []string{"/live/"}) {
		t.Errorf("site after the run: every %v, deny %v; want the operator's change (2h, [/live/])", s.Every, s.Config.Deny)
	}
	if s.LastCrawl.Before(start) || !s.NextDue.After(start.Add(time.Hour)) {
		t.Errorf("site after the run: last crawl %v, next due %v; want the run's mark (crawled since %v, due an interval later)", s.LastCrawl, s.NextDue, start)
	}
}

// TestSeedQueueOnceAcrossProcesses: two processes' scheduled runs read
// a due site together; the other queued its seeds (and marked it due an
// hour on) before this one did. This one must queue none: its seeds
// were queued twice, and only the frontier's unique key, for a window
// of milliseconds, stopped a second fetch.
func TestSeedQueueOnceAcrossProcesses(t *testing.T) {
	web, sites := oneDueSite()
	_, r := seedQueueRig(t, web, sites, func(ctx context.Context, st *sqlite.Store) bool {
		now := time.Now().UTC()
		return changeSite(t, ctx, st, "q.test", func(s *store.Site) { s.LastCrawl, s.NextDue = now, now.Add(time.Hour) })
	})
	if n := web.count("q.test /"); n != 0 || r.ID != "" {
		t.Errorf("a site another process queued: its seed fetched %d times, run %q recorded; want none, no run", n, r.ID)
	}
}

// TestSeedQueueResumesOthersCycle: the other process marked the site
// queued and pushed its seed into the shared frontier after this run
// read the sites; this run resumes the seed and fetches it. The page
// belongs to the other process's cycle, which began at its mark: a
// listing's next wait counts from there (see store.Page.CycleStart),
// not from the site's last crawl as this run first read it (none).
func TestSeedQueueResumesOthersCycle(t *testing.T) {
	began := time.Now().UTC().Add(-time.Minute).Truncate(time.Second)
	web, sites := oneDueSite()
	st, _ := seedQueueRig(t, web, sites, func(ctx context.Context, st *sqlite.Store) bool {
		changeSite(t, ctx, st, "q.test", func(s *store.Site) { s.LastCrawl, s.NextDue = began, began.Add(time.Hour) })
		if err := st.PushFrontier(ctx, []store.FrontierItem{{URL: "http://q.test/", Site: "q.test", Host: "q.test", Hint: "seed"}}); err != nil {
			t.Fatal(err)
		}
		return true
	})
	if n := web.count("q.test /"); n != 1 {
		t.Fatalf("the seed another process queued fetched %d times, want 1", n)
	}
	pg, err := st.Page(context.Background(), "http://q.test/")
	if err != nil {
		t.Fatal(err)
	}
	if !pg.CycleStart.Equal(began) {
		t.Errorf("the seed's page is of the cycle begun %v, want the other process's, begun %v", pg.CycleStart, began)
	}
}

// comingDue is busy.test, due, whose one page keeps a run working for a
// second, and q.test, due at the time it returns, 200 ms on.
func comingDue() (*hostileWeb, []store.Site, time.Time) {
	web := newHostileWeb(map[string]http.HandlerFunc{
		"busy.test /": func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(time.Second) // the run works while q.test comes due
			serve(linking())(w, r)
		},
		"q.test /": serve(linking()),
	})
	due := time.Now().Add(200 * time.Millisecond)
	return web, []store.Site{
		{ID: "busy.test", Seeds: []string{"http://busy.test/"}, Every: time.Hour},
		{ID: "q.test", Seeds: []string{"http://q.test/"}, Every: time.Hour, NextDue: due},
	}, due
}

// TestSiteComingDueOnceAcrossProcesses: a site comes due while two
// processes' runs work; the other queued its seeds between this run's
// look at the sites and its queueing. This run must not queue them
// again, nor say they joined it.
func TestSiteComingDueOnceAcrossProcesses(t *testing.T) {
	web, sites, due := comingDue()
	_, _, logs := seedQueueRigLogged(t, web, sites, func(ctx context.Context, st *sqlite.Store) bool {
		now := time.Now().UTC()
		return !now.Before(due) && changeSite(t, ctx, st, "q.test", func(s *store.Site) { s.LastCrawl, s.NextDue = now, now.Add(time.Hour) })
	})
	if n := web.count("q.test /"); n != 0 {
		t.Errorf("a site another process queued as it came due fetched %d times by this run, want 0", n)
	}
	if strings.Contains(logs, "its seeds join it") {
		t.Errorf("the run says the seeds another process queued joined it:\n%s", logs)
	}
}

// TestSiteComingDueKeepsOperatorChange: a site comes due while a run
// works (its seeds join the run, see watchDue), and an operator changes
// its interval between the run's look at the sites and the seeds'
// queueing: the change must stay.
func TestSiteComingDueKeepsOperatorChange(t *testing.T) {
	web, sites, due := comingDue()
	st, _ := seedQueueRig(t, web, sites, func(ctx context.Context, st *sqlite.Store) bool {
		// Not at the run's start, nor at a look before q.test is due.
		return !time.Now().Before(due) && changeSite(t, ctx, st, "q.test", func(s *store.Site) { s.Every = 2 * time.Hour })
	})
	if n := web.count("q.test /"); n != 1 {
		t.Errorf("the site that came due fetched %d times, want 1", n)
	}
	s, err := st.Site(context.Background(), "q.test")
	if err != nil {
		t.Fatal(err)
	}
	if s.Every != 2*time.Hour || !s.NextDue.After(due) {
		t.Errorf("site that came due, after the run: every %v, next due %v; want the operator's 2h, due after %v", s.Every, s.NextDue, due)
	}
}
