package crawl

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store"
	mongostore "github.com/bylinehq/byline/store/mongo"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	redisstore "github.com/bylinehq/byline/store/redis"
)

// sharedStores opens, for each backend a frontier is shared on
// (miniredis always, the Redis server BYLINE_REDIS_URL names and the
// MongoDB server BYLINE_MONGO_URL names when set), a function that
// returns a new client on one and the same frontier: each client is one
// process.
func sharedStores(t *testing.T) map[string]func() frontierStore {
	mr := miniredis.RunT(t)
	out := map[string]func() frontierStore{
		"miniredis": func() frontierStore {
			f := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
			t.Cleanup(func() { f.Close() })
			return f
		},
	}
	if url := os.Getenv("BYLINE_REDIS_URL"); url != "" {
		opts, err := goredis.ParseURL(url)
		if err != nil {
			t.Fatal(err)
		}
		prefix := fmt.Sprintf("bylinetest:%x:", rand.Uint64())
		t.Cleanup(func() {
			c := goredis.NewClient(opts)
			defer c.Close()
			ctx := context.Background()
			if keys, _ := c.Keys(ctx, prefix+"*").Result(); len(keys) > 0 {
				c.Del(ctx, keys...)
			}
		})
		out["redis"] = func() frontierStore {
			f := redisstore.New(goredis.NewClient(opts), prefix)
			t.Cleanup(func() { f.Close() })
			return f
		}
	}
	if url := os.Getenv("BYLINE_MONGO_URL"); url != "" {
		_, name := mongotest.Database(t)
		out["mongo"] = func() frontierStore {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			s, err := mongostore.Open(ctx, url, name)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}
	return out
}

// eachShared runs test on each backend of sharedStores, with the function
// that opens a new client (process) on its frontier.
func eachShared(t *testing.T, test func(t *testing.T, open func() frontierStore)) {
	for name, open := range sharedStores(t) {
		t.Run(name, func(t *testing.T) { test(t, open) })
	}
}

// sharedItems are the URLs an earlier run left in a shared frontier: a
// few hosts, no delay, so that two processes race for every item.
func sharedItems(n int) []store.FrontierItem {
	items := make([]store.FrontierItem, n)
	for i := range items {
		host := fmt.Sprintf("h%d.example", i%4)
		items[i] = store.FrontierItem{URL: fmt.Sprintf("https://%s/%d", host, i), Host: host, Priority: i % 3}
	}
	return items
}

// drain hands out every item f gives until it reports done, calls visit
// with each (the fetch), and ends it.
func drain(t *testing.T, f *Frontier, visit func(store.FrontierItem)) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for {
		it, ok, err := f.Next(ctx)
		if err != nil {
			t.Error(err)
			return
		}
		if !ok {
			return
		}
		visit(it)
		if err := f.Done(ctx, it); err != nil {
			t.Error(err)
		}
	}
}

// wantEmpty fails t unless the shared frontier s is empty: nothing is
// left in it for ever.
func wantEmpty(t *testing.T, s frontierStore) {
	t.Helper()
	if left, err := s.Frontier(context.Background()); err != nil || len(left) != 0 {
		t.Errorf("frontier left with %d items, %v", len(left), err)
	}
}

// TestSharedFrontierHandsOutOnce runs two processes (two frontiers, each
// on a client of its own) on one Redis frontier that an earlier run left
// full, as two `byline crawl` processes with one BYLINE_REDIS_URL do:
// each URL must be fetched by one of them only, and the frontier end
// empty.
func TestSharedFrontierHandsOutOnce(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		items := sharedItems(200)
		if err := open().PushFrontier(ctx, items); err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		got := map[string]int{}
		var wg sync.WaitGroup
		for range 2 {
			f := NewFrontier(open(), 0, 2)
			// URLs the other process holds wait for its claims' end,
			// past this: the run ends when its own are done.
			f.SetMaxWait(time.Second)
			if _, err := f.Load(ctx); err != nil {
				t.Fatal(err)
			}
			for range 2 { // two workers a process
				wg.Add(1)
				go func() {
					defer wg.Done()
					drain(t, f, func(it store.FrontierItem) {
						mu.Lock()
						got[it.URL]++
						mu.Unlock()
						time.Sleep(200 * time.Microsecond) // the fetch
					})
				}()
			}
		}
		wg.Wait()
		twice := 0
		for _, it := range items {
			if n := got[it.URL]; n != 1 {
				twice++
				if twice <= 3 {
					t.Errorf("%s handed out %d times", it.URL, n)
				}
			}
		}
		if twice > 0 {
			t.Errorf("%d of %d URLs handed out other than once", twice, len(items))
		}
		wantEmpty(t, open())
	})
}

// TestSharedFrontierKilledClaimsComeBack kills a process (it stops
// without ending its items) holding claims on URLs of a shared frontier,
// one of them retried to a time to come: a process that starts after it
// fetches every URL (the killed one's once more at most, once their
// leases end), keeps the retry's wait, and leaves the frontier empty.
func TestSharedFrontierKilledClaimsComeBack(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		items := sharedItems(20)
		// The lease counts from each claim, not from the restart:
		// opening a new client and loading can take a good part of
		// it (FerretDB under -race), so each held URL is checked
		// against the time its claim was made.
		const lease = time.Second
		killed := NewFrontier(open(), 0, 4)
		killed.SetLease(lease)
		pushAll(t, killed, items...)
		held := map[string]time.Time{} // URL: no later than its claim
		for range 3 {
			claimed := time.Now()
			held[next(t, killed).URL] = claimed
		}
		retried := next(t, killed)
		const wait = 800 * time.Millisecond
		if err := killed.Retry(ctx, retried, wait); err != nil {
			t.Fatal(err)
		}
		retriedAt := time.Now()
		// killed is dropped here: SIGKILL.

		f := NewFrontier(open(), 0, 2)
		f.SetMaxWait(5 * time.Second)
		if _, err := f.Load(ctx); err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		drain(t, f, func(it store.FrontierItem) {
			got[it.URL]++
			// A millisecond's margin: the stores keep times in ms.
			if claimed, ok := held[it.URL]; ok && time.Since(claimed) < lease-time.Millisecond {
				t.Errorf("%s handed out %v after the killed process claimed it, within its lease of %v", it.URL, time.Since(claimed), lease)
			}
			if it.URL == retried.URL {
				if time.Since(retriedAt) < wait-50*time.Millisecond {
					t.Errorf("retried %s handed out %v after its retry, before its wait of %v", it.URL, time.Since(retriedAt), wait)
				}
				if it.Attempts != 1 {
					t.Errorf("retried %s handed out with %d attempts, want the stored 1", it.URL, it.Attempts)
				}
			}
		})
		for _, it := range items {
			if got[it.URL] != 1 {
				t.Errorf("%s handed out %d times after the restart, want 1", it.URL, got[it.URL])
			}
		}
		wantEmpty(t, open())
	})
}

// TestSharedFrontierKeepsHostDelay runs two processes on one shared
// frontier whose URLs are all on one host with a delay: the host must
// never see two requests closer than the delay, whichever process makes
// them (each process keeps it alone between its own requests).
func TestSharedFrontierKeepsHostDelay(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		const delay = 30 * time.Millisecond
		var items []store.FrontierItem
		for i := range 12 {
			items = append(items, store.FrontierItem{URL: fmt.Sprintf("https://one.example/%d", i), Host: "one.example"})
		}
		if err := open().PushFrontier(ctx, items); err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var starts []time.Time
		var wg sync.WaitGroup
		for range 2 {
			f := NewFrontier(open(), delay, 1)
			f.SetMaxWait(time.Second)
			if _, err := f.Load(ctx); err != nil {
				t.Fatal(err)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				drain(t, f, func(store.FrontierItem) {
					mu.Lock()
					starts = append(starts, time.Now())
					mu.Unlock()
					time.Sleep(5 * time.Millisecond) // the request
				})
			}()
		}
		wg.Wait()
		slices.SortFunc(starts, func(a, b time.Time) int { return a.Compare(b) })
		for i := 1; i < len(starts); i++ {
			if gap := starts[i].Sub(starts[i-1]); gap < delay {
				t.Errorf("two requests to one host %v apart, below its delay of %v", gap, delay)
			}
		}
		if len(starts) != len(items) {
			t.Errorf("%d requests, want %d", len(starts), len(items))
		}
		wantEmpty(t, open())
	})
}

// TestSharedFrontierReleasedAtRunEnd ends a run (stopped, its items in
// flight put back) that holds claims with the default lease: a process
// that follows at once gets every URL within the host delay, not after
// the leases.
func TestSharedFrontierReleasedAtRunEnd(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		items := sharedItems(20)
		first := NewFrontier(open(), 0, 4)
		pushAll(t, first, items...)
		out := []store.FrontierItem{next(t, first), next(t, first), next(t, first)}
		first.Stop()
		for _, it := range out {
			first.PutBack(it) // as a stopped run puts back its items in flight
		}
		if err := first.ReleaseClaims(ctx); err != nil {
			t.Fatal(err)
		}

		f := NewFrontier(open(), 0, 2)
		f.SetMaxWait(2 * time.Second)
		if _, err := f.Load(ctx); err != nil {
			t.Fatal(err)
		}
		n := 0
		drain(t, f, func(store.FrontierItem) { n++ })
		if n != len(items) {
			t.Errorf("the next process got %d of %d URLs", n, len(items))
		}
		wantEmpty(t, open())
	})
}

// TestSharedFrontierStrengthenKeepsOthersRetry has a process raise the
// priority of a URL it loaded (a link to it found again) after another
// process fetched that URL and put it back to be retried in an hour: the
// raise must not write back the copy loaded before the retry, or the
// retry's wait and its spent attempt are lost (the URL fetched again at
// once, a URL that always fails retried for ever).
func TestSharedFrontierStrengthenKeepsOthersRetry(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		u := store.FrontierItem{URL: "https://a.example/story", Host: "a.example", Priority: 5, Hint: "page"}
		s := open()
		if err := s.PushFrontier(ctx, []store.FrontierItem{u}); err != nil {
			t.Fatal(err)
		}
		a, b := sharedPair(open, 100*time.Millisecond, time.Second)
		b.SetStronger(func(queued, pushed string) bool { return pushed == "article" && queued != "article" })
		retriedElsewhere(t, a, b)
		raised := u
		raised.Priority, raised.Hint = 1, "article"
		if err := b.Strengthen(ctx, []store.FrontierItem{raised}); err != nil {
			t.Fatal(err)
		}
		left, err := s.Frontier(ctx)
		if err != nil || len(left) != 1 {
			t.Fatalf("frontier = %+v, %v; want the one URL", left, err)
		}
		if got := left[0]; got.Attempts != 1 || got.NotBefore.Before(time.Now().Add(50*time.Minute)) {
			t.Errorf("stored after the raise: attempts %d, not before %v; want the retry's 1 and an hour from now", got.Attempts, got.NotBefore)
		}
		if got := left[0]; got.Priority != 1 || got.Hint != "article" {
			t.Errorf("stored after the raise: priority %d, hint %q; want 1, \"article\"", got.Priority, got.Hint)
		}
		time.Sleep(150 * time.Millisecond) // a is killed: its lease ends
		nctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if got, ok, err := b.Next(nctx); err != nil || ok {
			t.Errorf("b handed out %+v (ok %v, err %v) within the retry's hour", got, ok, err)
		}
	})
}

// retriedElsewhere loads the one URL of a shared frontier into processes
// a and b, then a fetches it and puts it back to be retried in an hour:
// b's loaded copy of its item is stale.
func retriedElsewhere(t *testing.T, a, b *Frontier) {
	t.Helper()
	loadAll(t, a, b)
	if err := a.Retry(context.Background(), next(t, a), time.Hour); err != nil {
		t.Fatal(err)
	}
}

// sharedPair opens two processes on one shared frontier: a, whose claims
// last lease, and b, whose Next idles maxWait at most.
func sharedPair(open func() frontierStore, lease, maxWait time.Duration) (a, b *Frontier) {
	a = NewFrontier(open(), 0, 1)
	a.SetLease(lease)
	b = NewFrontier(open(), 0, 1)
	b.SetMaxWait(maxWait)
	return a, b
}

// loadAll loads the stored frontier into each of fs.
func loadAll(t *testing.T, fs ...*Frontier) {
	t.Helper()
	for _, f := range fs {
		if _, err := f.Load(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}
