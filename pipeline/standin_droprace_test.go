package pipeline

import (
	"context"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// dropRaceStore, armed, lets the drop of old's article (a 301's, see
// redirected) start, then holds it until a stand-in's handling has read
// that article (storedText), and holds that handling's save into old
// until the drop is done.
type dropRaceStore struct {
	*sqlite.Store
	old                                      string
	armed                                    atomic.Bool
	entered, record, read, dropped           chan struct{}
	onceEntered, onceRecord, onceRead, onceD sync.Once
}

func closed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

func (s *dropRaceStore) DeleteArticle(ctx context.Context, id string) error {
	if !s.armed.Load() || id != extract.ArticleID(s.old) {
		return s.Store.DeleteArticle(ctx, id)
	}
	s.onceEntered.Do(func() { close(s.entered) })
	select {
	case <-s.read:
	case <-s.record:
		select {
		case <-s.read:
		case <-time.After(300 * time.Millisecond): // no fold reads it
		}
	case <-time.After(3 * time.Second):
	}
	err := s.Store.DeleteArticle(ctx, id)
	s.onceD.Do(func() { close(s.dropped) })
	return err
}

func (s *dropRaceStore) Article(ctx context.Context, id string) (store.Article, error) {
	a, err := s.Store.Article(ctx, id)
	if s.armed.Load() && id == extract.ArticleID(s.old) && closed(s.entered) {
		s.onceRead.Do(func() { close(s.read) })
	}
	return a, err
}

func (s *dropRaceStore) Page(ctx context.Context, u string) (store.Page, error) {
	pg, err := s.Store.Page(ctx, u)
	if s.armed.Load() && u == s.old && closed(s.entered) {
		s.onceRecord.Do(func() { close(s.record) })
	}
	return pg, err
}

func (s *dropRaceStore) SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error) {
	if s.armed.Load() && a.ID == extract.ArticleID(s.old) && closed(s.entered) {
		select {
		case <-s.dropped:
		case <-time.After(3 * time.Second):
		}
	}
	return s.Store.SaveArticle(ctx, a, forced)
}

// TestStandInReadAsMoveDrops: as TestStandInOverlapsMove, but the
// target's handling reads the redirecting URL's record, and takes itself
// for its stand-in, after the 301's handling looked whether it did and
// before that handling saved the 301 (while it drops the article): the
// fold then stores the article back under the URL that moved for good.
func TestStandInReadAsMoveDrops(t *testing.T) {
	ctx := context.Background()
	var status atomic.Int32
	web, _ := redirectingWeb(new(atomic.Bool), "/live/story")
	mux := http.NewServeMux()
	mux.HandleFunc("/story", storyHandler(web, &status, func() {}))
	mux.Handle("/", web)
	p, st, clock := delayedTmpSite(t, mux, 3, "http://tmp.test/")
	const old, tgt = "http://tmp.test/story", "http://tmp.test/live/story"
	held := &dropRaceStore{Store: st, old: old, entered: make(chan struct{}), record: make(chan struct{}), read: make(chan struct{}), dropped: make(chan struct{})}
	p.db, p.frontier = held, held
	rctx, cancel, hits, cutAt := storyAndTarget(ctx, web, held, `<a href="/story">story</a> <a href="/live/story">live</a>`)
	defer cancel()
	var run2 atomic.Bool
	web.mu.Lock()
	target := web.pages["tmp.test /live/story"] // cuts run 1
	web.mu.Unlock()
	web.set("tmp.test /live/story", func() (string, string) {
		if run2.Load() {
			// Read once the 301's handling is dropping the article.
			select {
			case <-held.entered:
			case <-time.After(1200 * time.Millisecond):
			}
		}
		return target()
	})
	if err := st.PutSite(ctx, store.Site{ID: "tmp.test", Seeds: []string{"http://tmp.test/"}, Every: 15 * time.Minute,
		Config: store.SiteConfig{Delay: 5 * time.Millisecond, Parallel: 2}}); err != nil {
		t.Fatal(err)
	}
	has := func(u string) bool { _, err := st.Article(ctx, extract.ArticleID(u)); return err == nil }
	t0 := cutAtTarget(t, ctx, rctx, p, clock, &status, hits, cutAt)
	*clock = t0.Add(26 * time.Hour)
	status.Store(http.StatusMovedPermanently)
	run2.Store(true)
	held.armed.Store(true)
	if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if !closed(held.entered) || !closed(held.record) {
		t.Fatalf("the drop (%v) and the stand-in's read of the old URL's record (%v) did not overlap: the test shows nothing",
			closed(held.entered), closed(held.record))
	}
	if has(old) || !has(tgt) {
		t.Errorf("after the 301: article under the old URL %v (want none), under its target %v (want it)", has(old), has(tgt))
	}
}
