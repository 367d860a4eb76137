package pipeline_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestStoryNamedAfterItsRedirect checks that a news sitemap naming as a
// story a URL the run met first as a link, and which redirects (a
// redirect handed back on a host with a delay, so the URL's record is a
// redirect), gives its target the story evidence, as it does when the
// sitemap comes first: the target's short story is stored, in the run
// and in the next.
func TestStoryNamedAfterItsRedirect(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var g *rig
	pages := map[string]http.HandlerFunc{
		"story.test /": homeLinking("/go/barrier"),
		"story.test /robots.txt": func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte("User-agent: *\nAllow: /\nSitemap: http://www.story.test/sitemap.xml\n"))
		},
		"story.test /go/barrier": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/brief/barrier", http.StatusMovedPermanently)
		},
		"www.story.test /sitemap.xml": func(w http.ResponseWriter, r *http.Request) {
			waitFor(func() bool {
				pg, err := g.store.Page(context.Background(), "http://story.test/brief/barrier")
				return err == nil && pg.Kind == "listing"
			})
			newsSitemap("http://story.test/go/barrier")(w, r)
		},
		"story.test /brief/barrier": serve(shortStory),
	}
	web := newHostileWeb(pages)
	g = newRig(t, web, []string{"story.test", "www.story.test"}, pipeline.Config{Workers: 4, MaxAttempts: 3,
		RetryBase: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond, Delay: 10 * time.Millisecond})
	defer g.close()
	if err := g.store.DeleteSite(context.Background(), "www.story.test"); err != nil {
		t.Fatal(err)
	}
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "story.test", map[string]bool{"/brief/barrier": true})
}
