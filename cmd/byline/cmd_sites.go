package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"math"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

type siteStore interface {
	Site(ctx context.Context, id string) (store.Site, error)
	PutSiteSettings(ctx context.Context, s store.Site) error
}

// registerSite adds seeds to a site, creating it (due at once) if needed
// with the interval every. set, when not nil, changes the site's settings
// (interval, scope, politeness) the operator named.
func registerSite(ctx context.Context, db siteStore, id string, seeds []string, every time.Duration, set func(*store.Site)) error {
	s, err := db.Site(ctx, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		s = store.Site{ID: id, Every: every, CreatedAt: time.Now().UTC()}
	case err != nil:
		return err
	}
	for _, seed := range seeds {
		if !slices.Contains(s.Seeds, seed) {
			s.Seeds = append(s.Seeds, seed)
		}
	}
	if set != nil {
		set(&s)
	}
	// Settings only: a crawl marking the site queued since the read
	// above keeps its times.
	return db.PutSiteSettings(ctx, s)
}

// siteFlags are the per-site settings of 'sites add'; only the flags
// given change a stored site.
type siteFlags struct {
	allow, deny []string
	maxDepth    int
	delay       time.Duration
	parallel    int
}

func (f *siteFlags) register(fs *flag.FlagSet) {
	fs.Func("allow", "URL `regexp` the site's crawl stays within (repeatable; replaces the stored list; - clears it: the whole host)", func(v string) error {
		f.allow = append(f.allow, v)
		return nil
	})
	fs.Func("deny", "URL `regexp` the site's crawl never fetches (repeatable; replaces the stored list; - clears it)", func(v string) error {
		f.deny = append(f.deny, v)
		return nil
	})
	fs.IntVar(&f.maxDepth, "max-depth", 0, "link hops from a seed for this site (0: BYLINE_CRAWL_MAX_DEPTH)")
	fs.DurationVar(&f.delay, "delay", 0, "gap between two requests to this site's hosts (0: BYLINE_CRAWL_DELAY; robots.txt Crawl-delay can still raise it)")
	fs.IntVar(&f.parallel, "parallel", 0, "requests in flight per host of this site, 1..64 (0: BYLINE_CRAWL_HOST_PARALLEL)")
}

// validate checks the flags given, with messages that say what to fix,
// and turns a lone "-" into an empty list.
func (f *siteFlags) validate() error {
	for _, p := range []struct {
		flag string
		res  *[]string
	}{{"--allow", &f.allow}, {"--deny", &f.deny}} {
		if len(*p.res) == 1 && (*p.res)[0] == "-" {
			*p.res = nil
			continue
		}
		for _, re := range *p.res {
			if re == "" || re == "-" {
				// An empty pattern matches every URL: --deny '' would
				// stop the whole site.
				return fmt.Errorf("%w: %s %q: give a pattern, or %s - alone to clear the list", errUsage, p.flag, re, p.flag)
			}
			if _, err := regexp.Compile(re); err != nil {
				return fmt.Errorf("%w: %s %q is not a valid Go regexp: %v", errUsage, p.flag, re, err)
			}
		}
	}
	switch {
	case f.maxDepth < 0:
		return fmt.Errorf("%w: --max-depth %d: want 0 (the default) or more", errUsage, f.maxDepth)
	case f.delay < 0:
		return fmt.Errorf("%w: --delay %s: want 0 (the default) or more", errUsage, f.delay)
	case f.parallel < 0 || f.parallel > 64:
		return fmt.Errorf("%w: --parallel %d: want 1..64, or 0 for the default", errUsage, f.parallel)
	}
	return nil
}

// apply changes s by the flags the command line set.
func (f *siteFlags) apply(s *store.Site, set map[string]bool, every time.Duration) {
	if set["every"] {
		if s.Every != every && !s.LastCrawl.IsZero() {
			// The next crawl was scheduled with the old interval: a
			// site set from hourly to every 5m would wait the hour.
			s.NextDue = pipeline.NextDue(s.LastCrawl, every, scheduleJitter)
		}
		s.Every = every
	}
	if set["allow"] {
		s.Config.Allow = f.allow
	}
	if set["deny"] {
		s.Config.Deny = f.deny
	}
	if set["max-depth"] {
		s.Config.MaxDepth = f.maxDepth
	}
	if set["delay"] {
		s.Config.Delay = f.delay
	}
	if set["parallel"] {
		s.Config.Parallel = f.parallel
	}
}

// describeConfig is a site's settings for 'sites list', "-" when it has none.
func describeConfig(c store.SiteConfig) string {
	var parts []string
	if c.MaxDepth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", c.MaxDepth))
	}
	if c.Delay > 0 {
		parts = append(parts, "delay "+c.Delay.String())
	}
	if c.Parallel > 0 {
		parts = append(parts, fmt.Sprintf("parallel %d", c.Parallel))
	}
	for _, re := range c.Allow {
		parts = append(parts, "allow "+re)
	}
	for _, re := range c.Deny {
		parts = append(parts, "deny "+re)
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ", ")
}

func cmdSites(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || (args[0] != "add" && args[0] != "list" && args[0] != "-h" && args[0] != "--help") {
		return fmt.Errorf("%w: want 'byline sites add URL… [--every 15m]' or 'byline sites list'", errUsage)
	}
	sub := args[0]
	if sub == "-h" || sub == "--help" {
		sub = "add" // shows the help of the common subcommand
	} else {
		args = args[1:]
	}
	var every *time.Duration
	var sf siteFlags
	cfg, fs, err := parseCommand(e, args, "sites "+sub, map[string]string{"add": "URL… [--every 15m] [--allow RE]… [--deny RE]… [--max-depth N] [--delay D] [--parallel N]", "list": "[flags]"}[sub],
		map[string]string{
			"add": `
Registers seed URLs: news home pages and section pages that list new
articles. URLs are grouped into sites by host (without "www."); a new site
is due at once and then recrawled every --every. A new --every on a site
already crawled counts from its last crawl.

The other flags set the site's own scope and politeness, overriding the
defaults for it; on a site already registered, only the flags given
change (add one of its seeds again to change just its settings):

  byline sites add https://news.example/ --deny '/(video|podcast)/' --max-depth 2 --delay 3s`,
			"list": `
Lists the registered sites with their seeds and schedule, then what Byline
has measured of each host over all crawls: requests, response time
percentiles, status counts, bytes, error rate and last crawl.`,
		}[sub], func(fs *flag.FlagSet, cfg *Config) {
			every = fs.Duration("every", time.Duration(cfg.Crawl.Every), "recrawl interval (env BYLINE_CRAWL_EVERY)")
			if sub == "add" {
				sf.register(fs)
			}
		})
	if err != nil {
		return err
	}
	if sub == "add" && *every < time.Minute {
		return fmt.Errorf("%w: --every %s is too short; use at least 1m", errUsage, *every)
	}
	if err := sf.validate(); err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if sub == "list" && cfg.MongoURL == "" && !dirExists(cfg.Data) {
		// Nothing to list, and a listing creates no data directory.
		fmt.Fprintf(e.stdout, "no sites yet (no data in %s); add one with 'byline sites add URL…'\n", cfg.Data)
		return nil
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	if sub == "list" {
		return listSites(ctx, e, st)
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("%w: give at least one seed URL, e.g. byline sites add https://news.example/", errUsage)
	}
	bySite := map[string][]string{}
	var order []string
	for _, raw := range fs.Args() {
		u, err := crawl.Canonicalize(raw, nil)
		if err != nil {
			return fmt.Errorf("%w: %q is not an http(s) URL: %v", errUsage, raw, err)
		}
		if err := publicSeed(u, cfg.Crawl.AllowPrivate); err != nil {
			return err
		}
		id, _ := crawl.SiteID(u)
		if _, ok := bySite[id]; !ok {
			order = append(order, id)
		}
		bySite[id] = append(bySite[id], u)
	}
	for _, id := range order {
		var s store.Site
		err := registerSite(ctx, st, id, bySite[id], *every, func(site *store.Site) {
			sf.apply(site, given, *every)
			s = *site
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "site %s: %d seed(s), every %s, settings: %s\n", id, len(s.Seeds), s.Every, describeConfig(s.Config))
	}
	return nil
}

func listSites(ctx context.Context, e *env, st store.Store) error {
	sites, err := st.Sites(ctx)
	if err != nil {
		return err
	}
	if len(sites) == 0 {
		fmt.Fprintln(e.stdout, "no sites yet; add one with 'byline sites add URL…'")
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SITE\tEVERY\tNEXT DUE\tLAST CRAWL\tSETTINGS\tSEEDS")
	for _, s := range sites {
		last := "never"
		if !s.LastCrawl.IsZero() {
			last = s.LastCrawl.Local().Format("2006-01-02 15:04")
		}
		next := "now"
		if time.Until(s.NextDue) > 0 {
			next = s.NextDue.Local().Format("2006-01-02 15:04")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d: %s\n", s.ID, s.Every, next, last, describeConfig(s.Config), len(s.Seeds), s.Seeds[0])
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	hosts, err := st.HostStats(ctx)
	if err != nil {
		return err
	}
	if len(hosts) == 0 {
		fmt.Fprintln(e.stdout, "\nno host statistics yet: they appear after the first crawl")
		return nil
	}
	fmt.Fprintln(e.stdout)
	tw = tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "HOST\tREQUESTS\tP50\tP90\tP99\tSTATUS\tBYTES\tERRORS\tTIMEOUTS\tCHANGE RATE\tLAST CRAWL\tWAITS UNTIL")
	for _, h := range hosts {
		last := "never"
		if !h.LastCrawl.IsZero() {
			last = h.LastCrawl.Local().Format("2006-01-02 15:04")
		}
		wait := "-"
		if time.Until(h.NotBefore) > 0 {
			// A Retry-After or a long delay: no run asks the host before.
			wait = h.NotBefore.Local().Format("2006-01-02 15:04:05") + " (" + h.WaitReason + ")"
		}
		change := "-"
		if h.Changed+h.Unchanged > 0 {
			// ChangeRate says 1 for a host never refetched, so that the
			// frontier does not starve it; that is no measurement to show.
			change = fmt.Sprintf("%.0f%%", 100*h.ChangeRate())
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t%.1f%%\t%d\t%s\t%s\t%s\n", h.Host, h.Requests,
			fmtPercentile(h.Percentile(0.5)), fmtPercentile(h.Percentile(0.9)), fmtPercentile(h.Percentile(0.99)),
			fmtStatus(h.Status), fmtBytes(h.Bytes), 100*h.ErrorRate(), h.Timeouts, change, last, wait)
	}
	return tw.Flush()
}

// fmtPercentile shows a latency bucket bound as "≤25ms".
func fmtPercentile(d time.Duration) string {
	switch {
	case d == 0:
		return "-"
	case d == time.Duration(math.MaxInt64):
		return ">30s"
	}
	return "≤" + d.String()
}

func fmtStatus(m map[string]int) string {
	var parts []string
	for _, code := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%s:%d", code, m[code]))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

func fmtBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1fG", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1fM", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1fk", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d", n)
}

// publicSeed refuses a seed whose host is a private, loopback, link-local
// or cloud-metadata address written out (or localhost), which every crawl
// would refuse, unless allowPrivate: said when the site is added, not at
// its first crawl. A name is not resolved here; the crawl's dialer checks
// what it resolves to.
func publicSeed(u string, allowPrivate bool) error {
	if allowPrivate {
		return nil
	}
	pu, err := url.Parse(u)
	if err != nil {
		return nil
	}
	host := pu.Hostname()
	ip, err := netip.ParseAddr(host)
	if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") || err == nil && !crawl.IsPublic(ip) {
		return fmt.Errorf("%w: %s points at a private or loopback address, which crawls refuse; set BYLINE_CRAWL_ALLOW_PRIVATE=true to crawl it", errUsage, u)
	}
	return nil
}
