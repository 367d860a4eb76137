package mongo

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/event"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// countIndex accepts every document and counts them, so that a benchmark
// of the indexer measures the store's side alone.
type countIndex struct{ upserts, deletes int }

func (c *countIndex) Upsert(_ context.Context, docs []search.Doc) error {
	c.upserts += len(docs)
	return nil
}

func (c *countIndex) Delete(_ context.Context, ids []string) error {
	c.deletes += len(ids)
	return nil
}

// openCounted opens a store on a fresh database whose client counts the
// commands it sends (each one round trip to the server).
func openCounted(tb testing.TB) (*Store, *atomic.Int64) {
	tb.Helper()
	url, name := mongotest.Database(tb)
	var cmds atomic.Int64
	mon := &event.CommandMonitor{Started: func(context.Context, *event.CommandStartedEvent) { cmds.Add(1) }}
	return openMonitored(tb, url, name, mon), &cmds
}

// saveArticles stores n articles of an ordinary length and returns
// their ids.
func saveArticles(ctx context.Context, tb testing.TB, s *Store, n int) []string {
	tb.Helper()
	body := strings.Repeat("A paragraph of an article of ordinary length, stored and indexed. ", 40)
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("a%05d", i)
		a := extract.Article{ID: ids[i], URL: "https://a.example/" + ids[i], Site: "a.example",
			Title: "Title " + ids[i], Body: body, Lang: "en", Extractor: "selectors/1/1"}
		if _, err := s.SaveArticle(ctx, a, false); err != nil {
			tb.Fatal(err)
		}
	}
	return ids
}

// TestDrainRoundTrips: indexing an outbox of 120 entries, one of them a
// deletion, takes a few commands, not one per article (FerretDB 1.24 on
// SQLite scans the whole collection for most of them, so one per
// article made the end of a 600-article run take minutes), and leaves
// the outbox empty.
func TestDrainRoundTrips(t *testing.T) {
	s, cmds := openCounted(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	ids := saveArticles(ctx, t, s, 120)
	if err := s.DeleteArticle(ctx, ids[7]); err != nil {
		t.Fatal(err)
	}
	idx := &countIndex{}
	cmds.Store(0)
	if n, err := pipeline.NewIndexer(s, idx, nil).Drain(ctx); err != nil || n != 120 {
		t.Fatalf("Drain = %d, %v; want 120", n, err)
	}
	// Outbox (a find and a getMore past its first 101 entries), the
	// articles (the same), the acknowledgement (an update and a delete)
	// and the Outbox read that finds it empty; on FerretDB, the
	// articles' tickets taken and given back around the acknowledgement
	// (see ackHeld).
	want := int64(8)
	if s.keyedOnly {
		want += 2
	}
	if got := cmds.Load(); got > want {
		t.Errorf("Drain of 120 entries sent %d commands, want at most %d", got, want)
	}
	if idx.upserts != 119 || idx.deletes != 1 {
		t.Errorf("index got %d upserts and %d deletes, want 119 and 1", idx.upserts, idx.deletes)
	}
	if left, err := s.Outbox(ctx, 0); err != nil || len(left) != 0 {
		t.Errorf("outbox after Drain: %d entries, %v; want none", len(left), err)
	}
	if n, err := s.articles.CountDocuments(ctx, bson.D{}); err != nil || n != 119 {
		t.Errorf("%d article documents, %v; want 119 (the tombstone gone)", n, err)
	}
}

// requeue puts every stored article back into the outbox, as a crawl
// that changed them all would, in bulk writes of 25 updates: FerretDB
// 1.24 stops answering much larger ones.
func requeue(ctx context.Context, b *testing.B, s *Store, ids []string, seq *int64) {
	b.Helper()
	for len(ids) > 0 {
		batch := ids[:min(len(ids), 25)]
		ids = ids[len(batch):]
		models := make([]mongo.WriteModel, len(batch))
		for i, articleID := range batch {
			*seq++
			models[i] = mongo.NewUpdateOneModel().SetFilter(bson.D{{Key: "_id", Value: articleID}}).
				SetUpdate(bson.D{{Key: "$set", Value: bson.D{{Key: "outbox", Value: *seq}}}})
		}
		if _, err := s.articles.BulkWrite(ctx, models); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIndexOutbox drains an outbox of every stored article into an
// index that accepts all, as the end of a crawl run does, and reports
// the commands (round trips) it took per article. It needs a server:
// BYLINE_MONGO_URL (FerretDB or MongoDB).
func BenchmarkIndexOutbox(b *testing.B) {
	for _, n := range []int{100, 600} {
		b.Run(fmt.Sprint("articles=", n), func(b *testing.B) {
			s, cmds := openCounted(b)
			ctx := context.Background()
			ids := saveArticles(ctx, b, s, n)
			idx := &countIndex{}
			x := pipeline.NewIndexer(s, idx, nil)
			seq := int64(1 << 40)
			cmds.Store(0)
			b.ResetTimer()
			for i := range b.N {
				if i > 0 {
					b.StopTimer()
					requeue(ctx, b, s, ids, &seq)
					cmds.Store(0)
					b.StartTimer()
				}
				if got, err := x.Drain(ctx); err != nil || got != n {
					b.Fatalf("drain = %d, %v; want %d", got, err, n)
				}
				b.ReportMetric(float64(cmds.Load())/float64(n), "cmds/article")
			}
			if idx.upserts != n*b.N {
				b.Fatalf("upserts = %d, want %d", idx.upserts, n*b.N)
			}
		})
	}
}
