package pipeline_test

import (
	"context"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
)

// TestDevelopingStoryKeepsItsEvidence: a feed names a story while its
// page is a stub ("developing, more soon"), too short to be stored, so
// it is judged a listing with the feed's evidence. By the next run the
// stub is the written story and the feed, which rolls over, no longer
// names it; a link on the home page fetches it again. Its changed text
// is the story the feed named: it must be stored, not judged a listing
// on the link's evidence alone and lost for good.
func TestDevelopingStoryKeepsItsEvidence(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const stub = `<html><head><title>Flood barrier approved</title></head><body><main><h1>Flood barrier approved</h1><div class="story"><p>` +
		`Developing story. More soon.</p></div></main></body></html>`
	var run atomic.Int32
	web := namedInRunOne(&run, stub, shortStory)
	g := newRig(t, web, []string{"story.test"}, pipeline.Config{})
	defer g.close()
	ctx := context.Background()
	const u = "http://story.test/notes/barrier"
	id := extract.ArticleID(u)
	run.Store(1)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if pg, err := g.store.Page(ctx, u); err != nil || !pg.StoryJudged {
		t.Fatalf("run 1: page %+v, %v; want the stub judged a listing with the feed's evidence", pg, err)
	}
	if _, err := g.store.Article(ctx, id); err == nil {
		t.Fatal("run 1: the stub was stored: the test shows nothing")
	}
	run.Store(2)
	g.runs(t, 1, pipeline.RunOptions{All: true})
	if web.count("story.test /notes/barrier") < 2 {
		t.Fatal("run 2 did not fetch the written story: the test shows nothing")
	}
	if _, err := g.store.Article(ctx, id); err != nil {
		t.Errorf("run 2: the story the feed named as a stub is not stored: %v", err)
	}
}
