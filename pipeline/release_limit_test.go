package pipeline_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	mongostore "github.com/bylinehq/byline/store/mongo"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// sharedFrontier is a frontier store several processes share (Redis,
// MongoDB), under a claim name of its own.
type sharedFrontier interface {
	pipeline.FrontierStore
	crawl.FrontierClaimer
	SetOwner(owner string)
}

// sharedFrontiers are redisFrontiers and the MongoDB server (or
// FerretDB) BYLINE_MONGO_URL names, in a database of the test's own
// (skipped when it is unset).
func sharedFrontiers() []frontierBackend {
	return append(redisFrontiers(), frontierBackend{"mongo", func(t *testing.T) pipeline.FrontierStore {
		url, name := mongotest.Database(t)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		s, err := mongostore.Open(ctx, url, name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}})
}

// deafRelease is a shared frontier whose release ignores its ctx, as a
// store client stuck in a call with no deadline does: it returns only
// when the test ends, and releases nothing.
type deafRelease struct {
	sharedFrontier
	entered chan struct{}
	testEnd <-chan struct{}
}

func (d *deafRelease) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	close(d.entered)
	<-d.testEnd
	return errors.New("test ended")
}

// lockedBuffer is a log's output, written by the run's goroutines and
// read by the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestReleaseLimitOnDeafStore interrupts a run on a shared frontier
// whose store ignores ctx in the release of the run's claims, with a
// release limit of 300 ms: the run's end, and a Halt that comes during
// the release, must return within about the limit (Halt cancelled the
// release and waited for its end, for ever on such a store; the run's
// end waited as long), log that the release was abandoned, and lose
// nothing: the URLs the run left, their claims never released, are
// held for the other processes until the claims' leases end, then
// taken over.
func TestReleaseLimitOnDeafStore(t *testing.T) {
	const limit = 300 * time.Millisecond
	for _, b := range sharedFrontiers() {
		for _, halt := range []bool{false, true} {
			name := b.name + "/end"
			if halt {
				name = b.name + "/halt"
			}
			t.Run(name, func(t *testing.T) {
				testEnd := make(chan struct{})
				defer close(testEnd)
				inner := b.open(t).(sharedFrontier)
				fs := &deafRelease{sharedFrontier: inner, entered: make(chan struct{}), testEnd: testEnd}
				web := fixtureweb.New(fixtureweb.Options{})
				srv := httptest.NewServer(web)
				defer srv.Close()
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				h := newHarnessWith(t, t.TempDir(), web, srv.Listener.Addr().String(), &cancelAfter{n: 10, cancel: cancel},
					pipeline.Config{Workers: 4, ReleaseLimit: limit})
				h.pipe.SetFrontierStore(fs)
				var logs lockedBuffer
				pipeline.SetLogger(h.pipe, slog.New(slog.NewTextHandler(&logs, nil)))
				ran := make(chan error, 1)
				go func() {
					_, err := h.pipe.Run(ctx, pipeline.RunOptions{All: true})
					ran <- err
				}()
				select {
				case <-fs.entered:
				case <-time.After(30 * time.Second):
					t.Fatal("the run did not reach its release in 30 s")
				}
				entered := time.Now()
				lost := errors.New("worker id \"w1\" taken over")
				if halt {
					haltWithin(t, h.pipe, lost, limit+3*time.Second, fmt.Sprintf("the release ignored its ctx (limit %v)", limit))
					t.Logf("Halt returned %v after the release began", time.Since(entered).Round(time.Millisecond))
				}
				select {
				case err := <-ran:
					t.Logf("the run returned %v after its release began", time.Since(entered).Round(time.Millisecond))
					if halt && !errors.Is(err, lost) {
						t.Errorf("run halted during its release returned %v; want the halt's error", err)
					}
				case <-time.After(limit + 3*time.Second):
					t.Fatalf("the run did not end in %v while its release ignored its ctx (limit %v)", limit+3*time.Second, limit)
				}
				if !strings.Contains(logs.String(), "abandoned") {
					t.Errorf("no log of the abandoned release; the log:\n%s", logs.String())
				}
				// Nothing lost: another process finds the URLs left held
				// by the claims the release did not end, and takes them
				// over once their leases ended.
				bg := context.Background()
				left, err := inner.Frontier(bg)
				if err != nil || len(left) == 0 {
					t.Fatalf("frontier after the interrupted run: %d items, %v", len(left), err)
				}
				inner.SetOwner("another process")
				now := time.Now()
				held := 0
				for _, it := range left {
					c, err := inner.ClaimFrontier(bg, it.URL, it.Host, now, time.Minute)
					if err != nil {
						t.Fatal(err)
					}
					if c.State == store.ClaimHeld {
						held++
					}
				}
				if held == 0 {
					t.Errorf("none of the %d URLs left held by the run's claims: the abandoned release ended them", len(left))
				}
				later := now.Add(crawl.DefaultLease + time.Second)
				for _, it := range left {
					c, err := inner.ClaimFrontier(bg, it.URL, it.Host, later, time.Minute)
					if err != nil {
						t.Fatal(err)
					}
					if c.State != store.ClaimOK {
						t.Errorf("%s after the run's leases ended: %+v; want it taken over", it.URL, c)
						continue
					}
					if err := inner.DoneFrontier(bg, it.URL); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("%d URLs left, %d held by the run's claims, all taken over after the lease", len(left), held)
			})
		}
	}
}
