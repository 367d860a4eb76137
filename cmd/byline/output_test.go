package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store"
)

// TestCrawlJSONDurationsInSeconds: `crawl --json` prints the run's
// duration as seconds (duration_s), not as Go's nanoseconds.
func TestCrawlJSONDurationsInSeconds(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"BYLINE_CRAWL_ALLOW_PRIVATE": "true", "BYLINE_CRAWL_MAX_ATTEMPTS": "1"}
	if code, _, stderr := byline(t, env, "sites", "add", "--data", dir, "http://127.0.0.1:1/"); code != 0 {
		t.Fatalf("sites add: exit %d: %s", code, stderr)
	}
	_, out, stderr := byline(t, env, "crawl", "--once", "--json", "--data", dir)
	var run struct {
		Summary map[string]any `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &run); err != nil {
		t.Fatalf("crawl --json: %v\n%s\n%s", err, out, stderr)
	}
	s, ok := run.Summary["duration_s"].(float64)
	if !ok || s <= 0 || s > 60 {
		t.Errorf("summary.duration_s = %v, want the run's seconds\n%s", run.Summary["duration_s"], out)
	}
	if d, ok := run.Summary["duration"]; ok {
		t.Errorf("summary.duration = %v: nanoseconds are still printed", d)
	}
}

// TestSummaryOfStoppedRun: a run stopped by a signal is not reported as
// finished.
func TestSummaryOfStoppedRun(t *testing.T) {
	run := store.Run{ID: "20260101T000000Z-abcdef", Summary: store.Summary{Duration: 2 * time.Second}}
	var buf strings.Builder
	printSummary(&buf, run, fmt.Errorf("crawl: %w", context.Canceled))
	if first, _, _ := strings.Cut(buf.String(), "\n"); !strings.Contains(first, "stopped after 2s") || strings.Contains(first, "finished") {
		t.Errorf("stopped run: %q", first)
	}
	// crawl --json says so too, and only then.
	for err, want := range map[error]string{fmt.Errorf("crawl: %w", context.Canceled): `"stopped":true`, nil: ""} {
		out, jerr := json.Marshal(newRunJSON(run, err))
		if jerr != nil {
			t.Fatal(jerr)
		}
		if got := strings.Contains(string(out), `"stopped"`); got != (want != "") || want != "" && !strings.Contains(string(out), want) {
			t.Errorf("crawl --json of a run ended by %v: %s", err, out)
		}
	}
	buf.Reset()
	printSummary(&buf, run, nil)
	if !strings.HasPrefix(buf.String(), "run 20260101T000000Z-abcdef finished in 2s\n") {
		t.Errorf("finished run: %q", buf.String())
	}
}

// TestRedisDownIsOneLine: an unreachable Redis is one line naming the
// setting, without go-redis's own log lines around it. go-redis writes
// to the process's stderr, so the command runs as a subprocess.
func TestRedisDownIsOneLine(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a subprocess")
	}
	dir := t.TempDir()
	if code, _, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/"); code != 0 {
		t.Fatalf("sites add: exit %d: %s", code, stderr)
	}
	cmd := exec.Command(os.Args[0], "crawl", "--once", "--data", dir)
	cmd.Env = []string{"BYLINE_TEST_MAIN=1", "HOME=" + os.Getenv("HOME"), "BYLINE_REDIS_URL=redis://127.0.0.1:1/0"}
	out, _ := cmd.CombinedOutput()
	if lines := strings.Split(strings.TrimSpace(string(out)), "\n"); len(lines) != 1 || !strings.Contains(lines[0], "check BYLINE_REDIS_URL") {
		t.Errorf("crawl with Redis down printed %d line(s), want one naming BYLINE_REDIS_URL:\n%s", len(lines), out)
	}
}

// TestDemoBusyAddrFailsFirst: demo (serving) on an address in use fails
// before it crawls, not after.
func TestDemoBusyAddrFailsFirst(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	code, out, stderr := byline(t, nil, "demo", "--data", t.TempDir(), "--addr", ln.Addr().String())
	if code == 0 || !strings.Contains(stderr, "listen on "+ln.Addr().String()) || strings.Contains(out, "finished in") {
		t.Errorf("demo on a busy address: exit %d\n%s\n%s; want the listen error before any crawl", code, out, stderr)
	}
}

// TestSignalPicksTheExitCode: a crawl stopped by SIGTERM exits 143, by
// SIGINT 130, as a shell reports a process such a signal killed. The
// command runs as a subprocess; the signal is sent once the site's server
// has a request, so the crawl is under way.
func TestSignalPicksTheExitCode(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a subprocess")
	}
	for sig, want := range map[syscall.Signal]int{syscall.SIGTERM: 143, syscall.SIGINT: 130} {
		t.Run(sig.String(), func(t *testing.T) {
			asked := make(chan struct{}, 1)
			release := make(chan struct{})
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				select {
				case asked <- struct{}{}:
				default:
				}
				<-release // a server that never answers in time
			}))
			defer srv.Close()
			defer close(release)
			dir := t.TempDir()
			env := map[string]string{"BYLINE_CRAWL_ALLOW_PRIVATE": "true"}
			if code, _, stderr := byline(t, env, "sites", "add", "--data", dir, srv.URL+"/"); code != 0 {
				t.Fatalf("sites add: exit %d: %s", code, stderr)
			}
			cmd := exec.Command(os.Args[0], "crawl", "--once", "--data", dir)
			cmd.Env = []string{"BYLINE_TEST_MAIN=1", "HOME=" + os.Getenv("HOME"), "BYLINE_CRAWL_ALLOW_PRIVATE=true"}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			select {
			case <-asked:
			case <-time.After(30 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("the crawl sent no request: %s", stderr.String())
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			err := cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != want {
				t.Errorf("exit after %v: %v, want code %d\n%s", sig, err, want, stderr.String())
			}
		})
	}
}

// TestHitsArePrintedWithoutControlCharacters: a page's title and text can
// hold terminal escapes (&#27;[2J clears the screen); search prints them
// harmless.
func TestHitsArePrintedWithoutControlCharacters(t *testing.T) {
	res := search.Result{Total: 1, Hits: []search.Hit{{Title: "\x1b[2JCleared\x1b]0;owned\x07\u202egnp.exe", URL: "https://news.example/a",
		Site: "news.example", Snippet: "before \x1b[31m<mark>red</mark>\u009b1m after", Highlights: map[string][]string{"body": {"\x1b[5m<mark>red</mark>"}}}},
		Facets: map[string][]search.FacetCount{"section": {{Value: "\x1b[8mHidden", Count: 1}}}}
	var b strings.Builder
	printHits(&b, res, "red")
	printSearchExtras(&b, search.Query{Text: "red", Highlights: true, Facets: []string{"section"}}, res)
	out := b.String()
	if i := strings.IndexFunc(out, func(r rune) bool { return unicode.IsControl(r) && r != '\n' || r == '\u202e' }); i >= 0 {
		t.Errorf("control character %q printed at %d:\n%q", out[i], i, out)
	}
	if !strings.Contains(out, "Cleared") || !strings.Contains(out, "«red»") || !strings.Contains(out, "Hidden (1)") {
		t.Errorf("the text around the escapes is lost:\n%s", out)
	}
}

// TestSummaryShowsRetries: fetches tried again are counted, so that
// "fetched" above "queued" adds up; a run without any says nothing.
func TestSummaryShowsRetries(t *testing.T) {
	var buf strings.Builder
	printSummary(&buf, store.Run{ID: "r", Summary: store.Summary{Queued: 7, Fetched: 11, Retried: 4}}, nil)
	if !strings.Contains(buf.String(), "retried         4") {
		t.Errorf("summary of a run with 4 retries:\n%s", buf.String())
	}
	buf.Reset()
	printSummary(&buf, store.Run{ID: "r"}, nil)
	if strings.Contains(buf.String(), "retried") {
		t.Errorf("summary of a run without retries:\n%s", buf.String())
	}
}
