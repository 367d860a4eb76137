package pipeline_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// TestSiteScope checks a site's own allow and deny patterns: links they
// rule out are skipped as out of scope and never requested; the rest are
// crawled.
func TestSiteScope(t *testing.T) {
	ctx := context.Background()
	const host = "scope.byline.test"
	story := func(w http.ResponseWriter, r *http.Request) {
		serve(article("Bridge story "+r.URL.Path, "", englishParas...))(w, r)
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		host + " /":                  homeLinking("/news/bridge", "/video/bridge-clip", "/shop/mugs"),
		host + " /news/bridge":       story,
		host + " /video/bridge-clip": story,
		host + " /shop/mugs":         story,
	})
	g := newRig(t, web, []string{host}, pipeline.Config{Workers: 1})
	defer g.close()
	cfg := store.SiteConfig{Allow: []string{`^http://scope\.byline\.test/($|news/|video/)`}, Deny: []string{`/video/`}}
	if err := g.store.PutSite(ctx, store.Site{ID: host, Seeds: []string{"http://" + host + "/"}, Every: time.Hour, Config: cfg}); err != nil {
		t.Fatal(err)
	}
	r, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if web.count(host+" /news/bridge") != 1 {
		t.Errorf("the allowed article was not fetched")
	}
	for _, p := range []string{"/video/bridge-clip", "/shop/mugs"} {
		if web.count(host+" "+p) != 0 {
			t.Errorf("%s was fetched, but the site's patterns rule it out", p)
		}
	}
	if r.Summary.New != 1 {
		t.Errorf("summary = %+v, want exactly the allowed article stored", r.Summary)
	}
}
