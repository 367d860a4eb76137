package pipeline

import (
	"context"

	"github.com/bylinehq/byline/selectors"
)

// StoredSets gives a site's stored selector set without ever generating
// one (selectors/registry.Registry): its article URL pattern tells the
// crawler which of the site's URLs are stories.
type StoredSets interface {
	Stored(ctx context.Context, site string) (*selectors.Compiled, error)
}

// SetStoredSets makes runs read each site's article URL pattern from s.
// Call it before the first Run.
func (p *Pipeline) SetStoredSets(s StoredSets) { p.sets = s }

// storyURL reports whether u matches its site's article URL pattern, when
// that pattern is trusted: learned from two pages or more and matching no
// section's shape (see selectors.Compiled.StoryURL), and matching none of
// the site's seeds, its home and section pages. Such a URL is a story's
// as a feed's item is (see handleBody), and a link to it is queued ahead
// of the site's other new links (see consider). A URL that does not match
// is read as any other: a pattern learned from a few pages need not know
// every shape of the site's stories. The site's set is read once a run,
// so a set learned during a run serves from the next one.
func (p *Pipeline) storyURL(ctx context.Context, r *run, site, u string) bool {
	if p.sets == nil {
		return false
	}
	r.mu.Lock()
	c, known := r.storySets[site]
	r.mu.Unlock()
	if !known {
		c = p.storySet(ctx, r, site)
		r.mu.Lock()
		r.storySets[site] = c
		r.mu.Unlock()
	}
	match, _ := c.StoryURL(u)
	return match
}

// storySet returns the site's stored set when its article URL pattern is
// trusted, else nil.
func (p *Pipeline) storySet(ctx context.Context, r *run, site string) *selectors.Compiled {
	c, err := p.sets.Stored(ctx, site)
	if err != nil {
		p.log.Warn("read the site's selector set for its article URLs", "site", site, "err", err)
		return nil
	}
	if _, ok := c.StoryURL(""); !ok {
		return nil
	}
	r.mu.Lock()
	seeds := r.seeds[site] // canonical, as the URLs the pattern is tried on
	r.mu.Unlock()
	for _, s := range seeds {
		if match, _ := c.StoryURL(s); match {
			p.log.Info("the site's article URL pattern matches a seed; not taken as a story's", "site", site,
				"pattern", c.Set.ArticleURLPattern, "seed", s)
			return nil
		}
	}
	return c
}
