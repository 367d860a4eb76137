package pipeline_test

import (
	"net/http"
	"testing"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/pipeline"
)

// TestArticleURLPatternSparesSections checks that a section's page is
// not stored as a story though the site's trusted article URL pattern
// matches it: learned from stories under one section's literal name
// (BBC's /news/world-europe-68123456, /news/uk-politics-68234567), the
// pattern ^/news/[^/]+$ matches that section's own sections too
// (/news/world), whose name and description read as a short story with
// no dateline.
func TestArticleURLPatternSparesSections(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	const section = `<html><head><title>World - News</title></head><body><main><h1>World</h1><div class="intro"><p>` +
		`Get the latest world news from across the globe: breaking stories, analysis and features from our correspondents in Europe, ` +
		`Africa, Asia, the Americas and the Middle East, updated around the clock by our international desk.</p></div>` +
		`<ul><li><a href="/news/world-europe-68123456">Flood barrier approved in the north</a></li>` +
		`<li><a href="/news/world-asia-68123457">Ferry fares rise by a tenth</a></li></ul></main></body></html>`
	web := newHostileWeb(map[string]http.HandlerFunc{
		"bbc.test /":           homeLinking("/news/world"),
		"bbc.test /news/world": serve(section),
	})
	g := newRig(t, web, []string{"bbc.test"}, pipeline.Config{})
	defer g.close()
	g.pipe.SetStoredSets(storedSets{"bbc.test": learnedSet(t, "bbc.test", `^/news/[^/]+$`,
		"/news/world-europe-68123456", "/news/uk-politics-68234567")})
	g.runs(t, 1, pipeline.RunOptions{All: true})
	checkStored(t, g, web, "bbc.test", map[string]bool{"/news/world": false})
}
