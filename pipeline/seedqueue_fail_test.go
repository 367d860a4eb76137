package pipeline_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// failingMark is a store whose mark of one site fails (on FerretDB:
// errTicketHeld, a timeout on a loaded server).
type failingMark struct {
	*sqlite.Store
	fail string
}

func (s *failingMark) MarkSiteQueued(ctx context.Context, id string, due, at, next time.Time) (bool, error) {
	if id == s.fail {
		return false, errors.New("another process kept writing it")
	}
	return s.Store.MarkSiteQueued(ctx, id, due, at, next)
}

// TestSeedQueueMarkErrorKeepsOthersDue: two sites are due; the mark of
// the second fails. The first was marked queued (due an interval on),
// so its seeds must be in the frontier, or it must still be due: else
// it waits a whole interval uncrawled.
func TestSeedQueueMarkErrorKeepsOthersDue(t *testing.T) {
	ctx := context.Background()
	web := newHostileWeb(map[string]http.HandlerFunc{"a.test /": serve(linking()), "b.test /": serve(linking())})
	srv := httptest.NewServer(web)
	defer srv.Close()
	st, err := sqlite.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	resolve := map[string]string{}
	for _, id := range []string{"a.test", "b.test"} {
		if err := st.PutSite(ctx, store.Site{ID: id, Seeds: []string{"http://" + id + "/"}, Every: time.Hour}); err != nil {
			t.Fatal(err)
		}
		resolve[id+":80"] = srv.Listener.Addr().String()
	}
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: resolve}, nil)
	defer f.CloseIdleConnections()
	p := pipeline.New(&failingMark{Store: st, fail: "b.test"}, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 2}, nil)
	if _, err := p.Run(ctx, pipeline.RunOptions{}); err == nil {
		t.Fatal("run whose mark of b.test failed: no error")
	}
	items, err := st.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	queued := slices.ContainsFunc(items, func(it store.FrontierItem) bool { return it.URL == "http://a.test/" })
	a, err := st.Site(ctx, "a.test")
	if err != nil {
		t.Fatal(err)
	}
	if due := !time.Now().Before(a.NextDue); !queued && !due {
		t.Errorf("a.test after a run whose mark of b.test failed: next due %v (in %v), its seed not queued: it waits a whole interval uncrawled", a.NextDue, time.Until(a.NextDue).Round(time.Minute))
	}
}
