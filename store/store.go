// Package store is Byline's persistence contract: sites and their seeds,
// pages, raw HTML by content hash, articles with change classes, runs, the
// durable crawl frontier and the index outbox. Backends live in
// subpackages (sqlite, mongo) and all pass storetest.
package store

import (
	"context"
	"errors"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// ErrNotFound is returned when a requested record does not exist.
var ErrNotFound = errors.New("not found")

// ErrHoldBusy is returned by a worker hold's store when another write
// of the hold, or a ticket a process killed while writing it left,
// kept it from being written; asked again later, it may be.
var ErrHoldBusy = errors.New("another write of the hold is under way")

// Site is a news site Byline crawls on a schedule.
type Site struct {
	// ID is the site's host without a leading "www.".
	ID    string   `json:"id"`
	Seeds []string `json:"seeds"`
	// Every is the recrawl interval.
	Every     time.Duration `json:"every"`
	NextDue   time.Time     `json:"next_due"`
	LastCrawl time.Time     `json:"last_crawl,omitzero"`
	Config    SiteConfig    `json:"config"`
	CreatedAt time.Time     `json:"created_at"`
}

// SiteConfig holds per-site crawl settings that override the defaults.
type SiteConfig struct {
	Allow    []string `json:"allow,omitempty"` // URL regexps; empty allows the whole host
	Deny     []string `json:"deny,omitempty"`
	MaxDepth int      `json:"max_depth,omitempty"`
	// Delay replaces the default gap between two requests to the site's
	// hosts (a robots.txt Crawl-delay can still raise it); 0 keeps it.
	Delay time.Duration `json:"delay,omitempty"`
	// Parallel replaces the default number of requests in flight per
	// host; 0 keeps it.
	Parallel int `json:"parallel,omitempty"`
}

// TimeText is t as a record's JSON encoding holds it (RFC 3339 with
// nanoseconds): the stores compare and write a site's times in place in
// this form (see MarkSiteQueued), and a time read back from a record
// gives the text it was read from.
func TimeText(t time.Time) string { return t.Format(time.RFC3339Nano) }

// Page kinds, as classified after fetching.
const (
	KindListing = "listing"
	KindArticle = "article"
	KindFeed    = "feed"
	KindSitemap = "sitemap"
	KindOther   = "other"
	// KindRedirect is a URL that answered with a redirect the crawl
	// queued as a link of its own (Page.RedirectTo).
	KindRedirect = "redirect"
)

// Page is what Byline knows about one fetched URL.
type Page struct {
	URL          string    `json:"url"` // canonical
	Site         string    `json:"site"`
	Kind         string    `json:"kind"`
	Status       int       `json:"status"`
	ETag         string    `json:"etag,omitempty"`
	LastModified string    `json:"last_modified,omitempty"`
	ContentType  string    `json:"content_type,omitempty"`
	RawHash      string    `json:"raw_hash,omitempty"`
	SimHash      uint64    `json:"simhash,omitempty"`
	ArticleID    string    `json:"article_id,omitempty"`
	FirstSeen    time.Time `json:"first_seen"`
	FetchedAt    time.Time `json:"fetched_at,omitzero"`
	// Unchanged counts consecutive fetches that found no change; it
	// stretches the revisit interval.
	Unchanged int    `json:"unchanged"`
	Failures  int    `json:"failures"`
	Error     string `json:"error,omitempty"`
	// RetryAt is when a URL whose last fetch failed may be tried again
	// (capped exponential backoff over runs); zero when it did not fail.
	RetryAt time.Time `json:"retry_at,omitzero"`
	// RedirectTo is where a KindRedirect page's last answer pointed.
	RedirectTo string `json:"redirect_to,omitempty"`
	// TextSimHash is the SimHash of the page's visible text, checked
	// before extraction so that a page whose bytes changed only in its
	// chrome (a rotating ad) is not re-extracted.
	TextSimHash uint64 `json:"text_simhash,omitempty"`
	// LinksHash is a hash of the links a listing held when last read,
	// and SameLinks how many reads in a row since found the same links
	// (a clock or an ad may change): it stretches the listing's revisit
	// interval.
	LinksHash uint64 `json:"links_hash,omitempty"`
	SameLinks int    `json:"same_links,omitempty"`
	// CycleStart is when the site's cycle that last fetched the page
	// began: a listing's wait is counted from it, not from FetchedAt,
	// which may lie well into a long run.
	CycleStart time.Time `json:"cycle_start,omitzero"`
	// StoryJudged is set once the page was classified with story
	// evidence (a feed's item or a news sitemap's entry led to it, or its
	// URL has a story's shape): a page classified a listing without it
	// is read once more when a feed or news sitemap names it, and one
	// judged with it is not, however often they name it, and is judged
	// so again whatever link leads to it, until its text changes (a
	// listing's: an article keeps it through its edits).
	StoryJudged bool `json:"story_judged,omitempty"`
}

// Change classes of a stored article, as in DESIGN.md.
type Change string

const (
	ChangeNew       Change = "NEW"
	ChangeNone      Change = "NO_CHANGE"
	ChangeContent   Change = "CONTENT_CHANGED"
	ChangeExtractor Change = "EXTRACTOR_CHANGED"
	ChangeForced    Change = "FORCED"
)

// Article is a stored article with its bookkeeping.
type Article struct {
	extract.Article
	ContentHash string    `json:"content_hash"`
	Change      Change    `json:"change"`
	Version     int       `json:"version"` // 1 for NEW, +1 per stored change
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// ClassifyChange decides the change class of storing next over prev (nil
// when the article is new). Every backend uses it, so all agree.
func ClassifyChange(prev *Article, next *extract.Article, forced bool) Change {
	switch {
	case prev == nil:
		return ChangeNew
	case forced:
		return ChangeForced
	case prev.ContentHash == next.ContentHash():
		return ChangeNone
	case prev.Extractor != next.Extractor:
		return ChangeExtractor
	default:
		return ChangeContent
	}
}

// NextArticle is the record that storing a over prev (nil when the
// article is new) makes at time now, and its change class; with
// ChangeNone nothing is to be stored. Every backend uses it, so all
// agree on versions and times.
func NextArticle(prev *Article, a extract.Article, forced bool, now time.Time) (Article, Change) {
	change := ClassifyChange(prev, &a, forced)
	rec := Article{Article: a, ContentHash: a.ContentHash(), Change: change, Version: 1, CreatedAt: now, UpdatedAt: now}
	if prev != nil {
		rec.Version = prev.Version + 1
		rec.CreatedAt = prev.CreatedAt
	}
	return rec, change
}

// Run is one crawl run and its summary.
type Run struct {
	ID        string    `json:"id"`
	StartedAt time.Time `json:"started_at"`
	EndedAt   time.Time `json:"ended_at,omitzero"`
	Summary   Summary   `json:"summary"`
	// SeparateFrontier is set when the run kept its frontier outside the
	// store (in Redis), and FrontierLeft counts the URLs it left there
	// when it ended (stopped, capped or deferred); a run killed before it
	// ended has no EndedAt. A later run without that frontier store warns
	// that it cannot resume them.
	SeparateFrontier bool `json:"separate_frontier,omitempty"`
	FrontierLeft     int  `json:"frontier_left,omitempty"`
}

// Summary counts what a crawl run did, as in DESIGN.md.
type Summary struct {
	Discovered  int            `json:"discovered"`
	Queued      int            `json:"queued"`
	Fetched     int            `json:"fetched"`
	Retried     int            `json:"retried,omitempty"` // URLs requeued in the run for another attempt (an error, a timeout, a 429, a 5xx, robots.txt unavailable), each with its fetch log line
	NotModified int            `json:"not_modified"`
	Unchanged   int            `json:"unchanged"`
	Extracted   int            `json:"extracted"`
	New         int            `json:"new"`
	Updated     int            `json:"updated"`
	Failed      map[string]int `json:"failed,omitempty"`
	Skipped     map[string]int `json:"skipped,omitempty"`
	// LLM use during the run: calls, tokens in and out, estimated cost,
	// answers cut off at the token limit, failed calls, and answers Byline
	// refused by reason (not_json, css_selector, matches_nothing, …).
	LLMCalls     int            `json:"llm_calls"`
	LLMTokens    int            `json:"llm_tokens"`
	LLMTokensIn  int            `json:"llm_tokens_in,omitempty"`
	LLMTokensOut int            `json:"llm_tokens_out,omitempty"`
	LLMCostUSD   float64        `json:"llm_cost_usd,omitempty"`
	LLMTruncated int            `json:"llm_truncated,omitempty"`
	LLMFailed    int            `json:"llm_failed,omitempty"`
	LLMRejected  map[string]int `json:"llm_rejected,omitempty"`
	Duration     time.Duration  `json:"duration"`
	// Waiting lists the hosts whose URLs the run left for a later one
	// (counted in Skipped["deferred"]): because the host may not be asked
	// sooner, by this run's answers or an earlier run's, or because each
	// of its queued URLs waits for its retry after an error (WaitRetry).
	Waiting []HostWait `json:"waiting,omitempty"`
}

// HostWait is a host a run could not ask again before Until, and how
// many of its URLs were left waiting.
type HostWait struct {
	Host   string    `json:"host"`
	Until  time.Time `json:"until"`
	Reason string    `json:"reason"` // WaitRetryAfter, WaitDelay, WaitDown, WaitRetry
	URLs   int       `json:"urls"`
}

// FrontierItem is a URL waiting to be fetched. Items are durable: a crawl
// that dies leaves them in the store, and the next one resumes them.
type FrontierItem struct {
	URL       string    `json:"url"`
	Site      string    `json:"site"`
	Host      string    `json:"host"`
	Priority  int       `json:"priority"` // lower is sooner
	Depth     int       `json:"depth"`
	Hint      string    `json:"hint,omitempty"` // expected kind: seed, feed, sitemap, article
	Attempts  int       `json:"attempts"`
	NotBefore time.Time `json:"not_before,omitzero"`
	Added     time.Time `json:"added"`
	// Cut is set on an item whose fetch a run's end cut once (a
	// cookie gate's hops, a long robots.txt delay waited out): the
	// next run waits it out, past its end if need be, rather than cut
	// it again, which could leave the URL unread for ever.
	Cut bool `json:"cut,omitempty"`
	// StandInFor is the URL whose article the item's page is to be read
	// as a stand-in for (a temporary redirect from there names it): a
	// run that resumes the item has not seen that redirect, and would
	// else keep the page as a second copy of the article.
	StandInFor string `json:"stand_in_for,omitempty"`
	// Redirects counts the queued redirects (a redirect the fetcher
	// handed back, a script or refresh stub) that led to the item's URL,
	// and ChainOrigin is the URL their chain began at: a run that
	// resumes the item after its run was killed mid-chain goes on
	// counting, so a chain looping across restarts still ends at the
	// hop limit or as a loop.
	Redirects   int    `json:"redirects,omitempty"`
	ChainOrigin string `json:"chain_origin,omitempty"`
}

// ClaimState is what a claim on a queued URL found (see Claim).
type ClaimState int

const (
	// ClaimGone: the URL is no longer queued (another process ended it).
	ClaimGone ClaimState = iota
	// ClaimHeld: another process holds the URL, or its host, until
	// Claim.Until.
	ClaimHeld
	// ClaimOK: the URL is the claimer's until its lease ends.
	ClaimOK
)

// Claim is the answer of a frontier that several processes share
// (Redis, MongoDB) to one of them asking for a queued URL before it
// fetches it: a URL is fetched by the process that holds its claim only,
// and a host asked by the process that holds it only, so that its delay
// between two requests, which each process keeps between its own, holds
// for the host. A claim ends with its lease (a host's with the lease of
// its holder's last claim there), so that the URLs and hosts a killed
// process held come back.
type Claim struct {
	State ClaimState
	Until time.Time    // ClaimHeld: when the holder's lease (the URL's or the host's) ends
	Item  FrontierItem // ClaimOK: the item as stored
}

// OutboxEntry is an article change waiting to reach the search index.
type OutboxEntry struct {
	Seq       int64  `json:"seq"`
	ArticleID string `json:"article_id"`
	Delete    bool   `json:"delete"`
}

// ArticleFilter selects articles in ListArticles.
type ArticleFilter struct {
	Site  string
	After string // id to continue after (ids are ordered)
	Limit int
}

// Store is the whole persistence contract. Consumers should depend on the
// narrowest subset they need; this interface exists for the conformance
// suite and for wiring.
type Store interface {
	PutSite(ctx context.Context, s Site) error
	// PutSiteSettings creates site s whole if it is absent; otherwise it
	// writes s's operator settings (seeds, interval, config), and s's
	// next due time only while the stored last crawl is still s's (an
	// interval changed reschedules from it). The last crawl and created
	// time stay as stored: a crawl marking the site queued between an
	// operator's read of the site and this write is not undone.
	PutSiteSettings(ctx context.Context, s Site) error
	Site(ctx context.Context, id string) (Site, error)
	Sites(ctx context.Context) ([]Site, error)
	DeleteSite(ctx context.Context, id string) error
	// MarkSiteQueued records that site id's seeds were queued at at and
	// that it is due again at next, if its next due time is still due,
	// as the caller read it, and reports whether it was: of processes
	// that found the site due together, one queues its seeds. It writes
	// those two times only, so that an operator's change to the site
	// made since the caller read it (its interval, scope, seeds) stays.
	// A site gone is not marked (false, nil).
	MarkSiteQueued(ctx context.Context, id string, due, at, next time.Time) (bool, error)

	PutPage(ctx context.Context, p Page) error
	Page(ctx context.Context, url string) (Page, error)
	// PageURLs calls fn with the URL of every known page, in no set
	// order, until fn returns an error; it warms the seen filter.
	PageURLs(ctx context.Context, fn func(url string) error) error

	// PutRaw may lose a page written just before a crash of the machine
	// (not of the process); Raw then returns ErrNotFound and HasRaw
	// false, and storing it again repairs it.
	PutRaw(ctx context.Context, hash string, body []byte) error
	Raw(ctx context.Context, hash string) ([]byte, error)
	HasRaw(ctx context.Context, hash string) (bool, error)

	// SaveArticle stores a (re-)extracted article, classifies the change
	// against the stored one and, when anything changed, queues it in the
	// outbox in the same transaction. Saving the same content twice is a
	// no-op that returns ChangeNone.
	SaveArticle(ctx context.Context, a extract.Article, forced bool) (Change, error)
	Article(ctx context.Context, id string) (Article, error)
	// Articles returns, by id, the stored articles among ids; an id with
	// no article is left out. It reads them together, not one by one,
	// for the indexer, which looks up a whole outbox batch at once.
	Articles(ctx context.Context, ids []string) (map[string]Article, error)
	// DeleteArticle removes an article and queues its removal from the
	// index in the same transaction; ErrNotFound when there is none.
	DeleteArticle(ctx context.Context, id string) error
	ListArticles(ctx context.Context, f ArticleFilter) ([]Article, error)
	CountArticles(ctx context.Context) (int, error)

	PutRun(ctx context.Context, r Run) error
	Run(ctx context.Context, id string) (Run, error)
	Runs(ctx context.Context, limit int) ([]Run, error)

	// PushFrontier adds items; an URL already queued keeps its place but
	// takes the better (lower) priority.
	PushFrontier(ctx context.Context, items []FrontierItem) error
	Frontier(ctx context.Context) ([]FrontierItem, error)
	UpdateFrontier(ctx context.Context, it FrontierItem) error
	DoneFrontier(ctx context.Context, url string) error

	// AddHostStats merges one run's numbers into the stored stats of
	// each host.
	AddHostStats(ctx context.Context, stats []HostStats) error
	HostStats(ctx context.Context) ([]HostStats, error)

	Outbox(ctx context.Context, limit int) ([]OutboxEntry, error)
	AckOutbox(ctx context.Context, upTo int64) error

	// PutSelectorSet stores set as the site's next version and makes it
	// the active one; the former active version is retired but kept.
	PutSelectorSet(ctx context.Context, set selectors.Set) (selectors.Set, error)
	// SelectorSet returns the site's active set.
	SelectorSet(ctx context.Context, site string) (selectors.Set, error)
	// SelectorSetVersion returns one version of a site's set.
	SelectorSetVersion(ctx context.Context, site string, version int) (selectors.Set, error)
	// SelectorSets returns every version of a site's set, newest first.
	SelectorSets(ctx context.Context, site string) ([]selectors.Set, error)
	// SetSelectorStatus changes a version's status; making one active
	// retires the former active version.
	SetSelectorStatus(ctx context.Context, site string, version int, status string) error

	Close() error
}
