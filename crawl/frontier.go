package crawl

import (
	"container/heap"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/bylinehq/byline/store"
)

// frontierStore is the durable side of the frontier.
type frontierStore interface {
	PushFrontier(ctx context.Context, items []store.FrontierItem) error
	Frontier(ctx context.Context) ([]store.FrontierItem, error)
	UpdateFrontier(ctx context.Context, it store.FrontierItem) error
	DoneFrontier(ctx context.Context, url string) error
}

// FrontierClaimer is what a frontier store that several processes
// share (Redis, MongoDB) has beside the frontier's own methods: each
// URL, and its host, is claimed before it is handed out (see
// store.Claim). A Frontier on a store that has it shares its frontier.
type FrontierClaimer interface {
	ClaimFrontier(ctx context.Context, url, host string, now time.Time, lease time.Duration) (store.Claim, error)
	// ReleaseClaims ends this process's claims: its URLs' at once,
	// its hosts' at hostsUntil at the latest but for those in held,
	// which it holds until their time (a Retry-After): no shorter, and
	// no longer (the lease of its last claim ends with the run).
	ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error
	// StrengthenFrontier gives a queued URL a better priority and a
	// hint, keeping the rest of its item as stored.
	StrengthenFrontier(ctx context.Context, url string, priority int, hint string) error
	// HoldHost keeps this process's claim on host until until at least,
	// for reason (see store.HostStats.WaitReason).
	HoldHost(ctx context.Context, host string, now, until time.Time, reason string) error
	// HostHolds returns the hosts held past now by HoldHost, whoever
	// held them, with the end and reason of each hold.
	HostHolds(ctx context.Context, now time.Time) (map[string]store.HostWait, error)
	// MarkFrontier sets a queued URL's stand-in mark (see
	// store.FrontierItem.StandInFor), keeping the rest of its item as
	// stored.
	MarkFrontier(ctx context.Context, url, standInFor string) error
	// ParkFrontier makes a queued URL wait until notBefore unless its
	// stored item waits longer, keeping the rest of it as stored.
	ParkFrontier(ctx context.Context, url string, notBefore time.Time) error
}

// DefaultLease is how long a claim on a URL of a shared frontier, and on
// its host, lasts (see store.Claim): longer than a fetch and the page's
// handling take, so that no other process takes a URL still being
// worked on, and short enough that a killed process's URLs come back
// within a schedule interval. A host stays with the process that asked
// it until a lease after its last claim there: two processes never
// share a host, so neither needs to know when the other asked it.
const DefaultLease = 10 * time.Minute

// Frontier hands out queued URLs best priority first while keeping every
// host's politeness: at most Parallel requests in flight per host, and at
// least Delay between two requests to one host. With one request per host
// in flight the delay runs from the end of the previous request, so the
// gap a server sees between two requests is never below it. Among hosts
// whose next items have the same priority, the host with the better score
// (see SetHostScore) goes first. Every change is written through to the
// store, so a crash loses nothing.
type Frontier struct {
	db       frontierStore
	claimer  FrontierClaimer // nil: the store is this process's alone
	lease    time.Duration
	delay    time.Duration // default per host
	parallel int
	now      func() time.Time
	mu       sync.Mutex
	hosts    map[string]*hostQueue
	inflight int
	// open counts the KeepOpen calls not yet released: work that may
	// still push items, as an item in flight may.
	open     int
	changed  chan struct{} // closed and replaced on every change
	seq      int64
	policies map[string]hostPolicy
	maxWait  time.Duration // 0: wait as long as it takes
	// waits holds Backoff times of hosts with no queue yet (a wait an
	// earlier run stored), for the queue the host's first item makes.
	waits map[string]time.Time
	// loaded holds the hosts' holds Load found on a shared frontier,
	// with their reasons (see LoadedHolds).
	loaded []store.HostWait
	// fetched holds the handed-out items whose request has ended
	// (Fetched) while they are still being processed.
	fetched map[string]bool
	// out holds the handed-out items, as handed out but for a stand-in
	// mark set since (see MarkStandIn).
	out map[string]store.FrontierItem
	// waiting holds the items waiting in their hosts' queues, by URL,
	// for the changes made to a waiting item (MarkStandIn, a stronger
	// hint) without a walk through every queue.
	waiting map[string]*queued
	// pushing holds, by URL, the items Push is writing to the store and
	// has not queued yet, with the better priority and stronger hint
	// Strengthen asked for meanwhile: a link met again while its first
	// push is written is not lost.
	pushing map[string]store.FrontierItem
	// stronger tells whether a hint pushed for a waiting URL replaces
	// the one it was queued with (see SetStronger); nil: none does.
	stronger func(queued, pushed string) bool
	// writes orders the store writes that replace an item (Retry,
	// PutBackCut, PutBackFresh, MarkStandIn): each reads what it writes
	// under its URL's lock, so a stand-in mark written for an item in
	// flight is not undone by the worker's write of its own copy, nor the
	// worker's newer attempt count by the mark's write. Only writes of
	// one URL need ordering: the locks are striped by URL, so that a slow
	// store write (a retry's on MongoDB) holds up no other URL's.
	writes [writeStripes]sync.Mutex
	// hold: no host is asked before its delay after hold (see HoldAll).
	hold time.Time
	// check, when set, is asked before each claim on a shared frontier
	// (see SetClaimCheck).
	check func() error
	// stopped is set by Stop: nothing more is handed out; stopping is
	// closed then.
	stopped  bool
	stopping chan struct{}
}

// hostPolicy is what is known about one host's politeness.
type hostPolicy struct {
	delay       time.Duration // site override; 0 keeps the default
	hasDelay    bool
	parallel    int           // site override; 0 keeps the default
	robotsDelay time.Duration // robots.txt Crawl-delay, can only raise
	score       float64       // higher is sooner among equal priorities
}

// hostQueue holds one host's items. Items that must wait (a retry, a
// Retry-After) wait apart, so that they never hold back the host's items
// that may be fetched now.
type hostQueue struct {
	items  itemHeap  // may be fetched, best priority first
	later  laterHeap // not before their NotBefore, earliest first
	active int
	nextAt time.Time
}

func (hq *hostQueue) push(q *queued, now time.Time) {
	if q.NotBefore.After(now) {
		heap.Push(&hq.later, q)
	} else {
		heap.Push(&hq.items, q)
	}
}

// promote moves the waiting items whose time has come among the others.
func (hq *hostQueue) promote(now time.Time) {
	for hq.later.Len() > 0 && !hq.later.itemHeap[0].NotBefore.After(now) {
		heap.Push(&hq.items, heap.Pop(&hq.later))
	}
}

func (hq *hostQueue) len() int { return hq.items.Len() + hq.later.Len() }

type queued struct {
	store.FrontierItem
	seq int64
	at  int // index in the heap that holds it, for heap.Fix
}

type itemHeap []*queued

func (h itemHeap) Len() int { return len(h) }
func (h itemHeap) Less(i, j int) bool {
	if h[i].Priority != h[j].Priority {
		return h[i].Priority < h[j].Priority
	}
	return h[i].seq < h[j].seq
}
func (h itemHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].at, h[j].at = i, j
}
func (h *itemHeap) Push(x any) {
	q := x.(*queued)
	q.at = len(*h)
	*h = append(*h, q)
}
func (h *itemHeap) Pop() any {
	old := *h
	it := old[len(old)-1]
	*h = old[:len(old)-1]
	return it
}

// laterHeap orders waiting items by the time they may be fetched.
type laterHeap struct{ itemHeap }

func (h laterHeap) Less(i, j int) bool {
	a, b := h.itemHeap[i], h.itemHeap[j]
	if !a.NotBefore.Equal(b.NotBefore) {
		return a.NotBefore.Before(b.NotBefore)
	}
	return a.seq < b.seq
}

// NewFrontier returns an empty frontier; call Load to resume a stored one.
func NewFrontier(db frontierStore, delay time.Duration, parallel int) *Frontier {
	if parallel <= 0 {
		parallel = 1
	}
	claimer, _ := db.(FrontierClaimer)
	return &Frontier{db: db, claimer: claimer, lease: DefaultLease, delay: delay, parallel: parallel, now: time.Now,
		hosts: map[string]*hostQueue{}, changed: make(chan struct{}), stopping: make(chan struct{}),
		policies: map[string]hostPolicy{}, waits: map[string]time.Time{}, fetched: map[string]bool{}, out: map[string]store.FrontierItem{},
		waiting: map[string]*queued{}, pushing: map[string]store.FrontierItem{}}
}

// SetStronger makes Push give a URL that waits in its queue the hint of
// an item pushed for it again when stronger(queued, pushed) says that
// hint tells more about the URL (a feed names as a story a URL queued as
// a link on a page): the hint decides how its page is read. Without it,
// or for a URL handed out, a URL queued keeps its item.
func (f *Frontier) SetStronger(stronger func(queued, pushed string) bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.stronger = stronger
}

// Load queues every item left in the store by an earlier run and returns
// them. On a shared frontier it also keeps the hosts' holds (a
// Retry-After, see Backoff) that any process stored: this process's
// claims on them are its own (a process restarted under its name takes
// them back at once), so only the hold keeps it from asking a host that
// asked it, before its crash, to wait.
func (f *Frontier) Load(ctx context.Context) ([]store.FrontierItem, error) {
	items, err := f.db.Frontier(ctx)
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	var holds map[string]store.HostWait
	if f.claimer != nil {
		if holds, err = f.claimer.HostHolds(ctx, f.now()); err != nil {
			return nil, fmt.Errorf("load frontier: %w", err)
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, host := range slices.Sorted(maps.Keys(holds)) {
		f.backoffLocked(host, holds[host].Until)
		f.loaded = append(f.loaded, holds[host])
	}
	for _, it := range items {
		f.addLocked(it)
	}
	f.signalLocked()
	return items, nil
}

// LoadedHolds returns the hosts' holds Load found on a shared frontier
// (see Backoff), whoever set them, with their ends and reasons, ordered
// by host: a run tells why its hosts wait by them.
func (f *Frontier) LoadedHolds() []store.HostWait {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.loaded)
}

// SetLease sets how long a claim on a URL of a shared frontier lasts
// (see DefaultLease).
func (f *Frontier) SetLease(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lease = d
}

// SetClaimCheck makes Next ask check before it claims a URL of a shared
// frontier: a process that cannot vouch for its claim name (its worker
// id's hold was not renewed within its time: the process was paused, and
// another may hold the name now) claims nothing. Next returns check's
// error as a failed claim's, the item back in its queue.
func (f *Frontier) SetClaimCheck(check func() error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.check = check
}

// SetMaxWait bounds how long Next idles: when nothing is in flight and
// no queued item may be fetched within d (a host's Retry-After, a retry
// far off), Next reports the frontier done and the items stay in the
// store for a later run.
func (f *Frontier) SetMaxWait(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.maxWait = d
}

// SetHostDelay records a robots.txt Crawl-delay for host: it raises the
// gap between two requests to the host and never lowers it.
func (f *Frontier) SetHostDelay(host string, d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := f.policies[host]
	p.robotsDelay = d
	f.policies[host] = p
}

// SetHostPolicy overrides the default delay and per-host concurrency for
// host (a site's politeness settings); a negative delay or parallel 0
// keeps the default.
func (f *Frontier) SetHostPolicy(host string, delay time.Duration, parallel int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := f.policies[host]
	p.delay, p.hasDelay, p.parallel = delay, delay >= 0, parallel
	f.policies[host] = p
	f.signalLocked()
}

// SetHostScore ranks host among hosts whose next items share a priority:
// higher scores are served first.
func (f *Frontier) SetHostScore(host string, score float64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := f.policies[host]
	p.score = score
	f.policies[host] = p
}

// Delay returns the gap kept between two requests to host.
func (f *Frontier) Delay(host string) time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.delayFor(host)
}

func (f *Frontier) delayFor(host string) time.Duration {
	p := f.policies[host]
	d := f.delay
	if p.hasDelay {
		d = p.delay
	}
	return max(d, p.robotsDelay)
}

func (f *Frontier) parallelFor(host string) int {
	if p := f.policies[host].parallel; p > 0 {
		return p
	}
	return f.parallel
}

// Backoff keeps a host idle until t (429 or 503 with Retry-After, or a
// wait an earlier run stored), whether or not any of its URLs is queued
// yet; reason says why (see store.HostStats.WaitReason), for the other
// processes sharing the frontier and this one restarted (LoadedHolds).
func (f *Frontier) Backoff(host string, t time.Time, reason string) {
	if f.claimer != nil {
		// The other processes sharing the frontier keep the wait too:
		// the host stays this one's until then, past its lease and its
		// run's end (see ReleaseClaims).
		f.claimer.HoldHost(context.Background(), host, f.now(), holdEnd(t), reason) // best effort: the lease holds the host meanwhile
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.backoffLocked(host, t)
}

// backoffLocked keeps host idle until t (see Backoff) in this process.
func (f *Frontier) backoffLocked(host string, t time.Time) {
	hq := f.hosts[host]
	if hq == nil {
		if t.After(f.waits[host]) {
			f.waits[host] = t
		}
		return
	}
	if t.After(hq.nextAt) {
		hq.nextAt = t
	}
}

// HoldAll keeps every host idle until its delay after t: a run that
// follows one killed (SIGKILL) before it stored its hosts' waits does
// not know when that run last asked each host, so it counts each as
// asked at t (its own start, after every request of the killed run).
func (f *Frontier) HoldAll(t time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.hold = t
	f.signalLocked()
}

// nextAtLocked is the earliest time host may be asked again: its own
// wait, and its delay after the hold (see HoldAll).
func (f *Frontier) nextAtLocked(host string, hq *hostQueue) time.Time {
	if f.hold.IsZero() {
		return hq.nextAt
	}
	if h := f.hold.Add(f.delayFor(host)); h.After(hq.nextAt) {
		return h
	}
	return hq.nextAt
}

// HostWait is a host's next allowed request and how many of its URLs
// are queued.
type HostWait struct {
	Host  string
	Until time.Time
	URLs  int
}

// Waits returns the queued hosts that may not be asked before a time
// still to come (a delay after their last request, a Retry-After),
// ordered by host.
func (f *Frontier) Waits() []HostWait {
	return f.waitsBy(func(host string, hq *hostQueue, now time.Time) (time.Time, bool) {
		t := f.nextAtLocked(host, hq)
		return t, t.After(now)
	})
}

// Deferred returns the queued hosts that their own wait does not hold
// (see Waits) but whose every queued URL waits for a time still to come:
// a retry's backoff after an error, or a wait an earlier run left on the
// URLs. Until is the earliest of those times. Ordered by host.
func (f *Frontier) Deferred() []HostWait {
	return f.waitsBy(func(host string, hq *hostQueue, now time.Time) (time.Time, bool) {
		hq.promote(now)
		if hq.items.Len() > 0 || hq.later.Len() == 0 || f.nextAtLocked(host, hq).After(now) {
			return time.Time{}, false
		}
		return hq.later.itemHeap[0].NotBefore, true
	})
}

// waitsBy returns, ordered by host, the hosts for which until reports a
// wait, with its time and the host's queued URLs.
func (f *Frontier) waitsBy(until func(host string, hq *hostQueue, now time.Time) (time.Time, bool)) []HostWait {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := f.now()
	var out []HostWait
	for h, hq := range f.hosts {
		if t, ok := until(h, hq, now); ok {
			out = append(out, HostWait{Host: h, Until: t, URLs: hq.len()})
		}
	}
	slices.SortFunc(out, func(a, b HostWait) int { return strings.Compare(a.Host, b.Host) })
	return out
}

// Push queues items that are not queued yet and returns how many were
// added. It persists them before they can be handed out. A URL waiting
// in its queue takes the hint of an item pushed for it when that is
// stronger (see SetStronger), and its priority when that is better (a
// seed page or a feed names a URL queued as a link on a deeper page), in
// the store too.
func (f *Frontier) Push(ctx context.Context, items []store.FrontierItem) (int, error) {
	f.mu.Lock()
	fresh := make([]store.FrontierItem, 0, len(items))
	var stronger []store.FrontierItem
	at := map[string]int{}
	for _, it := range items {
		if f.queuedLocked(it.URL) {
			if f.strongerLocked(it) {
				stronger = append(stronger, it)
			}
			continue
		}
		if i, ok := at[it.URL]; ok {
			if f.stronger != nil && f.stronger(fresh[i].Hint, it.Hint) {
				fresh[i].Hint = it.Hint
			}
			fresh[i].Priority = min(fresh[i].Priority, it.Priority)
			continue
		}
		at[it.URL] = len(fresh)
		if it.Added.IsZero() {
			it.Added = f.now().UTC()
		}
		fresh = append(fresh, it)
	}
	var mine []string // the pushing entries this push made
	for _, it := range fresh {
		if _, ok := f.pushing[it.URL]; !ok {
			f.pushing[it.URL] = it
			mine = append(mine, it.URL)
		}
	}
	f.mu.Unlock()
	if err := f.strengthen(ctx, stronger); err != nil {
		f.forgetPushing(mine)
		return 0, err
	}
	if len(fresh) == 0 {
		return 0, nil
	}
	if err := f.db.PushFrontier(ctx, fresh); err != nil {
		f.forgetPushing(mine)
		return 0, err
	}
	f.mu.Lock()
	n := 0
	stronger = stronger[:0]
	for _, it := range fresh {
		asked, pushing := f.pushing[it.URL]
		delete(f.pushing, it.URL)
		if f.addLocked(it) {
			n++
			if pushing {
				// Strengthened while it was written: as if after.
				it.Priority, it.Hint = asked.Priority, asked.Hint
				if f.strongerLocked(it) {
					stronger = append(stronger, it)
				}
			}
		} else if f.strongerLocked(it) {
			// Queued meanwhile by another push.
			stronger = append(stronger, it)
		}
	}
	f.signalLocked()
	f.mu.Unlock()
	return n, f.strengthen(ctx, stronger)
}

// forgetPushing drops the pushing entries of a push that failed.
func (f *Frontier) forgetPushing(urls []string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, u := range urls {
		delete(f.pushing, u)
	}
}

// Strengthen gives each URL among items that waits in its queue the
// item's hint where it is stronger (see SetStronger) and its priority
// where it is better, in the store too.
// Unlike Push it queues no URL: one handed out or done keeps its end.
func (f *Frontier) Strengthen(ctx context.Context, items []store.FrontierItem) error {
	return f.strengthen(ctx, items)
}

// strongerLocked reports whether it, pushed for a URL waiting in its
// queue, brings a stronger hint or a better priority.
func (f *Frontier) strongerLocked(it store.FrontierItem) bool {
	q := f.waiting[it.URL]
	return q != nil && (it.Priority < q.Priority || f.stronger != nil && f.stronger(q.Hint, it.Hint))
}

// strengthen gives each waiting URL among items the item's hint where it
// is stronger than the one it waits with and its priority where it is
// better, and writes the item so to the store. A URL handed out
// meanwhile keeps its item: the item being fetched is the worker's.
func (f *Frontier) strengthen(ctx context.Context, items []store.FrontierItem) error {
	if len(items) == 0 {
		return nil
	}
	// Most items pushed again bring nothing new: they are told under
	// one lock, not a write lock and the frontier's lock each.
	var todo []store.FrontierItem
	f.mu.Lock()
	for _, it := range items {
		if f.strongerLocked(it) {
			todo = append(todo, it)
		} else if p, ok := f.pushing[it.URL]; ok {
			// Being written by a push: it takes the better item once
			// queued.
			if f.stronger != nil && f.stronger(p.Hint, it.Hint) {
				p.Hint = it.Hint
			}
			p.Priority = min(p.Priority, it.Priority)
			f.pushing[it.URL] = p
		}
	}
	f.mu.Unlock()
	for _, it := range todo {
		mu := f.writeLock(it.URL)
		mu.Lock()
		f.mu.Lock()
		ok := f.strongerLocked(it)
		var up store.FrontierItem
		hint := "" // the hint raised, if any
		if ok {
			q := f.waiting[it.URL]
			if f.stronger != nil && f.stronger(q.Hint, it.Hint) {
				q.Hint = it.Hint
				hint = it.Hint
			}
			if it.Priority < q.Priority {
				f.raiseLocked(q, it.Priority)
			}
			up = q.FrontierItem
		}
		f.mu.Unlock()
		var err error
		switch {
		case ok && f.claimer != nil:
			// The item this process loaded may be older than the one
			// stored (another process's retry, its attempt and wait):
			// only what is raised is written.
			err = f.claimer.StrengthenFrontier(ctx, up.URL, up.Priority, hint)
		case ok:
			err = f.db.UpdateFrontier(ctx, up)
		}
		mu.Unlock()
		if err != nil {
			return fmt.Errorf("frontier hint %s: %w", it.URL, err)
		}
	}
	return nil
}

// raiseLocked gives q, waiting in its host's queue, the better priority
// prio, and moves it up among the items that may be fetched.
func (f *Frontier) raiseLocked(q *queued, prio int) {
	q.Priority = prio
	hq := f.hosts[q.Host]
	if hq != nil && q.at < hq.items.Len() && hq.items[q.at] == q {
		heap.Fix(&hq.items, q.at)
	}
	// In the later heap, ordered by time, the priority counts once the
	// item is promoted.
}

func (f *Frontier) addLocked(it store.FrontierItem) bool {
	if f.queuedLocked(it.URL) {
		return false
	}
	f.waitLocked(it)
	return true
}

// waitLocked puts it in its host's queue.
func (f *Frontier) waitLocked(it store.FrontierItem) {
	f.seq++
	q := &queued{FrontierItem: it, seq: f.seq}
	f.waiting[it.URL] = q
	f.hostLocked(it.Host).push(q, f.now())
}

// hostLocked returns host's queue, made on first use.
func (f *Frontier) hostLocked(host string) *hostQueue {
	hq := f.hosts[host]
	if hq == nil {
		hq = &hostQueue{nextAt: f.waits[host]}
		delete(f.waits, host)
		f.hosts[host] = hq
	}
	return hq
}

func (f *Frontier) signalLocked() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// Stop ends the handing out: Next returns ok=false from now on, while
// the items in flight still end as usual (Done, Retry, PutBack). What is
// queued stays in the store for a later run.
func (f *Frontier) Stop() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.stopped {
		close(f.stopping)
	}
	f.stopped = true
	f.signalLocked()
}

// Stopping returns a channel closed by Stop: a worker waiting inside a
// fetch (the hops of a cookie gate on a host with a delay) gives its
// item back instead of holding the run open (see crawl.Request.Stop).
func (f *Frontier) Stopping() <-chan struct{} { return f.stopping }

// Stopped reports whether Stop was called.
func (f *Frontier) Stopped() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.stopped
}

// Next blocks until an item may be fetched and returns it with ok=true.
// It returns ok=false when nothing is in flight (in-flight work may still
// push more) or kept open (see KeepOpen) and nothing is queued, or nothing
// may be fetched within the maximum wait, or after Stop; it must return
// when ctx is canceled.
func (f *Frontier) Next(ctx context.Context) (store.FrontierItem, bool, error) {
	for {
		f.mu.Lock()
		if f.stopped {
			f.mu.Unlock()
			return store.FrontierItem{}, false, nil
		}
		now := f.now()
		var best *hostQueue
		var bestHost string
		wait := time.Duration(-1)
		for host, hq := range f.hosts {
			hq.promote(now)
			if hq.len() == 0 || hq.active >= f.parallelFor(host) {
				continue
			}
			ready := f.nextAtLocked(host, hq)
			if hq.items.Len() == 0 {
				if nb := hq.later.itemHeap[0].NotBefore; nb.After(ready) {
					ready = nb
				}
			}
			if ready.After(now) {
				if d := ready.Sub(now); wait < 0 || d < wait {
					wait = d
				}
				continue
			}
			if best == nil || f.better(hq, host, best, bestHost) {
				best, bestHost = hq, host
			}
		}
		if best != nil {
			it := heap.Pop(&best.items).(*queued)
			delete(f.waiting, it.URL)
			best.active++
			prevNext := best.nextAt
			best.nextAt = now.Add(f.delayFor(bestHost))
			f.inflight++
			f.out[it.URL] = it.FrontierItem
			if f.claimer == nil {
				f.mu.Unlock()
				return it.FrontierItem, true, nil
			}
			lease, check := f.lease, f.check
			f.mu.Unlock()
			if check == nil {
				check = func() error { return nil }
			}
			item, ok, err := f.claim(ctx, it.FrontierItem, now, lease, prevNext, check)
			if err != nil || ok {
				return item, ok, err
			}
			continue
		}
		if f.inflight == 0 && f.open == 0 && (f.lenLocked() == 0 || f.maxWait > 0 && wait > f.maxWait) {
			f.mu.Unlock()
			return store.FrontierItem{}, false, nil
		}
		changed := f.changed
		f.mu.Unlock()
		if wait < 0 {
			wait = time.Hour // only a change can wake us
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return store.FrontierItem{}, false, ctx.Err()
		case <-changed:
		case <-t.C:
		}
		t.Stop()
	}
}

// ReleaseClaims ends this process's claims on a shared frontier (see
// store.Claim) when its run ends: its URLs are free at once, its hosts
// after the longest host delay from now, so that a process that follows (this one
// restarted, another) need not wait out their leases. The items still in
// flight must be ended first; a frontier on a store of its own has
// nothing to release.
func (f *Frontier) ReleaseClaims(ctx context.Context) error {
	if f.claimer == nil {
		return nil
	}
	// One time for every host: the longest delay of any. (A host's
	// longer wait, a Retry-After, the pipeline stores with its stats.)
	f.mu.Lock()
	d := f.delay
	for host := range f.policies {
		d = max(d, f.delayFor(host))
	}
	now := f.now()
	until := holdEnd(now.Add(d))
	// Hosts that wait longer (a Retry-After) stay held until then.
	held := map[string]time.Time{}
	for host, hq := range f.hosts {
		if t := holdEnd(f.nextAtLocked(host, hq)); t.After(until) {
			held[host] = t
		}
	}
	for host, t := range f.waits {
		if t := holdEnd(t); t.After(until) {
			held[host] = t
		}
	}
	f.mu.Unlock()
	// Held in the same write: released first and held again, a host
	// would be free for another process in between.
	return f.claimer.ReleaseClaims(ctx, now, until, held)
}

// KeepClaims renews, every third of the lease, this process's claims on
// the items it handed out, while they are fetched and handled, on a
// frontier shared with other processes: a page whose handling outlasts
// the lease (a long robots.txt delay waited out in a worker, a selector
// set an LLM writes) stays this process's, and its host too, instead of
// being fetched again by another process once the lease ends. It reports
// each round's failures (a claim another process took over meanwhile)
// to report, and returns when ctx is canceled, at once on a store of
// its own.
func (f *Frontier) KeepClaims(ctx context.Context, report func(error)) {
	if f.claimer == nil {
		return
	}
	f.mu.Lock()
	every := f.lease / 3
	f.mu.Unlock()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if err := f.renewClaims(ctx); err != nil && ctx.Err() == nil {
			report(err)
		}
	}
}

// holdEnd is t rounded up to the millisecond, for the end of a hold on a
// host written to a shared store: Redis and MongoDB keep instants to the
// millisecond and drop the rest, which would end a Retry-After's hold up
// to a millisecond early for the other processes.
func holdEnd(t time.Time) time.Time {
	if r := t.Truncate(time.Millisecond); r.Before(t) {
		return r.Add(time.Millisecond)
	}
	return t
}

// renewClaims renews the claims on the items handed out (see KeepClaims).
func (f *Frontier) renewClaims(ctx context.Context) error {
	f.mu.Lock()
	out := make([]store.FrontierItem, 0, len(f.out))
	for _, it := range f.out {
		out = append(out, it)
	}
	lease := f.lease
	f.mu.Unlock()
	var errs []error
	for _, it := range out {
		c, err := f.claimer.ClaimFrontier(ctx, it.URL, it.Host, f.now(), lease)
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("renew claim: %w", err))
		case c.State == store.ClaimHeld:
			errs = append(errs, fmt.Errorf("renew claim %s: held by another process until %v: its lease ended before it was renewed", it.URL, c.Until))
		}
	}
	return errors.Join(errs...)
}

// claim asks the shared store for it, handed out at now, and returns it
// as stored when this process may fetch it; check is asked first (see
// SetClaimCheck). Else it takes the item back (see unhandLocked): gone,
// or queued again until another process's claim or the stored item's
// own wait ends. prevNext is its host's next allowed request before the
// hand-out.
func (f *Frontier) claim(ctx context.Context, it store.FrontierItem, now time.Time, lease time.Duration, prevNext time.Time, check func() error) (store.FrontierItem, bool, error) {
	var c store.Claim
	err := check()
	if err == nil {
		c, err = f.claimer.ClaimFrontier(ctx, it.URL, it.Host, now, lease)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case err != nil:
		// Taken back below, the error returned.
	case c.State == store.ClaimOK && !c.Item.NotBefore.After(now):
		f.out[it.URL] = c.Item
		return c.Item, true, nil
	case c.State == store.ClaimOK:
		// Retried by a process whose claim ended: its wait holds.
		it = c.Item
	case c.State == store.ClaimHeld:
		it.NotBefore = c.Until
	case c.State == store.ClaimGone:
		f.unhandLocked(it, now, prevNext)
		return store.FrontierItem{}, false, nil
	}
	f.unhandLocked(it, now, prevNext)
	f.waitLocked(it)
	return store.FrontierItem{}, false, err
}

// unhandLocked takes back an item handed out at now that was not
// fetched: its host's slot and next allowed request are as before.
func (f *Frontier) unhandLocked(it store.FrontierItem, now, prevNext time.Time) {
	delete(f.out, it.URL)
	f.inflight--
	if hq := f.hosts[it.Host]; hq != nil {
		hq.active--
		if hq.nextAt.Equal(now.Add(f.delayFor(it.Host))) {
			hq.nextAt = prevNext
		}
	}
	f.signalLocked()
}

// NextReady returns how long until Next could hand out a queued item
// (0 when one may be fetched at once), and false when nothing is queued.
func (f *Frontier) NextReady() (time.Duration, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := f.now()
	var first time.Duration
	found := false
	for host, hq := range f.hosts {
		hq.promote(now)
		if hq.len() == 0 {
			continue
		}
		ready := f.nextAtLocked(host, hq)
		if hq.items.Len() == 0 {
			if nb := hq.later.itemHeap[0].NotBefore; nb.After(ready) {
				ready = nb
			}
		}
		d := max(ready.Sub(now), 0)
		if !found || d < first {
			first, found = d, true
		}
	}
	return first, found
}

// better reports whether host a's head item goes before host b's: by
// priority, then host score, then age.
func (f *Frontier) better(a *hostQueue, ha string, b *hostQueue, hb string) bool {
	x, y := a.items[0], b.items[0]
	if x.Priority != y.Priority {
		return x.Priority < y.Priority
	}
	if sa, sb := f.policies[ha].score, f.policies[hb].score; sa != sb {
		return sa > sb
	}
	return x.seq < y.seq
}

// Done removes a handed-out item for good.
func (f *Frontier) Done(ctx context.Context, it store.FrontierItem) error {
	err := f.db.DoneFrontier(ctx, it.URL)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.releaseLocked(it)
	if err != nil {
		return fmt.Errorf("frontier done: %w", err)
	}
	return nil
}

// KeepOpen keeps Next from reporting the frontier drained, as an item in
// flight does, until release is called: work that ends an item (Done)
// and may then push another for its URL (a page to read once more) keeps
// it open across both. Else the workers, finding nothing queued and
// nothing in flight in between, end the run, and what is pushed after
// is left in the store for a later run.
func (f *Frontier) KeepOpen() (release func()) {
	f.mu.Lock()
	f.open++
	f.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			f.mu.Lock()
			f.open--
			if f.open == 0 && f.inflight == 0 {
				// Only now may Next find the frontier drained; what
				// was pushed meanwhile woke the workers itself.
				f.signalLocked()
			}
			f.mu.Unlock()
		})
	}
}

// Retry puts a handed-out item back, to be fetched no earlier than after.
// Its cut mark (store.FrontierItem.Cut, see PutBackCut) goes: it was for
// the attempt that just ended, which the run saw out; the retry is a
// fetch like any other, marked again should a run's end cut it. Kept, it
// would let every later attempt hold its run past the run's end.
func (f *Frontier) Retry(ctx context.Context, it store.FrontierItem, after time.Duration) error {
	it.Attempts++
	it.Cut = false
	it.NotBefore = f.now().Add(after).UTC()
	if err := f.writeBack(ctx, it); err != nil {
		return fmt.Errorf("frontier retry: %w", err)
	}
	return nil
}

// PutBackCut returns a handed-out item whose fetch the run's end cut
// (see Stopping) to its host's queue, its attempt not spent, and records
// it as cut (store.FrontierItem.Cut) in the store, from which the next
// run resumes it.
func (f *Frontier) PutBackCut(ctx context.Context, it store.FrontierItem) error {
	it.Cut = true
	if err := f.writeBack(ctx, it); err != nil {
		return fmt.Errorf("frontier put back: %w", err)
	}
	return nil
}

// PutBackFresh returns a handed-out item whose fetch ended, to be
// fetched once more as a fetch of its own (a page to be read again as a
// stand-in), its attempt not spent, and writes it to the store so: its
// cut mark goes, as Retry's does (it was for the fetch that ended), and
// its stand-in mark (see MarkStandIn) is kept.
func (f *Frontier) PutBackFresh(ctx context.Context, it store.FrontierItem) error {
	it.Cut = false
	if err := f.writeBack(ctx, it); err != nil {
		return fmt.Errorf("frontier put back: %w", err)
	}
	return nil
}

// writeBack writes a handed-out item, with the stand-in mark set on it
// while it was out, to the store and returns it to its host's queue.
func (f *Frontier) writeBack(ctx context.Context, it store.FrontierItem) error {
	mu := f.writeLock(it.URL)
	mu.Lock()
	defer mu.Unlock()
	f.mu.Lock()
	if o, ok := f.out[it.URL]; ok && o.StandInFor != "" {
		it.StandInFor = o.StandInFor
	}
	f.mu.Unlock()
	err := f.db.UpdateFrontier(ctx, it)
	f.PutBack(it)
	return err
}

// writeStripes is how many locks order the frontier's item writes: more
// than the workers that write at once.
const writeStripes = 64

// writeLock returns the lock ordering url's item writes (see writes).
func (f *Frontier) writeLock(url string) *sync.Mutex {
	h := fnv.New32a()
	h.Write([]byte(url))
	return &f.writes[h.Sum32()%writeStripes]
}

// MarkStandIn sets the stand-in mark (store.FrontierItem.StandInFor) of
// url, queued or handed out, to from, in the store too, and reports
// whether url is queued. A handed-out item keeps the mark when it goes
// back (Retry, PutBack); the store holds it at once, for a run that
// resumes the item after this one ends, or dies, with it in flight.
func (f *Frontier) MarkStandIn(ctx context.Context, url, from string) (bool, error) {
	mu := f.writeLock(url)
	mu.Lock()
	defer mu.Unlock()
	f.mu.Lock()
	it, ok := f.out[url]
	out := ok
	if ok {
		it.StandInFor = from
		f.out[url] = it
	} else if q := f.waiting[url]; q != nil {
		q.StandInFor = from
		it, ok = q.FrontierItem, true
	}
	f.mu.Unlock()
	if !ok {
		return false, nil
	}
	var err error
	if f.claimer != nil && !out {
		// The item this process loaded may be older than the one stored
		// (another process's retry, its attempt and wait): only the mark
		// is written. One handed out is this process's, claimed.
		err = f.claimer.MarkFrontier(ctx, url, from)
	} else {
		err = f.db.UpdateFrontier(ctx, it)
	}
	if err != nil {
		return true, fmt.Errorf("frontier mark %s: %w", url, err)
	}
	return true, nil
}

// PutBack returns a handed-out item to its host's queue as it was, its
// attempts not counted: a request was made for it (robots.txt) but not
// its own, and it waits for its host's next allowed time in the queue,
// not in a worker.
func (f *Frontier) PutBack(it store.FrontierItem) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if o, ok := f.out[it.URL]; ok && o.StandInFor != "" {
		it.StandInFor = o.StandInFor
	}
	f.waitLocked(it)
	f.releaseLocked(it)
}

// Fetched ends the request of a handed-out item whose response is in:
// its host may be asked again, after its delay, while the item is still
// being processed (stored, extracted). Done or Retry ends the item.
func (f *Frontier) Fetched(it store.FrontierItem) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.fetched[it.URL] {
		return
	}
	f.fetched[it.URL] = true
	f.endRequestLocked(it.Host)
	f.signalLocked()
}

// releaseLocked ends a handed-out item, and its request unless Fetched
// did.
func (f *Frontier) releaseLocked(it store.FrontierItem) {
	delete(f.out, it.URL)
	if f.fetched[it.URL] {
		delete(f.fetched, it.URL)
	} else {
		f.endRequestLocked(it.Host)
	}
	f.inflight--
	f.signalLocked()
}

// endRequestLocked frees one of host's request slots and starts its delay.
func (f *Frontier) endRequestLocked(host string) {
	if hq := f.hosts[host]; hq != nil {
		if f.parallelFor(host) == 1 {
			// The delay runs from the end of the request, so that a slow
			// response does not eat into the gap the server sees.
			if next := f.now().Add(f.delayFor(host)); next.After(hq.nextAt) {
				hq.nextAt = next
			}
		}
		hq.active--
		if hq.len() == 0 && hq.active == 0 && !hq.nextAt.After(f.now()) {
			delete(f.hosts, host)
		}
	}
}

// Queued reports whether url is queued or in flight.
func (f *Frontier) Queued(url string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.queuedLocked(url)
}

// queuedLocked reports whether url waits in its host's queue or is
// handed out.
func (f *Frontier) queuedLocked(url string) bool {
	if f.waiting[url] != nil {
		return true
	}
	_, out := f.out[url]
	return out
}

// HostSizes returns the number of waiting items per host.
func (f *Frontier) HostSizes() map[string]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[string]int, len(f.hosts))
	for h, hq := range f.hosts {
		out[h] = hq.len()
	}
	return out
}

// Park writes each host's earliest next fetch (its delay after the last
// request, a Retry-After) onto the host's queued items as their
// NotBefore, so that a later run, which knows nothing of this run's
// hosts, still keeps them waiting. A run calls it when it leaves items
// behind; it returns how many items it changed.
func (f *Frontier) Park(ctx context.Context) (int, error) {
	f.mu.Lock()
	var parked []store.FrontierItem
	for host, hq := range f.hosts {
		next := f.nextAtLocked(host, hq)
		for _, h := range []*itemHeap{&hq.items, &hq.later.itemHeap} {
			for i := range *h {
				if it := (*h)[i]; next.After(it.NotBefore) {
					it.NotBefore = next.UTC()
					parked = append(parked, it.FrontierItem)
				}
			}
		}
	}
	f.mu.Unlock()
	// One item's failed write (a wait another process kept changing)
	// does not leave the items after it without their wait.
	var first error
	failed := 0
	for _, it := range parked {
		var err error
		if f.claimer != nil {
			// Only the wait is written, not this process's copy of an
			// item another process may have written since.
			err = f.claimer.ParkFrontier(ctx, it.URL, it.NotBefore)
		} else {
			err = f.db.UpdateFrontier(ctx, it)
		}
		if err != nil {
			if failed++; first == nil {
				first = err
			}
		}
	}
	if first != nil {
		return len(parked) - failed, fmt.Errorf("park frontier: %d of %d items: %w", failed, len(parked), first)
	}
	return len(parked), nil
}

// Len returns the number of queued and in-flight items.
func (f *Frontier) Len() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.lenLocked()
}

func (f *Frontier) lenLocked() int { return len(f.waiting) + len(f.out) }
