// Package storetest is the conformance suite every store backend runs.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

// Run runs the suite against fresh stores made by open.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"sites", testSites},
		{"site queued", testMarkSiteQueued},
		{"site settings", testPutSiteSettings},
		{"pages", testPages},
		{"raw", testRaw},
		{"articles", testArticles},
		{"articles by ids", testArticlesByIDs},
		{"runs", testRuns},
		{"frontier", testFrontier},
		{"page urls", testPageURLs},
		{"host stats", testHostStats},
		{"outbox", testOutbox},
		{"selector sets", testSelectorSets},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() { s.Close() })
			tc.fn(t, s)
		})
	}
}

func testSites(t *testing.T, s store.Store) {
	ctx := context.Background()
	if _, err := s.Site(ctx, "nope.example"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("missing site: err = %v, want ErrNotFound", err)
	}
	a := store.Site{ID: "a.example", Seeds: []string{"https://a.example/"}, Every: 15 * time.Minute, CreatedAt: time.Unix(100, 0).UTC()}
	b := store.Site{ID: "b.example", Seeds: []string{"https://b.example/news"}, Every: time.Hour}
	for _, site := range []store.Site{b, a, a} {
		if err := s.PutSite(ctx, site); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Sites(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "a.example" || got[1].ID != "b.example" {
		t.Fatalf("Sites = %+v, want a.example, b.example", got)
	}
	if got[0].Every != 15*time.Minute || got[0].Seeds[0] != "https://a.example/" {
		t.Errorf("site a round trip = %+v", got[0])
	}
	if err := s.DeleteSite(ctx, "a.example"); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSite(ctx, "a.example"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("second delete: err = %v, want ErrNotFound", err)
	}
}

// testMarkSiteQueued: a site's seeds queued write its last crawl and
// next due time only, while its next due time is the one read, so that
// an operator's change made since stays, and a second process that read
// the site due with the first queues nothing.
func testMarkSiteQueued(t *testing.T, s store.Store) {
	ctx := context.Background()
	due := time.Date(2026, 11, 28, 12, 0, 0, 123456789, time.UTC)
	read := store.Site{ID: "a.example", Seeds: []string{"https://a.example/"}, Every: 15 * time.Minute, NextDue: due}
	if err := s.PutSite(ctx, read); err != nil {
		t.Fatal(err)
	}
	changed := read
	changed.Every, changed.Config.Deny = time.Hour, []string{"/live/"}
	if err := s.PutSite(ctx, changed); err != nil {
		t.Fatal(err)
	}
	at, next := due.Add(time.Minute), due.Add(16*time.Minute)
	if ok, err := s.MarkSiteQueued(ctx, read.ID, read.NextDue, at, next); !ok || err != nil {
		t.Fatalf("mark of a site due as read = %v, %v; want marked", ok, err)
	}
	got, err := s.Site(ctx, read.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Every != time.Hour || !slices.Equal(got.Config.Deny, []string{"/live/"}) {
		t.Errorf("site after its mark = every %v, deny %v; want the operator's change kept (1h, [/live/])", got.Every, got.Config.Deny)
	}
	if !got.LastCrawl.Equal(at) || !got.NextDue.Equal(next) {
		t.Errorf("site after its mark: last crawl %v, next due %v; want %v, %v", got.LastCrawl, got.NextDue, at, next)
	}
	if ok, err := s.MarkSiteQueued(ctx, read.ID, read.NextDue, at, next.Add(time.Minute)); ok || err != nil {
		t.Errorf("second mark of the site as read = %v, %v; want not marked: another process queued it", ok, err)
	}
	if got, _ := s.Site(ctx, read.ID); !got.NextDue.Equal(next) {
		t.Errorf("next due after a refused mark = %v, want %v", got.NextDue, next)
	}
	if ok, err := s.MarkSiteQueued(ctx, "gone.example", time.Time{}, at, next); ok || err != nil {
		t.Errorf("mark of a missing site = %v, %v; want not marked, no error", ok, err)
	}
	if _, err := s.Site(ctx, "gone.example"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a missing site's mark made it: err = %v", err)
	}
}

// testPutSiteSettings: an operator's settings write creates a missing
// site whole, and on an existing one changes the settings only, so a
// crawl's mark made after the operator read the site stays.
func testPutSiteSettings(t *testing.T, s store.Store) {
	ctx := context.Background()
	created := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	due := time.Date(2026, 11, 28, 12, 0, 0, 123456789, time.UTC)
	read := store.Site{ID: "a.example", Seeds: []string{"https://a.example/"}, Every: 15 * time.Minute, NextDue: due, CreatedAt: created}
	if err := s.PutSiteSettings(ctx, read); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Site(ctx, read.ID); err != nil || !got.NextDue.Equal(due) || !got.CreatedAt.Equal(created) || !slices.Equal(got.Seeds, read.Seeds) {
		t.Fatalf("created site = %+v, %v; want it whole: %+v", got, err, read)
	}
	at, next := due.Add(time.Minute), due.Add(16*time.Minute)
	if ok, err := s.MarkSiteQueued(ctx, read.ID, due, at, next); !ok || err != nil {
		t.Fatalf("mark = %v, %v; want marked", ok, err)
	}
	changed := read // as the operator read it, before the mark
	changed.Seeds = []string{"https://a.example/", "https://a.example/world"}
	changed.Every = time.Hour
	changed.Config = store.SiteConfig{Deny: []string{"/live/"}, MaxDepth: 2}
	changed.CreatedAt = time.Unix(0, 0).UTC()
	if err := s.PutSiteSettings(ctx, changed); err != nil {
		t.Fatal(err)
	}
	got, err := s.Site(ctx, read.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Seeds, changed.Seeds) || got.Every != time.Hour || !slices.Equal(got.Config.Deny, []string{"/live/"}) || got.Config.MaxDepth != 2 {
		t.Errorf("settings after the write = seeds %v, every %v, config %+v; want %v, 1h, %+v", got.Seeds, got.Every, got.Config, changed.Seeds, changed.Config)
	}
	if !got.LastCrawl.Equal(at) || !got.NextDue.Equal(next) || !got.CreatedAt.Equal(created) {
		t.Errorf("times after the settings write: last crawl %v, next due %v, created %v; want the mark's %v, %v and %v kept", got.LastCrawl, got.NextDue, got.CreatedAt, at, next, created)
	}
	rescheduled := got // read after the mark: its last crawl is the stored one
	rescheduled.Every, rescheduled.NextDue = 5*time.Minute, at.Add(5*time.Minute)
	if err := s.PutSiteSettings(ctx, rescheduled); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Site(ctx, read.ID); !got.NextDue.Equal(rescheduled.NextDue) || got.Every != 5*time.Minute {
		t.Errorf("rescheduled from the stored last crawl: next due %v, every %v; want %v, 5m", got.NextDue, got.Every, rescheduled.NextDue)
	}
	cleared := changed
	cleared.Config = store.SiteConfig{}
	if err := s.PutSiteSettings(ctx, cleared); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Site(ctx, read.ID); len(got.Config.Deny) != 0 || got.Config.MaxDepth != 0 {
		t.Errorf("config after clearing it = %+v, want empty", got.Config)
	}
}

func testPages(t *testing.T, s store.Store) {
	ctx := context.Background()
	p := store.Page{URL: "https://a.example/x", Site: "a.example", Kind: store.KindArticle, Status: 200, ETag: `"e1"`, SimHash: 1 << 63}
	if err := s.PutPage(ctx, p); err != nil {
		t.Fatal(err)
	}
	p.Unchanged, p.StoryJudged = 2, true
	if err := s.PutPage(ctx, p); err != nil {
		t.Fatal(err)
	}
	got, err := s.Page(ctx, p.URL)
	if err != nil {
		t.Fatal(err)
	}
	if got.Unchanged != 2 || got.ETag != `"e1"` || got.SimHash != 1<<63 || !got.StoryJudged {
		t.Errorf("Page = %+v", got)
	}
	if _, err := s.Page(ctx, "https://a.example/missing"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing page: err = %v", err)
	}
}

func testRaw(t *testing.T, s store.Store) {
	ctx := context.Background()
	body := []byte("<html><body>Hà Nội</body></html>")
	hash := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for range 2 {
		if err := s.PutRaw(ctx, hash, body); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Raw(ctx, hash)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, body) {
		t.Errorf("Raw = %q, want %q", got, body)
	}
	if _, err := s.Raw(ctx, "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing raw: err = %v", err)
	}
	if ok, err := s.HasRaw(ctx, hash); !ok || err != nil {
		t.Errorf("HasRaw of a stored page = %v, %v", ok, err)
	}
	if ok, err := s.HasRaw(ctx, "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"); ok || err != nil {
		t.Errorf("HasRaw of a missing page = %v, %v", ok, err)
	}
	if err := s.PutRaw(ctx, "../../etc/passwd", body); err == nil {
		t.Error("PutRaw accepted a path as hash")
	}
}

func article(id, body string) extract.Article {
	return extract.Article{ID: id, URL: "https://a.example/" + id, Site: "a.example", Title: "T " + id,
		Authors: []string{"Ann"}, Body: body, Method: extract.MethodSelectors, Extractor: "selectors/1/1"}
}

func testArticles(t *testing.T, s store.Store) {
	ctx := context.Background()
	a := article("a1", "first body")
	steps := []struct {
		a      extract.Article
		forced bool
		want   store.Change
		ver    int
	}{
		{a, false, store.ChangeNew, 1},
		{a, false, store.ChangeNone, 1},
		{article("a1", "second body"), false, store.ChangeContent, 2},
		{func() extract.Article { x := article("a1", "third"); x.Extractor = "selectors/2/1"; return x }(), false, store.ChangeExtractor, 3},
		{func() extract.Article { x := article("a1", "third"); x.Extractor = "selectors/2/1"; return x }(), true, store.ChangeForced, 4},
	}
	for i, st := range steps {
		got, err := s.SaveArticle(ctx, st.a, st.forced)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if got != st.want {
			t.Fatalf("step %d: change = %s, want %s", i, got, st.want)
		}
		rec, err := s.Article(ctx, "a1")
		if err != nil {
			t.Fatal(err)
		}
		if rec.Version != st.ver {
			t.Errorf("step %d: version = %d, want %d", i, rec.Version, st.ver)
		}
	}
	for _, id := range []string{"b2", "c3"} {
		if _, err := s.SaveArticle(ctx, article(id, "x"), false); err != nil {
			t.Fatal(err)
		}
	}
	n, err := s.CountArticles(ctx)
	if err != nil || n != 3 {
		t.Fatalf("CountArticles = %d, %v; want 3", n, err)
	}
	page1, err := s.ListArticles(ctx, store.ArticleFilter{Limit: 2})
	if err != nil || len(page1) != 2 || page1[0].ID != "a1" {
		t.Fatalf("ListArticles page 1 = %d items, %v", len(page1), err)
	}
	page2, err := s.ListArticles(ctx, store.ArticleFilter{After: page1[1].ID, Limit: 2})
	if err != nil || len(page2) != 1 || page2[0].ID != "c3" {
		t.Fatalf("ListArticles page 2 = %+v, %v", page2, err)
	}
	if _, err := s.Article(ctx, "zz"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing article: err = %v", err)
	}
}

// testArticlesByIDs: Articles returns the stored articles among the
// ids, keyed by id, and leaves out the missing and the deleted ones.
func testArticlesByIDs(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, id := range []string{"a1", "b2", "c3"} {
		if _, err := s.SaveArticle(ctx, article(id, "body of "+id), false); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.SaveArticle(ctx, article("a1", "new body"), false); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteArticle(ctx, "b2"); err != nil {
		t.Fatal(err)
	}
	got, err := s.Articles(ctx, []string{"c3", "zz", "b2", "a1", "a1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got["a1"].Body != "new body" || got["a1"].Version != 2 || got["c3"].Body != "body of c3" || got["c3"].ID != "c3" {
		t.Fatalf("Articles = %+v, want a1 (version 2) and c3", got)
	}
	if got, err := s.Articles(ctx, nil); err != nil || len(got) != 0 {
		t.Fatalf("Articles(nil) = %+v, %v; want none", got, err)
	}
}

func testRuns(t *testing.T, s store.Store) {
	ctx := context.Background()
	t0 := time.Unix(1000, 0).UTC()
	for i, id := range []string{"r1", "r2", "r3"} {
		r := store.Run{ID: id, StartedAt: t0.Add(time.Duration(i) * time.Minute), SeparateFrontier: i == 1, FrontierLeft: 7 * i}
		r.Summary.New = i
		if err := s.PutRun(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	runs, err := s.Runs(ctx, 2)
	if err != nil || len(runs) != 2 || runs[0].ID != "r3" {
		t.Fatalf("Runs = %+v, %v", runs, err)
	}
	r, err := s.Run(ctx, "r2")
	if err != nil || r.Summary.New != 1 || !r.SeparateFrontier || r.FrontierLeft != 7 {
		t.Fatalf("Run(r2) = %+v, %v", r, err)
	}
}

func testFrontier(t *testing.T, s store.Store) { Frontier(t, s) }

// FrontierStore is the frontier part of store.Store, which backends that
// hold only the frontier (Redis) implement too.
type FrontierStore interface {
	PushFrontier(ctx context.Context, items []store.FrontierItem) error
	Frontier(ctx context.Context) ([]store.FrontierItem, error)
	UpdateFrontier(ctx context.Context, it store.FrontierItem) error
	DoneFrontier(ctx context.Context, url string) error
}

// Frontier is the conformance test of a durable frontier; s must start
// empty.
func Frontier(t *testing.T, s FrontierStore) {
	t.Helper()
	ctx := context.Background()
	retryAt := time.Date(2026, 11, 28, 1, 2, 3, 0, time.UTC)
	items := []store.FrontierItem{
		// Retried once by a worker, and waiting for its next try.
		{URL: "https://a.example/2", Host: "a.example", Priority: 2, Attempts: 1, NotBefore: retryAt, Hint: "page"},
		{URL: "https://a.example/1", Host: "a.example", Priority: 1},
	}
	if err := s.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	// Re-pushing with a worse priority keeps the better one; a better one
	// wins, and is all that changes: the item keeps its retry state and
	// hint (another worker, which holds or retries it, pushed it again).
	if err := s.PushFrontier(ctx, []store.FrontierItem{
		{URL: "https://a.example/1", Host: "a.example", Priority: 5},
		{URL: "https://a.example/2", Host: "a.example", Priority: 0, Hint: "seed"},
	}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].URL != "https://a.example/2" || got[0].Priority != 0 || got[0].Hint != "page" ||
		got[0].Attempts != 1 || !got[0].NotBefore.Equal(retryAt) || got[1].Priority != 1 {
		t.Fatalf("Frontier = %+v", got)
	}
	// The worker holding it writes its next retry: the better priority
	// pushed meanwhile stays.
	retried := items[0]
	retried.Attempts, retried.NotBefore = 2, retryAt.Add(time.Minute)
	if err := s.UpdateFrontier(ctx, retried); err != nil {
		t.Fatal(err)
	}
	got, err = s.Frontier(ctx)
	if err != nil || len(got) != 2 || got[0].URL != retried.URL || got[0].Priority != 0 || got[0].Attempts != 2 ||
		!got[0].NotBefore.Equal(retried.NotBefore) {
		t.Fatalf("Frontier after a retry = %+v, %v; want %s at priority 0, attempt 2", got, err, retried.URL)
	}
	got[1].Attempts = 3
	// A stronger hint, pushed for the URL while it waits, is written so.
	got[1].Hint = "article"
	// A redirect chain's count goes on in the run that resumes it.
	got[1].Redirects, got[1].ChainOrigin = 2, "https://a.example/0"
	if err := s.UpdateFrontier(ctx, got[1]); err != nil {
		t.Fatal(err)
	}
	if err := s.DoneFrontier(ctx, "https://a.example/2"); err != nil {
		t.Fatal(err)
	}
	got, err = s.Frontier(ctx)
	if err != nil || len(got) != 1 || got[0].Attempts != 3 || got[0].Redirects != 2 || got[0].ChainOrigin != "https://a.example/0" ||
		got[0].Hint != "article" {
		t.Fatalf("Frontier after done = %+v, %v", got, err)
	}
	// Updating an item no longer queued does not bring it back.
	if err := s.UpdateFrontier(ctx, store.FrontierItem{URL: "https://a.example/2", Priority: 1}); err != nil {
		t.Fatal(err)
	}
	if err := s.DoneFrontier(ctx, "https://a.example/missing"); err != nil {
		t.Errorf("done of an unknown URL: %v", err)
	}
	// Many items at once (backends batch them).
	var many []store.FrontierItem
	for i := range 1200 {
		many = append(many, store.FrontierItem{URL: fmt.Sprintf("https://b.example/%d", i), Host: "b.example", Priority: 2})
	}
	if err := s.PushFrontier(ctx, many); err != nil {
		t.Fatal(err)
	}
	got, err = s.Frontier(ctx)
	if err != nil || len(got) != 1201 || got[0].URL != "https://a.example/1" {
		t.Fatalf("Frontier after many = %d items, %v", len(got), err)
	}
	// A better priority written for a queued URL (a seed page names a
	// link queued from a deeper page) orders it so.
	raised := store.FrontierItem{URL: "https://b.example/700", Host: "b.example", Priority: 0}
	if err := s.UpdateFrontier(ctx, raised); err != nil {
		t.Fatal(err)
	}
	got, err = s.Frontier(ctx)
	if err != nil || len(got) != 1201 || got[0].URL != raised.URL || got[0].Priority != 0 {
		t.Fatalf("Frontier after a better priority: first %+v, %d items, %v; want %s", got[0], len(got), err, raised.URL)
	}
}

func testOutbox(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, id := range []string{"o1", "o2", "o3"} {
		if _, err := s.SaveArticle(ctx, article(id, "x"), false); err != nil {
			t.Fatal(err)
		}
	}
	// Unchanged saves add nothing to the outbox.
	if _, err := s.SaveArticle(ctx, article("o1", "x"), false); err != nil {
		t.Fatal(err)
	}
	got, err := s.Outbox(ctx, 10)
	if err != nil || len(got) != 3 {
		t.Fatalf("Outbox = %+v, %v", got, err)
	}
	if err := s.AckOutbox(ctx, got[1].Seq); err != nil {
		t.Fatal(err)
	}
	got, err = s.Outbox(ctx, 10)
	if err != nil || len(got) != 1 || got[0].ArticleID != "o3" {
		t.Fatalf("Outbox after ack = %+v, %v", got, err)
	}
	// Deleting queues a delete entry for the index.
	if err := s.DeleteArticle(ctx, "o2"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Article(ctx, "o2"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("deleted article: err = %v, want ErrNotFound", err)
	}
	if err := s.DeleteArticle(ctx, "o2"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("second delete: err = %v, want ErrNotFound", err)
	}
	got, err = s.Outbox(ctx, 10)
	if err != nil || len(got) != 2 || got[1].ArticleID != "o2" || !got[1].Delete {
		t.Fatalf("Outbox after delete = %+v, %v", got, err)
	}
}

func testSelectorSets(t *testing.T, s store.Store) {
	ctx := context.Background()
	if _, err := s.SelectorSet(ctx, "a.example"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no set yet: err = %v", err)
	}
	mk := func(title string) selectors.Set {
		return selectors.Set{Site: "a.example", Fields: map[string][]string{"title": {title}, "body": {"//article"}},
			Provenance: selectors.Provenance{Generator: "heuristic"}}
	}
	v1, err := s.PutSelectorSet(ctx, mk("//h1"))
	if err != nil || v1.Version != 1 || v1.Status != selectors.StatusActive {
		t.Fatalf("first put = %+v, %v", v1, err)
	}
	v2, err := s.PutSelectorSet(ctx, mk("//h2"))
	if err != nil || v2.Version != 2 {
		t.Fatalf("second put = %+v, %v", v2, err)
	}
	if _, err := s.PutSelectorSet(ctx, selectors.Set{Site: "b.example", Fields: map[string][]string{"title": {"//h1"}}}); err != nil {
		t.Fatal(err)
	}
	active, err := s.SelectorSet(ctx, "a.example")
	if err != nil || active.Version != 2 || active.Fields["title"][0] != "//h2" {
		t.Fatalf("active = %+v, %v", active, err)
	}
	old, err := s.SelectorSetVersion(ctx, "a.example", 1)
	if err != nil || old.Status != selectors.StatusRetired {
		t.Fatalf("v1 = %+v, %v", old, err)
	}
	// Re-activating an old version retires the current one.
	if err := s.SetSelectorStatus(ctx, "a.example", 1, selectors.StatusActive); err != nil {
		t.Fatal(err)
	}
	if active, _ := s.SelectorSet(ctx, "a.example"); active.Version != 1 {
		t.Fatalf("after re-activation active = v%d", active.Version)
	}
	all, err := s.SelectorSets(ctx, "a.example")
	if err != nil || len(all) != 2 || all[0].Version != 2 || all[0].Status != selectors.StatusRetired {
		t.Fatalf("all = %+v, %v", all, err)
	}
	if err := s.SetSelectorStatus(ctx, "a.example", 1, "broken"); err == nil {
		t.Error("unknown status accepted")
	}
	if err := s.SetSelectorStatus(ctx, "a.example", 9, selectors.StatusStale); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing version: err = %v", err)
	}
}

func testPageURLs(t *testing.T, s store.Store) {
	ctx := context.Background()
	want := map[string]bool{}
	for _, u := range []string{"https://a.example/1", "https://a.example/2", "https://b.example/"} {
		want[u] = true
		if err := s.PutPage(ctx, store.Page{URL: u, Site: "a.example"}); err != nil {
			t.Fatal(err)
		}
	}
	got := map[string]bool{}
	if err := s.PageURLs(ctx, func(u string) error { got[u] = true; return nil }); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Errorf("PageURLs = %v, want %v", got, want)
	}
	stop := errors.New("stop")
	n := 0
	if err := s.PageURLs(ctx, func(string) error { n++; return stop }); !errors.Is(err, stop) || n != 1 {
		t.Errorf("PageURLs did not stop on the callback's error: %v after %d calls", err, n)
	}
}

func testHostStats(t *testing.T, s store.Store) {
	ctx := context.Background()
	run := func(status string, ms int, at time.Time) store.HostStats {
		h := store.HostStats{Host: "a.example", Site: "a.example", Requests: 1, Status: map[string]int{status: 1},
			Bytes: 100, Changed: 1, LastCrawl: at}
		h.ObserveLatency(time.Duration(ms) * time.Millisecond)
		return h
	}
	t0 := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	if err := s.AddHostStats(ctx, []store.HostStats{run("200", 20, t0), {Host: "b.example", Requests: 1, Errors: 1, Timeouts: 1}}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddHostStats(ctx, []store.HostStats{run("503", 800, t0.Add(time.Hour))}); err != nil {
		t.Fatal(err)
	}
	got, err := s.HostStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Host != "a.example" {
		t.Fatalf("HostStats = %+v", got)
	}
	a := got[0]
	if a.Requests != 2 || a.Bytes != 200 || a.Status["200"] != 1 || a.Status["503"] != 1 || !a.LastCrawl.Equal(t0.Add(time.Hour)) {
		t.Errorf("merged stats = %+v", a)
	}
	if p50, p99 := a.Percentile(0.5), a.Percentile(0.99); p50 != 25*time.Millisecond || p99 != time.Second {
		t.Errorf("p50 %v p99 %v, want 25ms and 1s", p50, p99)
	}
	if r := a.ErrorRate(); r != 0.5 {
		t.Errorf("error rate %v, want 0.5", r)
	}
	if got[1].Timeouts != 1 || got[1].ErrorRate() != 1 {
		t.Errorf("b.example = %+v", got[1])
	}
	if !a.NotBefore.IsZero() || a.WaitReason != "" {
		t.Errorf("a.example waits until %v (%q) though no run asked it to", a.NotBefore, a.WaitReason)
	}

	// A host's wait outlives the run: the later of two waits holds, with
	// its reason, and a wait comes with no numbers or with a run's.
	retry := t0.Add(2 * time.Hour).Add(123456789) // not on a millisecond
	for _, h := range []store.HostStats{
		{Host: "a.example", NotBefore: retry, WaitReason: store.WaitRetryAfter},
		{Host: "a.example", Requests: 1, NotBefore: t0.Add(time.Hour), WaitReason: store.WaitDelay},
		{Host: "c.example", NotBefore: t0, WaitReason: store.WaitDelay},
	} {
		if err := s.AddHostStats(ctx, []store.HostStats{h}); err != nil {
			t.Fatal(err)
		}
	}
	if got, err = s.HostStats(ctx); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("HostStats = %+v, want a, b and c", got)
	}
	a, c := got[0], got[2]
	if a.NotBefore.Before(retry) || a.NotBefore.After(retry.Add(time.Millisecond)) || a.WaitReason != store.WaitRetryAfter || a.Requests != 3 {
		t.Errorf("a.example: %d requests, waits until %v (%q); want 3, the Retry-After's %v (%q)",
			a.Requests, a.NotBefore, a.WaitReason, retry, store.WaitRetryAfter)
	}
	if !c.NotBefore.Equal(t0) || c.WaitReason != store.WaitDelay {
		t.Errorf("c.example waits until %v (%q), want %v (%q)", c.NotBefore, c.WaitReason, t0, store.WaitDelay)
	}
	later := retry.Add(time.Minute)
	if err := s.AddHostStats(ctx, []store.HostStats{{Host: "a.example", NotBefore: later, WaitReason: store.WaitDelay}}); err != nil {
		t.Fatal(err)
	}
	if got, err = s.HostStats(ctx); err != nil {
		t.Fatal(err)
	}
	if a := got[0]; a.NotBefore.Before(later) || a.WaitReason != store.WaitDelay {
		t.Errorf("a.example waits until %v (%q), want the later %v (%q)", a.NotBefore, a.WaitReason, later, store.WaitDelay)
	}
}

// ClaimStore is a frontier store that several processes share: each
// claims a URL, and its host, before it fetches it (see store.Claim).
type ClaimStore interface {
	FrontierStore
	ClaimFrontier(ctx context.Context, url, host string, now time.Time, lease time.Duration) (store.Claim, error)
	ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error
	MarkFrontier(ctx context.Context, url, standInFor string) error
	ParkFrontier(ctx context.Context, url string, notBefore time.Time) error
	HoldHost(ctx context.Context, host string, now, until time.Time, reason string) error
	HostHolds(ctx context.Context, now time.Time) (map[string]store.HostWait, error)
}

// Claims is the conformance test of claims, on two clients a and b (two
// processes) of one frontier that starts empty: a claim holds a URL and
// its host until its lease ends, its holder renews it, a claim after the
// lease is the claimer's, a URL done is gone, and a release frees the
// holder's URLs at once and its hosts at the time it names.
func Claims(t *testing.T, a, b ClaimStore) {
	t.Helper()
	ctx := context.Background()
	const host = "a.example"
	u, u2, other := "https://a.example/1", "https://a.example/2", "https://b.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host, Priority: 3, Attempts: 2},
		{URL: u2, Host: host, Priority: 3}, {URL: other, Host: "b.example", Priority: 3}}); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 28, 4, 0, 0, 0, time.UTC)
	claim := func(s ClaimStore, url, host string, at time.Duration) store.Claim {
		t.Helper()
		c, err := s.ClaimFrontier(ctx, url, host, now.Add(at), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := claim(a, u, host, 0); c.State != store.ClaimOK || c.Item.URL != u || c.Item.Attempts != 2 || c.Item.Priority != 3 {
		t.Fatalf("first claim = %+v; want ok with the stored item", c)
	}
	if c := claim(b, u, host, time.Second); c.State != store.ClaimHeld || !c.Until.Equal(now.Add(time.Minute)) {
		t.Fatalf("claim of a held URL = %+v; want held until %v", c, now.Add(time.Minute))
	}
	// The host is a's too: its delay is a's to keep.
	if c := claim(b, u2, host, time.Second); c.State != store.ClaimHeld || !c.Until.Equal(now.Add(time.Minute)) {
		t.Fatalf("claim of a URL on a held host = %+v; want held until %v", c, now.Add(time.Minute))
	}
	if c := claim(b, other, "b.example", time.Second); c.State != store.ClaimOK {
		t.Fatalf("claim of a URL on another host = %+v; want ok", c)
	}
	if c := claim(a, u, host, 30*time.Second); c.State != store.ClaimOK {
		t.Fatalf("the holder's claim again = %+v; want ok", c)
	}
	// A retry written by the holder keeps its claim.
	if err := a.UpdateFrontier(ctx, store.FrontierItem{URL: u, Host: host, Priority: 3, Attempts: 3}); err != nil {
		t.Fatal(err)
	}
	if c := claim(b, u, host, 61*time.Second); c.State != store.ClaimHeld {
		t.Fatalf("claim within the renewed lease = %+v; want held", c)
	}
	if c := claim(b, u, host, 91*time.Second); c.State != store.ClaimOK || c.Item.Attempts != 3 {
		t.Fatalf("claim after the lease = %+v; want ok with the item as the holder last wrote it", c)
	}
	if err := b.DoneFrontier(ctx, u); err != nil {
		t.Fatal(err)
	}
	if c := claim(b, u, host, 92*time.Second); c.State != store.ClaimGone {
		t.Fatalf("claim of a done URL = %+v; want gone", c)
	}
	// Queued again later, the URL is free: no claim outlives its item.
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host, Priority: 1}}); err != nil {
		t.Fatal(err)
	}
	if c := claim(b, u, host, 93*time.Second); c.State != store.ClaimOK {
		t.Fatalf("claim of a URL queued again = %+v; want ok", c)
	}
	// b's run ends: its URL is free at once, its host after its delay.
	if err := b.ReleaseClaims(ctx, now.Add(93*time.Second), now.Add(100*time.Second), nil); err != nil {
		t.Fatal(err)
	}
	if c := claim(a, u, host, 95*time.Second); c.State != store.ClaimHeld || !c.Until.Equal(now.Add(100*time.Second)) {
		t.Fatalf("claim on a released host within its delay = %+v; want held until %v", c, now.Add(100*time.Second))
	}
	if c := claim(a, u, host, 101*time.Second); c.State != store.ClaimOK {
		t.Fatalf("claim of a released URL after its host's delay = %+v; want ok", c)
	}
	frontierPatches(t, a, b, now)
	hostHolds(t, a, b, now)
}

// hostHolds checks that a host's claim is only ever extended: a claim's
// lease never shortens a longer hold (a Retry-After) of its holder, a
// shorter hold never shortens a longer lease.
func hostHolds(t *testing.T, a, b ClaimStore, now time.Time) {
	t.Helper()
	ctx := context.Background()
	const host = "d.example"
	u, u2 := "https://d.example/1", "https://d.example/2"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: host}, {URL: u2, Host: host}}); err != nil {
		t.Fatal(err)
	}
	claim := func(s ClaimStore, url string, at time.Duration) store.Claim {
		t.Helper()
		c, err := s.ClaimFrontier(ctx, url, host, now.Add(at), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := claim(a, u, 0); c.State != store.ClaimOK {
		t.Fatalf("first claim = %+v; want ok", c)
	}
	// A Retry-After of ten seconds, within the lease: the lease holds.
	if err := a.HoldHost(ctx, host, now.Add(time.Second), now.Add(10*time.Second), store.WaitDown); err != nil {
		t.Fatal(err)
	}
	if c := claim(b, u2, 30*time.Second); c.State != store.ClaimHeld || !c.Until.Equal(now.Add(time.Minute)) {
		t.Fatalf("claim after a shorter hold = %+v; want held until the lease's end %v", c, now.Add(time.Minute))
	}
	// A Retry-After of an hour: no claim of a's shortens it.
	hold := now.Add(time.Hour)
	if err := a.HoldHost(ctx, host, now.Add(2*time.Second), hold, store.WaitRetryAfter); err != nil {
		t.Fatal(err)
	}
	// (The holder keeps the wait itself: its frontier does not hand
	// out the host's URLs before; a process restarted under its name
	// reads it from HostHolds, which every process sees.)
	if c := claim(a, u2, 3*time.Second); c.State != store.ClaimOK {
		t.Fatalf("the holder's claim = %+v; want ok", c)
	}
	for _, s := range []ClaimStore{a, b} {
		if got, err := s.HostHolds(ctx, now.Add(4*time.Second)); err != nil || !got[host].Until.Equal(hold) || got[host].Reason != store.WaitRetryAfter || len(got) != 1 {
			t.Fatalf("host holds = %v, %v; want %s until %v for %s, the longer hold's reason", got, err, host, hold, store.WaitRetryAfter)
		}
	}
	// A release keeps the hold it names, and drops those that ended.
	if err := a.ReleaseClaims(ctx, now.Add(5*time.Second), now.Add(6*time.Second), map[string]time.Time{host: hold}); err != nil {
		t.Fatal(err)
	}
	if got, err := b.HostHolds(ctx, now.Add(5*time.Second)); err != nil || !got[host].Until.Equal(hold) || got[host].Reason != store.WaitRetryAfter {
		t.Fatalf("host holds after a release = %v, %v; want %s until %v for %s", got, err, host, hold, store.WaitRetryAfter)
	}
	if got, err := b.HostHolds(ctx, hold); err != nil || len(got) != 0 {
		t.Fatalf("host holds at the hold's end = %v, %v; want none", got, err)
	}
	if c := claim(b, u2, 2*time.Minute); c.State != store.ClaimHeld || !c.Until.Equal(hold) {
		t.Fatalf("claim past the lease within the hold = %+v; want held until %v", c, hold)
	}
	if c := claim(b, u2, time.Hour+time.Second); c.State != store.ClaimOK {
		t.Fatalf("claim after the hold = %+v; want ok", c)
	}
}

// frontierPatches checks the writes of one field of a queued item that
// another process may have written since (its retry's attempt and wait):
// a stand-in mark and a park set their field and keep the rest as b
// stored it, and a park never shortens a longer stored wait.
func frontierPatches(t *testing.T, a, b ClaimStore, now time.Time) {
	t.Helper()
	ctx := context.Background()
	const u = "https://c.example/p"
	retry := now.Add(time.Hour)
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "c.example", Priority: 2, Attempts: 1, NotBefore: retry}}); err != nil {
		t.Fatal(err)
	}
	stored := func() store.FrontierItem {
		t.Helper()
		items, err := a.Frontier(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			if it.URL == u {
				return it
			}
		}
		t.Fatalf("%s not in the frontier", u)
		return store.FrontierItem{}
	}
	if err := a.MarkFrontier(ctx, u, "https://c.example/gone"); err != nil {
		t.Fatal(err)
	}
	if err := a.ParkFrontier(ctx, u, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if it := stored(); it.StandInFor != "https://c.example/gone" || it.Attempts != 1 || !it.NotBefore.Equal(retry) {
		t.Fatalf("after a mark and a shorter park: %+v; want the mark, attempts 1, not before %v", it, retry)
	}
	later := now.Add(2 * time.Hour)
	if err := a.ParkFrontier(ctx, u, later); err != nil {
		t.Fatal(err)
	}
	if err := a.MarkFrontier(ctx, u, ""); err != nil {
		t.Fatal(err)
	}
	if it := stored(); it.StandInFor != "" || it.Attempts != 1 || !it.NotBefore.Equal(later) {
		t.Fatalf("after a longer park and a mark taken off: %+v; want no mark, attempts 1, not before %v", it, later)
	}
	// A URL no longer queued is not queued again by either.
	if err := b.DoneFrontier(ctx, u); err != nil {
		t.Fatal(err)
	}
	if err := a.MarkFrontier(ctx, u, "x"); err != nil {
		t.Fatal(err)
	}
	if err := a.ParkFrontier(ctx, u, later.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	items, err := a.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.URL == u {
			t.Fatalf("%s queued again by a mark or a park: %+v", u, it)
		}
	}
}

// ClaimsPruned is the conformance test of the claims' end, on two
// clients a and b (two processes) of one frontier that starts empty;
// claims counts the claims stored, on URLs and hosts. A run's release
// leaves its hosts held for their delay, and a later release removes
// every claim that ended, a killed process's too: the claims stored
// never outgrow the hosts and URLs held.
func ClaimsPruned(t *testing.T, a, b ClaimStore, claims func() int) {
	t.Helper()
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 4, 0, 0, 0, time.UTC)
	var items []store.FrontierItem
	for i := range 20 {
		host := fmt.Sprintf("h%d.example", i)
		items = append(items, store.FrontierItem{URL: "https://" + host + "/1", Host: host})
	}
	if err := a.PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	// a fetches the first ten hosts' URLs, b the others, and b is
	// killed with the last one claimed.
	for i, it := range items {
		s := a
		if i >= 10 {
			s = b
		}
		c, err := s.ClaimFrontier(ctx, it.URL, it.Host, now, time.Minute)
		if err != nil || c.State != store.ClaimOK {
			t.Fatalf("claim %s = %+v, %v; want ok", it.URL, c, err)
		}
		if i == len(items)-1 {
			break // killed: neither done nor released
		}
		if err := s.DoneFrontier(ctx, it.URL); err != nil {
			t.Fatal(err)
		}
	}
	if n := claims(); n != 21 {
		t.Fatalf("%d claims after the fetches, want 21: 20 hosts and the killed URL", n)
	}
	// a's run ends: its hosts stay held for their delay (a second), b's
	// claims for their lease.
	if err := a.ReleaseClaims(ctx, now.Add(time.Second), now.Add(2*time.Second), nil); err != nil {
		t.Fatal(err)
	}
	if n := claims(); n != 21 {
		t.Fatalf("%d claims after a's release, want 21: every host is held still", n)
	}
	// A later run of a's ends after b's lease: nothing is held any more.
	if err := a.ReleaseClaims(ctx, now.Add(2*time.Minute), now.Add(2*time.Minute+time.Second), nil); err != nil {
		t.Fatal(err)
	}
	if n := claims(); n != 0 {
		t.Errorf("%d claims after every claim ended, want none", n)
	}
	// The killed process's URL is still queued, and free.
	c, err := a.ClaimFrontier(ctx, items[19].URL, items[19].Host, now.Add(3*time.Minute), time.Minute)
	if err != nil || c.State != store.ClaimOK {
		t.Errorf("claim of the killed process's URL = %+v, %v; want ok", c, err)
	}
}

// WorkerStore holds a worker name (a process's claim name) for one live
// process at a time.
type WorkerStore interface {
	HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error)
	DropWorker(ctx context.Context, holder string) error
}

// Workers is the conformance test of worker names, on two clients a and
// b under one claim name: a hold keeps the name for its holder until it
// ends, the holder renews it, another holder takes it when it ended or
// when it names the holder dead (replace), and a drop frees it at once.
func Workers(t *testing.T, a, b WorkerStore) {
	t.Helper()
	ctx := context.Background()
	now := time.Now()
	hold := func(s WorkerStore, holder, replace string, at time.Duration) string {
		t.Helper()
		other, err := s.HoldWorker(ctx, holder, replace, now.Add(at), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		return other
	}
	if other := hold(a, "p1", "", 0); other != "" {
		t.Fatalf("first hold: held by %q; want held", other)
	}
	if other := hold(b, "p2", "", time.Second); other != "p1" {
		t.Fatalf("hold of a held name: %q; want held by p1", other)
	}
	if other := hold(a, "p1", "", 30*time.Second); other != "" {
		t.Fatalf("the holder's renewal: held by %q; want held", other)
	}
	if other := hold(b, "p2", "", 80*time.Second); other != "p1" {
		t.Fatalf("hold within the renewed hold: %q; want held by p1", other)
	}
	if err := b.DropWorker(ctx, "p2"); err != nil {
		t.Fatal(err)
	}
	if other := hold(b, "p2", "", 81*time.Second); other != "p1" {
		t.Fatalf("hold after another holder's drop: %q; want held by p1", other)
	}
	// p1 is known dead (its pid is gone on its machine): p2 takes over.
	if other := hold(b, "p2", "p1", 82*time.Second); other != "" {
		t.Fatalf("hold replacing a dead holder: held by %q; want held", other)
	}
	if other := hold(a, "p1", "", 83*time.Second); other != "p2" {
		t.Fatalf("hold of the replaced holder: %q; want held by p2", other)
	}
	if err := b.DropWorker(ctx, "p2"); err != nil {
		t.Fatal(err)
	}
	if other := hold(a, "p1", "", 84*time.Second); other != "" {
		t.Fatalf("hold after the holder's drop: held by %q; want held", other)
	}
	// p1 is killed: its hold ends a minute after its last renewal.
	if other := hold(b, "p2", "", 84*time.Second+time.Minute+time.Millisecond); other != "" {
		t.Fatalf("hold after the holder's hold ended: held by %q; want held", other)
	}
}

// WorkerTakeoverRace is the conformance test of a worker name whose
// hold ended, asked for at once by its holder (p1, a process paused past
// the hold's end, renewing it) and by other processes (p2, p3, …, taking
// it over), one on each client of stores, all under one claim name:
// exactly one of them may hold it, and the others must be told that one
// holds it. A takeover read the hold and then deleted it by its holder's
// name: a renewal landing in between was deleted with it (and a renewal
// that found its hold gone counted as renewed), and two processes then
// claimed under one name, each taking the other's claims for its own.
func WorkerTakeoverRace(t *testing.T, stores []WorkerStore) {
	t.Helper()
	ctx := context.Background()
	base := time.Now()
	const ttl = time.Minute
	for round := range 30 {
		// Each round far past the last one's holds.
		start := base.Add(time.Duration(round) * 10 * ttl)
		if other, err := stores[0].HoldWorker(ctx, "p1", "", start, ttl); err != nil || other != "" {
			t.Fatalf("round %d: p1's first hold: held by %q, %v; want held", round, other, err)
		}
		race := start.Add(2 * ttl) // p1's hold ended a minute ago
		others := make([]string, len(stores))
		errs := make([]error, len(stores))
		holds := make([]func(), len(stores))
		for i, s := range stores {
			holds[i] = func() { others[i], errs[i] = s.HoldWorker(ctx, fmt.Sprintf("p%d", i+1), "", race, ttl) }
		}
		atOnce(holds...)
		winner := ""
		for i, other := range others {
			if errs[i] != nil {
				t.Fatalf("round %d: p%d's hold: %v", round, i+1, errs[i])
			}
			if other == "" {
				if winner != "" {
					t.Fatalf("round %d: both %s and p%d hold the worker name (answers %q)", round, winner, i+1, others)
				}
				winner = fmt.Sprintf("p%d", i+1)
			}
		}
		if winner == "" {
			t.Fatalf("round %d: nobody holds the worker name whose hold ended (answers %q)", round, others)
		}
		for i, other := range others {
			if other != "" && other != winner {
				t.Errorf("round %d: p%d told the name is held by %q; %s holds it", round, i+1, other, winner)
			}
		}
	}
}

// ClaimsOnServerClock is the conformance test of claims and host holds
// compared on the store's clock, on two clients a and b (two processes)
// of one frontier that starts empty, whose clocks tell the time (their
// server's): skew sets b's clock off by d. With claims compared on each
// client's clock, b, an hour ahead, took a's live claims for ended (and
// its release deleted them) and did not see a's host hold; an hour
// behind, it kept a's ended claim for live and stored a hold that was
// over on every other clock.
func ClaimsOnServerClock(t *testing.T, a, b ClaimStore, skew func(d time.Duration)) {
	t.Helper()
	ctx := context.Background()
	u, u2 := "https://a.example/1", "https://b.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example"}, {URL: u2, Host: "b.example"}}); err != nil {
		t.Fatal(err)
	}
	// near tells whether two instants, each on its client's clock, are
	// the same instant (clock readings and round trips apart).
	near := func(got, want time.Time) bool { return got.Sub(want).Abs() < 2*time.Second }
	now := time.Now()
	if c, err := a.ClaimFrontier(ctx, u, "a.example", now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("a's claim = %+v, %v; want ok", c, err)
	}
	if err := a.HoldHost(ctx, "c.example", now, now.Add(30*time.Minute), store.WaitRetryAfter); err != nil {
		t.Fatal(err)
	}

	skew(time.Hour)
	ahead := time.Now().Add(time.Hour)
	c, err := b.ClaimFrontier(ctx, u, "a.example", ahead, 10*time.Minute)
	if err != nil || c.State != store.ClaimHeld || !near(c.Until, now.Add(time.Hour+10*time.Minute)) {
		t.Errorf("claim of a's live URL by b, its clock an hour ahead = %+v, %v; want held until %v on b's clock",
			c, err, now.Add(time.Hour+10*time.Minute))
	}
	holds, err := b.HostHolds(ctx, ahead)
	if err != nil || !near(holds["c.example"].Until, now.Add(time.Hour+30*time.Minute)) {
		t.Errorf("host holds seen by b, its clock an hour ahead = %v, %v; want c.example held until %v on b's clock",
			holds, err, now.Add(time.Hour+30*time.Minute))
	}
	// b's release removes the claims that ended, not a's live ones.
	if err := b.ReleaseClaims(ctx, ahead, ahead, nil); err != nil {
		t.Fatal(err)
	}
	if c, err := b.ClaimFrontier(ctx, u, "a.example", ahead, 10*time.Minute); err != nil || c.State != store.ClaimHeld {
		t.Errorf("claim of a's live URL after b's release, b an hour ahead = %+v, %v; want held", c, err)
	}
	// b's hold of half an hour ends half an hour from now on a's clock.
	if err := b.HoldHost(ctx, "d.example", ahead, ahead.Add(30*time.Minute), store.WaitRetryAfter); err != nil {
		t.Fatal(err)
	}
	if holds, err := a.HostHolds(ctx, time.Now()); err != nil || !near(holds["d.example"].Until, time.Now().Add(30*time.Minute)) {
		t.Errorf("host holds seen by a after b, an hour ahead, held d.example for 30 minutes = %v, %v; want it held until %v",
			holds, err, time.Now().Add(30*time.Minute))
	}

	// Ended a minute ago: a's lease of 10 minutes began 11 minutes ago.
	if c, err := a.ClaimFrontier(ctx, u2, "b.example", now.Add(-11*time.Minute), 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("a's earlier claim = %+v, %v; want ok", c, err)
	}
	skew(-time.Hour)
	behind := time.Now().Add(-time.Hour)
	if c, err := b.ClaimFrontier(ctx, u2, "b.example", behind, 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Errorf("claim of a's URL whose lease ended a minute ago by b, its clock an hour behind = %+v, %v; want ok", c, err)
	}
	// b's lease, 10 minutes on b's clock, is 10 minutes on a's too.
	c, err = a.ClaimFrontier(ctx, u2, "b.example", time.Now(), 10*time.Minute)
	if err != nil || c.State != store.ClaimHeld || !near(c.Until, time.Now().Add(10*time.Minute)) {
		t.Errorf("claim of b's URL by a, b's clock an hour behind = %+v, %v; want held until %v", c, err, time.Now().Add(10*time.Minute))
	}
}

// ItemWaitsOnServerClock is the conformance test of queued items'
// waits (store.FrontierItem.NotBefore: a retry's, a parked URL's)
// stored on the store's clock, as claims and host holds are (see
// ClaimsOnServerClock), on two clients a and b of one frontier that
// starts empty: skew sets b's clock off by d. Stored as each writer's
// clock read them, a wait a parked of half an hour was over at once for
// b an hour ahead (a Retry-After ignored), and one b wrote an hour
// behind was over for a an hour early.
func ItemWaitsOnServerClock(t *testing.T, a, b ClaimStore, skew func(d time.Duration)) {
	t.Helper()
	ctx := context.Background()
	u, u2, u3 := "https://a.example/1", "https://b.example/1", "https://c.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example"}, {URL: u2, Host: "b.example"}}); err != nil {
		t.Fatal(err)
	}
	near := func(got, want time.Time) bool { return got.Sub(want).Abs() < 2*time.Second }
	waits := func(s ClaimStore) map[string]time.Time {
		t.Helper()
		items, err := s.Frontier(ctx)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]time.Time{}
		for _, it := range items {
			out[it.URL] = it.NotBefore
		}
		return out
	}
	now := time.Now()
	if err := a.ParkFrontier(ctx, u, now.Add(30*time.Minute)); err != nil {
		t.Fatal(err)
	}

	skew(time.Hour)
	ahead := time.Now().Add(time.Hour)
	if got := waits(b)[u]; !near(got, ahead.Add(30*time.Minute)) {
		t.Errorf("wait of a's parked URL read by b, its clock an hour ahead = %v; want %v on b's clock", got, ahead.Add(30*time.Minute))
	}
	if c, err := b.ClaimFrontier(ctx, u, "a.example", ahead, 10*time.Minute); err != nil || c.State != store.ClaimOK || !near(c.Item.NotBefore, ahead.Add(30*time.Minute)) {
		t.Errorf("claim of a's parked URL by b, its clock an hour ahead = %+v, %v; want its item waiting until %v on b's clock", c, err, ahead.Add(30*time.Minute))
	}
	// b's waits, on b's clock, are as long on a's.
	if err := b.UpdateFrontier(ctx, store.FrontierItem{URL: u2, Host: "b.example", Attempts: 1, NotBefore: ahead.Add(20 * time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if err := b.PushFrontier(ctx, []store.FrontierItem{{URL: u3, Host: "c.example", NotBefore: ahead.Add(10 * time.Minute)}}); err != nil {
		t.Fatal(err)
	}
	got := waits(a)
	if !near(got[u2], now.Add(20*time.Minute)) || !near(got[u3], now.Add(10*time.Minute)) {
		t.Errorf("waits b wrote an hour ahead, read by a = %v, %v; want %v, %v", got[u2], got[u3], now.Add(20*time.Minute), now.Add(10*time.Minute))
	}
	if err := b.ParkFrontier(ctx, u2, ahead.Add(40*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if got := waits(a)[u2]; !near(got, now.Add(40*time.Minute)) {
		t.Errorf("wait of the URL b parked for 40 minutes an hour ahead, read by a = %v; want %v", got, now.Add(40*time.Minute))
	}

	skew(-time.Hour)
	behind := time.Now().Add(-time.Hour)
	// a's park of half an hour is not shortened by b's of 20 minutes.
	if err := b.ParkFrontier(ctx, u, behind.Add(20*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if got := waits(b)[u]; !near(got, behind.Add(30*time.Minute)) {
		t.Errorf("wait of a's parked URL read by b, its clock an hour behind = %v; want %v on b's clock", got, behind.Add(30*time.Minute))
	}
	if got := waits(a)[u]; !near(got, now.Add(30*time.Minute)) {
		t.Errorf("wait of a's parked URL after b, an hour behind, parked it for 20 minutes = %v; want %v", got, now.Add(30*time.Minute))
	}
}

// ClaimRace is the conformance test of claims made at once: clients
// (separate processes) of one frontier that starts empty race to claim
// every URL of a few hosts, first while no one holds them, then, in
// each later round, once every claim of the round before has ended (its
// holders killed). Each URL must be claimed by one client exactly, and
// each host's URLs by one client: a claim is a compare-and-set, which
// a store that filters and writes in two steps may not make one. A
// claim held only a moment (until within a second) is asked again.
// Meanwhile pruner, a client that claims nothing, ends its runs, which
// removes every claim that ended.
func ClaimRace(t *testing.T, clients []ClaimStore, pruner ClaimStore) {
	t.Helper()
	ctx := context.Background()
	const hosts, perHost, rounds = 3, 4, 4
	var items []store.FrontierItem
	for h := range hosts {
		for i := range perHost {
			host := fmt.Sprintf("h%d.example", h)
			items = append(items, store.FrontierItem{URL: fmt.Sprintf("https://%s/%d", host, i), Host: host})
		}
	}
	if err := clients[0].PushFrontier(ctx, items); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	for round := range rounds {
		// Each round's leases have ended at the next's start.
		now := start.Add(time.Duration(round) * 11 * time.Minute)
		got := make([][]int, len(items)) // by item, the clients that claimed it
		var mu sync.Mutex
		var wg sync.WaitGroup
		for ci, c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, i := range rand.Perm(len(items)) {
					var cl store.Claim
					var err error
					// A claim held a moment (another client writing it)
					// is asked again, as the frontier does.
					for try := 0; try == 0 || (try < 100 && cl.State == store.ClaimHeld && cl.Until.Before(now.Add(time.Second))); try++ {
						cl, err = c.ClaimFrontier(ctx, items[i].URL, items[i].Host, now, 10*time.Minute)
						if err != nil {
							t.Error(err)
							return
						}
					}
					if cl.State == store.ClaimOK {
						mu.Lock()
						got[i] = append(got[i], ci)
						mu.Unlock()
					}
				}
			}()
		}
		// A process that ends its run meanwhile removes the claims that
		// ended: not those taken over in their place.
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				if err := pruner.ReleaseClaims(ctx, now, now, nil); err != nil {
					t.Error(err)
					return
				}
			}
		}()
		wg.Wait()
		hostClient := map[string]int{}
		for i, by := range got {
			if len(by) != 1 {
				t.Errorf("round %d: %s claimed by clients %v; want by one", round, items[i].URL, by)
				continue
			}
			if c, ok := hostClient[items[i].Host]; ok && c != by[0] {
				t.Errorf("round %d: host %s claimed by clients %d and %d; want by one", round, items[i].Host, c, by[0])
			}
			hostClient[items[i].Host] = by[0]
		}
	}
}

// HoldReasons is the conformance test of a host hold's reason on two
// clients a and b (two processes) of one frontier that starts empty: the
// reason HostHolds tells is the same on every store. A hold raised to
// the very end a hold of another reason has keeps the first reason (a
// hold is raised only by a later end); a hold a release raises after
// the one before ended tells no reason, not the ended hold's.
func HoldReasons(t *testing.T, a, b ClaimStore) {
	t.Helper()
	ctx := context.Background()
	now := time.Now()
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: "https://a.example/1", Host: "a.example"}, {URL: "https://b.example/1", Host: "b.example"}}); err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"https://a.example/1", "https://b.example/1"} {
		host := u[8:17]
		if c, err := a.ClaimFrontier(ctx, u, host, now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
			t.Fatalf("claim %s = %+v, %v", u, c, err)
		}
	}
	// Tie: the same end, told again for another reason.
	end := now.Add(time.Hour).Truncate(time.Millisecond)
	if err := a.HoldHost(ctx, "a.example", now, end, store.WaitRetryAfter); err != nil {
		t.Fatal(err)
	}
	if err := a.HoldHost(ctx, "a.example", now, end, store.WaitDelay); err != nil {
		t.Fatal(err)
	}
	// An ended hold, then a release that holds the host longer.
	if err := a.HoldHost(ctx, "b.example", now, now.Add(2*time.Second), store.WaitDown); err != nil {
		t.Fatal(err)
	}
	later := now.Add(3 * time.Second)
	if err := a.ReleaseClaims(ctx, later, later.Add(time.Second), map[string]time.Time{"a.example": end, "b.example": end}); err != nil {
		t.Fatal(err)
	}
	got, err := b.HostHolds(ctx, later)
	if err != nil {
		t.Fatal(err)
	}
	if r := got["a.example"].Reason; r != store.WaitRetryAfter {
		t.Errorf("a.example held for %q after a hold for %q and one of the same end for %q; want %q (a hold is raised only by a later end)",
			r, store.WaitRetryAfter, store.WaitDelay, store.WaitRetryAfter)
	}
	if r := got["b.example"].Reason; r != "" {
		t.Errorf("b.example held until %v for %q, a reason of its hold that ended at %v; want none (the release's hold gave none)",
			got["b.example"].Until, r, now.Add(2*time.Second))
	}
}

// DoneLeavesAnothersClaim is the conformance test of a late
// DoneFrontier, on two clients a and b (two processes) of one frontier
// that starts empty; claims counts the claims stored, the URLs' and the
// hosts'. a's claim ended and b took the URL over; a, finishing late,
// marks it done: the URL leaves the frontier, but b's live claim stays
// b's (a Done by the key alone removed it, and a URL queued again
// meanwhile could be fetched by a third process at once). b's own Done
// removes its own claim.
func DoneLeavesAnothersClaim(t *testing.T, a, b ClaimStore, claims func() int) {
	t.Helper()
	ctx := context.Background()
	u, u2 := "https://a.example/1", "https://b.example/1"
	if err := a.PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "a.example"}, {URL: u2, Host: "b.example"}}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if c, err := a.ClaimFrontier(ctx, u, "a.example", now.Add(-2*time.Minute), time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("a's claim = %+v, %v; want ok", c, err)
	}
	if c, err := b.ClaimFrontier(ctx, u, "a.example", now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("b's claim after a's lease ended = %+v, %v; want ok", c, err)
	}
	if n := claims(); n != 2 {
		t.Fatalf("%d claims after b took the URL over, want 2: its URL and host", n)
	}
	if err := a.DoneFrontier(ctx, u); err != nil {
		t.Fatal(err)
	}
	if n := claims(); n != 2 {
		t.Errorf("%d claims after a's late Done, want 2: b's URL and host claims kept", n)
	}
	items, err := a.Frontier(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.URL == u {
			t.Errorf("%s still queued after a's Done", u)
		}
	}
	if c, err := b.ClaimFrontier(ctx, u2, "b.example", now, 10*time.Minute); err != nil || c.State != store.ClaimOK {
		t.Fatalf("b's claim of %s = %+v, %v; want ok", u2, c, err)
	}
	if err := b.DoneFrontier(ctx, u2); err != nil {
		t.Fatal(err)
	}
	if n := claims(); n != 3 {
		t.Errorf("%d claims after b's own Done, want 3: its two hosts and its claim on %s", n, u)
	}
}

// atOnce runs fns, each in a goroutine of its own, all released at
// once (a start barrier, as processes writing together), and waits for
// them all.
func atOnce(fns ...func()) {
	var wg sync.WaitGroup
	ready := make(chan struct{})
	for _, fn := range fns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-ready
			fn()
		}()
	}
	close(ready)
	wg.Wait()
}

// raceRounds runs round n times, each told its number, and reports how
// many rounds failed (round returns false), saying what they did.
func raceRounds(t *testing.T, n int, what string, round func(round int) bool) {
	t.Helper()
	failed := 0
	for r := range n {
		if !round(r) {
			failed++
		}
	}
	if failed > 0 {
		t.Errorf("%d rounds of %d %s", failed, n, what)
	}
}

// HostStatsStore is a store of host statistics that several processes
// merge into.
type HostStatsStore interface {
	AddHostStats(ctx context.Context, stats []store.HostStats) error
	HostStats(ctx context.Context) ([]store.HostStats, error)
}

// HostStatsRace is the conformance test of host statistics merged at
// once by stores (separate processes ending their runs together): every
// request each adds must be counted, and the latest wait any asks for
// must hold. A merge that reads the stored numbers and writes them back
// (FerretDB applies $inc and $max so) loses the numbers another merge
// wrote in between, and a Retry-After wait with them.
func HostStatsRace(t *testing.T, stores []HostStatsStore) {
	t.Helper()
	ctx := context.Background()
	const host, rounds = "race.example", 20
	base := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for round := range rounds {
		latest := base.Add(time.Duration(round) * time.Hour)
		adds := make([]func(), len(stores))
		for i, s := range stores {
			adds[i] = func() {
				// The later a store's index, the later its wait.
				h := store.HostStats{Host: host, Requests: 1, Bytes: 100, Status: map[string]int{"200": 1},
					NotBefore: latest.Add(-time.Duration(len(stores)-1-i) * time.Minute), WaitReason: store.WaitRetryAfter}
				if err := s.AddHostStats(ctx, []store.HostStats{h}); err != nil {
					t.Error(err)
				}
			}
		}
		atOnce(adds...)
		got, err := stores[0].HostStats(ctx)
		if err != nil || len(got) != 1 {
			t.Fatalf("round %d: HostStats = %+v, %v", round, got, err)
		}
		want := (round + 1) * len(stores)
		if h := got[0]; h.Requests != want || h.Status["200"] != want || h.Bytes != int64(100*want) || !h.NotBefore.Equal(latest) {
			t.Errorf("round %d: %d requests (%d 200s, %d bytes), waits until %v; want %d requests, the latest wait %v",
				round, h.Requests, h.Status["200"], h.Bytes, h.NotBefore, want, latest)
			return // the counts are off for every round after
		}
	}
}

// OutboxStore is a store of articles whose outbox an indexer, in
// another process, reads and acknowledges.
type OutboxStore interface {
	SaveArticle(ctx context.Context, a extract.Article, forced bool) (store.Change, error)
	Article(ctx context.Context, id string) (store.Article, error)
	DeleteArticle(ctx context.Context, id string) error
	Outbox(ctx context.Context, limit int) ([]store.OutboxEntry, error)
	AckOutbox(ctx context.Context, upTo int64) error
}

// OutboxAckRace is the conformance test of an article saved again (by
// saver, a crawl) while its former entry is acknowledged (by indexer,
// another process that read the outbox): the article must keep its new
// content and its new entry, queued for the index. In odd rounds the
// former entry is a deletion's, and the article comes back. An
// acknowledgement that reads the article and writes it back (FerretDB
// applies a filtered $unset so) put back the content it read, over the
// save, and dropped the save's entry; a tombstone's removal removed the
// article saved over it.
func OutboxAckRace(t *testing.T, saver, indexer OutboxStore) {
	t.Helper()
	ctx := context.Background()
	raceRounds(t, 40, "lost a save", func(round int) bool {
		id := fmt.Sprintf("race-%d", round)
		if _, err := saver.SaveArticle(ctx, article(id, "first"), false); err != nil {
			t.Fatal(err)
		}
		if round%2 == 1 {
			if err := saver.DeleteArticle(ctx, id); err != nil {
				t.Fatal(err)
			}
		}
		entries, err := indexer.Outbox(ctx, 0)
		if err != nil || len(entries) == 0 {
			t.Fatalf("round %d: Outbox = %+v, %v", round, entries, err)
		}
		upTo := entries[len(entries)-1].Seq
		atOnce(func() {
			// Spread over the acknowledgement's time.
			time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond)
			if _, err := saver.SaveArticle(ctx, article(id, "second"), false); err != nil {
				t.Error(err)
			}
		}, func() {
			if err := indexer.AckOutbox(ctx, upTo); err != nil {
				t.Error(err)
			}
		})
		a, err := saver.Article(ctx, id)
		if err != nil || a.Body != "second" {
			t.Errorf("round %d: article after a save beside the ack of its former entry: %q, %v; want the saved content", round, a.Body, err)
			return false
		}
		pending, err := saver.Outbox(ctx, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(pending, func(e store.OutboxEntry) bool { return e.ArticleID == id && !e.Delete }) {
			t.Errorf("round %d: the save's entry was acknowledged with the former one; outbox %+v", round, pending)
			return false
		}
		return true
	})
}

// FrontierItemRace is the conformance test of a queued item written at
// once by several clients (processes) of one frontier, clients[0]
// holding its claim, with writes that commute: in even rounds the
// holder writes a retry (UpdateFrontier: an attempt more, a wait) while
// another pushes the URL again with a better priority; in odd rounds
// the holder marks it a stand-in while one parks it and another pushes
// it with a better priority. Every write must be kept. A write that
// reads the item and writes it back whole (FerretDB applies a filtered
// $set or $min so) puts back what it read over a write landing in
// between: a retry's attempt and wait lost, the URL was fetched again
// at once, and never reached its failure state.
func FrontierItemRace(t *testing.T, clients []ClaimStore) {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	raceRounds(t, 30, "lost a write", func(round int) bool {
		u := fmt.Sprintf("https://race.example/%d", round)
		queued := store.FrontierItem{URL: u, Host: "race.example", Priority: 5, Attempts: 1}
		if err := clients[1].PushFrontier(ctx, []store.FrontierItem{queued}); err != nil {
			t.Fatal(err)
		}
		retry, park := now.Add(time.Hour), now.Add(2*time.Hour)
		var writes []func() error
		push := func() error {
			return clients[1].PushFrontier(ctx, []store.FrontierItem{{URL: u, Host: "race.example", Priority: 1}})
		}
		if round%2 == 0 {
			retried := queued
			retried.Attempts, retried.NotBefore = 2, retry
			writes = []func() error{func() error { return clients[0].UpdateFrontier(ctx, retried) }, push}
		} else {
			writes = []func() error{
				func() error { return clients[0].MarkFrontier(ctx, u, "https://race.example/gone") },
				func() error { return clients[2%len(clients)].ParkFrontier(ctx, u, park) },
				push,
			}
		}
		fns := make([]func(), len(writes))
		for i, w := range writes {
			fns[i] = func() {
				time.Sleep(time.Duration(rand.IntN(1000)) * time.Microsecond)
				if err := w(); err != nil {
					t.Error(err)
				}
			}
		}
		atOnce(fns...)
		items, err := clients[0].Frontier(ctx)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(items, func(it store.FrontierItem) bool { return it.URL == u })
		if i < 0 {
			t.Fatalf("round %d: %s gone from the frontier", round, u)
		}
		it := items[i]
		ok := it.Priority == 1
		if round%2 == 0 {
			ok = ok && it.Attempts == 2 && it.NotBefore.Equal(retry)
		} else {
			ok = ok && it.Attempts == 1 && it.StandInFor == "https://race.example/gone" && it.NotBefore.Equal(park)
		}
		if !ok {
			t.Errorf("round %d: item after writes at once: priority %d, attempts %d, not before %v, stand-in for %q; want every write kept",
				round, it.Priority, it.Attempts, it.NotBefore, it.StandInFor)
			return false
		}
		if err := clients[0].DoneFrontier(ctx, u); err != nil {
			t.Fatal(err)
		}
		return true
	})
}

// SelectorStore is a store of selector sets several processes write:
// a crawl regenerating a site's set, an operator rolling one back.
type SelectorStore interface {
	PutSelectorSet(ctx context.Context, set selectors.Set) (selectors.Set, error)
	SelectorSet(ctx context.Context, site string) (selectors.Set, error)
	SetSelectorStatus(ctx context.Context, site string, version int, status string) error
}

// SelectorSetRace is the conformance test of a site's set activated
// twice at once, on two stores (processes) a and b: a rolls the site
// back to its first version while b stores a new one. Either may win,
// but the site must be left with an active set. Each retired the
// active versions but its own: a's retired b's new version, b's
// retired the version a made active, and the site had none.
func SelectorSetRace(t *testing.T, a, b SelectorStore) {
	t.Helper()
	ctx := context.Background()
	raceRounds(t, 60, "left no active set", func(round int) bool {
		site := fmt.Sprintf("race%d.example", round)
		mk := func(title string) selectors.Set {
			return selectors.Set{Site: site, Fields: map[string][]string{"title": {title}}}
		}
		for _, title := range []string{"//h1", "//h2"} {
			if _, err := a.PutSelectorSet(ctx, mk(title)); err != nil {
				t.Fatal(err)
			}
		}
		atOnce(func() {
			// A new version takes two round trips before its insert, a
			// rollback one before its retirement: spread over them.
			time.Sleep(time.Duration(rand.IntN(4000)) * time.Microsecond)
			if err := a.SetSelectorStatus(ctx, site, 1, selectors.StatusActive); err != nil {
				t.Error(err)
			}
		}, func() {
			if _, err := b.PutSelectorSet(ctx, mk("//h3")); err != nil {
				t.Error(err)
			}
		})
		if set, err := a.SelectorSet(ctx, site); err != nil || (set.Version != 1 && set.Version != 3) {
			t.Errorf("round %d: active set after a rollback beside a new version: v%d, %v; want v1 or v3", round, set.Version, err)
			return false
		}
		return true
	})
}

// SiteStore is a store of sites that several processes schedule, and an
// operator changes.
type SiteStore interface {
	PutSite(ctx context.Context, s store.Site) error
	Site(ctx context.Context, id string) (store.Site, error)
	MarkSiteQueued(ctx context.Context, id string, due, at, next time.Time) (bool, error)
}

// SiteQueueRace is the conformance test of a due site found due by
// stores at once (processes whose runs start together): one store alone
// must mark it queued, the others queue none of its seeds. Then an
// operator changes its interval while a store marks it: the change must
// stay. A mark that reads the site and writes it back (FerretDB applies
// a filtered update so) lets two stores match the same due time, and
// puts back the site as it was before the operator's change.
func SiteQueueRace(t *testing.T, stores []SiteStore) {
	t.Helper()
	ctx := context.Background()
	base := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	raceRounds(t, 20, "marked a site queued twice or lost an operator's change", func(round int) bool {
		id := fmt.Sprintf("race%d.example", round)
		due := base.Add(time.Duration(round) * time.Hour)
		site := store.Site{ID: id, Seeds: []string{"https://" + id + "/"}, Every: 15 * time.Minute, NextDue: due}
		if err := stores[0].PutSite(ctx, site); err != nil {
			t.Fatal(err)
		}
		var marked atomic.Int32
		mark := func(s SiteStore, due, next time.Time) {
			ok, err := s.MarkSiteQueued(ctx, id, due, due, next)
			if err != nil {
				t.Error(err)
			}
			if ok {
				marked.Add(1)
			}
		}
		var fns []func()
		for i, s := range stores {
			fns = append(fns, func() { mark(s, due, due.Add(time.Duration(16+i)*time.Minute)) })
		}
		atOnce(fns...)
		if n := marked.Load(); n != 1 {
			t.Logf("round %d: %d stores marked the site queued, want 1", round, n)
			return false
		}
		got, err := stores[0].Site(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		changed := got
		changed.Every = time.Hour
		atOnce(func() {
			if err := stores[len(stores)-1].PutSite(ctx, changed); err != nil {
				t.Error(err)
			}
		}, func() { mark(stores[0], got.NextDue, got.NextDue.Add(time.Hour)) })
		if got, err = stores[0].Site(ctx, id); err != nil {
			t.Fatal(err)
		}
		if got.Every != time.Hour {
			t.Logf("round %d: interval %v after a mark beside the operator's change, want the operator's 1h", round, got.Every)
			return false
		}
		return true
	})
}
