package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestStoryNamedOutOfScope checks that a feed naming as a story a URL
// the site's deny patterns now leave out, met first as a link, does not
// have it read again: a page an earlier run read, before the pattern,
// as a listing without story evidence is out of the site's scope, as it
// is when the feed comes first.
func TestStoryNamedOutOfScope(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var feed atomic.Bool
	home := func(w http.ResponseWriter, r *http.Request) {
		page := linking("/brief/barrier")
		if feed.Load() {
			page = strings.Replace(page, "<head>", `<head><link rel="alternate" type="application/rss+xml" href="/feed.xml">`, 1)
		}
		serve(page)(w, r)
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"story.test /": home,
		"story.test /feed.xml": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>S</title><link>http://story.test/</link>`+
				`<item><title>B</title><link>http://story.test/brief/barrier</link></item></channel></rss>`)
		},
		"story.test /brief/barrier": serve(shortStory),
	})
	g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
	defer g.close()
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if n := web.count("story.test /brief/barrier"); n != 1 {
		t.Fatalf("/brief/barrier fetched %d times in the first run, want once", n)
	}
	ctx := context.Background()
	s, err := g.store.Site(ctx, "story.test")
	if err != nil {
		t.Fatal(err)
	}
	s.Config.Deny = []string{`/brief/`}
	if err := g.store.PutSite(ctx, s); err != nil {
		t.Fatal(err)
	}
	feed.Store(true)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if n := web.count("story.test /brief/barrier"); n != 1 {
		t.Errorf("/brief/barrier, out of scope, fetched %d times, want once (before the deny pattern)", n)
	}
}
