package main

import (
	"encoding/json"
	"testing"
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
