// Package registry hands out each site's selector set: from an
// in-process LRU cache, else from the store, else generated once from the
// page at hand, validated, stored and cached. Concurrent pages of an
// unseen site share one generation.
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
}

// Generator makes a selector set from sample pages of a site.
type Generator interface {
	Generate(ctx context.Context, site string, pages []*extract.Page) (*selectors.Set, error)
}

// ErrNoValidSet is returned when a generated set failed validation; the
// error says on which page and field.
var ErrNoValidSet = errors.New("no valid selector set")

// Registry implements extract.SetSource.
type Registry struct {
	store   setStore
	gen     Generator
	applier *extract.Applier
	log     *slog.Logger
	cache   *lru.Cache[string, *selectors.Compiled]
	group   singleflight.Group
	// failures remembers sites whose generation failed recently, so that
	// every page of such a site does not generate again.
	mu       sync.Mutex
	failures map[string]failure
	retry    time.Duration
	now      func() time.Time
}

type failure struct {
	err   error
	until time.Time
}

// New returns a registry. logger may be nil.
func New(st setStore, gen Generator, applier *extract.Applier, logger *slog.Logger) *Registry {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	cache, _ := lru.New[string, *selectors.Compiled](4096) // cannot fail for a positive size
	return &Registry{store: st, gen: gen, applier: applier, log: logger, cache: cache,
		failures: map[string]failure{}, retry: 10 * time.Minute, now: time.Now}
}

// SetFor returns the active set of p's site, generating one from p when
// the site has none.
func (r *Registry) SetFor(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	if c, ok := r.cache.Get(p.Site); ok {
		return c, nil
	}
	v, err, _ := r.group.Do(p.Site, func() (any, error) {
		if c, ok := r.cache.Get(p.Site); ok {
			return c, nil
		}
		set, err := r.store.SelectorSet(ctx, p.Site)
		switch {
		case err == nil:
			c, err := selectors.Compile(&set)
			if err != nil {
				return nil, fmt.Errorf("stored selector set of %s v%d: %w", p.Site, set.Version, err)
			}
			r.cache.Add(p.Site, c)
			return c, nil
		case !errors.Is(err, store.ErrNotFound):
			return nil, err
		}
		r.mu.Lock()
		f, failed := r.failures[p.Site]
		r.mu.Unlock()
		if failed && r.now().Before(f.until) {
			return nil, f.err
		}
		c, err := r.generate(ctx, p)
		if err != nil {
			r.mu.Lock()
			r.failures[p.Site] = failure{err: err, until: r.now().Add(r.retry)}
			r.mu.Unlock()
			return nil, err
		}
		stored, err := r.store.PutSelectorSet(ctx, *c.Set)
		if err != nil {
			return nil, err
		}
		c.Set = &stored
		r.cache.Add(p.Site, c)
		r.log.Info("selector set generated", "site", p.Site, "version", stored.Version,
			"generator", stored.Provenance.Generator, "sample", p.URL)
		return c, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*selectors.Compiled), nil
}

// generate makes and validates a set from p.
func (r *Registry) generate(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	set, err := r.gen.Generate(ctx, p.Site, []*extract.Page{p})
	if err != nil {
		return nil, fmt.Errorf("generate selectors for %s: %w", p.Site, err)
	}
	c, err := selectors.Compile(set)
	if err != nil {
		return nil, err
	}
	if v := generate.Validate(r.applier, c, []*extract.Page{p}); !v.OK {
		return nil, fmt.Errorf("%w for %s: %v", ErrNoValidSet, p.Site, v.Problems)
	}
	return c, nil
}

// Regenerate makes a set from p after the active one failed on it. The
// new set is used for this page only; replacing the stored set is drift
// repair's decision, made on a failure rate, not on one page.
func (r *Registry) Regenerate(ctx context.Context, p *extract.Page, reason string) (*selectors.Compiled, error) {
	c, err := r.generate(ctx, p)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Invalidate drops a site's cached set, e.g. after a new version.
func (r *Registry) Invalidate(site string) {
	r.cache.Remove(site)
	r.mu.Lock()
	delete(r.failures, site)
	r.mu.Unlock()
}

var _ extract.SetSource = (*Registry)(nil)
