package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

type siteStore interface {
	Site(ctx context.Context, id string) (store.Site, error)
	PutSite(ctx context.Context, s store.Site) error
}

// registerSite adds seeds to a site, creating it if needed, and makes it
// due now.
func registerSite(ctx context.Context, db siteStore, id string, seeds []string, every time.Duration) error {
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
	if every > 0 {
		s.Every = every
	}
	return db.PutSite(ctx, s)
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
	cfg, fs, err := parseCommand(e, args, "sites "+sub, map[string]string{"add": "URL… [--every 15m]", "list": "[flags]"}[sub],
		map[string]string{
			"add": `
Registers seed URLs: news home pages and section pages that list new
articles. URLs are grouped into sites by host (without "www."); a new site
is due at once and then recrawled every --every.`,
			"list": `Lists the registered sites with their seeds and schedule.`,
		}[sub], func(fs *flag.FlagSet, cfg *Config) {
			every = fs.Duration("every", time.Duration(cfg.Crawl.Every), "recrawl interval (env BYLINE_CRAWL_EVERY)")
		})
	if err != nil {
		return err
	}
	if sub == "add" && *every < time.Minute {
		return fmt.Errorf("%w: --every %s is too short; use at least 1m", errUsage, *every)
	}
	st, err := sqlite.Open(ctx, cfg.Data)
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
		id, _ := crawl.SiteID(u)
		if _, ok := bySite[id]; !ok {
			order = append(order, id)
		}
		bySite[id] = append(bySite[id], u)
	}
	for _, id := range order {
		if err := registerSite(ctx, st, id, bySite[id], *every); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "site %s: %d seed(s), every %s\n", id, len(bySite[id]), *every)
	}
	return nil
}

func listSites(ctx context.Context, e *env, st *sqlite.Store) error {
	sites, err := st.Sites(ctx)
	if err != nil {
		return err
	}
	if len(sites) == 0 {
		fmt.Fprintln(e.stdout, "no sites yet; add one with 'byline sites add URL…'")
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SITE\tEVERY\tNEXT DUE\tLAST CRAWL\tSEEDS")
	for _, s := range sites {
		last := "never"
		if !s.LastCrawl.IsZero() {
			last = s.LastCrawl.Local().Format("2006-01-02 15:04")
		}
		next := "now"
		if time.Until(s.NextDue) > 0 {
			next = s.NextDue.Local().Format("2006-01-02 15:04")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d: %s\n", s.ID, s.Every, next, last, len(s.Seeds), s.Seeds[0])
	}
	return tw.Flush()
}
