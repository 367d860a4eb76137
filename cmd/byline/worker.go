package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/bylinehq/byline/store"
)

// workerTTL is how long a process's hold on its worker id (see
// holdWorkerID) outlives its last renewal: a process killed elsewhere
// (another machine, a container restarted) frees its id within it.
const workerTTL = 15 * time.Second

// workerHolder holds a process's claim name on a shared frontier
// (Redis, MongoDB) for one live process at a time.
type workerHolder interface {
	// HoldWorker holds the name for holder until now+ttl, unless
	// another holder, not replace, holds it past now: it returns that
	// holder.
	HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error)
	DropWorker(ctx context.Context, holder string) error
}

// crawlHalter is the crawl a process's hold on its worker id keeps
// honest (see holdWorkerID): pipeline.Pipeline.
type crawlHalter interface {
	// Halt ends crawling for good, with err.
	Halt(err error)
	// SetClaimCheck makes crawling ask check before each claim.
	SetClaimCheck(check func() error)
}

// errWorkerIDLost is the error a process's crawling ends with when
// another process took its worker id over (see holdWorkerID).
var errWorkerIDLost = errors.New("worker id taken over by another process")

// holdWorkerID holds the worker id (the name of this process's claims on
// a shared frontier, see claimOwner) for this process, named me (see
// processName), renewed every
// ttl/3 until stop is called, past ctx's end: two live processes
// under one id would take each other's claims for their own. A holder
// that is a process of this machine whose pid is gone (killed, then
// restarted at once) is replaced at once; another is waited for up to
// ttl, in which a killed one's hold ends and a live one renews it: then
// it fails, naming the id and its holder. When a renewal finds the id
// held by another process (this one was paused, or cut off from the
// store, past ttl, and another took the id over), it halts halter once
// with an error wrapping errWorkerIDLost that names the id, and renews
// no more: this process must stop crawling, its claims being the other
// one's too now (see pipeline.Pipeline.Halt). Until then halter claims
// nothing while the last renewal is ttl old or more (a process resumed
// after a pause waits for the renewal that tells whether the id is
// still its own). halter may be nil.
func holdWorkerID(ctx context.Context, lv workerHolder, id, me string, ttl time.Duration, log *slog.Logger, halter crawlHalter) (stop func(), err error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	deadline := time.Now().Add(ttl)
	replace, waiting := "", false
	var renewed atomic.Int64 // when the hold last asked (and got) began, in ns
	for {
		// Past the deadline only when asked past it: an answer asked
		// for before a killed holder's hold ended may arrive after.
		late := time.Now().After(deadline)
		at := time.Now()
		other, err := lv.HoldWorker(ctx, me, replace, at, ttl)
		switch {
		case errors.Is(err, store.ErrHoldBusy) && !late:
			// A write of the hold under way, or the ticket of a process
			// killed as it renewed the hold (reaped in seconds): asked
			// again, as a hold another process holds.
			log.Info("waiting for a write of the worker id's hold to end", "worker_id", id, "err", err)
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(ttl / 10):
			}
			continue
		case err != nil:
			return nil, err
		}
		if other == "" {
			renewed.Store(at.UnixNano())
			break
		}
		if processGone(other) {
			replace = other
			continue
		}
		if late {
			return nil, fmt.Errorf("worker id %q is held by a live process (%s): give each process that shares the frontier an id of its own with BYLINE_WORKER_ID (default: host name and absolute data directory)", id, other)
		}
		if !waiting {
			waiting = true
			log.Info("waiting for the worker id held by another process: a killed one's hold ends soon, a live one's never", "worker_id", id, "holder", other, "wait", ttl)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(ttl / 10):
		}
	}
	if halter != nil {
		// Two renewals missed, not the whole ttl: another process's
		// clock may run up to the stores' clock slack (a second) ahead
		// and see the hold end that much earlier, and a claim asked
		// for just before the limit lands a round trip later.
		stale := ttl - ttl/3
		halter.SetClaimCheck(func() error {
			if age := time.Since(time.Unix(0, renewed.Load())); age >= stale {
				return fmt.Errorf("worker id %q: its hold was last renewed %v ago, it ends %v after a renewal: no claim until it is renewed", id, age.Round(time.Millisecond), ttl)
			}
			return nil
		})
	}
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // returns when rctx is canceled (stop)
		defer wg.Done()
		tick := time.NewTicker(ttl / 3)
		defer tick.Stop()
		for {
			select {
			case <-rctx.Done(): // stop; not ctx's end (a SIGTERM), after
				// which the process still ends its pages and releases
				// its claims under this id until it calls stop.
				return
			case <-tick.C:
			}
			at := time.Now()
			// Bounded by the renewal period: a call hung on a dead
			// connection would hold up every later renewal.
			cctx, ccancel := context.WithTimeout(rctx, ttl/3)
			other, err := lv.HoldWorker(cctx, me, "", at, ttl)
			ccancel()
			switch {
			case err == nil && other == "":
				renewed.Store(at.UnixNano())
			case err != nil && rctx.Err() == nil:
				log.Warn("renew worker id", "worker_id", id, "err", err)
			case other != "":
				err := fmt.Errorf("%w: worker id %q is held by %s since this process's hold lapsed (paused or cut off from the store for over %v); this process stops crawling: give each process that shares the frontier an id of its own with BYLINE_WORKER_ID",
					errWorkerIDLost, id, other, ttl)
				log.Error("worker id taken over by another process; crawling stops", "worker_id", id, "holder", other)
				if halter != nil {
					halter.Halt(err)
				}
				return
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			cancel()
			wg.Wait()
			dctx, dcancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer dcancel()
			if err := lv.DropWorker(dctx, me); err != nil {
				log.Warn("drop worker id", "worker_id", id, "err", err)
			}
		})
	}, nil
}

// processName names this process among the holders of worker ids: its
// host name, pid namespace and pid, so that processGone can tell a
// process of this machine (and of its pid namespace: containers on one
// host name have pids of their own) whose pid is gone.
func processName() string {
	host, _ := os.Hostname()
	return host + " " + pidNamespace() + " " + strconv.Itoa(os.Getpid())
}

// pidNamespace is this process's pid namespace and the boot of the
// kernel it runs on ("pid:[4026531836]@<boot id>"), or "-" where either
// cannot be read (not Linux). The namespace's inode alone names no
// machine: every machine's first pid namespace is pid:[4026531836], and
// two machines may share a host name ("localhost", a cloned image's).
func pidNamespace() string {
	ns, err := os.Readlink("/proc/self/ns/pid")
	if err != nil || strings.ContainsRune(ns, ' ') {
		return "-"
	}
	boot, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	id := strings.TrimSpace(string(boot))
	if err != nil || id == "" || strings.ContainsAny(id, " \t\n") {
		return "-"
	}
	return ns + "@" + id
}

// processGone reports whether holder (see processName) is a process of
// this host and pid namespace that no longer runs.
func processGone(holder string) bool {
	f := strings.Fields(holder)
	if len(f) != 3 || f[1] == "-" {
		return false
	}
	host, _ := os.Hostname()
	if f[0] != host || f[1] != pidNamespace() {
		return false
	}
	pid, err := strconv.Atoi(f[2])
	if err != nil || pid <= 0 || pid == os.Getpid() {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return true
	}
	err = p.Signal(syscall.Signal(0))
	return errors.Is(err, os.ErrProcessDone) || errors.Is(err, syscall.ESRCH)
}
