// Package registry hands out each site's selector set: from an
// in-process LRU cache, else from a cache shared by processes (Redis),
// else from the store, else generated once from the page at hand,
// validated, stored and cached. Concurrent pages of an unseen site share
// one generation, within a process by single-flight and across processes
// by a lock with expiry. The registry also watches each site's failure
// rate and repairs a set that drifted (see drift.go).
package registry

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/sync/singleflight"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/store"
)

// setStore is what the registry needs from persistence.
type setStore interface {
	SelectorSet(ctx context.Context, site string) (selectors.Set, error)
	PutSelectorSet(ctx context.Context, set selectors.Set) (selectors.Set, error)
	SetSelectorStatus(ctx context.Context, site string, version int, status string) error
}

// Generator makes a selector set from sample pages of a site.
type Generator interface {
	Generate(ctx context.Context, site string, pages []*extract.Page) (*selectors.Set, error)
}

// Shared is a cache of active sets shared by processes, with a lock per
// site so that one process generates while the others wait.
type Shared interface {
	// Get returns the cached set, nil when there is none.
	Get(ctx context.Context, site string) (*selectors.Set, error)
	Put(ctx context.Context, set selectors.Set) error
	// Invalidate drops the site's entry and tells every subscriber.
	Invalidate(ctx context.Context, site string) error
	// Subscribe calls f with each site another process invalidated until
	// ctx ends.
	Subscribe(ctx context.Context, f func(site string)) error
	// Lock takes the site's generation lock for at most ttl; ok is false
	// when another holder has it.
	Lock(ctx context.Context, site string, ttl time.Duration) (unlock func(), ok bool, err error)
	// Failed remembers that generation failed for ttl; Failure returns
	// that message, "" when none.
	Failed(ctx context.Context, site, msg string, ttl time.Duration) error
	Failure(ctx context.Context, site string) (string, error)
}

// ErrNoValidSet is returned when a generated set failed validation; the
// error says on which page and field.
var ErrNoValidSet = errors.New("no valid selector set")

// Options tune a registry; zero values take the defaults.
type Options struct {
	// Rescue makes one-page sets for a page the active set failed on; it
	// should be cheap (the heuristic generator). nil: no rescue.
	Rescue Generator
	// Shared is the cross-process cache and lock; nil: this process only.
	Shared Shared
	// LockTTL bounds one generation (default 3m); waiters give up after it.
	LockTTL time.Duration
	// RetryAfter is how long a failed generation is remembered (default
	// 10m), so that every page of a broken site does not generate again.
	RetryAfter time.Duration
	Drift      DriftOptions
	Log        *slog.Logger
	Now        func() time.Time
}

// Registry implements extract.SetSource.
type Registry struct {
	store   setStore
	gen     Generator
	applier *extract.Applier
	opt     Options
	log     *slog.Logger
	cache   *lru.Cache[string, *selectors.Compiled]
	group   singleflight.Group

	mu       sync.Mutex
	failures map[string]failure // sites whose generation failed recently
	drift    map[string]*siteDrift
	repairs  []Repair
}

type failure struct {
	err   error
	until time.Time
}

// New returns a registry that generates with gen (the LLM generator, or
// the heuristic one offline).
func New(st setStore, gen Generator, applier *extract.Applier, opt Options) *Registry {
	if opt.Log == nil {
		opt.Log = slog.New(slog.DiscardHandler)
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.LockTTL <= 0 {
		opt.LockTTL = 3 * time.Minute
	}
	if opt.RetryAfter <= 0 {
		opt.RetryAfter = 10 * time.Minute
	}
	opt.Drift = opt.Drift.withDefaults()
	cache, _ := lru.New[string, *selectors.Compiled](4096) // cannot fail for a positive size
	return &Registry{store: st, gen: gen, applier: applier, opt: opt, log: opt.Log, cache: cache,
		failures: map[string]failure{}, drift: map[string]*siteDrift{}}
}

// Listen drops sets other processes invalidated from the local cache
// until ctx ends. Without a shared cache it returns at once.
func (r *Registry) Listen(ctx context.Context) error {
	if r.opt.Shared == nil {
		return nil
	}
	return r.opt.Shared.Subscribe(ctx, func(site string) {
		r.log.Debug("selector set invalidated by another process", "site", site)
		r.forget(site)
	})
}

// SetFor returns the active set of p's site, generating one when the
// site has none.
func (r *Registry) SetFor(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	if c, ok := r.cache.Get(p.Site); ok {
		return c, nil
	}
	v, err, _ := r.group.Do(p.Site, func() (any, error) {
		if c, ok := r.cache.Get(p.Site); ok {
			return c, nil
		}
		return r.load(ctx, p)
	})
	if err != nil {
		return nil, err
	}
	return v.(*selectors.Compiled), nil
}

// Stored returns the site's active set, from the caches or the store,
// and nil when it has none: unlike SetFor it never generates one, so a
// crawler may ask it of every page it reads.
func (r *Registry) Stored(ctx context.Context, site string) (*selectors.Compiled, error) {
	if c, ok := r.cache.Get(site); ok {
		return c, nil
	}
	return r.lookup(ctx, site)
}

// load finds the site's set in the shared cache or the store, or makes
// one; only one goroutine per site runs it.
func (r *Registry) load(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	c, err := r.lookup(ctx, p.Site)
	if c != nil || err != nil {
		return c, err
	}
	if err := r.recentFailure(ctx, p.Site); err != nil {
		return nil, err
	}
	if r.opt.Shared == nil {
		return r.generateAndStore(ctx, p)
	}
	// Across processes: whoever takes the lock generates; the others wait
	// for its set (or its failure) and try the lock again if it expires.
	deadline := r.opt.Now().Add(r.opt.LockTTL)
	for wait := 50 * time.Millisecond; ; wait = min(2*wait, time.Second) {
		unlock, ok, err := r.opt.Shared.Lock(ctx, p.Site, r.opt.LockTTL)
		if err != nil {
			return nil, fmt.Errorf("selector lock of %s: %w", p.Site, err)
		}
		if ok {
			defer unlock()
			// The holder before us may have finished just now.
			if c, err := r.lookup(ctx, p.Site); c != nil || err != nil {
				return c, err
			}
			return r.generateAndStore(ctx, p)
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, err
		}
		if c, err := r.lookup(ctx, p.Site); c != nil || err != nil {
			return c, err
		}
		if err := r.recentFailure(ctx, p.Site); err != nil {
			return nil, err
		}
		if r.opt.Now().After(deadline) {
			return nil, fmt.Errorf("selector set of %s: another process has been generating it for over %s", p.Site, r.opt.LockTTL)
		}
	}
}

// lookup returns the site's set from the shared cache or the store, and
// caches it; nil, nil when there is none.
func (r *Registry) lookup(ctx context.Context, site string) (*selectors.Compiled, error) {
	if r.opt.Shared != nil {
		set, err := r.opt.Shared.Get(ctx, site)
		if err != nil {
			r.log.Warn("shared selector cache unavailable; reading the store", "site", site, "err", err)
		} else if set != nil {
			if c, err := selectors.Compile(set); err == nil {
				r.cache.Add(site, c)
				return c, nil
			}
		}
	}
	set, err := r.store.SelectorSet(ctx, site)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	c, err := selectors.Compile(&set)
	if err != nil {
		return nil, fmt.Errorf("stored selector set of %s v%d: %w", site, set.Version, err)
	}
	r.cache.Add(site, c)
	if r.opt.Shared != nil {
		if err := r.opt.Shared.Put(ctx, set); err != nil {
			r.log.Warn("shared selector cache: put", "site", site, "err", err)
		}
	}
	return c, nil
}

// recentFailure returns the error of a generation for site that failed
// within RetryAfter, here or in another process.
func (r *Registry) recentFailure(ctx context.Context, site string) error {
	r.mu.Lock()
	f, ok := r.failures[site]
	r.mu.Unlock()
	if ok && r.opt.Now().Before(f.until) {
		return f.err
	}
	if r.opt.Shared != nil {
		if msg, err := r.opt.Shared.Failure(ctx, site); err == nil && msg != "" {
			return fmt.Errorf("%w (another process, retried after %s): %s", ErrNoValidSet, r.opt.RetryAfter, msg)
		}
	}
	return nil
}

// generateAndStore makes a set from p, stores it as the site's next
// version and caches it. A failure is remembered for RetryAfter.
func (r *Registry) generateAndStore(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	c, err := r.generate(ctx, r.gen, p.Site, []*extract.Page{p})
	if err != nil {
		r.mu.Lock()
		r.failures[p.Site] = failure{err: err, until: r.opt.Now().Add(r.opt.RetryAfter)}
		r.mu.Unlock()
		if r.opt.Shared != nil {
			if ferr := r.opt.Shared.Failed(ctx, p.Site, err.Error(), r.opt.RetryAfter); ferr != nil {
				r.log.Warn("shared selector cache: remember failure", "site", p.Site, "err", ferr)
			}
		}
		r.log.Warn("no selector set for site", "site", p.Site, "sample", p.URL, "err", err)
		return nil, err
	}
	if err := r.put(ctx, c); err != nil {
		return nil, err
	}
	r.log.Info("selector set generated", "site", p.Site, "version", c.Set.Version,
		"generator", c.Set.Provenance.Generator, "sample", p.URL)
	return c, nil
}

// put stores c's set as the site's new active version and publishes it.
func (r *Registry) put(ctx context.Context, c *selectors.Compiled) error {
	stored, err := r.store.PutSelectorSet(ctx, *c.Set)
	if err != nil {
		return err
	}
	c.Set = &stored
	r.cache.Add(stored.Site, c)
	if r.opt.Shared != nil {
		// Others drop their copy of the former version, then find this one.
		if err := r.opt.Shared.Invalidate(ctx, stored.Site); err != nil {
			r.log.Warn("shared selector cache: invalidate", "site", stored.Site, "err", err)
		}
		if err := r.opt.Shared.Put(ctx, stored); err != nil {
			r.log.Warn("shared selector cache: put", "site", stored.Site, "err", err)
		}
	}
	return nil
}

// generate makes a set with gen and validates it on every page; an
// invalid set is an error and is never stored or cached.
func (r *Registry) generate(ctx context.Context, gen Generator, site string, pages []*extract.Page) (*selectors.Compiled, error) {
	set, err := gen.Generate(ctx, site, pages)
	if err != nil {
		return nil, fmt.Errorf("generate selectors for %s: %w", site, err)
	}
	set.Site = site
	c, err := selectors.Compile(set)
	if err != nil {
		return nil, fmt.Errorf("%w for %s: %w", ErrNoValidSet, site, err)
	}
	if v := generate.Validate(r.applier, c, pages); !v.OK {
		return nil, fmt.Errorf("%w for %s: %v", ErrNoValidSet, site, v.Problems)
	}
	return c, nil
}

// Regenerate makes a one-page set from p after the active one failed on
// it, with the rescue generator (never the LLM: one call per failing page
// would cost too much). The set serves this page only; replacing the
// stored set is drift repair's decision, made on a failure rate. p is
// kept as a sample for that repair.
func (r *Registry) Regenerate(ctx context.Context, p *extract.Page, reason string) (*selectors.Compiled, error) {
	r.remember(p)
	if r.opt.Rescue == nil {
		return nil, nil
	}
	return r.generate(ctx, r.opt.Rescue, p.Site, []*extract.Page{p})
}

// Invalidate drops a site's cached set here and in every process sharing
// the cache, e.g. after `selectors activate`.
func (r *Registry) Invalidate(ctx context.Context, site string) error {
	r.forget(site)
	if r.opt.Shared != nil {
		return r.opt.Shared.Invalidate(ctx, site)
	}
	return nil
}

func (r *Registry) forget(site string) {
	r.cache.Remove(site)
	r.mu.Lock()
	delete(r.failures, site)
	r.mu.Unlock()
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

var _ extract.SetSource = (*Registry)(nil)
