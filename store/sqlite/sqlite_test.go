package sqlite

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/klauspost/compress/s2"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := Open(context.Background(), t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

func TestReopenKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveArticle(ctx, extract.Article{ID: "x", URL: "https://a.example/x", Title: "T"}, false); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n, err := s.CountArticles(ctx); err != nil || n != 1 {
		t.Fatalf("after reopen: %d articles, %v", n, err)
	}
}

// benchParallel runs page(s, i) with distinct i ≥ 1 from four goroutines
// per core, as crawl workers do, on a fresh store.
func benchParallel(b *testing.B, page func(s *Store, i int64) error) {
	s, err := Open(context.Background(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	var n atomic.Int64
	b.SetParallelism(4)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := page(s, n.Add(1)); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkPutRaw stores distinct 26 KB pages:
//
//	go test -run '^$' -bench PutRaw -benchmem ./store/sqlite/
func BenchmarkPutRaw(b *testing.B) {
	page := strings.Repeat("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n", 400)
	benchParallel(b, func(s *Store, i int64) error {
		body := []byte(strconv.FormatInt(i, 10) + page)
		sum := sha256.Sum256(body)
		return s.PutRaw(context.Background(), hex.EncodeToString(sum[:]), body)
	})
}

// TestRawLostInCrash checks the packs PutRaw does not sync: a page that
// a crash cut off the end of its pack counts as missing and is stored
// again, and a damaged one reads as missing.
func TestRawLostInCrash(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	body := []byte("<html><body>" + strings.Repeat("Hà Nội ", 500) + "</body></html>")
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	pack := filepath.Join(dir, "raw", packName(1))

	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.PutRaw(ctx, "00000000aa", []byte("an earlier page")); err != nil {
		t.Fatal(err)
	}
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	s.Close()
	fi, err := os.Stat(pack)
	if err != nil {
		t.Fatal(err)
	}

	// Power loss: the index row survived, the end of the pack did not.
	if err := os.Truncate(pack, fi.Size()-10); err != nil {
		t.Fatal(err)
	}
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
		t.Errorf("HasRaw of a page cut off its pack = %v, %v", ok, err)
	}
	if _, err := s.Raw(ctx, hash); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Raw of a cut page: err = %v, want ErrNotFound", err)
	}
	if got, err := s.Raw(ctx, "00000000aa"); err != nil || string(got) != "an earlier page" {
		t.Errorf("Raw of the page before it = %q, %v", got, err)
	}
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Raw(ctx, hash); err != nil || string(got) != string(body) {
		t.Errorf("after PutRaw again: %d bytes, %v", len(got), err)
	}
	if _, err := os.Stat(filepath.Join(dir, "raw", packName(2))); err != nil {
		t.Errorf("the reopened store did not start a new pack: %v", err)
	}
	s.Close()

	// Damage inside a pack: the member fails its checksum.
	raw, err := os.ReadFile(filepath.Join(dir, "raw", packName(2)))
	if err != nil {
		t.Fatal(err)
	}
	raw[len(raw)/2] ^= 0xff
	if err := os.WriteFile(filepath.Join(dir, "raw", packName(2)), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Raw(ctx, hash); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Raw of a damaged page: err = %v, want ErrNotFound", err)
	}
	s.Close()

	// Every pack lost: new packs must not take the old ones' names, or
	// the index would point into pages it never saw.
	if err := os.RemoveAll(filepath.Join(dir, "raw")); err != nil {
		t.Fatal(err)
	}
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		if err := s.PutRaw(ctx, fmt.Sprintf("%08x", 0xbb00+i), bytes.Repeat([]byte("new page "), 200)); err != nil {
			t.Fatal(err)
		}
	}
	for _, h := range []string{hash, "00000000aa"} {
		if ok, err := s.HasRaw(ctx, h); ok || err != nil {
			t.Errorf("HasRaw(%s) after the packs were lost = %v, %v", h, ok, err)
		}
	}
}

// TestRawPacks checks that pages from several writers and packs read
// back, that a pack is one gzip stream of its pages, and that raw files
// of older stores (one per page) are still read.
func TestRawPacks(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	pages := map[string][]byte{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				body := []byte(fmt.Sprintf("<p>writer %d page %d</p>", w, i) + strings.Repeat("x", i*97))
				sum := sha256.Sum256(body)
				hash := hex.EncodeToString(sum[:])
				if err := s.PutRaw(ctx, hash, body); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				pages[hash] = body
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	var all int
	for hash, body := range pages {
		got, err := s.Raw(ctx, hash)
		if err != nil || !bytes.Equal(got, body) {
			t.Fatalf("Raw(%s) = %d bytes, %v; want %d bytes", hash, len(got), err, len(body))
		}
		all += len(body)
	}
	f, err := os.Open(filepath.Join(dir, "raw", packName(1)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if b, err := io.ReadAll(s2.NewReader(f)); err != nil || len(b) != all {
		t.Errorf("the pack as one S2 stream: %d bytes, %v; want %d", len(b), err, all)
	}

	// A page an older store kept as its own file.
	old := []byte("<p>from an older store</p>")
	sum := sha256.Sum256(old)
	hash := hex.EncodeToString(sum[:])
	if err := os.MkdirAll(filepath.Join(dir, "raw", hash[:2]), 0o755); err != nil {
		t.Fatal(err)
	}
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	zw.Write(old)
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, "raw", hash[:2], hash+".html.gz"), zb.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := s.HasRaw(ctx, hash); !ok || err != nil {
		t.Errorf("HasRaw of an older store's file = %v, %v", ok, err)
	}
	if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, old) {
		t.Errorf("Raw of an older store's file = %q, %v", got, err)
	}
}

// TestAddRaw checks the write without a look first: bytes added twice
// (another URL serving them) read back, as does the page before them,
// and a hash that could name a path is refused.
func TestAddRaw(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	body := []byte("<p>" + strings.Repeat("served at two URLs ", 50) + "</p>")
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	if err := s.PutRaw(ctx, "00000000aa", []byte("an earlier page")); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := s.AddRaw(ctx, hash, body); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, body) {
			t.Errorf("Raw after AddRaw = %d bytes, %v; want %d", len(got), err, len(body))
		}
		if ok, err := s.HasRaw(ctx, hash); !ok || err != nil {
			t.Errorf("HasRaw after AddRaw = %v, %v", ok, err)
		}
	}
	if got, err := s.Raw(ctx, "00000000aa"); err != nil || string(got) != "an earlier page" {
		t.Errorf("Raw of the page before = %q, %v", got, err)
	}
	if err := s.AddRaw(ctx, "../../etc/passwd", body); err == nil {
		t.Error("AddRaw took a hash that names a path")
	}
}

// TestGzipPacks checks that the gzip packs of an older version are still
// read, and that new pages go to a new S2 pack, never to an id a gzip
// pack holds.
func TestGzipPacks(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	// What an older version left: pack 1 in gzip, one member a page.
	var pack bytes.Buffer
	bodies := [][]byte{[]byte("<p>first gzipped page</p>"), []byte("<p>" + strings.Repeat("second ", 300) + "</p>")}
	var hashes []string
	for _, body := range bodies {
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])
		off := pack.Len()
		zw := gzip.NewWriter(&pack)
		zw.Write(body)
		zw.Close()
		if _, err := s.w.ExecContext(ctx, `INSERT INTO raw(hash, pack, off, len) VALUES(?, 1, ?, ?)`, hash, off, pack.Len()-off); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, hash)
	}
	s.Close()
	if err := os.WriteFile(filepath.Join(dir, "raw", gzPackName(1)), pack.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	for i, hash := range hashes {
		if ok, err := s.HasRaw(ctx, hash); !ok || err != nil {
			t.Errorf("HasRaw of gzipped page %d = %v, %v", i, ok, err)
		}
		if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, bodies[i]) {
			t.Errorf("Raw of gzipped page %d = %q, %v", i, got, err)
		}
	}
	for _, body := range [][]byte{[]byte("<p>a new page</p>"), {}} {
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])
		if err := s.PutRaw(ctx, hash, body); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, body) {
			t.Errorf("Raw of new page %q = %q, %v", body, got, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "raw", packName(2))); err != nil {
		t.Errorf("new pages not in an S2 pack after the gzip one: %v", err)
	}
}

// BenchmarkPageWrites is the store work of one crawled article page:
// read its page record, save the article, write the page record and
// take the URL off the frontier.
//
//	go test -run '^$' -bench PageWrites -benchmem ./store/sqlite/
func BenchmarkPageWrites(b *testing.B) {
	ctx := context.Background()
	body := strings.Repeat("The harbour authority said the barrier would be finished before winter. ", 40)
	benchParallel(b, func(s *Store, n int64) error {
		i := strconv.FormatInt(n, 10)
		u := "https://a.example/news/" + i
		if _, err := s.Page(ctx, u); !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("page record of a new page: %w", err)
		}
		a := extract.Article{ID: "id" + i, URL: u, Site: "a.example", Title: "Story " + i, Body: body, Extractor: "selectors/h/1/1"}
		if _, err := s.SaveArticle(ctx, a, false); err != nil {
			return err
		}
		if err := s.PutPage(ctx, store.Page{URL: u, Site: "a.example", Kind: store.KindArticle, ArticleID: a.ID}); err != nil {
			return err
		}
		return s.DoneFrontier(ctx, u)
	})
}

// TestMustJSONIsMarshal checks that the pooled encoding stores the very
// bytes json.Marshal gives, HTML escaping included, buffer reuse too.
func TestMustJSONIsMarshal(t *testing.T) {
	vals := []any{
		store.Page{URL: "http://x.test/a?b=1&c=<2>", Site: "x"},
		extract.Article{ID: "1", Title: "Ünïcode & <b>tags</b> \u2028", Body: "line\nnext"},
		store.Page{URL: "http://x.test/short"},
	}
	for _, v := range vals {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := mustJSON(v); got != string(want) {
			t.Errorf("mustJSON(%T) = %s, want %s", v, got, want)
		}
	}
}

// BenchmarkRawRead reads one stored 26 KB page back (decompressing it),
// as replay and a 304 on a listing do.
func BenchmarkRawRead(b *testing.B) {
	ctx := context.Background()
	s, err := Open(ctx, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	body := []byte(strings.Repeat("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n", 400))
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	if err := s.PutRaw(ctx, hash, body); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if got, err := s.Raw(ctx, hash); err != nil || len(got) != len(body) {
			b.Fatalf("Raw = %d bytes, %v", len(got), err)
		}
	}
}

// TestSelectorSetRace runs the conformance test of a site's set
// activated twice at once (one store: SQLite writes in transactions).
func TestSelectorSetRace(t *testing.T) {
	s, err := Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	storetest.SelectorSetRace(t, s, s)
}

// TestSiteQueueRace runs the conformance test of a due site marked
// queued at once by two stores (processes) on one database.
func TestSiteQueueRace(t *testing.T) {
	dir := t.TempDir()
	var stores []storetest.SiteStore
	for range 2 {
		s, err := Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		stores = append(stores, s)
	}
	storetest.SiteQueueRace(t, stores)
}
