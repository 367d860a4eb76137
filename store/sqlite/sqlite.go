// Package sqlite is the embedded store backend: documents in one SQLite
// file (pure Go, modernc.org/sqlite) and raw HTML, S2-compressed, in
// append-only pack files under the data directory, found by content hash.
package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

// Store is the SQLite backend. Writes go through a single connection so
// that SQLite never has to arbitrate between writers; reads use a pool.
type Store struct {
	w, r  *sql.DB
	raw   *packs
	batch *batcher // group commit of the per-page writes
	now   func() time.Time
	// stmt holds the statements run for every crawled page, prepared
	// once: preparing them each time was a third of their cost.
	stmt struct {
		page, putPage, doneFrontier           *sql.Stmt
		articleDoc, putArticle, outboxArticle *sql.Stmt
		rawGet, rawPut                        *sql.Stmt
		pushFrontier, updateFrontier          *sql.Stmt
	}
}

// prepare readies the per-page statements.
func (s *Store) prepare(ctx context.Context) error {
	for _, p := range []struct {
		db    *sql.DB
		stmt  **sql.Stmt
		query string
	}{
		{s.r, &s.stmt.page, `SELECT doc FROM pages WHERE url = ?`},
		{s.w, &s.stmt.putPage, `INSERT INTO pages(url, site, doc) VALUES(?, ?, ?) ON CONFLICT(url) DO UPDATE SET site=excluded.site, doc=excluded.doc`},
		{s.w, &s.stmt.doneFrontier, `DELETE FROM frontier WHERE url = ?`},
		{s.w, &s.stmt.articleDoc, `SELECT doc FROM articles WHERE id = ?`},
		{s.w, &s.stmt.putArticle, `INSERT INTO articles(id, site, content_hash, doc) VALUES(?, ?, ?, ?)
		 ON CONFLICT(id) DO UPDATE SET site=excluded.site, content_hash=excluded.content_hash, doc=excluded.doc`},
		{s.w, &s.stmt.outboxArticle, `INSERT INTO outbox(article_id) VALUES(?)`},
		{s.w, &s.stmt.pushFrontier, `INSERT INTO frontier(url, priority, doc) VALUES(?, ?, ?)
		 ON CONFLICT(url) DO UPDATE SET priority=excluded.priority, doc=json_set(frontier.doc, '$.priority', excluded.priority)
		 WHERE excluded.priority < frontier.priority`},
		{s.w, &s.stmt.updateFrontier, `UPDATE frontier SET priority = min(priority, ?1), doc = json_set(?2, '$.priority', min(priority, ?1))
		 WHERE url = ?3`},
		{s.r, &s.stmt.rawGet, `SELECT pack, off, len FROM raw WHERE hash = ?`},
		{s.w, &s.stmt.rawPut, `INSERT INTO raw(hash, pack, off, len) VALUES(?1, ?2, ?3, ?4)
		 ON CONFLICT(hash) DO UPDATE SET pack=excluded.pack, off=excluded.off, len=excluded.len WHERE ?5`},
	} {
		st, err := p.db.PrepareContext(ctx, p.query)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", p.query, err)
		}
		*p.stmt = st
	}
	return nil
}

// readConns is how many read connections the store keeps open.
const readConns = 8

// Open opens (creating if needed) the store in dir: dir/byline.db and
// dir/raw/.
func Open(ctx context.Context, dir string) (*Store, error) {
	if err := os.MkdirAll(filepath.Join(dir, "raw"), 0o755); err != nil {
		return nil, fmt.Errorf("create data dir %s: %w", dir, err)
	}
	path := filepath.Join(dir, "byline.db")
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
		"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_txlock=immediate" +
		fmt.Sprintf("&_pragma=wal_autocheckpoint(%d)&_pragma=journal_size_limit(%d)", walAutoCheckpoint, walAutoCheckpoint*4096)
	w, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	r, err := sql.Open("sqlite", dsn)
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	// As many idle as open: database/sql keeps 2 idle by default, so
	// with the crawl's workers reading at once every release past two
	// closed a connection and the next read opened one again (running
	// the DSN's pragmas) and prepared its statements on it anew.
	r.SetMaxOpenConns(readConns)
	r.SetMaxIdleConns(readConns)
	raw, err := openPacks(filepath.Join(dir, "raw"))
	if err != nil {
		w.Close()
		r.Close()
		return nil, err
	}
	s := &Store{w: w, r: r, raw: raw, batch: newBatcher(w, r, path+"-wal"), now: time.Now}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("migrate %s: %w", path, err)
	}
	if err := s.prepare(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	// A pack id is never used twice, even when a crash lost the pack: the
	// index may still point into it.
	var last sql.NullInt64
	if err := s.r.QueryRowContext(ctx, `SELECT MAX(pack) FROM raw`).Scan(&last); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s.raw.next = max(s.raw.next, int(last.Int64)+1)
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error {
	s.batch.close()
	var errs []error
	for _, st := range []*sql.Stmt{s.stmt.page, s.stmt.putPage, s.stmt.doneFrontier,
		s.stmt.articleDoc, s.stmt.putArticle, s.stmt.outboxArticle, s.stmt.rawGet, s.stmt.rawPut, s.stmt.pushFrontier, s.stmt.updateFrontier} {
		if st != nil {
			errs = append(errs, st.Close())
		}
	}
	return errors.Join(append(errs, s.raw.close(), s.r.Close(), s.w.Close())...)
}

// migrations are applied in order; the schema version is their count,
// kept in PRAGMA user_version.
var migrations = []func(*sql.Tx) error{
	func(tx *sql.Tx) error {
		_, err := tx.Exec(`
CREATE TABLE sites (id TEXT PRIMARY KEY, doc TEXT NOT NULL);
CREATE TABLE pages (url TEXT PRIMARY KEY, site TEXT NOT NULL, doc TEXT NOT NULL);
CREATE TABLE articles (
	id TEXT PRIMARY KEY, site TEXT NOT NULL, content_hash TEXT NOT NULL,
	doc TEXT NOT NULL);
CREATE INDEX articles_site ON articles(site, id);
CREATE TABLE runs (id TEXT PRIMARY KEY, started_at INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE frontier (url TEXT PRIMARY KEY, priority INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE outbox (
	seq INTEGER PRIMARY KEY AUTOINCREMENT, article_id TEXT NOT NULL,
	del INTEGER NOT NULL DEFAULT 0);`)
		return err
	},
	func(tx *sql.Tx) error {
		_, err := tx.Exec(`
CREATE TABLE selector_sets (
	site TEXT NOT NULL, version INTEGER NOT NULL, status TEXT NOT NULL, doc TEXT NOT NULL,
	PRIMARY KEY (site, version));`)
		return err
	},
	func(tx *sql.Tx) error {
		_, err := tx.Exec(`CREATE TABLE hosts (host TEXT PRIMARY KEY, doc TEXT NOT NULL);`)
		return err
	},
	func(tx *sql.Tx) error {
		// Where each raw page is in the packs (see raw.go).
		_, err := tx.Exec(`CREATE TABLE raw (
	hash TEXT PRIMARY KEY, pack INTEGER NOT NULL, off INTEGER NOT NULL, len INTEGER NOT NULL
) WITHOUT ROWID;`)
		return err
	},
}

func (s *Store) migrate(ctx context.Context) error {
	var version int
	if err := s.w.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this binary knows (%d): upgrade byline", version, len(migrations))
	}
	for i := version; i < len(migrations); i++ {
		tx, err := s.w.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if err := migrations[i](tx); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", i+1)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

func getDoc[T any](ctx context.Context, db *sql.DB, query string, arg any) (T, error) {
	return decodeDoc[T](db.QueryRowContext(ctx, query, arg))
}

// decodeDoc reads the JSON document of a one-column row.
func decodeDoc[T any](row *sql.Row) (T, error) {
	var v T
	var doc string
	err := row.Scan(&doc)
	if errors.Is(err, sql.ErrNoRows) {
		return v, store.ErrNotFound
	}
	if err != nil {
		return v, err
	}
	return v, json.Unmarshal([]byte(doc), &v)
}

func listDocs[T any](ctx context.Context, db *sql.DB, query string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, err
		}
		var v T
		if err := json.Unmarshal([]byte(doc), &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// jsonBufs holds the buffers mustJSON encodes into (*bytes.Buffer).
var jsonBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// mustJSON returns json.Marshal(v) as a string. It encodes into a pooled
// buffer, so a record (an article's is the size of its text) is copied
// once, into the string, instead of also into a slice of its own.
func mustJSON(v any) string {
	buf := jsonBufs.Get().(*bytes.Buffer)
	defer putJSONBuf(buf)
	buf.Reset()
	// An Encoder writes what Marshal returns, HTML escaped the same,
	// and a newline.
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		panic(fmt.Sprintf("marshal %T: %v", v, err)) // only plain structs are stored
	}
	return string(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

// putJSONBuf returns buf to the pool unless a huge record grew it.
func putJSONBuf(buf *bytes.Buffer) {
	if buf.Cap() <= 1<<20 {
		jsonBufs.Put(buf)
	}
}

// PutSite creates or replaces a site.
func (s *Store) PutSite(ctx context.Context, site store.Site) error {
	_, err := s.w.ExecContext(ctx,
		`INSERT INTO sites(id, doc) VALUES(?, ?) ON CONFLICT(id) DO UPDATE SET doc=excluded.doc`,
		site.ID, mustJSON(site))
	if err != nil {
		return fmt.Errorf("put site %s: %w", site.ID, err)
	}
	return nil
}

// PutSiteSettings creates a site or writes its settings only (see
// store.Store.PutSiteSettings): one statement, so a crawl's mark cannot
// fall between a read and the write.
func (s *Store) PutSiteSettings(ctx context.Context, site store.Site) error {
	_, err := s.w.ExecContext(ctx,
		`INSERT INTO sites(id, doc) VALUES(?, ?) ON CONFLICT(id) DO UPDATE SET doc=json_set(sites.doc,
			'$.seeds', json_extract(excluded.doc, '$.seeds'),
			'$.every', json_extract(excluded.doc, '$.every'),
			'$.config', json_extract(excluded.doc, '$.config'),
			'$.next_due', CASE WHEN json_extract(sites.doc, '$.last_crawl') IS json_extract(excluded.doc, '$.last_crawl')
				THEN json_extract(excluded.doc, '$.next_due') ELSE json_extract(sites.doc, '$.next_due') END)`,
		site.ID, mustJSON(site))
	if err != nil {
		return fmt.Errorf("put site %s settings: %w", site.ID, err)
	}
	return nil
}

// Site returns one site.
func (s *Store) Site(ctx context.Context, id string) (store.Site, error) {
	site, err := getDoc[store.Site](ctx, s.r, `SELECT doc FROM sites WHERE id = ?`, id)
	if err != nil {
		return site, fmt.Errorf("site %s: %w", id, err)
	}
	return site, nil
}

// Sites lists all sites ordered by id.
func (s *Store) Sites(ctx context.Context) ([]store.Site, error) {
	sites, err := listDocs[store.Site](ctx, s.r, `SELECT doc FROM sites ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list sites: %w", err)
	}
	return sites, nil
}

// MarkSiteQueued sets site id's last crawl and next due time in its
// record, in one statement filtered by its next due time as the caller
// read it (see store.Store.MarkSiteQueued).
func (s *Store) MarkSiteQueued(ctx context.Context, id string, due, at, next time.Time) (bool, error) {
	res, err := s.w.ExecContext(ctx,
		`UPDATE sites SET doc = json_set(doc, '$.last_crawl', ?, '$.next_due', ?) WHERE id = ? AND json_extract(doc, '$.next_due') = ?`,
		store.TimeText(at), store.TimeText(next), id, store.TimeText(due))
	if err != nil {
		return false, fmt.Errorf("mark site %s queued: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("mark site %s queued: %w", id, err)
	}
	return n == 1, nil
}

// DeleteSite removes a site (its pages and articles stay).
func (s *Store) DeleteSite(ctx context.Context, id string) error {
	res, err := s.w.ExecContext(ctx, `DELETE FROM sites WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("delete site %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("delete site %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// PutPage creates or replaces a page record.
func (s *Store) PutPage(ctx context.Context, p store.Page) error {
	doc := mustJSON(p)
	err := s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmt.putPage).ExecContext(ctx, p.URL, p.Site, doc)
		return err
	})
	if err != nil {
		return fmt.Errorf("put page %s: %w", p.URL, err)
	}
	return nil
}

// Page returns the record of one canonical URL.
func (s *Store) Page(ctx context.Context, url string) (store.Page, error) {
	p, err := decodeDoc[store.Page](s.stmt.page.QueryRowContext(ctx, url))
	if err != nil {
		return p, fmt.Errorf("page %s: %w", url, err)
	}
	return p, nil
}

// PageURLs calls fn with every known page URL.
func (s *Store) PageURLs(ctx context.Context, fn func(url string) error) error {
	rows, err := s.r.QueryContext(ctx, `SELECT url FROM pages`)
	if err != nil {
		return fmt.Errorf("list page urls: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			return fmt.Errorf("list page urls: %w", err)
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list page urls: %w", err)
	}
	return nil
}

// AddHostStats merges each entry into the stored stats of its host in
// one transaction.
func (s *Store) AddHostStats(ctx context.Context, stats []store.HostStats) error {
	if len(stats) == 0 {
		return nil
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("add host stats: %w", err)
	}
	defer tx.Rollback()
	for _, st := range stats {
		var cur store.HostStats
		var doc string
		err := tx.QueryRowContext(ctx, `SELECT doc FROM hosts WHERE host = ?`, st.Host).Scan(&doc)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return fmt.Errorf("add host stats %s: %w", st.Host, err)
		default:
			if err := json.Unmarshal([]byte(doc), &cur); err != nil {
				return fmt.Errorf("add host stats %s: %w", st.Host, err)
			}
		}
		cur.Add(st)
		if _, err := tx.ExecContext(ctx, `INSERT INTO hosts(host, doc) VALUES(?, ?)
			ON CONFLICT(host) DO UPDATE SET doc=excluded.doc`, st.Host, mustJSON(cur)); err != nil {
			return fmt.Errorf("add host stats %s: %w", st.Host, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("add host stats: %w", err)
	}
	return nil
}

// HostStats returns the stats of every host, ordered by host.
func (s *Store) HostStats(ctx context.Context) ([]store.HostStats, error) {
	hs, err := listDocs[store.HostStats](ctx, s.r, `SELECT doc FROM hosts ORDER BY host`)
	if err != nil {
		return nil, fmt.Errorf("list host stats: %w", err)
	}
	return hs, nil
}

// SaveArticle stores an article and queues changes for the index, in one
// transaction.
func (s *Store) SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error) {
	var change store.Change
	err := s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		var err error
		change, err = s.saveArticle(ctx, tx, a, forced)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("save article %s: %w", a.ID, err)
	}
	return change, nil
}

func (s *Store) saveArticle(ctx context.Context, tx *sql.Tx, a extract.Article, forced bool) (store.Change, error) {
	var prev *store.Article
	var doc string
	switch err := tx.StmtContext(ctx, s.stmt.articleDoc).QueryRowContext(ctx, a.ID).Scan(&doc); {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return "", err
	default:
		prev = new(store.Article)
		if err := json.Unmarshal([]byte(doc), prev); err != nil {
			return "", fmt.Errorf("stored document: %w", err)
		}
	}
	rec, change := store.NextArticle(prev, a, forced, s.now().UTC())
	if change == store.ChangeNone {
		return change, nil
	}
	if _, err := tx.StmtContext(ctx, s.stmt.putArticle).ExecContext(ctx,
		rec.ID, rec.Site, rec.ContentHash, mustJSON(rec)); err != nil {
		return "", err
	}
	if _, err := tx.StmtContext(ctx, s.stmt.outboxArticle).ExecContext(ctx, a.ID); err != nil {
		return "", fmt.Errorf("outbox: %w", err)
	}
	return change, nil
}

// DeleteArticle removes an article and queues a delete for the index, in
// one transaction.
func (s *Store) DeleteArticle(ctx context.Context, id string) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("delete article %s: %w", id, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM articles WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("delete article %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("delete article %s: %w", id, store.ErrNotFound)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO outbox(article_id, del) VALUES(?, 1)`, id); err != nil {
		return fmt.Errorf("delete article %s: outbox: %w", id, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("delete article %s: %w", id, err)
	}
	return nil
}

// Article returns one stored article.
func (s *Store) Article(ctx context.Context, id string) (store.Article, error) {
	a, err := getDoc[store.Article](ctx, s.r, `SELECT doc FROM articles WHERE id = ?`, id)
	if err != nil {
		return a, fmt.Errorf("article %s: %w", id, err)
	}
	return a, nil
}

// Articles returns the stored articles among ids, by id. The ids go in
// as one JSON array, so that no batch meets SQLite's limit on bound
// parameters.
func (s *Store) Articles(ctx context.Context, ids []string) (map[string]store.Article, error) {
	out := make(map[string]store.Article, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	list, err := listDocs[store.Article](ctx, s.r, `SELECT doc FROM articles WHERE id IN (SELECT value FROM json_each(?))`, mustJSON(ids))
	if err != nil {
		return nil, fmt.Errorf("articles: %w", err)
	}
	for _, a := range list {
		out[a.ID] = a
	}
	return out, nil
}

// ListArticles pages through articles in id order.
func (s *Store) ListArticles(ctx context.Context, f store.ArticleFilter) ([]store.Article, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = 100
	}
	q := `SELECT doc FROM articles WHERE id > ?`
	args := []any{f.After}
	if f.Site != "" {
		q += ` AND site = ?`
		args = append(args, f.Site)
	}
	q += ` ORDER BY id LIMIT ?`
	args = append(args, limit)
	out, err := listDocs[store.Article](ctx, s.r, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list articles: %w", err)
	}
	return out, nil
}

// CountArticles counts stored articles.
func (s *Store) CountArticles(ctx context.Context) (int, error) {
	var n int
	if err := s.r.QueryRowContext(ctx, `SELECT count(*) FROM articles`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count articles: %w", err)
	}
	return n, nil
}

// PutRun creates or replaces a run.
func (s *Store) PutRun(ctx context.Context, r store.Run) error {
	_, err := s.w.ExecContext(ctx,
		`INSERT INTO runs(id, started_at, doc) VALUES(?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc=excluded.doc`,
		r.ID, r.StartedAt.UnixNano(), mustJSON(r))
	if err != nil {
		return fmt.Errorf("put run %s: %w", r.ID, err)
	}
	return nil
}

// Run returns one run.
func (s *Store) Run(ctx context.Context, id string) (store.Run, error) {
	r, err := getDoc[store.Run](ctx, s.r, `SELECT doc FROM runs WHERE id = ?`, id)
	if err != nil {
		return r, fmt.Errorf("run %s: %w", id, err)
	}
	return r, nil
}

// Runs lists the latest runs, newest first.
func (s *Store) Runs(ctx context.Context, limit int) ([]store.Run, error) {
	if limit <= 0 {
		limit = 20
	}
	runs, err := listDocs[store.Run](ctx, s.r, `SELECT doc FROM runs ORDER BY started_at DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("list runs: %w", err)
	}
	return runs, nil
}

// PushFrontier adds items to the durable frontier.
func (s *Store) PushFrontier(ctx context.Context, items []store.FrontierItem) error {
	if len(items) == 0 {
		return nil
	}
	docs := make([]string, len(items))
	for i, it := range items {
		docs[i] = mustJSON(it)
	}
	err := s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		stmt := tx.StmtContext(ctx, s.stmt.pushFrontier)
		for i, it := range items {
			if _, err := stmt.ExecContext(ctx, it.URL, it.Priority, docs[i]); err != nil {
				return fmt.Errorf("%s: %w", it.URL, err)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("push frontier: %w", err)
	}
	return nil
}

// Frontier returns every queued item, best priority first.
func (s *Store) Frontier(ctx context.Context) ([]store.FrontierItem, error) {
	items, err := listDocs[store.FrontierItem](ctx, s.r, `SELECT doc FROM frontier ORDER BY priority, rowid`)
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	return items, nil
}

// UpdateFrontier replaces a queued item (attempts, not-before) in place.
func (s *Store) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	doc := mustJSON(it)
	err := s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmt.updateFrontier).ExecContext(ctx, it.Priority, doc, it.URL)
		return err
	})
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	return nil
}

// DoneFrontier removes a finished URL from the frontier.
func (s *Store) DoneFrontier(ctx context.Context, url string) error {
	err := s.batch.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmt.doneFrontier).ExecContext(ctx, url)
		return err
	})
	if err != nil {
		return fmt.Errorf("done frontier %s: %w", url, err)
	}
	return nil
}

// Outbox returns the oldest pending index changes.
func (s *Store) Outbox(ctx context.Context, limit int) ([]store.OutboxEntry, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT seq, article_id, del FROM outbox ORDER BY seq LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	defer rows.Close()
	var out []store.OutboxEntry
	for rows.Next() {
		var e store.OutboxEntry
		if err := rows.Scan(&e.Seq, &e.ArticleID, &e.Delete); err != nil {
			return nil, fmt.Errorf("read outbox: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// AckOutbox removes entries up to and including seq once indexed.
func (s *Store) AckOutbox(ctx context.Context, upTo int64) error {
	if _, err := s.w.ExecContext(ctx, `DELETE FROM outbox WHERE seq <= ?`, upTo); err != nil {
		return fmt.Errorf("ack outbox: %w", err)
	}
	return nil
}

// PutSelectorSet stores set as the site's next version, active.
func (s *Store) PutSelectorSet(ctx context.Context, set selectors.Set) (selectors.Set, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
	}
	defer tx.Rollback()
	var last sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT max(version) FROM selector_sets WHERE site = ?`, set.Site).Scan(&last); err != nil {
		return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
	}
	set.Version = int(last.Int64) + 1
	set.Status = selectors.StatusActive
	if set.CreatedAt.IsZero() {
		set.CreatedAt = s.now().UTC()
	}
	if err := retireActive(ctx, tx, set.Site); err != nil {
		return set, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO selector_sets(site, version, status, doc) VALUES(?, ?, ?, ?)`,
		set.Site, set.Version, set.Status, mustJSON(set)); err != nil {
		return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
	}
	return set, tx.Commit()
}

func retireActive(ctx context.Context, tx *sql.Tx, site string) error {
	rows, err := tx.QueryContext(ctx, `SELECT doc FROM selector_sets WHERE site = ? AND status = ?`, site, selectors.StatusActive)
	if err != nil {
		return fmt.Errorf("retire selector sets of %s: %w", site, err)
	}
	var docs []string
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			rows.Close()
			return err
		}
		docs = append(docs, d)
	}
	rows.Close()
	for _, d := range docs {
		var old selectors.Set
		if err := json.Unmarshal([]byte(d), &old); err != nil {
			return err
		}
		old.Status = selectors.StatusRetired
		if _, err := tx.ExecContext(ctx, `UPDATE selector_sets SET status = ?, doc = ? WHERE site = ? AND version = ?`,
			old.Status, mustJSON(old), site, old.Version); err != nil {
			return fmt.Errorf("retire selector set %s v%d: %w", site, old.Version, err)
		}
	}
	return nil
}

// SelectorSet returns the site's active set.
func (s *Store) SelectorSet(ctx context.Context, site string) (selectors.Set, error) {
	var doc string
	err := s.r.QueryRowContext(ctx, `SELECT doc FROM selector_sets WHERE site = ? AND status = ? ORDER BY version DESC LIMIT 1`,
		site, selectors.StatusActive).Scan(&doc)
	return decodeSet(site, doc, err)
}

// SelectorSetVersion returns one version of a site's set.
func (s *Store) SelectorSetVersion(ctx context.Context, site string, version int) (selectors.Set, error) {
	var doc string
	err := s.r.QueryRowContext(ctx, `SELECT doc FROM selector_sets WHERE site = ? AND version = ?`, site, version).Scan(&doc)
	return decodeSet(site, doc, err)
}

func decodeSet(site, doc string, err error) (selectors.Set, error) {
	var set selectors.Set
	if errors.Is(err, sql.ErrNoRows) {
		return set, fmt.Errorf("selector set of %s: %w", site, store.ErrNotFound)
	}
	if err != nil {
		return set, fmt.Errorf("selector set of %s: %w", site, err)
	}
	if err := json.Unmarshal([]byte(doc), &set); err != nil {
		return set, fmt.Errorf("selector set of %s: %w", site, err)
	}
	return set, nil
}

// SelectorSets returns every version of a site's set, newest first.
func (s *Store) SelectorSets(ctx context.Context, site string) ([]selectors.Set, error) {
	sets, err := listDocs[selectors.Set](ctx, s.r, `SELECT doc FROM selector_sets WHERE site = ? ORDER BY version DESC`, site)
	if err != nil {
		return nil, fmt.Errorf("selector sets of %s: %w", site, err)
	}
	return sets, nil
}

// SetSelectorStatus changes a version's status.
func (s *Store) SetSelectorStatus(ctx context.Context, site string, version int, status string) error {
	switch status {
	case selectors.StatusActive, selectors.StatusStale, selectors.StatusRetired:
	default:
		return fmt.Errorf("selector set status %q: want active, stale or retired", status)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var doc string
	err = tx.QueryRowContext(ctx, `SELECT doc FROM selector_sets WHERE site = ? AND version = ?`, site, version).Scan(&doc)
	set, err := decodeSet(site, doc, err)
	if err != nil {
		return err
	}
	if status == selectors.StatusActive {
		if err := retireActive(ctx, tx, site); err != nil {
			return err
		}
	}
	set.Status = status
	if _, err := tx.ExecContext(ctx, `UPDATE selector_sets SET status = ?, doc = ? WHERE site = ? AND version = ?`,
		status, mustJSON(set), site, version); err != nil {
		return fmt.Errorf("selector set %s v%d: %w", site, version, err)
	}
	return tx.Commit()
}

var _ store.Store = (*Store)(nil)
