package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	redisstore "github.com/bylinehq/byline/store/redis"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestMain lets tests run the binary as a subprocess: with
// BYLINE_TEST_MAIN=1 the test binary is byline.
func TestMain(m *testing.M) {
	if os.Getenv("BYLINE_TEST_MAIN") == "1" {
		os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr, os.Getenv))
	}
	os.Exit(m.Run())
}

// byline runs a command in-process with a clean environment plus env.
func byline(t *testing.T, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	defer watchHang(args)()
	code := run(context.Background(), args, &out, &errb, func(k string) string { return env[k] })
	return code, out.String(), errb.String()
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "usage: byline COMMAND"},
		{[]string{"nope"}, 2, `unknown command "nope"`},
		{[]string{"sites"}, 2, "byline sites add URL"},
		{[]string{"sites", "add", "--data", dir}, 2, "give at least one seed URL"},
		{[]string{"sites", "add", "--data", dir, "ftp://x.example/"}, 2, "not an http(s) URL"},
		{[]string{"sites", "add", "--data", dir, "http://127.0.0.1:9/"}, 2, "BYLINE_CRAWL_ALLOW_PRIVATE=true"},
		{[]string{"sites", "add", "--data", dir, "http://10.0.0.5/news/"}, 2, "private or loopback address"},
		{[]string{"sites", "add", "--data", dir, "http://169.254.169.254/latest/"}, 2, "private or loopback address"},
		{[]string{"sites", "add", "--data", dir, "http://localhost:8080/"}, 2, "private or loopback address"},
		{[]string{"sites", "add", "--data", dir, "http://0xa9.0xfe.43518/"}, 2, "http://169.254.169.254/ points at a private"},
		{[]string{"sites", "add", "--data", dir, "http://2130706433/"}, 2, "private or loopback address"},
		{[]string{"sites", "add", "--data", dir, "http://999.1.1.1/"}, 2, "ends in a number but is no IPv4 address"},
		{[]string{"crawl", "--once", "--data", dir}, 2, "no sites to crawl"},
		{[]string{"search", "--data", dir, "--from", "yesterday", "x"}, 2, "neither YYYY-MM-DD nor RFC 3339"},
		{[]string{"extract"}, 2, "give --cases FILE"},
		{[]string{"eval"}, 2, "--cases is required"},
		{[]string{"crawl", "--once", "--data", dir, "--workers", "0"}, 2, "crawl workers 0"},
		{[]string{"serve", "-h"}, 0, "Stop it with Ctrl-C"},
		{[]string{"eval", "-h"}, 0, "[--out-dir DIR]"},
		{[]string{"search", "--data", dir, "drawbridge", "--limit"}, 2, "flag needs an argument: -limit"},
		{[]string{"selectors", "show", "--data", dir, "--version", "-1", "news.example"}, 2, "versions count from 1"},
		{[]string{"replay", "--data", dir}, 2, "give exactly one run id"},
		{[]string{"replay", "--data", dir, "20260101T000000Z-abcdef"}, 1, "byline replay: no fetch log for run"},
		{[]string{"replay", "--data", dir, "../x"}, 1, `byline replay: "../x" is not a run id`},
		{[]string{"replay", "--data", dir, "20260101T000000Z-abcdef.jsonl"}, 1, "no fetch log for run 20260101T000000Z-abcdef in"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, _, stderr := byline(t, nil, tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d containing %q", code, stderr, tc.code, tc.want)
			}
		})
	}
}

func TestBadEnvironmentIsReported(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want []string
	}{
		{map[string]string{"BYLINE_CRAWL_DELAY": "soon", "BYLINE_CRAWL_ALLOW_PRIVATE": "maybe"},
			[]string{"BYLINE_CRAWL_DELAY", "BYLINE_CRAWL_ALLOW_PRIVATE"}},
		{map[string]string{"BYLINE_CRAWL_BLOOM_FP": "often", "BYLINE_CRAWL_HOST_PARALLEL": "two"},
			[]string{"BYLINE_CRAWL_BLOOM_FP", "BYLINE_CRAWL_HOST_PARALLEL"}},
		{map[string]string{"BYLINE_CRAWL_BLOOM_FP": "0.9", "BYLINE_CRAWL_BLOOM_CAPACITY": "10"},
			[]string{"false-positive rate 0.9", "capacity 10"}},
		{map[string]string{"BYLINE_CRAWL_RETRY_BASE": "2m", "BYLINE_CRAWL_RETRY_MAX": "1m", "BYLINE_CRAWL_MAX_ATTEMPTS": "0"},
			[]string{"retry base 2m0s and max 1m0s", "max attempts 0"}},
		{map[string]string{"BYLINE_CRAWL_HOST_FAIL_LIMIT": "0"}, []string{"host fail limit 0: want at least 1 (BYLINE_CRAWL_HOST_FAIL_LIMIT)"}},
		{map[string]string{"BYLINE_CRAWL_MAX_RUN": "30s"}, []string{"BYLINE_CRAWL_MAX_RUN 30s: want at least 1m"}},
		{map[string]string{"BYLINE_CRAWL_MAX_WAIT": "10s"}, []string{"BYLINE_CRAWL_MAX_WAIT 10s: want at least the delay (1s) and the retry cap (1m0s)"}},
		{map[string]string{"BYLINE_REDIS_URL": "localhost:6379"}, []string{"want redis://host:port/db"}},
		{map[string]string{"BYLINE_MONGO_URL": "localhost:27017", "BYLINE_MONGO_DB": "news.prod"},
			[]string{"BYLINE_MONGO_URL has no scheme: want mongodb://", `BYLINE_MONGO_DB "news.prod"`}},
		{map[string]string{"BYLINE_MONGO_URL": "http://byline:s3cret@db.example/"}, []string{`BYLINE_MONGO_URL has scheme "http"`}},
		{map[string]string{"BYLINE_SEARCH_SEMANTIC_RATIO": "NaN"}, []string{"BYLINE_SEARCH_SEMANTIC_RATIO"}},
		{map[string]string{"BYLINE_LLM_PRICE_IN": "NaN", "BYLINE_LLM_PRICE_OUT": "Inf"}, []string{"BYLINE_LLM_PRICE_IN", "BYLINE_LLM_PRICE_OUT"}},
		{map[string]string{"BYLINE_CRAWL_BLOOM_FP": "NaN"}, []string{"BYLINE_CRAWL_BLOOM_FP"}},
		{map[string]string{"BYLINE_CRAWL_BLOOM_CAPACITY": "1000000000000"}, []string{"needs 1115.8 GiB", "BYLINE_CRAWL_BLOOM_CAPACITY"}},
		{map[string]string{"BYLINE_LOG_LEVEL": "loud", "BYLINE_EMBEDDER": "xyz", "BYLINE_CRAWL_WORKERS": "-3"},
			[]string{"BYLINE_LOG_LEVEL", "BYLINE_EMBEDDER", "BYLINE_CRAWL_WORKERS"}},
	}
	for _, tc := range tests {
		code, _, stderr := byline(t, tc.env, "sites", "list", "--data", t.TempDir())
		if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || strings.Contains(stderr, "usage:") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line", tc.env, code, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.env, stderr, w)
			}
		}
		if strings.Contains(stderr, "s3cret") {
			t.Errorf("%v: stderr %q shows the password", tc.env, stderr)
		}
	}
}

// TestEveryEnvVarIsDocumented keeps envVars, config.go and the README's
// configuration table in step.
func TestEveryEnvVarIsDocumented(t *testing.T) {
	src, err := os.ReadFile("config.go")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, v := range envVars {
		documented[v.name] = true
		if !strings.Contains(string(readme), "`"+v.name+"`") {
			t.Errorf("%s is missing from README's configuration table", v.name)
		}
	}
	for _, m := range regexp.MustCompile(`"(BYLINE_[A-Z_]+)"`).FindAllStringSubmatch(string(src), -1) {
		if !documented[m[1]] {
			t.Errorf("config.go reads %s but envVars does not document it", m[1])
		}
	}
}

func TestSitesAddAndList(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://www.News.example/", "https://news.example/world?utm_source=x", "https://other.example/", "--every", "5m")
	if code != 0 {
		t.Fatalf("add: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "site news.example: 2 seed(s), every 5m0s") || !strings.Contains(out, "site other.example: 1 seed(s)") {
		t.Errorf("add output: %q", out)
	}
	code, out, _ = byline(t, nil, "sites", "list", "--data", dir)
	if code != 0 || !strings.Contains(out, "news.example") || !strings.Contains(out, "https://www.news.example/") {
		t.Errorf("list: exit %d: %q", code, out)
	}
	s := storedSite(t, dir, "news.example")
	if len(s.Seeds) != 2 || s.Seeds[1] != "https://news.example/world" || s.Every != 5*time.Minute {
		t.Errorf("stored site = %+v (tracking parameters must be gone)", s)
	}

	// A host told to wait (a 429's Retry-After) says until when.
	st, err := sqlite.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	until := time.Now().Add(time.Hour)
	err = st.AddHostStats(context.Background(), []store.HostStats{
		{Host: "news.example", Requests: 3, NotBefore: until.UTC(), WaitReason: store.WaitRetryAfter},
		{Host: "other.example", Requests: 2, NotBefore: time.Now().Add(-time.Hour).UTC(), WaitReason: store.WaitDelay,
			Changed: 1, Unchanged: 3}})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ = byline(t, nil, "sites", "list", "--data", dir)
	want := until.Local().Format("2006-01-02 15:04:05") + " (retry_after)"
	if code != 0 || !strings.Contains(out, "WAITS UNTIL") || !strings.Contains(out, want) || strings.Contains(out, "(delay)") {
		t.Errorf("list: exit %d: %q; want news.example waiting until %s and other.example's past wait not shown", code, out, want)
	}
	// The change rate is shown once a page was fetched again; before, there
	// is none (the frontier's optimistic 100% is no measurement).
	for host, rate := range map[string]string{"news.example": "-", "other.example": "25%"} {
		for _, line := range strings.Split(out, "\n") {
			if f := strings.Fields(line); len(f) > 9 && f[0] == host && f[1] != "15m0s" && f[9] != rate {
				t.Errorf("%s: change rate %q, want %q\n%s", host, f[9], rate, line)
			}
		}
	}
}

// storedSite reads a site from the SQLite store under dir.
func storedSite(t *testing.T, dir, id string) store.Site {
	t.Helper()
	st, err := sqlite.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := st.Site(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var newRe = regexp.MustCompile(`new\s+(\d+)`)

func countNew(t *testing.T, summary string) int {
	t.Helper()
	m := newRe.FindStringSubmatch(summary)
	if m == nil {
		t.Fatalf("no 'new' count in %q", summary)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

func TestDemoOnceTwice(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := byline(t, nil, "demo", "--once", "--data", dir)
	if code != 0 {
		t.Fatalf("demo: exit %d\n%s\n%s", code, out, stderr)
	}
	if n := countNew(t, out); n < 30 {
		t.Errorf("demo stored %d new articles, want ≥ 30\n%s", n, out)
	}
	hits := out[strings.Index(out, "result(s) for"):]
	if !strings.Contains(strings.SplitN(hits, "\n", 3)[1], "drawbridge") {
		t.Errorf("first hit of the sample query is not the drawbridge article:\n%s", hits)
	}
	code, out, stderr = byline(t, nil, "demo", "--once", "--data", dir, "--semantic-query", "")
	if code != 0 || strings.Contains(out, "semantic:") {
		t.Fatalf("second demo, without a semantic query: exit %d: %s", code, stderr)
	}
	if n := countNew(t, out); n != 0 {
		t.Errorf("second demo stored %d new articles, want 0\n%s", n, out)
	}
	code, out, _ = byline(t, nil, "search", "--data", dir, "Seilbahn", "--lang", "", "--limit", "3")
	if code != 0 || !strings.Contains(out, "Seilbahn") {
		t.Errorf("search after demo: exit %d: %s", code, out)
	}
}

// TestDemoReadsConfigFile checks that demo's own defaults (its data
// directory, its short delay) are defaults like any other: a config file
// overrides them, and -h shows them.
func TestDemoReadsConfigFile(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "from-config")
	cfg := filepath.Join(dir, "byline.json")
	if err := os.WriteFile(cfg, []byte(`{"data": "`+data+`"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := byline(t, map[string]string{"BYLINE_CONFIG": cfg}, "demo", "--once", "--semantic-query", "")
	if code != 0 {
		t.Fatalf("demo: exit %d\n%s\n%s", code, out, stderr)
	}
	if _, err := os.Stat(filepath.Join(data, "byline.db")); err != nil {
		t.Errorf("demo did not use the config file's data directory %s: %v", data, err)
	}
	_, _, help := byline(t, nil, "demo", "-h")
	if !strings.Contains(help, `(default "./data/demo")`) || !strings.Contains(help, "(default 10ms)") {
		t.Errorf("demo -h does not show the demo's defaults:\n%s", help)
	}
}

// TestKillMidCrawl kills a crawling byline with SIGKILL and restarts it:
// every page is fetched once more at most, every fixture article is
// stored exactly once and nothing is left in the frontier, with the
// frontier in SQLite and, when BYLINE_REDIS_URL names a server, in Redis;
// and with every document in MongoDB when BYLINE_MONGO_URL names a
// server.
func TestKillMidCrawl(t *testing.T) {
	if testing.Short() {
		t.Skip("starts subprocesses")
	}
	for _, backend := range []string{"sqlite", "redis", "mongo"} {
		t.Run(backend, func(t *testing.T) {
			env := map[string]string{}
			switch backend {
			case "redis":
				url := os.Getenv("BYLINE_REDIS_URL")
				if url == "" {
					t.Skip("BYLINE_REDIS_URL is not set: no Redis server to test against")
				}
				env["BYLINE_REDIS_URL"] = url
				env["BYLINE_REDIS_PREFIX"] = fmt.Sprintf("bylinetest:%x:", rand.Uint64())
			case "mongo":
				env["BYLINE_MONGO_URL"], env["BYLINE_MONGO_DB"] = mongotest.Database(t)
			}
			killAndRestart(t, env)
		})
	}
}

func killAndRestart(t *testing.T, env map[string]string) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "demo", "--once", "--data", dir, "--delay", "40ms", "--workers", "2")
	cmd.Env = []string{"BYLINE_TEST_MAIN=1", "HOME=" + os.Getenv("HOME"), "PATH=" + os.Getenv("PATH")}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if stored := countOutcome(dir, `"outcome":"new"`); stored >= 8 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("no progress before the kill:\n%s", out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if strings.Contains(out.String(), "finished in") {
		t.Fatalf("the crawl finished before it was killed; make it slower:\n%s", out.String())
	}
	code, sout, serr := byline(t, env, "demo", "--once", "--data", dir)
	if code != 0 {
		t.Fatalf("restart: exit %d: %s %s", code, sout, serr)
	}
	// Both runs together fetched no URL more than twice: once before the
	// kill (logged or in flight) and once after.
	fetches := map[string]int{}
	files, _ := filepath.Glob(filepath.Join(dir, "runs", "*.jsonl"))
	if len(files) != 2 {
		t.Fatalf("%d fetch logs, want 2 (killed run and restart)", len(files))
	}
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var e struct {
				URL, Outcome string
				Status       int
			}
			if json.Unmarshal([]byte(line), &e) == nil && (e.Status > 0 || e.Outcome == "error" || e.Outcome == "failed") {
				fetches[e.URL]++
			}
		}
	}
	for u, n := range fetches {
		if n > 2 {
			t.Errorf("%s fetched %d times over the killed run and the restart", u, n)
		}
	}
	cfg, err := loadConfig(func(k string) string { return env[k] }, "")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Data = dir
	st, err := openStore(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := os.Stat(filepath.Join(dir, "byline.db")); (cfg.MongoURL != "") != errors.Is(err, os.ErrNotExist) {
		t.Errorf("SQLite store in the data directory: %v; want one only without BYLINE_MONGO_URL", err)
	}
	seen := map[string]bool{}
	for after := ""; ; {
		page, err := st.ListArticles(context.Background(), store.ArticleFilter{After: after, Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 {
			break
		}
		for _, a := range page {
			if seen[a.URL] {
				t.Errorf("%s stored twice", a.URL)
			}
			seen[a.URL] = true
		}
		after = page[len(page)-1].ID
	}
	if len(seen) != 42 {
		t.Errorf("%d articles stored after kill and restart, want 42\n%s", len(seen), sout)
	}
	var left []store.FrontierItem
	if url := env["BYLINE_REDIS_URL"]; url != "" {
		fr, err := redisstore.Open(context.Background(), url, env["BYLINE_REDIS_PREFIX"])
		if err != nil {
			t.Fatal(err)
		}
		defer fr.Close()
		left, _ = fr.Frontier(context.Background())
	} else {
		left, _ = st.Frontier(context.Background())
	}
	if len(left) != 0 {
		t.Errorf("%d URLs left in the frontier", len(left))
	}
}

func countOutcome(dir, needle string) int {
	files, _ := filepath.Glob(filepath.Join(dir, "runs", "*.jsonl"))
	n := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		n += strings.Count(string(b), needle)
	}
	return n
}

// eval --out-dir keeps each run's predictions, one line per page, so that
// two builds can be compared page by page (transfer mode included), and
// the files score again with --pred.
func TestEvalWritesPredictions(t *testing.T) {
	dir := t.TempDir()
	casesFile := writeCases(t, dir, "Das Busnetz wird ausgebaut", "Neue Radwege für die Innenstadt")
	out := filepath.Join(dir, "preds")
	if code, stdout, stderr := byline(t, nil, "eval", "--cases", casesFile, "--out-dir", out); code != 0 {
		t.Fatalf("eval: exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, file := range []string{"cold.jsonl", "go-trafilatura.jsonl", "transfer.jsonl"} {
		raw, err := os.ReadFile(filepath.Join(out, file))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: %d lines, want 2:\n%s", file, len(lines), raw)
		}
		var p struct{ ID, Title string }
		if err := json.Unmarshal([]byte(lines[0]), &p); err != nil || p.ID != "c0" || p.Title != "Das Busnetz wird ausgebaut" {
			t.Errorf("%s: first prediction %+v (%v)", file, p, err)
		}
	}
	code, stdout, stderr := byline(t, nil, "eval", "--cases", casesFile, "--pred", filepath.Join(out, "transfer.jsonl"))
	if code != 0 || !strings.Contains(stdout, "title") {
		t.Errorf("eval --pred transfer.jsonl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if code, _, stderr := byline(t, nil, "eval", "--cases", casesFile, "--pred", "x.jsonl", "--out-dir", out); code != 2 || !strings.Contains(stderr, "does not go with --pred") {
		t.Errorf("--out-dir with --pred: exit %d, %s", code, stderr)
	}
	// A mistyped --cases fails before the folder is touched: the earlier
	// run's predictions stay.
	if code, _, _ := byline(t, nil, "eval", "--cases", casesFile+".typo", "--out-dir", out); code == 0 {
		t.Errorf("eval of missing cases: exit 0")
	}
	if _, err := os.Stat(filepath.Join(out, "cold.jsonl")); err != nil {
		t.Errorf("eval of missing cases removed the earlier predictions: %v", err)
	}
	// A run without the baseline and transfer leaves no earlier run's
	// files beside its own.
	if code, stdout, stderr := byline(t, nil, "eval", "--cases", casesFile, "--out-dir", out, "--baseline=false", "--transfer-sets", ""); code != 0 {
		t.Fatalf("eval without baseline and transfer: exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, file := range []string{"go-trafilatura.jsonl", "transfer.jsonl"} {
		if _, err := os.Stat(filepath.Join(out, file)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s of the earlier run is still there (%v)", file, err)
		}
	}
	// Sets with no site of two pages: the table says why transfer mode
	// is missing, and which flag pairs other sets.
	code, stdout, stderr = byline(t, nil, "eval", "--cases", casesFile, "--baseline=false", "--transfer-sets", "fundus-test")
	if code != 0 || !strings.Contains(stdout, "no site has 2+ pages in set fundus-test") || !strings.Contains(stdout, "--transfer-sets") {
		t.Errorf("eval with no transfer pairs: exit %d\n%s\n%s", code, stdout, stderr)
	}
}
