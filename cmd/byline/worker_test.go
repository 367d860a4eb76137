package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	goredis "github.com/redis/go-redis/v9"

	mongostore "github.com/bylinehq/byline/store/mongo"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	redisstore "github.com/bylinehq/byline/store/redis"
)

// workerStores returns, for each backend a frontier is shared on
// (miniredis always, the servers BYLINE_REDIS_URL and BYLINE_MONGO_URL
// name when set), a function that opens a new client under the claim
// name id: each client is one process.
func workerStores(t *testing.T) map[string]func(id string) workerHolder {
	mr := miniredis.RunT(t)
	out := map[string]func(string) workerHolder{
		"miniredis": func(id string) workerHolder {
			f := redisstore.New(goredis.NewClient(&goredis.Options{Addr: mr.Addr()}), "")
			f.SetOwner(id)
			t.Cleanup(func() { f.Close() })
			return f
		},
	}
	if url := os.Getenv("BYLINE_REDIS_URL"); url != "" {
		prefix := fmt.Sprintf("bylinetest:%x:", rand.Uint64())
		out["redis"] = func(id string) workerHolder {
			f, err := redisstore.Open(context.Background(), url, prefix)
			if err != nil {
				t.Fatal(err)
			}
			f.SetOwner(id)
			t.Cleanup(func() { f.Close() })
			return f
		}
	}
	if os.Getenv("BYLINE_MONGO_URL") != "" {
		url, name := mongotest.Database(t)
		out["mongo"] = func(id string) workerHolder {
			s, err := mongostore.Open(context.Background(), url, name)
			if err != nil {
				t.Fatal(err)
			}
			s.SetOwner(id)
			t.Cleanup(func() { s.Close() })
			return s
		}
	}
	return out
}

// TestWorkerIDHeldByOneProcess starts processes under one worker id on a
// shared frontier: a second one fails, naming the id and
// BYLINE_WORKER_ID, while the first runs; it starts once the first
// stopped; and a process restarted after a SIGKILL takes the id (and so
// its claims) back at once when the killed one ran on this machine, and
// once its hold ends when it ran elsewhere.
func TestWorkerIDHeldByOneProcess(t *testing.T) {
	for name, open := range workerStores(t) {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			const ttl = 300 * time.Millisecond
			// Processes of another machine: never known dead.
			p1, p2 := "there - 1", "there - 2"
			stop, err := holdWorkerID(ctx, open("w1"), "w1", p1, ttl, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			// Past the ttl: the first renews its hold meanwhile.
			_, err = holdWorkerID(ctx, open("w1"), "w1", p2, ttl, nil, nil)
			if err == nil || !strings.Contains(err.Error(), `"w1"`) || !strings.Contains(err.Error(), "BYLINE_WORKER_ID") {
				t.Fatalf("second process under a live one's id: %v; want an error naming the id and BYLINE_WORKER_ID", err)
			}
			if stopw2, err := holdWorkerID(ctx, open("w2"), "w2", p2, ttl, nil, nil); err != nil {
				t.Errorf("a process under another id: %v", err)
			} else {
				stopw2()
			}
			stop()
			stop2, err := holdWorkerID(ctx, open("w1"), "w1", p2, ttl, nil, nil)
			if err != nil {
				t.Fatalf("a process after the first stopped: %v", err)
			}
			stop2()

			// Killed on this machine: its pid is gone. The hold would
			// last an hour; the restarted process takes it at once.
			dead := exec.Command("true")
			if err := dead.Run(); err != nil {
				t.Fatal(err)
			}
			killed := strings.Fields(processName())
			killed[2] = strconv.Itoa(dead.Process.Pid)
			if other, err := open("w1").HoldWorker(ctx, strings.Join(killed, " "), "", time.Now(), time.Hour); err != nil || other != "" {
				t.Fatalf("hold for the killed process: %q, %v", other, err)
			}
			stop3, err := holdWorkerID(ctx, open("w1"), "w1", processName(), time.Hour, nil, nil)
			if err != nil {
				t.Fatalf("restarted after a SIGKILL on this machine: %v", err)
			}
			stop3()

			// Killed on another machine: its hold ends within the ttl.
			if other, err := open("w1").HoldWorker(ctx, p1, "", time.Now(), ttl); err != nil || other != "" {
				t.Fatalf("hold for the process elsewhere: %q, %v", other, err)
			}
			stop4, err := holdWorkerID(ctx, open("w1"), "w1", processName(), 2*ttl, nil, nil)
			if err != nil {
				t.Fatalf("restarted after a SIGKILL elsewhere: %v", err)
			}
			stop4()
		})
	}
}

// TestProcessGoneOnlyOnThisMachine: a holder named as this machine's
// processes are, with a pid gone here, is known dead only when it ran
// on this machine's kernel. Another machine with the same host name (a
// cloned image's, "localhost") runs its processes in a pid namespace of
// the same inode (every machine's first is pid:[4026531836]): its live
// process, whose pid is not one here, must not be replaced.
func TestProcessGoneOnlyOnThisMachine(t *testing.T) {
	boot, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	if err != nil {
		t.Skip("no kernel boot id:", err)
	}
	ns, err := os.Readlink("/proc/self/ns/pid")
	if err != nil {
		t.Skip("no pid namespace:", err)
	}
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	here := strings.Fields(processName())
	here[2] = strconv.Itoa(dead.Process.Pid)
	if !processGone(strings.Join(here, " ")) {
		t.Fatalf("%q: a process of this machine whose pid is gone not known dead", here)
	}
	if !strings.Contains(here[1], strings.TrimSpace(string(boot))) {
		t.Errorf("process name %q: names no kernel boot, so that a process of another machine with this host name (pid namespace %s there too) is taken for one of this machine", processName(), ns)
	}
	other := strings.Replace(here[1], strings.TrimSpace(string(boot)), "00000000-0000-0000-0000-000000000000", 1)
	if processGone(strings.Join([]string{here[0], other, here[2]}, " ")) {
		t.Errorf("holder of another boot (%s) taken for a dead process of this machine", other)
	}
}

// TestWorkerIDHeldUntilStop: the context a process holds its id under is
// its signal's: canceled at a SIGTERM, after which the process still
// ends the pages in hand and releases its claims, under that id, until it
// closes (stop). Its hold lasts until then: a process started under the
// id meanwhile would take its claims for its own, and the first one's
// release would end the second one's claims with its own.
func TestWorkerIDHeldUntilStop(t *testing.T) {
	for name, open := range workerStores(t) {
		t.Run(name, func(t *testing.T) {
			const ttl = 300 * time.Millisecond
			sig, cancel := context.WithCancel(context.Background())
			stop, err := holdWorkerID(sig, open("w1"), "w1", "there - 1", ttl, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			cancel() // SIGTERM: the process winds down
			ctx, done := context.WithTimeout(context.Background(), 20*time.Second)
			defer done()
			if stop2, err := holdWorkerID(ctx, open("w1"), "w1", "there - 2", ttl, nil, nil); err == nil {
				stop2()
				t.Fatal("a process started under the id of one still winding down after its signal")
			}
			stop()
			stop2, err := holdWorkerID(ctx, open("w1"), "w1", "there - 2", ttl, nil, nil)
			if err != nil {
				t.Fatalf("after the first closed: %v", err)
			}
			stop2()
		})
	}
}

// lateHolder is a worker id held by a process killed elsewhere until
// until; a request asked just before then answers after it (a round
// trip), still naming the killed holder.
type lateHolder struct{ until time.Time }

func (h *lateHolder) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	if !now.Before(h.until) {
		return "", nil
	}
	if d := h.until.Sub(now); d < 30*time.Millisecond {
		time.Sleep(d + 10*time.Millisecond)
	}
	return "there - 1", nil
}

func (h *lateHolder) DropWorker(ctx context.Context, holder string) error { return nil }

// TestWorkerIDTakenWhenKilledHoldEndsAtDeadline: a process restarted
// (elsewhere) under the id of one killed just before it started waits
// out the killed one's hold, which ends within the ttl; an answer asked
// before the hold ended that arrives after the wait's end must not make
// it fail as if a live process held the id: it asks once more.
func TestWorkerIDTakenWhenKilledHoldEndsAtDeadline(t *testing.T) {
	const ttl = 200 * time.Millisecond
	h := &lateHolder{until: time.Now().Add(ttl)}
	stop, err := holdWorkerID(context.Background(), h, "w1", "there - 2", ttl, nil, nil)
	if err != nil {
		t.Fatalf("killed process's hold ended within the ttl: %v", err)
	}
	stop()
}

// TestWorkerIDTakeoverHaltsCrawl: a process whose hold on its worker id
// lapsed (it was paused past the ttl) finds, at its next renewal, the id
// taken over by another process: it must report the loss (to halt its
// crawl, see pipeline.Pipeline.Halt) with an error that wraps
// errWorkerIDLost and names the id, not only log it and crawl on.
func TestWorkerIDTakeoverHaltsCrawl(t *testing.T) {
	for name, open := range workerStores(t) {
		t.Run(name, func(t *testing.T) {
			const ttl = 300 * time.Millisecond
			ctx := context.Background()
			c := newFakeCrawl()
			lost := c.lost
			stop, err := holdWorkerID(ctx, open("w1"), "w1", "there - 1", ttl, nil, c)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			// The first process's hold lapsed meanwhile: another took
			// the id over.
			if other, err := open("w1").HoldWorker(ctx, "there - 2", "there - 1", time.Now(), time.Hour); err != nil || other != "" {
				t.Fatalf("takeover: %q, %v", other, err)
			}
			select {
			case err := <-lost:
				if !errors.Is(err, errWorkerIDLost) || !strings.Contains(err.Error(), `"w1"`) {
					t.Errorf("lost with %v; want errWorkerIDLost naming \"w1\"", err)
				}
			case <-time.After(5 * ttl):
				t.Fatal("no loss reported within 5 ttl of the takeover")
			}
			time.Sleep(ttl) // renewals stop: the loss is told once
			if len(lost) != 0 {
				t.Errorf("loss told %d more times", len(lost))
			}
		})
	}
}

// fakeCrawl is the crawl a worker id's hold halts (see crawlHalter).
type fakeCrawl struct {
	lost  chan error
	mu    sync.Mutex
	check func() error
}

func newFakeCrawl() *fakeCrawl { return &fakeCrawl{lost: make(chan error, 2)} }

func (c *fakeCrawl) Halt(err error) { c.lost <- err }

func (c *fakeCrawl) SetClaimCheck(check func() error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.check = check
}

// claimCheck is what the crawl asks before a claim; nil when none was
// set.
func (c *fakeCrawl) claimCheck() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.check == nil {
		return nil
	}
	return c.check()
}

// pausedHolder is a worker id store whose renewals do not get through
// while paused is set, as those of a process stopped (SIGSTOP) or cut
// off from the store do not.
type pausedHolder struct {
	workerHolder
	paused atomic.Bool
	// slow is how long each answer takes on top of the store's: a
	// loaded server's (FerretDB's renewal is five round trips).
	slow time.Duration
}

func (h *pausedHolder) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	if h.paused.Load() {
		return "", errors.New("i/o timeout")
	}
	other, err := h.workerHolder.HoldWorker(ctx, holder, replace, now, ttl)
	if h.slow > 0 {
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(h.slow):
		}
	}
	return other, err
}

// TestWorkerIDStaleHoldClaimsNothing: a process whose hold on its worker
// id was not renewed for its ttl (it was paused, or cut off from the
// store) may have lost the id to another process, which then takes its
// claims for its own: it must claim nothing until a renewal tells it
// the id is still its own, not crawl on in the meantime.
func TestWorkerIDStaleHoldClaimsNothing(t *testing.T) {
	staleHoldClaimsNothing(t, 0)
}

// TestWorkerIDStaleHoldClaimsNothingSlowStore is
// TestWorkerIDStaleHoldClaimsNothing with renewals answered in 70 ms,
// within their bound (ttl/3), as a loaded FerretDB answers them.
func TestWorkerIDStaleHoldClaimsNothingSlowStore(t *testing.T) {
	staleHoldClaimsNothing(t, 70*time.Millisecond)
}

func staleHoldClaimsNothing(t *testing.T, slow time.Duration) {
	for name, open := range workerStores(t) {
		t.Run(name, func(t *testing.T) {
			const ttl = 300 * time.Millisecond
			h := &pausedHolder{workerHolder: open("w1"), slow: slow}
			c := newFakeCrawl()
			stop, err := holdWorkerID(context.Background(), h, "w1", "there - 1", ttl, nil, c)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			if err := c.claimCheck(); err != nil {
				t.Fatalf("claim check of a fresh hold: %v", err)
			}
			h.paused.Store(true)
			time.Sleep(ttl + ttl/3)
			if err := c.claimCheck(); err == nil || !strings.Contains(err.Error(), `"w1"`) {
				t.Errorf("claim check %v after no renewal for %v; want an error naming \"w1\"", err, ttl+ttl/3)
			}
			h.paused.Store(false)
			// A renewal gets through: when depends on the renewal period
			// and the store's answer (five round trips on FerretDB, slow
			// on a loaded machine), so the claims are waited for, not
			// expected after a set time; 100 ttls without one is a
			// renewal that never lets them back.
			err = c.claimCheck()
			for end := time.Now().Add(100 * ttl); err != nil && time.Now().Before(end); err = c.claimCheck() {
				time.Sleep(ttl / 60)
			}
			if err != nil {
				t.Errorf("claim check after renewals resumed: %v", err)
			}
		})
	}
}
