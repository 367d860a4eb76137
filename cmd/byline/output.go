package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/schollz/progressbar/v3"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
)

// printSummary writes a run summary for people; err is how the run
// ended, and a run stopped by Ctrl-C or SIGTERM says so.
func printSummary(w io.Writer, r store.Run, err error) {
	s := r.Summary
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(w, "run %s stopped after %s; its queue is kept, the next crawl resumes it\n", r.ID, s.Duration.Round(time.Millisecond))
	} else {
		fmt.Fprintf(w, "run %s finished in %s\n", r.ID, s.Duration.Round(time.Millisecond))
	}
	fmt.Fprintf(w, "  discovered %6d   queued       %6d   fetched    %6d\n", s.Discovered, s.Queued, s.Fetched)
	fmt.Fprintf(w, "  extracted  %6d   new          %6d   updated    %6d\n", s.Extracted, s.New, s.Updated)
	fmt.Fprintf(w, "  unchanged  %6d   not modified %6d (304, included in unchanged)\n", s.Unchanged, s.NotModified)
	fmt.Fprintf(w, "  failed     %6d%s\n", total(s.Failed), reasons(s.Failed))
	if s.Retried > 0 {
		fmt.Fprintf(w, "  retried    %6d   (URLs requeued after an error, a timeout, a 429, a 5xx or an unreadable robots.txt)\n", s.Retried)
	}
	fmt.Fprintf(w, "  skipped    %6d%s\n", total(s.Skipped), reasons(s.Skipped))
	for _, h := range s.Waiting {
		fmt.Fprintf(w, "  waiting    %s until %s (%s), %d url(s) left for a later run\n",
			h.Host, h.Until.UTC().Format(time.RFC3339), h.Reason, h.URLs)
	}
	fmt.Fprintf(w, "  llm calls  %6d   llm tokens   %6d (%d in, %d out)   est. cost $%.4f\n",
		s.LLMCalls, s.LLMTokens, s.LLMTokensIn, s.LLMTokensOut, s.LLMCostUSD)
	if s.LLMTruncated+s.LLMFailed+total(s.LLMRejected) > 0 {
		fmt.Fprintf(w, "  llm truncated %d, failed %d, answers refused %d%s\n",
			s.LLMTruncated, s.LLMFailed, total(s.LLMRejected), reasons(s.LLMRejected))
	}
}

// runJSON is a run as `crawl --json` prints it. Go marshals a
// time.Duration as nanoseconds, which no reader expects; the CLI prints
// durations as seconds in fields ending in _s. The store keeps its own
// format, so the view lives here.
type runJSON struct {
	store.Run
	Summary summaryJSON `json:"summary"`
	// Stopped: Ctrl-C or SIGTERM ended the run; its queue is kept.
	Stopped bool `json:"stopped,omitempty"`
}

type summaryJSON struct {
	store.Summary
	Duration  struct{} `json:"duration,omitzero"` // hides Summary.Duration's nanoseconds
	DurationS float64  `json:"duration_s"`
}

// newRunJSON is run r for `crawl --json`; err is how the run ended.
func newRunJSON(r store.Run, err error) runJSON {
	return runJSON{Run: r, Summary: summaryJSON{Summary: r.Summary, DurationS: r.Summary.Duration.Seconds()},
		Stopped: errors.Is(err, context.Canceled)}
}

func total(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func reasons(m map[string]int) string {
	if len(m) == 0 {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return "   (" + strings.Join(parts, ", ") + ")"
}

// printHits writes search results for people.
func printHits(w io.Writer, res search.Result, q string) {
	fmt.Fprintf(w, "%d result(s) for %q in %s\n", res.Total, q, res.Took.Round(time.Microsecond))
	for i, h := range res.Hits {
		date := "          "
		if !h.Published.IsZero() {
			date = h.Published.Format("2006-01-02")
		}
		fmt.Fprintf(w, "%2d. %s  %-24s %s\n    %s\n", i+1, date, printable(h.Site), printable(h.Title), printable(h.URL))
		if h.Snippet != "" {
			fmt.Fprintf(w, "    %s\n", plainSnippet(h.Snippet))
		}
	}
}

// printSearchExtras prints facets, highlights and the next cursor.
func printSearchExtras(w io.Writer, q search.Query, res search.Result) {
	if q.Highlights {
		for i, h := range res.Hits {
			for _, f := range []string{"title", "body"} {
				for _, frag := range h.Highlights[f] {
					fmt.Fprintf(w, "  %2d. %-5s %s\n", i+1, f, plainSnippet(frag))
				}
			}
		}
	}
	for _, f := range q.Facets {
		fmt.Fprintf(w, "%s:", f)
		for _, c := range res.Facets[f] {
			fmt.Fprintf(w, " %s (%d)", printable(c.Value), c.Count)
		}
		fmt.Fprintln(w)
	}
	if res.Next != "" {
		fmt.Fprintf(w, "more: --cursor %s\n", res.Next)
	}
}

// plainSnippet turns <mark> highlights into «…» for a terminal.
func plainSnippet(s string) string {
	return printable(html.UnescapeString(strings.NewReplacer("<mark>", "«", "</mark>", "»").Replace(s)))
}

// printable is text taken from crawled pages made safe for a terminal: a
// page can carry control characters (&#27; decodes to ESC) that would
// clear the screen, retitle the window or plant a link when printed, so
// they become U+FFFD, and tabs and line breaks spaces.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case unicode.IsControl(r):
			return unicode.ReplacementChar
		case r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069':
			// Bidi embeddings, overrides and isolates: left unclosed on
			// a terminal line, they reorder the rest of it.
			return -1
		}
		return r
	}, s)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// progress shows a progress bar on a terminal and nothing elsewhere. Its
// total may grow as work is discovered.
type progress struct {
	mu  sync.Mutex
	bar *progressbar.ProgressBar
}

func newProgress(w io.Writer, label string, max int) *progress {
	if !isTerminal(w) {
		return &progress{}
	}
	return &progress{bar: progressbar.NewOptions(max,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(label),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("pages"),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)}
}

// set moves the bar to done out of total.
func (p *progress) set(done, total int) {
	if p.bar == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if total > p.bar.GetMax() {
		p.bar.ChangeMax(total)
	}
	p.bar.Set(done)
}

// add advances the bar by one.
func (p *progress) add() {
	if p.bar == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Add(1)
}

func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}
