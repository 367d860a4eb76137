package main

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	mongostore "github.com/bylinehq/byline/store/mongo"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestStoreBackend checks that BYLINE_MONGO_URL moves the documents from
// SQLite under the data directory to MongoDB, for the commands as well.
func TestStoreBackend(t *testing.T) {
	urlFile := filepath.Join(t.TempDir(), "url")
	tests := []struct {
		name  string
		env   func(t *testing.T) map[string]string
		mongo bool
	}{
		{"sqlite", func(*testing.T) map[string]string { return nil }, false},
		{"mongo", func(t *testing.T) map[string]string {
			url, db := mongotest.Database(t)
			return map[string]string{"BYLINE_MONGO_URL": url, "BYLINE_MONGO_DB": db}
		}, true},
		{"mongo url from a file", func(t *testing.T) map[string]string {
			url, db := mongotest.Database(t)
			if err := os.WriteFile(urlFile, []byte(url+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			return map[string]string{"BYLINE_MONGO_URL_FILE": urlFile, "BYLINE_MONGO_DB": db}
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			env := tc.env(t)
			dir := t.TempDir()
			if code, _, stderr := byline(t, env, "sites", "add", "--data", dir, "https://news.example/"); code != 0 {
				t.Fatalf("sites add: exit %d: %s", code, stderr)
			}
			if code, out, stderr := byline(t, env, "sites", "list", "--data", dir); code != 0 || !strings.Contains(out, "news.example") {
				t.Fatalf("sites list: exit %d: %s%s", code, out, stderr)
			}
			cfg, err := loadConfig(func(k string) string { return env[k] }, "")
			if err != nil {
				t.Fatal(err)
			}
			cfg.Data = dir
			if err := cfg.Validate(); err != nil {
				t.Fatal(err)
			}
			st, err := openStore(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			switch st.(type) {
			case *mongostore.Store:
				if !tc.mongo {
					t.Errorf("without BYLINE_MONGO_URL the store is MongoDB")
				}
			case *sqlite.Store:
				if tc.mongo {
					t.Errorf("with BYLINE_MONGO_URL the store is SQLite")
				}
			default:
				t.Errorf("store is a %T", st)
			}
			if _, err := st.Site(context.Background(), "news.example"); err != nil {
				t.Errorf("the site added is not in the store: %v", err)
			}
			_, err = os.Stat(filepath.Join(dir, "byline.db"))
			if tc.mongo != errors.Is(err, os.ErrNotExist) {
				t.Errorf("byline.db in the data directory: %v (MongoDB: %v)", err, tc.mongo)
			}
		})
	}
}

// TestUnreachableMongo checks that a MongoDB server that does not answer
// fails a command soon, saying what to fix, and never prints the URL's
// password.
func TestUnreachableMongo(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	env := map[string]string{"BYLINE_MONGO_URL": "mongodb://byline:s3cret@" + addr + "/?serverSelectionTimeoutMS=300"}
	start := time.Now()
	code, _, stderr := byline(t, env, "sites", "list", "--data", t.TempDir())
	if code != 1 || !strings.Contains(stderr, addr) || !strings.Contains(stderr, "not reachable") ||
		!strings.Contains(stderr, "check BYLINE_MONGO_URL") || strings.Contains(stderr, "s3cret") {
		t.Errorf("exit %d, stderr %q; want exit 1, the server's address, not reachable, check BYLINE_MONGO_URL, no password", code, stderr)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %s to give up", d)
	}
}
