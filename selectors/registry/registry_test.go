package registry

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
	"golang.org/x/net/html"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/rediscache"
	"github.com/bylinehq/byline/store"
)

// memStore keeps versions like the real stores: one active per site.
type memStore struct {
	mu   sync.Mutex
	sets map[string][]selectors.Set
}

func newMemStore() *memStore { return &memStore{sets: map[string][]selectors.Set{}} }

func (m *memStore) SelectorSet(_ context.Context, site string) (selectors.Set, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, s := range m.sets[site] {
		if s.Status == selectors.StatusActive {
			return s, nil
		}
	}
	return selectors.Set{}, store.ErrNotFound
}

func (m *memStore) PutSelectorSet(_ context.Context, s selectors.Set) (selectors.Set, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range m.sets[s.Site] {
		if m.sets[s.Site][i].Status == selectors.StatusActive {
			m.sets[s.Site][i].Status = selectors.StatusRetired
		}
	}
	s.Version = len(m.sets[s.Site]) + 1
	s.Status = selectors.StatusActive
	m.sets[s.Site] = append(m.sets[s.Site], s)
	return s, nil
}

func (m *memStore) SetSelectorStatus(_ context.Context, site string, version int, status string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if version < 1 || version > len(m.sets[site]) {
		return store.ErrNotFound
	}
	m.sets[site][version-1].Status = status
	return nil
}

func (m *memStore) statuses(site string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for _, s := range m.sets[site] {
		out = append(out, s.Status)
	}
	return strings.Join(out, ",")
}

// countingGen makes sets whose body XPath is body (default //article).
type countingGen struct {
	calls   atomic.Int64
	title   string
	body    string
	mu      sync.Mutex
	samples []int // pages per call
	delay   time.Duration
}

func (g *countingGen) Generate(_ context.Context, site string, pages []*extract.Page) (*selectors.Set, error) {
	g.calls.Add(1)
	g.mu.Lock()
	g.samples = append(g.samples, len(pages))
	body := g.body
	g.mu.Unlock()
	time.Sleep(g.delay)
	if body == "" {
		body = "//article"
	}
	return &selectors.Set{Site: site, Fields: map[string][]string{"title": {g.title}, "body": {body}},
		Provenance: selectors.Provenance{Generator: "test"}}, nil
}

const prose = "A sentence of the article body that goes on for a while. "

func page(t *testing.T, site string) *extract.Page {
	t.Helper()
	return pageHTML(t, site, "/a", `<html><body><h1>Headline here</h1><article><p>`+strings.Repeat(prose, 10)+`</p></article></body></html>`)
}

// redesigned is a page after the site moved its body out of <article>.
func redesigned(t *testing.T, site, path string) *extract.Page {
	t.Helper()
	return pageHTML(t, site, path, `<html><body><h1>Headline here</h1><div class="story"><p>`+strings.Repeat(prose, 10)+`</p></div></body></html>`)
}

func pageHTML(t *testing.T, site, path, src string) *extract.Page {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	return &extract.Page{URL: "https://" + site + path, Site: site, Doc: doc}
}

// sharedCaches returns a cache factory per Redis available: always
// miniredis, and the real server at BYLINE_REDIS_URL when set. Each
// factory call returns a new client on the same server, as another
// process would have.
func sharedCaches(t *testing.T) map[string]func() *rediscache.Cache {
	t.Helper()
	mr := miniredis.RunT(t)
	out := map[string]func() *rediscache.Cache{
		"miniredis": func() *rediscache.Cache {
			c := rediscache.New(redis.NewClient(&redis.Options{Addr: mr.Addr()}), "")
			t.Cleanup(func() { c.Close() })
			return c
		},
	}
	if url := os.Getenv("BYLINE_REDIS_URL"); url != "" {
		var b [6]byte
		rand.Read(b[:])
		prefix := "byline-test:" + hex.EncodeToString(b[:]) + ":" // tests share a server
		out["redis-server"] = func() *rediscache.Cache {
			opt, err := redis.ParseURL(url)
			if err != nil {
				t.Fatal(err)
			}
			c := rediscache.New(redis.NewClient(opt), prefix)
			t.Cleanup(func() { c.Close() })
			return c
		}
	} else {
		t.Log("BYLINE_REDIS_URL is unset: testing against miniredis only")
	}
	return out
}

func TestConcurrentPagesOfUnseenSiteGenerateOnce(t *testing.T) {
	st := newMemStore()
	gen := &countingGen{title: "//h1"}
	r := New(st, gen, extract.NewApplier(), Options{})
	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			c, err := r.SetFor(context.Background(), page(t, "new.example"))
			if err != nil || c.Set.Version != 1 {
				t.Errorf("SetFor = %v, %v", c, err)
			}
		})
	}
	wg.Wait()
	if n := gen.calls.Load(); n != 1 {
		t.Fatalf("%d generations for one site, want 1", n)
	}
	if len(st.sets["new.example"]) != 1 {
		t.Fatalf("stored %d sets", len(st.sets["new.example"]))
	}
	// A new registry (a restart) finds the stored set without generating.
	r2 := New(st, gen, extract.NewApplier(), Options{})
	if _, err := r2.SetFor(context.Background(), page(t, "new.example")); err != nil {
		t.Fatal(err)
	}
	if n := gen.calls.Load(); n != 1 {
		t.Fatalf("restart generated again: %d calls", n)
	}
}

// Two processes (registries with their own LRU, one store, one Redis)
// see 50 concurrent pages of an unseen site: one generation in all.
func TestProcessesSharingRedisGenerateOnce(t *testing.T) {
	for name, newCache := range sharedCaches(t) {
		t.Run(name, func(t *testing.T) {
			st := newMemStore()
			gen := &countingGen{title: "//h1", delay: 100 * time.Millisecond}
			regs := []*Registry{
				New(st, gen, extract.NewApplier(), Options{Shared: newCache()}),
				New(st, gen, extract.NewApplier(), Options{Shared: newCache()}),
			}
			var wg sync.WaitGroup
			for i := range 50 {
				wg.Go(func() {
					c, err := regs[i%2].SetFor(context.Background(), page(t, "shared.example"))
					if err != nil || c.Set.Version != 1 {
						t.Errorf("SetFor = %v, %v", c, err)
					}
				})
			}
			wg.Wait()
			if n := gen.calls.Load(); n != 1 {
				t.Fatalf("%d generations across two processes, want 1", n)
			}
			// A third process finds the set in Redis without a store read
			// mattering, and without generating.
			r3 := New(newMemStore(), gen, extract.NewApplier(), Options{Shared: newCache()})
			c, err := r3.SetFor(context.Background(), page(t, "shared.example"))
			if err != nil || c.Set.Version != 1 || gen.calls.Load() != 1 {
				t.Fatalf("third process: %v, %v, %d calls", c, err, gen.calls.Load())
			}
		})
	}
}

// A process that took the lock and died leaves it to expire; the waiting
// process then generates itself.
func TestExpiredLockIsTakenOver(t *testing.T) {
	mr := miniredis.RunT(t)
	cache := rediscache.New(redis.NewClient(&redis.Options{Addr: mr.Addr()}), "")
	defer cache.Close()
	if _, ok, err := cache.Lock(context.Background(), "dead.example", time.Minute); !ok || err != nil {
		t.Fatalf("lock: %v %v", ok, err)
	}
	gen := &countingGen{title: "//h1"}
	r := New(newMemStore(), gen, extract.NewApplier(), Options{Shared: cache, LockTTL: time.Minute})
	done := make(chan error, 1)
	go func() {
		_, err := r.SetFor(context.Background(), page(t, "dead.example"))
		done <- err
	}()
	time.Sleep(200 * time.Millisecond)
	if gen.calls.Load() != 0 {
		t.Fatal("generated while another process held the lock")
	}
	mr.FastForward(time.Minute) // the dead holder's lock expires
	select {
	case err := <-done:
		if err != nil || gen.calls.Load() != 1 {
			t.Fatalf("after expiry: %v, %d calls", err, gen.calls.Load())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the waiter never took over the expired lock")
	}
}

// A new version made by one process reaches the others: the shared entry
// is replaced and a message drops their in-process copy.
func TestNewVersionInvalidatesOtherProcesses(t *testing.T) {
	for name, newCache := range sharedCaches(t) {
		t.Run(name, func(t *testing.T) {
			st := newMemStore()
			gen := &countingGen{title: "//h1"}
			a := New(st, gen, extract.NewApplier(), Options{Shared: newCache()})
			b := New(st, gen, extract.NewApplier(), Options{Shared: newCache()})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go b.Listen(ctx)
			p := page(t, "moving.example")
			if c, err := b.SetFor(ctx, p); err != nil || c.Set.Version != 1 {
				t.Fatalf("b: %v %v", c, err)
			}
			// a makes version 2 (as drift repair or `selectors activate` would).
			c, err := a.generate(ctx, gen, p.Site, []*extract.Page{p})
			if err != nil {
				t.Fatal(err)
			}
			time.Sleep(100 * time.Millisecond) // let b's subscription settle
			if err := a.put(ctx, c); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(5 * time.Second)
			for {
				c, err := b.SetFor(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if c.Set.Version == 2 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("b still uses v%d", c.Set.Version)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}

func TestInvalidSetIsNeverStored(t *testing.T) {
	st := newMemStore()
	gen := &countingGen{title: "//h6"} // matches nothing on the page
	r := New(st, gen, extract.NewApplier(), Options{})
	_, err := r.SetFor(context.Background(), page(t, "bad.example"))
	if !errors.Is(err, ErrNoValidSet) || !strings.Contains(err.Error(), "title") {
		t.Fatalf("err = %v, want ErrNoValidSet naming the title", err)
	}
	if len(st.sets["bad.example"]) != 0 {
		t.Fatal("an invalid set was stored")
	}
	// The failure is remembered for a while: more pages do not regenerate.
	r.SetFor(context.Background(), page(t, "bad.example"))
	if n := gen.calls.Load(); n != 1 {
		t.Errorf("%d generations after a failure, want 1", n)
	}
}

// A failure in one process is remembered for the others too.
func TestFailureIsSharedAcrossProcesses(t *testing.T) {
	mr := miniredis.RunT(t)
	cache := func() *rediscache.Cache {
		c := rediscache.New(redis.NewClient(&redis.Options{Addr: mr.Addr()}), "")
		t.Cleanup(func() { c.Close() })
		return c
	}
	gen := &countingGen{title: "//h6"}
	a := New(newMemStore(), gen, extract.NewApplier(), Options{Shared: cache()})
	b := New(newMemStore(), gen, extract.NewApplier(), Options{Shared: cache()})
	if _, err := a.SetFor(context.Background(), page(t, "bad.example")); !errors.Is(err, ErrNoValidSet) {
		t.Fatalf("a: %v", err)
	}
	if _, err := b.SetFor(context.Background(), page(t, "bad.example")); !errors.Is(err, ErrNoValidSet) || gen.calls.Load() != 1 {
		t.Fatalf("b: %v after %d calls", err, gen.calls.Load())
	}
}

// Regenerate rescues a page with the cheap generator, never the primary
// (LLM) one, and keeps the page as a drift sample.
func TestRegenerateUsesRescue(t *testing.T) {
	primary, rescue := &countingGen{title: "//h1"}, &countingGen{title: "//h1", body: "//div[@class='story']"}
	r := New(newMemStore(), primary, extract.NewApplier(), Options{Rescue: rescue})
	c, err := r.Regenerate(context.Background(), redesigned(t, "x.example", "/b"), "body: nothing matched")
	if err != nil || c == nil {
		t.Fatalf("Regenerate = %v, %v", c, err)
	}
	if primary.calls.Load() != 0 || rescue.calls.Load() != 1 {
		t.Fatalf("calls: primary %d, rescue %d", primary.calls.Load(), rescue.calls.Load())
	}
	if len(r.drift["x.example"].pages) != 1 {
		t.Fatal("the failing page was not kept for repair")
	}
	if c, err := New(newMemStore(), primary, extract.NewApplier(), Options{}).Regenerate(context.Background(), redesigned(t, "x.example", "/b"), ""); c != nil || err != nil {
		t.Fatalf("without rescue: %v, %v", c, err)
	}
}

// runPages extracts pages the way the pipeline does, with the registry
// as set source and drift observer.
func runPages(t *testing.T, r *Registry, pages []*extract.Page) (methods map[string]int) {
	t.Helper()
	x := &extract.Extractor{Sets: r, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}, Observe: r.Observe}
	methods = map[string]int{}
	for _, p := range pages {
		art, err := x.Extract(context.Background(), p)
		if err != nil {
			t.Fatalf("%s: %v", p.URL, err)
		}
		methods[art.Method]++
	}
	return methods
}

func TestDriftRepairMakesNewVersionAndKeepsOld(t *testing.T) {
	st := newMemStore()
	gen := &countingGen{title: "//h1"}
	r := New(st, gen, extract.NewApplier(), Options{Rescue: &countingGen{title: "//h1", body: "//div[@class='story']"},
		Drift: DriftOptions{Window: 10, MinObservations: 10, Threshold: 0.5}})
	var before []*extract.Page
	for i := range 12 {
		before = append(before, pageHTML(t, "d.example", "/old"+string(rune('a'+i)), `<html><body><h1>Headline</h1><article><p>`+strings.Repeat(prose, 8)+`</p></article></body></html>`))
	}
	runPages(t, r, before)
	if gen.calls.Load() != 1 {
		t.Fatalf("%d generations before the redesign", gen.calls.Load())
	}
	if rate, n := r.FailureRate("d.example"); rate != 0 || n != 10 {
		t.Fatalf("failure rate %.2f over %d", rate, n)
	}
	// The site is redesigned; the next generation knows the new layout.
	gen.mu.Lock()
	gen.body = "//div[@class='story']"
	gen.mu.Unlock()
	var after []*extract.Page
	for i := range 12 {
		after = append(after, redesigned(t, "d.example", "/new"+string(rune('a'+i))))
	}
	runPages(t, r, after)
	if got := st.statuses("d.example"); got != "stale,active" {
		t.Fatalf("statuses = %s, want stale,active", got)
	}
	reps := r.Repairs()
	if len(reps) != 1 || reps[0].From != 1 || reps[0].To != 2 || reps[0].Samples != 5 {
		t.Fatalf("repairs = %+v", reps)
	}
	if gen.samples[len(gen.samples)-1] != 5 {
		t.Errorf("repair learned from %d pages, want the 5 recent failing ones", gen.samples[len(gen.samples)-1])
	}
	cur, _ := st.SelectorSet(context.Background(), "d.example")
	if !strings.Contains(cur.Provenance.Note, "repair of v1") {
		t.Errorf("note = %q", cur.Provenance.Note)
	}
	// Pages after the repair work with the new version first time.
	more := []*extract.Page{redesigned(t, "d.example", "/late")}
	runPages(t, r, more)
	if rate, n := r.FailureRate("d.example"); rate != 0 || n != 8 { // 7 after the repair, 1 late
		t.Errorf("after repair: failure rate %.2f over %d", rate, n)
	}
	// The old version can be re-activated.
	if err := st.SetSelectorStatus(context.Background(), "d.example", 1, selectors.StatusActive); err != nil {
		t.Fatal(err)
	}
}

func TestFailedRepairKeepsTheSetAndBacksOff(t *testing.T) {
	st := newMemStore()
	gen := &countingGen{title: "//h1"}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	r := New(st, gen, extract.NewApplier(), Options{Rescue: &countingGen{title: "//h1", body: "//div[@class='story']"},
		Drift: DriftOptions{Window: 4, MinObservations: 4, Threshold: 0.5}, Now: func() time.Time { return now }})
	runPages(t, r, []*extract.Page{page(t, "f.example")})
	// The generator still writes the old layout: the repair cannot validate.
	var after []*extract.Page
	for i := range 8 {
		after = append(after, redesigned(t, "f.example", "/n"+string(rune('a'+i))))
	}
	runPages(t, r, after)
	if got := st.statuses("f.example"); got != "active" {
		t.Fatalf("statuses = %s: a failed repair must keep the set", got)
	}
	reps := r.Repairs()
	if len(reps) != 1 || reps[0].To != 0 || !strings.Contains(reps[0].Err, "body") {
		t.Fatalf("repairs = %+v, want one failure naming the body", reps)
	}
	if n := gen.calls.Load(); n != 2 {
		t.Fatalf("%d generations: the failed repair was retried before its back-off", n)
	}
}

// TestStoredNeverGenerates checks that Stored, which the crawler asks of
// every page it reads, returns the site's stored set and nil for a site
// without one, and never generates.
func TestStoredNeverGenerates(t *testing.T) {
	st := newMemStore()
	gen := &countingGen{title: "//h1"}
	r := New(st, gen, extract.NewApplier(), Options{})
	ctx := context.Background()
	if c, err := r.Stored(ctx, "a.example"); c != nil || err != nil {
		t.Fatalf("Stored of a site without a set = %v, %v", c, err)
	}
	if gen.calls.Load() != 0 {
		t.Fatalf("Stored generated %d sets", gen.calls.Load())
	}
	if _, err := st.PutSelectorSet(ctx, selectors.Set{Site: "a.example", Fields: map[string][]string{"title": {"//h1"}, "body": {"//article"}}}); err != nil {
		t.Fatal(err)
	}
	if c, err := r.Stored(ctx, "a.example"); err != nil || c == nil || c.Set.Version != 1 {
		t.Fatalf("Stored = %v, %v; want version 1", c, err)
	}
	if gen.calls.Load() != 0 {
		t.Fatalf("Stored generated %d sets", gen.calls.Load())
	}
}
