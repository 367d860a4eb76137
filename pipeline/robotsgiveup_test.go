package pipeline_test

import (
	"bytes"
	"context"
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

// robotsDownRig serves host, whose robots.txt answers 503 to every
// request and whose home page is a plain page.
func robotsDownRig(t *testing.T, host string) *rig {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.Error(w, "down", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, `<html><body><p>home</p></body></html>`)
	})
	return newRig(t, h, []string{host}, pipeline.Config{})
}

// TestRobotsGiveUpIsToldAsFailed checks that a URL given up because its
// host's robots.txt stays unavailable (a 503 to every attempt) ends in
// the fetch log as every other URL given up does: outcome failed, with
// why, not as an error to be tried again.
func TestRobotsGiveUpIsToldAsFailed(t *testing.T) {
	const host = "norobots.byline.test"
	g := robotsDownRig(t, host)
	defer g.close()
	var logs bytes.Buffer
	cfg := pipeline.Config{Workers: 1, MaxAttempts: 2, RetryBase: 10 * time.Millisecond, RetryMax: 20 * time.Millisecond,
		FetchLogDir: filepath.Join(g.dir, "runs")}
	p := pipeline.New(g.store, g.fetch, crawl.NewRobotsCache(g.fetch, 0), extract.Trafilatura{}, cfg,
		slog.New(slog.NewTextHandler(&logs, nil)))
	run, err := p.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if run.Summary.Failed["robots_unavailable"] != 1 {
		t.Fatalf("failed %v; want robots_unavailable 1", run.Summary.Failed)
	}
	u := "http://" + host + "/"
	e := g.fetchLog(t, run.ID)[u]
	if len(e) == 0 {
		t.Fatalf("%s: not in the fetch log", u)
	}
	if last := e[len(e)-1]; last["outcome"] != "failed" || !strings.Contains(last["error"].(string), "robots.txt") {
		t.Errorf("%s given up; its last fetch log line is %v, want outcome failed and why", u, last)
	}
	// Recorded as a failed fetch, for a later run to try again after its
	// backoff, as every URL given up is.
	pg, err := g.store.Page(context.Background(), u)
	if err != nil || pg.Failures != 1 || pg.RetryAt.IsZero() || !strings.Contains(pg.Error, "robots.txt") {
		t.Errorf("%s given up; its page record is %+v (%v), want one failure, a retry time and why", u, pg, err)
	}
	if !strings.Contains(logs.String(), "fetch failed") || !strings.Contains(logs.String(), u) {
		t.Errorf("the log does not name %s as given up:\n%s", u, logs.String())
	}
}

// TestRobotsRetriesAreToldAsRetries checks that the attempts a URL spends
// while its host's robots.txt is unavailable count as the retries they
// are (requeued, with a backoff, an attempt spent), in the summary and in
// the fetch log alike: each retry the summary counts has its line there.
func TestRobotsRetriesAreToldAsRetries(t *testing.T) {
	const host = "norobots.byline.test"
	g := robotsDownRig(t, host)
	defer g.close()
	cfg := pipeline.Config{Workers: 1, MaxAttempts: 3, RetryBase: 10 * time.Millisecond, RetryMax: 20 * time.Millisecond,
		FetchLogDir: filepath.Join(g.dir, "runs")}
	p := pipeline.New(g.store, g.fetch, crawl.NewRobotsCache(g.fetch, 0), extract.Trafilatura{}, cfg, nil)
	run, err := p.Run(context.Background(), pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if run.Summary.Retried != 2 || run.Summary.Failed["robots_unavailable"] != 1 {
		t.Fatalf("retried %d, failed %v; want 2 retries, then robots_unavailable 1", run.Summary.Retried, run.Summary.Failed)
	}
	e := g.fetchLog(t, run.ID)["http://"+host+"/"]
	var outcomes []string
	for _, l := range e {
		outcomes = append(outcomes, l["outcome"].(string))
		if !strings.Contains(l["error"].(string), "robots.txt") {
			t.Errorf("fetch log line %v does not say robots.txt was unavailable", l)
		}
	}
	if strings.Join(outcomes, " ") != "error error failed" {
		t.Errorf("fetch log outcomes %v; want error error failed (a line for each retry the summary counts)", outcomes)
	}
}
