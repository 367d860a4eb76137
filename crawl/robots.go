package crawl

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"time"
)

// RobotsCache fetches robots.txt once per host and keeps it for a while.
// As RFC 9309 says, a 4xx, or a robots.txt not reached through its
// redirects, means "everything allowed"; a 5xx or a network error means
// "nothing allowed for now", and is cached briefly so the host is asked
// again soon. Only the first 500 KiB are read, the least the RFC lets a
// crawler parse.
type RobotsCache struct {
	fetch     func(ctx context.Context, req Request) (*Response, error)
	userAgent string
	ttl       time.Duration
	errTTL    time.Duration
	now       func() time.Time

	mu      sync.Mutex
	entries map[string]*robotsEntry
}

type robotsEntry struct {
	once        chan struct{} // closed when rules are loaded
	rules       *robotsRules
	unavailable bool
	cause       error // why robots.txt is unavailable
	expires     time.Time
}

// Robots is the robots.txt verdict for one host.
type Robots struct {
	rules    *robotsRules
	Sitemaps []string
	// Unavailable is set when robots.txt could not be read (5xx, network
	// error): nothing is allowed until it can, so callers should retry
	// later rather than give up.
	Unavailable bool
	// Cause says why robots.txt is unavailable (the network error or
	// the status), for the caller that gives up to report.
	Cause error
	// Fetched is set when this call fetched robots.txt from the host (a
	// cache miss): the caller's next request to the host should keep the
	// host's delay after it.
	Fetched bool
}

// Allowed reports whether path (with query) may be fetched.
func (r Robots) Allowed(path string) bool { return r.rules.allowed(path) }

// CrawlDelay is the delay the host asks for, or 0. A delay too long for
// a time.Duration (Crawl-delay: 99999999999) is the longest there is,
// for the caller to cut to its longest wait.
func (r Robots) CrawlDelay() time.Duration {
	if r.rules == nil {
		return 0
	}
	return r.rules.delay
}

// NewRobotsCache returns a cache that fetches with f. The user agent
// selects the robots.txt group; Byline's product token is "Byline".
func NewRobotsCache(f *Fetcher, ttl time.Duration) *RobotsCache {
	if ttl <= 0 {
		ttl = 24 * time.Hour
	}
	return &RobotsCache{fetch: f.Fetch, userAgent: "Byline", ttl: ttl, errTTL: 10 * time.Minute,
		now: time.Now, entries: map[string]*robotsEntry{}}
}

// For returns the rules for the host of rawURL, fetching them if needed.
// Concurrent callers for one host share one fetch.
func (c *RobotsCache) For(ctx context.Context, rawURL string) (Robots, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return Robots{}, err
	}
	key := u.Scheme + "://" + u.Host
	c.mu.Lock()
	e := c.entries[key]
	if e != nil {
		select {
		case <-e.once:
			if c.now().After(e.expires) {
				e = nil
			}
		default:
		}
	}
	fetched := false
	if e == nil {
		e = &robotsEntry{once: make(chan struct{})}
		c.entries[key] = e
		c.mu.Unlock()
		c.load(ctx, e, key)
		fetched = true
	} else {
		c.mu.Unlock()
	}
	select {
	case <-e.once:
	case <-ctx.Done():
		return Robots{}, ctx.Err()
	}
	if err := ctx.Err(); err != nil {
		return Robots{}, err
	}
	return Robots{rules: e.rules, Sitemaps: e.rules.sitemaps, Unavailable: e.unavailable, Cause: e.cause, Fetched: fetched}, nil
}

// maxRobotsSize is the part of a robots.txt that is read (RFC 9309
// 2.5: at least 500 KiB; Google reads as much).
const maxRobotsSize = 500 << 10

func (c *RobotsCache) load(ctx context.Context, e *robotsEntry, origin string) {
	defer close(e.once)
	resp, err := c.fetch(ctx, Request{URL: origin + "/robots.txt", AnyType: true, MaxBodySize: maxRobotsSize})
	status, body := 0, []byte(nil)
	if err == nil {
		status, body = resp.Status, resp.Body
		if resp.Truncated {
			// A rule cut in half is no rule.
			body = body[:bytes.LastIndexAny(body, "\r\n")+1] // lines may end in CR alone
		}
	}
	e.expires = c.now().Add(c.ttl)
	switch {
	case err != nil && ctx.Err() != nil:
		// The caller gave up, which says nothing about the host: the
		// next caller asks again.
		e.rules = robotsDisallowAll
		e.unavailable = true
		e.cause = fmt.Errorf("robots.txt: %w", err)
		e.expires = time.Time{}
	case errors.Is(err, ErrPrivateAddress):
		// The page fetch will fail with the same clear error.
		e.rules = robotsAllowAll
	case errors.Is(err, ErrRedirectLoop), errors.Is(err, ErrTooManyRedirects), errors.Is(err, ErrUnsupportedURL):
		// RFC 9309 2.3.1.2: not reached through its redirects, robots.txt
		// is unavailable, as with a 4xx.
		e.rules = robotsAllowAll
	case err != nil || status >= 500 || status == 429:
		e.rules = robotsDisallowAll
		e.unavailable = true
		e.cause = fmt.Errorf("robots.txt: status %d", status)
		if err != nil {
			e.cause = fmt.Errorf("robots.txt: %w", err)
		}
		e.expires = c.now().Add(c.errTTL)
	default:
		e.rules = robotsForStatus(status, body, c.userAgent)
	}
}
