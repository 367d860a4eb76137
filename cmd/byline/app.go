package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/bylinehq/byline/api"
	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/rediscache"
	"github.com/bylinehq/byline/selectors/registry"
	"github.com/bylinehq/byline/store"
	mongostore "github.com/bylinehq/byline/store/mongo"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/store/sqlite"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// app is Byline wired together on the embedded defaults.
type app struct {
	cfg     Config
	log     *slog.Logger
	store   store.Store // SQLite under cfg.Data, or MongoDB
	index   searchIndex
	embed   search.NamedEmbedder
	pipe    *pipeline.Pipeline
	indexer *pipeline.Indexer
	redis   *redisstore.Frontier // nil unless BYLINE_REDIS_URL is set
	shared  *rediscache.Cache    // nil unless BYLINE_REDIS_URL is set
	gens    *generators
	reg     *registry.Registry
	stop    context.CancelFunc // ends background listeners
	metrics *prometheus.Registry
	// dropWorker ends this process's hold on its worker id (see
	// holdWorker); nil when it holds none.
	dropWorker func()
}

// holdWorker holds this process's worker id (see claimOwner) while it
// runs, when it shares a frontier with other processes (Redis, MongoDB):
// the processes that crawl (serve, crawl, demo) call it before their
// first run, so that one started under the id of a live process fails
// instead of taking that process's claims for its own.
func (a *app) holdWorker(ctx context.Context) error {
	var lv workerHolder
	if a.redis != nil {
		lv = a.redis
	} else if m, ok := a.store.(*mongostore.Store); ok {
		lv = m
	}
	if lv == nil {
		return nil
	}
	stop, err := holdWorkerID(ctx, lv, claimOwner(a.cfg), processName(), workerTTL, a.log, a.pipe)
	if err != nil {
		return err
	}
	a.dropWorker = stop
	return nil
}

func indexPath(cfg Config) string { return filepath.Join(cfg.Data, "index.bleve") }

// openApp opens the store and the index and wires the pipeline.
func openApp(ctx context.Context, cfg Config, log *slog.Logger) (*app, error) {
	st, err := openStore(ctx, cfg)
	if err != nil {
		return nil, err
	}
	idx, emb, err := openSearch(ctx, cfg, log, 0)
	if err != nil {
		st.Close()
		if errors.Is(err, bleve.ErrLocked) {
			return nil, fmt.Errorf("%w: is another byline serve, demo or crawl using %s?", err, cfg.Data)
		}
		return nil, err
	}
	f := crawl.NewFetcher(crawl.FetchConfig{
		UserAgent: cfg.Crawl.UserAgent, Timeout: time.Duration(cfg.Crawl.Timeout), MaxBodySize: cfg.Crawl.MaxBody,
		AllowPrivate: cfg.Crawl.AllowPrivate, Resolve: cfg.Crawl.resolve,
	}, log)
	applier := extract.NewApplier()
	a := &app{cfg: cfg, log: log, store: st, index: idx, embed: emb, stop: func() {}}
	gens, err := newGenerators(ctx, cfg.LLM, applier, log)
	if err != nil {
		a.Close()
		return nil, err
	}
	a.gens = gens
	opts := registry.Options{Rescue: generate.NewHeuristic(), Log: log}
	if cfg.RedisURL != "" {
		// Selector sets, generation locks and invalidations are shared
		// through Redis, so that processes generate a site's set once.
		a.shared, err = rediscache.Open(ctx, cfg.RedisURL, cfg.RedisPrefix+"selectors:")
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("%w (check BYLINE_REDIS_URL)", err)
		}
		opts.Shared = a.shared
	}
	a.reg = registry.New(st, gens.gen, applier, opts)
	if a.shared != nil {
		lctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		a.stop = cancel
		go func() {
			if err := a.reg.Listen(lctx); err != nil && lctx.Err() == nil {
				log.Warn("selector invalidations from Redis stopped; this process may use a replaced set until restart", "err", err)
			}
		}()
	}
	pipe := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), newExtractor(a.reg, applier, gens.fallback(), log), pipelineConfig(cfg), log)
	pipe.SetLLMMeter(gens.meter)
	pipe.SetStoredSets(a.reg)
	a.pipe, a.indexer = pipe, pipeline.NewIndexer(st, idx, log).WithEmbedder(emb)
	if cfg.RedisURL != "" {
		fr, err := redisstore.Open(ctx, cfg.RedisURL, cfg.RedisPrefix)
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("%w (check BYLINE_REDIS_URL)", err)
		}
		fr.SetOwner(claimOwner(cfg))
		a.redis = fr
		pipe.SetFrontierStore(fr)
	}
	if cfg.Metrics {
		a.metrics = prometheus.NewRegistry()
		a.metrics.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
		if err := a.metrics.Register(llm.Collector(gens.meter)); err != nil {
			a.Close()
			return nil, err
		}
		m, err := pipeline.NewMetrics(a.metrics)
		if err != nil {
			a.Close()
			return nil, err
		}
		pipe.SetMetrics(m)
	}
	if err := a.repairIndex(ctx, io.Discard); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}

// openStore opens the document store: MongoDB when BYLINE_MONGO_URL is
// set, else SQLite under the data directory.
func openStore(ctx context.Context, cfg Config) (store.Store, error) {
	if cfg.MongoURL != "" {
		st, err := mongostore.Open(ctx, cfg.MongoURL, cfg.MongoDB)
		if err != nil {
			return nil, fmt.Errorf("%w (check BYLINE_MONGO_URL)", err)
		}
		st.SetOwner(claimOwner(cfg))
		return st, nil
	}
	st, err := sqlite.Open(ctx, cfg.Data)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// claimOwner names this process's claims on a frontier shared with other
// processes (Redis, MongoDB): BYLINE_WORKER_ID when set, else its host and
// data directory. A process restarted under the name it had (after a
// SIGKILL) takes over the URLs and hosts it held at once; two live
// processes under one name would take each other's claims for their own
// (the second one to start refuses to, see holdWorker), so processes
// that share a host name and data dir (containers with --network host,
// several on one machine) and a process rescheduled under a new host
// name (a pod) set BYLINE_WORKER_ID.
func claimOwner(cfg Config) string {
	if cfg.WorkerID != "" {
		return cfg.WorkerID
	}
	host, _ := os.Hostname()
	dir, err := filepath.Abs(cfg.Data)
	if err != nil {
		dir = cfg.Data
	}
	return host + ":" + dir
}

// dataWhere says where Byline keeps its data, for messages.
func dataWhere(cfg Config) string {
	if cfg.MongoURL != "" {
		return cfg.Data + " (documents in MongoDB database " + cfg.MongoDB + ")"
	}
	return cfg.Data
}

// scheduleJitter is the fraction of a site's interval added at random to
// its next due time.
const scheduleJitter = 0.1

// pipelineConfig maps the crawl settings onto the pipeline's.
func pipelineConfig(cfg Config) pipeline.Config {
	c := cfg.Crawl
	return pipeline.Config{
		Workers: c.Workers, HostParallel: c.HostParallel, Delay: time.Duration(c.Delay), MaxDepth: c.MaxDepth,
		MaxAttempts: c.MaxAttempts, RetryBase: time.Duration(c.RetryBase), RetryMax: time.Duration(c.RetryMax), MaxWait: time.Duration(c.MaxWait),
		MaxRun: time.Duration(c.MaxRun), FailLimit: c.FailLimit, HostFailLimit: c.HostFails, BloomCapacity: uint(c.BloomCap), BloomFP: c.BloomFP,
		Jitter: scheduleJitter, FetchLogDir: filepath.Join(cfg.Data, "runs"),
	}
}

// newExtractor is Byline's article extractor around a set source: the
// source's set, a set regenerated from a failing page, then whole-page
// extraction.
func newExtractor(src extract.SetSource, applier *extract.Applier, fallback extract.WholePage, log *slog.Logger) *extract.Extractor {
	x := &extract.Extractor{Sets: src, Applier: applier, Fallback: fallback, Log: log}
	if o, ok := src.(interface {
		Observe(context.Context, extract.Outcome)
	}); ok {
		x.Observe = o.Observe // drift tracking
	}
	return x
}

// coldExtractor generates a set from each page itself and keeps nothing.
func coldExtractor(applier *extract.Applier) *extract.Extractor {
	return newExtractor(generate.Cold{Gen: generate.NewHeuristic()}, applier, extract.Trafilatura{}, nil)
}

func (a *app) Close() error {
	var errs []error
	if a.dropWorker != nil {
		a.dropWorker()
	}
	if a.stop != nil {
		a.stop()
	}
	if a.shared != nil {
		errs = append(errs, a.shared.Close())
	}
	if a.redis != nil {
		errs = append(errs, a.redis.Close())
	}
	return errors.Join(append(errs, a.index.Close(), a.store.Close())...)
}

// crawlOnce runs one crawl cycle and indexes what it stored.
func (a *app) crawlOnce(ctx context.Context, opts pipeline.RunOptions) (store.Run, error) {
	run, err := a.run(ctx, opts)
	if _, ierr := a.indexer.Drain(context.WithoutCancel(ctx)); ierr != nil {
		err = errors.Join(err, fmt.Errorf("index: %w", ierr))
	}
	return run, err
}

// serve runs the scheduler, the indexer and the HTTP API until ctx is
// canceled, then shuts down in order: HTTP stops accepting, the running
// crawl stops (its frontier stays in the store), the indexer drains.
func (a *app) serve(ctx context.Context, addr string, started func(url string)) error {
	ln, err := listen(addr)
	if err != nil {
		return err
	}
	return a.serveOn(ctx, ln, started)
}

// apiAddrFile, in the data directory, holds the listen address of the
// serve or demo running on it.
const apiAddrFile = "api.addr"

// servingAddr is the API address recorded in data by a running serve or
// demo; "" when none is.
func servingAddr(data string) string {
	b, err := os.ReadFile(filepath.Join(data, apiAddrFile))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// listen opens the API's listener on addr.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w (set --addr or BYLINE_ADDR)", addr, err)
	}
	return ln, nil
}

// serveOn is serve on a listener already open; it closes ln.
func (a *app) serveOn(ctx context.Context, ln net.Listener, started func(url string)) error {
	apiSrv := &api.Server{Search: a.index, Articles: a.store, Ready: a.ready, Log: a.log,
		Defaults: a.cfg.Search.defaultQuery()}
	if a.metrics != nil {
		apiSrv.Metrics = api.MetricsHandler(a.metrics)
	}
	srv := &http.Server{
		Handler:           apiSrv.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
	}
	// Canceled on the way out, a server's error or a halted crawl's as
	// well as a signal's: the indexer and the scheduler end with it.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	errc := make(chan error, 1)
	wg.Add(3)
	go func() { // exits when Shutdown is called
		defer wg.Done()
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			select {
			case errc <- err:
			default: // a halted crawl's error is reported already
			}
		}
	}()
	go func() { // exits on ctx.Done after a final drain
		defer wg.Done()
		a.indexer.Run(ctx, time.Second)
	}()
	go func() { // exits on ctx.Done, or when crawling halts (see schedule)
		defer wg.Done()
		if err := a.schedule(ctx); err != nil {
			select {
			case errc <- err:
			default: // the server's error is reported already
			}
		}
	}()
	// 'byline search' on the same data directory finds the API here
	// while this process holds the index, whatever --addr it was given.
	addrFile := filepath.Join(a.cfg.Data, apiAddrFile)
	if err := os.WriteFile(addrFile, []byte(ln.Addr().String()+"\n"), 0o644); err != nil {
		a.log.Warn("cannot record the API address for byline search", "file", addrFile, "err", err)
	} else {
		defer os.Remove(addrFile)
	}
	if started != nil {
		started("http://" + ln.Addr().String())
	}
	a.log.Info("serving", "addr", ln.Addr().String(), "data", dataWhere(a.cfg))
	var serveErr error
	select {
	case <-ctx.Done():
	case serveErr = <-errc:
	}
	cancel()
	shutdown, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	srv.Shutdown(shutdown)
	wg.Wait()
	return serveErr
}

// run is one crawl run with a fresh LLM call budget.
func (a *app) run(ctx context.Context, opts pipeline.RunOptions) (store.Run, error) {
	a.gens.meter.SetBudget(a.cfg.LLM.MaxCalls)
	return a.pipe.Run(ctx, opts)
}

// schedule crawls due sites until ctx is canceled, sleeping until the
// next site is due (and at most 30s, so sites added meanwhile are seen);
// a run that left URLs for the next one (it reached BYLINE_CRAWL_MAX_RUN,
// or a site was added) is followed by the next at once. It returns the
// pipeline's halt error (this process lost its worker id, see
// holdWorkerID) after the run it ended, or at once when it comes between
// runs, else nil at ctx's end.
func (a *app) schedule(ctx context.Context) error {
	for {
		run, err := a.run(ctx, pipeline.RunOptions{})
		if herr := a.pipe.Halted(); herr != nil {
			return herr
		}
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			a.log.Error("crawl run failed", "err", err)
		} else if run.Summary.Fetched > 0 {
			a.log.Info("crawl run done", "run", run.ID, "fetched", run.Summary.Fetched, "new", run.Summary.New,
				"updated", run.Summary.Updated, "duration", run.Summary.Duration.Round(time.Millisecond))
		}
		var sites []store.Site
		if err == nil && run.Summary.Skipped["next_run"] == 0 {
			sites, _ = a.store.Sites(ctx) // none read: look again in 30s
		}
		wait := scheduleWait(run, err, sites, time.Now())
		select {
		case <-ctx.Done():
			return nil
		case <-a.pipe.Halting(): // the worker id lost between runs
			return a.pipe.Halted()
		case <-time.After(wait):
		}
	}
}

// scheduleWait is how long schedule sleeps after a run that ended with
// err: none when the run left URLs for the next one (it reached its
// longest time, or a site was added), else until the next site of sites
// is due, at least a second and at most 30.
func scheduleWait(run store.Run, err error, sites []store.Site, now time.Time) time.Duration {
	if err == nil && run.Summary.Skipped["next_run"] > 0 {
		return 0
	}
	wait := 30 * time.Second
	for _, s := range sites {
		if d := s.NextDue.Sub(now); d < wait {
			wait = max(d, time.Second)
		}
	}
	return wait
}

func (a *app) ready(ctx context.Context) error {
	if _, err := a.store.CountArticles(ctx); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if _, err := a.index.Count(ctx); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	return nil
}
