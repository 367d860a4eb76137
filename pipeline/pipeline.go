// Package pipeline runs Byline's flow: due seeds into the frontier, fetch,
// page record and raw HTML, classify, then links back to the frontier or
// article extraction, store, outbox and index. It knows the contracts of
// crawl, extract, store and search, never their backends.
package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"regexp"
	"sync"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
)

// Store is what the pipeline needs from persistence.
type Store interface {
	Sites(ctx context.Context) ([]store.Site, error)
	PutSite(ctx context.Context, s store.Site) error
	PutPage(ctx context.Context, p store.Page) error
	Page(ctx context.Context, url string) (store.Page, error)
	PutRaw(ctx context.Context, hash string, body []byte) error
	Raw(ctx context.Context, hash string) ([]byte, error)
	SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error)
	Article(ctx context.Context, id string) (store.Article, error)
	PutRun(ctx context.Context, r store.Run) error
	PushFrontier(ctx context.Context, items []store.FrontierItem) error
	Frontier(ctx context.Context) ([]store.FrontierItem, error)
	UpdateFrontier(ctx context.Context, it store.FrontierItem) error
	DoneFrontier(ctx context.Context, url string) error
}

type fetcher interface {
	Fetch(ctx context.Context, req crawl.Request) (*crawl.Response, error)
}

type robotsSource interface {
	For(ctx context.Context, rawURL string) (crawl.Robots, error)
}

// Extractor turns an article page into an Article.
type Extractor interface {
	Extract(ctx context.Context, p *extract.Page) (extract.Article, error)
}

// Config tunes a crawl run.
type Config struct {
	Workers      int           // concurrent fetches over all hosts
	Delay        time.Duration // default gap between two requests to one host
	MaxDepth     int           // link hops from a seed
	MaxAttempts  int           // fetch attempts before a URL is failed
	MaxPages     int           // pages per site per run
	RetryBase    time.Duration // first retry delay; doubles up to RetryMax
	RetryMax     time.Duration
	Recheck      time.Duration // re-check articles younger than this when linked again
	SimThreshold int           // SimHash bits within which an article counts as unchanged
	Jitter       float64       // fraction of a site's interval added at random to its next due time
	FetchLogDir  string        // one JSONL fetch log per run; empty disables
}

// Defaults fills unset fields.
func (c *Config) Defaults() {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	defd := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.Workers, 8)
	def(&c.MaxDepth, 4)
	def(&c.MaxAttempts, 3)
	def(&c.MaxPages, 5000)
	def(&c.SimThreshold, 3)
	defd(&c.RetryBase, time.Second)
	defd(&c.RetryMax, time.Minute)
	defd(&c.Recheck, 24*time.Hour)
	if c.Delay < 0 {
		c.Delay = 0
	}
	if c.Jitter < 0 {
		c.Jitter = 0
	}
}

// Pipeline crawls due sites and stores their articles.
type Pipeline struct {
	db      Store
	fetch   fetcher
	robots  robotsSource
	extract Extractor
	cfg     Config
	log     *slog.Logger
	now     func() time.Time
	// OnProgress, when set, is called after every processed URL.
	OnProgress func(Progress)
}

// Progress is a snapshot of a running crawl for progress displays.
type Progress struct {
	Done, Queued int
	Summary      store.Summary
}

// New returns a pipeline. logger may be nil.
func New(db Store, f fetcher, robots robotsSource, ex Extractor, cfg Config, logger *slog.Logger) *Pipeline {
	cfg.Defaults()
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Pipeline{db: db, fetch: f, robots: robots, extract: ex, cfg: cfg, log: logger, now: time.Now}
}

// RunOptions selects what one run crawls.
type RunOptions struct {
	// All treats every site as due (crawl --once); otherwise only sites
	// whose next due time has passed enter the frontier.
	All bool
	// Sites restricts the run to these site ids; empty means all.
	Sites []string
}

// run is the state of one crawl run.
type run struct {
	store.Run
	mu       sync.Mutex
	visited  map[string]bool // URLs queued or processed in this run
	perSite  map[string]int
	sites    map[string]store.Site
	allow    map[string][]*regexp.Regexp
	deny     map[string][]*regexp.Regexp
	frontier *crawl.Frontier
	log      *fetchLog
	done     int
}

func (r *run) count(f func(s *store.Summary)) {
	r.mu.Lock()
	f(&r.Summary)
	r.mu.Unlock()
}

func (r *run) fail(reason string) {
	r.count(func(s *store.Summary) { s.Failed[reason]++ })
}

func (r *run) skip(reason string) {
	r.count(func(s *store.Summary) { s.Skipped[reason]++ })
}

// NewRunID returns a sortable, unique run id.
func NewRunID(t time.Time) string {
	var b [3]byte
	for i := range b {
		b[i] = byte(rand.IntN(256))
	}
	return t.UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b[:])
}

// Run performs one crawl run: it resumes what an earlier run left in the
// frontier, queues the seeds of due sites, and works until the frontier is
// empty or ctx is canceled. A canceled run keeps its frontier for the next
// one and still saves its summary.
func (p *Pipeline) Run(ctx context.Context, opts RunOptions) (store.Run, error) {
	start := p.now()
	r := &run{
		Run:     store.Run{ID: NewRunID(start), StartedAt: start.UTC()},
		visited: map[string]bool{}, perSite: map[string]int{}, sites: map[string]store.Site{},
		allow: map[string][]*regexp.Regexp{}, deny: map[string][]*regexp.Regexp{},
	}
	r.Summary.Failed, r.Summary.Skipped = map[string]int{}, map[string]int{}
	r.frontier = crawl.NewFrontier(p.db, p.cfg.Delay, 1)
	if p.cfg.FetchLogDir != "" {
		fl, err := openFetchLog(p.cfg.FetchLogDir, r.ID)
		if err != nil {
			return r.Run, err
		}
		r.log = fl
		defer fl.Close()
	}
	if err := p.db.PutRun(ctx, r.Run); err != nil {
		return r.Run, err
	}
	resumed, err := r.frontier.Load(ctx)
	if err != nil {
		return r.Run, err
	}
	if resumed > 0 {
		p.log.Info("resuming frontier of an earlier run", "urls", resumed)
		r.count(func(s *store.Summary) { s.Queued += resumed })
	}
	if err := p.queueSeeds(ctx, r, opts); err != nil {
		return r.Run, err
	}
	var wg sync.WaitGroup
	for range p.cfg.Workers {
		wg.Add(1)
		go func() { // exits when the frontier is drained or ctx is canceled
			defer wg.Done()
			p.work(ctx, r)
		}()
	}
	wg.Wait()
	r.EndedAt = p.now().UTC()
	r.Summary.Duration = r.EndedAt.Sub(r.StartedAt)
	// The summary is saved even when the run was canceled.
	if err := p.db.PutRun(context.WithoutCancel(ctx), r.Run); err != nil {
		return r.Run, err
	}
	return r.Run, ctx.Err()
}

func (p *Pipeline) queueSeeds(ctx context.Context, r *run, opts RunOptions) error {
	sites, err := p.db.Sites(ctx)
	if err != nil {
		return err
	}
	only := map[string]bool{}
	for _, s := range opts.Sites {
		only[s] = true
	}
	now := p.now()
	var items []store.FrontierItem
	for _, s := range sites {
		r.sites[s.ID] = s
		for _, re := range s.Config.Allow {
			if x, err := regexp.Compile(re); err == nil {
				r.allow[s.ID] = append(r.allow[s.ID], x)
			}
		}
		for _, re := range s.Config.Deny {
			if x, err := regexp.Compile(re); err == nil {
				r.deny[s.ID] = append(r.deny[s.ID], x)
			}
		}
		if len(only) > 0 && !only[s.ID] {
			continue
		}
		if !opts.All && now.Before(s.NextDue) {
			continue
		}
		for _, seed := range s.Seeds {
			u, err := crawl.Canonicalize(seed, nil)
			if err != nil {
				p.log.Warn("skipping bad seed", "site", s.ID, "seed", seed, "err", err)
				continue
			}
			r.visited[u] = true
			items = append(items, store.FrontierItem{URL: u, Site: s.ID, Host: crawl.Host(u), Priority: 0, Hint: hintSeed})
		}
		s.LastCrawl = now.UTC()
		s.NextDue = now.Add(s.Every + time.Duration(p.cfg.Jitter*rand.Float64()*float64(s.Every))).UTC()
		if err := p.db.PutSite(ctx, s); err != nil {
			return err
		}
	}
	n, err := r.frontier.Push(ctx, items)
	if err != nil {
		return err
	}
	r.count(func(s *store.Summary) { s.Queued += n })
	return nil
}

// Hints say what a queued URL is expected to be.
const (
	hintSeed    = "seed"
	hintSitemap = "sitemap"
	hintFeed    = "feed"
	hintListing = "listing"
	hintArticle = "article"
)

func (p *Pipeline) work(ctx context.Context, r *run) {
	for {
		it, ok, err := r.frontier.Next(ctx)
		if err != nil || !ok {
			return
		}
		retry, after := p.process(ctx, r, it)
		if ctx.Err() != nil {
			return // the item stays in the durable frontier for the next run
		}
		if retry && it.Attempts+1 < p.cfg.MaxAttempts {
			if err := r.frontier.Retry(ctx, it, after); err != nil {
				p.log.Error("requeue failed", "url", it.URL, "err", err)
			}
		} else if err := r.frontier.Done(ctx, it); err != nil {
			p.log.Error("frontier done failed", "url", it.URL, "err", err)
		}
		r.mu.Lock()
		r.done++
		pr := Progress{Done: r.done, Queued: r.Summary.Queued, Summary: r.Summary}
		r.mu.Unlock()
		if p.OnProgress != nil {
			p.OnProgress(pr)
		}
	}
}

func (p *Pipeline) backoff(attempts int) time.Duration {
	d := p.cfg.RetryBase << attempts
	if d > p.cfg.RetryMax || d <= 0 {
		d = p.cfg.RetryMax
	}
	return d
}

// process handles one URL. It returns retry=true (with a delay) when the
// fetch should be tried again.
func (p *Pipeline) process(ctx context.Context, r *run, it store.FrontierItem) (retry bool, after time.Duration) {
	rob, err := p.robots.For(ctx, it.URL)
	if err != nil {
		return ctx.Err() == nil, p.backoff(it.Attempts)
	}
	if d := rob.CrawlDelay(); d > 0 {
		r.frontier.SetHostDelay(it.Host, d)
	}
	if it.Hint == hintSeed {
		p.queueSitemaps(ctx, r, it, rob.Sitemaps)
	}
	if rob.Unavailable {
		if it.Attempts+1 < p.cfg.MaxAttempts {
			return true, p.backoff(it.Attempts)
		}
		r.fail("robots_unavailable")
		return false, 0
	}
	if u, err := url.Parse(it.URL); err == nil && !rob.Allowed(u.RequestURI()) {
		r.skip("robots")
		r.log.write(fetchEntry{URL: it.URL, Outcome: "skipped", Error: "disallowed by robots.txt"})
		return false, 0
	}
	prev, err := p.db.Page(ctx, it.URL)
	known := err == nil
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		p.log.Error("read page record", "url", it.URL, "err", err)
	}
	req := crawl.Request{URL: it.URL}
	if known {
		req.ETag, req.LastModified = prev.ETag, prev.LastModified
	} else {
		prev = store.Page{URL: it.URL, Site: it.Site, FirstSeen: p.now().UTC()}
	}
	resp, err := p.fetch.Fetch(ctx, req)
	if ctx.Err() != nil {
		return false, 0
	}
	entry := fetchEntry{URL: it.URL, Attempt: it.Attempts + 1}
	if err != nil {
		reason, retriable := failureReason(err)
		entry.Outcome, entry.Error = "error", err.Error()
		r.log.write(entry)
		prev.Failures++
		prev.Error = err.Error()
		p.savePage(ctx, prev)
		if retriable && it.Attempts+1 < p.cfg.MaxAttempts {
			return true, p.backoff(it.Attempts)
		}
		r.fail(reason)
		p.log.Warn("fetch failed", "url", it.URL, "reason", reason, "err", err)
		return false, 0
	}
	r.count(func(s *store.Summary) { s.Fetched++ })
	entry.Status, entry.Millis, entry.Bytes, entry.FinalURL = resp.Status, resp.Duration.Milliseconds(), len(resp.Body), resp.URL
	prev.Status = resp.Status
	prev.FetchedAt = p.now().UTC()
	switch {
	case resp.Status == 304:
	case resp.Status == 429 || resp.Status == 503:
		wait := retryAfter(resp.Header.Get("Retry-After"), p.now())
		if wait <= 0 {
			wait = p.backoff(it.Attempts)
		}
		r.frontier.Backoff(it.Host, p.now().Add(wait))
		entry.Outcome = "backoff"
		r.log.write(entry)
		if it.Attempts+1 < p.cfg.MaxAttempts {
			return true, wait
		}
		r.fail(fmt.Sprintf("http_%d", resp.Status))
		return false, 0
	case resp.Status >= 500:
		entry.Outcome = "error"
		r.log.write(entry)
		if it.Attempts+1 < p.cfg.MaxAttempts {
			return true, p.backoff(it.Attempts)
		}
		fallthrough
	case resp.Status >= 300:
		entry.Outcome = "failed"
		r.log.write(entry)
		r.fail(fmt.Sprintf("http_%d", resp.Status))
		prev.Failures++
		prev.Error = fmt.Sprintf("HTTP %d", resp.Status)
		p.savePage(ctx, prev)
		return false, 0
	}
	prev.Failures, prev.Error = 0, ""
	body, ctype, changed := resp.Body, resp.ContentType, true
	if resp.Status == 304 {
		r.count(func(s *store.Summary) { s.NotModified++ })
		entry.Outcome = "not_modified"
		body, ctype, changed = nil, prev.ContentType, false
		if prev.Kind != store.KindArticle && prev.RawHash != "" {
			// The page is what we stored: its links are still there.
			if raw, err := p.db.Raw(ctx, prev.RawHash); err == nil {
				body = raw
			}
		}
	} else {
		prev.ETag, prev.LastModified, prev.ContentType = resp.Header.Get("ETag"), resp.Header.Get("Last-Modified"), resp.ContentType
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])
		entry.Hash = hash
		if known && hash == prev.RawHash {
			changed = false
			entry.Outcome = "unchanged"
		} else {
			if err := p.db.PutRaw(ctx, hash, body); err != nil {
				p.log.Error("store raw html", "url", it.URL, "err", err)
				r.fail("store")
				return false, 0
			}
			prev.RawHash = hash
		}
	}
	if !changed {
		r.count(func(s *store.Summary) { s.Unchanged++ })
		prev.Unchanged++
		if prev.Kind != store.KindArticle && body != nil {
			p.discover(ctx, r, it, prev.Kind, body, ctype, resp.URL)
		}
		r.log.write(entry)
		p.savePage(ctx, prev)
		return false, 0
	}
	entry.Outcome = p.handleBody(ctx, r, it, &prev, resp)
	r.log.write(entry)
	p.savePage(ctx, prev)
	return false, 0
}

func (p *Pipeline) savePage(ctx context.Context, pg store.Page) {
	if err := p.db.PutPage(ctx, pg); err != nil {
		p.log.Error("store page record", "url", pg.URL, "err", err)
	}
}

// failureReason names a fetch error for the run summary and says whether
// trying again may help.
func failureReason(err error) (string, bool) {
	switch {
	case errors.Is(err, crawl.ErrPrivateAddress):
		return "private_address", false
	case errors.Is(err, crawl.ErrRedirectLoop):
		return "redirect_loop", false
	case errors.Is(err, crawl.ErrTooManyRedirects):
		return "too_many_redirects", false
	case errors.Is(err, crawl.ErrContentType):
		return "content_type", false
	case errors.Is(err, crawl.ErrUnsupportedURL):
		return "unsupported_url", false
	case errors.Is(err, context.DeadlineExceeded) || isTimeout(err):
		return "timeout", true
	}
	return "network", true
}

func isTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// retryAfter parses a Retry-After header (seconds or HTTP date).
func retryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	var secs int
	if _, err := fmt.Sscanf(v, "%d", &secs); err == nil && secs >= 0 {
		return min(time.Duration(secs)*time.Second, time.Hour)
	}
	if t, err := time.Parse(time.RFC1123, v); err == nil {
		return min(max(t.Sub(now), 0), time.Hour)
	}
	return 0
}
