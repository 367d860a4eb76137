package pipeline_test

import (
	"context"
	"maps"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
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

// laterLinking serves a page linking first on its first request and
// later on every one after: a story published after the first crawl.
func laterLinking(first, later []string) http.HandlerFunc {
	var asked atomic.Int32
	return func(w http.ResponseWriter, r *http.Request) {
		if asked.Add(1) == 1 {
			homeLinking(first...)(w, r)
			return
		}
		homeLinking(later...)(w, r)
	}
}

// bigAndSmall is a rig over big.test, an archive of stories behind a
// 50 ms delay (40 stories: at least two seconds to crawl), due hourly, and small.test,
// served by pages and due again 300 ms after a crawl. It returns the
// rig, its web and the key of the big site's last story. maxRun is the
// pipeline's MaxRun, 0 for its default.
func bigAndSmall(t *testing.T, stories int, small map[string]http.HandlerFunc, maxRun time.Duration) (*rig, *cycleWeb, []string, string) {
	t.Helper()
	links, pages := storySite("big.test", stories)
	maps.Copy(pages, small)
	pages["small.test /old"] = serve(article("An old story of the small site", "", englishParas...))
	pages["small.test /fresh"] = serve(article("A fresh story of the small site", "", englishParas...))
	web := newCycleWeb(pages)
	g := newRig(t, web, []string{"big.test", "small.test"}, pipeline.Config{Workers: 4, MaxAttempts: 1, MaxRun: maxRun})
	ctx := context.Background()
	if err := g.store.PutSite(ctx, store.Site{ID: "big.test", Seeds: []string{"http://big.test/"}, Every: time.Hour,
		Config: store.SiteConfig{Delay: 50 * time.Millisecond}}); err != nil {
		t.Fatal(err)
	}
	if err := g.store.PutSite(ctx, store.Site{ID: "small.test", Seeds: []string{"http://small.test/"}, Every: 300 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	return g, web, links, "big.test " + links[len(links)-1]
}

// scheduleUntilBoth runs scheduled runs until a and b were both asked.
func scheduleUntilBoth(t *testing.T, g *rig, web *cycleWeb, a, b string) []store.Run {
	t.Helper()
	return schedule(t, g.pipe, func() bool {
		_, okA := web.firstAsked(a)
		_, okB := web.firstAsked(b)
		return okA && okB
	})
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
	g, web, links, last := bigAndSmall(t, 40, map[string]http.HandlerFunc{
		"small.test /": laterLinking([]string{"/old"}, []string{"/old", "/fresh"}),
	}, 0)
	defer g.close()
	ctx := context.Background()
	runs := scheduleUntilBoth(t, g, web, last, "small.test /fresh")
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
	pages["big.test /"] = laterLinking([]string{"/archive"}, []string{"/archive", "/fresh"})
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
	scheduleUntilBoth(t, g, web, last, "big.test /fresh")
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
	g, web, _, last := bigAndSmall(t, 40, map[string]http.HandlerFunc{
		"small.test /":        homeLinking("/section"),
		"small.test /section": laterLinking([]string{"/old"}, []string{"/old", "/fresh"}),
	}, 0)
	defer g.close()
	scheduleUntilBoth(t, g, web, last, "small.test /fresh")
	bigDone, _ := web.firstAsked(last)
	fresh, ok := web.firstAsked("small.test /fresh")
	if !ok || !fresh.Before(bigDone) {
		t.Errorf("the story published on the small site's section was not fetched before the big site's archive ended "+
			"(section read %d times)", web.count("small.test /section"))
	}
}

// TestRunCapLosesNothing checks that a scheduled run that due sites keep
// joining ends at MaxRun, and that nothing of its frontier is lost: the
// run leaves what is queued for the next one (counted as next_run),
// which resumes it, and over the runs every story of the big site's
// archive is fetched and stored once as new, the small site's story
// published meanwhile too, and the big site's delay is kept from run to
// run. (A later run rechecks young articles, as any run does.)
func TestRunCapLosesNothing(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	g, web, links, last := bigAndSmall(t, 40, map[string]http.HandlerFunc{
		"small.test /": laterLinking([]string{"/old"}, []string{"/old", "/fresh"}),
	}, 700*time.Millisecond)
	defer g.close()
	ctx := context.Background()
	runs := scheduleUntilBoth(t, g, web, last, "small.test /fresh")
	if len(runs) < 2 || runs[0].Summary.Skipped["next_run"] == 0 {
		t.Fatalf("%d runs, the first skipping %v; want it ended at MaxRun with URLs left for the next", len(runs), runs[0].Summary.Skipped)
	}
	stories := []string{"small.test /old", "small.test /fresh"}
	for _, l := range links {
		stories = append(stories, "big.test "+l)
	}
	for _, key := range stories {
		host, path, _ := strings.Cut(key, " ")
		if _, err := g.store.Article(ctx, extract.ArticleID("http://"+host+path)); err != nil {
			t.Errorf("%s%s not stored over %d runs: %v", host, path, len(runs), err)
		}
	}
	stored := 0
	for _, r := range runs {
		stored += r.Summary.New
	}
	if stored != len(stories) {
		t.Errorf("%d articles stored as new over %d runs, want %d, each once", stored, len(runs), len(stories))
	}
	if gap, _ := web.minGap("big.test"); gap < 50*time.Millisecond {
		t.Errorf("big.test asked twice within %v across runs, its delay is 50ms", gap)
	}
}
