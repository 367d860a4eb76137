package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"
)

// errClosed is returned by writes to a closed store.
var errClosed = errors.New("sqlite store is closed")

// maxBatch bounds how many writes share one transaction.
const maxBatch = 128

// batcher commits the writes of concurrent callers together (group
// commit). A crawl writes four or five times per page from several
// workers, and with one transaction each, committing was most of the
// store's CPU time. A write waits for no timer: the writes that queue up
// while one transaction commits go into the next, and before it commits
// a batch the loop yields the processor once, so that goroutines ready
// to run may queue theirs too (on 2 cores a crawl of 10,000 pages then
// took 15,100 transactions instead of 34,050, 2.7 writes each instead of
// 1.2). With nothing else to run, yielding costs nothing. Each caller
// still returns only after its own write is committed.
//
// When a write in a batch fails, the batch is rolled back and every
// write in it is run again in a transaction of its own, so one failure
// fails one caller. Writes are therefore functions of their arguments
// that may run twice.
//
// The write connection leaves checkpoints (copying the WAL into the
// database file, with an fsync of each) to a goroutine of their own on
// another connection, so that no caller waits for the disk: run by the
// committing connection, as SQLite does by default, they stalled every
// writer, and with them the whole crawl (290 fsyncs taking 0.9 s in all
// during a 10,000-page crawl of BenchmarkCrawlVsColly).
type batcher struct {
	db  *sql.DB
	ops chan *writeOp
	// ckptDB runs the checkpoints; ckpt asks for one (see checkpoints).
	ckptDB  *sql.DB
	ckpt    chan struct{}
	commits int
	walPath string // the WAL file, for its size (see walHardLimit)
	// ckptMu is held while a checkpoint runs: SQLite runs one at a time
	// and fails the others at once, without waiting.
	ckptMu sync.Mutex

	mu     sync.RWMutex // held for reading while a write is queued or running
	closed bool
	done   chan struct{}
}

type writeOp struct {
	ctx  context.Context
	fn   func(ctx context.Context, tx *sql.Tx) error
	errc chan error
}

// checkpointEvery is how many commits pass between two checkpoints.
const checkpointEvery = 100

// walAutoCheckpoint is the WAL size, in pages, at which the write
// connection checkpoints by itself: 16 MiB. A passive checkpoint on
// another connection copies frames into the database file, but the WAL
// starts over from its head only when a checkpoint is complete at the
// start of a write, which a steady stream of writes never lets happen;
// so the WAL grows until the write connection checkpoints, and by then
// the goroutine has copied most of it. At 64 MiB the writer stalled
// rarely but the WAL stayed 64 MiB on disk (a review measured 67 MiB
// against 4 MiB before); at SQLite's default of 1000 pages (4 MiB) most
// of the gain was lost. 16 MiB kept it:
// BenchmarkCrawlVsColly ratio 0.114–0.116 against 0.094–0.109 at 1000
// pages, alternating runs; largest WAL of 48,000 concurrent page writes
// 19 MiB.
const walAutoCheckpoint = 4096

// walHardLimit is the WAL size in bytes past which the writer stops and
// checkpoints it itself before its next write. The write
// connection's own checkpoint is skipped while the goroutine's holds the
// checkpoint lock, so a goroutine that gets little processor time (a
// loaded machine) let the WAL grow with every commit: 38 MB of 40 MB
// written in TestBatcherBoundsTheWAL. The loop looks at the WAL's size
// every walCheckEvery commits; journal_size_limit truncates the file to
// walAutoCheckpoint pages when it starts over, so its size is what it
// holds.
const (
	walHardLimit  = 2 * walAutoCheckpoint * 4096
	walCheckEvery = 10
)

// newBatcher commits writes on db and checkpoints on ckptDB; walPath is
// the database's WAL file.
func newBatcher(db, ckptDB *sql.DB, walPath string) *batcher {
	b := &batcher{db: db, ops: make(chan *writeOp, maxBatch), done: make(chan struct{}),
		ckptDB: ckptDB, ckpt: make(chan struct{}, 1), walPath: walPath}
	ckptDone := make(chan struct{})
	go func() {
		defer close(ckptDone)
		b.checkpoints()
	}()
	go func() {
		defer close(b.done)
		b.loop()
		close(b.ckpt)
		<-ckptDone
	}()
	return b
}

// checkpoints runs a passive checkpoint, which never blocks the writer,
// each time the loop asks for one; it returns when the loop closes ckpt.
func (b *batcher) checkpoints() {
	for range b.ckpt {
		// A failed checkpoint leaves the WAL longer; the next one, or
		// the write connection's own at walAutoCheckpoint, catches up.
		b.ckptMu.Lock()
		b.ckptDB.ExecContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)")
		b.ckptMu.Unlock()
	}
}

// write runs fn in a transaction, possibly shared with other writes, and
// returns once it is committed.
func (b *batcher) write(ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	if b.closed {
		return errClosed
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	op := &writeOp{ctx: ctx, fn: fn, errc: make(chan error, 1)}
	b.ops <- op
	return <-op.errc
}

// close waits for queued writes and stops the loop.
func (b *batcher) close() {
	b.mu.Lock()
	if !b.closed {
		b.closed = true
		close(b.ops)
	}
	b.mu.Unlock()
	<-b.done
}

func (b *batcher) loop() {
	batch := make([]*writeOp, 0, maxBatch)
	for op := range b.ops {
		batch = drain(b.ops, append(batch[:0], op))
		if len(batch) < maxBatch {
			runtime.Gosched()
			batch = drain(b.ops, batch)
		}
		b.commit(batch)
		b.commits++
		if b.commits%walCheckEvery == 0 && b.walTooLong() {
			// Waits for the goroutine's checkpoint to end (SQLite would
			// refuse a second one at once), then copies what no reader
			// still needs. Once all is copied, the next write starts the
			// WAL over. A passive checkpoint does not wait for readers:
			// a RESTART stalled every write for busy_timeout (10 s) while
			// a long read held old frames, and the WAL cannot start over
			// under such a read anyway.
			b.ckptMu.Lock()
			b.db.ExecContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)")
			b.ckptMu.Unlock()
		}
		if b.commits%checkpointEvery == 0 {
			select {
			case b.ckpt <- struct{}{}:
			default: // one is running or asked for
			}
		}
	}
}

// walTooLong reports whether the WAL file is past walHardLimit.
func (b *batcher) walTooLong() bool {
	fi, err := os.Stat(b.walPath)
	return err == nil && fi.Size() > walHardLimit
}

// drain adds to batch the writes queued now, up to maxBatch.
func drain(ops <-chan *writeOp, batch []*writeOp) []*writeOp {
	for len(batch) < maxBatch {
		select {
		case op, ok := <-ops:
			if !ok {
				return batch
			}
			batch = append(batch, op)
		default:
			return batch
		}
	}
	return batch
}

// commit runs a batch in one transaction, or each write alone when the
// batch fails.
func (b *batcher) commit(batch []*writeOp) {
	if len(batch) > 1 {
		if err := b.run(batch); err == nil {
			for _, op := range batch {
				op.errc <- nil
			}
			return
		}
	}
	for _, op := range batch {
		op.errc <- b.run([]*writeOp{op})
	}
}

func (b *batcher) run(batch []*writeOp) error {
	// Not a caller's context: its cancellation would roll back the
	// others' writes too.
	tx, err := b.db.BeginTx(context.Background(), nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	for _, op := range batch {
		if err := op.ctx.Err(); err != nil {
			tx.Rollback()
			return err
		}
		if err := op.fn(op.ctx, tx); err != nil {
			tx.Rollback()
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}
