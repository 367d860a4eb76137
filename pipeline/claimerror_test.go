package pipeline_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

type redisFrontier = redisstore.Frontier

// flakyClaims is a shared Redis frontier whose first claims fail, as a
// Redis that times out a moment (a failover, a slow network) does.
type flakyClaims struct {
	*redisFrontier
	mu    sync.Mutex
	fails int
}

func (f *flakyClaims) ClaimFrontier(ctx context.Context, url, host string, now time.Time, lease time.Duration) (store.Claim, error) {
	f.mu.Lock()
	fail := f.fails > 0
	if fail {
		f.fails--
	}
	f.mu.Unlock()
	if fail {
		return store.Claim{}, errors.New("i/o timeout")
	}
	return f.redisFrontier.ClaimFrontier(ctx, url, host, now, lease)
}

// TestClaimErrorKeepsRunGoing has the claims of a shared frontier fail
// once per worker: the run must still crawl the site, not end with its
// workers gone and every URL left for a later run.
func TestClaimErrorKeepsRunGoing(t *testing.T) {
	h := newHarness(t, t.TempDir(), fixtureweb.Options{}, nil)
	fs := &flakyClaims{redisFrontier: miniredisFrontier(t).(*redisstore.Frontier), fails: 4} // Workers: 4
	h.pipe.SetFrontierStore(fs)
	r := h.run(t, context.Background())
	if got, want := len(h.storedArticles(t)), len(h.web.AllArticles()); got != want {
		t.Errorf("%d of %d articles stored after claims failed for a moment (run %+v)", got, want, r.Summary)
	}
}
