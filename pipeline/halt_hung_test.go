package pipeline_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/pipeline"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// hungRelease is a shared frontier whose release hangs, as on a store
// server that stopped answering: it returns only when its ctx ends (or
// when the test ends, so that a run it holds can finish).
type hungRelease struct {
	*redisFrontier
	entered chan struct{}
	testEnd <-chan struct{}
}

func (h *hungRelease) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	close(h.entered)
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-h.testEnd:
		return errors.New("test ended")
	}
}

// TestHaltDuringHungRelease halts a run on a shared frontier while its
// end's release of the claims hangs in the store: Halt must return, and
// the run with the halt's error. The release held the halt's lock for
// all its store I/O, with no deadline: Halt waited for ever.
func TestHaltDuringHungRelease(t *testing.T) {
	testEnd := make(chan struct{})
	defer close(testEnd)
	fs := &hungRelease{redisFrontier: miniredisFrontier(t).(*redisstore.Frontier), entered: make(chan struct{}), testEnd: testEnd}
	h := newHarness(t, t.TempDir(), fixtureweb.Options{}, nil)
	h.pipe.SetFrontierStore(fs)
	type result struct {
		err error
	}
	ran := make(chan result, 1)
	go func() {
		_, err := h.pipe.Run(context.Background(), pipeline.RunOptions{All: true})
		ran <- result{err}
	}()
	select {
	case <-fs.entered:
	case <-time.After(30 * time.Second):
		t.Fatal("the run did not reach its release in 30 s")
	}
	lost := errors.New("worker id \"w1\" taken over")
	haltWithin(t, h.pipe, lost, 5*time.Second, "the release hung")
	select {
	case r := <-ran:
		if !errors.Is(r.err, lost) {
			t.Errorf("run halted during its release returned %v; want the halt's error", r.err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the run did not end in 5 s after its halt")
	}
}

// haltWithin halts p with err, and fails t unless Halt returns within
// d, while what says; it returns how long Halt took.
func haltWithin(t *testing.T, p *pipeline.Pipeline, err error, d time.Duration, while string) time.Duration {
	t.Helper()
	start := time.Now()
	halted := make(chan struct{})
	go func() {
		p.Halt(err)
		close(halted)
	}()
	select {
	case <-halted:
		return time.Since(start)
	case <-time.After(d):
		t.Fatalf("Halt did not return in %v while %s", d, while)
		return d
	}
}
