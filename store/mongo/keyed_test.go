package mongo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/event"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestIndexes checks that Open leaves every index the store's queries
// other than by _id rely on, on MongoDB (or the FerretDB under test).
func TestIndexes(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	for _, tc := range []struct {
		coll string
		keys []string // each index as its key fields, in order
	}{
		{"articles", []string{"_id", "site,_id", "outbox"}},
		{"frontier", []string{"_id", "priority,order"}},
		{"runs", []string{"_id", "started_at,_id"}},
		{"selector_sets", []string{"_id", "site,status,version"}},
		{"raw.files", []string{"_id", "filename"}},
		{"raw.chunks", []string{"_id", "files_id,n"}},
	} {
		cur, err := s.db.Collection(tc.coll).Indexes().List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var ixs []struct {
			Key bson.D `bson:"key"`
		}
		if err := cur.All(ctx, &ixs); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, ix := range ixs {
			var fields []string
			for _, e := range ix.Key {
				fields = append(fields, e.Key)
			}
			got = append(got, strings.Join(fields, ","))
		}
		for _, want := range tc.keys {
			if !slices.Contains(got, want) {
				t.Errorf("%s: no index on %s (indexes: %v)", tc.coll, want, got)
			}
		}
	}
}

// filterLog records the filters of the commands a store's client sends
// that select documents (find, update, delete, findAndModify).
type filterLog struct {
	mu      sync.Mutex
	filters []string // "command collection filter"
}

func (l *filterLog) started(_ context.Context, e *event.CommandStartedEvent) {
	var qs []bson.Raw
	coll, _ := e.Command.Lookup(e.CommandName).StringValueOK()
	switch e.CommandName {
	case "find":
		qs = append(qs, e.Command.Lookup("filter").Document())
	case "findAndModify":
		qs = append(qs, e.Command.Lookup("query").Document())
	case "update", "delete":
		key := map[string]string{"update": "updates", "delete": "deletes"}[e.CommandName]
		vals, _ := e.Command.Lookup(key).Array().Values()
		for _, v := range vals {
			qs = append(qs, v.Document().Lookup("q").Document())
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, q := range qs {
		if !byID(q) {
			l.filters = append(l.filters, fmt.Sprintf("%s %s %s", e.CommandName, coll, q))
		}
	}
}

// openLogged opens a store on a fresh database whose client records the
// filters it sends.
func openLogged(t *testing.T) (s *Store, log *filterLog, url, name string) {
	t.Helper()
	url, name = mongotest.Database(t)
	s, log = reopenLogged(t, url, name)
	return s, log, url, name
}

// reopenLogged opens a store on the database name at url whose client
// records the filters it sends.
func reopenLogged(t *testing.T, url, name string) (*Store, *filterLog) {
	t.Helper()
	log := &filterLog{}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := open(ctx, options.Client().ApplyURI(url).SetMonitor(&event.CommandMonitor{Started: log.started}), name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, log
}

// byID reports a filter that is exactly {_id: v}, v not a query
// operator: the only one FerretDB 1.24 on SQLite looks up by key rather
// than by reading the whole collection (its explain says
// filterPushdown: false for any other, an index on the fields or not).
func byID(q bson.Raw) bool {
	elems, err := q.Elements()
	if err != nil || len(elems) != 1 || elems[0].Key() != "_id" {
		return false
	}
	_, isDoc := elems[0].Value().DocumentOK()
	return !isDoc
}

// TestPerPageWritesKeyed checks that what the store does for each page
// a crawl fetches selects documents by key alone: on FerretDB any other
// filter reads the whole collection, so a crawl would slow as its store
// grows.
func TestPerPageWritesKeyed(t *testing.T) {
	s, log, _, _ := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	item := func(i int) store.FrontierItem {
		return store.FrontierItem{URL: fmt.Sprintf("https://a.example/p/%d", i), Site: "a.example", Host: "a.example", Priority: 5}
	}
	if err := s.PushFrontier(ctx, []store.FrontierItem{item(0), item(1)}); err != nil {
		t.Fatal(err)
	}
	a := extract.Article{ID: "a1", URL: "https://a.example/p/0", Site: "a.example", Title: "T", Body: "Body text.", Extractor: "x/1"}
	for _, step := range []struct {
		name string
		do   func() error
	}{
		{"page", func() error {
			if err := s.PutPage(ctx, store.Page{URL: item(0).URL, Site: "a.example"}); err != nil {
				return err
			}
			_, err := s.Page(ctx, item(0).URL)
			return err
		}},
		// New links, as a crawl's pages bring: a URL this process has
		// queued it does not push again (crawl.Frontier.Push).
		{"push links", func() error { return s.PushFrontier(ctx, []store.FrontierItem{item(2), item(3)}) }},
		{"frontier update and done", func() error {
			it := item(2)
			it.Attempts = 1
			if err := s.UpdateFrontier(ctx, it); err != nil {
				return err
			}
			return s.DoneFrontier(ctx, it.URL)
		}},
		{"raw of a new page", func() error {
			// PutRaw asks HasRaw first.
			return s.PutRaw(ctx, "0123456789abcdef", []byte("<html>page</html>"))
		}},
		{"article", func() error {
			_, err := s.Article(ctx, a.ID)
			return err
		}},
		// A new article, then its update: guarded by the revision read,
		// by filters of the _id alone on FerretDB.
		{"save article", func() error {
			if !s.keyedOnly {
				return nil // MongoDB: guarded by {_id, rev}, which it looks up by key
			}
			if _, err := s.SaveArticle(ctx, a, false); err != nil {
				return err
			}
			b := a
			b.Body = "Another body text."
			_, err := s.SaveArticle(ctx, b, false)
			return err
		}},
		// An article gone from its site (a 410, a move): read and
		// replaced by its _id on FerretDB; MongoDB looks {_id, deleted}
		// up by its _id index.
		{"delete article", func() error {
			if !s.keyedOnly {
				return nil
			}
			if err := s.DeleteArticle(ctx, a.ID); err != nil {
				return fmt.Errorf("first delete: %v", err) // not an ErrNotFound the loop lets by
			}
			if err := s.DeleteArticle(ctx, a.ID); !errors.Is(err, store.ErrNotFound) {
				return fmt.Errorf("second delete: %v, want ErrNotFound", err)
			}
			if _, err := s.Article(ctx, a.ID); !errors.Is(err, store.ErrNotFound) {
				return fmt.Errorf("article after its delete: %v, want ErrNotFound", err)
			}
			return nil
		}},
	} {
		log.mu.Lock()
		log.filters = nil
		log.mu.Unlock()
		if err := step.do(); err != nil && !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("%s: %v", step.name, err)
		}
		log.mu.Lock()
		if len(log.filters) > 0 {
			t.Errorf("%s: filters other than {_id: v}: %v", step.name, log.filters)
		}
		log.mu.Unlock()
	}
}

// TestRawReadKeyed checks that reading a stored page asks for its
// chunks by _id alone (FerretDB reads every chunk stored for any other
// filter), and that a page stored with chunks of other _ids, as the
// driver's upload stream and earlier versions write them, is still
// read whole.
func TestRawReadKeyed(t *testing.T) {
	s, log, url, name := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	page := func(i int) (string, []byte) {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>page %d</p>", i), 40_000)) // several chunks
		sum := sha256.Sum256(body)
		return hex.EncodeToString(sum[:]), body
	}
	hash, body := page(1)
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	log.mu.Lock()
	log.filters = nil
	log.mu.Unlock()
	got, err := s.Raw(ctx, hash)
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("Raw = %d bytes, %v; want %d bytes", len(got), err, len(body))
	}
	log.mu.Lock()
	if len(log.filters) > 0 {
		t.Errorf("a page read by other filters than {_id: v}: %v", log.filters)
	}
	log.mu.Unlock()

	oldHash, oldBody := page(2)
	uploadOld(ctx, t, s, oldHash, oldBody)
	// As a process started after an older version stored pages, in a
	// database it created (moved to the keyed layout at Open, see
	// TestRawMigratedOnOpen).
	markVersionOne(ctx, t, s)
	again, err := Open(ctx, url, name)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if ok, err := again.HasRaw(ctx, oldHash); !ok || err != nil {
		t.Errorf("HasRaw of a page the driver stored = %v, %v", ok, err)
	}
	if got, err := again.Raw(ctx, oldHash); err != nil || !bytes.Equal(got, oldBody) {
		t.Errorf("Raw of a page the driver stored = %d bytes, %v; want %d bytes", len(got), err, len(oldBody))
	}
}
