package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/s2"

	"github.com/bylinehq/byline/store"
)

// Raw HTML lives in append-only pack files, raw/pack-NNNNNN.s2, each page
// one S2 stream (klauspost/compress/s2, the Snappy framing format with a
// CRC of each block), found through the raw table (hash → pack, offset,
// length). One file per page cost more than anything else the crawler did
// for a page: creating and renaming a file took about 0.5 ms of kernel
// time, packs take one write. A pack is also a valid S2 stream of all its
// pages (`s2d -c raw/pack-*.s2` prints them). Packs of older stores,
// raw/pack-NNNNNN.gz with one gzip member a page, and their one file per
// page (raw/ab/HASH.html.gz) are still read.
const packMax = 256 << 20 // a pack grows to about this size before the next starts

// packs writes and reads the pack files of one store.
type packs struct {
	dir string

	mu    sync.Mutex
	cur   *os.File // pack being appended to; nil until the first write
	curID int
	next  int           // id of the next new pack
	sizes map[int]int64 // bytes in each pack, as far as this process knows

	readers sync.Map // pack id → *os.File opened for reading

	// legacy says raw/ holds per-page files from an older store.
	legacy bool
	// gzipped holds the ids of packs in gzip, written by older versions.
	gzipped sync.Map // pack id → true

	zbufs sync.Pool // *zbuf
	// zreaders are reusable S2 readers: a new one allocates its block
	// buffer (256 KiB), more than most pages it reads.
	zreaders sync.Pool // *s2.Reader
}

// zbuf is a reusable S2 writer and its output buffer: a new writer
// allocates its block buffer.
type zbuf struct {
	buf bytes.Buffer
	zw  *s2.Writer
}

// openPacks scans dir for packs and per-page files. A crash may have cut
// the last pack short, so a process never appends to an existing pack: it
// starts a new one.
func openPacks(dir string) (*packs, error) {
	p := &packs{dir: dir, sizes: map[int]int64{}, next: 1}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("raw: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		if id, gz, ok := packID(name); ok && !e.IsDir() {
			fi, err := e.Info()
			if err != nil {
				return nil, fmt.Errorf("raw: %w", err)
			}
			p.sizes[id] = fi.Size()
			p.next = max(p.next, id+1)
			if gz {
				p.gzipped.Store(id, true)
			}
		} else if e.IsDir() && len(name) == 2 {
			p.legacy = true
		}
	}
	return p, nil
}

// packName is the name of pack id as this version writes it;
// gzPackName as older versions did.
func packName(id int) string   { return fmt.Sprintf("pack-%06d.s2", id) }
func gzPackName(id int) string { return fmt.Sprintf("pack-%06d.gz", id) }

// packID reads a pack's id from its name, and whether it is gzipped.
func packID(name string) (id int, gz bool, ok bool) {
	num, ok := strings.CutPrefix(name, "pack-")
	if !ok {
		return 0, false, false
	}
	if n, ok := strings.CutSuffix(num, ".gz"); ok {
		num, gz = n, true
	} else if num, ok = strings.CutSuffix(num, ".s2"); !ok {
		return 0, false, false
	}
	id, err := strconv.Atoi(num)
	return id, gz, err == nil && id > 0
}

// path is pack id's file. A pack this process has not seen (another
// process made it since) is looked for under both names.
func (p *packs) path(id int) string {
	if _, gz := p.gzipped.Load(id); gz {
		return filepath.Join(p.dir, gzPackName(id))
	}
	name := filepath.Join(p.dir, packName(id))
	if _, err := os.Stat(name); err == nil {
		return name
	}
	gzName := filepath.Join(p.dir, gzPackName(id))
	if _, err := os.Stat(gzName); err == nil {
		p.gzipped.Store(id, true)
		return gzName
	}
	return name
}

// packBlock is the S2 block size: pages are smaller, and a reader's
// buffer is no larger than the blocks it reads (see read).
const packBlock = 256 << 10

// compress packs body into a pooled buffer; put it back with release.
func (p *packs) compress(body []byte) (*zbuf, error) {
	z, _ := p.zbufs.Get().(*zbuf)
	if z == nil {
		z = &zbuf{}
		// S2 at its default level: raw pages are written once per change
		// and read rarely. It compressed 98 MB of corpus pages about 2.8
		// times as fast as gzip at BestSpeed (1,010 against 360 MB/s, in
		// 26 % of the size against 23 %), which took 6 % of a crawl's CPU.
		z.zw = s2.NewWriter(&z.buf, s2.WriterConcurrency(1), s2.WriterBlockSize(packBlock))
	}
	z.buf.Reset()
	z.zw.Reset(&z.buf)
	if _, err := z.zw.Write(body); err != nil {
		return nil, err
	}
	if err := z.zw.Close(); err != nil {
		return nil, err
	}
	return z, nil
}

func (p *packs) release(z *zbuf) {
	if z.buf.Cap() <= 4<<20 {
		p.zbufs.Put(z)
	}
}

// append writes one gzip member to the current pack and says where.
func (p *packs) append(member []byte) (id int, off int64, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cur == nil || p.sizes[p.curID] >= packMax {
		if err := p.rotate(); err != nil {
			return 0, 0, err
		}
	}
	off = p.sizes[p.curID]
	n, err := p.cur.Write(member)
	p.sizes[p.curID] += int64(n)
	if err != nil {
		// The pack may end in a partial member now: start a new one.
		p.cur.Close()
		p.cur = nil
		return 0, 0, err
	}
	return p.curID, off, nil
}

// rotate closes the current pack and creates the next; p.mu is held.
func (p *packs) rotate() error {
	if p.cur != nil {
		if err := p.cur.Close(); err != nil {
			return err
		}
		p.cur = nil
	}
	for {
		id := p.next
		p.next++
		if _, err := os.Stat(filepath.Join(p.dir, gzPackName(id))); err == nil {
			continue // an older version made it
		}
		f, err := os.OpenFile(filepath.Join(p.dir, packName(id)), os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue // another process made it
		}
		if err != nil {
			return err
		}
		p.cur, p.curID, p.sizes[id] = f, id, 0
		return nil
	}
}

// holds reports whether pack id has at least end bytes: a member a crash
// cut off, or that another process wrote after this one looked, is not
// counted as stored. The size a look finds is kept (a pack only grows),
// so that pages another process wrote are not looked for on every read.
func (p *packs) holds(id int, end int64) bool {
	p.mu.Lock()
	size, ok := p.sizes[id]
	p.mu.Unlock()
	if ok && size >= end {
		return true
	}
	fi, err := os.Stat(p.path(id))
	if err != nil {
		return false
	}
	p.mu.Lock()
	if fi.Size() > p.sizes[id] {
		p.sizes[id] = fi.Size()
	}
	p.mu.Unlock()
	return fi.Size() >= end
}

// read returns the page stored as n bytes at off in pack id.
func (p *packs) read(id int, off, n int64) ([]byte, error) {
	f, err := p.reader(id)
	if err != nil {
		return nil, err
	}
	if _, gz := p.gzipped.Load(id); gz {
		return gunzip(io.NewSectionReader(f, off, n))
	}
	// An S2 stream has no end marker: cut between its chunks by a crash
	// (or lost whole), it would read as a shorter or empty page.
	if !p.holds(id, off+n) {
		return nil, io.ErrUnexpectedEOF
	}
	zr, _ := p.zreaders.Get().(*s2.Reader)
	if zr == nil {
		zr = s2.NewReader(nil, s2.ReaderMaxBlockSize(packBlock))
	}
	zr.Reset(io.NewSectionReader(f, off, n))
	b, err := io.ReadAll(zr)
	zr.Reset(nil)
	p.zreaders.Put(zr)
	return b, err
}

// gunzip reads one gzip member.
func gunzip(r io.Reader) ([]byte, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, err
	}
	zr.Multistream(false)
	return io.ReadAll(zr)
}

func (p *packs) reader(id int) (*os.File, error) {
	if f, ok := p.readers.Load(id); ok {
		return f.(*os.File), nil
	}
	f, err := os.Open(p.path(id))
	if err != nil {
		return nil, err
	}
	if prev, loaded := p.readers.LoadOrStore(id, f); loaded {
		f.Close()
		return prev.(*os.File), nil
	}
	return f, nil
}

func (p *packs) close() error {
	var errs []error
	p.mu.Lock()
	if p.cur != nil {
		errs = append(errs, p.cur.Close())
		p.cur = nil
	}
	p.mu.Unlock()
	p.readers.Range(func(k, f any) bool {
		errs = append(errs, f.(*os.File).Close())
		p.readers.Delete(k)
		return true
	})
	return errors.Join(errs...)
}

// checkHash refuses anything but a lower-case hex content hash, so that a
// hash can never name a path.
func checkHash(hash string) error {
	if len(hash) < 8 {
		return fmt.Errorf("raw hash %q is too short", hash)
	}
	for _, c := range hash {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return fmt.Errorf("raw hash %q is not lower-case hex", hash)
		}
	}
	return nil
}

// legacyPath is where older stores kept a page: one file per hash.
func (s *Store) legacyPath(hash string) string {
	return filepath.Join(s.raw.dir, hash[:2], hash+".html.gz")
}

// rawLocation checks hash and looks it up in the raw table.
func (s *Store) rawLocation(ctx context.Context, hash string) (id int, off, n int64, found bool, err error) {
	if err := checkHash(hash); err != nil {
		return 0, 0, 0, false, err
	}
	err = s.stmt.rawGet.QueryRowContext(ctx, hash).Scan(&id, &off, &n)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, 0, 0, false, nil
	case err != nil:
		return 0, 0, 0, false, fmt.Errorf("raw %s: %w", hash, err)
	}
	return id, off, n, true, nil
}

// PutRaw stores raw page bytes under their content hash; storing an
// existing hash is a no-op.
//
// Packs are not synced page by page: an fsync per page cost more than
// gzip. Like the documents under synchronous=NORMAL, a page written just
// before a power loss may be lost or cut short. A pack shorter than a
// page's end makes HasRaw false, so the pipeline fetches the page in full
// and PutRaw stores it again; a damaged member reads as not found.
func (s *Store) PutRaw(ctx context.Context, hash string, body []byte) error {
	// HasRaw also refuses a hash that could name a path.
	if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
		return err
	}
	// Not found, or cut off its pack: this copy takes the hash over.
	return s.addRaw(ctx, hash, body, true)
}

// AddRaw stores raw page bytes under their content hash without first
// looking whether they are stored, as PutRaw does: for bytes a caller
// knows to be new (a page fetched for the first time, or changed), the
// look cost more than the rare second copy of a page another URL also
// serves. A second copy leaves the hash with the first, stored (and
// likely on disk) before it: a crash may cut off the unsynced second.
func (s *Store) AddRaw(ctx context.Context, hash string, body []byte) error {
	return s.addRaw(ctx, hash, body, false)
}

// addRaw packs body and records it under hash, replacing a row already
// there only when replace is set.
func (s *Store) addRaw(ctx context.Context, hash string, body []byte, replace bool) error {
	if err := checkHash(hash); err != nil {
		return fmt.Errorf("put raw: %w", err)
	}
	z, err := s.raw.compress(body)
	if err != nil {
		return fmt.Errorf("put raw %s: %w", hash, err)
	}
	defer s.raw.release(z)
	id, off, err := s.raw.append(z.buf.Bytes())
	if err != nil {
		return fmt.Errorf("put raw %s: %w", hash, err)
	}
	n := z.buf.Len()
	err = s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmt.rawPut).ExecContext(ctx, hash, id, off, n, replace)
		return err
	})
	if err != nil {
		return fmt.Errorf("put raw %s: %w", hash, err)
	}
	return nil
}

// HasRaw tells whether a page is stored under hash, without reading it.
func (s *Store) HasRaw(ctx context.Context, hash string) (bool, error) {
	id, off, n, found, err := s.rawLocation(ctx, hash)
	if err != nil {
		return false, err
	}
	if found {
		return s.raw.holds(id, off+n), nil
	}
	if !s.raw.legacy {
		return false, nil
	}
	fi, err := os.Stat(s.legacyPath(hash))
	switch {
	case errors.Is(err, os.ErrNotExist):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("raw %s: %w", hash, err)
	}
	return fi.Size() > 0, nil
}

// Raw returns the raw bytes stored under hash.
func (s *Store) Raw(ctx context.Context, hash string) ([]byte, error) {
	id, off, n, found, err := s.rawLocation(ctx, hash)
	if err != nil {
		return nil, err
	}
	if found {
		b, err := s.raw.read(id, off, n)
		if err != nil {
			// Cut short by a crash (see PutRaw): as good as missing.
			return nil, fmt.Errorf("raw %s: unreadable (%w): %w", hash, err, store.ErrNotFound)
		}
		return b, nil
	}
	if !s.raw.legacy {
		return nil, fmt.Errorf("raw %s: %w", hash, store.ErrNotFound)
	}
	f, err := os.Open(s.legacyPath(hash))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("raw %s: %w", hash, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	defer f.Close()
	b, err := gunzip(f)
	if err != nil {
		return nil, fmt.Errorf("raw %s: unreadable (%w): %w", hash, err, store.ErrNotFound)
	}
	return b, nil
}
