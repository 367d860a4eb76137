package pipeline_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// cycleWeb is a big site's archive beside a small site that publishes a
// new story after its first crawl, recording when each page was first
// asked for.
type cycleWeb struct {
	*hostileWeb
	mu    sync.Mutex
	first map[string]time.Time // "host path" → first request
}

func newCycleWeb(pages map[string]http.HandlerFunc) *cycleWeb {
	w := &cycleWeb{first: map[string]time.Time{}}
	for key, h := range pages {
		pages[key] = func(rw http.ResponseWriter, r *http.Request) {
			w.mu.Lock()
			if _, ok := w.first[key]; !ok {
				w.first[key] = time.Now()
			}
			w.mu.Unlock()
			h(rw, r)
		}
	}
	w.hostileWeb = newHostileWeb(pages)
	return w
}

func (w *cycleWeb) firstAsked(key string) (time.Time, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	t, ok := w.first[key]
	return t, ok
}

// schedule runs scheduled crawl runs, as serve does, until done reports
// true or 40 runs have run.
func schedule(t *testing.T, p *pipeline.Pipeline, done func() bool) []store.Run {
	t.Helper()
	var runs []store.Run
	for range 40 {
		if done() {
			return runs
		}
		r, err := p.Run(context.Background(), pipeline.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if r.ID == "" {
			time.Sleep(20 * time.Millisecond) // nothing due yet
			continue
		}
		runs = append(runs, r)
	}
	if !done() {
		t.Fatalf("not done after 40 runs: %+v", runs)
	}
	return runs
}

// TestLongRunHoldsNoSiteBack checks that a scheduled run that cannot
// finish within a site's interval (a big site's archive behind its
// politeness delay) does not hold back that site's next cycle: a small
// site due again every few hundred milliseconds has the story it
// published after its first crawl fetched and stored while the big
// site's archive is still being crawled, every page of which is
// fetched once.
func TestLongRunHoldsNoSiteBack(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const bigStories = 40
	links, pages := storySite("big.test", bigStories)
	var homeMu sync.Mutex
	smallHomes := 0
	pages["small.test /"] = func(w http.ResponseWriter, r *http.Request) {
		homeMu.Lock()
		smallHomes++
		n := smallHomes
		homeMu.Unlock()
		if n == 1 {
			homeLinking("/old")(w, r)
			return
		}
		homeLinking("/old", "/fresh")(w, r) // published after the first crawl
	}
	pages["small.test /old"] = serve(article("An old story of the small site", "", englishParas...))
	pages["small.test /fresh"] = serve(article("A fresh story of the small site", "", englishParas...))
	web := newCycleWeb(pages)
	g := newRig(t, web, []string{"big.test", "small.test"}, pipeline.Config{Workers: 4, MaxAttempts: 1})
	defer g.close()
	ctx := context.Background()
	// The big site asks for 50 ms between requests: its archive takes at
	// least two seconds. The small one is due again 300 ms after a crawl.
	if err := g.store.PutSite(ctx, store.Site{ID: "big.test", Seeds: []string{"http://big.test/"}, Every: time.Hour,
		Config: store.SiteConfig{Delay: 50 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	if err := g.store.PutSite(ctx, store.Site{ID: "small.test", Seeds: []string{"http://small.test/"}, Every: 300 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	last := "big.test " + links[len(links)-1]
	runs := schedule(t, g.pipe, func() bool {
		_, big := web.firstAsked(last)
		_, fresh := web.firstAsked("small.test /fresh")
		return big && fresh
	})
	bigDone, _ := web.firstAsked(last)
	fresh, _ := web.firstAsked("small.test /fresh")
	if !fresh.Before(bigDone) {
		t.Errorf("the small site's new story was fetched %v after the big site's last archive page: "+
			"the big site's run held back the small site's next cycle (%d runs)", fresh.Sub(bigDone).Round(time.Millisecond), len(runs))
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://small.test/fresh")); err != nil {
		t.Errorf("the small site's new story is not stored: %v", err)
	}
	for _, l := range links {
		if n := web.count("big.test " + l); n != 1 {
			t.Errorf("big.test%s fetched %d times over %d runs, want once", l, n, len(runs))
		}
	}
	if gap, _ := web.minGap("big.test"); gap < 50*time.Millisecond {
		t.Errorf("big.test asked twice within %v across runs, its delay is 50ms", gap)
	}
}

// TestNewStoriesBeforeTheArchive checks that a site's newest stories go
// before its archive: a story its home page lists when the site comes
// due again, while the archive (40 stories linked from an archive page)
// is still being crawled behind the site's delay, is fetched before the
// archive's last story.
func TestNewStoriesBeforeTheArchive(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	links, pages := storySite("big.test", 40)
	pages["big.test /archive"] = pages["big.test /"]
	var homeMu sync.Mutex
	homes := 0
	pages["big.test /"] = func(w http.ResponseWriter, r *http.Request) {
		homeMu.Lock()
		homes++
		n := homes
		homeMu.Unlock()
		if n == 1 {
			homeLinking("/archive")(w, r)
			return
		}
		homeLinking("/archive", "/fresh")(w, r) // published after the first crawl
	}
	pages["big.test /fresh"] = serve(article("A fresh story of the big site", "", englishParas...))
	web := newCycleWeb(pages)
	g := newRig(t, web, []string{"big.test"}, pipeline.Config{Workers: 4, MaxAttempts: 1})
	defer g.close()
	ctx := context.Background()
	if err := g.store.PutSite(ctx, store.Site{ID: "big.test", Seeds: []string{"http://big.test/"}, Every: 300 * time.Millisecond,
		Config: store.SiteConfig{Delay: 50 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	last := "big.test " + links[len(links)-1]
	schedule(t, g.pipe, func() bool {
		_, archived := web.firstAsked(last)
		_, fresh := web.firstAsked("big.test /fresh")
		return archived && fresh
	})
	archived, _ := web.firstAsked(last)
	fresh, _ := web.firstAsked("big.test /fresh")
	if !fresh.Before(archived) {
		t.Errorf("the new story on the home page was fetched %v after the archive's last story", fresh.Sub(archived).Round(time.Millisecond))
	}
}

// TestJoinedCycleReadsSections checks that a site joining a running run
// gets a whole new cycle, not its seeds alone: the section page its home
// page links, fetched in the first cycle, is read again, and the story
// published on it since is fetched while the big site's archive is
// still being crawled.
func TestJoinedCycleReadsSections(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const bigStories = 40
	links, pages := storySite("big.test", bigStories)
	var mu sync.Mutex
	sections := 0
	pages["small.test /"] = homeLinking("/section")
	pages["small.test /section"] = func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		sections++
		n := sections
		mu.Unlock()
		if n == 1 {
			homeLinking("/old")(w, r)
			return
		}
		homeLinking("/old", "/fresh")(w, r) // published after the first cycle
	}
	pages["small.test /old"] = serve(article("An old story of the small site", "", englishParas...))
	pages["small.test /fresh"] = serve(article("A fresh story of the small site", "", englishParas...))
	web := newCycleWeb(pages)
	g := newRig(t, web, []string{"big.test", "small.test"}, pipeline.Config{Workers: 4, MaxAttempts: 1})
	defer g.close()
	ctx := context.Background()
	if err := g.store.PutSite(ctx, store.Site{ID: "big.test", Seeds: []string{"http://big.test/"}, Every: time.Hour,
		Config: store.SiteConfig{Delay: 50 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	if err := g.store.PutSite(ctx, store.Site{ID: "small.test", Seeds: []string{"http://small.test/"}, Every: 300 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	last := "big.test " + links[len(links)-1]
	schedule(t, g.pipe, func() bool {
		_, big := web.firstAsked(last)
		_, fresh := web.firstAsked("small.test /fresh")
		return big && fresh
	})
	bigDone, _ := web.firstAsked(last)
	fresh, ok := web.firstAsked("small.test /fresh")
	mu.Lock()
	read := sections
	mu.Unlock()
	if !ok || !fresh.Before(bigDone) {
		t.Errorf("the story published on the small site's section was not fetched before the big site's archive ended "+
			"(section read %d times)", read)
	}
}
