package pipeline_test

import (
	"context"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// lateRelease is a shared frontier whose release ignores its ctx and
// answers late: past the pipeline's ReleaseLimit, once late is closed,
// it ends this process's claims as the store would.
type lateRelease struct {
	sharedFrontier
	entered  chan struct{}
	late     chan struct{}
	lateOnce sync.Once
	done     chan struct{}
	calls    atomic.Int32
}

func (d *lateRelease) answer() { d.lateOnce.Do(func() { close(d.late) }) }

func (d *lateRelease) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	if d.calls.Add(1) > 1 {
		return d.sharedFrontier.ReleaseClaims(ctx, now, hostsUntil, held)
	}
	close(d.entered)
	<-d.late
	err := d.sharedFrontier.ReleaseClaims(context.WithoutCancel(ctx), now, hostsUntil, held)
	close(d.done)
	return err
}

// phased extracts as cancelAfter in the first run, and in the second
// calls check with each page's URL until check reports it checked one.
type phased struct {
	first  *cancelAfter
	second atomic.Bool
	mu     sync.Mutex
	check  func(url string) bool
	doneCk bool
}

func (p *phased) Extract(ctx context.Context, pg *extract.Page) (extract.Article, error) {
	if !p.second.Load() {
		return p.first.Extract(ctx, pg)
	}
	p.mu.Lock()
	if !p.doneCk {
		p.doneCk = p.check(pg.URL)
	}
	p.mu.Unlock()
	return extract.Trafilatura{}.Extract(ctx, pg)
}

// TestAbandonedReleaseKeepsNextRunsClaims: a release abandoned at
// ReleaseLimit that the store answers later must not end the claims the
// next run of this process holds (the store ends every claim of the
// process's name): another process fetched the page that run was
// handling.
func TestAbandonedReleaseKeepsNextRunsClaims(t *testing.T) {
	const limit = 300 * time.Millisecond
	mr := miniredis.RunT(t)
	inner := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
	other := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
	other.SetOwner("another process")
	fs := &lateRelease{sharedFrontier: inner, entered: make(chan struct{}), late: make(chan struct{}), done: make(chan struct{})}
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ex := &phased{first: &cancelAfter{n: 10, cancel: cancel}}
	h := newHarnessWith(t, t.TempDir(), web, srv.Listener.Addr().String(), ex, pipeline.Config{Workers: 4, ReleaseLimit: limit})
	h.pipe.SetFrontierStore(fs)
	if _, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Logf("first run: %v", err)
	}
	select {
	case <-fs.entered:
	default:
		t.Fatal("the first run did not release its claims")
	}

	// The next run: on its first page another process asks for it,
	// after the store answered the abandoned release.
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	var got store.ClaimState = -1
	var gotURL string
	ex.check = func(u string) bool {
		fs.answer()
		<-fs.done
		// Under a host of its own: the URL's claim is asked, not the
		// host's, which the run's other workers renew.
		c, err := other.ClaimFrontier(context.Background(), u, "other-host.example", time.Now(), time.Minute)
		if err != nil || c.State == store.ClaimGone {
			return false
		}
		got, gotURL = c.State, u
		cancel2()
		return true
	}
	ex.second.Store(true)
	go func() { // an abandoned release answers in the end
		time.Sleep(time.Second)
		fs.answer()
	}()
	if _, err := h.pipe.Run(ctx2, pipeline.RunOptions{All: true}); err != nil {
		t.Logf("second run: %v", err)
	}
	if got < 0 {
		t.Fatal("no page of the second run checked")
	}
	if got != store.ClaimHeld {
		t.Errorf("another process's claim of %s, which the next run was handling, after the abandoned release answered = %v; want held (%v)", gotURL, got, store.ClaimHeld)
	}
}
