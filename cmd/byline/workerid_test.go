package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWorkerIDNamesClaims: BYLINE_WORKER_ID names a process's claims on a
// shared frontier, so that two processes with one host name and data dir
// (containers with --network host) do not take each other's claims for
// their own; unset, the name stays host and absolute data dir.
func TestWorkerIDNamesClaims(t *testing.T) {
	host, _ := os.Hostname()
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"default", map[string]string{"BYLINE_DATA": dir}, host + ":" + dir},
		{"set", map[string]string{"BYLINE_DATA": dir, "BYLINE_WORKER_ID": "crawler-2"}, "crawler-2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := loadConfig(func(k string) string { return tc.env[k] }, "")
			if err != nil {
				t.Fatal(err)
			}
			if got := claimOwner(cfg); got != tc.want {
				t.Errorf("claim owner %q, want %q", got, tc.want)
			}
		})
	}
	// Two processes on one machine and data dir get names of their own.
	a := Config{Data: dir, WorkerID: "a"}
	b := Config{Data: filepath.Join(dir, "."), WorkerID: "b"}
	if claimOwner(a) == claimOwner(b) {
		t.Errorf("workers a and b share the claim name %q", claimOwner(a))
	}
}
