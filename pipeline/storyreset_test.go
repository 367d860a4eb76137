package pipeline_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
)

// TestStoryEvidenceGoesWithTheContent checks that the story evidence a
// page was judged a listing with (a feed named it: store.Page.StoryJudged)
// is for the page as it was: when its text changes, the new page is
// judged on the evidence it has itself (here none, a link on the home
// page), and a feed that names it later has it read once more, with
// that evidence. Before, the mark held for ever: the new page was
// judged with a feed's word about another text, and a feed's later name
// was not heeded.
func TestStoryEvidenceGoesWithTheContent(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var run atomic.Int32 // 1, 2, 3
	feed := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>S</title><link>http://story.test/</link>`)
		if run.Load() != 2 {
			io.WriteString(w, `<item><title>F</title><link>http://story.test/notes/barrier</link></item>`)
		}
		io.WriteString(w, `</channel></rss>`)
	}
	page := func(w http.ResponseWriter, r *http.Request) {
		if run.Load() == 1 {
			serve(tagLinking("/a/one", "/a/two"))(w, r)
			return
		}
		serve(shortStory)(w, r)
	}
	web := newHostileWeb(map[string]http.HandlerFunc{
		"story.test /robots.txt": serve("User-agent: *\nAllow: /\n"),
		"story.test /": func(w http.ResponseWriter, r *http.Request) {
			home := `<html><head><title>Home</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>`
			if run.Load() > 1 {
				home += `<a href="/notes/barrier">Flood barrier approved, a note</a>`
			}
			serve(home+`</body></html>`)(w, r)
		},
		"story.test /feed.xml":      feed,
		"story.test /notes/barrier": page,
		"story.test /a/one":         serve(shortStory),
		"story.test /a/two":         serve(shortStory),
	})
	g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	const u = "http://story.test/notes/barrier"
	stored := func() bool {
		_, err := g.store.Article(ctx, extract.ArticleID(u))
		return err == nil
	}
	run.Store(1)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if pg, err := g.store.Page(ctx, u); err != nil || !pg.StoryJudged || stored() {
		t.Fatalf("run 1: page %+v, %v, stored %v; want a listing judged with the feed's evidence", pg, err, stored())
	}
	run.Store(2)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if web.count("story.test /notes/barrier") < 2 {
		t.Fatal("run 2 did not fetch the changed page: the test shows nothing")
	}
	if pg, err := g.store.Page(ctx, u); err != nil || pg.StoryJudged || stored() {
		t.Errorf("run 2: page judged with evidence %v (%v), stored %v; want its new text judged without the old mark", pg.StoryJudged, err, stored())
	}
	run.Store(3)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if !stored() {
		t.Error("run 3: the feed named the page again, and it was not read with that evidence")
	}
}

// TestEditedStoryKeepsItsEvidence checks the other side of the rule: an
// article a feed named keeps its story evidence through an edit of its
// text, so that the edit, fetched again through a link on the home page
// after the feed dropped it, is stored as the story's update.
func TestEditedStoryKeepsItsEvidence(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const edited = `<html><head><title>Flood barrier approved</title></head><body><main><h1>Flood barrier approved</h1><div class="story"><p>` +
		`Correction: the harbour authority, not the council, approved the barrier late on Wednesday, after objections from fishermen. ` +
		`Building begins next summer and the bill, now put at fifteen million, falls to the port.</p></div></main></body></html>`
	var run atomic.Int32
	web := namedInRunOne(&run, shortStory, edited)
	g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	id := extract.ArticleID("http://story.test/notes/barrier")
	run.Store(1)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if _, err := g.store.Article(ctx, id); err != nil {
		t.Fatalf("run 1: the story the feed named is not stored: %v", err)
	}
	run.Store(2)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if web.count("story.test /notes/barrier") < 2 {
		t.Fatal("run 2 did not fetch the edited story: the test shows nothing")
	}
	if a, err := g.store.Article(ctx, id); err != nil || !strings.Contains(a.Body, "Correction") {
		t.Errorf("run 2: stored %q, %v; want the edit stored", a.Body, err)
	}
}

// namedInRunOne is a site whose feed names /notes/barrier in run 1 only
// (busy feeds roll over), while its home page links it in every run; the
// page serves first in run 1 and later after.
func namedInRunOne(run *atomic.Int32, first, later string) *hostileWeb {
	return newHostileWeb(map[string]http.HandlerFunc{
		"story.test /robots.txt": serve("User-agent: *\nAllow: /\n"),
		"story.test /": serve(`<html><head><title>Home</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>` +
			`<a href="/notes/barrier">Flood barrier approved, a note</a></body></html>`),
		"story.test /feed.xml": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/rss+xml")
			io.WriteString(w, `<?xml version="1.0"?><rss version="2.0"><channel><title>S</title><link>http://story.test/</link>`)
			if run.Load() == 1 {
				io.WriteString(w, `<item><title>F</title><link>http://story.test/notes/barrier</link></item>`)
			}
			io.WriteString(w, `</channel></rss>`)
		},
		"story.test /notes/barrier": func(w http.ResponseWriter, r *http.Request) {
			if run.Load() == 1 {
				serve(first)(w, r)
				return
			}
			serve(later)(w, r)
		},
	})
}
