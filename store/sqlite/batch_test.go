package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/store"
)

// TestBatcherIsolatesFailures runs many concurrent writes, some of which
// fail: each caller gets its own outcome, and exactly the writes that
// succeeded are committed.
func TestBatcherIsolatesFailures(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE t (k INTEGER PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	errBad := errors.New("bad write")
	const n = 400
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wctx := ctx
			if i%50 == 7 {
				c, cancel := context.WithCancel(ctx)
				cancel()
				wctx = c
			}
			errs[i] = s.batch.write(wctx, func(ctx context.Context, tx *sql.Tx) error {
				if _, err := tx.ExecContext(ctx, `INSERT INTO t(k) VALUES(?)`, i); err != nil {
					return err
				}
				if i%10 == 3 {
					return errBad // after its insert: the insert must not stay
				}
				return nil
			})
		}()
	}
	wg.Wait()
	want := 0
	for i, err := range errs {
		switch {
		case i%50 == 7:
			if !errors.Is(err, context.Canceled) {
				t.Errorf("write %d with a cancelled context: %v", i, err)
			}
		case i%10 == 3:
			if !errors.Is(err, errBad) {
				t.Errorf("failing write %d: %v", i, err)
			}
		case err != nil:
			t.Errorf("write %d: %v", i, err)
		default:
			want++
		}
	}
	var got int
	if err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM t`).Scan(&got); err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("%d rows committed, want %d", got, want)
	}
	var bad int
	if err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM t WHERE k % 10 = 3 OR k % 50 = 7`).Scan(&bad); err != nil || bad != 0 {
		t.Errorf("%d rows of failed writes committed (%v)", bad, err)
	}
}

func TestBatcherClosed(t *testing.T) {
	s, err := Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	err = s.batch.write(context.Background(), func(context.Context, *sql.Tx) error { return nil })
	if !errors.Is(err, errClosed) {
		t.Errorf("write after Close: %v", err)
	}
	s.batch.close() // twice is fine
}

// TestBatcherCheckpoints checks that the WAL reaches the database file
// while writes go on, without the write connection's own checkpoint: a
// checkpoint is what makes the database file grow.
func TestBatcherCheckpoints(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	s, dir := openTemp(t)
	defer s.Close()
	size := func() int64 {
		fi, err := os.Stat(filepath.Join(dir, "byline.db"))
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	before := size()
	body := strings.Repeat("x", 2000)
	for i := range 3 * checkpointEvery {
		if err := s.PutPage(ctx, store.Page{URL: fmt.Sprintf("https://a.example/%d", i), Site: "a.example", Error: body}); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); size() < before+256<<10; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("database file %d bytes after %d commits of 2 KB, %d before: no checkpoint ran", size(), 3*checkpointEvery, before)
		}
	}
}

// TestBatcherBoundsTheWAL writes from many goroutines without a pause,
// which never lets a background checkpoint complete: the WAL must still
// stay near walAutoCheckpoint, not grow without bound.
func TestBatcherBoundsTheWAL(t *testing.T) {
	ctx := context.Background()
	s, dir := openTemp(t)
	defer s.Close()
	wal := filepath.Join(dir, "byline.db-wal")
	var largest int64
	measure := func() {
		if fi, err := os.Stat(wal); err == nil && fi.Size() > largest {
			largest = fi.Size()
		}
	}
	body := strings.Repeat("x", 2000)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2500 {
				if err := s.PutPage(ctx, store.Page{URL: fmt.Sprintf("https://a.example/%d/%d", w, i), Site: "a.example", Error: body}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for running := true; running; {
		select {
		case <-done:
			running = false
		case <-time.After(5 * time.Millisecond):
		}
		measure()
	}
	// Past the hard limit, the WAL grows by at most walCheckEvery
	// commits before the writer restarts it: 4 MiB at most here.
	const limit = walHardLimit + 4<<20
	if largest > limit {
		t.Errorf("WAL reached %d bytes writing 40 MB of pages; want at most %d", largest, limit)
	}
}

// openTemp opens a store in a new temporary folder; the caller closes it.
func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := t.TempDir()
	s, err := Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return s, dir
}

// TestWALLimitDoesNotWaitForReaders writes past walHardLimit while a
// read holds old frames (as PageURLs does during its callback). The WAL
// cannot start over under that read, and the writer must not wait for it
// either: a RESTART checkpoint waited busy_timeout (10 s) for the reader
// every walCheckEvery commits.
func TestWALLimitDoesNotWaitForReaders(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	defer s.Close()
	if err := s.PutPage(ctx, store.Page{URL: "https://a.example/first", Site: "a.example"}); err != nil {
		t.Fatal(err)
	}
	rows, err := s.r.QueryContext(ctx, `SELECT url FROM pages`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	body := strings.Repeat("x", 2000)
	var slowest time.Duration
	for i := range 20000 { // 40 MB, past walHardLimit
		start := time.Now()
		if err := s.PutPage(ctx, store.Page{URL: fmt.Sprintf("https://a.example/%d", i), Site: "a.example", Error: body}); err != nil {
			t.Fatal(err)
		}
		slowest = max(slowest, time.Since(start))
	}
	// Not a speed check: a write that waited for the reader took the
	// whole busy_timeout of 10 s.
	if slowest > 5*time.Second {
		t.Errorf("a write took %v while a read was open: the writer waited for the reader", slowest)
	}
}
