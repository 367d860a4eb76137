// Package mongo is the production store backend: documents in MongoDB
// through the official driver (go.mongodb.org/mongo-driver/v2), raw HTML
// in GridFS. Several byline processes may share one database.
//
// MongoDB has multi-document transactions only on replica sets, and
// FerretDB, which the tests run against, has none, so no write here
// relies on them. Every step that must be atomic is one single-document
// write, and every write is idempotent or guarded by what it read, so a
// crash between two steps loses nothing and duplicates nothing:
//
//   - An article and its outbox entry are one document: saving an
//     article takes a sequence number from a counter document
//     (findOneAndUpdate with $inc) and then replaces the article
//     document, content and pending entry ("outbox": seq) together,
//     guarded by the revision it read. A crash after taking the number
//     leaves a gap in the sequence, nothing else. A deleted article
//     leaves a tombstone holding its entry until the entry is
//     acknowledged. An article changed again before it was indexed has
//     one entry, at its latest number.
//   - Because a number is taken before the write that uses it lands,
//     entries can become visible out of order; AckOutbox therefore
//     acknowledges exactly the entries Outbox returned, never one that
//     appeared below them meanwhile.
//   - A new selector-set version is inserted active before the former
//     active version is retired; in between, and after a crash there,
//     readers take the active version activated last, and the next
//     change retires the rest.
//   - Host statistics are merged with $inc and $max, not read and
//     written back, so concurrent runs add up (on FerretDB under a
//     ticket per host, see addHostsHeld).
//   - Raw HTML is written in GridFS's layout (see raw.go): the chunks
//     first, the file document last, so a page is there complete or not
//     at all.
//
// Records (sites, pages, articles, runs, frontier items, selector sets)
// keep their JSON encoding, as a BSON document under "doc" (see doc.go);
// the fields the store queries on sit beside it.
//
// The tests run against FerretDB v1, which passes the conformance suite
// but, unlike MongoDB, does not apply concurrent updates of one document
// atomically: it applies a filtered write by reading the documents the
// filter matches and writing them back whole by _id, so it loses
// concurrent $inc and guarded replaces and can hand two writers the
// same outbox number. The outbox tolerates equal numbers (entries are
// acknowledged by article and number). The documents several processes
// write at once are written there under tickets, a unique key each
// write inserts first (see guarded): claims, worker holds, articles
// (see articleWrite), host statistics, queued items (see writeItem),
// sites (see writeSite).
package mongo

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

// schemaVersion is the layout this package writes; Open refuses a
// database written by a newer one. Version 2: every raw page is keyed by
// its hash (see migrateRaw); a binary of version 1 would store pages
// under ObjectIDs again, and refuses the database.
const schemaVersion = 2

// selectTimeout bounds the search for a reachable server when the URI
// does not set serverSelectionTimeoutMS (the driver's default is 30s).
const selectTimeout = 10 * time.Second

// Store is the MongoDB backend.
type Store struct {
	client *mongo.Client
	db     *mongo.Database
	// Collections, by what they hold.
	sites, pages, articles, runs, frontier, hosts, sets, meta *mongo.Collection
	// claims holds the claims on frontier URLs (see ClaimFrontier).
	claims *mongo.Collection
	// tickets holds, on FerretDB, the claims being replaced (see
	// guarded).
	tickets *mongo.Collection
	// workers holds the worker names live processes hold (see
	// HoldWorker).
	workers *mongo.Collection

	raw raw
	now func() time.Time
	// keyedOnly is set on FerretDB, which reads the whole collection for
	// any filter but {_id: v}: a write guarded by another field is made
	// there with filters of the _id alone (see replaceArticleKeyed).
	keyedOnly bool
	// owner names this store's frontier claims: one process, one owner
	// (see ClaimFrontier).
	owner string

	// lead is the server clock's lead over this process's (see
	// clockLead).
	lead store.ClockLead

	mu sync.Mutex
	// unacked holds the outbox entries Outbox returned and AckOutbox has
	// not acknowledged yet.
	unacked map[outboxKey]bool
	// claimed holds, on FerretDB, the URLs this store claimed and has
	// not marked done nor released, each with its claim's end on the
	// server's clock: see doneClaim.
	claimed map[string]time.Time
}

// Open connects to the server uri names (mongodb:// or mongodb+srv://)
// and uses its database db, creating collections and indexes as needed.
// When no server answers before ctx's deadline, or within 10 seconds
// unless the URI sets serverSelectionTimeoutMS, it fails rather than
// waits.
func Open(ctx context.Context, uri, db string) (*Store, error) {
	if db == "" {
		return nil, errors.New("mongo: empty database name")
	}
	return open(ctx, options.Client().ApplyURI(uri), db)
}

// open is Open with the client options given, so that a test may add a
// command monitor to count round trips.
func open(ctx context.Context, opts *options.ClientOptions, db string) (*Store, error) {
	opts.SetAppName("byline")
	if err := opts.Validate(); err != nil {
		return nil, fmt.Errorf("mongo: %w", err)
	}
	if opts.ServerSelectionTimeout == nil {
		opts.SetServerSelectionTimeout(selectTimeout)
	}
	hosts := strings.Join(opts.Hosts, ",") // not the URI: it may hold a password
	client, err := mongo.Connect(opts)
	if err != nil {
		return nil, fmt.Errorf("mongo %s: %w", hosts, err)
	}
	if err := client.Ping(ctx, nil); err != nil {
		client.Disconnect(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("mongo %s: server not reachable: %w", hosts, err)
	}
	d := client.Database(db)
	s := &Store{
		client: client, db: d,
		sites: d.Collection("sites"), pages: d.Collection("pages"), articles: d.Collection("articles"),
		runs: d.Collection("runs"), frontier: d.Collection("frontier"), hosts: d.Collection("hosts"),
		sets: d.Collection("selector_sets"), meta: d.Collection("meta"), claims: d.Collection("frontier_claims"), workers: d.Collection("workers"),
		tickets: d.Collection("frontier_claim_tickets"),
		raw:     newRaw(d), now: time.Now, unacked: map[outboxKey]bool{}, claimed: map[string]time.Time{}, owner: bson.NewObjectID().Hex(),
	}
	if err := s.setup(ctx); err != nil {
		client.Disconnect(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("mongo %s/%s: %w", hosts, db, err)
	}
	var info bson.M
	if err := d.RunCommand(ctx, bson.D{{Key: "buildInfo", Value: 1}}).Decode(&info); err == nil {
		_, s.keyedOnly = info["ferretdbVersion"]
	}
	// Measured now, not at the first claim, whose round trips it would
	// add to (see clockLead).
	if _, err := s.serverLead(ctx); err != nil {
		client.Disconnect(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("mongo %s/%s: %w", hosts, db, err)
	}
	return s, nil
}

// setup checks the schema version and creates the indexes.
func (s *Store) setup(ctx context.Context) error {
	var m struct {
		Version int `bson:"version"`
		// RawByHash is set on a database this version created: it
		// holds no page an earlier version stored (see raw.older).
		RawByHash bool `bson:"raw_by_hash"`
	}
	read := func() error {
		return s.meta.FindOneAndUpdate(ctx, bson.D{{Key: "_id", Value: "schema"}},
			bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "version", Value: schemaVersion}, {Key: "raw_by_hash", Value: true}}}},
			options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(&m)
	}
	err := read()
	if mongo.IsDuplicateKeyError(err) {
		// Another process opening the new database inserted it first:
		// FerretDB, unlike MongoDB from 4.2, does not retry the upsert
		// itself, and processes started together failed to open it
		// (TestOpenRace). Now it exists.
		err = read()
	}
	if err != nil {
		return fmt.Errorf("schema version: %w", err)
	}
	if m.Version > schemaVersion {
		return fmt.Errorf("database layout version %d is newer than this binary knows (%d): upgrade byline", m.Version, schemaVersion)
	}
	old := m.Version < schemaVersion
	asc := func(keys ...string) bson.D {
		d := bson.D{}
		for _, k := range keys {
			d = append(d, bson.E{Key: k, Value: 1})
		}
		return d
	}
	for _, ix := range []struct {
		coll  *mongo.Collection
		model mongo.IndexModel
	}{
		{s.articles, mongo.IndexModel{Keys: asc("site", "_id")}},
		{s.articles, mongo.IndexModel{Keys: asc("outbox")}},
		{s.runs, mongo.IndexModel{Keys: bson.D{{Key: "started_at", Value: -1}, {Key: "_id", Value: -1}}}},
		{s.frontier, mongo.IndexModel{Keys: asc("priority", "order")}},
		{s.sets, mongo.IndexModel{Keys: asc("site", "status", "version")}},
		{s.raw.files, mongo.IndexModel{Keys: asc("filename"), Options: options.Index().SetUnique(true)}},
		{s.raw.chunks, mongo.IndexModel{Keys: asc("files_id", "n"), Options: options.Index().SetUnique(true)}},
	} {
		if _, err := ix.coll.Indexes().CreateOne(ctx, ix.model); err != nil {
			return fmt.Errorf("index on %s: %w", ix.coll.Name(), err)
		}
	}
	if !old {
		return nil
	}
	if !m.RawByHash {
		// Pages an earlier version stored have ObjectID file _ids:
		// looked for once, here, not on every page, and only in a
		// database an earlier version created (FerretDB reads every
		// file document for this filter: 1.5 s for 20,000 pages).
		if err := s.migrateRaw(ctx); err != nil {
			return fmt.Errorf("raw layout: %w (nothing is lost: Open again to resume)", err)
		}
	}
	_, err = s.meta.UpdateOne(ctx, id("schema"), bson.D{{Key: "$set", Value: bson.D{
		{Key: "version", Value: schemaVersion}, {Key: "raw_by_hash", Value: true}}}})
	if err != nil {
		return fmt.Errorf("schema version: %w", err)
	}
	return nil
}

// Close disconnects from the server.
func (s *Store) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.client.Disconnect(ctx)
}

// id is the filter of the document with _id v.
func id(v any) bson.D { return bson.D{{Key: "_id", Value: v}} }

// record is what the store reads of a document holding a record.
type record struct {
	Doc bson.Raw `bson:"doc"`
}

// findDoc reads the record of the one document filter matches.
func findDoc[T any](ctx context.Context, c *mongo.Collection, filter bson.D) (T, error) {
	var v T
	var r record
	err := c.FindOne(ctx, filter, options.FindOne().SetProjection(bson.D{{Key: "doc", Value: 1}})).Decode(&r)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return v, store.ErrNotFound
	}
	if err != nil {
		return v, err
	}
	return v, fromDoc(r.Doc, &v)
}

// findDocs reads the records of every document filter matches.
func findDocs[T any](ctx context.Context, c *mongo.Collection, filter bson.D, opts *options.FindOptionsBuilder) ([]T, error) {
	return findDocsWith[T](ctx, c, filter, opts, nil, nil)
}

// findDocsWith reads the records of every document filter matches, and
// for each calls also with the document's fields named in fields.
func findDocsWith[T any](ctx context.Context, c *mongo.Collection, filter bson.D, opts *options.FindOptionsBuilder,
	fields []string, also func(doc bson.Raw, v *T)) ([]T, error) {
	proj := bson.D{{Key: "doc", Value: 1}}
	for _, f := range fields {
		proj = append(proj, bson.E{Key: f, Value: 1})
	}
	cur, err := c.Find(ctx, filter, opts.SetProjection(proj))
	if err != nil {
		return nil, err
	}
	defer cur.Close(ctx)
	var out []T
	for cur.Next(ctx) {
		var v T
		doc, err := cur.Current.LookupErr("doc")
		if err != nil {
			return nil, fmt.Errorf("document %s: %w", cur.Current.Lookup("_id"), err)
		}
		if err := fromDoc(doc.Document(), &v); err != nil {
			return nil, err
		}
		if also != nil {
			also(cur.Current, &v)
		}
		out = append(out, v)
	}
	return out, cur.Err()
}

// putDoc creates or replaces the document _id, holding v's record and
// the query fields in fields.
func putDoc(ctx context.Context, c *mongo.Collection, _id string, fields bson.D, v any) error {
	doc, err := toDoc(v)
	if err != nil {
		return err
	}
	repl := append(append(id(_id), fields...), bson.E{Key: "doc", Value: doc})
	return bulkWrite(ctx, c, []mongo.WriteModel{mongo.NewReplaceOneModel().SetFilter(id(_id)).SetReplacement(repl).SetUpsert(true)})
}

// maxUpsertRaces bounds how often bulkWrite runs models again.
const maxUpsertRaces = 3

// bulkWrite runs models in order. When an upsert loses a race to a
// concurrent insert of the same _id, it fails with a duplicate key error
// (MongoDB from 4.2 retries such upserts itself, FerretDB does not);
// bulkWrite then runs the models from that one on again, and the upsert
// finds the document and updates it. An ordered bulk write stops at its
// first error, so the models before it were applied once and the rest
// not at all: running the rest again applies each exactly once, even
// $inc.
func bulkWrite(ctx context.Context, c *mongo.Collection, models []mongo.WriteModel) error {
	for attempt := 1; ; attempt++ {
		_, err := c.BulkWrite(ctx, models)
		var bwe mongo.BulkWriteException
		if err == nil || attempt == maxUpsertRaces || !mongo.IsDuplicateKeyError(err) ||
			!errors.As(err, &bwe) || len(bwe.WriteErrors) != 1 || bwe.WriteConcernError != nil {
			return err
		}
		models = models[bwe.WriteErrors[0].Index:]
	}
}

// PutSite creates or replaces a site, on FerretDB under the site's
// ticket (see writeSite).
func (s *Store) PutSite(ctx context.Context, site store.Site) error {
	err := s.writeSite(ctx, site.ID, func() error { return putDoc(ctx, s.sites, site.ID, nil, site) })
	if err != nil {
		return fmt.Errorf("put site %s: %w", site.ID, err)
	}
	return nil
}

// siteSettings are the fields of a site's document PutSiteSettings
// writes: the operator's, as store.Site encodes them.
var siteSettings = []string{"seeds", "every", "config"}

// PutSiteSettings creates a site or writes its settings only (see
// store.Store.PutSiteSettings): an update of those fields by _id, the
// whole document when none matched, then the next due time filtered by
// the last crawl as site holds it. On FerretDB, whose filtered update
// is a read and a write back by _id, that filter is a read, and all of
// it runs under the site's ticket (see writeSite), as a crawl's mark
// does.
func (s *Store) PutSiteSettings(ctx context.Context, site store.Site) error {
	doc, err := toDoc(site)
	if err != nil {
		return fmt.Errorf("put site %s settings: %w", site.ID, err)
	}
	var set bson.D
	for _, e := range doc {
		if slices.Contains(siteSettings, e.Key) {
			set = append(set, bson.E{Key: "doc." + e.Key, Value: e.Value})
		}
	}
	const lastField = "doc.last_crawl"
	last := bson.E{Key: lastField, Value: bson.D{{Key: "$exists", Value: false}}}
	if !site.LastCrawl.IsZero() {
		last.Value = store.TimeText(site.LastCrawl)
	}
	err = s.writeSite(ctx, site.ID, func() error {
		res, err := s.sites.UpdateOne(ctx, id(site.ID), bson.D{{Key: "$set", Value: set}})
		if err != nil || res.MatchedCount == 0 {
			if err == nil {
				err = putDoc(ctx, s.sites, site.ID, nil, site)
			}
			return err
		}
		filter := append(id(site.ID), last)
		if s.keyedOnly {
			var read struct {
				Doc struct {
					LastCrawl *string `bson:"last_crawl"`
				} `bson:"doc"`
			}
			if err := s.sites.FindOne(ctx, id(site.ID), options.FindOne().SetProjection(bson.D{{Key: lastField, Value: 1}})).Decode(&read); err != nil {
				return err
			}
			if (read.Doc.LastCrawl == nil) != site.LastCrawl.IsZero() || read.Doc.LastCrawl != nil && *read.Doc.LastCrawl != store.TimeText(site.LastCrawl) {
				return nil
			}
			filter = id(site.ID)
		}
		_, err = s.sites.UpdateOne(ctx, filter, bson.D{{Key: "$set", Value: bson.D{{Key: "doc.next_due", Value: store.TimeText(site.NextDue)}}}})
		return err
	})
	if err != nil {
		return fmt.Errorf("put site %s settings: %w", site.ID, err)
	}
	return nil
}

// MarkSiteQueued sets site id's last crawl and next due time in its
// record (see store.Store.MarkSiteQueued): on MongoDB one update
// filtered by the next due time as the caller read it; on FerretDB,
// whose filtered update is a read and a write back by _id (two
// processes would both match), a read and an update by _id under the
// site's ticket (see writeSite).
func (s *Store) MarkSiteQueued(ctx context.Context, siteID string, due, at, next time.Time) (bool, error) {
	const dueField = "doc.next_due"
	set := bson.D{{Key: "$set", Value: bson.D{{Key: "doc.last_crawl", Value: store.TimeText(at)}, {Key: dueField, Value: store.TimeText(next)}}}}
	marked := false
	err := s.writeSite(ctx, siteID, func() error {
		filter := append(id(siteID), bson.E{Key: dueField, Value: store.TimeText(due)})
		if s.keyedOnly {
			var read struct {
				Doc struct {
					NextDue string `bson:"next_due"`
				} `bson:"doc"`
			}
			err := s.sites.FindOne(ctx, id(siteID), options.FindOne().SetProjection(bson.D{{Key: dueField, Value: 1}})).Decode(&read)
			if errors.Is(err, mongo.ErrNoDocuments) || err == nil && read.Doc.NextDue != store.TimeText(due) {
				return nil
			}
			if err != nil {
				return err
			}
			filter = id(siteID)
		}
		res, err := s.sites.UpdateOne(ctx, filter, set)
		if err == nil {
			marked = res.MatchedCount == 1
		}
		return err
	})
	if err != nil {
		return false, fmt.Errorf("mark site %s queued: %w", siteID, err)
	}
	return marked, nil
}

// siteTicket is the key of the ticket a site's document is written
// under on FerretDB (see writeSite); no claim's key (a URL, or hostClaim
// and a host) nor a worker hold's begins so.
func siteTicket(siteID string) string { return "site\x00" + siteID }

// writeSite runs write, a write of site siteID's document by its _id
// (or read and written so), on FerretDB under the site's ticket (see
// underTicket): there a crawl marking the site queued reads the
// document and writes it back whole, which would put back the site an
// operator's PutSite replaced in between.
func (s *Store) writeSite(ctx context.Context, siteID string, write func() error) error {
	if !s.keyedOnly {
		return write()
	}
	return s.underTicket(ctx, siteTicket(siteID), write)
}

// Site returns one site.
func (s *Store) Site(ctx context.Context, siteID string) (store.Site, error) {
	site, err := findDoc[store.Site](ctx, s.sites, id(siteID))
	if err != nil {
		return site, fmt.Errorf("site %s: %w", siteID, err)
	}
	return site, nil
}

// Sites lists every site, ordered by id.
func (s *Store) Sites(ctx context.Context) ([]store.Site, error) {
	sites, err := findDocs[store.Site](ctx, s.sites, bson.D{}, options.Find().SetSort(bson.D{{Key: "_id", Value: 1}}))
	if err != nil {
		return nil, fmt.Errorf("list sites: %w", err)
	}
	return sites, nil
}

// DeleteSite removes a site (its pages and articles stay).
func (s *Store) DeleteSite(ctx context.Context, siteID string) error {
	res, err := s.sites.DeleteOne(ctx, id(siteID))
	if err != nil {
		return fmt.Errorf("delete site %s: %w", siteID, err)
	}
	if res.DeletedCount == 0 {
		return fmt.Errorf("delete site %s: %w", siteID, store.ErrNotFound)
	}
	return nil
}

// PutPage creates or replaces a page record.
func (s *Store) PutPage(ctx context.Context, p store.Page) error {
	if err := putDoc(ctx, s.pages, p.URL, bson.D{{Key: "site", Value: p.Site}}, p); err != nil {
		return fmt.Errorf("put page %s: %w", p.URL, err)
	}
	return nil
}

// Page returns the record of one canonical URL.
func (s *Store) Page(ctx context.Context, url string) (store.Page, error) {
	p, err := findDoc[store.Page](ctx, s.pages, id(url))
	if err != nil {
		return p, fmt.Errorf("page %s: %w", url, err)
	}
	return p, nil
}

// PageURLs calls fn with every known page URL.
func (s *Store) PageURLs(ctx context.Context, fn func(url string) error) error {
	cur, err := s.pages.Find(ctx, bson.D{}, options.Find().SetProjection(id(1)))
	if err != nil {
		return fmt.Errorf("list page urls: %w", err)
	}
	defer cur.Close(ctx)
	for cur.Next(ctx) {
		u, ok := cur.Current.Lookup("_id").StringValueOK()
		if !ok {
			return fmt.Errorf("list page urls: _id %s is not a string", cur.Current.Lookup("_id"))
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	if err := cur.Err(); err != nil {
		return fmt.Errorf("list page urls: %w", err)
	}
	return nil
}

// PutRun creates or replaces a run.
func (s *Store) PutRun(ctx context.Context, r store.Run) error {
	if err := putDoc(ctx, s.runs, r.ID, bson.D{{Key: "started_at", Value: r.StartedAt}}, r); err != nil {
		return fmt.Errorf("put run %s: %w", r.ID, err)
	}
	return nil
}

// Run returns one run.
func (s *Store) Run(ctx context.Context, runID string) (store.Run, error) {
	r, err := findDoc[store.Run](ctx, s.runs, id(runID))
	if err != nil {
		return r, fmt.Errorf("run %s: %w", runID, err)
	}
	return r, nil
}

// Runs lists the latest runs, newest first.
func (s *Store) Runs(ctx context.Context, limit int) ([]store.Run, error) {
	if limit <= 0 {
		limit = 20
	}
	runs, err := findDocs[store.Run](ctx, s.runs, bson.D{}, options.Find().
		SetSort(bson.D{{Key: "started_at", Value: -1}, {Key: "_id", Value: -1}}).SetLimit(int64(limit)))
	if err != nil {
		return nil, fmt.Errorf("list runs: %w", err)
	}
	return runs, nil
}

// PushFrontier adds items to the durable frontier: it inserts the URLs
// not queued yet, and for those queued (or inserted meanwhile by another
// process) takes the new priority where it is better, with an update
// guarded by that comparison. Both steps are idempotent, so a push cut
// short by a crash can be repeated. A new item's "order" (an ObjectID,
// increasing) keeps insertion order among equal priorities.
func (s *Store) PushFrontier(ctx context.Context, items []store.FrontierItem) error {
	if len(items) == 0 {
		return nil
	}
	// One item per URL, the first with the best priority, as if pushed
	// one by one.
	pos := map[string]int{}
	var uniq []store.FrontierItem
	for _, it := range items {
		if i, ok := pos[it.URL]; !ok {
			pos[it.URL] = len(uniq)
			uniq = append(uniq, it)
		} else if it.Priority < uniq[i].Priority {
			uniq[i] = it
		}
	}
	// Waits are kept on the server's clock (see
	// store.FrontierItem.WaitMoved).
	lead, err := s.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("push frontier: %w", err)
	}
	// Every item is inserted, and an URL queued already is told by its
	// duplicate-key error, not looked up first: FerretDB 1.24 on SQLite
	// answers a lookup of several _ids ($in) by reading the whole
	// frontier, on every page a crawl pushes links from.
	docs := make([]bson.D, len(uniq))
	fresh := make([]any, len(uniq))
	for i, it := range uniq {
		doc, err := toDoc(it.WaitMoved(lead))
		if err != nil {
			return fmt.Errorf("push frontier %s: %w", it.URL, err)
		}
		docs[i] = doc
		fresh[i] = bson.D{{Key: "_id", Value: it.URL}, {Key: "priority", Value: it.Priority},
			{Key: "order", Value: bson.NewObjectID()}, {Key: "doc", Value: doc}}
	}
	var better []int // queued already
	if _, err := s.frontier.InsertMany(ctx, fresh, options.InsertMany().SetOrdered(false)); err != nil {
		var ok bool
		if better, ok = duplicates(err); !ok {
			return fmt.Errorf("push frontier: %w", err)
		}
	}
	if len(better) == 0 {
		return nil
	}
	models := make([]mongo.WriteModel, len(better))
	for j, i := range better {
		models[j] = mongo.NewUpdateOneModel().
			SetFilter(bson.D{{Key: "_id", Value: uniq[i].URL}, {Key: "priority", Value: bson.D{{Key: "$gt", Value: uniq[i].Priority}}}}).
			SetUpdate(bson.D{{Key: "$set", Value: bson.D{{Key: "priority", Value: uniq[i].Priority}, {Key: "doc.priority", Value: uniq[i].Priority}}}})
	}
	keys := make([]string, len(better))
	for j, i := range better {
		keys[j] = itemTicket(uniq[i].URL)
	}
	// Under the items' tickets on FerretDB (see writeItem).
	for start := 0; start < len(models); start += frontierBatch {
		end := min(start+frontierBatch, len(models))
		err := s.writeHeld(ctx, keys[start:end], func(idx []int) error {
			return bulkPicked(ctx, s.frontier, models[start:end], idx)
		})
		if err != nil {
			return fmt.Errorf("push frontier: %w", err)
		}
	}
	return nil
}

// inBatches calls f with items in turn, at most n at a time, and stops at
// its first error: FerretDB stops answering commands that name some
// hundreds of documents (see frontierBatch, ackBatch).
func inBatches[T any](items []T, n int, f func([]T) error) error {
	for len(items) > 0 {
		batch := items[:min(len(items), n)]
		items = items[len(batch):]
		if err := f(batch); err != nil {
			return err
		}
	}
	return nil
}

// bulkPicked makes the writes of models that idx names (their indexes),
// unordered, in one bulk write: those whose tickets were taken (see
// withTickets).
func bulkPicked(ctx context.Context, c *mongo.Collection, models []mongo.WriteModel, idx []int) error {
	picked := make([]mongo.WriteModel, len(idx))
	for j, i := range idx {
		picked[j] = models[i]
	}
	_, err := c.BulkWrite(ctx, picked, options.BulkWrite().SetOrdered(false))
	return err
}

// frontierBatch is the most better-priority updates PushFrontier sends
// in one bulk write. FerretDB 1.24 on SQLite stops answering, for good,
// a bulk write of some hundreds of updates (700 in
// TestPushFrontierRaisesManyQueued, as a sitemap's URLs raised at once
// can be); MongoDB splits large bulk writes itself, so smaller ones cost
// it little.
const frontierBatch = 50

// Frontier returns every queued item, best priority first, its wait
// on this process's clock (see store.FrontierItem.WaitMoved).
//
// Each item has the priority of its document's priority field, which
// UpdateFrontier keeps when it is better than the item's.
func (s *Store) Frontier(ctx context.Context) ([]store.FrontierItem, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	items, err := findDocsWith(ctx, s.frontier, bson.D{},
		options.Find().SetSort(bson.D{{Key: "priority", Value: 1}, {Key: "order", Value: 1}}),
		[]string{"priority"}, func(doc bson.Raw, it *store.FrontierItem) {
			if p, ok := doc.Lookup("priority").AsInt64OK(); ok {
				it.Priority = int(p)
			}
			*it = it.WaitMoved(-lead)
		})
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	return items, nil
}

// UpdateFrontier replaces a queued item (attempts, not-before) in
// place, keeping a better priority another worker's push gave it; an
// item no longer queued stays gone. Its wait is kept on the server's
// clock (see store.FrontierItem.WaitMoved).
func (s *Store) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	doc, err := toDoc(it.WaitMoved(lead))
	if err == nil {
		err = s.writeItem(ctx, it.URL, func() error {
			_, err := s.frontier.UpdateOne(ctx, id(it.URL), bson.D{
				{Key: "$set", Value: bson.D{{Key: "doc", Value: doc}}},
				{Key: "$min", Value: bson.D{{Key: "priority", Value: it.Priority}}}})
			return err
		})
	}
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	return nil
}

// StrengthenFrontier gives a queued URL a better priority and, unless
// hint is empty, the hint, keeping what else its stored item holds:
// another process may have written it since (a retry's attempt and
// wait; see crawl.Frontier.Strengthen on a shared frontier).
func (s *Store) StrengthenFrontier(ctx context.Context, url string, priority int, hint string) error {
	up := bson.D{{Key: "$min", Value: bson.D{{Key: "priority", Value: priority}, {Key: "doc.priority", Value: priority}}}}
	if hint != "" {
		up = append(up, bson.E{Key: "$set", Value: bson.D{{Key: "doc.hint", Value: hint}}})
	}
	err := s.writeItem(ctx, url, func() error {
		_, err := s.frontier.UpdateOne(ctx, id(url), up)
		return err
	})
	if err != nil {
		return fmt.Errorf("strengthen frontier %s: %w", url, err)
	}
	return nil
}

// MarkFrontier sets a queued URL's stand-in mark (empty removes it),
// keeping what else its stored item holds: another process may have
// written it since (see crawl.Frontier.MarkStandIn on a shared frontier).
func (s *Store) MarkFrontier(ctx context.Context, url, standInFor string) error {
	up := bson.D{{Key: "$set", Value: bson.D{{Key: "doc.stand_in_for", Value: standInFor}}}}
	if standInFor == "" {
		up = bson.D{{Key: "$unset", Value: bson.D{{Key: "doc.stand_in_for", Value: ""}}}}
	}
	err := s.writeItem(ctx, url, func() error {
		_, err := s.frontier.UpdateOne(ctx, id(url), up)
		return err
	})
	if err != nil {
		return fmt.Errorf("mark frontier %s: %w", url, err)
	}
	return nil
}

// ParkFrontier makes a queued URL wait until notBefore unless its stored
// item waits longer, keeping what else the item holds (see
// crawl.Frontier.Park on a shared frontier). The wait is stored as RFC
// 3339 text, which does not sort as time: the item is read, and written
// only while its wait is still the one read (tried again otherwise),
// under the item's ticket on FerretDB (see writeItem). The wait is kept
// on the server's clock (see store.FrontierItem.WaitMoved).
func (s *Store) ParkFrontier(ctx context.Context, url string, notBefore time.Time) error {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("park frontier %s: %w", url, err)
	}
	notBefore = notBefore.Add(lead)
	for range 20 {
		var done bool
		err := s.writeItem(ctx, url, func() (err error) {
			done, err = s.park(ctx, url, notBefore)
			return err
		})
		if err != nil {
			return fmt.Errorf("park frontier %s: %w", url, err)
		}
		if done {
			return nil
		}
	}
	return fmt.Errorf("park frontier %s: its wait kept changing", url)
}

// park makes url's queued item wait until notBefore, on the server's
// clock, unless it waits longer, and reports whether it is done: false
// when the item's wait changed since it read it.
func (s *Store) park(ctx context.Context, url string, notBefore time.Time) (bool, error) {
	var r record
	err := s.frontier.FindOne(ctx, id(url), options.FindOne().SetProjection(bson.D{{Key: "doc", Value: 1}})).Decode(&r)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return true, nil // no longer queued
	}
	if err != nil {
		return false, err
	}
	var it store.FrontierItem
	if err := fromDoc(r.Doc, &it); err != nil {
		return false, err
	}
	if !it.NotBefore.Before(notBefore) {
		return true, nil
	}
	filter := bson.D{{Key: "_id", Value: url}, {Key: "doc.not_before", Value: bson.D{{Key: "$exists", Value: false}}}}
	if old, err := r.Doc.LookupErr("not_before"); err == nil {
		filter[1] = bson.E{Key: "doc.not_before", Value: old}
	}
	nb, _ := notBefore.MarshalText()
	res, err := s.frontier.UpdateOne(ctx, filter, bson.D{{Key: "$set", Value: bson.D{{Key: "doc.not_before", Value: string(nb)}}}})
	if err != nil {
		return false, err
	}
	return res.MatchedCount > 0, nil
}

// SetOwner names this store's claims (see ClaimFrontier); Open names
// them at random. A process restarted under the name it had (its host
// and data directory) takes over at once the claims it held when it was
// killed, instead of waiting out their leases.
func (s *Store) SetOwner(owner string) { s.owner = owner }

// claimDoc is a claim on a frontier URL or host, keyed by the URL or by
// hostClaim and the host.
type claimDoc struct {
	Key   string    `bson:"_id"`
	Owner string    `bson:"owner"`
	Until time.Time `bson:"until"`
	// Hold is a host's hold (a Retry-After, see HoldHost): Until runs
	// to it at least, and it binds every process, the holder restarted
	// too (see HostHolds).
	Hold time.Time `bson:"hold,omitempty"`
	// HoldReason is why the host is held (see
	// store.HostStats.WaitReason), set with the hold that holds.
	HoldReason string `bson:"hold_reason,omitempty"`
}

// asRead filters c's document as it was read: its key, owner and
// lease's end, which every write of a claim changes. A write made with it
// misses a claim that ended and was taken over by another process since
// it was read (a delete by the key alone would end that process's fresh
// claim, an update would give its claim to this one); on MongoDB the
// filter and the write are one atomic step. (FerretDB reads the whole
// collection for such a filter, see keyedOnly: the claims are few.)
func (c claimDoc) asRead() bson.D {
	return bson.D{{Key: "_id", Value: c.Key}, {Key: "owner", Value: c.Owner}, {Key: "until", Value: c.Until}}
}

// ClaimFrontier claims url and its host for this store until
// now+lease, so that no other process sharing the frontier fetches the
// URL, or asks the host, meanwhile (see store.Claim); a URL's claim ends
// with DoneFrontier or its lease, a host's with its lease.
//
// A claim is a document of its own keyed by what it claims, made by an
// insert: of two processes asking at once, the unique key lets one in,
// the same on MongoDB as on FerretDB, whose guarded updates are not
// atomic (see keyedOnly). The item is read after the claim is made, so
// that a URL done meanwhile (its item removed before its claim) is seen
// gone. An ended lease is taken over by removing the claim and inserting
// one: two processes that take over one ended lease at the very same
// moment may both fetch its URL, as the killed holder itself may have.
//
// now, from this process's clock, is moved to the server's (see
// clockLead), as the lease's end stored, and the end of another's
// claim is told on this process's clock.
func (s *Store) ClaimFrontier(ctx context.Context, url, host string, now time.Time, lease time.Duration) (store.Claim, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	now = now.Add(lead)
	for _, key := range []string{hostClaim + host, url} {
		until, err := s.claimKey(ctx, key, now, now.Add(lease))
		if err != nil {
			return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
		}
		if !until.IsZero() {
			return store.Claim{State: store.ClaimHeld, Until: until.Add(-lead)}, nil
		}
	}
	c, err := s.claimedItem(ctx, url)
	c.Item = c.Item.WaitMoved(-lead)
	if err == nil && c.State == store.ClaimOK && s.keyedOnly {
		s.mu.Lock()
		s.claimed[url] = now.Add(lease)
		s.mu.Unlock()
	}
	return c, err
}

// hostClaim prefixes the key of a host's claim, which no URL's has.
const hostClaim = "host "

// claimKey claims key for this store until until, and returns the zero
// time, or when the claim of the process that holds it ends. A claim of
// this store's own is renewed, never shortened: a host it holds longer
// (a Retry-After, see HoldHost) stays held for the others until then.
func (s *Store) claimKey(ctx context.Context, key string, now, until time.Time) (time.Time, error) {
	mine := claimDoc{Key: key, Owner: s.owner, Until: until}
	// A URL is claimed afresh, by an insert; a host's claim is mostly
	// its holder's, renewed for its next URL: it is read first, which
	// saves the insert that would fail (a round trip of the six a URL
	// costs from its claim to its end).
	insert := !strings.HasPrefix(key, hostClaim)
	refused := false // a ticket of another process's stood in the way
	for range 3 {
		if insert {
			_, err := s.claims.InsertOne(ctx, mine)
			if err == nil {
				return time.Time{}, nil
			}
			if !mongo.IsDuplicateKeyError(err) {
				return time.Time{}, err
			}
		}
		insert = true
		var c claimDoc
		err := s.claims.FindOne(ctx, id(key)).Decode(&c)
		switch {
		case errors.Is(err, mongo.ErrNoDocuments):
			continue // ended meanwhile: asked again
		case err != nil:
			return time.Time{}, err
		case c.Owner == s.owner && !c.Until.Before(until):
			return time.Time{}, nil
		case c.Owner == s.owner:
			var res *mongo.UpdateResult
			ok, err := s.guarded(ctx, c, now, func() (err error) {
				res, err = s.claims.UpdateOne(ctx, c.asRead(), bson.D{{Key: "$set", Value: bson.D{{Key: "until", Value: until}}}})
				return err
			})
			if err != nil || (ok && res.MatchedCount == 1) {
				return time.Time{}, err
			}
			refused = refused || !ok
			continue // ended and taken over meanwhile: asked again
		case c.Until.After(now):
			return c.Until, nil
		}
		ok, err := s.guarded(ctx, c, now, func() error {
			_, err := s.claims.DeleteOne(ctx, c.asRead())
			return err
		})
		if err != nil {
			return time.Time{}, err
		}
		refused = refused || !ok
	}
	if refused {
		// Another process writes the claim, or was killed as it did
		// (its ticket stands up to ticketTTL): not asked again at once.
		return now.Add(ticketWait), nil
	}
	// Another process took it over first: asked again soon.
	return now.Add(time.Millisecond), nil
}

// claimMargin is how near its end a claim of this process's own may be
// for guarded to write it without a ticket: no other process takes a
// claim over before it ends on its own reading of the server's clock,
// which is this one's within clockSlack.
const claimMargin = 5 * time.Second

// guarded runs write, a write of the claim c filtered by c as read (see
// claimDoc.asRead), and reports whether it ran. FerretDB filters and
// writes in two steps (it reads the documents the filter matches, then
// writes by _id): a claim that ended, deleted or renewed there by two
// processes at once, could lose the fresh claim one of them made in
// between. So on FerretDB a claim that is not this process's own, live
// past claimMargin, is first taken by inserting a ticket keyed by c as
// read: one process alone gets it (the unique key), writes, and removes
// it, even when ctx ends meanwhile; the others write nothing and ask
// again. A ticket older than ticketTTL, which a process killed while it
// wrote left, is removed by the next that finds it, which takes it in
// the same call (see takeTicket), or by any process's next release (see
// pruneClaims). On MongoDB the
// filter and the write are one atomic step.
func (s *Store) guarded(ctx context.Context, c claimDoc, now time.Time, write func() error) (bool, error) {
	if !s.keyedOnly {
		return true, write()
	}
	now, err := s.ticketTime(ctx, now)
	if err != nil {
		return false, err
	}
	if c.Owner == s.owner && c.Until.After(now.Add(claimMargin)) {
		return true, write()
	}
	return s.withTicket(ctx, c.ticket(), now, write)
}

// withTicket runs write holding the ticket key stamped now (see
// guarded), and reports whether it ran: a ticket another process holds
// refuses it.
func (s *Store) withTicket(ctx context.Context, key string, now time.Time, write func() error) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	// An insert cut off by ctx once sent is made all the same: the
	// ticket is taken and given back whatever ctx does.
	tctx, cancel := ticketContext(ctx)
	defer cancel()
	take := bson.NewObjectID()
	if ok, err := s.takeTicket(tctx, key, now, take); !ok || err != nil {
		if err != nil {
			err = s.giveBackFailed(ctx, err, bson.A{key}, take)
		}
		return false, err
	}
	err := write()
	// Given back with a deadline of its own: a slow write may have
	// spent tctx's.
	dctx, dcancel := ticketContext(ctx)
	defer dcancel()
	if _, derr := s.tickets.DeleteOne(dctx, id(key)); err == nil {
		err = derr
	}
	return err == nil, err
}

// underTicket runs write, a document's read and its write by _id, on
// FerretDB, holding the ticket key (see guarded) that every write of
// that document takes there: a mutex, where guarded's tickets name a
// claim as read. A ticket another process holds (it writes in
// milliseconds) is waited for, ticketTries times at most; one older
// than ticketTTL, a killed process's, is taken over (see takeTicket).
// errTicketHeld when it was held throughout.
func (s *Store) underTicket(ctx context.Context, key string, write func() error) error {
	for try := range ticketTries {
		now, err := s.ticketTime(ctx, time.Time{})
		if err != nil {
			return err
		}
		ok, err := s.withTicket(ctx, key, now, write)
		if ok || err != nil {
			return err
		}
		// Spread, so that the writers refused together do not ask
		// again together.
		pause := ticketPause << try
		if !sleep(ctx, pause/2+rand.N(pause/2)) {
			return ctx.Err()
		}
	}
	return s.afterStaleTicket(ctx, key, write)
}

// afterStaleTicket runs write once more after underTicket's waits, when
// the ticket that refused them is still the one taken before them: a
// live writer gives its ticket back in milliseconds, so one held
// throughout was left by a process killed while it wrote, and is taken
// over once ticketTTL old (see takeTicket), which underTicket's waits
// (2.6 to 5.1 s) fell short of. A ticket taken again meanwhile is
// writers that kept writing: errTicketHeld.
func (s *Store) afterStaleTicket(ctx context.Context, key string, write func() error) error {
	var held ticketDoc
	err := s.tickets.FindOne(ctx, id(key)).Decode(&held)
	if err != nil && !errors.Is(err, mongo.ErrNoDocuments) {
		return err
	}
	now, terr := s.ticketTime(ctx, time.Time{})
	if terr != nil {
		return terr
	}
	if err == nil {
		wait := held.At.Add(ticketTTL).Sub(now)
		if wait > ticketTTL-ticketPause<<(ticketTries-1) {
			return errTicketHeld // taken after the waits began
		}
		if wait > 0 {
			if !sleep(ctx, wait+ticketPause) {
				return ctx.Err()
			}
			if now, err = s.ticketTime(ctx, time.Time{}); err != nil {
				return err
			}
		}
	}
	ok, err := s.withTicket(ctx, key, now, write)
	if ok || err != nil {
		return err
	}
	return errTicketHeld
}

// errTicketHeld says another process held a document's ticket
// throughout underTicket's waits.
var errTicketHeld = errors.New("another process kept writing it")

// ticketTries bounds how often underTicket waits for a ticket another
// process holds, and ticketPause is its first wait (doubled each time,
// spread to 2.6 to 5.1 s in all): a live holder writes in milliseconds, but eight
// processes pushing one URL at once on a loaded FerretDB waited out six
// tries of 5 to 160 ms (TestConcurrentWriters: "push frontier: another
// process kept writing it" in 2 runs of 5). A killed holder's ticket
// is taken over after ticketTTL (see takeTicket).
const (
	ticketTries = 9
	ticketPause = 10 * time.Millisecond
)

// writeHeld runs write for the documents whose tickets are keys (write
// is given the indexes in keys of those it may write), on FerretDB
// under those tickets: at once for those no other process holds (see
// withTickets), then one by one, waiting, for the others (see
// underTicket). On MongoDB write runs for them all at once.
func (s *Store) writeHeld(ctx context.Context, keys []string, write func(idx []int) error) error {
	if !s.keyedOnly {
		all := make([]int, len(keys))
		for i := range all {
			all[i] = i
		}
		return write(all)
	}
	taken, err := s.withTickets(ctx, keys, time.Time{}, write)
	if err != nil {
		return err
	}
	done := make([]bool, len(keys))
	for _, i := range taken {
		done[i] = true
	}
	for i, k := range keys {
		if done[i] {
			continue
		}
		if err := s.underTicket(ctx, k, func() error { return write([]int{i}) }); err != nil {
			return err
		}
	}
	return nil
}

// itemTicket is the key of the ticket a queued item's document is
// written under on FerretDB (see writeItem); no claim's key (a URL, or
// hostClaim and a host) nor a worker hold's begins so.
func itemTicket(url string) string { return "frontier\x00" + url }

// writeItem runs write, a write of url's queued item filtered by its
// _id (or read by _id and written so), on FerretDB under the item's
// ticket (see underTicket). FerretDB applies a filtered $set or $min
// by reading the document and writing it back whole by _id, so of a
// retry written by the URL's holder (UpdateFrontier) and a better
// priority pushed by another process at once, one put back what the
// other had replaced: the retry's attempt and wait were lost, and the
// URL fetched again at once, never reaching its failure state; a
// stand-in mark and a park were lost so too (TestFrontierItemRace: 22
// rounds in 30 lost a write). Every write of a queued item there takes
// its ticket (a push's raises, see PushFrontier, all at once), so none
// lands between another's read and write; its insert (a unique key)
// and its removal (by _id, which a write back after it does not undo:
// FerretDB updates, never inserts, by _id) need none.
func (s *Store) writeItem(ctx context.Context, url string, write func() error) error {
	if !s.keyedOnly {
		return write()
	}
	return s.underTicket(ctx, itemTicket(url), write)
}

// takeTicket inserts the ticket key stamped now, and reports whether
// it got it. A ticket another process holds refuses it; one older than
// ticketTTL, which a process killed while it held it left, is removed
// (see reapTicket) and the ticket inserted in its place at once.
func (s *Store) takeTicket(ctx context.Context, key string, now time.Time, take bson.ObjectID) (bool, error) {
	for range 2 {
		_, err := s.tickets.InsertOne(ctx, s.newTicket(key, now, take))
		if err == nil || !mongo.IsDuplicateKeyError(err) {
			return err == nil, err
		}
		var held ticketDoc
		err = s.tickets.FindOne(ctx, id(key)).Decode(&held)
		switch {
		case errors.Is(err, mongo.ErrNoDocuments):
			continue // given back meanwhile
		case err != nil:
			return false, err
		case !held.At.Before(now.Add(-ticketTTL)):
			return false, nil // another process is writing the claim
		}
		if ok, err := s.reapTicket(ctx, held, now); !ok || err != nil {
			return false, err
		}
	}
	return false, nil
}

// newTicket is the ticket key this store takes, stamped now, named by
// its owner and by take, the one call's insert (see giveBackFailed): a
// stamp is a millisecond, which two of this process's writers of one
// document can share.
func (s *Store) newTicket(key string, now time.Time, take bson.ObjectID) bson.D {
	return bson.D{{Key: "_id", Value: key}, {Key: "at", Value: now}, {Key: "by", Value: s.owner}, {Key: "take", Value: take}}
}

// giveBackFailed removes the tickets of keys a failed insert stamped
// now may have made all the same (the server applied it and its answer
// was lost: a timeout on a loaded server, a cancel; or some of a batch
// went in beside a write error), and returns err, the insert's: left,
// they blocked their documents' writers, every process's, for
// ticketTTL. Filtered by take, the failed call's, the removal misses
// the ticket of the same key another process, or another of this
// process's writers in the same millisecond, holds.
func (s *Store) giveBackFailed(ctx context.Context, err error, keys bson.A, take bson.ObjectID) error {
	dctx, cancel := ticketContext(ctx)
	defer cancel()
	_, derr := s.tickets.DeleteMany(dctx, bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: keys}}}, {Key: "take", Value: take}})
	if derr != nil {
		return errors.Join(err, fmt.Errorf("give back tickets: %w", derr))
	}
	return err
}

// ticketDoc is a ticket as stored (see guarded); Reap marks a reaper's
// (see reapTicket).
type ticketDoc struct {
	Key  string    `bson:"_id"`
	At   time.Time `bson:"at"`
	Reap bool      `bson:"reap,omitempty"`
}

// reapTicket removes the stale ticket t as read, and reports whether
// this process did. FerretDB deletes in two steps (it reads what the
// filter matches, then deletes by _id), so two processes that removed
// one stale ticket at once could remove the fresh ticket one of them
// put in its place between the other's two steps, and both wrote the
// claim (TestStaleTicketOneWriter: two to four writers at once). So the
// removal is first taken by inserting a reaper keyed by the ticket as
// read (its key and stamp): one process alone removes it, and a
// removal filtered by the stamp read misses a fresh ticket. Reapers,
// stamped now, go with the stale tickets at a release (see
// pruneTickets).
func (s *Store) reapTicket(ctx context.Context, t ticketDoc, now time.Time) (bool, error) {
	reaper := fmt.Sprintf("%s\x00reap\x00%d", t.Key, t.At.UnixMilli())
	_, err := s.tickets.InsertOne(ctx, ticketDoc{Key: reaper, At: now, Reap: true})
	if mongo.IsDuplicateKeyError(err) {
		// A reaper older than ticketTTL was left by a process killed
		// as it reaped: reaped in turn (under a reaper of its own, keyed
		// by its stamp), else it refused every process until a release.
		var r ticketDoc
		err = s.tickets.FindOne(ctx, id(reaper)).Decode(&r)
		if err != nil || !r.At.Before(now.Add(-ticketTTL)) {
			if errors.Is(err, mongo.ErrNoDocuments) {
				err = nil
			}
			return false, err
		}
		if ok, err := s.reapTicket(ctx, r, now); !ok || err != nil {
			return false, err
		}
		_, err = s.tickets.InsertOne(ctx, ticketDoc{Key: reaper, At: now, Reap: true})
		if mongo.IsDuplicateKeyError(err) {
			return false, nil
		}
	}
	if err != nil {
		return false, err
	}
	res, err := s.tickets.DeleteOne(ctx, bson.D{{Key: "_id", Value: t.Key}, {Key: "at", Value: t.At}})
	if err != nil {
		return false, err
	}
	return res.DeletedCount == 1, nil
}

// pruneTickets removes the tickets older than ticketTTL (see
// pruneClaims), each under its reaper (see reapTicket), and the
// reapers that old, which no process needs any more: a reaper inserted
// again after its removal finds its ticket gone.
func (s *Store) pruneTickets(ctx context.Context, now time.Time) error {
	old := bson.D{{Key: "$lt", Value: now.Add(-ticketTTL)}}
	var stale []ticketDoc
	cur, err := s.tickets.Find(ctx, bson.D{{Key: "reap", Value: bson.D{{Key: "$exists", Value: false}}}, {Key: "at", Value: old}})
	if err == nil {
		err = cur.All(ctx, &stale)
	}
	for _, t := range stale {
		if err != nil {
			return err
		}
		_, err = s.reapTicket(ctx, t, now)
	}
	if err != nil {
		return err
	}
	// An old reaper goes once the ticket it names (its key and stamp)
	// is gone: a reaper inserted again then finds nothing to remove. A
	// bare delete of one whose ticket stands could remove, FerretDB
	// reading before it deletes, the reaper another process just put
	// in its place, and let a third remove the ticket with it.
	var reapers []ticketDoc
	cur, err = s.tickets.Find(ctx, bson.D{{Key: "reap", Value: true}, {Key: "at", Value: old}})
	if err == nil {
		err = cur.All(ctx, &reapers)
	}
	for _, r := range reapers {
		if err != nil {
			return err
		}
		i := strings.LastIndex(r.Key, "\x00reap\x00")
		if i < 0 {
			continue
		}
		ms, perr := strconv.ParseInt(r.Key[i+len("\x00reap\x00"):], 10, 64)
		if perr != nil {
			continue
		}
		var n int64
		n, err = s.tickets.CountDocuments(ctx, bson.D{{Key: "_id", Value: r.Key[:i]}, {Key: "at", Value: time.UnixMilli(ms)}})
		if err == nil && n == 0 {
			_, err = s.tickets.DeleteOne(ctx, bson.D{{Key: "_id", Value: r.Key}, {Key: "at", Value: r.At}})
		}
	}
	return err
}

// ticketTime is the time a claim's margin is told on and a ticket
// stamped with (see guarded): now is the caller's, given once for a
// whole release that may outlast claimMargin and ticketTTL, so the
// server's clock as it is now, unless now is later.
func (s *Store) ticketTime(ctx context.Context, now time.Time) (time.Time, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return now, err
	}
	if cur := s.now().Add(lead); cur.After(now) {
		now = cur
	}
	return now, nil
}

// ticket is the key of c's ticket (see guarded): c as read.
func (c claimDoc) ticket() string {
	return fmt.Sprintf("%s\x00%s\x00%d", c.Key, c.Owner, c.Until.UnixMilli())
}

// ticketContext is the context a ticket is taken or given back under
// (see guarded): cut off from ctx, so that an insert ctx ended once
// sent is given back all the same, but not for long once ctx ended: a
// release cancelled on a server that stopped answering (see
// pipeline.Halt) returns within ticketGrace, not ticketTTL per call. A
// ticket left is reaped, as a killed process's, after ticketTTL.
func ticketContext(ctx context.Context) (context.Context, context.CancelFunc) {
	tctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), ticketTTL)
	stop := context.AfterFunc(ctx, func() {
		t := time.AfterFunc(ticketGrace, cancel)
		context.AfterFunc(tctx, func() { t.Stop() })
	})
	return tctx, func() { stop(); cancel() }
}

// ticketGrace is how long a ticket's insert or give-back may run on
// once the caller's context ended (see ticketContext).
const ticketGrace = time.Second

// ticketTTL bounds how long a ticket of guarded lives: its holder's two
// writes take milliseconds.
const ticketTTL = 10 * time.Second

// ticketWait is how long a claim another process's ticket stood in the
// way of is told held (see claimKey): a live holder writes in
// milliseconds, a killed one's ticket stands ticketTTL.
const ticketWait = 250 * time.Millisecond

// HoldHost keeps this store's claim on host until until at least (a
// Retry-After it was given), so that no other process sharing the
// frontier asks the host before; a host another process holds is left
// to it. claimKey reads a host's claim before it writes (see there),
// so one held longer already, or by another process, costs one read.
// The hold is written on the claim too, for HostHolds: a process
// restarted under this store's name takes its claims back at once, but
// not the host before the hold ends. The times, from this process's
// clock, are moved to the server's (see clockLead).
func (s *Store) HoldHost(ctx context.Context, host string, now, until time.Time, reason string) error {
	lead, err := s.clockLead(ctx)
	if err == nil {
		err = s.holdHost(ctx, host, now.Add(lead), until.Add(lead), reason)
	}
	if err != nil {
		return fmt.Errorf("hold frontier host %s: %w", host, err)
	}
	return nil
}

// holdHost is HoldHost with times on the server's clock. A hold is
// raised only by a later end, and takes reason with it, as Redis's
// holdScript: a hold of the same end keeps its reason. An empty reason
// (a release's hold) keeps the reason of a hold still running, and
// drops that of one that ended, as Redis's release prunes it.
func (s *Store) holdHost(ctx context.Context, host string, now, until time.Time, reason string) error {
	held, err := s.claimKey(ctx, hostClaim+host, now, until)
	if err != nil || !held.IsZero() {
		return err
	}
	mine := func(hold bson.D) bson.D {
		return bson.D{{Key: "_id", Value: hostClaim + host}, {Key: "owner", Value: s.owner}, {Key: "hold", Value: hold}}
	}
	if reason != "" {
		// Raised with its reason; a hold of a later end or the same one kept.
		for _, f := range []bson.D{mine(bson.D{{Key: "$lt", Value: until}}), mine(bson.D{{Key: "$exists", Value: false}})} {
			res, err := s.claims.UpdateOne(ctx, f, bson.D{{Key: "$set", Value: bson.D{{Key: "hold", Value: until}, {Key: "hold_reason", Value: reason}}}})
			if err != nil || res.MatchedCount > 0 {
				return err
			}
		}
		return nil
	}
	// A running hold raised keeps its reason.
	res, err := s.claims.UpdateOne(ctx, mine(bson.D{{Key: "$gt", Value: now}, {Key: "$lt", Value: until}}),
		bson.D{{Key: "$set", Value: bson.D{{Key: "hold", Value: until}}}})
	if err != nil || res.MatchedCount > 0 {
		return err
	}
	// None, or one that ended: raised without a reason.
	for _, f := range []bson.D{mine(bson.D{{Key: "$lte", Value: now}}), mine(bson.D{{Key: "$exists", Value: false}})} {
		res, err := s.claims.UpdateOne(ctx, f, bson.D{{Key: "$set", Value: bson.D{{Key: "hold", Value: until}}}, {Key: "$unset", Value: bson.D{{Key: "hold_reason", Value: ""}}}})
		if err != nil || res.MatchedCount > 0 {
			return err
		}
	}
	return nil
}

// HostHolds returns the hosts held past now (see HoldHost), whoever
// holds them, with the end of their hold (on this process's clock,
// compared on the server's, see clockLead) and its reason.
func (s *Store) HostHolds(ctx context.Context, now time.Time) (map[string]store.HostWait, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return nil, fmt.Errorf("host holds: %w", err)
	}
	var held []claimDoc
	cur, err := s.claims.Find(ctx, bson.D{{Key: "hold", Value: bson.D{{Key: "$gt", Value: now.Add(lead)}}}})
	if err == nil {
		err = cur.All(ctx, &held)
	}
	if err != nil {
		return nil, fmt.Errorf("host holds: %w", err)
	}
	out := map[string]store.HostWait{}
	for _, c := range held {
		if host, ok := strings.CutPrefix(c.Key, hostClaim); ok {
			out[host] = store.HostWait{Host: host, Until: c.Hold.Add(-lead), Reason: c.HoldReason}
		}
	}
	return out, nil
}

// ReleaseClaims ends this store's claims when its run ends, at now (see
// store.Claim): its URLs' at once, its hosts' at hostsUntil at the
// latest (the host's delay after its last request), so that a process
// that follows at once need not wait out the leases. It removes every
// claim that ended by now, whoever held it (a host's claim, which no
// DoneFrontier removes, a killed process's), so that the claims kept
// stay as many as the hosts and URLs held, not every host ever asked.
// The hosts in held it holds until their time (see HoldHost): no
// shorter, and no longer (its lease ends with its run); it does not end
// them first. Each claim of its own is ended only as it was read (see
// claimDoc.asRead): one that ran out meanwhile and another process took
// stays that process's. The times, from this process's clock, are moved
// to the server's (see clockLead).
func (s *Store) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("release frontier claims: %w", err)
	}
	now, hostsUntil = now.Add(lead), hostsUntil.Add(lead)
	onServer := make(map[string]time.Time, len(held))
	for host, t := range held {
		onServer[host] = t.Add(lead)
	}
	return s.releaseClaims(ctx, now, hostsUntil, onServer)
}

// releaseClaims is ReleaseClaims with times on the server's clock.
func (s *Store) releaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	if err := s.pruneClaims(ctx, now); err != nil {
		return fmt.Errorf("release frontier claims: %w", err)
	}
	// Its URLs' claims end here (see doneClaim).
	s.mu.Lock()
	clear(s.claimed)
	s.mu.Unlock()
	var mine []claimDoc
	cur, err := s.claims.Find(ctx, bson.D{{Key: "owner", Value: s.owner}})
	if err == nil {
		err = cur.All(ctx, &mine)
	}
	if err == nil {
		err = s.releaseOwn(ctx, mine, now, hostsUntil, held)
	}
	if err != nil {
		return fmt.Errorf("release frontier claims: %w", err)
	}
	for host, t := range held {
		if err := s.holdHost(ctx, host, now, t, ""); err != nil {
			return fmt.Errorf("release frontier claims: %w", err)
		}
	}
	return nil
}

// pruneClaims removes every claim that ended by now, whoever held it
// (see ReleaseClaims). On FerretDB each is removed as read, under its
// ticket (see guarded), in batches (see pruneGuarded): a bare filtered
// delete there could remove a claim another process just took over in
// its place. There it first
// removes the tickets older than ticketTTL: a process killed while it
// held one left it, and once the claim it names changes (its owner
// renews it or marks its URL done) no process meets it again, and
// FerretDB 1.24 has no TTL index ("expireAfterSeconds" is not
// implemented) to expire it.
func (s *Store) pruneClaims(ctx context.Context, now time.Time) error {
	ended := bson.D{{Key: "until", Value: bson.D{{Key: "$lte", Value: now}}}}
	if !s.keyedOnly {
		_, err := s.claims.DeleteMany(ctx, ended)
		return err
	}
	if err := s.pruneTickets(ctx, now); err != nil {
		return err
	}
	var old []claimDoc
	cur, err := s.claims.Find(ctx, ended)
	if err == nil {
		err = cur.All(ctx, &old)
	}
	for start := 0; start < len(old) && err == nil; start += pruneBatch {
		err = s.pruneGuarded(ctx, old[start:min(start+pruneBatch, len(old))], now)
	}
	return err
}

// pruneBatch is how many claims a prune hands guardedMany at once.
const pruneBatch = 500

// pruneGuarded removes the ended claims old, each as read, under its
// ticket (see guardedMany).
func (s *Store) pruneGuarded(ctx context.Context, old []claimDoc, now time.Time) error {
	return s.guardedMany(ctx, old, now, func(taken []int) error {
		asRead := make(bson.A, len(taken))
		for i, k := range taken {
			asRead[i] = old[k].asRead()
		}
		_, err := s.claims.DeleteMany(ctx, bson.D{{Key: "$or", Value: asRead}})
		return err
	})
}

// guardedMany runs write for the claims cs, each written as read
// (write is given the indexes in cs of those it may write), under
// their tickets, as guarded would one by one, in three round trips for
// them all (three for each before) besides write's own: their tickets
// inserted at once, unordered (a ticket another process holds refuses
// its claim alone, left to it or to a later release), write run, and
// those tickets given back. Every write of a claim near or past its
// end takes its ticket first (see guarded), so none of them changes
// between the insert and the write. On MongoDB write runs for them all
// at once, without tickets.
func (s *Store) guardedMany(ctx context.Context, cs []claimDoc, now time.Time, write func(taken []int) error) error {
	if !s.keyedOnly {
		all := make([]int, len(cs))
		for i := range all {
			all[i] = i
		}
		return write(all)
	}
	keys := make([]string, len(cs))
	for i, c := range cs {
		keys[i] = c.ticket()
	}
	_, err := s.withTickets(ctx, keys, now, write)
	return err
}

// withTickets runs write holding those of the tickets keys (see
// guarded) no other process holds, all taken at once (write is given
// their indexes in keys), and returns those indexes; none taken, write
// does not run.
func (s *Store) withTickets(ctx context.Context, keys []string, now time.Time, write func(taken []int) error) ([]int, error) {
	now, err := s.ticketTime(ctx, now)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// As in guarded: tickets inserted are given back whatever ctx does.
	tctx, cancel := ticketContext(ctx)
	defer cancel()
	docs := make([]any, len(keys))
	all := make(bson.A, len(keys))
	take := bson.NewObjectID()
	for i, k := range keys {
		docs[i], all[i] = s.newTicket(k, now, take), k
	}
	refused := map[int]bool{}
	if _, err := s.tickets.InsertMany(tctx, docs, options.InsertMany().SetOrdered(false)); err != nil {
		dups, ok := duplicates(err) // tickets other processes hold
		if !ok {
			return nil, s.giveBackFailed(ctx, err, all, take)
		}
		for _, i := range dups {
			refused[i] = true
		}
	}
	var taken []int
	var held bson.A
	for i, k := range keys {
		if !refused[i] {
			taken = append(taken, i)
			held = append(held, k)
		}
	}
	if len(held) == 0 {
		return nil, nil
	}
	err = write(taken)
	// Given back with a deadline of its own, as in guarded.
	dctx, dcancel := ticketContext(ctx)
	defer dcancel()
	if _, derr := s.tickets.DeleteMany(dctx, bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: held}}}}); err == nil {
		err = derr
	}
	return taken, err
}

// releaseOwn ends the claims mine, this store's as read (see
// ReleaseClaims): its URLs' deleted, its hosts' shortened, each write
// filtered by the claim as read (see asRead), so that a claim that
// ended since and that another process took over stays that
// process's. They are written at once, one bulk write (a delete and an
// update command) for those live past claimMargin, and one under their
// tickets (see guardedMany) for those nearer their end on FerretDB:
// one by one, a release cost a command a claim on MongoDB, three on
// FerretDB near its end (TestReleaseRoundTrips).
func (s *Store) releaseOwn(ctx context.Context, mine []claimDoc, now, hostsUntil time.Time, held map[string]time.Time) error {
	var near []claimDoc
	var liveW, nearW []mongo.WriteModel
	now, err := s.ticketTime(ctx, now)
	if err != nil {
		return err
	}
	for _, c := range mine {
		w := releaseWrite(c, hostsUntil, held)
		switch {
		case w == nil:
		case !s.keyedOnly || c.Until.After(now.Add(claimMargin)):
			liveW = append(liveW, w)
		default:
			near, nearW = append(near, c), append(nearW, w)
		}
	}
	// In batches: FerretDB 1.24 stops answering, for good, a bulk write
	// of some hundreds of filtered writes (see frontierBatch), as a run
	// that asked some hundreds of hosts holds (TestReleaseManyLiveClaims).
	err = inBatches(liveW, frontierBatch, func(batch []mongo.WriteModel) error {
		_, err := s.claims.BulkWrite(ctx, batch, options.BulkWrite().SetOrdered(false))
		return err
	})
	if err != nil {
		return err
	}
	for start := 0; start < len(near); start += frontierBatch {
		end := min(start+frontierBatch, len(near))
		err := s.guardedMany(ctx, near[start:end], now, func(taken []int) error {
			return bulkPicked(ctx, s.claims, nearW[start:end], taken)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// releaseWrite is the write that ends c, a claim of this store's, at a
// release (see releaseOwn), filtered by c as read; nil when c stays as
// it is. A URL's claim is deleted; a host's ends at hostsUntil, or at
// its time in held (a Retry-After, not its lease, which ends with the
// run), and is never lengthened.
func releaseWrite(c claimDoc, hostsUntil time.Time, held map[string]time.Time) mongo.WriteModel {
	host, isHost := strings.CutPrefix(c.Key, hostClaim)
	if !isHost {
		return mongo.NewDeleteOneModel().SetFilter(c.asRead())
	}
	t := hostsUntil
	if h := held[host]; !h.IsZero() {
		t = h
	}
	if !c.Until.After(t) {
		return nil
	}
	return mongo.NewUpdateOneModel().SetFilter(c.asRead()).SetUpdate(bson.D{{Key: "$set", Value: bson.D{{Key: "until", Value: t}}}})
}

// workerDoc is a live process's hold on its claim name (see HoldWorker).
type workerDoc struct {
	Name   string    `bson:"_id"`
	Holder string    `bson:"holder"`
	Until  time.Time `bson:"until"`
}

// asRead filters w's document as it was read: its name, holder and end,
// which every write of a hold changes (see claimDoc.asRead).
func (w workerDoc) asRead() bson.D {
	return bson.D{{Key: "_id", Value: w.Name}, {Key: "holder", Value: w.Holder}, {Key: "until", Value: w.Until}}
}

// workerTicket prefixes the key of a worker hold in guarded's tickets,
// which no claim's key (a URL, or hostClaim and a host) has.
const workerTicket = "worker "

// asClaim is w as guarded writes it: a claim whose owner is the holder,
// never this store's claim name, so that on FerretDB each of its writes
// takes a ticket keyed by w as read.
func (w workerDoc) asClaim() claimDoc {
	return claimDoc{Key: workerTicket + w.Name, Owner: w.Holder, Until: w.Until}
}

// HoldWorker holds this store's claim name (see SetOwner) for holder,
// one live process, until now+ttl; the process renews the hold while it
// runs. When another holder that is not replace (a process known dead)
// holds the name past now, it returns that holder and holds nothing:
// two live processes under one name would take each other's claims for
// their own. As a claim, the hold is a document made by an insert, which
// the unique key lets in once (see ClaimFrontier); a hold that is there
// is renewed, or taken over, by one write filtered by it as read, which
// a renewal or takeover by another process in between makes miss
// (FerretDB's filtered writes, in two steps, are taken in turn, see
// guarded). The hold was once taken over by deleting it by its holder's
// name and inserting one: a renewal in between was deleted with it, and
// two processes taking it over at once on FerretDB both held it
// (TestWorkerTakeoverRace).
//
// The holds of processes on several machines are compared on one clock,
// the server's: now (read from this process's clock) is moved by the
// server's lead over this process's clock (see serverLead), so that a
// process whose clock runs ahead does not take a live holder's hold for
// ended. (FerretDB 1.24 has no $$NOW and no update pipelines, and a
// $currentDate field could not be compared in a filter: $expr's $lt is
// not implemented there.)
func (s *Store) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	lead, err := s.serverLead(ctx)
	if err != nil {
		return "", fmt.Errorf("hold worker name %q: %w", s.owner, err)
	}
	now = now.Add(lead)
	mine := workerDoc{Name: s.owner, Holder: holder, Until: now.Add(ttl)}
	for try := range workerTries {
		_, err := s.workers.InsertOne(ctx, mine)
		if err == nil {
			return "", nil
		}
		if !mongo.IsDuplicateKeyError(err) {
			return "", fmt.Errorf("hold worker name %q: %w", s.owner, err)
		}
		var w workerDoc
		err = s.workers.FindOne(ctx, id(s.owner)).Decode(&w)
		switch {
		case errors.Is(err, mongo.ErrNoDocuments):
			continue // dropped meanwhile: asked again
		case err != nil:
			return "", fmt.Errorf("hold worker name %q: %w", s.owner, err)
		case w.Holder != holder && w.Holder != replace && w.Until.After(now):
			return w.Holder, nil
		}
		var res *mongo.UpdateResult
		ok, err := s.guarded(ctx, w.asClaim(), now, func() (err error) {
			res, err = s.workers.UpdateOne(ctx, w.asRead(), bson.D{{Key: "$set", Value: bson.D{{Key: "holder", Value: holder}, {Key: "until", Value: mine.Until}}}})
			return err
		})
		if err != nil {
			return "", fmt.Errorf("hold worker name %q: %w", s.owner, err)
		}
		if ok && res.MatchedCount == 1 {
			return "", nil
		}
		if !ok {
			// Another process is writing the hold (its ticket): its
			// write takes milliseconds, then the hold is read again.
			if !sleep(ctx, workerPause<<try) {
				return "", fmt.Errorf("hold worker name %q: %w", s.owner, ctx.Err())
			}
		}
	}
	// A ticket on the hold as read, held through the rounds, may be a
	// process's killed as it renewed the hold: reaped once ticketTTL
	// old, longer than these rounds wait; the caller asks again.
	return "", fmt.Errorf("hold worker name %q: another process kept writing it: %w", s.owner, store.ErrHoldBusy)
}

// workerTries bounds HoldWorker's rounds of reading a hold and writing
// it, and workerPause is its first wait for a write another process is
// making of the hold (doubled each round).
const (
	workerTries = 5
	workerPause = 10 * time.Millisecond
)

// sleep waits d unless ctx ends first, and reports whether it waited d.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// clockSlack is the gap between this process's clock and the server's
// that serverLead takes for none (see store.ClockSlack).
const clockSlack = store.ClockSlack

// serverLead measures how far the server's clock runs ahead of this
// process's (s.now), negative when behind (see store.ClockLead.Measure),
// and keeps it for clockLead.
func (s *Store) serverLead(ctx context.Context) (time.Duration, error) {
	return s.lead.Measure(ctx, s.now, s.serverClock)
}

// serverClock reads the server's clock: hello's localTime, or
// isMaster's on a server before 4.4.2, which lacks hello.
func (s *Store) serverClock(ctx context.Context) (time.Time, error) {
	var hello struct {
		LocalTime time.Time `bson:"localTime"`
	}
	err := s.db.RunCommand(ctx, bson.D{{Key: "hello", Value: 1}}).Decode(&hello)
	if commandNotFound(err) {
		// A server before 4.4.2 (5.0 for some) knows it as isMaster.
		err = s.db.RunCommand(ctx, bson.D{{Key: "isMaster", Value: 1}}).Decode(&hello)
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("server clock: %w", err)
	}
	return hello.LocalTime, nil
}

// commandNotFound tells whether err is the server's answer to a command
// it does not know (CommandNotFound, code 59).
func commandNotFound(err error) bool {
	var ce mongo.CommandError
	return errors.As(err, &ce) && ce.Code == 59
}

// clockLead returns the server clock's lead over this process's as
// serverLead last measured it, measured again after a minute or a step
// of this process's clock (see store.ClockLead.Cached): claims, holds
// and queued items' waits are compared on the server's clock, as worker
// holds are, without a round trip each.
func (s *Store) clockLead(ctx context.Context) (time.Duration, error) {
	return s.lead.Cached(ctx, s.now, s.serverClock)
}

// DropWorker ends holder's hold on this store's claim name (see
// HoldWorker), so that a process that follows under it starts at once.
//
// The hold is read, and deleted filtered by it as read (see HoldWorker):
// on FerretDB a delete filtered by the holder alone, in two steps, could
// delete the hold another process took over from this one in between.
// A hold whose ticket another process holds (taking it over, this
// process's hold having lapsed) is left to that process.
func (s *Store) DropWorker(ctx context.Context, holder string) error {
	var w workerDoc
	err := s.workers.FindOne(ctx, id(s.owner)).Decode(&w)
	if errors.Is(err, mongo.ErrNoDocuments) || err == nil && w.Holder != holder {
		return nil
	}
	if err == nil {
		_, err = s.guarded(ctx, w.asClaim(), s.now(), func() error {
			_, err := s.workers.DeleteOne(ctx, w.asRead())
			return err
		})
	}
	if err != nil {
		return fmt.Errorf("drop worker name %q: %w", s.owner, err)
	}
	return nil
}

// claimedItem reads the item of url, just claimed; a URL done before
// the claim was made gives its claim up.
func (s *Store) claimedItem(ctx context.Context, url string) (store.Claim, error) {
	var d struct {
		Doc      bson.Raw `bson:"doc"`
		Priority int64    `bson:"priority"`
	}
	err := s.frontier.FindOne(ctx, id(url), options.FindOne().SetProjection(bson.D{{Key: "doc", Value: 1}, {Key: "priority", Value: 1}})).Decode(&d)
	if errors.Is(err, mongo.ErrNoDocuments) {
		if _, err := s.claims.DeleteOne(ctx, id(url)); err != nil {
			return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
		}
		return store.Claim{State: store.ClaimGone}, nil
	}
	if err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	var it store.FrontierItem
	if err := fromDoc(d.Doc, &it); err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	it.Priority = int(d.Priority)
	return store.Claim{State: store.ClaimOK, Item: it}, nil
}

// DoneFrontier removes a finished URL from the frontier, then this
// store's claim on it (see ClaimFrontier): a claim that ended and that
// another process took over stays that process's, to end with its lease
// or its release (a delete by the key alone ended it, and a URL queued
// again meanwhile was free to a third process at once).
func (s *Store) DoneFrontier(ctx context.Context, url string) error {
	if _, err := s.frontier.DeleteOne(ctx, id(url)); err != nil {
		return fmt.Errorf("done frontier %s: %w", url, err)
	}
	if err := s.doneClaim(ctx, url); err != nil {
		return fmt.Errorf("done frontier %s: %w", url, err)
	}
	return nil
}

// doneClaim removes this store's claim on url. On MongoDB a delete
// filtered by the owner is one atomic step. On FerretDB (see guarded) a
// filter but {_id: v} reads the whole collection: a claim this store
// made (see claimed) that is live past claimMargin, which no other
// process takes over meanwhile, is removed by its key, the common case,
// one round trip. A claim nearer its end, ended, or not known, is read
// and removed as read, under its ticket, and only when it is this
// store's.
func (s *Store) doneClaim(ctx context.Context, url string) error {
	if !s.keyedOnly {
		_, err := s.claims.DeleteOne(ctx, bson.D{{Key: "_id", Value: url}, {Key: "owner", Value: s.owner}})
		return err
	}
	s.mu.Lock()
	until, known := s.claimed[url]
	delete(s.claimed, url)
	s.mu.Unlock()
	lead, err := s.clockLead(ctx)
	if err != nil {
		return err
	}
	now := s.now().Add(lead)
	if known && until.After(now.Add(claimMargin)) {
		// Filtered by the claim as made, as guarded's own fast path is:
		// a delete that reaches the server after the claim ended (a
		// pause, a slow pool) misses the claim another process took
		// over meanwhile. Missed (renewed longer elsewhere), it is read.
		res, err := s.claims.DeleteOne(ctx, claimDoc{Key: url, Owner: s.owner, Until: until}.asRead())
		if err != nil || res.DeletedCount == 1 {
			return err
		}
	}
	var c claimDoc
	err = s.claims.FindOne(ctx, id(url)).Decode(&c)
	if errors.Is(err, mongo.ErrNoDocuments) || (err == nil && c.Owner != s.owner) {
		return nil
	}
	if err != nil {
		return err
	}
	// Refused by another process's ticket: that process is taking the
	// ended claim over, and removes this one's.
	_, err = s.guarded(ctx, c, now, func() error {
		_, err := s.claims.DeleteOne(ctx, c.asRead())
		return err
	})
	return err
}

// hostDoc is a host's stats document. Unlike records it is native BSON,
// so that AddHostStats can merge with $inc and $max; latency buckets
// and status codes are keyed by index and code.
type hostDoc struct {
	Host      string           `bson:"_id"`
	Site      string           `bson:"site"`
	Requests  int              `bson:"requests"`
	Status    map[string]int   `bson:"status"`
	Errors    int              `bson:"errors"`
	Timeouts  int              `bson:"timeouts"`
	Bytes     int64            `bson:"bytes"`
	Latency   map[string]int64 `bson:"latency"`
	Changed   int              `bson:"changed"`
	Unchanged int              `bson:"unchanged"`
	LastCrawl time.Time        `bson:"last_crawl"`
	NotBefore time.Time        `bson:"not_before"`
	// WaitReason goes with NotBefore: AddHostStats sets it only when the
	// wait it merges is the one that holds.
	WaitReason string `bson:"wait_reason"`
}

// AddHostStats merges each entry into the stored stats of its host.
// Its times (last crawl, wait) are kept on the server's clock, as
// claims are (see clockLead): processes sharing the database merge
// them with $max, and read them on their own clocks (see HostStats).
func (s *Store) AddHostStats(ctx context.Context, stats []store.HostStats) error {
	if len(stats) == 0 {
		return nil
	}
	lead, err := s.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("add host stats: %w", err)
	}
	// By host, in order: a host's writes are made under its ticket on
	// FerretDB (see addHostsHeld).
	var hosts []string
	models := map[string][]mongo.WriteModel{}
	for _, h := range stats {
		if !h.LastCrawl.IsZero() {
			h.LastCrawl = h.LastCrawl.Add(lead)
		}
		if !h.NotBefore.IsZero() {
			h.NotBefore = h.NotBefore.Add(lead)
		}
		inc := bson.D{
			{Key: "requests", Value: h.Requests}, {Key: "errors", Value: h.Errors}, {Key: "timeouts", Value: h.Timeouts},
			{Key: "bytes", Value: h.Bytes}, {Key: "changed", Value: h.Changed}, {Key: "unchanged", Value: h.Unchanged},
		}
		for code, n := range h.Status {
			inc = append(inc, bson.E{Key: "status." + escapeKey(code), Value: n})
		}
		if len(h.Latency) == len(store.LatencyBounds)+1 { // as HostStats.Add
			for i, n := range h.Latency {
				inc = append(inc, bson.E{Key: "latency." + strconv.Itoa(i), Value: n})
			}
		}
		update := bson.D{{Key: "$inc", Value: inc}}
		var later bson.D // as HostStats.Add: the later time holds
		if !h.LastCrawl.IsZero() {
			later = append(later, bson.E{Key: "last_crawl", Value: h.LastCrawl})
		}
		// BSON times are milliseconds: the wait is rounded up to one, so
		// that it is never shortened and the reason's filter matches it.
		notBefore := h.NotBefore.Add(time.Millisecond - 1).Truncate(time.Millisecond)
		if !h.NotBefore.IsZero() {
			later = append(later, bson.E{Key: "not_before", Value: notBefore})
		}
		if len(later) > 0 {
			update = append(update, bson.E{Key: "$max", Value: later})
		}
		if h.Site != "" {
			update = append(update, bson.E{Key: "$set", Value: bson.D{{Key: "site", Value: h.Site}}})
		}
		if _, ok := models[h.Host]; !ok {
			hosts = append(hosts, h.Host)
		}
		models[h.Host] = append(models[h.Host], mongo.NewUpdateOneModel().SetFilter(id(h.Host)).SetUpdate(update).SetUpsert(true))
		if !h.NotBefore.IsZero() {
			// The reason goes with the wait that held ($max above).
			models[h.Host] = append(models[h.Host], mongo.NewUpdateOneModel().
				SetFilter(bson.D{{Key: "_id", Value: h.Host}, {Key: "not_before", Value: notBefore}}).
				SetUpdate(bson.D{{Key: "$set", Value: bson.D{{Key: "wait_reason", Value: h.WaitReason}}}}))
		}
	}
	if err := inBatches(hosts, frontierBatch, func(batch []string) error { return s.addHostsHeld(ctx, batch, models) }); err != nil {
		return fmt.Errorf("add host stats: %w", err)
	}
	return nil
}

// hostStatsTicket is the key of the ticket a host's stats document is
// written under on FerretDB (see addHostsHeld); no claim's key (a URL,
// or hostClaim and a host) nor a worker hold's begins so.
func hostStatsTicket(host string) string { return "hoststats\x00" + host }

// addHostsHeld runs the writes of hosts' stats (models, by host) in one
// bulk write, on FerretDB under the hosts' tickets, taken at once (see
// withTickets), and those of the hosts whose ticket another process
// held one by one after it (see underTicket). FerretDB applies $inc and
// $max by reading the document and writing it back whole, so of runs
// merging their numbers into one host at once all but one were lost,
// and a Retry-After's wait with them (TestHostStatsRace: three stores
// merging one request each kept one or two, in the first rounds of
// every run). MongoDB applies them atomically.
func (s *Store) addHostsHeld(ctx context.Context, hosts []string, models map[string][]mongo.WriteModel) error {
	keys := make([]string, len(hosts))
	for i, h := range hosts {
		keys[i] = hostStatsTicket(h)
	}
	return s.writeHeld(ctx, keys, func(idx []int) error {
		var ms []mongo.WriteModel
		for _, i := range idx {
			ms = append(ms, models[hosts[i]]...)
		}
		return bulkWrite(ctx, s.hosts, ms)
	})
}

// HostStats returns the stats of every host, ordered by host, their
// times on this process's clock (see AddHostStats).
func (s *Store) HostStats(ctx context.Context) ([]store.HostStats, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return nil, fmt.Errorf("list host stats: %w", err)
	}
	cur, err := s.hosts.Find(ctx, bson.D{}, options.Find().SetSort(id(1)))
	if err != nil {
		return nil, fmt.Errorf("list host stats: %w", err)
	}
	var docs []hostDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, fmt.Errorf("list host stats: %w", err)
	}
	out := make([]store.HostStats, len(docs))
	for i, d := range docs {
		h := store.HostStats{Host: d.Host, Site: d.Site, Requests: d.Requests, Errors: d.Errors, Timeouts: d.Timeouts,
			Bytes: d.Bytes, Changed: d.Changed, Unchanged: d.Unchanged}
		if !d.LastCrawl.IsZero() {
			h.LastCrawl = d.LastCrawl.Add(-lead).UTC()
		}
		if !d.NotBefore.IsZero() {
			h.NotBefore, h.WaitReason = d.NotBefore.Add(-lead).UTC(), d.WaitReason
		}
		for code, n := range d.Status {
			if h.Status == nil {
				h.Status = map[string]int{}
			}
			h.Status[unescapeKey(code)] = n
		}
		if len(d.Latency) > 0 {
			h.Latency = make([]int64, len(store.LatencyBounds)+1)
			for k, n := range d.Latency {
				if b, err := strconv.Atoi(k); err == nil && b >= 0 && b < len(h.Latency) {
					h.Latency[b] = n
				}
			}
		}
		out[i] = h
	}
	return out, nil
}

// setID is the _id of one version of a site's selector set.
func setID(site string, version int) string { return site + "/" + strconv.Itoa(version) }

// maxSetAttempts bounds PutSelectorSet's retries when concurrent puts
// take the same version number.
const maxSetAttempts = 10

// PutSelectorSet stores set as the site's next version, active: it is
// inserted under the next free version number, stamped with its
// activation (see activationStamp), then the active versions activated
// before it are retired.
func (s *Store) PutSelectorSet(ctx context.Context, set selectors.Set) (selectors.Set, error) {
	set.Status = selectors.StatusActive
	if set.CreatedAt.IsZero() {
		set.CreatedAt = s.now().UTC()
	}
	for attempt := 1; ; attempt++ {
		var last struct {
			Version int `bson:"version"`
		}
		err := s.sets.FindOne(ctx, bson.D{{Key: "site", Value: set.Site}},
			options.FindOne().SetSort(bson.D{{Key: "version", Value: -1}}).SetProjection(bson.D{{Key: "version", Value: 1}})).Decode(&last)
		if err != nil && !errors.Is(err, mongo.ErrNoDocuments) {
			return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
		}
		set.Version = last.Version + 1
		doc, err := toDoc(set)
		if err != nil {
			return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
		}
		stamp, err := s.activationStamp(ctx, set.Site)
		if err != nil {
			return set, fmt.Errorf("put selector set %s: %w", set.Site, err)
		}
		_, err = s.sets.InsertOne(ctx, bson.D{{Key: "_id", Value: setID(set.Site, set.Version)}, {Key: "site", Value: set.Site},
			{Key: "version", Value: set.Version}, {Key: "status", Value: set.Status}, {Key: "activated", Value: stamp}, {Key: "doc", Value: doc}})
		if mongo.IsDuplicateKeyError(err) && attempt < maxSetAttempts {
			continue // another process took this version
		}
		if err != nil {
			return set, fmt.Errorf("put selector set %s v%d: %w", set.Site, set.Version, err)
		}
		return set, s.retireActive(ctx, set.Site, set.Version, stamp)
	}
}

// activationStamp is the stamp of a selector set made active now: the
// server's clock in nanoseconds (see clockLead). A version made active
// retires only the active versions stamped before it, and readers take
// the active version stamped last, so that of two activations at once
// (an operator's rollback beside a crawl's new version) the later stays
// active: each retired every active version but its own, the rollback
// the new version and the new version the one rolled back to, and the
// site was left with none (TestSelectorSetRace on FerretDB: 2, 2 and 0
// rounds of 60 in 3 runs; MongoDB, whose writes are atomic, interleaves
// them the same).
//
// The stamp is above every stamp the site's versions have: clocks within
// store.ClockSlack of the server's are not moved (see clockLead), so a
// process whose clock runs behind stamped a rollback made after a new
// version's put returned below it, and the rollback was left beside it,
// not read (TestSelectorRollbackAfterPutClockBehind).
func (s *Store) activationStamp(ctx context.Context, site string) (int64, error) {
	lead, err := s.clockLead(ctx)
	if err != nil {
		return 0, err
	}
	stamp := s.now().Add(lead).UnixNano()
	var last struct {
		Activated int64 `bson:"activated"`
	}
	err = s.sets.FindOne(ctx, bson.D{{Key: "site", Value: site}, {Key: "activated", Value: bson.D{{Key: "$gte", Value: stamp}}}},
		options.FindOne().SetSort(bson.D{{Key: "activated", Value: -1}}).SetProjection(bson.D{{Key: "activated", Value: 1}})).Decode(&last)
	switch {
	case err == nil:
		return last.Activated + 1, nil
	case errors.Is(err, mongo.ErrNoDocuments):
		return stamp, nil
	}
	return 0, err
}

// retireActive retires the active versions of site's set but version
// that were activated before stamp (see activationStamp), or by a
// version of this package that did not stamp them.
func (s *Store) retireActive(ctx context.Context, site string, version int, stamp int64) error {
	_, err := s.sets.UpdateMany(ctx,
		bson.D{{Key: "site", Value: site}, {Key: "status", Value: selectors.StatusActive}, {Key: "version", Value: bson.D{{Key: "$ne", Value: version}}},
			{Key: "$or", Value: bson.A{
				bson.D{{Key: "activated", Value: bson.D{{Key: "$lt", Value: stamp}}}},
				bson.D{{Key: "activated", Value: bson.D{{Key: "$exists", Value: false}}}}}}},
		setStatus(selectors.StatusRetired))
	if err != nil {
		return fmt.Errorf("retire selector sets of %s: %w", site, err)
	}
	return nil
}

// setStatus is the update giving a selector set a status, in its query
// field and its record alike.
func setStatus(status string) bson.D {
	return bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: status}, {Key: "doc.status", Value: status}}}}
}

// SelectorSet returns the site's active set: the active version
// activated last (the highest of those activated alike), should a crash
// or two activations at once have left two (see activationStamp).
func (s *Store) SelectorSet(ctx context.Context, site string) (selectors.Set, error) {
	cur, err := findDocs[selectors.Set](ctx, s.sets, bson.D{{Key: "site", Value: site}, {Key: "status", Value: selectors.StatusActive}},
		options.Find().SetSort(bson.D{{Key: "activated", Value: -1}, {Key: "version", Value: -1}}).SetLimit(1))
	if err != nil {
		return selectors.Set{}, fmt.Errorf("selector set of %s: %w", site, err)
	}
	if len(cur) == 0 {
		return selectors.Set{}, fmt.Errorf("selector set of %s: %w", site, store.ErrNotFound)
	}
	return cur[0], nil
}

// SelectorSetVersion returns one version of a site's set.
func (s *Store) SelectorSetVersion(ctx context.Context, site string, version int) (selectors.Set, error) {
	set, err := findDoc[selectors.Set](ctx, s.sets, id(setID(site, version)))
	if err != nil {
		return set, fmt.Errorf("selector set of %s v%d: %w", site, version, err)
	}
	return set, nil
}

// SelectorSets returns every version of a site's set, newest first.
func (s *Store) SelectorSets(ctx context.Context, site string) ([]selectors.Set, error) {
	sets, err := findDocs[selectors.Set](ctx, s.sets, bson.D{{Key: "site", Value: site}},
		options.Find().SetSort(bson.D{{Key: "version", Value: -1}}))
	if err != nil {
		return nil, fmt.Errorf("selector sets of %s: %w", site, err)
	}
	return sets, nil
}

// SetSelectorStatus changes a version's status. A version made active is
// set first, stamped (see activationStamp), and the former active one
// retired after, so that a crash in between leaves a site with an
// active set.
func (s *Store) SetSelectorStatus(ctx context.Context, site string, version int, status string) error {
	switch status {
	case selectors.StatusActive, selectors.StatusStale, selectors.StatusRetired:
	default:
		return fmt.Errorf("selector set status %q: want active, stale or retired", status)
	}
	update := setStatus(status)
	var stamp int64
	if status == selectors.StatusActive {
		var err error
		if stamp, err = s.activationStamp(ctx, site); err != nil {
			return fmt.Errorf("selector set %s v%d: %w", site, version, err)
		}
		update[0].Value = append(update[0].Value.(bson.D), bson.E{Key: "activated", Value: stamp})
	}
	res, err := s.sets.UpdateOne(ctx, id(setID(site, version)), update)
	if err != nil {
		return fmt.Errorf("selector set %s v%d: %w", site, version, err)
	}
	if res.MatchedCount == 0 {
		return fmt.Errorf("selector set %s v%d: %w", site, version, store.ErrNotFound)
	}
	if status == selectors.StatusActive {
		return s.retireActive(ctx, site, version, stamp)
	}
	return nil
}

var _ store.Store = (*Store)(nil)
