package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestSitesAddSettings checks that 'sites add' stores a site's own scope
// and politeness, that adding a seed again changes only the settings
// named, and that bad values are refused with a message saying why.
func TestSitesAddSettings(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/",
		"--every", "5m", "--deny", "/video/", "--deny", `\?page=\d{3,}`, "--allow", `^https://news\.example/`,
		"--max-depth", "2", "--delay", "3s", "--parallel", "2")
	if code != 0 {
		t.Fatalf("add: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "depth 2, delay 3s, parallel 2") {
		t.Errorf("add output %q does not show the settings", out)
	}
	// Again with one setting: the others and the interval stay.
	if code, _, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/world/", "--delay", "10s"); code != 0 {
		t.Fatalf("second add: exit %d: %s", code, stderr)
	}
	site := func() store.Site { return storedSite(t, dir, "news.example") }
	s := site()
	want := store.SiteConfig{Allow: []string{`^https://news\.example/`}, Deny: []string{"/video/", `\?page=\d{3,}`}, MaxDepth: 2, Delay: 10 * time.Second, Parallel: 2}
	if !slices.Equal(s.Config.Allow, want.Allow) || !slices.Equal(s.Config.Deny, want.Deny) || s.Config.MaxDepth != want.MaxDepth ||
		s.Config.Delay != want.Delay || s.Config.Parallel != want.Parallel || s.Every != 5*time.Minute || len(s.Seeds) != 2 {
		t.Errorf("stored site = %+v, want config %+v, every 5m and 2 seeds", s, want)
	}
	code, out, _ = byline(t, nil, "sites", "list", "--data", dir)
	if code != 0 || !strings.Contains(out, "deny /video/") || !strings.Contains(out, "delay 10s") {
		t.Errorf("list: exit %d: %q", code, out)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--deny", "(video"}, `--deny "(video" is not a valid Go regexp`},
		{[]string{"--deny", ""}, "give a pattern, or --deny - alone"},
		{[]string{"--allow", "^https://", "--allow", "-"}, "give a pattern"},
		{[]string{"--parallel", "65"}, "--parallel 65"},
		{[]string{"--max-depth", "-1"}, "--max-depth -1"},
		{[]string{"--delay", "-2s"}, "--delay -2s"},
		{[]string{"--parallel", "-3"}, "--parallel -3"},
	} {
		args := append([]string{"sites", "add", "--data", dir, "https://news.example/"}, tc.args...)
		code, _, stderr := byline(t, nil, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 saying %q", tc.args, code, stderr, tc.want)
		}
	}
	if s := site(); s.Config.Delay != 10*time.Second {
		t.Errorf("a refused command changed the site: %+v", s.Config)
	}
	// "-" clears a list.
	if code, _, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/", "--deny", "-"); code != 0 {
		t.Fatalf("clearing: exit %d: %s", code, stderr)
	}
	if s := site(); len(s.Config.Deny) != 0 || len(s.Config.Allow) != 1 {
		t.Errorf("--deny - left %+v, want no deny patterns and the allow pattern kept", s.Config)
	}
}

// TestSitesAddEveryReschedules checks that a new interval counts from
// the site's last crawl: a site crawled hourly and set to every 5m was
// otherwise left waiting up to the hour its last crawl scheduled.
func TestSitesAddEveryReschedules(t *testing.T) {
	dir := t.TempDir()
	if code, _, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/", "--every", "1h"); code != 0 {
		t.Fatalf("add: exit %d: %s", code, stderr)
	}
	last := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	s := storedSite(t, dir, "news.example")
	s.LastCrawl, s.NextDue = last, last.Add(66*time.Minute) // as a crawl leaves it, jitter included
	st, err := sqlite.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.PutSite(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	st.Close()
	for _, tc := range []struct {
		every string
		due   time.Time
	}{
		{"5m", last.Add(5 * time.Minute)},
		{"2h", last.Add(2 * time.Hour)},
	} {
		if code, _, stderr := byline(t, nil, "sites", "add", "--data", dir, "https://news.example/", "--every", tc.every); code != 0 {
			t.Fatalf("add --every %s: exit %d: %s", tc.every, code, stderr)
		}
		s := storedSite(t, dir, "news.example")
		if latest := tc.due.Add(time.Duration(scheduleJitter * float64(tc.due.Sub(last)))); s.NextDue.Before(tc.due) || s.NextDue.After(latest) {
			t.Errorf("--every %s: next due %v, want %v to %v (the last crawl, the new interval and its jitter)", tc.every, s.NextDue, tc.due, latest)
		}
	}
}

// TestSitesAddPrivateWithOptIn checks that a seed on a loopback address,
// refused without the opt-in (TestUsageErrors), is added with it.
func TestSitesAddPrivateWithOptIn(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"BYLINE_CRAWL_ALLOW_PRIVATE": "true"}
	if code, _, stderr := byline(t, env, "sites", "add", "--data", dir, "http://127.0.0.1:8081/"); code != 0 {
		t.Fatalf("add with BYLINE_CRAWL_ALLOW_PRIVATE=true: exit %d: %s", code, stderr)
	}
	if s := storedSite(t, dir, "127.0.0.1:8081"); len(s.Seeds) != 1 {
		t.Errorf("stored site %+v, want its one seed", s)
	}
}

// TestReadOnlyCommandsCreateNoData checks that listing sites, searching,
// crawling, replaying, reindexing or using selector sets in a data
// directory that does not exist says so and leaves no directory behind (a
// mistyped --data used to get an empty store and index).
func TestReadOnlyCommandsCreateNoData(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nothing-here")
	code, out, stderr := byline(t, nil, "sites", "list", "--data", dir)
	if code != 0 || !strings.Contains(out, "no sites yet") {
		t.Errorf("sites list: exit %d, out %q, err %q; want no sites", code, out, stderr)
	}
	code, _, stderr = byline(t, nil, "search", "harbour", "--data", dir)
	if code == 0 || !strings.Contains(stderr, "no search index in "+dir) {
		t.Errorf("search: exit %d, err %q; want an error naming the missing index", code, stderr)
	}
	for _, args := range [][]string{
		{"crawl", "--once"},
		{"crawl"},
		{"replay", "20261123T121226Z-49692e"},
		{"reindex"},
		{"selectors", "show", "news.example"},
		{"selectors", "test", "news.example", "https://news.example/a"},
		{"selectors", "activate", "news.example", "2"},
	} {
		code, _, stderr := byline(t, nil, append(args, "--data", dir)...)
		if code == 0 || !strings.Contains(stderr, dir) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%s: exit %d, err %q; want one line naming %s", strings.Join(args, " "), code, stderr, dir)
		}
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s exists after read-only commands (err %v)", dir, err)
	}
	// In a data directory without sets, the message names no version
	// nobody asked for.
	have := t.TempDir()
	code, _, stderr = byline(t, nil, "selectors", "show", "news.example", "--data", have)
	if code == 0 || !strings.Contains(stderr, `no selector set for "news.example"`) || strings.Contains(stderr, "v0") {
		t.Errorf("selectors show: exit %d, err %q; want no set, without a version 0", code, stderr)
	}
}
