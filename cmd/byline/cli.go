package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"

	goredis "github.com/redis/go-redis/v9"
	"golang.org/x/term"
)

// env is what a command sees of the world.
type env struct {
	stdout, stderr io.Writer
	getenv         func(string) string
}

type command struct {
	name    string
	args    string
	summary string
	run     func(ctx context.Context, e *env, args []string) error
}

func commands() []command {
	return []command{
		{"serve", "[flags]", "crawl due sites on schedule, index, and serve the HTTP API until stopped", cmdServe},
		{"demo", "[--once] [flags]", "crawl the built-in fixture web offline and serve search over it", cmdDemo},
		{"crawl", "[--once] [flags]", "crawl the configured sites (one cycle with --once)", cmdCrawl},
		{"sites", "add URL… [--every 15m] | list", "register seed URLs, list sites", cmdSites},
		{"replay", "RUN_ID [--dry-run]", "re-run extraction of a crawl run from stored raw HTML, offline", cmdReplay},
		{"search", "QUERY [flags]", "search stored articles by keywords, meaning or both", cmdSearch},
		{"eval-search", "[--corpus DIR] [--semantic-ratio R] [--json]", "measure search relevance (nDCG@10, recall@10) on the corpus", cmdEvalSearch},
		{"reindex", "[flags]", "rebuild the search index from the store (progress bar)", cmdReindex},
		{"extract", "--cases FILE.jsonl --out PRED.jsonl | --url U --html FILE", "extract articles from saved pages", cmdExtract},
		{"eval", "--cases DIR|FILE [--pred PRED.jsonl] [--out-dir DIR] [--json]", "score extraction against a corpus", cmdEval},
		{"selectors", "learn|show|test|activate …", "generate, inspect, test and roll back per-site selector sets", cmdSelectors},
	}
}

// errUsage marks errors caused by how byline was called (exit code 2).
var errUsage = errors.New("usage")

func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The signal that stopped the command picks the exit code, as a
	// shell reports a process it killed: 130 for SIGINT, 143 for SIGTERM.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	var sigterm atomic.Bool
	go func() {
		select {
		case s := <-sigs:
			sigterm.Store(s == syscall.SIGTERM)
			cancel()
		case <-ctx.Done():
		}
	}()
	e := &env{stdout: stdout, stderr: stderr, getenv: getenv}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		err := c.run(ctx, e, args[1:])
		switch {
		case err == nil, errors.Is(err, flag.ErrHelp):
			return 0
		case errors.Is(err, errUsage):
			// errUsage only picks the exit code; its own word is noise.
			fmt.Fprintf(stderr, "byline %s: %s\n", c.name, strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
			return 2
		case errors.Is(err, context.Canceled):
			fmt.Fprintf(stderr, "byline %s: stopped\n", c.name)
			if sigterm.Load() {
				return 128 + int(syscall.SIGTERM)
			}
			return 130
		default:
			fmt.Fprintf(stderr, "byline %s: %v\n", c.name, err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "byline: unknown command %q\n\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprint(w, "Byline crawls news sites, extracts clean articles and makes them searchable.\n\nusage: byline COMMAND [flags]\n\ncommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, "\nRun 'byline COMMAND -h' for a command's flags.\n\nenvironment:\n")
	for _, v := range envVars {
		fmt.Fprintf(w, "  %-27s %s\n", v.name, v.help)
	}
}

// newFlags returns a flag set whose -h output explains the command.
func newFlags(e *env, name, args, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: byline %s %s\n\n%s\n\nflags:\n", name, args, strings.TrimSpace(about))
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, flags before or after positional arguments,
// and turns flag errors into usage errors.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(reorder(fs, args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	return nil
}

// parseCommand builds a command's configuration: defaults, file and
// environment, then its flags (the common ones plus what register adds)
// parsed from args, then Validate.
func parseCommand(e *env, args []string, name, usage, about string, register func(*flag.FlagSet, *Config)) (Config, *flag.FlagSet, error) {
	return parseCommandOver(e, args, defaultConfig(), name, usage, about, register)
}

// parseCommandOver is parseCommand for a command with defaults of its own
// (base): the config file, the environment and the flags override them,
// and -h shows them.
func parseCommandOver(e *env, args []string, base Config, name, usage, about string, register func(*flag.FlagSet, *Config)) (Config, *flag.FlagSet, error) {
	cfg, err := loadConfigOver(base, e.getenv, configFileArg(args))
	if err != nil {
		return cfg, nil, fmt.Errorf("%w: %s", errUsage, oneLine(err))
	}
	fs := newFlags(e, name, usage, about)
	commonFlags(fs, &cfg)
	if register != nil {
		register(fs, &cfg)
	}
	if err := parseFlags(fs, args); err != nil {
		return cfg, fs, err
	}
	if err := cfg.Validate(); err != nil {
		return cfg, fs, fmt.Errorf("%w: invalid configuration: %s", errUsage, oneLine(err))
	}
	return cfg, fs, nil
}

// oneLine is err's message on one line: errors.Join puts each of the
// settings found wrong at once on a line of its own.
func oneLine(err error) string {
	return strings.ReplaceAll(err.Error(), "\n", "; ")
}

// newLogger returns the command's logger. go-redis logs through a
// logger of its own, which the library keeps process-wide; it is pointed
// at this one too.
func newLogger(w io.Writer, cfg Config) *slog.Logger {
	var level slog.Level
	level.UnmarshalText([]byte(cfg.LogLevel)) // validated before
	opts := &slog.HandlerOptions{Level: level}
	var log *slog.Logger
	if cfg.LogFormat == "json" {
		log = slog.New(slog.NewJSONHandler(w, opts))
	} else {
		log = slog.New(slog.NewTextHandler(w, opts))
	}
	goredis.SetLogger(redisLog{log})
	return log
}

// redisLog passes go-redis's messages to slog at debug level: they are
// its connection pool's retries, whose final failure the caller gets as
// an error and reports in one line of its own.
type redisLog struct{ log *slog.Logger }

func (r redisLog) Printf(ctx context.Context, format string, v ...any) {
	r.log.DebugContext(ctx, "redis: "+fmt.Sprintf(format, v...))
}

// isTerminal reports whether w is an interactive terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// reorder moves flags ahead of positional arguments so that flags may
// follow them ("byline search lantern --site x"): the flag package stops
// at the first positional argument.
func reorder(fs *flag.FlagSet, args []string) []string {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) {
			if i+1 == len(args) {
				// Last, without its value: flag says so, rather than
				// taking a positional argument moved before it.
				return flags
			}
			flags = append(flags, args[i+1])
			i++
		}
	}
	return append(flags, pos...)
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
