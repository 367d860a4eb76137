package pipeline_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// TestSameBytesAtManyURLsStoredOnce crawls a single-page app: every
// article URL serves the same HTML shell (the story is rendered by
// script). Raw HTML is kept by content hash, so the shell is stored once,
// not once for each URL that serves it.
func TestSameBytesAtManyURLsStoredOnce(t *testing.T) {
	packed, shells, one, size := crawlShells(t, func(st *sqlite.Store) pipeline.Store { return st })
	// One copy of the shell compresses to a few KB; the home page is
	// smaller still.
	if packed > 4*one {
		t.Errorf("raw packs hold %d bytes for %d URLs serving one %d-byte page (%d compressed): stored once for each URL", packed, shells, size, one)
	}
}

// TestSameBytesFetchedAtOnceStoredOnce holds the first write of the
// shell until the other workers have fetched it too: PutRaw's look
// cannot see bytes whose write is not committed yet, so each worker
// stored its own copy unless it waits for the write under way.
func TestSameBytesFetchedAtOnceStoredOnce(t *testing.T) {
	packed, shells, one, size := crawlShells(t, func(st *sqlite.Store) pipeline.Store { return &slowAdd{Store: st} })
	if packed >= 2*one {
		t.Errorf("raw packs hold %d bytes for %d URLs serving one %d-byte page (%d compressed): stored again while its first write was under way", packed, shells, size, one)
	}
}

// slowAdd is a store whose AddRaw of a large page takes a while, as a
// busy store's commit does.
type slowAdd struct{ *sqlite.Store }

func (s *slowAdd) AddRaw(ctx context.Context, hash string, body []byte) error {
	if len(body) > 10000 {
		time.Sleep(300 * time.Millisecond)
	}
	return s.Store.AddRaw(ctx, hash, body)
}

// crawlShells crawls a home page linking 40 URLs that serve one shell,
// through the store wrap makes, and returns the bytes its raw packs
// hold, the shell pages fetched, one shell's packed size and its size.
func crawlShells(t *testing.T, wrap func(*sqlite.Store) pipeline.Store) (packed int64, shells int, one int64, size int) {
	t.Helper()
	const host, n = "spa.example", 40
	var shell strings.Builder
	shell.WriteString(`<!doctype html><html><head><title>News</title>`)
	for i := range 300 { // a bundle's worth of varied inline config
		fmt.Fprintf(&shell, `<link rel="preload" href="/static/chunk-%d-%x.js" as="script">`, i, i*7919)
	}
	shell.WriteString(`</head><body><div id="root"></div><noscript>Enable JavaScript.</noscript></body></html>`)
	var home strings.Builder
	home.WriteString(`<html><body><h1>News</h1><ul>`)
	for i := range n {
		fmt.Fprintf(&home, `<li><a href="/news/2026/11/story-number-%d">Story number %d</a></li>`, i, i)
	}
	home.WriteString(`</ul></body></html>`)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/robots.txt":
			http.NotFound(w, r)
		case "/":
			fmt.Fprint(w, home.String())
		default:
			fmt.Fprint(w, shell.String())
		}
	}))
	t.Cleanup(srv.Close)
	ctx := context.Background()
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: map[string]string{host + ":80": srv.Listener.Addr().String()}}, nil)
	t.Cleanup(f.CloseIdleConnections)
	if err := st.PutSite(ctx, store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: time.Hour}); err != nil {
		t.Fatal(err)
	}
	p := pipeline.New(wrap(st), f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, pipeline.Config{Workers: 4}, nil)
	if _, err := p.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	err = st.PageURLs(ctx, func(u string) error {
		if strings.Contains(u, "/news/") {
			shells++
		}
		return nil
	})
	if err != nil || shells < n/2 {
		t.Fatalf("%d shell pages fetched (%v), want about %d", shells, err, n)
	}
	packs, _ := filepath.Glob(filepath.Join(dir, "raw", "pack-*"))
	for _, name := range packs {
		if fi, err := os.Stat(name); err == nil {
			packed += fi.Size()
		}
	}
	return packed, shells, shellCompressed(t, shell.String()), shell.Len()
}

// shellCompressed is the size one copy of body takes in a pack.
func shellCompressed(t *testing.T, body string) int64 {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.PutRaw(ctx, "00000000ab", []byte(body)); err != nil {
		t.Fatal(err)
	}
	packs, _ := filepath.Glob(filepath.Join(dir, "raw", "pack-*"))
	var size int64
	for _, name := range packs {
		if fi, err := os.Stat(name); err == nil {
			size += fi.Size()
		}
	}
	return size
}
