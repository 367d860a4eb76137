package pipeline_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
)

// storedSets hands out one selector set per site, as a registry that
// never generates (selectors/registry.Registry.Stored).
type storedSets map[string]*selectors.Compiled

func (s storedSets) Stored(_ context.Context, site string) (*selectors.Compiled, error) {
	return s[site], nil
}

// learnedSet is a set of site whose article URL pattern was learned from
// samples (paths).
func learnedSet(t *testing.T, site, pattern string, samples ...string) *selectors.Compiled {
	t.Helper()
	var urls []string
	for _, s := range samples {
		urls = append(urls, "http://"+site+s)
	}
	c, err := selectors.Compile(&selectors.Set{Site: site, Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//main"}},
		ArticleURLPattern: pattern, Status: selectors.StatusActive, Provenance: selectors.Provenance{Generator: "heuristic", Samples: urls}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestArticleURLPatternIsStoryEvidence checks that a short story with no
// dateline at a URL of no story's shape, which extract.ClassifyCrawled
// alone calls a listing, is stored when its URL matches the site's
// article URL pattern learned from two pages, as a feed's item is; not
// when the pattern was learned from one page, matches every URL of its
// depth, or matches one of the site's seeds (a section); and that an
// article whose URL does not match is stored all the same.
func TestArticleURLPatternIsStoryEvidence(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const story = `<html><head><title>Flood barrier approved</title></head><body><main><h1>Flood barrier approved</h1><div class="story"><p>` +
		`The council approved the new flood barrier along the river on Tuesday night after a debate of four hours. ` +
		`Work starts in spring and should be finished before the winter storms, the harbour authority said, at a cost of twelve million.</p></div></main></body></html>`
	article := `<html><head><title>Ferry fares rise</title><meta property="og:type" content="article"></head><body><main><article><h1>Ferry fares rise</h1>` +
		`<time datetime="2026-11-20T08:00:00Z">20 November 2026</time>` + strings.Repeat(`<p>Ferry fares rise by a tenth from January for all travellers, the operator said on Monday, blaming fuel and wages. `+
		`Season tickets keep their price until the summer, and children under twelve still travel free on every crossing of the bay.</p>`, 3) +
		`</article></main></body></html>`
	sites := map[string]*selectors.Compiled{}
	pages := map[string]http.HandlerFunc{}
	var hosts []string
	for _, tc := range []struct {
		host, pattern string
		samples       []string
		seeds         []string
		stored        bool
	}{
		{"two.test", `^/read/[^/]+$`, []string{"/read/alpha", "/read/beta"}, nil, true},
		{"one.test", `^/read/[^/]+$`, []string{"/read/alpha"}, nil, false},
		{"broad.test", `^/[^/]+/[^/]+$`, []string{"/read/alpha", "/view/beta"}, nil, false},
		{"seed.test", `^/read/[^/]+$`, []string{"/read/alpha", "/read/beta"}, []string{"/read/today"}, false},
	} {
		hosts = append(hosts, tc.host)
		sites[tc.host] = learnedSet(t, tc.host, tc.pattern, tc.samples...)
		pages[tc.host+" /"] = homeLinking("/read/barrier", "/ferry/fares")
		pages[tc.host+" /read/barrier"] = serve(story)
		pages[tc.host+" /ferry/fares"] = serve(article)
		pages[tc.host+" /read/today"] = homeLinking("/read/barrier")
	}
	web := newHostileWeb(pages)
	g := newRig(t, web, hosts, pipeline.Config{})
	defer g.close()
	g.pipe.SetStoredSets(storedSets(sites))
	if err := g.store.PutSite(context.Background(), store.Site{ID: "seed.test", Seeds: []string{"http://seed.test/", "http://seed.test/read/today"}, Every: 15 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	g.runs(t, 1, pipeline.RunOptions{All: true})
	for _, h := range hosts {
		want := h == "two.test"
		checkStored(t, g, web, h, map[string]bool{"/read/barrier": want, "/ferry/fares": true})
	}
}

// TestArticleURLPatternLinksFirst checks that the links of a page below
// the seeds that match the site's article URL pattern are fetched before
// its other new links, whatever their order on the page.
func TestArticleURLPatternLinksFirst(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var mu sync.Mutex
	var order []string
	web := newHostileWeb(map[string]http.HandlerFunc{
		"first.test /":        homeLinking("/section"),
		"first.test /section": serve(linking("/about/us", "/contact/us", "/read/one", "/read/two")),
	})
	g := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/robots.txt" {
			mu.Lock()
			order = append(order, r.URL.Path)
			mu.Unlock()
		}
		web.ServeHTTP(w, r)
	}), []string{"first.test"}, pipeline.Config{Workers: 1})
	defer g.close()
	g.pipe.SetStoredSets(storedSets{"first.test": learnedSet(t, "first.test", `^/read/[^/]+$`, "/read/alpha", "/read/beta")})
	g.runs(t, 1, pipeline.RunOptions{All: true})
	mu.Lock()
	defer mu.Unlock()
	i, j := slices.Index(order, "/read/two"), slices.Index(order, "/about/us")
	if i < 0 || j < 0 || i > j {
		t.Errorf("fetch order %v: the article links are not fetched first", order)
	}
}
