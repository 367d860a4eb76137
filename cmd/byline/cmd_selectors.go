package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/prompts"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/rediscache"
	"github.com/bylinehq/byline/store"
)

func cmdSelectors(ctx context.Context, e *env, args []string) error {
	subs := map[string]struct {
		usage, about string
		run          func(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error
		flags        func(fs *flag.FlagSet)
	}{
		"learn": {"--cases FILE", `
Generates a selector set for every site of the cases (grouped by "site",
else by host) from up to --samples of its pages, validates it on them and
stores it as the site's next, active version. Sets that fail validation
are reported and not stored.`, runLearn, func(fs *flag.FlagSet) {
			fs.String("cases", "", "cases file (JSONL) or folder")
			fs.Int("samples", 5, "pages per site to learn from")
		}},
		"show": {"SITE [--version N] [--json]", `Shows a site's selector set: provenance, validation and the XPaths of every field.`,
			runShow, func(fs *flag.FlagSet) {
				fs.Int("version", 0, "version to show; 0 for the active one")
				fs.Bool("json", false, "print the set as JSON (the hand-editable format)")
			}},
		"test": {"SITE URL… | SITE --cases FILE", `
Applies a site's active selector set to live pages (fetched politely, with
the address guard) or to saved cases, and prints per page and field which
XPath won and what it found, or why nothing was found.`, runTest, func(fs *flag.FlagSet) {
			fs.String("cases", "", "cases file (JSONL) to test on instead of live URLs")
			fs.Int("version", 0, "version to test; 0 for the active one")
		}},
		"generate": {"URL… [--dry-run] [--no-store]", `
Fetches the given article pages of one site (2–5 work best), trims them
to the LLM's token budget and asks the configured LLM (BYLINE_LLM_*) for a
selector set, refining it on validation failures; without an LLM the
heuristic generator writes it. Prints the prompt's token count, the set,
and a per-field, per-page validation table; a valid set is stored as the
site's next active version. --dry-run prints the prompt and calls nothing.`, runGenerate, func(fs *flag.FlagSet) {
			fs.Bool("dry-run", false, "print the prompt and its token count; call no LLM, store nothing")
			fs.Bool("no-store", false, "do not store the generated set")
		}},
		"put": {"FILE.json [--cases FILE]", `
Stores a hand-written or hand-fixed selector set (the JSON of 'selectors
show SITE --json') as the site's next, active version. Every XPath must
compile; with --cases the set must also pass validation on the site's
pages there. Provenance says "human".`, runPut, func(fs *flag.FlagSet) {
			fs.String("cases", "", "cases file (JSONL) to validate the set on before storing")
		}},
		"activate": {"SITE VERSION", `Makes an older version of a site's set active again (the current one is retired, not deleted).`,
			runActivate, nil},
	}
	names := []string{"generate", "learn", "put", "show", "test", "activate"}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintln(e.stderr, "usage: byline selectors COMMAND\n\ncommands:")
		for _, n := range names {
			fmt.Fprintf(e.stderr, "  %-9s %s\n", n, subs[n].usage)
		}
		if len(args) == 0 {
			return fmt.Errorf("%w: give a selectors command", errUsage)
		}
		return flag.ErrHelp
	}
	sub, ok := subs[args[0]]
	if !ok {
		return fmt.Errorf("%w: unknown selectors command %q (want %s)", errUsage, args[0], strings.Join(names, ", "))
	}
	cfg, fs, err := parseCommand(e, args[1:], "selectors "+args[0], sub.usage, sub.about, func(fs *flag.FlagSet, cfg *Config) {
		if sub.flags != nil {
			sub.flags(fs)
		}
	})
	if err != nil {
		return err
	}
	return sub.run(ctx, e, cfg, fs)
}

func flagString(fs *flag.FlagSet, name string) string { return fs.Lookup(name).Value.String() }

func flagInt(fs *flag.FlagSet, name string) int {
	n, _ := strconv.Atoi(fs.Lookup(name).Value.String())
	return n
}

func runLearn(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	path := flagString(fs, "cases")
	if path == "" {
		return fmt.Errorf("%w: --cases is required", errUsage)
	}
	if n := flagInt(fs, "samples"); n < 1 {
		return fmt.Errorf("%w: --samples %d: want at least 1 page per site (default 5)", errUsage, n)
	}
	cs, err := eval.LoadCases(path)
	if err != nil {
		return err
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	bySite := map[string][]*extract.Page{}
	var order []string
	for _, c := range cs {
		p, err := eval.PageOf(c)
		if err != nil {
			fmt.Fprintf(e.stderr, "skipping %s: %v\n", c.ID, err)
			continue
		}
		if _, ok := bySite[p.Site]; !ok {
			order = append(order, p.Site)
		}
		if len(bySite[p.Site]) < flagInt(fs, "samples") {
			bySite[p.Site] = append(bySite[p.Site], p)
		}
	}
	gen := generate.NewHeuristic()
	applier := extract.NewApplier()
	stored, failed := 0, 0
	bar := newProgress(e.stderr, "learning", len(order))
	for _, site := range order {
		pages := bySite[site]
		set, err := gen.Generate(ctx, site, pages)
		if err != nil {
			return err
		}
		c, err := selectors.Compile(set)
		if err != nil {
			failed++
			fmt.Fprintf(e.stdout, "%s: generated set does not compile: %v\n", site, err)
			continue
		}
		v := generate.Validate(applier, c, pages)
		bar.add()
		if !v.OK {
			failed++
			fmt.Fprintf(e.stdout, "%s: not stored, fails on its samples: %s\n", site, strings.Join(v.Problems, "; "))
			continue
		}
		saved, err := st.PutSelectorSet(ctx, *c.Set)
		if err != nil {
			return err
		}
		stored++
		fmt.Fprintf(e.stdout, "%s: v%d from %d page(s), fill %s\n", site, saved.Version, len(pages), fillRates(saved.Scores))
	}
	bar.finish()
	fmt.Fprintf(e.stdout, "%d set(s) stored, %d site(s) failed validation\n", stored, failed)
	return nil
}

func fillRates(scores map[string]float64) string {
	var parts []string
	for _, f := range selectors.FieldNames {
		if v, ok := scores[f]; ok {
			parts = append(parts, fmt.Sprintf("%s %.2f", f, v))
		}
	}
	return strings.Join(parts, ", ")
}

// siteArg turns a site as a user may type it ("www.News.example", a URL
// of the site) into the site's ID, as crawl.SiteID gives it.
func siteArg(s string) string {
	u := s
	if !strings.Contains(u, "://") {
		u = "http://" + u
	}
	if id, err := crawl.SiteID(u); err == nil {
		return id
	}
	return s
}

func loadSet(ctx context.Context, st store.Store, site string, version int) (selectors.Set, error) {
	var set selectors.Set
	var err error
	if version < 0 {
		return set, fmt.Errorf("%w: --version %d: versions count from 1; 0 (the default) is the active one", errUsage, version)
	}
	if version > 0 {
		set, err = st.SelectorSetVersion(ctx, site, version)
	} else {
		set, err = st.SelectorSet(ctx, site)
	}
	switch {
	case errors.Is(err, store.ErrNotFound) && version > 0:
		return set, fmt.Errorf("%w: %q has no selector set version %d; 'byline selectors show %s' lists its versions", errUsage, site, version, site)
	case errors.Is(err, store.ErrNotFound):
		return set, fmt.Errorf("%w: no selector set for %q; 'byline selectors learn' or a crawl makes one", errUsage, site)
	}
	return set, err
}

func runShow(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: give one site, e.g. byline selectors show news.example", errUsage)
	}
	if err := haveStore(cfg); err != nil {
		return err
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	set, err := loadSet(ctx, st, siteArg(fs.Arg(0)), flagInt(fs, "version"))
	if err != nil {
		return err
	}
	if flagString(fs, "json") == "true" {
		return writeJSON(e.stdout, set)
	}
	versions, _ := st.SelectorSets(ctx, set.Site)
	printSet(e.stdout, set, len(versions))
	return nil
}

func printSet(w io.Writer, set selectors.Set, versions int) {
	p := set.Provenance
	if set.Version == 0 {
		fmt.Fprintf(w, "site %s, new set (not stored yet)\n", set.Site)
	} else {
		fmt.Fprintf(w, "site %s, version %d of %d, %s, created %s\n", set.Site, set.Version, versions, set.Status,
			set.CreatedAt.Local().Format(time.DateTime))
	}
	fmt.Fprintf(w, "generator %s", p.Generator)
	if p.Model != "" {
		fmt.Fprintf(w, " (%s %s, prompt %s, %d calls, %d tokens in, %d out, est. $%.4f, %s)", p.Provider, p.Model, p.PromptVersion,
			p.Calls, p.TokensIn, p.TokensOut, p.CostUSD, p.Duration.Round(time.Millisecond))
	} else if p.Calls > 0 {
		fmt.Fprintf(w, " (after %d LLM calls, %d tokens in, %d out, est. $%.4f)", p.Calls, p.TokensIn, p.TokensOut, p.CostUSD)
	}
	fmt.Fprintf(w, ", validated on %d page(s)\n", len(set.ValidatedOn))
	if p.Note != "" {
		fmt.Fprintf(w, "note: %s\n", p.Note)
	}
	if set.ArticleURLPattern != "" {
		fmt.Fprintf(w, "article URLs: %s\n", set.ArticleURLPattern)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FIELD\tFILL\tXPATHS (first plausible wins)")
	for _, f := range selectors.FieldNames {
		xs := set.Fields[f]
		if len(xs) == 0 {
			continue
		}
		fill := "–"
		if v, ok := set.Scores[f]; ok {
			fill = fmt.Sprintf("%.2f", v)
		}
		for i, x := range xs {
			if i == 0 {
				fmt.Fprintf(tw, "%s\t%s\t%d. %s\n", f, fill, i+1, x)
			} else {
				fmt.Fprintf(tw, "\t\t%d. %s\n", i+1, x)
			}
		}
	}
	for i, x := range set.Remove {
		label := ""
		if i == 0 {
			label = "remove"
		}
		fmt.Fprintf(tw, "%s\t\t%s\n", label, x)
	}
	tw.Flush()
}

func runTest(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	if fs.NArg() < 1 {
		return fmt.Errorf("%w: give a site, then URLs or --cases FILE", errUsage)
	}
	site := siteArg(fs.Arg(0))
	if err := haveStore(cfg); err != nil {
		return err
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	set, err := loadSet(ctx, st, site, flagInt(fs, "version"))
	if err != nil {
		return err
	}
	c, err := selectors.Compile(&set)
	if err != nil {
		return err
	}
	var pages []*extract.Page
	if path := flagString(fs, "cases"); path != "" {
		cs, err := eval.LoadCases(path)
		if err != nil {
			return err
		}
		for _, cs := range cs {
			if p, err := eval.PageOf(cs); err == nil && p.Site == site {
				pages = append(pages, p)
			}
		}
		if len(pages) == 0 {
			return fmt.Errorf("%w: no case of site %q in %s", errUsage, site, path)
		}
	} else {
		if fs.NArg() < 2 {
			return fmt.Errorf("%w: give page URLs after the site, or --cases FILE", errUsage)
		}
		pages, err = fetchPages(ctx, cfg, site, fs.Args()[1:])
		if err != nil {
			return err
		}
	}
	v := generate.Validate(extract.NewApplier(), c, pages)
	for _, rep := range v.Reports {
		fmt.Fprintln(e.stdout, rep.URL)
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fields := make([]string, 0, len(rep.Fields))
		for f := range rep.Fields {
			fields = append(fields, f)
		}
		sort.Slice(fields, func(i, j int) bool { return fieldOrder(fields[i]) < fieldOrder(fields[j]) })
		for _, f := range fields {
			fr := rep.Fields[f]
			if fr.Found {
				fmt.Fprintf(tw, "  %s\tok\t#%d\t%s\n", f, fr.XPath+1, printable(fr.Value))
			} else if c.Len(f) > 0 {
				fmt.Fprintf(tw, "  %s\tMISSING\t\t%s\n", f, fr.Reason)
			}
		}
		tw.Flush()
	}
	fmt.Fprintf(e.stdout, "fill: %s\n", fillRates(v.Scores))
	if !v.OK {
		return fmt.Errorf("the set fails on %d of %d page(s)", len(v.Problems), len(pages))
	}
	return nil
}

func fieldOrder(f string) int {
	for i, n := range selectors.FieldNames {
		if n == f {
			return i
		}
	}
	return 99
}

func runActivate(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	if fs.NArg() != 2 {
		return fmt.Errorf("%w: give a site and a version, e.g. byline selectors activate news.example 2", errUsage)
	}
	v, err := strconv.Atoi(fs.Arg(1))
	if err != nil {
		return fmt.Errorf("%w: version %q is not a number", errUsage, fs.Arg(1))
	}
	if err := haveStore(cfg); err != nil {
		return err
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	site := siteArg(fs.Arg(0))
	err = st.SetSelectorStatus(ctx, site, v, selectors.StatusActive)
	if errors.Is(err, store.ErrNotFound) {
		if _, lerr := loadSet(ctx, st, site, v); lerr != nil {
			err = lerr // says what is missing and where to look
		}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: version %d is active\n", site, v)
	return announce(ctx, cfg, site)
}

// announce tells running byline processes that share Redis that site's
// active set changed; without Redis they read it when next started.
func announce(ctx context.Context, cfg Config, site string) error {
	if cfg.RedisURL == "" {
		return nil
	}
	c, err := rediscache.Open(ctx, cfg.RedisURL, cfg.RedisPrefix+"selectors:")
	if err != nil {
		return fmt.Errorf("stored, but running processes were not told: %w (check BYLINE_REDIS_URL)", err)
	}
	defer c.Close()
	return c.Invalidate(ctx, site)
}

// fetchPages fetches and parses live pages of site, politely and behind
// the address guard.
func fetchPages(ctx context.Context, cfg Config, site string, urls []string) ([]*extract.Page, error) {
	f := crawl.NewFetcher(crawl.FetchConfig{UserAgent: cfg.Crawl.UserAgent, Timeout: time.Duration(cfg.Crawl.Timeout),
		MaxBodySize: cfg.Crawl.MaxBody, AllowPrivate: cfg.Crawl.AllowPrivate, Resolve: cfg.Crawl.resolve}, nil)
	defer f.CloseIdleConnections()
	var pages []*extract.Page
	for _, u := range urls {
		resp, err := f.Fetch(ctx, crawl.Request{URL: u})
		if err != nil {
			return nil, err
		}
		if resp.Status != 200 {
			return nil, fmt.Errorf("fetch %s: HTTP %d", u, resp.Status)
		}
		doc, _, err := extract.ParseHTML(resp.Body, crawl.WithDetectedCharset(resp.Body, resp.ContentType, u))
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", u, err)
		}
		pages = append(pages, &extract.Page{URL: u, Site: site, Doc: doc})
	}
	return pages, nil
}

func runGenerate(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	if fs.NArg() == 0 {
		return fmt.Errorf("%w: give article URLs of one site, e.g. byline selectors generate https://news.example/a https://news.example/b", errUsage)
	}
	site, err := crawl.SiteID(fs.Arg(0))
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	for _, u := range fs.Args()[1:] {
		if s, err := crawl.SiteID(u); err != nil || s != site {
			return fmt.Errorf("%w: %s is not a page of %s; give pages of one site", errUsage, u, site)
		}
	}
	dry := flagString(fs, "dry-run") == "true"
	applier := extract.NewApplier()
	log := newLogger(e.stderr, cfg)
	gens, err := newGenerators(ctx, cfg.LLM, applier, log)
	if err != nil {
		return err
	}
	pages, err := fetchPages(ctx, cfg, site, fs.Args())
	if err != nil {
		return err
	}
	if gens.llmGen != nil || dry {
		g := gens.llmGen
		if g == nil { // a dry run needs no provider: show what would be sent
			ps, err := prompts.New()
			if err != nil {
				return err
			}
			g = &generate.LLM{Prompts: ps, PageTokens: cfg.LLM.PageTokens}
		}
		system, user, err := g.Prompt(site, pages[:min(len(pages), g.Samples())])
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "prompt: %d tokens (system %d, user %d; %d of %d page(s) shown, %d tokens per page at most)\n",
			llm.CountTokens(system)+llm.CountTokens(user), llm.CountTokens(system), llm.CountTokens(user),
			min(len(pages), g.Samples()), len(pages), cmp.Or(cfg.LLM.PageTokens, 6000))
		if dry {
			fmt.Fprintf(e.stdout, "\n--- system ---\n%s\n--- user ---\n%s\n", system, user)
			return nil
		}
	} else {
		fmt.Fprintln(e.stdout, "no LLM configured (BYLINE_LLM_PROVIDER): the heuristic generator writes the set")
	}
	set, err := gens.gen.Generate(ctx, site, pages)
	if err != nil {
		return err
	}
	u := gens.meter.Usage()
	if u.Calls > 0 {
		fmt.Fprintf(e.stdout, "LLM: %d call(s), %d tokens in, %d out, est. $%.4f%s\n", u.Calls, u.TokensIn, u.TokensOut, u.CostUSD, reasons(u.Rejected))
	}
	c, err := selectors.Compile(set)
	if err != nil {
		return fmt.Errorf("generated set does not compile, not stored: %w", err)
	}
	v := generate.Validate(applier, c, pages)
	set.Scores = v.Scores
	printSet(e.stdout, *set, 0)
	printValidation(e.stdout, c, v)
	if !v.OK {
		return fmt.Errorf("the set fails validation, not stored: %s", strings.Join(v.Problems, "; "))
	}
	if flagString(fs, "no-store") == "true" {
		return nil
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	saved, err := st.PutSelectorSet(ctx, *set)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "stored %s v%d (active)\n", saved.Site, saved.Version)
	return announce(ctx, cfg, saved.Site)
}

// printValidation writes one row per field and one column per page: ok
// with the index of the XPath that won, or why nothing was found.
func printValidation(w io.Writer, c *selectors.Compiled, v generate.Validation) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "FIELD\tFILL")
	for i := range v.Reports {
		fmt.Fprintf(tw, "\tPAGE %d", i+1)
	}
	fmt.Fprintln(tw)
	for _, f := range selectors.FieldNames {
		if c.Len(f) == 0 {
			continue
		}
		fmt.Fprintf(tw, "%s\t%.2f", f, v.Scores[f])
		for _, rep := range v.Reports {
			fr := rep.Fields[f]
			if fr.Found {
				fmt.Fprintf(tw, "\tok #%d", fr.XPath+1)
			} else {
				fmt.Fprintf(tw, "\tMISSING: %s", shorten(fr.Reason, 40))
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	for i, rep := range v.Reports {
		fmt.Fprintf(w, "page %d: %s\n", i+1, rep.URL)
	}
}

func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func runPut(ctx context.Context, e *env, cfg Config, fs *flag.FlagSet) error {
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: give one selector set file, e.g. byline selectors put news.example.json", errUsage)
	}
	b, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return err
	}
	var set selectors.Set
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&set); err != nil {
		return fmt.Errorf("%s: %w (want the JSON of 'byline selectors show SITE --json')", fs.Arg(0), err)
	}
	if set.Site == "" {
		return fmt.Errorf("%s: \"site\" is empty", fs.Arg(0))
	}
	// Stored under the site's ID, as a crawl looks it up: a www. host or
	// a URL of the site would make a set no page ever uses.
	set.Site = siteArg(set.Site)
	c, err := selectors.Compile(&set)
	if err != nil {
		return err
	}
	set.Version, set.Status, set.CreatedAt = 0, "", time.Now().UTC()
	set.Provenance = selectors.Provenance{Generator: "human", Note: "stored from " + filepath.Base(fs.Arg(0))}
	if path := flagString(fs, "cases"); path != "" {
		cs, err := eval.LoadCases(path)
		if err != nil {
			return err
		}
		var pages []*extract.Page
		for _, cs := range cs {
			if p, err := eval.PageOf(cs); err == nil && p.Site == set.Site {
				pages = append(pages, p)
			}
		}
		if len(pages) == 0 {
			return fmt.Errorf("%w: no case of site %q in %s", errUsage, set.Site, path)
		}
		v := generate.Validate(extract.NewApplier(), c, pages)
		printValidation(e.stdout, c, v)
		if !v.OK {
			return fmt.Errorf("the set fails validation, not stored: %s", strings.Join(v.Problems, "; "))
		}
		set.Scores = v.Scores
		for _, p := range pages {
			set.ValidatedOn = append(set.ValidatedOn, p.URL)
		}
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	saved, err := st.PutSelectorSet(ctx, set)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "stored %s v%d (active)\n", saved.Site, saved.Version)
	return announce(ctx, cfg, saved.Site)
}
