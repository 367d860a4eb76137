package pipeline_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
)

// TestFailedURLsAreTold checks what a user is told of the pages a run
// gave up: the summary counts the fetches tried again, and for each URL
// given up (a 429 to the last attempt, a 500 to the last attempt, a 404,
// a redirect loop) the log names the URL and the fetch log's last line
// for it says failed, and why.
func TestFailedURLsAreTold(t *testing.T) {
	const host = "told.byline.test"
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, `<html><body><a href="/busy">a</a> <a href="/broken">b</a> <a href="/gone">c</a> <a href="/loop">d</a></body></html>`)
		case "/busy":
			http.Error(w, "slow down", http.StatusTooManyRequests)
		case "/broken":
			http.Error(w, "oops", http.StatusInternalServerError)
		case "/loop":
			http.Redirect(w, r, "/loop2", http.StatusFound)
		case "/loop2":
			http.Redirect(w, r, "/loop", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	})
	g := newRig(t, h, []string{host}, pipeline.Config{})
	defer g.close()
	var logs bytes.Buffer // slog's handler writes one record at a time
	cfg := pipeline.Config{Workers: 2, MaxAttempts: 3, RetryBase: 10 * time.Millisecond, RetryMax: 20 * time.Millisecond,
		FetchLogDir: filepath.Join(g.dir, "runs")}
	p := pipeline.New(g.store, g.fetch, crawl.NewRobotsCache(g.fetch, 0), extract.Trafilatura{}, cfg,
		slog.New(slog.NewTextHandler(&logs, nil)))
	run, err := p.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	// Two retries each of the 429 and the 500.
	if run.Summary.Retried != 4 {
		t.Errorf("summary retried = %d, want 4 (%+v)", run.Summary.Retried, run.Summary)
	}
	fl := g.fetchLog(t, run.ID)
	for path, why := range map[string]string{"/busy": "HTTP 429 on 3 attempts", "/broken": "HTTP 500 on 3 attempts",
		"/gone": "HTTP 404", "/loop": "redirect loop"} {
		u := "http://" + host + path
		e := fl[u]
		if len(e) == 0 {
			t.Errorf("%s: not in the fetch log", u)
			continue
		}
		last := e[len(e)-1]
		if last["outcome"] != "failed" || !strings.Contains(fmt.Sprint(last["error"]), why) {
			t.Errorf("%s: last fetch log line %v, want outcome failed and an error saying %q", u, last, why)
		}
		if !strings.Contains(logs.String(), "url="+u+" ") {
			t.Errorf("%s given up, and the log does not name it:\n%s", u, logs.String())
		}
	}
}
