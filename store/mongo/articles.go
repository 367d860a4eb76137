package mongo

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
)

// An article document holds, beside the record under "doc":
//
//	site, content_hash, version   query fields
//	rev      ObjectID             new with every write; guards the next one
//	outbox   int64                sequence number of its pending outbox entry, if any
//	deleted  true                 a tombstone: the article is gone, its entry is not
//
// The outbox is the set of article documents that have an "outbox"
// field, in its order.

// liveFilter matches articles that are not tombstones.
var liveFilter = bson.E{Key: "deleted", Value: bson.D{{Key: "$ne", Value: true}}}

// errConflict says another writer changed an article between the read
// and the write of a save.
var errConflict = errors.New("article changed concurrently")

// maxSaveAttempts bounds SaveArticle's retries on conflicts.
const maxSaveAttempts = 10

// SaveArticle stores an article, classifies the change against the
// stored one and, when anything changed, queues it in the outbox in the
// same single-document write.
func (s *Store) SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error) {
	for attempt := 1; ; attempt++ {
		change, err := s.saveArticle(ctx, a, forced)
		if errors.Is(err, errConflict) && attempt < maxSaveAttempts {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("save article %s: %w", a.ID, err)
		}
		return change, nil
	}
}

func (s *Store) saveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error) {
	var cur struct {
		Rev     any      `bson:"rev"`
		Deleted bool     `bson:"deleted"`
		Doc     bson.Raw `bson:"doc"`
	}
	var prev *store.Article
	switch err := s.articles.FindOne(ctx, id(a.ID)).Decode(&cur); {
	case errors.Is(err, mongo.ErrNoDocuments):
	case err != nil:
		return "", err
	case !cur.Deleted:
		prev = new(store.Article)
		if err := fromDoc(cur.Doc, prev); err != nil {
			return "", fmt.Errorf("stored document: %w", err)
		}
	}
	rec, change := store.NextArticle(prev, a, forced, s.now().UTC())
	if change == store.ChangeNone {
		return change, nil
	}
	seq, err := s.nextSeq(ctx)
	if err != nil {
		return "", err
	}
	return change, s.writeArticle(ctx, &rec, cur.Rev, seq)
}

// writeArticle replaces the article document whose revision is rev (nil:
// there is none yet) with rec, pending in the outbox at seq.
func (s *Store) writeArticle(ctx context.Context, rec *store.Article, rev any, seq int64) error {
	doc, err := toDoc(rec)
	if err != nil {
		return err
	}
	repl := bson.D{{Key: "_id", Value: rec.ID}, {Key: "site", Value: rec.Site}, {Key: "content_hash", Value: rec.ContentHash},
		{Key: "version", Value: rec.Version}, {Key: "rev", Value: bson.NewObjectID()}, {Key: "outbox", Value: seq}, {Key: "doc", Value: doc}}
	return s.replaceArticle(ctx, rec.ID, rev, repl)
}

// replaceArticle replaces the document of article id if its revision is
// still rev, or inserts it if rev is nil and there is none; errConflict
// when another writer came first.
func (s *Store) replaceArticle(ctx context.Context, articleID string, rev any, repl bson.D) error {
	if s.keyedOnly {
		return s.articleWrite(ctx, articleID, func() error { return s.replaceArticleKeyed(ctx, articleID, rev, repl) })
	}
	filter := bson.D{{Key: "_id", Value: articleID}, {Key: "rev", Value: rev}}
	if rev == nil {
		filter[1].Value = bson.D{{Key: "$exists", Value: false}}
	}
	res, err := s.articles.ReplaceOne(ctx, filter, repl, options.Replace().SetUpsert(rev == nil))
	switch {
	case mongo.IsDuplicateKeyError(err):
		return errConflict
	case err != nil:
		return err
	case res.MatchedCount == 0 && res.UpsertedCount == 0:
		return errConflict
	}
	return nil
}

// replaceArticleKeyed is replaceArticle on FerretDB, with filters of
// the _id alone: FerretDB 1.24 on SQLite reads the whole collection for
// {_id, rev} (5-7 ms a save at 1,500 articles, growing with the store),
// and applies a guarded replace no more atomically than this does
// anyway (see the package doc): the revision is compared on a read by
// _id, then the document replaced by _id, under the article's ticket
// (see articleWrite).
func (s *Store) replaceArticleKeyed(ctx context.Context, articleID string, rev any, repl bson.D) error {
	var cur struct {
		Rev any `bson:"rev"`
	}
	err := s.articles.FindOne(ctx, id(articleID), options.FindOne().SetProjection(bson.D{{Key: "rev", Value: 1}})).Decode(&cur)
	switch {
	case errors.Is(err, mongo.ErrNoDocuments):
		if rev != nil {
			return errConflict
		}
		// A first save: an insert, so that of two racing first saves
		// the second meets the key the first wrote (a conflict, read
		// again by the caller) instead of replacing it unseen.
		_, err = s.articles.InsertOne(ctx, repl) // repl holds _id

		if mongo.IsDuplicateKeyError(err) {
			return errConflict
		}
		return err
	case err != nil:
		return err
	case cur.Rev != rev:
		return errConflict
	}
	_, err = s.articles.ReplaceOne(ctx, id(articleID), repl, options.Replace().SetUpsert(true))
	if mongo.IsDuplicateKeyError(err) {
		return errConflict
	}
	return err
}

// articleTicket is the key of the ticket an article's document is
// written under on FerretDB (see articleWrite); no claim's key (a URL,
// or hostClaim and a host) nor a worker hold's begins so.
func articleTicket(articleID string) string { return "article\x00" + articleID }

// articleWrite runs write, a read of article articleID's document and
// its write by _id, on FerretDB, holding the article's ticket (see
// underTicket): FerretDB applies a filtered write by reading the
// documents it matches and writing them back whole by _id, so an
// acknowledgement of an article's entry ($unset) wrote back, over a
// save made between its two steps, the content it had read and no
// entry, and a tombstone's removal removed the article saved over it
// (TestOutboxAckRace: 13 to 15 rounds in 40 lost the save). Every write
// of an article document there (a save, a delete, an acknowledgement,
// see ackHeld) takes the ticket, so none lands between another's read
// and write. A ticket held throughout is a conflict (SaveArticle reads
// again).
func (s *Store) articleWrite(ctx context.Context, articleID string, write func() error) error {
	err := s.underTicket(ctx, articleTicket(articleID), write)
	if errors.Is(err, errTicketHeld) {
		return errConflict
	}
	return err
}

// nextSeq takes the next outbox sequence number.
func (s *Store) nextSeq(ctx context.Context) (int64, error) {
	var c struct {
		Seq int64 `bson:"seq"`
	}
	inc := func() error {
		return s.meta.FindOneAndUpdate(ctx, id("outbox"), bson.D{{Key: "$inc", Value: bson.D{{Key: "seq", Value: int64(1)}}}},
			options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(&c)
	}
	err := inc()
	if mongo.IsDuplicateKeyError(err) { // the counter's first upsert raced another's; now it exists
		err = inc()
	}
	if err != nil {
		return 0, fmt.Errorf("outbox sequence: %w", err)
	}
	return c.Seq, nil
}

// DeleteArticle replaces an article with a tombstone holding its delete
// entry for the index; ErrNotFound when there is none. On FerretDB,
// which reads the whole collection for {_id, deleted} (an article gone
// from a site cost a scan of every article stored), whether it is live
// is read by _id and the tombstone written by _id (see
// replaceArticleKeyed), under the article's ticket (see articleWrite).
func (s *Store) DeleteArticle(ctx context.Context, articleID string) error {
	var err error
	if s.keyedOnly {
		err = s.articleWrite(ctx, articleID, func() error { return s.tombstone(ctx, articleID, true) })
	} else {
		err = s.tombstone(ctx, articleID, false)
	}
	if err != nil {
		return fmt.Errorf("delete article %s: %w", articleID, err)
	}
	return nil
}

// tombstone replaces the live article articleID with a tombstone (see
// DeleteArticle); keyed, whether it is live is read by _id first.
func (s *Store) tombstone(ctx context.Context, articleID string, keyed bool) error {
	filter := bson.D{{Key: "_id", Value: articleID}, liveFilter}
	if keyed {
		var cur struct {
			Deleted bool `bson:"deleted"`
		}
		err := s.articles.FindOne(ctx, id(articleID), options.FindOne().SetProjection(bson.D{{Key: "deleted", Value: 1}})).Decode(&cur)
		switch {
		case errors.Is(err, mongo.ErrNoDocuments) || err == nil && cur.Deleted:
			return store.ErrNotFound
		case err != nil:
			return err
		}
		filter = id(articleID)
	}
	seq, err := s.nextSeq(ctx)
	if err != nil {
		return err
	}
	res, err := s.articles.ReplaceOne(ctx, filter,
		bson.D{{Key: "_id", Value: articleID}, {Key: "deleted", Value: true}, {Key: "rev", Value: bson.NewObjectID()}, {Key: "outbox", Value: seq}})
	if err != nil {
		return err
	}
	if res.MatchedCount == 0 {
		return store.ErrNotFound
	}
	return nil
}

// Article returns one stored article. The filter is the _id alone, and
// a tombstone is told apart here rather than by the query: FerretDB 1.24
// on SQLite looks up by index only a filter that is exactly {_id: v} and
// scans the whole collection for any other (50 ms at 600 articles, and
// growing with them).
func (s *Store) Article(ctx context.Context, articleID string) (store.Article, error) {
	var a store.Article
	var r struct {
		Deleted bool     `bson:"deleted"`
		Doc     bson.Raw `bson:"doc"`
	}
	err := s.articles.FindOne(ctx, id(articleID), options.FindOne().SetProjection(bson.D{{Key: "doc", Value: 1}, {Key: "deleted", Value: 1}})).Decode(&r)
	switch {
	case errors.Is(err, mongo.ErrNoDocuments) || err == nil && r.Deleted:
		err = store.ErrNotFound
	case err == nil:
		err = fromDoc(r.Doc, &a)
	}
	if err != nil {
		return a, fmt.Errorf("article %s: %w", articleID, err)
	}
	return a, nil
}

// Articles returns the stored articles among ids, by id, in one query.
func (s *Store) Articles(ctx context.Context, ids []string) (map[string]store.Article, error) {
	out := make(map[string]store.Article, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	list, err := findDocs[store.Article](ctx, s.articles, bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: ids}}}, liveFilter}, options.Find())
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
	filter := bson.D{{Key: "_id", Value: bson.D{{Key: "$gt", Value: f.After}}}, liveFilter}
	if f.Site != "" {
		filter = append(filter, bson.E{Key: "site", Value: f.Site})
	}
	out, err := findDocs[store.Article](ctx, s.articles, filter,
		options.Find().SetSort(id(1)).SetLimit(int64(limit)))
	if err != nil {
		return nil, fmt.Errorf("list articles: %w", err)
	}
	return out, nil
}

// CountArticles counts stored articles.
func (s *Store) CountArticles(ctx context.Context) (int, error) {
	n, err := s.articles.CountDocuments(ctx, bson.D{liveFilter})
	if err != nil {
		return 0, fmt.Errorf("count articles: %w", err)
	}
	return int(n), nil
}

// Outbox returns the oldest pending index changes, at most limit of
// them (all when limit ≤ 0).
func (s *Store) Outbox(ctx context.Context, limit int) ([]store.OutboxEntry, error) {
	opts := options.Find().SetSort(bson.D{{Key: "outbox", Value: 1}, {Key: "_id", Value: 1}}).
		SetProjection(bson.D{{Key: "outbox", Value: 1}, {Key: "deleted", Value: 1}})
	if limit > 0 {
		opts.SetLimit(int64(limit))
	}
	cur, err := s.articles.Find(ctx, bson.D{{Key: "outbox", Value: bson.D{{Key: "$exists", Value: true}}}}, opts)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	var docs []struct {
		ID      string `bson:"_id"`
		Seq     int64  `bson:"outbox"`
		Deleted bool   `bson:"deleted"`
	}
	if err := cur.All(ctx, &docs); err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	out := make([]store.OutboxEntry, len(docs))
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, d := range docs {
		out[i] = store.OutboxEntry{Seq: d.Seq, ArticleID: d.ID, Delete: d.Deleted}
		s.unacked[outboxKey{d.Seq, d.ID}] = true
	}
	return out, nil
}

// outboxKey names one outbox entry. The sequence number alone may not:
// FerretDB, unlike MongoDB, can hand two concurrent writers the same.
type outboxKey struct {
	seq       int64
	articleID string
}

// AckOutbox acknowledges, once indexed, the entries up to and including
// upTo that Outbox returned. An entry queued with a lower number after
// that read (numbers are taken before the writes that use them land, so
// concurrent saves can appear out of order) is not among them and stays
// queued; so does the entry of an article saved again since, which has
// a new number. A tombstone goes with its entry.
func (s *Store) AckOutbox(ctx context.Context, upTo int64) error {
	var entries []outboxKey
	s.mu.Lock()
	for e := range s.unacked {
		if e.seq <= upTo {
			entries = append(entries, e)
		}
	}
	s.mu.Unlock()
	if len(entries) == 0 {
		return nil
	}
	return inBatches(entries, ackBatch, func(batch []outboxKey) error {
		acked, err := s.ackHeld(ctx, batch)
		s.mu.Lock()
		for _, e := range acked {
			delete(s.unacked, e)
		}
		s.mu.Unlock()
		if err != nil {
			return fmt.Errorf("ack outbox: %w", err)
		}
		return nil
	})
}

// ackHeld acknowledges entries (see ack), on FerretDB under the tickets
// of their articles (see articleWrite), taken at once, and returns
// those it acknowledged. An entry whose article another process is
// writing is waited for, and a killed process's ticket taken over once
// stale (see afterStaleTicket); one whose article another process kept
// writing stays unacknowledged, for a later AckOutbox (Outbox returns
// it again).
func (s *Store) ackHeld(ctx context.Context, entries []outboxKey) ([]outboxKey, error) {
	if !s.keyedOnly {
		return entries, s.ack(ctx, entries)
	}
	var done []outboxKey
	for try := 0; len(entries) > 0 && try < ticketTries; try++ {
		if try > 0 && !sleep(ctx, ticketPause<<(try-1)) {
			return done, ctx.Err()
		}
		byID := map[string][]outboxKey{}
		var ids, keys []string
		for _, e := range entries {
			if _, ok := byID[e.articleID]; !ok {
				ids, keys = append(ids, e.articleID), append(keys, articleTicket(e.articleID))
			}
			byID[e.articleID] = append(byID[e.articleID], e)
		}
		var acked []outboxKey
		taken, err := s.withTickets(ctx, keys, time.Time{}, func(taken []int) error {
			for _, i := range taken {
				acked = append(acked, byID[ids[i]]...)
			}
			return s.ack(ctx, acked)
		})
		if err != nil {
			return done, err
		}
		done = append(done, acked...)
		for _, i := range taken {
			delete(byID, ids[i])
		}
		var rest []outboxKey
		for _, i := range ids {
			rest = append(rest, byID[i]...)
		}
		entries = rest
	}
	// A ticket held throughout the waits may be a killed process's
	// (killed between its save and giving the ticket back), which
	// withTickets never takes over, nor does any later write when the
	// article is not saved again: its entry was returned by every Outbox
	// and Indexer.Drain asked for ever. Taken as underTicket takes it,
	// once ticketTTL old (see afterStaleTicket).
	left := map[string][]outboxKey{}
	var order []string
	for _, e := range entries {
		if _, ok := left[e.articleID]; !ok {
			order = append(order, e.articleID)
		}
		left[e.articleID] = append(left[e.articleID], e)
	}
	for _, a := range order {
		err := s.afterStaleTicket(ctx, articleTicket(a), func() error { return s.ack(ctx, left[a]) })
		switch {
		case errors.Is(err, errTicketHeld):
			continue // a live writer's: for a later AckOutbox
		case err != nil:
			return done, err
		}
		done = append(done, left[a]...)
	}
	return done, nil
}

// ack acknowledges entries with two commands: one update drops the
// entries of live articles, one delete the tombstones. Each names its
// entries by article and number in an $or, so that an entry queued
// since under another number stays. One command per entry, as a bulk
// write sends them, cost FerretDB 1.24 on SQLite a scan of the whole
// collection each: it looks up by index only a filter that is exactly
// {_id: v}. FerretDB tests a filter's fields in
// order, so the cheap ones come first: with the $in of ids before the
// $or, a delete matching none of 2,000 articles by 500 entries took
// 0.6 s instead of 3.4–4.2 s. MongoDB looks the ids up in the _id index.
func (s *Store) ack(ctx context.Context, entries []outboxKey) error {
	ids := make([]string, len(entries))
	pairs := make(bson.A, len(entries))
	for i, e := range entries {
		ids[i] = e.articleID
		pairs[i] = bson.D{{Key: "_id", Value: e.articleID}, {Key: "outbox", Value: e.seq}}
	}
	inIDs := bson.E{Key: "_id", Value: bson.D{{Key: "$in", Value: ids}}}
	exact := bson.E{Key: "$or", Value: pairs}
	if _, err := s.articles.UpdateMany(ctx, bson.D{inIDs, exact, liveFilter},
		bson.D{{Key: "$unset", Value: bson.D{{Key: "outbox", Value: ""}}}}); err != nil {
		return err
	}
	_, err := s.articles.DeleteMany(ctx, bson.D{{Key: "deleted", Value: true}, inIDs, exact})
	return err
}

// ackBatch is the most outbox entries one ack names. FerretDB 1.24 on
// SQLite stopped answering, for good, a bulk write of 300 updates and
// 300 deletes (TestAckManyEntries); one update naming 1,548 entries it
// answered, if in 52 s on a collection of 2,048 articles.
const ackBatch = 500
