package mongo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"net"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/event"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/mongo/mongotest"
	"github.com/bylinehq/byline/store/storetest"
)

// openTest opens a store on a fresh database of the server
// BYLINE_MONGO_URL names, dropped when the test ends.
func openTest(t *testing.T) *Store {
	t.Helper()
	url, name := mongotest.Database(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Open(ctx, url, name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return openTest(t) })
}

// TestDocRoundTrip checks what the JSON-to-BSON records must keep that
// BSON struct encoding would not: uint64 above 2⁶³, nanoseconds, keys
// MongoDB refuses, an embedded struct.
func TestDocRoundTrip(t *testing.T) {
	at := time.Date(2026, 11, 23, 8, 46, 3, 123456789, time.UTC)
	tests := []struct {
		name string
		in   any
		out  func() any
	}{
		{"page", store.Page{URL: "https://a.example/x", SimHash: 1<<63 | 5, TextSimHash: math.MaxUint64, FetchedAt: at, Status: 200},
			func() any { return new(store.Page) }},
		{"run", store.Run{ID: "r", StartedAt: at.In(time.FixedZone("x", 3600)), Summary: store.Summary{
			Failed: map[string]int{"robots.txt": 1, "$where": 2, "100%": 3, "a\x00b": 4, "": 5}, LLMCostUSD: 0.1 + 0.2, Duration: time.Second}},
			func() any { return new(store.Run) }},
		{"article", store.Article{Article: extract.Article{ID: "a", Title: "Hà Nội \u2028 \"q\"", Authors: []string{}, Published: at},
			ContentHash: "h", Version: 3}, func() any { return new(store.Article) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := toDoc(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			raw, err := bson.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			out := tc.out()
			if err := fromDoc(raw, out); err != nil {
				t.Fatal(err)
			}
			if got := reflect.ValueOf(out).Elem().Interface(); !reflect.DeepEqual(mustJSON(t, got), mustJSON(t, tc.in)) {
				t.Errorf("round trip:\n got %s\nwant %s", mustJSON(t, got), mustJSON(t, tc.in))
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestUnreachable checks that Open fails soon, saying where it tried,
// when no server listens.
func TestUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // a port nobody listens on
	tests := []struct {
		name, uri string
		timeout   time.Duration
	}{
		{"context deadline", "mongodb://" + addr + "/", time.Second},
		{"serverSelectionTimeoutMS", "mongodb://" + addr + "/?serverSelectionTimeoutMS=500", time.Minute},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), tc.timeout)
			defer cancel()
			start := time.Now()
			s, err := Open(ctx, tc.uri, "byline")
			if err == nil {
				s.Close()
				t.Fatal("Open of an unreachable server succeeded")
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("Open took %s to fail", d)
			}
			if !strings.Contains(err.Error(), addr) || !strings.Contains(err.Error(), "not reachable") {
				t.Errorf("error %q does not say which server was not reachable", err)
			}
		})
	}
	if _, err := Open(context.Background(), "http://"+addr+"/", "byline"); err == nil {
		t.Error("Open accepted an http:// URI")
	}
}

// TestArticleOutboxCrashSafety runs SaveArticle's steps with crashes and
// concurrent writers between them.
func TestArticleOutboxCrashSafety(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	art := func(id, body string) extract.Article {
		return extract.Article{ID: id, URL: "https://a.example/" + id, Site: "a.example", Title: "T " + id, Body: body, Extractor: "selectors/1/1"}
	}
	outbox := func() []store.OutboxEntry {
		t.Helper()
		got, err := s.Outbox(ctx, 0)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	ids := func(es []store.OutboxEntry) string {
		var b strings.Builder
		for _, e := range es {
			if e.Delete {
				b.WriteString("-")
			}
			b.WriteString(e.ArticleID + " ")
		}
		return strings.TrimSpace(b.String())
	}
	save := func(a extract.Article, want store.Change) {
		t.Helper()
		if got, err := s.SaveArticle(ctx, a, false); err != nil || got != want {
			t.Fatalf("save %s: %s, %v; want %s", a.ID, got, err, want)
		}
	}

	// A crash after a sequence number was taken: a gap, nothing else.
	if _, err := s.nextSeq(ctx); err != nil {
		t.Fatal(err)
	}
	save(art("a", "one"), store.ChangeNew)
	// Saved again after a crash that hid the first save's success.
	save(art("a", "one"), store.ChangeNone)
	if got := outbox(); ids(got) != "a" || got[0].Seq != 2 {
		t.Fatalf("outbox after a gap and a repeated save = %+v, want a at 2", got)
	}

	// b takes its number, c saves after it and lands first; the indexer
	// reads c only and acknowledges up to c: b stays queued.
	seqB, err := s.nextSeq(ctx)
	if err != nil {
		t.Fatal(err)
	}
	save(art("c", "one"), store.ChangeNew)
	if err := s.AckOutbox(ctx, outbox()[0].Seq); err != nil { // a
		t.Fatal(err)
	}
	read := outbox()
	if ids(read) != "c" {
		t.Fatalf("outbox = %s, want c", ids(read))
	}
	b := art("b", "one")
	recB := store.Article{Article: b, ContentHash: b.ContentHash(), Change: store.ChangeNew, Version: 1}
	if err := s.writeArticle(ctx, &recB, nil, seqB); err != nil {
		t.Fatal(err)
	}
	if err := s.AckOutbox(ctx, read[len(read)-1].Seq); err != nil {
		t.Fatal(err)
	}
	if got := outbox(); ids(got) != "b" {
		t.Fatalf("outbox after acknowledging c = %s, want b (landed late, below c)", ids(got))
	}

	// Changed again before it was indexed: one entry, at the new number,
	// which an acknowledgment of the old one leaves.
	old := outbox()
	save(art("b", "two"), store.ChangeContent)
	if err := s.AckOutbox(ctx, old[0].Seq); err != nil {
		t.Fatal(err)
	}
	if got := outbox(); ids(got) != "b" || got[0].Seq <= old[0].Seq {
		t.Fatalf("outbox after a change and an ack of the old entry = %+v", got)
	}

	// Deleted: a tombstone holds the delete entry until acknowledged;
	// saved again, it is new.
	if err := s.DeleteArticle(ctx, "c"); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountArticles(ctx); err != nil || n != 2 {
		t.Fatalf("CountArticles with a tombstone = %d, %v; want 2", n, err)
	}
	if list, err := s.ListArticles(ctx, store.ArticleFilter{}); err != nil || len(list) != 2 {
		t.Fatalf("ListArticles with a tombstone = %d, %v", len(list), err)
	}
	if got := outbox(); ids(got) != "b -c" {
		t.Fatalf("outbox after delete = %s, want b -c", ids(got))
	}
	save(art("c", "one"), store.ChangeNew)
	if got := outbox(); ids(got) != "b c" {
		t.Fatalf("outbox after deleting and saving c again = %s, want b c", ids(got))
	}
	if err := s.DeleteArticle(ctx, "c"); err != nil {
		t.Fatal(err)
	}
	got := outbox()
	if err := s.AckOutbox(ctx, got[len(got)-1].Seq); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.articles.CountDocuments(ctx, bson.D{}); n != 2 || len(outbox()) != 0 {
		t.Errorf("after acknowledging everything: %d documents (want 2: a, b), outbox %+v", n, outbox())
	}

}

// TestConcurrentSaves saves one article from several writers at once:
// each change is stored once, with consecutive versions, and one entry
// is pending. On FerretDB the saves take the article's ticket in turn
// (see articleWrite).
func TestConcurrentSaves(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := extract.Article{ID: "d", URL: "https://a.example/d", Body: fmt.Sprint("body ", i)}
			if _, err := s.SaveArticle(ctx, a, false); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if d, err := s.Article(ctx, "d"); err != nil || d.Version != 8 {
		t.Errorf("after 8 concurrent changes: version %d, %v; want 8", d.Version, err)
	}
	if got, err := s.Outbox(ctx, 0); err != nil || len(got) != 1 || got[0].ArticleID != "d" {
		t.Errorf("outbox after concurrent saves = %+v, %v; want d", got, err)
	}
}

// TestOutboxAckOfAnotherReader checks that a store acknowledges only
// what it read: another process's reader may not have indexed the rest.
func TestOutboxAckOfAnotherReader(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	other, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), s.db.Name())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	for _, id := range []string{"a", "b"} {
		if _, err := s.SaveArticle(ctx, extract.Article{ID: id, URL: "https://a.example/" + id, Body: id}, false); err != nil {
			t.Fatal(err)
		}
	}
	if err := other.AckOutbox(ctx, 1<<62); err != nil {
		t.Fatal(err)
	}
	got, err := s.Outbox(ctx, 1)
	if err != nil || len(got) != 1 || got[0].ArticleID != "a" {
		t.Fatalf("Outbox(1) = %+v, %v", got, err)
	}
	if err := s.AckOutbox(ctx, got[0].Seq+100); err != nil {
		t.Fatal(err)
	}
	if got, _ := other.Outbox(ctx, 10); len(got) != 1 || got[0].ArticleID != "b" {
		t.Errorf("outbox = %+v, want b only", got)
	}
}

// TestRawLarge stores pages of several megabytes, concurrently and
// again, and a page whose first upload a crash cut short.
func TestRawLarge(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	body := make([]byte, 6<<20+12345)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range body {
		body[i] = "<p>abcdefgh ijk</p>\n"[r.IntN(20)]
	}
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])

	// A crash after some chunks: no file document, so not there.
	if _, err := s.raw.chunks.InsertOne(ctx, bson.D{{Key: "files_id", Value: bson.NewObjectID()}, {Key: "n", Value: int32(0)},
		{Key: "data", Value: bson.Binary{Data: body[:1000]}}}); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
		t.Fatalf("HasRaw before the page was stored = %v, %v", ok, err)
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.PutRaw(ctx, hash, body); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	got, err := s.Raw(ctx, hash)
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("Raw = %d bytes, %v; want %d bytes", len(got), err, len(body))
	}
	files, _ := s.raw.files.CountDocuments(ctx, bson.D{})
	chunks, _ := s.raw.chunks.CountDocuments(ctx, bson.D{})
	want := int64(len(body)+int(mongo.DefaultGridFSChunkSize)-1)/int64(mongo.DefaultGridFSChunkSize) + 1 // + the crash's
	if files != 1 || chunks != want {
		t.Errorf("%d files and %d chunks, want 1 and %d", files, chunks, want)
	}
	// An empty page is a file of no chunks.
	if err := s.PutRaw(ctx, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", nil); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Raw(ctx, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"); err != nil || len(got) != 0 {
		t.Errorf("Raw of an empty page = %q, %v", got, err)
	}
}

// TestConcurrentWriters checks the writes that merge or number without
// transactions: host stats from several runs at once, selector sets put
// at once, frontier pushes of the same URLs (on FerretDB under tickets,
// see addHostsHeld and writeItem).
func TestConcurrentWriters(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	const n = 8
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := store.HostStats{Host: "a.example", Site: "a.example", Requests: 1, Bytes: 10, Status: map[string]int{"200": 1}}
			h.ObserveLatency(time.Duration(i) * time.Millisecond)
			if err := s.AddHostStats(ctx, []store.HostStats{h}); err != nil {
				t.Error(err)
			}
			if _, err := s.PutSelectorSet(ctx, selectors.Set{Site: "a.example", Fields: map[string][]string{"title": {"//h1"}}}); err != nil {
				t.Error(err)
			}
			if err := s.PushFrontier(ctx, []store.FrontierItem{{URL: "https://a.example/x", Priority: 10 - i}, {URL: fmt.Sprint("https://a.example/", i), Priority: 5}}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	hs, err := s.HostStats(ctx)
	if err != nil || len(hs) != 1 || hs[0].Requests != n || hs[0].Bytes != 10*n || hs[0].Status["200"] != n {
		t.Errorf("host stats after %d concurrent runs = %+v, %v", n, hs, err)
	}
	sets, err := s.SelectorSets(ctx, "a.example")
	if err != nil || len(sets) != n {
		t.Fatalf("%d selector sets, %v; want %d", len(sets), err, n)
	}
	active := 0
	for i, set := range sets {
		if set.Version != n-i {
			t.Errorf("versions %d: not 1..%d", set.Version, n)
		}
		if set.Status == selectors.StatusActive {
			active++
		}
	}
	if cur, err := s.SelectorSet(ctx, "a.example"); err != nil || cur.Version != n || active != 1 {
		t.Errorf("active set v%d (%v), %d active; want v%d only", cur.Version, err, active, n)
	}
	fr, err := s.Frontier(ctx)
	if err != nil || len(fr) != n+1 || fr[0].URL != "https://a.example/x" || fr[0].Priority != 10-(n-1) {
		t.Errorf("frontier = %+v, %v; want x first at priority %d, then %d more", fr, err, 10-(n-1), n)
	}
}

// TestNewerLayoutRefused checks that a binary does not write into a
// database a newer one laid out.
func TestNewerLayoutRefused(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	if _, err := s.meta.UpdateOne(ctx, id("schema"), bson.D{{Key: "$set", Value: bson.D{{Key: "version", Value: schemaVersion + 1}}}}); err != nil {
		t.Fatal(err)
	}
	if s2, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), s.db.Name()); err == nil || !strings.Contains(err.Error(), "upgrade byline") {
		if s2 != nil {
			s2.Close()
		}
		t.Errorf("Open of a newer layout: %v", err)
	}
}

// TestAckManyEntries acknowledges an outbox of 120 entries at once, as a
// crawl of 120 articles leaves it: FerretDB 1.24 stopped answering a
// bulk write of that many updates and deletes (see ackBatch).
func TestAckManyEntries(t *testing.T) {
	s := openTest(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for i := range 120 {
		a := extract.Article{ID: fmt.Sprint("a", i), URL: fmt.Sprint("https://a.example/", i), Title: "T", Body: "body"}
		if _, err := s.SaveArticle(ctx, a, false); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Outbox(ctx, 0)
	if err != nil || len(got) != 120 {
		t.Fatalf("outbox: %d entries, %v; want 120", len(got), err)
	}
	if err := s.AckOutbox(ctx, got[len(got)-1].Seq); err != nil {
		t.Fatal(err)
	}
	if left, err := s.Outbox(ctx, 0); err != nil || len(left) != 0 {
		t.Errorf("outbox after the ack: %d entries, %v; want none", len(left), err)
	}
}

// openTwo opens two stores (two processes) on one fresh database.
func openTwo(t *testing.T) (a, b *Store) {
	t.Helper()
	a = openTest(t)
	return a, openBeside(t, a)
}

// openMonitored opens a store on the database name at url whose client
// reports its commands to mon (a test's way to count, stall or lose
// them), closed when t ends.
func openMonitored(t testing.TB, url, name string, mon *event.CommandMonitor) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := open(ctx, options.Client().ApplyURI(url).SetMonitor(mon), name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openBeside opens another store (another process) on a's database.
func openBeside(t *testing.T, a *Store) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, err := Open(ctx, os.Getenv("BYLINE_MONGO_URL"), a.db.Name())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// TestClaimFrontier runs the claims conformance test on two stores (two
// processes) on one database.
func TestClaimFrontier(t *testing.T) {
	a, b := openTwo(t)
	storetest.Claims(t, a, b)
}

// TestClaimsPruned runs the conformance test of the claims' end on two
// stores (two processes) on one database.
func TestClaimsPruned(t *testing.T) {
	a, b := openTwo(t)
	storetest.ClaimsPruned(t, a, b, claimCount(t, a))
}

// claimCount returns a counter of the claims s's database stores, the
// URLs' and the hosts'.
func claimCount(t *testing.T, s *Store) func() int {
	return func() int {
		n, err := s.claims.CountDocuments(context.Background(), bson.D{})
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}
}

// TestHoldWorker runs the conformance test of worker names on two stores
// (two processes) under one claim name on one database.
func TestHoldWorker(t *testing.T) {
	a, b := openTwo(t)
	a.SetOwner("host:/data")
	b.SetOwner("host:/data")
	storetest.Workers(t, a, b)
}
