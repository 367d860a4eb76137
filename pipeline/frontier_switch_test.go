package pipeline_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/store/sqlite"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestRedisFrontierLeftIsReported runs with the frontier in Redis, then
// without it (BYLINE_REDIS_URL dropped from the environment). The second
// run cannot see the URLs the first left in Redis; it must say so, and
// how to resume them, instead of silently leaving them there. A run
// killed before it ended (no EndedAt) is reported too; a Redis run that
// finished its frontier is not.
func TestRedisFrontierLeftIsReported(t *testing.T) {
	web := fixtureweb.New(fixtureweb.Options{})
	srv := httptest.NewServer(web)
	defer srv.Close()
	addr := srv.Listener.Addr().String()
	secondRun := func(t *testing.T, dir string) string {
		t.Helper()
		st, err := sqlite.Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		var logs bytes.Buffer
		f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: web.Resolve(addr), Timeout: 5 * time.Second}, nil)
		p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 4},
			slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn})))
		if _, err := p.Run(context.Background(), pipeline.RunOptions{All: true}); err != nil {
			t.Fatal(err)
		}
		return logs.String()
	}
	t.Run("stopped", func(t *testing.T) {
		dir := t.TempDir()
		ctx, cancel := context.WithCancel(context.Background())
		h := newHarnessOn(t, dir, web, addr, &cancelAfter{n: 10, cancel: cancel})
		fs := miniredisFrontier(t)
		h.pipe.SetFrontierStore(fs)
		h.run(t, ctx)
		if left, _ := fs.Frontier(context.Background()); len(left) == 0 {
			t.Fatal("the interrupted run left nothing in Redis")
		}
		h.store.Close()
		leftN := regexp.MustCompile(`left \d+ URLs`)
		// Every run without Redis warns: the URLs stay there.
		for run := 1; run <= 2; run++ {
			if logs := secondRun(t, dir); !leftN.MatchString(logs) || !strings.Contains(logs, "BYLINE_REDIS_URL") {
				t.Errorf("run %d without Redis after one that left URLs there said nothing of them; logs:\n%s", run, logs)
			}
		}
	})
	t.Run("killed", func(t *testing.T) {
		dir := t.TempDir()
		st, err := sqlite.Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		// What a run with the frontier in Redis leaves when it is killed.
		if err := st.PutRun(context.Background(), store.Run{ID: pipeline.NewRunID(time.Now()), StartedAt: time.Now().UTC(), SeparateFrontier: true}); err != nil {
			t.Fatal(err)
		}
		for _, host := range web.Sites() {
			st.PutSite(context.Background(), store.Site{ID: host, Seeds: web.Seeds(host), Every: 15 * time.Minute})
		}
		st.Close()
		if logs := secondRun(t, dir); !strings.Contains(logs, "killed") || !strings.Contains(logs, "BYLINE_REDIS_URL") {
			t.Errorf("a run without Redis after a killed Redis run said nothing of its frontier; logs:\n%s", logs)
		}
	})
	t.Run("finished", func(t *testing.T) {
		dir := t.TempDir()
		h := newHarnessOn(t, dir, web, addr, nil)
		h.pipe.SetFrontierStore(miniredisFrontier(t))
		h.run(t, context.Background())
		h.store.Close()
		if logs := secondRun(t, dir); strings.Contains(logs, "BYLINE_REDIS_URL") {
			t.Errorf("a run after a finished Redis run warned of its frontier:\n%s", logs)
		}
	})
}

// TestRedisFrontierLeftIsNotFetchedAgain interrupts a run that keeps its
// frontier in Redis, crawls once without Redis (BYLINE_REDIS_URL dropped:
// that run starts from the seeds and fetches the URLs left in Redis it
// finds again), then runs with Redis again. The URLs left in Redis that
// the run without it fetched are done: the run with Redis must drop them,
// not fetch them a third time, and must leave nothing in Redis; every
// article is stored once.
func TestRedisFrontierLeftIsNotFetchedAgain(t *testing.T) {
	for _, b := range redisFrontiers() {
		t.Run(b.name, func(t *testing.T) {
			fs := b.open(t)
			h1, web, addr := interruptedRun(t, fs)
			dir := h1.dir
			left, err := fs.Frontier(context.Background())
			if err != nil || len(left) == 0 {
				t.Fatalf("Redis frontier after the interrupted run: %d URLs, %v", len(left), err)
			}
			h1.store.Close()

			h2 := newHarnessOn(t, dir, web, addr, nil)
			second := h2.run(t, context.Background())
			fetched2 := readFetchLog(t, dir, second.ID)
			h2.store.Close()
			again := 0
			for _, it := range left {
				if len(fetched2[it.URL]) > 0 {
					again++
				}
			}
			if again == 0 {
				t.Fatalf("the run without Redis fetched none of the %d URLs left in Redis: nothing to check", len(left))
			}

			// A scheduled run: no site is due yet, only what is left
			// in Redis is to be fetched. No article counts as young, so
			// that a listing left there queues none for a recheck.
			h3 := newHarnessWith(t, dir, web, addr, nil, pipeline.Config{Workers: 4, FetchLogDir: dir + "/runs", Recheck: time.Nanosecond})
			h3.pipe.SetFrontierStore(fs)
			notDue(t, h3.store)
			third, err := h3.pipe.Run(context.Background(), pipeline.RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if third.ID != "" {
				fetched3 := readFetchLog(t, dir, third.ID)
				var twice []string
				for _, it := range left {
					// Articles only: a listing left in Redis that the
					// run without it did not reach is read, and the
					// listings it links are read again, by design.
					pg, err := h3.store.Page(context.Background(), it.URL)
					if err == nil && pg.Kind == store.KindArticle && len(fetched2[it.URL]) > 0 && len(fetched3[it.URL]) > 0 {
						twice = append(twice, it.URL)
					}
				}
				if len(twice) > 0 {
					t.Errorf("the run with Redis fetched again %d articles of the %d URLs left in Redis that the run without it had fetched, e.g. %s",
						len(twice), again, twice[0])
				}
			}
			if inRedis, _ := fs.Frontier(context.Background()); len(inRedis) != 0 {
				t.Errorf("%d URLs left in Redis after the run with Redis", len(inRedis))
			}
			if got := h3.storedArticles(t); len(got) != len(web.AllArticles()) {
				t.Errorf("%d articles stored, want %d", len(got), len(web.AllArticles()))
			}
		})
	}
}

// notDue makes every site of st due an hour from now, as the run without
// Redis left them (the harness adds the sites again, due at once).
func notDue(t *testing.T, st *sqlite.Store) {
	t.Helper()
	sites, err := st.Sites(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sites {
		s.NextDue = time.Now().Add(time.Hour)
		if err := st.PutSite(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRedisRestartedProcessResumes interrupts a run whose frontier is in
// Redis and resumes it in a new process (a new client, whose claims are
// not the first's): the first run's end releases its claims on URLs and
// hosts, so the second stores every article at once instead of leaving
// the first's hosts for a run after the claims' leases.
func TestRedisRestartedProcessResumes(t *testing.T) {
	mr := miniredis.RunT(t)
	client := func() pipeline.FrontierStore {
		fs := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
		t.Cleanup(func() { fs.Close() })
		return fs
	}
	h, web, addr := interruptedRun(t, client())
	h.store.Close()
	h2 := newHarnessOn(t, h.dir, web, addr, nil)
	fs := client()
	h2.pipe.SetFrontierStore(fs)
	second := h2.run(t, context.Background())
	if got := h2.storedArticles(t); len(got) != len(web.AllArticles()) {
		t.Errorf("after resume in a new process: %d articles stored, want %d (second run %+v)", len(got), len(web.AllArticles()), second.Summary)
	}
	if left, _ := fs.Frontier(context.Background()); len(left) != 0 {
		t.Errorf("%d URLs left in Redis after a completed run", len(left))
	}
}
