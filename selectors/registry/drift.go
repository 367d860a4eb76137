package registry

import (
	"context"
	"fmt"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// DriftOptions tune drift repair; zero values take the defaults.
type DriftOptions struct {
	// Window is how many recent outcomes of a site's active set count
	// (default 50); MinObservations how many must be seen before the rate
	// means anything (default 20).
	Window          int
	MinObservations int
	// Threshold is the failure rate that marks a set stale (default 0.3).
	Threshold float64
	// Samples is how many recent failing pages a repair learns from
	// (default 5).
	Samples int
	// Off disables repair; failure rates are still tracked.
	Off bool
}

func (o DriftOptions) withDefaults() DriftOptions {
	if o.Window <= 0 {
		o.Window = 50
	}
	if o.MinObservations <= 0 {
		o.MinObservations = min(20, o.Window)
	}
	if o.Threshold <= 0 {
		o.Threshold = 0.3
	}
	if o.Samples <= 0 {
		o.Samples = 5
	}
	return o
}

// siteDrift is the rolling record of one site's active set.
type siteDrift struct {
	version  int
	failed   []bool // ring of the last Window outcomes
	next     int
	seen     int
	pages    []*extract.Page // recent pages the set failed on
	busy     bool            // a repair is running
	notUntil time.Time       // a failed repair is not retried before
}

func (d *siteDrift) rate() float64 {
	n, f := min(d.seen, len(d.failed)), 0
	for _, x := range d.failed[:n] {
		if x {
			f++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(f) / float64(n)
}

// Repair records one drift repair.
type Repair struct {
	Site        string    `json:"site"`
	At          time.Time `json:"at"`
	FailureRate float64   `json:"failure_rate"`
	From        int       `json:"from_version"`
	To          int       `json:"to_version,omitempty"` // 0 when the repair failed
	Generator   string    `json:"generator,omitempty"`
	Samples     int       `json:"samples"`
	Err         string    `json:"error,omitempty"`
}

// FailureRate returns the rolling failure rate of site's active set and
// how many outcomes it rests on.
func (r *Registry) FailureRate(site string) (float64, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	d := r.drift[site]
	if d == nil {
		return 0, 0
	}
	return d.rate(), min(d.seen, len(d.failed))
}

// Repairs returns the drift repairs so far, oldest first.
func (r *Registry) Repairs() []Repair {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Repair(nil), r.repairs...)
}

// remember keeps p as a recent failing page of its site.
func (r *Registry) remember(p *extract.Page) {
	r.mu.Lock()
	defer r.mu.Unlock()
	d := r.siteDrift(p.Site)
	d.pages = append(d.pages, p)
	if over := len(d.pages) - r.opt.Drift.Samples; over > 0 {
		d.pages = append(d.pages[:0], d.pages[over:]...)
	}
}

func (r *Registry) siteDrift(site string) *siteDrift {
	d := r.drift[site]
	if d == nil {
		d = &siteDrift{failed: make([]bool, r.opt.Drift.Window)}
		r.drift[site] = d
	}
	return d
}

// Observe records the outcome of a page's extraction with the site's
// active set (extract.Extractor.Observe). When the rolling failure rate
// crosses the threshold, the set is repaired: a new one is generated from
// the recent failing pages, validated on all of them and activated as the
// next version; the drifted version is kept, marked stale, and can be
// re-activated. The page that tips the rate runs the repair.
func (r *Registry) Observe(ctx context.Context, o extract.Outcome) {
	if o.Version == 0 {
		return
	}
	r.mu.Lock()
	d := r.siteDrift(o.Site)
	if d.version != o.Version {
		// A new version starts a new record; pages that failed the old one
		// stay as samples.
		d.version, d.next, d.seen = o.Version, 0, 0
		clear(d.failed)
	}
	d.failed[d.next] = !o.OK
	d.next = (d.next + 1) % len(d.failed)
	d.seen++
	rate, n := d.rate(), min(d.seen, len(d.failed))
	due := !r.opt.Drift.Off && !d.busy && n >= r.opt.Drift.MinObservations &&
		rate >= r.opt.Drift.Threshold && len(d.pages) > 0 && !r.opt.Now().Before(d.notUntil)
	var pages []*extract.Page
	if due {
		d.busy = true
		pages = append(pages, d.pages...)
	}
	r.mu.Unlock()
	if !due {
		return
	}
	rep := r.repair(ctx, o.Site, o.Version, rate, pages)
	r.mu.Lock()
	d.busy = false
	if rep.Err != "" {
		d.notUntil = r.opt.Now().Add(r.opt.RetryAfter)
	}
	if rep.To != 0 || rep.Err != "" {
		r.repairs = append(r.repairs, rep)
	}
	r.mu.Unlock()
}

// repair replaces site's drifted version from with a set generated from
// pages. When no valid set can be had the old one stays active: it still
// works on some pages, and the log and Repairs say why it was kept.
func (r *Registry) repair(ctx context.Context, site string, from int, rate float64, pages []*extract.Page) Repair {
	rep := Repair{Site: site, At: r.opt.Now().UTC(), FailureRate: rate, From: from, Samples: len(pages)}
	r.log.Warn("selector set drifted; repairing", "site", site, "version", from,
		"failure_rate", fmt.Sprintf("%.2f", rate), "samples", len(pages))
	if r.opt.Shared != nil {
		unlock, ok, err := r.opt.Shared.Lock(ctx, site, r.opt.LockTTL)
		if err != nil || !ok {
			// Another process is repairing (or generating): its new
			// version will reach us by invalidation.
			return Repair{}
		}
		defer unlock()
	}
	if cur, err := r.store.SelectorSet(ctx, site); err == nil && cur.Version != from {
		r.forget(site) // another process repaired it already
		return Repair{}
	}
	c, err := r.generate(ctx, r.gen, site, pages)
	if err != nil {
		rep.Err = err.Error()
		r.log.Error("selector set drifted and could not be repaired; keeping it", "site", site,
			"version", from, "err", err)
		return rep
	}
	note := fmt.Sprintf("repair of v%d (failure rate %.2f over recent pages)", from, rate)
	if c.Set.Provenance.Note != "" {
		note += "; " + c.Set.Provenance.Note
	}
	c.Set.Provenance.Note = note
	if err := r.put(ctx, c); err != nil {
		rep.Err = err.Error()
		return rep
	}
	if err := r.store.SetSelectorStatus(ctx, site, from, selectors.StatusStale); err != nil {
		r.log.Warn("mark drifted selector set stale", "site", site, "version", from, "err", err)
	}
	rep.To, rep.Generator = c.Set.Version, c.Set.Provenance.Generator
	r.log.Info("selector set repaired", "site", site, "stale", from, "active", rep.To, "generator", rep.Generator)
	return rep
}
