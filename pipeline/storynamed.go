package pipeline

import (
	"context"
	"slices"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/store"
)

// A feed's item or a news sitemap's entry is story evidence (hintArticle)
// for the page it names, whatever order the crawl meets the URL in: a
// short story that extract.ClassifyCrawled calls a listing without it is
// lost when a link on a page (a tag page) queued the URL first. So a URL
// named as a story after it was met takes the story hint while it waits
// in the frontier (strongerHint), its handling in flight takes the name
// as evidence (namedStory), and a page judged a listing without evidence,
// in this run or an earlier one, is read once more with it (storyUnjudged,
// storyNamedAgain, storyAtEnd). The page record keeps that it was judged
// with evidence (store.Page.StoryJudged), so it is not read again each
// time the feed names it; a listing's mark goes when its text changes
// (see handleBody).

// strongerHint reports whether the hint pushed for a queued URL tells
// more about it than the one it waits with (see crawl.Frontier.SetStronger):
// a story over a link on a page or a plain sitemap's entry. A seed, a
// listing's next page, a feed or a sitemap keeps its hint: it is read as
// what it was queued as.
func strongerHint(queued, pushed string) bool {
	return pushed == hintArticle && (queued == "" || queued == hintPage)
}

// storyUnjudged reports a page record of a listing classified without
// story evidence.
func storyUnjudged(pg store.Page) bool {
	return pg.Kind == store.KindListing && pg.Error == "" && !pg.StoryJudged
}

// namedStory reports whether a feed or news sitemap named u as a story in
// this run.
func (r *run) namedStory(u string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.storyNamed[u]
}

// storyDue reports whether the unchanged page of it, a listing judged
// without story evidence, is to be judged again from its copy: a feed or
// news sitemap names it as a story.
func (r *run) storyDue(it store.FrontierItem, pg store.Page) bool {
	return it.Hint != hintSeed && it.Hint != hintListing && storyUnjudged(pg) &&
		(it.Hint == hintArticle || r.namedStory(it.URL))
}

// seed reports whether u is one of site's seeds, a listing whatever
// names it.
func (r *run) seed(site, u string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Contains(r.seeds[site], u)
}

// takePage counts one more page queued in site's cycle, and reports false
// (counted as skipped) when the site has max already.
func (r *run) takePage(site string, max int) bool {
	r.mu.Lock()
	over := r.perSite[site] >= max
	if !over {
		r.perSite[site]++
	}
	r.mu.Unlock()
	if over {
		r.skip("max_pages")
	}
	return !over
}

// storyNamedAgain handles a feed's item or a news sitemap's entry, l,
// that names as a story a URL the run met before (a link on a page) and
// returns the items to push for it. A URL still in the frontier is pushed
// with the story hint, which it takes if it waits (see strongerHint);
// fetched or handled meanwhile, its handling sees the name (see
// namedStory), or, judged before it, its end queues it again (see
// storyAtEnd). A URL out of the frontier, handled in this run or left as
// known, is queued again when its page was judged a listing without
// story evidence.
func (p *Pipeline) storyNamedAgain(ctx context.Context, r *run, from store.FrontierItem, l discovered, depth int) []store.FrontierItem {
	if !p.inScope(r, from.Site, l.url) {
		return nil // met out of the site's scope, and left so (see consider)
	}
	it := store.FrontierItem{URL: l.url, Site: from.Site, Host: crawl.Host(l.url), Priority: l.prio, Depth: depth, Hint: hintArticle}
	r.mu.Lock()
	// Under mu: an item's end (Done, then storyAtEnd) takes storyAgain
	// after the frontier lets it go, so either it sees the mark or this
	// sees the URL gone.
	queued := r.frontier.Queued(l.url)
	if queued {
		r.storyAgain[l.url] = it
	} else if !p.seen.MaybeSeen(l.url) {
		// Met first by a page whose push has not queued it yet: that
		// push takes the feed's better priority (the story hint
		// follows through storyNamed).
		r.raiseLocked(l.url, it.Priority)
	}
	r.mu.Unlock()
	if queued {
		// Given the hint now, not pushed with the page's other links:
		// its item may end before they are, and it would be queued
		// once more, read again for nothing.
		if err := r.frontier.Strengthen(ctx, []store.FrontierItem{it}); err != nil {
			p.log.Error("give a queued story its hint", "url", it.URL, "err", err)
		}
		return nil
	}
	if p.rereadAsStory(ctx, r, it) {
		return []store.FrontierItem{it}
	}
	return nil
}

// storyAtEnd queues once more, with the story hint, a URL that a feed or
// news sitemap named while it was fetched or handled without it (see
// storyNamedAgain) and whose page its handling judged a listing without
// story evidence. It is called when the URL's item is done, with the
// frontier kept open (see crawl.Frontier.KeepOpen): the workers must not
// end the run before the read is queued.
func (p *Pipeline) storyAtEnd(ctx context.Context, r *run, done store.FrontierItem) {
	r.mu.Lock()
	it, ok := r.storyAgain[done.URL]
	delete(r.storyAgain, done.URL)
	r.mu.Unlock()
	if !ok || done.Hint == hintArticle || done.Hint == hintSeed || done.Hint == hintListing || !p.rereadAsStory(ctx, r, it) {
		// Not for a page read as a seed or a listing's next page (a
		// seed's redirect target too): the frontier keeps those hints.
		return
	}
	n, err := r.frontier.Push(ctx, []store.FrontierItem{it})
	if err != nil {
		p.log.Error("queue a story again", "url", it.URL, "err", err)
		return
	}
	r.count(func(s *store.Summary) { s.Queued += n })
}

// rereadAsStory reports whether the page of it, not in the frontier, is
// to be read once more as a story: its record is of a listing judged
// without story evidence, not a seed, and the site may have one more
// page queued. A page whose record is a redirect names its target as a
// story instead.
func (p *Pipeline) rereadAsStory(ctx context.Context, r *run, it store.FrontierItem) bool {
	if !p.seen.MaybeSeen(it.URL) {
		return false // never fetched
	}
	pg, err := p.db.Page(ctx, it.URL)
	if err == nil && pg.Kind == store.KindRedirect && pg.RedirectTo != "" {
		// It redirected: the name is its target's, as a feed's item
		// that redirects passes its hint on (see queueRedirect).
		p.consider(ctx, r, it, []discovered{{url: pg.RedirectTo, hint: hintArticle, prio: it.Priority, redirect: true}})
		return false
	}
	if err != nil || !storyUnjudged(pg) || r.seed(it.Site, it.URL) {
		return false
	}
	return r.takePage(it.Site, p.cfg.MaxPages)
}
