package registry

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

type memStore struct {
	mu   sync.Mutex
	sets map[string][]selectors.Set
}

func (m *memStore) SelectorSet(_ context.Context, site string) (selectors.Set, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if s := m.sets[site]; len(s) > 0 {
		return s[len(s)-1], nil
	}
	return selectors.Set{}, store.ErrNotFound
}

func (m *memStore) PutSelectorSet(_ context.Context, s selectors.Set) (selectors.Set, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s.Version = len(m.sets[s.Site]) + 1
	m.sets[s.Site] = append(m.sets[s.Site], s)
	return s, nil
}

type countingGen struct {
	calls atomic.Int64
	title string
}

func (g *countingGen) Generate(_ context.Context, site string, _ []*extract.Page) (*selectors.Set, error) {
	g.calls.Add(1)
	return &selectors.Set{Site: site, Fields: map[string][]string{"title": {g.title}, "body": {"//article"}},
		Provenance: selectors.Provenance{Generator: "test"}}, nil
}

func page(t *testing.T, site string) *extract.Page {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(`<html><body><h1>Headline here</h1><article><p>` +
		strings.Repeat("A sentence of the article body. ", 10) + `</p></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	return &extract.Page{URL: "https://" + site + "/a", Site: site, Doc: doc}
}

func TestConcurrentPagesOfUnseenSiteGenerateOnce(t *testing.T) {
	st := &memStore{sets: map[string][]selectors.Set{}}
	gen := &countingGen{title: "//h1"}
	r := New(st, gen, extract.NewApplier(), nil)
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := r.SetFor(context.Background(), page(t, "new.example"))
			if err != nil || c.Set.Version != 1 {
				t.Errorf("SetFor = %v, %v", c, err)
			}
		}()
	}
	wg.Wait()
	if n := gen.calls.Load(); n != 1 {
		t.Fatalf("%d generations for one site, want 1", n)
	}
	if len(st.sets["new.example"]) != 1 {
		t.Fatalf("stored %d sets", len(st.sets["new.example"]))
	}
	// A new registry (a restart) finds the stored set without generating.
	r2 := New(st, gen, extract.NewApplier(), nil)
	if _, err := r2.SetFor(context.Background(), page(t, "new.example")); err != nil {
		t.Fatal(err)
	}
	if n := gen.calls.Load(); n != 1 {
		t.Fatalf("restart generated again: %d calls", n)
	}
}

func TestInvalidSetIsNeverStored(t *testing.T) {
	st := &memStore{sets: map[string][]selectors.Set{}}
	gen := &countingGen{title: "//h6"} // matches nothing on the page
	r := New(st, gen, extract.NewApplier(), nil)
	_, err := r.SetFor(context.Background(), page(t, "bad.example"))
	if !errors.Is(err, ErrNoValidSet) || !strings.Contains(err.Error(), "title") {
		t.Fatalf("err = %v, want ErrNoValidSet naming the title", err)
	}
	if len(st.sets["bad.example"]) != 0 {
		t.Fatal("an invalid set was stored")
	}
	// The failure is remembered for a while: more pages do not regenerate.
	r.SetFor(context.Background(), page(t, "bad.example"))
	if n := gen.calls.Load(); n != 1 {
		t.Errorf("%d generations after a failure, want 1", n)
	}
}
