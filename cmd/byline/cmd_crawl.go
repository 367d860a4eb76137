package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

func cmdServe(ctx context.Context, e *env, args []string) error {
	cfg, _, err := parseCommand(e, args, "serve", "[flags]", `
Runs everything in one process on the embedded defaults: the scheduler
crawls every registered site when it is due, articles are extracted and
stored in SQLite under --data, indexed in Bleve, and served by the HTTP
API on --addr. Stop it with Ctrl-C (SIGINT) or SIGTERM: the running crawl
keeps its queue in the store and the next start resumes it.`, func(fs *flag.FlagSet, cfg *Config) {
		crawlFlags(fs, cfg)
		addrFlag(fs, cfg)
	})
	if err != nil {
		return err
	}
	a, err := openApp(ctx, cfg, newLogger(e.stderr, cfg))
	if err != nil {
		return err
	}
	defer a.Close()
	if err := a.holdWorker(ctx); err != nil {
		return err
	}
	return a.serve(ctx, cfg.Addr, func(url string) {
		fmt.Fprintf(e.stderr, "byline is serving on %s (search: %s/v1/search?q=…)\n", url, url)
	})
}

func cmdCrawl(ctx context.Context, e *env, args []string) error {
	var once, asJSON *bool
	cfg, _, err := parseCommand(e, args, "crawl", "[--once] [flags]", `
Crawls the registered sites (see 'byline sites add'). With --once it runs
one cycle over every site's seeds, shows a progress bar on a terminal, and
ends with the run summary; without it, it keeps crawling sites as they
fall due, without the HTTP API.`, func(fs *flag.FlagSet, cfg *Config) {
		crawlFlags(fs, cfg)
		once = fs.Bool("once", false, "run one crawl cycle over all sites and exit")
		asJSON = fs.Bool("json", false, "print the run summary as JSON")
	})
	if err != nil {
		return err
	}
	if haveStore(cfg) != nil {
		// A mistyped --data holds no sites, and crawling creates none.
		return fmt.Errorf("%w: no sites to crawl in %s; add one with 'byline sites add URL…' or pass --data (env BYLINE_DATA)", errUsage, cfg.Data)
	}
	a, err := openApp(ctx, cfg, newLogger(e.stderr, cfg))
	if err != nil {
		return err
	}
	defer a.Close()
	if err := a.holdWorker(ctx); err != nil {
		return err
	}
	if !*once {
		// The indexer drains the outbox once more on the way out: the
		// store is closed only after that.
		ictx, cancel := context.WithCancel(ctx)
		defer cancel()
		indexed := make(chan struct{})
		go func() {
			defer close(indexed)
			a.indexer.Run(ictx, time.Second)
		}()
		err := a.schedule(ctx)
		cancel() // a halted crawl ends the indexer too (after its drain)
		<-indexed
		return err
	}
	sites, err := a.store.Sites(ctx)
	if err != nil {
		return err
	}
	if len(sites) == 0 {
		return fmt.Errorf("%w: no sites to crawl; add one with 'byline sites add URL…'", errUsage)
	}
	run, err := crawlWithProgress(ctx, e, a, pipeline.RunOptions{All: true})
	if *asJSON {
		writeJSON(e.stdout, newRunJSON(run, err))
	} else {
		printSummary(e.stdout, run, err)
	}
	return err
}

func crawlWithProgress(ctx context.Context, e *env, a *app, opts pipeline.RunOptions) (store.Run, error) {
	bar := newProgress(e.stderr, "crawling", 1)
	a.pipe.OnProgress = func(p pipeline.Progress) { bar.set(p.Done, p.Queued) }
	defer func() { a.pipe.OnProgress = nil }()
	run, err := a.crawlOnce(ctx, opts)
	bar.finish()
	return run, err
}

func cmdDemo(ctx context.Context, e *env, args []string) error {
	var once *bool
	var query, semQuery *string
	base := defaultConfig()
	base.Data = "./data/demo"
	base.Crawl.Delay = Duration(10 * time.Millisecond) // the fixture web is on this machine
	cfg, _, err := parseCommandOver(e, args, base, "demo", "[--once] [flags]", `
Shows Byline working offline in one command. It starts the built-in
fixture web (three small news sites: Vietnamese, English with JSON-LD,
German without any metadata) on a loopback port, registers its sites,
crawls them, indexes the articles and serves search on --addr. With
--once it crawls once, prints the run summary and the top hits of
--query, and exits. Fetching loopback addresses is allowed for the demo
only. Run it twice on the same --data: the second run finds nothing new.`, func(fs *flag.FlagSet, cfg *Config) {
		crawlFlags(fs, cfg)
		addrFlag(fs, cfg)
		once = fs.Bool("once", false, "crawl once, print the summary and sample hits, and exit")
		query = fs.String("query", "drawbridge", "sample query to run after crawling")
		semQuery = fs.String("semantic-query", "insects dying because of crop chemicals", "sample query to run in semantic and hybrid mode; empty for none")
	})
	if err != nil {
		return err
	}
	var apiLn net.Listener
	if !*once {
		// Taken before the crawl: a busy --addr fails now, not after it.
		if apiLn, err = listen(cfg.Addr); err != nil {
			return err
		}
		defer apiLn.Close()
	}
	web := fixtureweb.New(fixtureweb.Options{RotatingAds: true})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("start fixture web: %w", err)
	}
	webSrv := &http.Server{Handler: web, ReadHeaderTimeout: 5 * time.Second}
	go webSrv.Serve(ln) // stopped by Close below
	defer webSrv.Close()
	cfg.Crawl.AllowPrivate = true
	cfg.Crawl.resolve = web.Resolve(ln.Addr().String())
	log := newLogger(e.stderr, cfg)
	a, err := openApp(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer a.Close()
	if err := a.holdWorker(ctx); err != nil {
		return err
	}
	for _, host := range web.Sites() {
		if err := registerSite(ctx, a.store, host, web.Seeds(host), time.Duration(cfg.Crawl.Every), nil); err != nil {
			return err
		}
	}
	fmt.Fprintf(e.stderr, "fixture web on %s serving %v; data in %s\n", ln.Addr(), web.Sites(), dataWhere(cfg))
	run, err := crawlWithProgress(ctx, e, a, pipeline.RunOptions{All: true})
	printSummary(e.stdout, run, err)
	if err != nil {
		return err
	}
	res, err := a.index.Search(ctx, search.Query{Text: *query, Limit: 5})
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout)
	printHits(e.stdout, res, *query)
	if a.embed != nil && strings.TrimSpace(*semQuery) != "" { // --semantic-query '' skips them
		for _, mode := range []search.Mode{search.ModeSemantic, search.ModeHybrid} {
			q := search.Query{Text: *semQuery, Mode: mode, SemanticRatio: cfg.Search.SemanticRatio, Limit: 3}
			res, err := a.index.Search(ctx, q)
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "\n%s: ", mode)
			printHits(e.stdout, res, q.Text)
		}
	}
	if *once {
		return nil
	}
	return a.serveOn(ctx, apiLn, func(url string) {
		fmt.Fprintf(e.stdout, "\nsearch the demo: curl '%s/v1/search?q=%s'   (Ctrl-C to stop)\n", url, *query)
	})
}
