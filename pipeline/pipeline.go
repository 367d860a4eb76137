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
	"io"
	"log/slog"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

// Store is what the pipeline needs from persistence.
type Store interface {
	Sites(ctx context.Context) ([]store.Site, error)
	MarkSiteQueued(ctx context.Context, id string, due, at, next time.Time) (bool, error)
	PutPage(ctx context.Context, p store.Page) error
	Page(ctx context.Context, url string) (store.Page, error)
	PutRaw(ctx context.Context, hash string, body []byte) error
	Raw(ctx context.Context, hash string) ([]byte, error)
	HasRaw(ctx context.Context, hash string) (bool, error)
	SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error)
	Article(ctx context.Context, id string) (store.Article, error)
	DeleteArticle(ctx context.Context, id string) error
	PutRun(ctx context.Context, r store.Run) error
	PageURLs(ctx context.Context, fn func(url string) error) error
	AddHostStats(ctx context.Context, stats []store.HostStats) error
	HostStats(ctx context.Context) ([]store.HostStats, error)
	FrontierStore
}

// FrontierStore keeps the frontier durable: the main store by default, or
// Redis (see Pipeline.SetFrontierStore).
type FrontierStore interface {
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
	Workers      int           // concurrent fetches over all hosts; as many fetched pages are handled beside them
	HostParallel int           // requests in flight per host (sites may override)
	Delay        time.Duration // default gap between two requests to one host
	MaxDepth     int           // link hops from a seed
	MaxAttempts  int           // fetch attempts within one run
	FailLimit    int           // failed runs after which a URL is given up (failure state)
	FailBackoff  time.Duration // wait before a failed URL is tried in a later run; doubles up to a day
	MaxPages     int           // pages per site per run
	RetryBase    time.Duration // first retry delay; doubles up to RetryMax
	RetryMax     time.Duration
	// MaxWait is the longest a run waits for one host: a robots.txt
	// Crawl-delay above it is cut to it, as Heritrix does, and URLs
	// that may not be fetched sooner (a long Retry-After) are left in
	// the frontier for a later run. 0 picks 5 minutes.
	MaxWait time.Duration
	// HostFailLimit is how many requests to one host may fail in a row
	// (timeouts, network errors) before the run leaves the host's URLs
	// for a later run, after FailBackoff: a host whose every page times
	// out would otherwise hold the run for MaxAttempts timeouts per URL.
	// 0 picks 5.
	HostFailLimit int
	// MaxRun is how long a scheduled run takes new work: sites that come
	// due while it works join it (see watchDue), so without a cap a run
	// could go on for ever, its summary never written. Past it, the run
	// stops handing out URLs, ends the ones in flight, and leaves the
	// rest in the durable frontier for the next run, which resumes it at
	// once. A run of every site (RunOptions.All) is not capped. 0 picks
	// an hour.
	MaxRun       time.Duration
	Recheck      time.Duration // re-check articles younger than this when linked again
	SimThreshold int           // SimHash bits within which an article counts as unchanged
	Jitter       float64       // fraction of a site's interval added at random to its next due time
	FetchLogDir  string        // one JSONL fetch log per run; empty disables
	// BloomCapacity and BloomFP size the seen filter (URLs, false-positive
	// rate); 0 picks 1,000,000 and 1%.
	BloomCapacity uint
	BloomFP       float64
	// HostStatsEvery is how often a run adds its host statistics so far
	// to the store, so that a run that dies loses at most that much of
	// them; 0 picks 30 s.
	HostStatsEvery time.Duration
	// ReleaseLimit bounds the release of a run's claims on a shared
	// frontier at its end (see releaseUnlessHalted): a store that
	// stopped answering holds neither the run's end nor a Halt longer.
	// The claims a release cut off end with their leases, and the next
	// release prunes them. 0 picks a minute.
	ReleaseLimit time.Duration
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
	def(&c.HostParallel, 1)
	def(&c.MaxDepth, 4)
	def(&c.MaxAttempts, 3)
	def(&c.FailLimit, 8)
	def(&c.HostFailLimit, 5)
	defd(&c.FailBackoff, 15*time.Minute)
	if c.BloomCapacity == 0 {
		c.BloomCapacity = 1_000_000
	}
	if c.BloomFP <= 0 || c.BloomFP >= 1 {
		c.BloomFP = 0.01
	}
	def(&c.MaxPages, 5000)
	def(&c.SimThreshold, 3)
	defd(&c.RetryBase, time.Second)
	defd(&c.RetryMax, time.Minute)
	defd(&c.MaxWait, 5*time.Minute)
	defd(&c.MaxRun, time.Hour)
	defd(&c.Recheck, 24*time.Hour)
	defd(&c.HostStatsEvery, 30*time.Second)
	defd(&c.ReleaseLimit, time.Minute)
	if c.Delay < 0 {
		c.Delay = 0
	}
	if c.Jitter < 0 {
		c.Jitter = 0
	}
}

// Pipeline crawls due sites and stores their articles.
type Pipeline struct {
	db       Store
	frontier FrontierStore
	// ownFrontier is set when frontier is not db (Redis).
	ownFrontier bool
	fetch       fetcher
	robots      robotsSource
	extract     Extractor
	sets        StoredSets // nil: no site's article URL pattern is read
	cfg         Config
	log         *slog.Logger
	now         func() time.Time
	metrics     *Metrics
	llm         LLMMeter
	// seen is the Bloom filter of fetched URLs; warmed from the store by
	// the first run.
	seen     *crawl.SeenFilter
	seenOnce sync.Once
	seenErr  error
	// added holds the hashes of raw bytes stored with AddRaw lately or
	// being stored (see putRaw); addedMu guards it.
	addedMu sync.Mutex
	added   map[string]*rawAdd
	// OnProgress, when set, is called after every processed URL.
	OnProgress func(Progress)
	// haltMu guards halted, the error Halt was given, halting (see
	// Halting), running, the frontier of the run under way (nil between
	// runs), claimCheck (see SetClaimCheck) and release.
	haltMu     sync.Mutex
	halted     error
	halting    chan struct{}
	running    *crawl.Frontier
	claimCheck func() error
	// release is the end of a run's claims under way (see
	// releaseUnlessHalted), nil when none is.
	release *releasing
	// abandoned is closed when a release abandoned at
	// Config.ReleaseLimit returns (see releaseWithin), nil when none
	// was: the next run waits for it (see awaitAbandoned).
	abandoned chan struct{}
}

// releasing is a release of a run's claims under way: Halt cancels it,
// then waits for done.
type releasing struct {
	cancel context.CancelFunc
	done   chan struct{}
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
	seen, err := crawl.NewSeenFilter(cfg.BloomCapacity, cfg.BloomFP)
	if err != nil { // Defaults keeps both in range
		panic(err)
	}
	return &Pipeline{db: db, frontier: db, fetch: f, robots: robots, extract: ex, cfg: cfg, log: logger, now: time.Now, seen: seen}
}

// Halt ends this pipeline's crawling for good, with err: this process
// lost its claim name on a shared frontier (its worker id, taken over by
// another process after its hold lapsed, this one paused). Its claims
// are the new holder's too from then on, so the run under way stops
// handing out URLs, ends those in flight (each fetched once, done or
// put back: nothing is lost) and leaves its claims as they are:
// releasing them would free the URLs and hosts the other process is
// working on. That run, and every later one, returns err. A release
// of the run's claims under way (see releaseUnlessHalted) is cancelled,
// and Halt returns once it ended, or was abandoned at Config.ReleaseLimit
// (see releaseWithin): a release never runs after a Halt, but on a store
// that ignores its ctx, whose call no process can take back.
func (p *Pipeline) Halt(err error) {
	if err == nil {
		err = errors.New("crawling halted") // a nil err would halt nothing, yet close Halting
	}
	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	if p.halted == nil {
		p.halted = err
		close(p.haltingLocked())
		if p.running != nil {
			p.running.Stop()
		}
	}
	if rel := p.release; rel != nil {
		// Cut off, and waited for: once Halt returns, no release
		// ends claims that are the new holder's.
		rel.cancel()
		p.haltMu.Unlock()
		<-rel.done
		p.haltMu.Lock()
	}
}

// Halting returns a channel closed when Halt is called: a caller that
// waits between runs (serve's schedule) ends at once, not at its next
// look.
func (p *Pipeline) Halting() <-chan struct{} {
	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	return p.haltingLocked()
}

// haltingLocked returns the channel Halt closes, made at its first use.
func (p *Pipeline) haltingLocked() chan struct{} {
	if p.halting == nil {
		p.halting = make(chan struct{})
	}
	return p.halting
}

// releaseUnlessHalted ends the run's claims on a shared frontier (see
// crawl.Frontier.ReleaseClaims) unless Halt came, and returns Halt's
// error. It reads halted under haltMu, so a Halt that came after the
// run's last look (while the claim check was asked) keeps the claims.
// The release itself runs outside haltMu, within Config.ReleaseLimit
// (see releaseWithin), and a Halt that comes meanwhile cancels it and
// waits for its end: a store that hangs holds neither Halt nor the run
// for ever (the release held haltMu through its store I/O, with no
// deadline).
func (p *Pipeline) releaseUnlessHalted(ctx context.Context, r *run) error {
	p.haltMu.Lock()
	if p.halted != nil {
		defer p.haltMu.Unlock()
		return p.halted
	}
	limit := p.cfg.ReleaseLimit
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	rel := &releasing{cancel: cancel, done: make(chan struct{})}
	p.release = rel
	p.haltMu.Unlock()

	err := p.releaseWithin(ctx, r, limit)

	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	p.release = nil
	close(rel.done)
	if err != nil {
		p.log.Error("release frontier claims", "err", err)
	}
	return p.halted
}

// releaseWithin runs the release of the run's claims, cancelled by ctx,
// and waits for it limit at most: a store that ignores ctx (a client
// stuck in a call with no deadline of its own) held the run's end, and
// a Halt waiting for the release, for ever. Past the limit the release
// is abandoned, its goroutine left to the store: the claims it did not
// end stay this process's until their leases end, when any process
// takes them over, and the next release prunes them.
func (p *Pipeline) releaseWithin(ctx context.Context, r *run, limit time.Duration) error {
	ended := make(chan error, 1)
	finished := make(chan struct{})
	go func() { // exits when the store answers, or never on one that stopped answering
		ended <- r.frontier.ReleaseClaims(ctx)
		close(finished)
	}()
	t := time.NewTimer(limit)
	defer t.Stop()
	select {
	case err := <-ended:
		return err
	case <-t.C:
		p.haltMu.Lock()
		p.abandoned = finished
		p.haltMu.Unlock()
		p.log.Error("release of frontier claims abandoned: the store did not answer within the limit; the claims end with their leases",
			"limit", limit, "lease", crawl.DefaultLease)
		return nil
	}
}

// awaitAbandoned waits, before a run claims anything, for the end of
// a release of an earlier run's claims that was abandoned at
// Config.ReleaseLimit (see releaseWithin): the store ends every claim
// of this process's name, so a release it answers late ended the
// claims of the run under way, and other processes fetched the pages
// it was fetching (TestAbandonedReleaseKeepsNextRunsClaims).
func (p *Pipeline) awaitAbandoned(ctx context.Context) error {
	p.haltMu.Lock()
	a := p.abandoned
	p.haltMu.Unlock()
	if a == nil {
		return nil
	}
	select {
	case <-a:
	default:
		p.log.Warn("waiting for the release of an earlier run's frontier claims, abandoned at its limit")
		select {
		case <-a:
		case <-ctx.Done():
			return ctx.Err()
		case <-p.Halting():
			return p.Halted()
		}
	}
	p.haltMu.Lock()
	if p.abandoned == a {
		p.abandoned = nil
	}
	p.haltMu.Unlock()
	return nil
}

// SetClaimCheck makes every run ask check before it claims a URL of a
// shared frontier (see crawl.Frontier.SetClaimCheck): this process's
// hold on its worker id must be fresh.
func (p *Pipeline) SetClaimCheck(check func() error) {
	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	p.claimCheck = check
	if p.running != nil {
		p.running.SetClaimCheck(check)
	}
}

// vouch asks the claim check (see SetClaimCheck), nil when none is set.
func (p *Pipeline) vouch() error {
	p.haltMu.Lock()
	check := p.claimCheck
	p.haltMu.Unlock()
	if check == nil {
		return nil
	}
	return check()
}

// Halted returns the error Halt was given, nil before.
func (p *Pipeline) Halted() error {
	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	return p.halted
}

// setRunning records f as the frontier of the run under way (nil when
// it ends) and reports Halt's error, f stopped, when Halt came first.
func (p *Pipeline) setRunning(f *crawl.Frontier) error {
	p.haltMu.Lock()
	defer p.haltMu.Unlock()
	p.running = f
	if f != nil {
		f.SetClaimCheck(p.claimCheck)
	}
	if p.halted != nil && f != nil {
		f.Stop()
	}
	return p.halted
}

// SetFrontierStore keeps the durable frontier in fs (Redis) instead of
// the main store. Call it before the first Run.
func (p *Pipeline) SetFrontierStore(fs FrontierStore) { p.frontier, p.ownFrontier = fs, true }

// warnSeparateFrontierLeft warns, in a run that keeps its frontier in
// the store, when the latest run that kept it in a separate frontier
// store (Redis) left URLs there: killed before it ended (or another
// process's run, still going), or stopped with URLs queued. This run
// cannot see them, so it does not resume them; it crawls from the
// seeds, and they stay in Redis until a run with it resumes those that
// no run without it fetched meanwhile (see dropFetchedWithout). Runs
// without Redis since then leave them there, so every such run warns
// again.
func (p *Pipeline) warnSeparateFrontierLeft(ctx context.Context) {
	if p.ownFrontier {
		return
	}
	runs, ok, err := p.latestRuns(ctx, separateRunsLookBack)
	if !ok {
		return
	}
	i := slices.IndexFunc(runs, func(r store.Run) bool { return r.SeparateFrontier })
	if err != nil || i < 0 {
		return
	}
	last := runs[i]
	if !last.EndedAt.IsZero() && last.FrontierLeft == 0 {
		return
	}
	what := "was killed (or is still running elsewhere) with its frontier in Redis (BYLINE_REDIS_URL)"
	if !last.EndedAt.IsZero() {
		what = "left " + strconv.Itoa(last.FrontierLeft) + " URLs in its frontier in Redis (BYLINE_REDIS_URL)"
	}
	p.log.Warn("the last run with Redis "+what+"; this run keeps its frontier in the store and cannot resume the URLs left there: "+
		"set BYLINE_REDIS_URL as that run had it to resume them", "run", last.ID)
}

// latestRuns returns the latest n runs, newest first; ok is false when
// the store keeps no runs.
func (p *Pipeline) latestRuns(ctx context.Context, n int) (runs []store.Run, ok bool, err error) {
	lister, ok := p.db.(interface {
		Runs(ctx context.Context, limit int) ([]store.Run, error)
	})
	if !ok {
		return nil, false, nil
	}
	runs, err = lister.Runs(ctx, n)
	return runs, true, err
}

// lastRunUnfinished reports whether the latest run recorded has no end:
// its process was killed (or it still runs elsewhere).
func (p *Pipeline) lastRunUnfinished(ctx context.Context) bool {
	runs, _, err := p.latestRuns(ctx, 1)
	if err != nil {
		p.log.Error("list runs", "err", err)
	}
	return len(runs) > 0 && runs[0].EndedAt.IsZero()
}

// separateRunsLookBack is how many of the latest runs are searched for
// the last one that kept its frontier in Redis.
const separateRunsLookBack = 200

// adoptStoreFrontier moves into the frontier store (Redis) the URLs that
// a run which kept its frontier in the main store (BYLINE_REDIS_URL unset
// then) left there when it was killed or capped. Without this they would
// neither be resumed nor ever leave the store while Redis holds the
// frontier, and a later run without Redis would fetch them once more.
// Pushing before removing loses nothing to a crash in between: the next
// run pushes them again, and a push keeps an URL already queued. An URL
// queued in both goes first out of Redis, so that the push takes the
// store's item, the newer (see dropFetchedWithout).
func (p *Pipeline) adoptStoreFrontier(ctx context.Context) error {
	if !p.ownFrontier {
		return nil
	}
	left, err := p.db.Frontier(ctx)
	if err != nil {
		return err
	}
	if err := p.dropFetchedWithout(ctx, left); err != nil {
		return err
	}
	if len(left) == 0 {
		return nil
	}
	if err := p.frontier.PushFrontier(ctx, left); err != nil {
		return err
	}
	for _, it := range left {
		if err := p.db.DoneFrontier(ctx, it.URL); err != nil {
			return err
		}
	}
	p.log.Info("moved the frontier an earlier run left in the store to the frontier store", "urls", len(left))
	return nil
}

// dropFetchedWithout takes out of the frontier store (Redis) the URLs
// that a run with it left there and a run without it fetched since:
// that run could not see them and crawled from the seeds, so it fetched
// those it found again, and they are done; resumed, they would be
// fetched a third time. An URL is dropped when it was queued before the
// first run without Redis that followed the last run with it, and its
// page was fetched since that run began: no run with Redis ran then, so
// a run without it fetched the page. An URL also queued in the store
// (left), which a run without Redis left unfinished, leaves Redis too,
// for the store's item to take its place. Before any run without
// Redis, or when the store keeps no runs, nothing is dropped.
func (p *Pipeline) dropFetchedWithout(ctx context.Context, left []store.FrontierItem) error {
	since := p.runsWithoutSince(ctx)
	if since.IsZero() {
		return nil
	}
	queued, err := p.frontier.Frontier(ctx)
	if err != nil {
		return err
	}
	inStore := make(map[string]bool, len(left))
	for _, it := range left {
		inStore[it.URL] = true
	}
	dropped := 0
	for _, it := range queued {
		if !inStore[it.URL] {
			if !it.Added.Before(since) {
				continue
			}
			pg, err := p.db.Page(ctx, it.URL)
			if err != nil || pg.FetchedAt.Before(since) {
				continue // not fetched since: resumed as left
			}
			dropped++
		}
		if err := p.frontier.DoneFrontier(ctx, it.URL); err != nil {
			return err
		}
	}
	if dropped > 0 {
		p.log.Info("dropped URLs left in the frontier store that a run without it fetched since", "urls", dropped, "since", since)
	}
	return nil
}

// runsWithoutSince returns when the first run that kept its frontier in
// the store began among those after the latest run that kept it in a
// separate frontier store (Redis), or zero when the latest run kept it
// there or no runs are known. With no run with Redis among the latest
// separateRunsLookBack, it is the earliest of them.
func (p *Pipeline) runsWithoutSince(ctx context.Context) time.Time {
	runs, ok, err := p.latestRuns(ctx, separateRunsLookBack)
	if !ok {
		return time.Time{}
	}
	if err != nil {
		p.log.Error("list runs", "err", err)
		return time.Time{}
	}
	if i := slices.IndexFunc(runs, func(r store.Run) bool { return r.SeparateFrontier }); i >= 0 {
		runs = runs[:i] // newest first: the runs after it
	}
	var since time.Time
	for _, r := range runs {
		if since.IsZero() || r.StartedAt.Before(since) {
			since = r.StartedAt
		}
	}
	return since
}

// LLMMeter is where a run reads the LLM use of its selector generation
// and extraction, for its summary.
type LLMMeter interface {
	Usage() llm.Usage
}

// SetLLMMeter makes run summaries report m's usage during the run. Runs
// that overlap in one process share the meter, so their figures mix.
func (p *Pipeline) SetLLMMeter(m LLMMeter) { p.llm = m }

// SetMetrics makes the pipeline record Prometheus metrics into m.
func (p *Pipeline) SetMetrics(m *Metrics) { p.metrics = m }

// SeenFilter returns the pipeline's Bloom filter of fetched URLs.
func (p *Pipeline) SeenFilter() *crawl.SeenFilter { return p.seen }

// RunOptions selects what one run crawls.
type RunOptions struct {
	// All treats every site as due (crawl --once); otherwise only sites
	// whose next due time has passed enter the frontier.
	All bool
	// Sites restricts the run to these site ids; empty means all.
	Sites []string
}

// linkCacheSize bounds the links a run remembers the canonical form of
// (a few MB): enough for the menus and footers of the sites it crawls.
const linkCacheSize = 20_000

// run is the state of one crawl run.
type run struct {
	store.Run
	mu      sync.Mutex
	visited map[string]bool // URLs queued or processed in this run
	// raised holds the best priority a visited URL was met at again
	// (see consider), until the push of its first meeting takes it: that
	// push may not have started, so the URL is not in the frontier yet.
	raised map[string]int
	// tooDeep holds visited URLs that were only found beyond the maximum
	// depth so far: a shorter path found later still queues them, however
	// the workers' timing ordered the discoveries.
	tooDeep  map[string]bool
	perSite  map[string]int
	sites    map[string]store.Site
	seeds    map[string][]string // each site's seeds, canonical (see loadSeeds); under mu
	allow    map[string][]*regexp.Regexp
	deny     map[string][]*regexp.Regexp
	frontier *crawl.Frontier
	log      *fetchLog
	done     int
	hosts    map[string]*store.HostStats // this run's numbers per host
	policied map[string]bool             // hosts whose site policy is set
	// redirects counts the queued redirects that led to a URL.
	redirects map[string]int
	// chainOrigin is the URL that began the redirect chain leading to a
	// URL in this run, to tell a loop from two links to one page.
	chainOrigin map[string]string
	// discovery holds, per site, the listings, feeds and sitemaps read
	// in the site's current cycle, and the known pages met but not due
	// (see newCycle).
	discovery map[string][]string
	// canonicals is the headline and body SimHash of the first article
	// that named each canonical URL other than its own in this run.
	canonicals map[string]claim
	// retryAfter is when the latest Retry-After (of a 429 or 503) of a
	// host ends, told in this run or an earlier one: a host that may
	// not be asked before then waits for it, else for its delay.
	retryAfter map[string]time.Time
	// down is when the wait of a host set aside for failing requests in
	// a row ends (see Config.HostFailLimit), in this run or an earlier
	// one; hostFails counts the failures in a row of each host.
	down      map[string]time.Time
	hostFails map[string]int
	// links remembers the canonical form of links met on earlier pages.
	links *crawl.LinkCache
	// handling hands fetched pages to the run's Workers handler
	// goroutines, which store and read them; handlers counts those
	// goroutines.
	handling chan handleJob
	handlers sync.WaitGroup
	// progressMu orders the progress reports; reported is the last Done
	// reported.
	progressMu sync.Mutex
	reported   int
	// hostsSaved is when the host statistics were last added to the
	// store (see Config.HostStatsEvery); under mu.
	hostsSaved time.Time
	// stopReason says why the run stopped handing out URLs before its
	// frontier was empty (set before frontier.Stop).
	stopReason string
	// cycles is when each site's current cycle began in this run; under
	// mu (see cycleStart).
	cycles map[string]time.Time
	// standIn maps the target of a temporary redirect queued in this
	// run to the URL that redirected to it (see standInFor); under mu.
	standIn map[string]string
	// standInRead holds the targets whose handling found the URL they
	// stand in for (see standInFor), and standInAgain the targets
	// queued once more to be read as stand-ins (see standInFrom);
	// ending holds the URLs on their way out of the frontier, its
	// channel closed once they are out, and ended those out; under mu.
	standInRead  map[string]bool
	standInAgain map[string]bool
	// movedAway holds the targets read as stand-ins in this run whose
	// redirecting URL moved for good while they were handled (see
	// redirected): read once more, as pages of their own; under mu.
	movedAway map[string]int
	// movedFor holds the URLs whose move for good is being handled in
	// this run (see redirected): no page is read as their stand-in
	// after that (see standInFor); under mu.
	movedFor map[string]bool
	ending   map[string]chan struct{}
	ended    map[string]bool
	// storySets holds each site's set whose article URL pattern is
	// trusted, nil for a site without one, as read once in this run
	// (see storyURL); under mu.
	storySets map[string]*selectors.Compiled
	// storyNamed holds the URLs a feed's item or a news sitemap's entry
	// named as stories in this run, and storyAgain, by URL, the items to
	// queue once more when the URL's item is done, for those named while
	// in the frontier without the story hint (see storyNamedAgain);
	// under mu.
	storyNamed map[string]bool
	storyAgain map[string]store.FrontierItem
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
// one and still saves its summary. A scheduled run (opts.All unset) that
// finds no site due and nothing in the frontier records nothing, no run
// and no fetch log, and returns a zero store.Run (empty ID).
func (p *Pipeline) Run(ctx context.Context, opts RunOptions) (store.Run, error) {
	start := p.now()
	r := &run{
		Run: store.Run{ID: NewRunID(start), StartedAt: start.UTC()}, hostsSaved: start,
		visited: map[string]bool{}, tooDeep: map[string]bool{}, perSite: map[string]int{}, sites: map[string]store.Site{},
		seeds: map[string][]string{}, allow: map[string][]*regexp.Regexp{}, deny: map[string][]*regexp.Regexp{},
		hosts: map[string]*store.HostStats{}, policied: map[string]bool{}, redirects: map[string]int{}, chainOrigin: map[string]string{}, canonicals: map[string]claim{}, discovery: map[string][]string{},
		retryAfter: map[string]time.Time{}, down: map[string]time.Time{}, hostFails: map[string]int{}, cycles: map[string]time.Time{}, standIn: map[string]string{},
		standInRead: map[string]bool{}, standInAgain: map[string]bool{}, ending: map[string]chan struct{}{}, ended: map[string]bool{},
		storySets: map[string]*selectors.Compiled{}, movedAway: map[string]int{}, movedFor: map[string]bool{},
		storyNamed: map[string]bool{}, storyAgain: map[string]store.FrontierItem{},
		links:    crawl.NewLinkCache(linkCacheSize),
		handling: make(chan handleJob),
	}
	r.Summary.Failed, r.Summary.Skipped = map[string]int{}, map[string]int{}
	var llmBefore llm.Usage
	if p.llm != nil {
		llmBefore = p.llm.Usage()
	}
	r.frontier = crawl.NewFrontier(p.frontier, p.cfg.Delay, p.cfg.HostParallel)
	if err := p.setRunning(r.frontier); err != nil {
		return r.Run, fmt.Errorf("crawl run: %w", err)
	}
	defer p.setRunning(nil)
	if err := p.awaitAbandoned(ctx); err != nil {
		return r.Run, fmt.Errorf("crawl run: %w", err)
	}
	r.frontier.SetMaxWait(p.cfg.MaxWait)
	r.frontier.SetStronger(strongerHint)
	p.metrics.watch(r.frontier)
	defer p.metrics.watch(nil)
	p.seenOnce.Do(func() { p.seenErr = p.seen.Warm(ctx, p.db.PageURLs) })
	if p.seenErr != nil {
		return r.Run, p.seenErr
	}
	if err := p.scoreHosts(ctx, r); err != nil {
		return r.Run, err
	}
	if err := p.loadSites(ctx, r); err != nil {
		return r.Run, err
	}
	if err := p.adoptStoreFrontier(ctx); err != nil {
		return r.Run, err
	}
	r.SeparateFrontier = p.ownFrontier
	if p.lastRunUnfinished(ctx) {
		// The killed run stored its hosts' waits of HostStatsEvery or
		// longer as it went (see keepLongDelay), but not the shorter
		// delays after its last requests: every host waits its delay
		// from now, later than any of those requests.
		r.frontier.HoldAll(start)
	}
	resumed, err := r.frontier.Load(ctx)
	if err != nil {
		return r.Run, err
	}
	for _, h := range r.frontier.LoadedHolds() {
		// A hold any process sharing the frontier set (a Retry-After,
		// a host set aside) is told as what it is, not as a delay.
		r.waitFor(h.Host, h.Until, h.Reason)
	}
	if len(resumed) > 0 {
		for _, it := range resumed {
			// A resumed URL is this run's too: links to it are not
			// queued a second time once it is done.
			r.visited[it.URL] = true
			if it.StandInFor != "" {
				// Marked by a run that saw a redirect to it and ended
				// before reading it as a stand-in (see markStandIn). Its
				// one read in this run is that (see standInUnread), not
				// to be repeated when it finds no article to stand in
				// for (see readAgainAsStandIn).
				r.standIn[it.URL] = it.StandInFor
				r.standInAgain[it.URL] = true
			}
			if it.Redirects > 0 {
				// The target of a redirect chain a killed run was
				// following: the chain goes on from its count.
				r.redirects[it.URL], r.chainOrigin[it.URL] = it.Redirects, it.ChainOrigin
			}
			if !offsite(it) {
				r.policy(it.Host, it.Site) // not a CDN's (see consider)
			}
		}
		r.count(func(s *store.Summary) { s.Queued += len(resumed) })
	}
	if err := p.queueSeeds(ctx, r, opts); err != nil {
		return r.Run, err
	}
	if !opts.All && r.Summary.Queued == 0 {
		return store.Run{}, nil
	}
	if wait, ok := r.frontier.NextReady(); !opts.All && r.Summary.Queued == len(resumed) && ok &&
		p.cfg.MaxWait > 0 && wait > p.cfg.MaxWait {
		// Only URLs an earlier run left, none of which may be asked
		// within MaxWait (a host set aside, a long Retry-After): a run
		// would fetch nothing and say so again at every look the
		// scheduler takes. They stay in the store, waiting.
		return store.Run{}, nil
	}
	// Warned once: past here the run is recorded, and is the latest.
	p.warnSeparateFrontierLeft(ctx)
	if len(resumed) > 0 {
		p.log.Info("resuming frontier of an earlier run", "urls", len(resumed))
	}
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
	for range p.cfg.Workers {
		r.handlers.Add(1)
		go func() { // exits when the workers are done and close r.handling
			defer r.handlers.Done()
			p.handleJobs(ctx, r)
		}()
	}
	// A page handled longer than its claim's lease stays this process's
	// (see crawl.Frontier.KeepClaims) until the run's end releases it.
	kctx, stopKeep := context.WithCancel(ctx)
	kept := make(chan struct{})
	go func() { // exits when stopKeep is called, below
		defer close(kept)
		r.frontier.KeepClaims(kctx, func(err error) { p.log.Warn("renew frontier claims", "err", err) })
	}()
	var wg sync.WaitGroup
	for range p.cfg.Workers {
		wg.Add(1)
		go func() { // exits when the frontier is drained or ctx is canceled
			defer wg.Done()
			p.work(ctx, r)
		}()
	}
	if !opts.All {
		wctx, stopWatch := context.WithCancel(ctx)
		watched := make(chan struct{})
		go func() { // exits when the workers are done
			defer close(watched)
			p.watchDue(wctx, r, opts)
		}()
		wg.Wait()
		stopWatch()
		<-watched
	}
	wg.Wait()
	close(r.handling)
	r.handlers.Wait() // pages still being handled when ctx was canceled
	stopKeep()
	<-kept
	// Every item is ended or back in the frontier: a frontier shared
	// with other processes lets them, or this one restarted, have its
	// URLs and hosts without waiting out the claims' leases. A halted
	// run's claims are the process's that took its name over (see Halt).
	// A run whose claim check fails (the worker id's hold is stale:
	// another process may hold the name now) keeps them too.
	halted := p.Halted()
	if halted == nil {
		if err := p.vouch(); err != nil {
			p.log.Warn("frontier claims kept: this process cannot vouch for its worker id", "err", err)
		} else {
			halted = p.releaseUnlessHalted(context.WithoutCancel(ctx), r)
		}
	}
	if halted != nil {
		r.stopReason = "worker_id_lost"
	}
	waits := r.waits()
	if n := r.frontier.Len(); n > 0 && ctx.Err() == nil && r.frontier.Stopped() {
		// A site was added while the run worked, or the run reached
		// MaxRun: the next run (at once) loads the sites and resumes
		// what is left here from the store. The hosts' waits are kept
		// with their stats.
		r.count(func(s *store.Summary) { s.Skipped["next_run"] += n })
		p.log.Info("urls left for the next run", "urls", n, "reason", r.stopReason)
	} else if n > 0 && ctx.Err() == nil {
		// Left for a later run: nothing of it may be fetched within
		// MaxWait. The hosts' waits (a delay, a Retry-After) go with the
		// items, so that the next run keeps them.
		r.count(func(s *store.Summary) { s.Skipped["deferred"] += n })
		if _, err := r.frontier.Park(context.WithoutCancel(ctx)); err != nil {
			p.log.Error("park frontier", "err", err)
		}
		for _, w := range append(waits, r.deferred()...) {
			if w.URLs > 0 {
				r.Summary.Waiting = append(r.Summary.Waiting, w)
				p.log.Info("host may not be asked yet; its urls are left for a later run",
					"host", w.Host, "until", w.Until, "reason", w.Reason, "urls", w.URLs)
			}
		}
		p.log.Info("urls left for a later run", "urls", n, "max_wait", p.cfg.MaxWait)
	}
	// Every host's wait is stored with its stats, so that the next run
	// keeps it for every URL of the host, seeds included.
	if err := p.db.AddHostStats(context.WithoutCancel(ctx), r.hostStats(waits)); err != nil {
		p.log.Error("store host stats", "err", err)
	}
	r.EndedAt = p.now().UTC()
	r.Summary.Duration = r.EndedAt.Sub(r.StartedAt)
	r.FrontierLeft = r.frontier.Len()
	if p.llm != nil {
		u := p.llm.Usage().Sub(llmBefore)
		r.Summary.LLMCalls, r.Summary.LLMTokensIn, r.Summary.LLMTokensOut = u.Calls, u.TokensIn, u.TokensOut
		r.Summary.LLMTokens, r.Summary.LLMCostUSD = u.TokensIn+u.TokensOut, u.CostUSD
		r.Summary.LLMTruncated, r.Summary.LLMFailed, r.Summary.LLMRejected = u.Truncated, u.Failed, u.Rejected
	}
	// The summary is saved even when the run was canceled.
	if err := p.db.PutRun(context.WithoutCancel(ctx), r.Run); err != nil {
		return r.Run, err
	}
	if halted != nil {
		return r.Run, fmt.Errorf("crawl run %s: %w", r.ID, halted)
	}
	return r.Run, ctx.Err()
}

// dueCheckEvery is how often a scheduled run looks for sites that came
// due (or were added) while it works, at the latest; dueCheckMin is the
// shortest gap between two looks.
const (
	dueCheckEvery = 30 * time.Second
	dueCheckMin   = 100 * time.Millisecond
)

// watchDue keeps a scheduled run from holding back the next cycle of any
// site while it works (a big site's archive behind its politeness delay
// can take longer than another site's interval): a site of the run that
// comes due has its seeds queued into the run, first, as the next run
// would; a site the run does not know (added meanwhile) ends the run's
// fetching, and what is queued stays in the store for the next run,
// which loads the site.
func (p *Pipeline) watchDue(ctx context.Context, r *run, opts RunOptions) {
	deadline := r.StartedAt.Add(p.cfg.MaxRun)
	for {
		now := p.now()
		if !now.Before(deadline) {
			// Sites joining the run could keep it going for ever: it
			// ends here, and the next run takes over its frontier.
			p.log.Info("run reached its longest time; ending it for the next one", "max_run", p.cfg.MaxRun)
			r.stopReason = "max_run"
			r.frontier.Stop()
			return
		}
		wait := min(dueCheckEvery, deadline.Sub(now))
		sites, err := p.db.Sites(ctx)
		if err != nil && ctx.Err() == nil {
			p.log.Warn("read sites to see which came due", "err", err)
		}
		now = p.now()
		for _, s := range sites {
			if len(opts.Sites) > 0 && !slices.Contains(opts.Sites, s.ID) || s.Every <= 0 {
				continue // a site due at every look is left to the next run
			}
			if now.Before(s.NextDue) {
				wait = min(wait, s.NextDue.Sub(now))
				continue
			}
			if _, known := r.sites[s.ID]; !known {
				p.log.Info("site added during the run; ending it for the next one", "site", s.ID)
				r.stopReason = "site_added"
				r.frontier.Stop()
				return
			}
			queued, err := p.queueSite(ctx, r, s, now)
			if err != nil && ctx.Err() == nil {
				p.log.Error("queue seeds of a site that came due", "site", s.ID, "err", err)
			}
			if !queued {
				continue
			}
			p.log.Info("site came due during the run; its seeds join it", "site", s.ID)
			wait = min(wait, s.Every)
		}
		if !sleep(ctx, max(wait, dueCheckMin)) {
			return
		}
	}
}

// queueSite queues the seeds of site s, due at now, into a run that is
// working, and schedules its next crawl, and reports whether it did:
// not when another process queued them since s was read (see
// markQueued).
func (p *Pipeline) queueSite(ctx context.Context, r *run, s store.Site, now time.Time) (bool, error) {
	if ok, err := p.markQueued(ctx, s, now); !ok || err != nil {
		if err == nil {
			p.logLeft(s.ID)
		}
		return false, err
	}
	r.newCycle(s.ID, now)
	p.loadSeeds(r, s) // as the site is now in the store
	n, err := r.frontier.Push(ctx, p.seedItems(r, s))
	if err != nil {
		return false, err
	}
	r.count(func(sm *store.Summary) { sm.Queued += n })
	return true, nil
}

// newCycle starts a new cycle of site within the run: the listings,
// feeds and sitemaps it read this run may be read again, since they hold
// the new links, and so may the known pages it met but found not due;
// its page count starts over. Its articles fetched
// this run are not asked again (the next run rechecks the young ones):
// a site whose archive takes longer than its interval would otherwise
// crawl it over and over, and the run would never end.
func (r *run) newCycle(site string, now time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cycles[site] = now.UTC()
	for _, u := range r.discovery[site] {
		delete(r.visited, u)
	}
	r.discovery[site] = nil
	r.perSite[site] = 0
}

// cycleStart is when the current cycle of site began: in this run, or,
// for a URL an earlier run left in the frontier, when the site was last
// crawled.
func (r *run) cycleStart(site string) time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	if t, ok := r.cycles[site]; ok {
		return t
	}
	return r.sites[site].LastCrawl
}

// notDue records that url, a page of site, was met in the site's current
// cycle but not due to be read: the next cycle considers it again.
func (r *run) notDue(site, url string) { r.readForLinks(site, url) }

// readForLinks records that url, a page of site, was read for its links
// in the site's current cycle.
func (r *run) readForLinks(site, url string) {
	r.mu.Lock()
	r.discovery[site] = append(r.discovery[site], url)
	r.mu.Unlock()
}

// seedItems returns the frontier items of s's seeds, marked visited in
// the run.
func (p *Pipeline) seedItems(r *run, s store.Site) []store.FrontierItem {
	var items []store.FrontierItem
	r.mu.Lock()
	seeds := r.seeds[s.ID]
	r.mu.Unlock()
	for _, u := range seeds {
		r.mu.Lock()
		r.visited[u] = true
		r.mu.Unlock()
		r.policy(crawl.Host(u), s.ID)
		items = append(items, store.FrontierItem{URL: u, Site: s.ID, Host: crawl.Host(u), Priority: prioSeed, Hint: hintSeed})
	}
	return items
}

// loadSeeds keeps the canonical form of s's seeds for the run, read
// from the store: the URLs its cycles queue (see seedItems) and that
// are its seeds (see run.seed).
func (p *Pipeline) loadSeeds(r *run, s store.Site) {
	seeds := make([]string, 0, len(s.Seeds))
	for _, seed := range s.Seeds {
		u, err := crawl.Canonicalize(seed, nil)
		if err != nil {
			p.log.Warn("skipping bad seed", "site", s.ID, "seed", seed, "err", err)
			continue
		}
		seeds = append(seeds, u)
	}
	r.mu.Lock()
	r.seeds[s.ID] = seeds
	r.mu.Unlock()
}

// loadSites reads every site's scope rules and politeness settings.
func (p *Pipeline) loadSites(ctx context.Context, r *run) error {
	sites, err := p.db.Sites(ctx)
	if err != nil {
		return err
	}
	for _, s := range sites {
		r.sites[s.ID] = s
		p.loadSeeds(r, s)
		for _, re := range s.Config.Allow {
			x, err := regexp.Compile(re)
			if err != nil {
				return fmt.Errorf("site %s: allow pattern %q: %w", s.ID, re, err)
			}
			r.allow[s.ID] = append(r.allow[s.ID], x)
		}
		for _, re := range s.Config.Deny {
			x, err := regexp.Compile(re)
			if err != nil {
				return fmt.Errorf("site %s: deny pattern %q: %w", s.ID, re, err)
			}
			r.deny[s.ID] = append(r.deny[s.ID], x)
		}
	}
	return nil
}

// policy applies a site's politeness overrides to one of its hosts, once.
func (r *run) policy(host, site string) {
	r.mu.Lock()
	done := r.policied[host]
	r.policied[host] = true
	r.mu.Unlock()
	if done {
		return
	}
	if c := r.sites[site].Config; c.Delay > 0 || c.Parallel > 0 {
		d := c.Delay
		if d <= 0 {
			d = -1
		}
		r.frontier.SetHostPolicy(host, d, c.Parallel)
	}
}

// scoreHosts ranks hosts by their statistics: among URLs of equal
// priority, hosts whose pages change often, that answer fast and that
// have waited longest since their last crawl go first. It also keeps the
// waits stored with them.
func (p *Pipeline) scoreHosts(ctx context.Context, r *run) error {
	stats, err := p.db.HostStats(ctx)
	if err != nil {
		return err
	}
	now := p.now()
	for _, h := range stats {
		r.frontier.SetHostScore(h.Host, HostScore(h, now))
		if limit := now.Add(maxRetryAfter); h.NotBefore.After(limit) {
			// No wait Byline stores is longer; a later one was written
			// by a process whose clock ran ahead, and must not hold the
			// host for years.
			h.NotBefore = limit
		}
		if h.NotBefore.After(now) {
			// A wait an earlier run was told (a Retry-After, a long
			// delay) holds for every URL of the host, seeds included.
			r.frontier.Backoff(h.Host, h.NotBefore, h.WaitReason)
			r.waitFor(h.Host, h.NotBefore, h.WaitReason)
			p.log.Debug("host waits from an earlier run", "host", h.Host, "until", h.NotBefore, "reason", h.WaitReason)
		}
	}
	return nil
}

// HostScore is a host's rank among equal priorities, higher first: change
// rate (0..1) weighs double, then speed (1 for instant answers, ½ at a
// median of one second) and the time since its last crawl (0..1 over a
// day). Hosts with many errors lose half.
func HostScore(h store.HostStats, now time.Time) float64 {
	score := 2 * h.ChangeRate()
	if p50 := h.Percentile(0.5); p50 > 0 {
		score += 1 / (1 + p50.Seconds())
	} else {
		score++
	}
	if !h.LastCrawl.IsZero() {
		score += min(now.Sub(h.LastCrawl).Hours()/24, 1)
	} else {
		score++
	}
	if h.ErrorRate() > 0.5 {
		score /= 2
	}
	return score
}

func (p *Pipeline) queueSeeds(ctx context.Context, r *run, opts RunOptions) error {
	only := map[string]bool{}
	for _, s := range opts.Sites {
		only[s] = true
	}
	now := p.now()
	var items []store.FrontierItem
	var missed []string // due as read, queued by another process since
	var markErr error
	for _, id := range slices.Sorted(maps.Keys(r.sites)) {
		s := r.sites[id]
		if len(only) > 0 && !only[s.ID] {
			continue
		}
		if !opts.All && now.Before(s.NextDue) {
			continue
		}
		ok, err := p.markQueued(ctx, s, now)
		if err != nil {
			// The sites marked before it are due an interval on: their
			// seeds are pushed all the same, or they wait that interval.
			markErr = err
			break
		}
		if !ok && !opts.All { // crawl --once queues every site all the same
			p.logLeft(s.ID)
			missed = append(missed, s.ID)
			continue
		}
		r.newCycle(s.ID, now)
		items = append(items, p.seedItems(r, s)...)
	}
	if err := p.reloadCycles(ctx, r, missed); err != nil {
		return err
	}
	n, err := r.frontier.Push(ctx, items)
	if err != nil {
		return errors.Join(markErr, err)
	}
	r.count(func(s *store.Summary) { s.Queued += n })
	return markErr
}

// markQueued marks site s, read due, queued at now and due again an
// interval on, writing those two times only (see
// store.Store.MarkSiteQueued), and reports whether this process queues
// its seeds: not when another process, whose run read it due too,
// marked it first, nor when it changed its due time or went since it
// was read. Writing back the whole site as read undid an operator's
// change made meanwhile, and two processes queued its seeds.
func (p *Pipeline) markQueued(ctx context.Context, s store.Site, now time.Time) (bool, error) {
	ok, err := p.db.MarkSiteQueued(ctx, s.ID, s.NextDue, now.UTC(), NextDue(now, s.Every, p.cfg.Jitter))
	if err != nil {
		return false, fmt.Errorf("schedule site %s: %w", s.ID, err)
	}
	return ok, nil
}

// logLeft logs a site whose seeds markQueued left to another process.
func (p *Pipeline) logLeft(id string) {
	p.log.Info("site due as read was queued by another process, or changed, since; its seeds are left to it", "site", id)
}

// reloadCycles reads again the last crawl of the sites another process
// queued since the run read them (see markQueued): the start of their
// cycle, which the pages the run reads for it are stamped with (see
// cycleStart).
func (p *Pipeline) reloadCycles(ctx context.Context, r *run, missed []string) error {
	if len(missed) == 0 {
		return nil
	}
	sites, err := p.db.Sites(ctx)
	if err != nil {
		return err
	}
	for _, s := range sites {
		if old, ok := r.sites[s.ID]; ok && slices.Contains(missed, s.ID) {
			old.LastCrawl, old.NextDue = s.LastCrawl, s.NextDue
			r.sites[s.ID] = old
		}
	}
	return nil
}

// Hints say what a queued URL is expected to be.
const (
	hintSeed    = "seed"
	hintSitemap = "sitemap"
	hintFeed    = "feed"
	hintListing = "listing"
	// hintArticle marks a feed's item or a news sitemap's entry: a
	// story, so its page is taken as an article on less evidence (see
	// extract.ClassifyPage).
	hintArticle = "article"
	// hintPage marks an entry of a plain sitemap, which lists any page
	// of the site: sections and the imprint as well as stories.
	hintPage = "page"
)

// nextRetries is how many failed Next calls in a row (a shared
// frontier's store not answering) a worker waits out, nextPause the
// first wait, doubled each time.
const (
	nextRetries = 5
	nextPause   = 200 * time.Millisecond
)

func (p *Pipeline) work(ctx context.Context, r *run) {
	failed := 0 // Next's errors in a row
	for {
		it, ok, err := r.frontier.Next(ctx)
		if err != nil && ctx.Err() == nil && failed < nextRetries {
			// A shared frontier's claim failed (Redis or MongoDB did
			// not answer a moment): the item is back in its queue.
			// Ending the worker would end the run, its URLs reported
			// deferred, at the first blip.
			p.log.Warn("frontier claim failed; trying again", "err", err, "attempt", failed+1)
			pause := time.NewTimer(nextPause << failed)
			select {
			case <-ctx.Done():
			case <-pause.C:
			}
			pause.Stop()
			failed++
			continue
		}
		if err != nil {
			if ctx.Err() == nil {
				p.log.Error("frontier claim failed; worker ends", "err", err)
			}
			return
		}
		if !ok {
			return
		}
		failed = 0
		retry, after, handle := p.process(ctx, r, it)
		if retry && after == putBack {
			r.frontier.PutBack(it)
			continue
		}
		if retry && after == putBackCut {
			if err := r.frontier.PutBackCut(ctx, it); err != nil {
				p.log.Error("record a cut fetch", "url", it.URL, "err", err)
			}
			continue
		}
		if handle == nil {
			p.finish(ctx, r, it, retry, after)
			continue
		}
		// The page is stored and read beside the next fetch, as a
		// crawler's fetchers hand pages to parsers: a worker's requests
		// do not wait for extraction (or an LLM writing a new site's
		// selectors). At most Workers pages wait or are handled at once;
		// when they are, the worker waits before it fetches again.
		select {
		case r.handling <- handleJob{it: it, handle: handle}:
		case <-ctx.Done():
			return // the item stays in the durable frontier for the next run
		}
	}
}

// handleJob is a fetched page for a handler goroutine: handle stores and
// reads it.
type handleJob struct {
	it     store.FrontierItem
	handle func()
}

// handleJobs runs the pages the workers hand over, one at a time, until
// Run closes r.handling (after the workers end, whether the frontier was
// drained or ctx canceled). The run keeps Workers of these goroutines
// rather than one per page: a new goroutine's stack grew, copied, each
// time a page's handling went down into SQLite (2.6 % of a crawl's CPU).
func (p *Pipeline) handleJobs(ctx context.Context, r *run) {
	for j := range r.handling {
		j.handle()
		p.finish(ctx, r, j.it, false, 0)
	}
}

// finish ends a processed item: it is queued again for a retry or done,
// and the run's progress is reported.
func (p *Pipeline) finish(ctx context.Context, r *run, it store.FrontierItem, retry bool, after time.Duration) {
	if ctx.Err() != nil {
		return // the item stays in the durable frontier for the next run
	}
	if retry && it.Attempts+1 < p.cfg.MaxAttempts {
		if err := r.frontier.Retry(ctx, it, after); err != nil {
			p.log.Error("requeue failed", "url", it.URL, "err", err)
		} else {
			r.count(func(s *store.Summary) { s.Retried++ })
		}
	} else if p.readAgainAsStandIn(ctx, r, it.URL) {
		// A redirect to it was seen while it was handled: it is read
		// again, as a stand-in (see standInFrom), in a fetch of its
		// own, which the run's end may cut. Written through, with its
		// stand-in mark, for a run that resumes it should this one end
		// first.
		if err := r.frontier.PutBackFresh(ctx, it); err != nil {
			p.log.Error("requeue a stand-in", "url", it.URL, "err", err)
		}
		r.count(func(s *store.Summary) { s.Queued++ })
	} else {
		// Kept open across the item's end and the story read it may
		// queue after it (see storyAtEnd): the workers must not end
		// the run in between, leaving that read to a later run.
		release := r.frontier.KeepOpen()
		if err := r.frontier.Done(ctx, it); err != nil {
			p.log.Error("frontier done failed", "url", it.URL, "err", err)
		}
		r.endedNow(it.URL)
		p.storyAtEnd(ctx, r, it)
		release()
	}
	r.mu.Lock()
	r.done++
	pr := Progress{Done: r.done, Queued: r.Summary.Queued, Summary: r.Summary}
	var hosts []store.HostStats
	if now := p.now(); now.Sub(r.hostsSaved) >= p.cfg.HostStatsEvery {
		hosts, r.hostsSaved = r.takeHostStatsLocked(), now
	}
	r.mu.Unlock()
	if len(hosts) > 0 {
		// Stored as the run goes, not only at its end: a run that dies
		// loses at most HostStatsEvery of them.
		if err := p.db.AddHostStats(ctx, hosts); err != nil {
			p.log.Error("store host stats", "err", err)
			r.mu.Lock()
			r.putBackHostStatsLocked(hosts) // for the next try
			r.mu.Unlock()
		}
	}
	if p.OnProgress != nil {
		// Items end on several goroutines: a report that lost the race
		// to a later one is dropped, so that progress never goes back.
		r.progressMu.Lock()
		if pr.Done > r.reported {
			r.reported = pr.Done
			p.OnProgress(pr)
		}
		r.progressMu.Unlock()
	}
}

func (p *Pipeline) backoff(attempts int) time.Duration {
	d := p.cfg.RetryBase << attempts
	if d > p.cfg.RetryMax || d <= 0 {
		d = p.cfg.RetryMax
	}
	return d
}

// putBack is the retry delay with which process asks for an item to go
// back to the frontier as it was, not fetched and its attempt not
// counted (see crawl.Frontier.PutBack).
const putBack time.Duration = -1

// putBackCut is putBack for an item whose fetch the run's end cut: it is
// recorded as cut (store.FrontierItem.Cut), not to be cut again.
const putBackCut time.Duration = -2

// stopUnlessCut returns the channel that ends a long wait of it's fetch
// when the run ends (the frontier's Stopping), or nil for an item cut so
// once before, whose wait the run sees out past its end.
func (r *run) stopUnlessCut(it store.FrontierItem) <-chan struct{} {
	if it.Cut {
		return nil
	}
	return r.frontier.Stopping()
}

// process fetches one URL. It returns retry=true (with a delay) when the
// fetch should be tried again, and handle when a response is in whose
// page is still to be stored and read: the caller runs it, and ends the
// item when it returns.
func (p *Pipeline) process(ctx context.Context, r *run, it store.FrontierItem) (retry bool, after time.Duration, handle func()) {
	rob, err := p.robots.For(ctx, it.URL)
	if err != nil {
		return ctx.Err() == nil, p.backoff(it.Attempts), nil
	}
	if d := rob.CrawlDelay(); d > 0 {
		r.frontier.SetHostDelay(it.Host, min(d, p.cfg.MaxWait))
	}
	if it.Hint == hintSeed {
		p.queueSitemaps(ctx, r, it, rob.Sitemaps)
	}
	if rob.Unavailable {
		cause := ""
		if rob.Cause != nil {
			cause = rob.Cause.Error()
		}
		entry := fetchEntry{URL: it.URL, Attempt: it.Attempts + 1, Error: cause}
		if it.Attempts+1 < p.cfg.MaxAttempts {
			// An attempt spent and a backoff, as a page's own 5xx: a
			// retry (Summary.Retried), with its line in the fetch log as
			// every retry has.
			entry.Outcome, entry.Error = "error", "robots.txt unavailable; "+cause
			r.log.write(entry)
			return true, p.backoff(it.Attempts), nil
		}
		// Given up as any failed fetch is: retried by a later run after
		// its backoff (see failPage).
		pg, err := p.db.Page(ctx, it.URL)
		if err != nil {
			pg = store.Page{URL: it.URL, Site: it.Site, FirstSeen: p.now().UTC()}
		}
		p.giveUp(ctx, r, &pg, entry, "robots_unavailable", "robots.txt unavailable")
		return false, 0, nil
	}
	if u, err := url.Parse(it.URL); err == nil && !rob.Allowed(u.RequestURI()) {
		r.skip("robots")
		p.metrics.robotsRefusal()
		r.log.write(fetchEntry{URL: it.URL, Outcome: "skipped", Error: "disallowed by robots.txt"})
		return false, 0, nil
	}
	if d := r.frontier.Delay(it.Host); rob.Fetched && d > 0 {
		// robots.txt was just fetched from this host: it counts as a
		// request, so the page waits the host's delay after it, back in
		// the frontier: a worker waiting it out (a Crawl-delay of
		// minutes) would hold back every other host.
		p.keepLongDelay(ctx, r, it)
		if d <= p.cfg.MaxWait {
			r.frontier.Backoff(it.Host, p.now().Add(d), store.WaitDelay)
			return true, putBack, nil
		}
		// A site's delay beyond the run's patience: put back, the page
		// would be left for a later run, which fetches robots.txt
		// again when it is a new process, and so on for ever. It is
		// waited out here instead, once per host and run, unless the
		// run ends meanwhile (MaxRun): the URL then goes back, marked
		// as cut, and the next run waits it out whatever its end (a
		// delay longer than MaxRun would else be cut on every run).
		if !sleepUnless(ctx, r.stopUnlessCut(it), d) {
			return ctx.Err() == nil, putBackCut, nil
		}
		r.frontier.Backoff(it.Host, p.now().Add(d), store.WaitDelay)
	}
	prev, err := p.db.Page(ctx, it.URL)
	known := err == nil
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		p.log.Error("read page record", "url", it.URL, "err", err)
	}
	// Stop: a cookie gate's hops on a host with a delay, which Fetch
	// follows itself, may take several delays; a run that ends
	// meanwhile (MaxRun, a site added) does not wait for them, once.
	// The gate's cookie lives only in one Fetch: a URL cut before is
	// not cut again, or a gate on a host whose delay is MaxRun or more
	// would never be got past.
	// Allowed: a redirect on the host to a path robots.txt disallows
	// comes back to be recorded and queued, where it is refused, not
	// followed (its other hosts' redirects come back anyway).
	req := crawl.Request{URL: it.URL, Delay: r.frontier.Delay(it.Host), QueueOffHost: true, Stop: r.stopUnlessCut(it),
		Allowed: func(u *url.URL) bool { return rob.Allowed(u.RequestURI()) }}
	var stored []byte // the raw page a 304 refers to, for its links
	if known {
		req.ETag, req.LastModified = prev.ETag, prev.LastModified
		if !p.storedRaw(ctx, prev, &stored) {
			// A crash of the machine can lose a raw file its page record
			// still names (see store.Store.PutRaw). A 304 would then
			// leave the page without raw HTML (replay) or its links
			// unread, so the whole page is asked for again.
			req.ETag, req.LastModified = "", ""
		}
	} else {
		prev = store.Page{URL: it.URL, Site: it.Site, FirstSeen: p.now().UTC()}
	}
	start := p.now()
	resp, err := p.fetch.Fetch(ctx, req)
	if ctx.Err() != nil {
		return false, 0, nil
	}
	p.keepLongDelay(ctx, r, it)
	entry := fetchEntry{URL: it.URL, Attempt: it.Attempts + 1}
	if errors.Is(err, crawl.ErrStopped) {
		// The run ended while Fetch waited to follow a hop: the URL
		// goes back unharmed, its attempt not spent, for the next run,
		// marked as cut: that run follows the hops whatever its end.
		entry.Outcome, entry.Error = "stopped", err.Error()
		entry.Millis = p.now().Sub(start).Milliseconds()
		r.log.write(entry)
		return true, putBackCut, nil
	}
	if err != nil {
		reason, retriable := failureReason(err)
		r.observe(it, 0, 0, p.now().Sub(start), reason)
		p.metrics.fetched(reason, 0, p.now().Sub(start))
		entry.Millis = p.now().Sub(start).Milliseconds()
		// The host is set aside: the URL waits for it with the host's
		// others, its attempt not spent, as theirs are not.
		aside := retriable && p.hostFailed(ctx, r, it)
		if aside || retriable && it.Attempts+1 < p.cfg.MaxAttempts {
			entry.Outcome, entry.Error = "error", err.Error()
			r.log.write(entry)
			if aside {
				return true, putBack, nil
			}
			return true, p.backoff(it.Attempts), nil
		}
		p.giveUp(ctx, r, &prev, entry, reason, err.Error())
		return false, 0, nil
	}
	r.mu.Lock()
	delete(r.hostFails, it.Host) // the host answers
	r.mu.Unlock()
	r.count(func(s *store.Summary) { s.Fetched++ })
	r.observe(it, resp.Status, len(resp.Body), resp.Duration, "")
	p.metrics.fetched(strconv.Itoa(resp.Status), len(resp.Body), resp.Duration)
	entry.Status, entry.Millis, entry.Bytes, entry.FinalURL = resp.Status, resp.Duration.Milliseconds(), len(resp.Body), resp.URL
	if resp.Truncated {
		entry.Error = fmt.Sprintf("body cut at %d bytes", len(resp.Body))
	}
	prev.Status = resp.Status
	prev.FetchedAt = p.now().UTC()
	prev.CycleStart = r.cycleStart(it.Site)
	refreshTo := "" // where a Refresh header on a stub sends the reader
	if resp.Status < 300 {
		refreshTo = crawl.RefreshStub(resp.Header, resp.Body, resp.URL)
	}
	switch {
	case resp.Status == 304 && (req.ETag == "" && req.LastModified == "" || prev.RawHash == ""):
		// Not modified since a copy we do not have: a broken server or
		// cache. The next request names no copy either.
		prev.ETag, prev.LastModified = "", ""
		p.giveUp(ctx, r, &prev, entry, "http_304", "HTTP 304 to a request naming no stored copy")
		return false, 0, nil
	case resp.Status == 304:
	case refreshTo != "":
		// A page whose Refresh header sends the reader on, as browsers
		// follow it, and that is empty or says no more than that: a
		// temporary redirect to its target.
		resp.Header.Set("Location", refreshTo)
		p.redirected(ctx, r, it, &prev, entry, resp)
		return false, 0, nil
	case resp.Status < 300 && len(resp.Body) == 0:
		// 204, 205 or an empty 200: nothing to read, and no reason to
		// forget what the page held.
		p.giveUp(ctx, r, &prev, entry, "empty_body", fmt.Sprintf("HTTP %d with an empty body", resp.Status))
		return false, 0, nil
	case resp.Status == 206:
		// A part of the page, though Byline never asks for a range: a
		// broken server or cache. It is not the page; retry it later.
		p.giveUp(ctx, r, &prev, entry, "http_206", "HTTP 206 (a part of the page) to a request for the whole page")
		return false, 0, nil
	case resp.Status == 429 || resp.Status == 503:
		wait := retryAfter(resp.Header.Get("Retry-After"), p.now())
		if wait <= 0 {
			wait = p.backoff(it.Attempts)
		}
		until := p.now().Add(wait)
		r.frontier.Backoff(it.Host, until, store.WaitRetryAfter)
		r.mu.Lock()
		if until.After(r.retryAfter[it.Host]) {
			r.retryAfter[it.Host] = until
		}
		r.mu.Unlock()
		// Stored at once, not only at the end of the run, so that a run
		// that dies meanwhile does not forget it.
		p.storeHostWait(ctx, it, until, store.WaitRetryAfter)
		if it.Attempts+1 < p.cfg.MaxAttempts {
			entry.Outcome = "backoff"
			r.log.write(entry)
			return true, wait, nil
		}
		p.giveUp(ctx, r, &prev, entry, fmt.Sprintf("http_%d", resp.Status), fmt.Sprintf("HTTP %d on %d attempts", resp.Status, it.Attempts+1))
		return false, 0, nil
	case resp.Status >= 500:
		if it.Attempts+1 < p.cfg.MaxAttempts {
			entry.Outcome = "error"
			r.log.write(entry)
			return true, p.backoff(it.Attempts), nil
		}
		p.giveUp(ctx, r, &prev, entry, fmt.Sprintf("http_%d", resp.Status), fmt.Sprintf("HTTP %d on %d attempts", resp.Status, it.Attempts+1))
		return false, 0, nil
	case resp.Status >= 300 && resp.Status < 400 && resp.Header.Get("Location") != "":
		// A redirect the fetcher handed back (to another host, or on a
		// host that asks for a delay): its target is queued like a link,
		// to be fetched with its host's robots.txt and politeness, if it
		// is on the site.
		p.redirected(ctx, r, it, &prev, entry, resp)
		return false, 0, nil
	case resp.Status == http.StatusGone:
		// The publisher took the page down for good: its article
		// leaves the store and the index. Should it come back, a later
		// run stores it again.
		p.dropArticle(ctx, &prev, prev.ArticleID, "gone")
		p.giveUp(ctx, r, &prev, entry, "http_410", "HTTP 410")
		return false, 0, nil
	case resp.Status >= 300:
		if resp.Status == http.StatusNotFound && prev.Error == "HTTP 404" && prev.Failures+1 >= p.cfg.FailLimit {
			// Failed on FailLimit runs in a row, over a day and more of
			// doubling waits, and not found on the last two: taken
			// down, not a passing fault (an outage's 503s and one 404
			// on its way back are not enough).
			p.dropArticle(ctx, &prev, prev.ArticleID, "not_found")
		}
		p.giveUp(ctx, r, &prev, entry, fmt.Sprintf("http_%d", resp.Status), fmt.Sprintf("HTTP %d", resp.Status))
		return false, 0, nil
	}
	// The response is in: the host may be asked again while this page
	// is stored and extracted.
	r.frontier.Fetched(it)
	return false, 0, func() { p.handleResponse(ctx, r, it, prev, resp, entry, stored, known) }
}

// keepLongDelay stores, as a request to the host of it ends, the host's
// wait when its delay is HostStatsEvery or longer (a robots.txt
// Crawl-delay of minutes, a site's own): a run stores its hosts' waits
// at its end, and one that dies (SIGKILL) before would leave the next
// process free to ask the host at once, and show no wait in the host's
// statistics. A shorter wait is not stored (the run after a killed one
// holds every host for its delay from its own start, see
// Frontier.HoldAll); a longer one costs one write a request.
func (p *Pipeline) keepLongDelay(ctx context.Context, r *run, it store.FrontierItem) {
	d := r.frontier.Delay(it.Host)
	if d < p.cfg.HostStatsEvery {
		return
	}
	p.storeHostWait(ctx, it, p.now().Add(d), store.WaitDelay)
}

// storeHostWait stores at once that the host of it is not to be asked
// before until, for reason: a run that dies before its end, when it
// stores its hosts' waits, does not forget it.
func (p *Pipeline) storeHostWait(ctx context.Context, it store.FrontierItem, until time.Time, reason string) {
	if err := p.db.AddHostStats(ctx, []store.HostStats{{Host: it.Host, Site: it.Site,
		NotBefore: until.UTC(), WaitReason: reason}}); err != nil {
		p.log.Error("store host wait", "host", it.Host, "err", err)
	}
}

// hostFailed counts a request to the host of it that failed without an
// answer (a timeout, a network error). At HostFailLimit in a row the
// host is set aside until FailBackoff from now, stored with the host as
// a Retry-After is: its URLs, queued and in flight, are left for a later
// run instead of each waiting out MaxAttempts timeouts. It reports
// whether the host is set aside: the failure that trips the limit, and
// any after it, are the host's, not the URL's.
func (p *Pipeline) hostFailed(ctx context.Context, r *run, it store.FrontierItem) bool {
	r.mu.Lock()
	r.hostFails[it.Host]++
	now := p.now()
	down := r.hostFails[it.Host] >= p.cfg.HostFailLimit
	// At the limit the host is set aside; and again when, its wait over
	// in a long run, the request it is tried with fails too. (A failure
	// of a request in flight while it waits changes nothing.)
	trip := down && !r.down[it.Host].After(now)
	until := now.Add(max(p.cfg.FailBackoff, p.cfg.MaxWait+time.Second))
	if trip {
		r.down[it.Host] = until
	}
	r.mu.Unlock()
	if !trip {
		return down
	}
	r.frontier.Backoff(it.Host, until, store.WaitDown)
	p.log.Warn("host failed requests in a row; its urls are left for a later run", "host", it.Host,
		"failures", p.cfg.HostFailLimit, "until", until)
	p.storeHostWait(ctx, it, until, store.WaitDown)
	return true
}

// handleResponse stores, extracts and reads the links of a page whose
// response is in, and writes its fetch log entry and page record.
func (p *Pipeline) handleResponse(ctx context.Context, r *run, it store.FrontierItem, prev store.Page, resp *crawl.Response, entry fetchEntry, stored []byte, known bool) {
	// Failures is kept until the body is read: a body that cannot be
	// decoded counts as one more failed run.
	prev.Error, prev.RetryAt = "", time.Time{}
	p.seen.Add(it.URL)
	body, ctype, changed := resp.Body, resp.ContentType, true
	if resp.Status == 304 {
		r.count(func(s *store.Summary) { s.NotModified++ })
		entry.Outcome = "not_modified"
		entry.Hash = prev.RawHash
		// The page is what we stored: its links are still there.
		body, ctype, changed = stored, prev.ContentType, false
		if prev.Kind == store.KindArticle && p.readAsStandIn(ctx, r, it.URL, prev) {
			// Its article, held under a URL that redirected here for
			// a while, left with that URL's move: the stored copy is
			// read again, to be stored under this URL. Or a redirect
			// to it was just seen: it is read again, to refresh that
			// URL's article.
			if raw, err := p.db.Raw(ctx, prev.RawHash); err == nil {
				again := *resp
				again.Body, again.ContentType = raw, prev.ContentType
				resp, changed = &again, true
			}
		}
	} else {
		prev.ETag, prev.LastModified, prev.ContentType = resp.Header.Get("ETag"), resp.Header.Get("Last-Modified"), resp.ContentType
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])
		entry.Hash = hash
		// Stored even when unchanged: PutRaw is a no-op for a file that
		// exists, and restores one a crash lost.
		if err := p.putRaw(ctx, hash, body, hash != prev.RawHash); err != nil {
			p.log.Error("store raw html", "url", it.URL, "err", err)
			r.fail("store")
			return
		}
		if known && hash == prev.RawHash && !movedArticle(prev, resp.URL) && !p.readAsStandIn(ctx, r, it.URL, prev) {
			changed = false
			entry.Outcome = "unchanged"
		}
	}
	if prev.Kind == store.KindRedirect && body != nil && (changed || crawl.StubRedirect(body, resp.URL) == "") {
		// The page redirected on its last fetch and answers again, maybe
		// with the bytes it had before (its redirect undone, a 304 to
		// its old validators): it is read again, not kept as a redirect.
		// Its kind, its target and its streak of the same redirect
		// (Unchanged, see redirected) start over: only temporary
		// redirects in a row to one target make a move.
		if !changed {
			again := *resp
			again.Body, again.ContentType = body, ctype
			resp, changed = &again, true
		}
		prev.RedirectTo, prev.Unchanged = "", 0
		// (A page that redirects with a script and has not changed
		// says its redirect again: it goes on as unchanged.)
	}
	if !changed && body != nil && r.storyDue(it, prev) {
		// A listing judged without story evidence, which a feed or news
		// sitemap names as a story: judged again, with it, from the
		// copy it has (see storyNamedAgain).
		again := *resp
		again.Body, again.ContentType = body, ctype
		resp, changed = &again, true
	}
	if !changed {
		r.count(func(s *store.Summary) { s.Unchanged++ })
		r.changed(it.Host, known, false)
		prev.Unchanged++
		if prev.Kind == store.KindListing && prev.LinksHash != 0 {
			prev.SameLinks++ // the same bytes: the same links
		}
		prev.Failures = 0
		if prev.Kind != store.KindArticle && body != nil {
			p.discover(ctx, r, it, prev.Kind, body, ctype, resp.URL)
		}
		r.log.write(entry)
		p.savePage(ctx, prev)
		return
	}
	entry.Outcome = p.handleBody(ctx, r, it, &prev, fetched{Response: resp, hash: entry.Hash})
	if prev.Error == "" {
		prev.Failures = 0
	}
	r.changed(it.Host, known, entry.Outcome != "unchanged" && entry.Outcome != "no_change")
	entry.Kind = prev.Kind
	r.log.write(entry)
	p.savePage(ctx, prev)
}

// rawAdder is a Store that can store raw bytes without first looking
// whether they are stored (see sqlite.Store.AddRaw).
type rawAdder interface {
	AddRaw(ctx context.Context, hash string, body []byte) error
}

// putRaw stores a fetched page's raw bytes. Bytes new to their URL are
// seldom stored under another: where the store can, they are added
// without the look PutRaw takes first (3.6 % of a crawl's CPU).
//
// Bytes added lately go through PutRaw again: every URL of a single-page
// app serves the same shell, a soft 404 or a consent page the same bytes,
// and a page may switch back and forth between two copies a CDN holds;
// each would otherwise be stored again at every URL and every switch.
// Bytes another worker is adding at that moment are waited for: PutRaw's
// look would not see them before that write is committed, and every
// worker fetching the shell at once would store its own copy.
func (p *Pipeline) putRaw(ctx context.Context, hash string, body []byte, newToURL bool) error {
	a, ok := p.db.(rawAdder)
	if !ok || !newToURL {
		return p.db.PutRaw(ctx, hash, body)
	}
	w, first, inFlight := p.addStart(hash)
	if first {
		err := errAddUnfinished
		defer func() { w.end(err) }() // wakes the waiters however AddRaw ends
		err = a.AddRaw(ctx, hash, body)
		return err
	}
	if inFlight {
		select {
		case <-w.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if w.err == nil {
			return nil // stored by that write
		}
	}
	return p.db.PutRaw(ctx, hash, body)
}

// errAddUnfinished is the outcome of an AddRaw that did not return.
var errAddUnfinished = errors.New("raw write did not finish")

// rawAdd is one AddRaw of putRaw: done closes when it ends, with err.
type rawAdd struct {
	done chan struct{}
	err  error // set before done closes
}

// addedRecall bounds the hashes addStart remembers: it forgets them all
// when it holds more, costing a SELECT for the next few repeats.
const addedRecall = 1 << 12

// addStart finds the add of hash putRaw made lately or makes one: first
// tells the caller to store the bytes, inFlight that another caller is
// storing them.
func (p *Pipeline) addStart(hash string) (w *rawAdd, first, inFlight bool) {
	p.addedMu.Lock()
	defer p.addedMu.Unlock()
	if w := p.added[hash]; w != nil {
		select {
		case <-w.done:
			return w, false, false
		default:
			return w, false, true
		}
	}
	if p.added == nil || len(p.added) >= addedRecall {
		p.added = make(map[string]*rawAdd, 256)
	}
	w = &rawAdd{done: make(chan struct{})}
	p.added[hash] = w
	return w, true, false
}

// end records how the add ended and wakes those waiting for it.
func (w *rawAdd) end(err error) {
	w.err = err
	close(w.done)
}

// storedRaw tells whether a conditional GET of a known page can rely on
// its stored raw HTML, and loads it into body when a 304 needs its links.
func (p *Pipeline) storedRaw(ctx context.Context, pg store.Page, body *[]byte) bool {
	if pg.RawHash == "" || pg.ETag == "" && pg.LastModified == "" {
		return true // nothing stored to rely on, or no conditional GET
	}
	if pg.Kind != store.KindArticle {
		raw, err := p.db.Raw(ctx, pg.RawHash)
		*body = raw
		return err == nil
	}
	ok, err := p.db.HasRaw(ctx, pg.RawHash)
	return ok || err != nil
}

// maxRedirectHops bounds a chain of queued redirects within a run, as
// the fetcher's own limit bounds the redirects it follows: their targets
// keep the redirecting URL's depth, so depth alone would not end a trap.
const maxRedirectHops = 5

// redirected queues the target of a redirect at the redirecting URL's
// depth.
func (p *Pipeline) redirected(ctx context.Context, r *run, it store.FrontierItem, pg *store.Page, entry fetchEntry, resp *crawl.Response) {
	base, _ := url.Parse(resp.URL)
	target, err := crawl.Canonicalize(resp.Header.Get("Location"), base)
	if err != nil {
		p.giveUp(ctx, r, pg, entry, "bad_redirect", fmt.Sprintf("HTTP %d to %q: %v", resp.Status, resp.Header.Get("Location"), err))
		return
	}
	if reason, msg := r.redirectHop(it.URL, target); reason != "" {
		p.giveUp(ctx, r, pg, entry, reason, msg)
		return
	}
	// A temporary redirect (302, 303, 307) said again to the same target
	// on FailLimit fetches in a row, over days of rechecks, is a move.
	temporary := !permanentRedirect(resp.Status)
	if temporary && pg.Kind == store.KindRedirect && pg.RedirectTo == target {
		pg.Unchanged++
	} else {
		pg.Unchanged = 0
	}
	moved := !temporary || pg.Unchanged+1 >= p.cfg.FailLimit // as redirectMoved
	onSite := false
	if sid, err := crawl.SiteID(target); err == nil && sid == it.Site && p.inScope(r, it.Site, target) {
		onSite = true
	}
	standIn := false
	switch {
	case moved && onSite:
		// Its handling in flight may have read the target as the
		// stand-in of this URL's article, and store it there after the
		// drop below: told first, it takes the article out again, and
		// the target is read once more when it ends, as a page of its
		// own (see readAgainAsStandIn, foldedAfterMove).
		r.mu.Lock()
		r.movedFor[it.URL] = true // a stand-in not read yet is not read so (see standInFor)
		ending := r.ending[target]
		if r.standInRead[target] && !r.ended[target] && ending == nil {
			r.movedAway[target] = movedReread
		}
		r.mu.Unlock()
		// The article moved for good: it is stored under its new URL
		// when that is fetched, not kept under this one as well. A move
		// off the site or out of its scope (a consent or paywall gate
		// elsewhere) stores nothing in its place, and it stays.
		p.dropArticle(ctx, pg, pg.ArticleID, "moved")
		// The target may have stood in for the article until now (see
		// standInFor): a temporary redirect's, said again until it
		// made a move, or one a 301 now follows, read as a stand-in
		// earlier in this run (a target an earlier run marked, see
		// markStandIn). Met and left as known in this run, it is
		// considered again, to be stored under its own URL (see
		// lostStandIn); one that holds its own article is not due.
		r.mu.Lock()
		delete(r.visited, target)
		r.mu.Unlock()
		if ending != nil {
			// On its way out of the frontier (a store write under way):
			// pushed before it ends, the URL, still queued, would not be
			// queued again.
			select {
			case <-ending:
			case <-ctx.Done():
			}
		}
	case onSite && pg.ArticleID != "" && pg.ArticleID == extract.ArticleID(it.URL):
		// A temporary redirect may be undone: the article stays under
		// this URL, its lasting address, and its target, when it turns
		// out to be a copy of it, refreshes it there rather than being
		// stored a second time (see standInFor).
		standIn = true
	}
	entry.Outcome, entry.FinalURL = "redirect", target
	r.log.write(entry)
	pg.Kind, pg.RedirectTo = store.KindRedirect, target
	pg.Failures, pg.Error, pg.RetryAt = 0, "", time.Time{}
	p.seen.Add(it.URL)
	p.savePage(ctx, *pg)
	if standIn {
		// After the page is saved as a redirect, which standInFor
		// reads.
		p.standInFrom(ctx, r, it.URL, target)
	}
	p.queueRedirect(ctx, r, it, target)
	if standIn {
		p.markStandIn(ctx, r, it.URL, target)
	}
}

// markStandIn writes on target's frontier item, once queued, that it
// stands in for the article of from (see standInFrom): the run's own
// record of that dies with it, and a later run that resumes the item
// would else read it as a page of its own, and keep it as a second copy
// of the story. An item not queued is done, or was never to be read
// again (see standInFrom).
func (p *Pipeline) markStandIn(ctx context.Context, r *run, from, target string) {
	if _, err := r.frontier.MarkStandIn(ctx, target, from); err != nil {
		p.log.Error("mark a stand-in", "url", target, "from", from, "err", err)
	}
}

// standInFrom records that target stands in for the article of from, a
// URL that redirects to it for a while (see standInFor). The target may
// have been fetched in this run before the redirect was seen, and stored
// as an article of its own beside from's; it is then read once more, as
// a stand-in. When it is still queued or handled, its end sees to that
// (see readAgainAsStandIn). When it is out of the frontier, or on its
// way out (then waited for), it is considered again, as a link: its
// record says it holds its own article, and revisit queues it for that
// (see standInUnread). Only the target's own handling writes its record
// and its article: one written from here could be overwritten by a
// handling of the target that read its record before.
func (p *Pipeline) standInFrom(ctx context.Context, r *run, from, target string) {
	r.mu.Lock()
	r.standIn[target] = from
	ending := r.ending[target]
	// Still to be handled (queued, in flight) or never met in this run,
	// its handling sees to it; met and left as known (seen, not due)
	// or done, it is considered again.
	pending := !r.visited[target] || r.frontier.Queued(target)
	if r.standInRead[target] || r.standInAgain[target] || !r.ended[target] && ending == nil && pending {
		r.mu.Unlock()
		return
	}
	r.standInAgain[target] = true
	r.mu.Unlock()
	if ending != nil {
		// Its Done is a store write under way: pushed before it ends,
		// the URL, still queued, would not be queued again.
		select {
		case <-ending:
		case <-ctx.Done():
			return
		}
	}
	// Only a page that holds an article of its own is read again: one
	// that is a redirect (a chain), a listing (the home page an article
	// taken down sends readers to) or already the stand-in is left as
	// done, not read a second time in the run.
	if pg, err := p.db.Page(ctx, target); err != nil || !ownArticle(target, pg) {
		return
	}
	r.mu.Lock()
	delete(r.visited, target)
	r.mu.Unlock()
}

// readAgainAsStandIn reports, for a URL whose handling ended, whether it
// is to be read once more, as a stand-in: a redirect seen meanwhile named
// it (see standInFrom), its handling did not read it as one, and the
// record it left holds an article of its own (a failed fetch, a redirect
// or a page that already stands in is not read again). When not, the
// URL is marked as on its way out of the frontier (see endedNow). The
// record is read only for a URL a redirect named, not for every page.
func (p *Pipeline) readAgainAsStandIn(ctx context.Context, r *run, u string) bool {
	r.mu.Lock()
	switch r.movedAway[u] {
	case movedReread:
		r.movedAway[u] = movedRereading
		r.mu.Unlock()
		return true
	case movedRereading:
		delete(r.movedAway, u)
	}
	if r.standIn[u] == "" || r.standInRead[u] || r.standInAgain[u] {
		r.ending[u] = make(chan struct{})
		r.mu.Unlock()
		return false
	}
	r.mu.Unlock()
	pg, err := p.db.Page(ctx, u)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err == nil && pg.Error == "" && ownArticle(u, pg) && !r.standInRead[u] && !r.standInAgain[u] {
		r.standInAgain[u] = true
		return true
	}
	r.ending[u] = make(chan struct{})
	return false
}

// States of a target in run.movedAway.
const (
	movedReread    = 1 // to be read once more when its handling ends
	movedRereading = 2 // queued again for that
)

// foldedAfterMove reports a page whose article was just stored as the
// stand-in of another URL's while that URL moved for good (see
// redirected): the move's drop may have come before the save.
func (r *run) foldedAfterMove(u string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.movedAway[u] != 0
}

// endedNow marks u as out of the frontier in this run.
func (r *run) endedNow(u string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ended[u] = true
	if ch := r.ending[u]; ch != nil {
		close(ch)
		delete(r.ending, u)
	}
}

// standInUnread reports a page holding an article under its own URL that
// a temporary redirect seen in this run names as its target, and whose
// handling has not read it as a stand-in yet (see standInFor): it is read
// again though unchanged, to be compared with that URL's article.
func (r *run) standInUnread(u string, pg store.Page) bool {
	if !ownArticle(u, pg) {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.standIn[u] != "" && !r.standInRead[u]
}

// ownArticle reports a page record of u that holds an article under u.
func ownArticle(u string, pg store.Page) bool {
	return pg.Kind == store.KindArticle && pg.ArticleID != "" && pg.ArticleID == extract.ArticleID(u)
}

// redirectMoved reports the record of a page whose redirect counts as a
// move: a permanent one, or a temporary one said to the same target on
// FailLimit fetches in a row (see redirected), whose article left with
// it. A copy of the page (AMP, print) then holds its article where the
// move took it (see heldAt), not under the page's old URL.
func (p *Pipeline) redirectMoved(pg store.Page) bool {
	return pg.Kind == store.KindRedirect && (permanentRedirect(pg.Status) || pg.Unchanged+1 >= p.cfg.FailLimit)
}

// permanentRedirect reports a status that says a page moved for good.
func permanentRedirect(status int) bool {
	return status == http.StatusMovedPermanently || status == http.StatusPermanentRedirect
}

// redirectHop records in the run that from redirects to target, queued,
// and returns a failure reason and message when the chain loops or is
// too long.
func (r *run) redirectHop(from, target string) (reason, msg string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	hops := r.redirects[from] + 1
	origin := r.chainOrigin[from]
	if origin == "" {
		origin = from
	}
	switch {
	case target == origin || r.chainOrigin[target] == origin:
		return "redirect_loop", fmt.Sprintf("redirect loop: %s leads back to %s", from, target)
	case hops > maxRedirectHops:
		return "too_many_redirects", fmt.Sprintf("more than %d redirects", maxRedirectHops)
	}
	r.redirects[target] = hops
	r.chainOrigin[target] = origin
	return "", ""
}

// queueRedirect considers the target of a redirect from it, at its
// depth and priority.
func (p *Pipeline) queueRedirect(ctx context.Context, r *run, it store.FrontierItem, target string) {
	// A sitemap that redirects (to a CDN) vouches for its target as
	// robots.txt does.
	p.consider(ctx, r, it, []discovered{{url: target, hint: it.Hint, prio: it.Priority, redirect: true, vouched: it.Hint == hintSitemap}})
}

// movedArticle reports whether a page that held an article under its
// own URL now answers from another URL (a redirect the fetcher
// followed): the same bytes are then the article of that URL, to be
// extracted and stored under it.
func movedArticle(pg store.Page, finalURL string) bool {
	if pg.Kind != store.KindArticle || pg.ArticleID != extract.ArticleID(pg.URL) {
		return false
	}
	f, err := crawl.Canonicalize(finalURL, nil)
	return err == nil && f != pg.URL
}

// dropArticle deletes the article id that page pg held, when it was
// stored under the page's own URL and the page no longer holds it (it
// moved, or is gone); the index drops it through the outbox. An article
// another page named as its canonical is left alone.
func (p *Pipeline) dropArticle(ctx context.Context, pg *store.Page, id, reason string) {
	if id == "" || id != extract.ArticleID(pg.URL) {
		return
	}
	if pg.ArticleID == id {
		pg.ArticleID, pg.SimHash = "", 0
	}
	if err := p.db.DeleteArticle(ctx, id); err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			p.log.Error("drop article", "url", pg.URL, "reason", reason, "err", err)
		}
		return
	}
	p.log.Info("article dropped", "url", pg.URL, "reason", reason)
}

// giveUp records a response that is not tried again in this run.
func (p *Pipeline) giveUp(ctx context.Context, r *run, pg *store.Page, entry fetchEntry, reason, msg string) {
	entry.Outcome = "failed"
	if entry.Error == "" {
		entry.Error = msg
	} else {
		entry.Error = msg + "; " + entry.Error // a cut body's note
	}
	r.log.write(entry)
	r.fail(reason)
	p.failPage(ctx, pg, msg)
	// The summary counts failures by reason; this says which URL. A
	// server's answer (a 404, a 429 to the last attempt) is the site's
	// business; no answer at all (a timeout, a refused address) a warning.
	level := slog.LevelInfo
	if entry.Status == 0 {
		level = slog.LevelWarn
	}
	p.log.Log(ctx, level, "fetch failed", "url", entry.URL, "host", crawl.Host(entry.URL), "reason", reason, "err", entry.Error)
}

// failPage records a failed fetch: the URL is retried in a later run
// after a backoff that doubles with every failed run, up to a day, and
// given up after FailLimit failed runs.
func (p *Pipeline) failPage(ctx context.Context, pg *store.Page, msg string) {
	pg.Failures++
	pg.Error = msg
	wait := p.cfg.FailBackoff << min(pg.Failures-1, 16)
	if wait > 24*time.Hour || wait <= 0 {
		wait = 24 * time.Hour
	}
	pg.RetryAt = p.now().Add(wait).UTC()
	p.seen.Add(pg.URL)
	p.savePage(ctx, *pg)
}

// sleep waits d or until ctx is done; it reports whether d passed.
func sleep(ctx context.Context, d time.Duration) bool { return sleepUnless(ctx, nil, d) }

// sleepUnless waits d or until ctx is done or stop is closed; it reports
// whether d passed.
func sleepUnless(ctx context.Context, stop <-chan struct{}, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-stop:
		return false
	case <-t.C:
		return true
	}
}

// observe adds one fetch to the run's host statistics; failure names the
// reason of a fetch that got no response.
func (r *run) observe(it store.FrontierItem, status, bytes int, d time.Duration, failure string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	h := r.hosts[it.Host]
	if h == nil {
		h = &store.HostStats{Host: it.Host, Site: it.Site, Status: map[string]int{}}
		r.hosts[it.Host] = h
	}
	h.Requests++
	h.LastCrawl = time.Now().UTC()
	h.ObserveLatency(d)
	if failure != "" {
		h.Errors++
		if failure == "timeout" {
			h.Timeouts++
		}
		return
	}
	h.Status[strconv.Itoa(status)]++
	h.Bytes += int64(bytes)
}

// changed counts whether a refetched page (known before) had changed.
func (r *run) changed(host string, known, changed bool) {
	if !known {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	h := r.hosts[host]
	if h == nil {
		// Its fetch was counted before the statistics were last stored.
		h = &store.HostStats{Host: host, Status: map[string]int{}}
		r.hosts[host] = h
	}
	if changed {
		h.Changed++
	} else {
		h.Unchanged++
	}
}

// waitFor records that host waits until until for reason (a
// Retry-After, a host set aside: see waits), unless it waits longer for
// it already.
func (r *run) waitFor(host string, until time.Time, reason string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var m map[string]time.Time
	switch reason {
	case store.WaitRetryAfter:
		m = r.retryAfter
	case store.WaitDown:
		m = r.down
	default:
		return
	}
	if until.After(m[host]) {
		m[host] = until
	}
}

// waits returns the hosts the frontier may not ask yet, with the reason.
func (r *run) waits() []store.HostWait {
	fw := r.frontier.Waits()
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]store.HostWait, 0, len(fw))
	for _, w := range fw {
		reason := store.WaitDelay
		switch {
		case !w.Until.After(r.down[w.Host]):
			reason = store.WaitDown
		case !w.Until.After(r.retryAfter[w.Host]):
			reason = store.WaitRetryAfter
		}
		out = append(out, store.HostWait{Host: w.Host, Until: w.Until.UTC(), Reason: reason, URLs: w.URLs})
	}
	return out
}

// deferred returns the hosts whose queued URLs all wait for their own
// retry (see crawl.Frontier.Deferred). Unlike waits, they are not stored
// with the host: its other URLs, seeds included, may be asked.
func (r *run) deferred() []store.HostWait {
	var out []store.HostWait
	for _, w := range r.frontier.Deferred() {
		out = append(out, store.HostWait{Host: w.Host, Until: w.Until.UTC(), Reason: store.WaitRetry, URLs: w.URLs})
	}
	return out
}

// hostStats returns this run's numbers per host, with the waits of the
// hosts it asked.
func (r *run) hostStats(waits []store.HostWait) []store.HostStats {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, w := range waits {
		h := r.hosts[w.Host]
		if h == nil {
			// No request since the statistics were last stored.
			h = &store.HostStats{Host: w.Host}
			r.hosts[w.Host] = h
		}
		h.NotBefore, h.WaitReason = w.Until, w.Reason
	}
	return r.takeHostStatsLocked()
}

// takeHostStatsLocked returns the host statistics gathered since they
// were last taken, and starts over: the store adds them up.
func (r *run) takeHostStatsLocked() []store.HostStats {
	out := make([]store.HostStats, 0, len(r.hosts))
	for _, h := range slices.Sorted(maps.Keys(r.hosts)) {
		out = append(out, *r.hosts[h])
	}
	clear(r.hosts)
	return out
}

// putBackHostStatsLocked adds statistics the store refused back to the
// ones gathered since.
func (r *run) putBackHostStatsLocked(stats []store.HostStats) {
	for _, st := range stats {
		h := r.hosts[st.Host]
		if h == nil {
			h = &store.HostStats{Host: st.Host, Site: st.Site, Status: map[string]int{}}
			r.hosts[st.Host] = h
		}
		h.Add(st)
	}
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
	case errors.Is(err, crawl.ErrContentEncoding):
		return "content_encoding", false
	case errors.Is(err, crawl.ErrHeadersTooLarge):
		return "headers_too_large", false
	case errors.Is(err, crawl.ErrUnsupportedURL):
		return "unsupported_url", false
	case errors.Is(err, context.DeadlineExceeded) || isTimeout(err):
		return "timeout", true
	case errors.Is(err, io.ErrUnexpectedEOF):
		// The connection closed before the body reached its
		// Content-Length: a cut page is never stored, it is asked again.
		return "short_body", true
	}
	return "network", true
}

func isTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// maxRetryAfter caps what a Retry-After may ask for; a wait beyond the
// run's MaxWait is kept by leaving the URL for a later run.
const maxRetryAfter = 24 * time.Hour

// retryAfter parses a Retry-After header (seconds or any HTTP date form).
func retryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseUint(v, 10, 64); err == nil {
		return time.Duration(min(secs, uint64(maxRetryAfter/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return min(max(t.Sub(now), 0), maxRetryAfter)
	}
	return 0
}

// NextDue is when a site crawled at from is due again: its interval
// later, plus up to jitter of the interval at random, so that sites added
// together do not stay due together.
func NextDue(from time.Time, every time.Duration, jitter float64) time.Time {
	return from.Add(every + time.Duration(jitter*rand.Float64()*float64(every))).UTC()
}

// claim is an article that named a canonical URL: its headline and the
// SimHash of its body.
type claim struct {
	title string
	sim   uint64
}

// copyBits is the most bits two SimHashes of one article's copies (the
// page, its AMP and print versions, which drop embeds and captions) are
// apart; two unrelated texts are about 32 apart.
const copyBits = 16

// claimCanonical records that an article headlined title, whose body has
// SimHash sim, names canonical as its address, and reports whether no
// other article of the run named it before. Copies of one article share
// their headline and most of their text; two articles that differ in
// either (two stories, or two letters pages under one generic headline)
// naming one URL show a template's link, the same on every page, not
// either's own.
func (r *run) claimCanonical(canonical, title string, sim uint64) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, ok := r.canonicals[canonical]
	if !ok {
		r.canonicals[canonical] = claim{title: title, sim: sim}
		return true
	}
	return first.title == title && crawl.Hamming(first.sim, sim) <= copyBits
}
