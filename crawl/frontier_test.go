package crawl

import (
	"context"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/store"
)

func pushAll(t *testing.T, f *Frontier, items ...store.FrontierItem) {
	t.Helper()
	if _, err := f.Push(context.Background(), items); err != nil {
		t.Fatal(err)
	}
}

func next(t *testing.T, f *Frontier) store.FrontierItem {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	it, ok, err := f.Next(ctx)
	if err != nil || !ok {
		t.Fatalf("Next: ok=%v err=%v", ok, err)
	}
	return it
}

func TestFrontierHostPolicy(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	item := func(host, path string, prio int) store.FrontierItem {
		return store.FrontierItem{URL: "https://" + host + path, Host: host, Priority: prio}
	}

	t.Run("site parallelism", func(t *testing.T) {
		f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, 0, 1)
		f.SetHostPolicy("a.example", -1, 2)
		pushAll(t, f, item("a.example", "/1", 1), item("a.example", "/2", 1), item("a.example", "/3", 1))
		a, b := next(t, f), next(t, f) // two in flight at once
		wait, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		if it, ok, _ := f.Next(wait); ok {
			t.Errorf("a third request went out while two were in flight: %s", it.URL)
		}
		f.Done(ctx, a)
		f.Done(ctx, b)
		f.Done(ctx, next(t, f))
	})
	t.Run("the delay runs from the end of the previous request", func(t *testing.T) {
		const delay = 40 * time.Millisecond
		f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, delay, 1)
		pushAll(t, f, item("a.example", "/1", 1), item("a.example", "/2", 1))
		first := next(t, f)
		time.Sleep(2 * delay) // a slow response
		done := time.Now()
		f.Done(ctx, first)
		next(t, f)
		if gap := time.Since(done); gap < delay {
			t.Errorf("second request %v after the first ended, below the %v delay", gap, delay)
		}
	})
	t.Run("a fetched item being processed frees its host", func(t *testing.T) {
		const delay = 40 * time.Millisecond
		db := &memFrontier{items: map[string]store.FrontierItem{}}
		f := NewFrontier(db, delay, 1)
		pushAll(t, f, item("a.example", "/1", 1), item("a.example", "/2", 1), item("a.example", "/3", 1))
		first := next(t, f)
		fetched := time.Now()
		f.Fetched(first)
		f.Fetched(first)     // twice frees one slot, not two
		second := next(t, f) // while first is still being processed
		if gap := time.Since(fetched); gap < delay {
			t.Errorf("second request %v after the first's response, below the %v delay", gap, delay)
		}
		wait, cancel := context.WithTimeout(ctx, 2*delay)
		defer cancel()
		if it, ok, _ := f.Next(wait); ok {
			t.Errorf("a request went out while one was in flight: %s", it.URL)
		}
		f.Done(ctx, first) // frees no request slot: second is still in flight
		wait2, cancel2 := context.WithTimeout(ctx, 2*delay)
		defer cancel2()
		if it, ok, _ := f.Next(wait2); ok {
			t.Errorf("Done after Fetched freed a second slot: %s went out", it.URL)
		}
		if _, ok := db.items[first.URL]; ok {
			t.Error("Done left the fetched item stored")
		}
		f.Fetched(second)
		f.Retry(ctx, second, 0) // a processed item may still be retried
		third := next(t, f)
		f.Done(ctx, third)
		f.Done(ctx, next(t, f))
		end, cancel3 := context.WithTimeout(ctx, time.Second)
		defer cancel3()
		if it, ok, err := f.Next(end); ok || err != nil {
			t.Errorf("frontier not done: %v %v %v", it.URL, ok, err)
		}
	})
	t.Run("robots Crawl-delay only raises a site's delay", func(t *testing.T) {
		f := NewFrontier(&memFrontier{}, time.Second, 1)
		f.SetHostPolicy("a.example", 100*time.Millisecond, 0)
		if d := f.Delay("a.example"); d != 100*time.Millisecond {
			t.Errorf("site delay = %v", d)
		}
		f.SetHostDelay("a.example", 2*time.Second)
		f.SetHostDelay("b.example", 10*time.Millisecond)
		if d := f.Delay("a.example"); d != 2*time.Second {
			t.Errorf("with Crawl-delay 2s: %v", d)
		}
		if d := f.Delay("b.example"); d != time.Second {
			t.Errorf("a Crawl-delay below the default lowered it: %v", d)
		}
	})
	t.Run("host score breaks priority ties", func(t *testing.T) {
		f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, 0, 1)
		f.SetHostScore("fast.example", 3)
		f.SetHostScore("slow.example", 1)
		pushAll(t, f, item("slow.example", "/1", 2), item("fast.example", "/1", 2), item("slow.example", "/seed", 0))
		var got []string
		for range 3 {
			it := next(t, f)
			got = append(got, it.URL)
			f.Done(ctx, it)
		}
		want := []string{"https://slow.example/seed", "https://fast.example/1", "https://slow.example/1"}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("order %v, want %v (priority first, then score)", got, want)
			}
		}
	})
	t.Run("backoff idles the host", func(t *testing.T) {
		f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, 0, 1)
		pushAll(t, f, item("a.example", "/1", 1), item("a.example", "/2", 1))
		it := next(t, f)
		until := time.Now().Add(60 * time.Millisecond)
		f.Backoff("a.example", until, store.WaitRetryAfter)
		f.Retry(ctx, it, 0)
		next(t, f)
		if now := time.Now(); now.Before(until) {
			t.Errorf("handed out %v before the backoff ended", until.Sub(now))
		}
		if sizes := f.HostSizes(); sizes["a.example"] != 1 {
			t.Errorf("HostSizes = %v", sizes)
		}
	})
}

// TestFrontierLongWaits checks that an item told to wait (a Retry-After
// weeks ahead) holds back neither its host's other items nor the end of
// the run: Next hands out the rest, then reports the frontier done while
// the waiting item stays stored for a later run.
func TestFrontierLongWaits(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	f := NewFrontier(db, 0, 1)
	f.SetMaxWait(50 * time.Millisecond)
	pushAll(t, f, store.FrontierItem{URL: "https://a.example/later", Host: "a.example", Priority: 1},
		store.FrontierItem{URL: "https://a.example/now", Host: "a.example", Priority: 2})
	later := next(t, f)
	if err := f.Retry(ctx, later, 1000*time.Hour); err != nil {
		t.Fatal(err)
	}
	if it := next(t, f); it.URL != "https://a.example/now" {
		t.Fatalf("Next = %s, want the item that may be fetched now", it.URL)
	} else if err := f.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if it, ok, err := f.Next(wait); ok || err != nil {
		t.Fatalf("Next = %s, %v, %v; want done, the rest waits beyond the maximum wait", it.URL, ok, err)
	}
	if f.Len() != 1 || db.items["https://a.example/later"].NotBefore.IsZero() {
		t.Errorf("left %d items, stored %+v; want the waiting one kept with its time", f.Len(), db.items)
	}
	// The host itself may be asked: only its item waits.
	if w, d := f.Waits(), f.Deferred(); len(w) != 0 || len(d) != 1 || d[0].Host != "a.example" || d[0].URLs != 1 ||
		!d[0].Until.Equal(db.items["https://a.example/later"].NotBefore) {
		t.Errorf("Waits = %+v, Deferred = %+v; want only a.example deferred, until its item's time", w, d)
	}
}

// TestFrontierBackoffBeforeQueue checks that a host's wait known before
// any of its URLs is queued (a wait an earlier run stored) holds back the
// URLs queued later, seeds included, and that Waits reports it.
func TestFrontierBackoffBeforeQueue(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, 0, 1)
	f.SetMaxWait(50 * time.Millisecond)
	until := time.Now().Add(time.Hour)
	f.Backoff("a.example", until, store.WaitRetryAfter)
	pushAll(t, f, store.FrontierItem{URL: "https://a.example/", Host: "a.example", Hint: "seed"},
		store.FrontierItem{URL: "https://b.example/", Host: "b.example", Hint: "seed"})
	if it := next(t, f); it.Host != "b.example" {
		t.Fatalf("Next = %s, want b.example's seed: a.example waits an hour", it.URL)
	} else if err := f.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if it, ok, err := f.Next(ctx); ok || err != nil {
		t.Fatalf("Next = %s, %v, %v; want done, a.example waits beyond the maximum wait", it.URL, ok, err)
	}
	if w := f.Waits(); len(w) != 1 || w[0].Host != "a.example" || !w[0].Until.Equal(until) || w[0].URLs != 1 {
		t.Errorf("Waits = %+v, want a.example until %v with its 1 URL", w, until)
	}
	if d := f.Deferred(); len(d) != 0 {
		t.Errorf("Deferred = %+v, want none: a.example's wait is the host's", d)
	}
}

// TestFrontierMarkStandIn checks that a stand-in mark reaches the store
// at once, for an item waiting or handed out, and that a handed-out
// item keeps it when it goes back for a retry: a run that dies, or
// ends, before the item is read again must find it in the store.
func TestFrontierMarkStandIn(t *testing.T) {
	ctx := context.Background()
	const from = "https://a.example/story"
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	f := NewFrontier(db, 0, 2)
	pushAll(t, f, store.FrontierItem{URL: "https://a.example/out", Host: "a.example", Priority: 0},
		store.FrontierItem{URL: "https://a.example/waiting", Host: "a.example", Priority: 1})
	out := next(t, f)
	for _, u := range []string{out.URL, "https://a.example/waiting"} {
		if queued, err := f.MarkStandIn(ctx, u, from); err != nil || !queued {
			t.Fatalf("mark %s: queued %v, err %v", u, queued, err)
		}
		if got := db.items[u].StandInFor; got != from {
			t.Errorf("%s: the store holds stand-in mark %q, want %q", u, got, from)
		}
	}
	if queued, _ := f.MarkStandIn(ctx, "https://a.example/none", from); queued {
		t.Error("an URL not queued was marked")
	}
	if err := f.Retry(ctx, out, 0); err != nil {
		t.Fatal(err)
	}
	if it := db.items[out.URL]; it.StandInFor != from || it.Attempts != 1 {
		t.Errorf("after a retry the store holds %+v; want the stand-in mark kept and the attempt counted", it)
	}
	for range 2 {
		if it := next(t, f); it.StandInFor != from {
			t.Errorf("%s handed out without its stand-in mark", it.URL)
		}
	}
}

// TestFrontierHoldAll checks that after HoldAll(t) no host is handed out
// before its own delay after t (a site's longer one included), that
// Waits reports the hold, and that Park writes it onto the items left.
func TestFrontierHoldAll(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	f := NewFrontier(db, time.Hour, 1)
	f.SetMaxWait(50 * time.Millisecond)
	f.SetHostPolicy("slow.example", 2*time.Hour, 0)
	f.SetHostPolicy("free.example", 0, 0)
	start := time.Now()
	f.HoldAll(start)
	pushAll(t, f, store.FrontierItem{URL: "https://a.example/", Host: "a.example"},
		store.FrontierItem{URL: "https://slow.example/", Host: "slow.example"},
		store.FrontierItem{URL: "https://free.example/", Host: "free.example"})
	if it := next(t, f); it.Host != "free.example" {
		t.Fatalf("Next = %s, want free.example's page: the others are held for their delay", it.URL)
	} else if err := f.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if it, ok, err := f.Next(ctx); ok || err != nil {
		t.Fatalf("Next = %s, %v, %v; want done, every other host held beyond the maximum wait", it.URL, ok, err)
	}
	w := f.Waits()
	if len(w) != 2 || w[0].Host != "a.example" || !w[0].Until.Equal(start.Add(time.Hour)) ||
		w[1].Host != "slow.example" || !w[1].Until.Equal(start.Add(2*time.Hour)) {
		t.Errorf("Waits = %+v, want a.example an hour and slow.example two after the hold", w)
	}
	if n, err := f.Park(ctx); err != nil || n != 2 {
		t.Fatalf("Park = %d, %v; want the 2 held items parked", n, err)
	}
	if nb := db.items["https://slow.example/"].NotBefore; !nb.Equal(start.Add(2 * time.Hour).UTC()) {
		t.Errorf("slow.example's item parked until %v, want two hours after the hold", nb)
	}
}

// blockingFrontier holds UpdateFrontier of one URL until release closes.
type blockingFrontier struct {
	*memFrontier
	slow    string
	entered chan struct{}
	release chan struct{}
}

func (b *blockingFrontier) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	if it.URL == b.slow {
		close(b.entered)
		<-b.release
	}
	return b.memFrontier.UpdateFrontier(ctx, it)
}

// TestSlowItemWriteHoldsNoOtherURL checks that a retry whose store write
// is slow (MongoDB under load) does not hold up the retry of another URL:
// only writes of one URL are ordered.
func TestSlowItemWriteHoldsNoOtherURL(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	db := &blockingFrontier{memFrontier: &memFrontier{items: map[string]store.FrontierItem{}},
		slow: "https://a.example/slow", entered: make(chan struct{}), release: make(chan struct{})}
	f := NewFrontier(db, 0, 1)
	if f.writeLock(db.slow) == f.writeLock("https://b.example/fast") {
		t.Fatal("the test's URLs share a lock; pick others")
	}
	pushAll(t, f, store.FrontierItem{URL: db.slow, Host: "a.example"}, store.FrontierItem{URL: "https://b.example/fast", Host: "b.example"})
	a, b := next(t, f), next(t, f)
	if a.URL != db.slow {
		a, b = b, a
	}
	done := make(chan error)
	go func() { done <- f.Retry(ctx, a, time.Hour) }()
	<-db.entered
	fast := make(chan error)
	go func() { fast <- f.Retry(ctx, b, time.Hour) }()
	select {
	case err := <-fast:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(2 * time.Second):
		t.Error("the retry of another URL waited for the slow write")
		close(db.release)
		<-fast
		<-done
		return
	}
	close(db.release)
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// TestFrontierStrongerHint checks that a URL waiting in its queue takes
// the stronger hint of an item pushed for it again (a feed naming as a
// story a URL queued as a link), in the store too and with the rest of
// its item kept, whichever queue it waits in; that a weaker or an
// unranked hint changes nothing; that a URL handed out keeps the item
// its worker holds; and that two items of one URL in one push make one
// item, with the stronger hint.
func TestFrontierStrongerHint(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	f := NewFrontier(db, 0, 1)
	f.SetStronger(func(queued, pushed string) bool { return pushed == "article" && (queued == "" || queued == "page") })
	item := func(path, hint string, prio int) store.FrontierItem {
		return store.FrontierItem{URL: "https://a.example" + path, Host: "a.example", Priority: prio, Hint: hint}
	}
	later := item("/later", "page", 1)
	later.Attempts, later.NotBefore = 1, time.Now().Add(time.Hour).UTC()
	pushAll(t, f, item("/out", "", 0), item("/link", "", 1), item("/seed", "seed", 1), later)
	out := next(t, f)
	n, err := f.Push(ctx, []store.FrontierItem{item("/out", "article", 2), item("/link", "article", 2), item("/seed", "article", 2),
		item("/later", "article", 2), item("/new", "", 2), item("/new", "article", 2)})
	if err != nil || n != 1 {
		t.Fatalf("Push = %d, %v; want 1 added", n, err)
	}
	pushAll(t, f, item("/link", "", 2), item("/link", "page", 2)) // weaker: kept as is
	for path, want := range map[string]string{"/out": "", "/link": "article", "/seed": "seed", "/later": "article", "/new": "article"} {
		if got := db.items["https://a.example"+path].Hint; got != want {
			t.Errorf("%s: the store holds hint %q, want %q", path, got, want)
		}
	}
	if it := db.items[later.URL]; it.Attempts != 1 || !it.NotBefore.Equal(later.NotBefore) || it.Priority != 1 {
		t.Errorf("/later stored as %+v; want its attempt, wait and priority kept", it)
	}
	if out.Hint != "" {
		t.Errorf("the handed-out item changed to hint %q", out.Hint)
	}
	if err := f.Done(ctx, out); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for range 3 {
		it := next(t, f)
		got[it.URL] = it.Hint
		f.Done(ctx, it)
	}
	for path, want := range map[string]string{"/link": "article", "/seed": "seed", "/new": "article"} {
		if h := got["https://a.example"+path]; h != want {
			t.Errorf("%s handed out with hint %q, want %q", path, h, want)
		}
	}
}

// TestFrontierBetterPriority checks that a URL waiting in its queue
// takes the better priority of an item pushed for it again (a seed page
// or a feed names a URL queued as a link on a deeper page), by Push or
// Strengthen, in the store too, and is handed out by it; that a worse
// priority changes nothing; and that two items of one URL in one push
// make one item with the better priority.
func TestFrontierBetterPriority(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	f := NewFrontier(db, 0, 1)
	item := func(path string, prio int) store.FrontierItem {
		return store.FrontierItem{URL: "https://a.example" + path, Host: "a.example", Priority: prio}
	}
	pushAll(t, f, item("/deep", 3), item("/b", 2), item("/c", 2), item("/other", 3), item("/x", 3), item("/y", 3))
	n, err := f.Push(ctx, []store.FrontierItem{item("/deep", 0), item("/b", 4), item("/dup", 3), item("/dup", 1)})
	if err != nil || n != 1 {
		t.Fatalf("Push = %d, %v; want 1 added", n, err)
	}
	if err := f.Strengthen(ctx, []store.FrontierItem{item("/other", 1), item("/gone", 0)}); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]int{"/deep": 0, "/b": 2, "/dup": 1, "/other": 1} {
		if got := db.items["https://a.example"+path].Priority; got != want {
			t.Errorf("%s: the store holds priority %d, want %d", path, got, want)
		}
	}
	if _, ok := db.items["https://a.example/gone"]; ok {
		t.Error("Strengthen queued a URL that was not waiting")
	}
	var order []string
	for range 7 {
		it := next(t, f)
		order = append(order, strings.TrimPrefix(it.URL, "https://a.example"))
		f.Done(ctx, it)
	}
	if got, want := strings.Join(order, " "), "/deep /other /dup /b /c /x /y"; got != want {
		t.Errorf("handed out %s, want %s", got, want)
	}
}

// TestFrontierKeepOpen checks that the frontier is not reported drained
// while kept open: work that ends an item and then pushes another (a
// page to read once more) does not let the workers end the run in
// between; released, the frontier hands out what was pushed, and then
// reports it is drained.
func TestFrontierKeepOpen(t *testing.T) {
	defer goleak.VerifyNone(t)
	ctx := context.Background()
	f := NewFrontier(&memFrontier{items: map[string]store.FrontierItem{}}, 0, 1)
	it := store.FrontierItem{URL: "https://a.example/brief", Host: "a.example"}
	pushAll(t, f, it)
	got := next(t, f)
	canceled, cancel := context.WithCancel(ctx)
	cancel() // Next returns at once: with ctx's error if it would wait

	release := f.KeepOpen()
	if err := f.Done(ctx, got); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := f.Next(canceled); ok || err == nil {
		t.Fatalf("kept open, nothing queued: Next = %v, %v; want it to wait", ok, err)
	}
	it.Hint = "article"
	pushAll(t, f, it)
	release()
	release() // a second call does nothing
	if again := next(t, f); again.URL != it.URL || again.Hint != "article" {
		t.Errorf("handed out %+v, want the item pushed while kept open", again)
	}
	if err := f.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := f.Next(canceled); ok || err != nil {
		t.Errorf("released, nothing queued or in flight: Next = %v, %v; want drained", ok, err)
	}
}
