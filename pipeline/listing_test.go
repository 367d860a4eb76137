package pipeline_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
)

// TestUnchangedListingWaits checks that a listing no seed links (a tag
// page) is read on every cycle while it changes, and waits once it has
// been found unchanged, while the section the home page links is read on
// every cycle whatever it holds.
func TestUnchangedListingWaits(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	ctx := context.Background()
	var runs atomic.Int32
	tag := func(w http.ResponseWriter, r *http.Request) {
		// A clock and an ad change on every answer; the links do not.
		page := strings.Replace(linking("/a", "/b"), "<ul>",
			"<p>Updated at 12:0"+string(rune('0'+runs.Load()))+"</p><ul>", 1)
		serve(page)(w, r)
	}
	changing := func(w http.ResponseWriter, r *http.Request) {
		// A new story on every run.
		serve(linking("/a", "/b", "/story-"+string(rune('a'+runs.Load()))))(w, r)
	}
	pages := map[string]http.HandlerFunc{}
	for _, h := range []string{"tags.test"} {
		pages[h+" /"] = homeLinking("/section")
		pages[h+" /section"] = serve(linking("/a", "/tag/quiet", "/tag/busy", "/tag/static"))
		pages[h+" /tag/static"] = serve(linking("/a", "/b")) // the same bytes on every answer
		pages[h+" /tag/quiet"] = tag
		pages[h+" /tag/busy"] = changing
		for _, a := range []string{"/a", "/b", "/story-a", "/story-b", "/story-c", "/story-d", "/story-e"} {
			pages[h+" "+a] = serve(article("Story "+a, "", englishParas...))
		}
	}
	web := newHostileWeb(pages)
	g := newRig(t, web, []string{"tags.test"}, pipeline.Config{})
	defer g.close()
	var last store.Run
	for i := range 5 {
		runs.Store(int32(i))
		run, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
		if err != nil {
			t.Fatal(err)
		}
		last = run
	}
	// The quiet tag page: read new, read again and found unchanged, then
	// left for a later cycle (the site's interval is 15 minutes).
	if n := web.count("tags.test /tag/quiet"); n != 2 {
		t.Errorf("the unchanged tag page was fetched %d times in 5 runs, want 2", n)
	}
	if n := web.count("tags.test /tag/static"); n != 2 {
		t.Errorf("the tag page with the same bytes on every answer was fetched %d times in 5 runs, want 2", n)
	}
	if n := web.count("tags.test /tag/busy"); n != 5 {
		t.Errorf("the tag page with a new story each run was fetched %d times in 5 runs, want 5", n)
	}
	if n := web.count("tags.test /section"); n != 5 {
		t.Errorf("the section the home page links was fetched %d times in 5 runs, want 5", n)
	}
	if last.Summary.Skipped["listing_unchanged"] != 2 {
		t.Errorf("last run skipped %v, want the quiet and the static tag pages counted as listing_unchanged", last.Summary.Skipped)
	}
	for _, s := range []string{"/story-b", "/story-e"} {
		if n := web.count("tags.test " + s); n != 1 {
			t.Errorf("%s, linked from the busy tag page only, fetched %d times, want 1", s, n)
		}
	}
}

// TestSkippedListingReadInALaterCycle checks a scheduled run that a big
// site's archive keeps going: a small site's tag page, skipped as
// unchanged in one of the site's cycles, is read again in a later cycle
// of the same run once its wait is over, and the story that appeared on
// it is fetched before the archive ends.
func TestSkippedListingReadInALaterCycle(t *testing.T) {
	start := time.Now()
	g, web, _, last := bigAndSmall(t, 120, map[string]http.HandlerFunc{
		"small.test /":        homeLinking("/section"),
		"small.test /section": serve(linking("/old", "/tag")),
		"small.test /tag": func(w http.ResponseWriter, r *http.Request) {
			if time.Since(start) < 1500*time.Millisecond {
				serve(linking("/old"))(w, r)
				return
			}
			serve(linking("/old", "/fresh"))(w, r)
		},
	}, 0)
	defer g.close()
	runs := scheduleUntilBoth(t, g, web, last, "small.test /fresh")
	bigDone, _ := web.firstAsked(last)
	fresh, _ := web.firstAsked("small.test /fresh")
	if !fresh.Before(bigDone) {
		t.Errorf("the story on the small site's tag page was fetched %v after the big archive ended", fresh.Sub(bigDone))
	}
	if runs[0].Summary.Skipped["listing_unchanged"] == 0 {
		t.Errorf("the tag page was never skipped as unchanged (%v): the test shows nothing", runs[0].Summary.Skipped)
	}
}

// TestListingURLNotStored checks that a page at a tag archive's URL is
// read as a listing, though it looks like an article (a theme's
// og:type=article, a long description): not stored, its links followed.
func TestListingURLNotStored(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	tagPage := strings.Replace(article("Flood barrier", "", englishParas...), "</article>",
		`</article><a href="/older">An older story about the barrier</a>`, 1)
	web := newHostileWeb(map[string]http.HandlerFunc{
		"arch.test /":           homeLinking("/tag/flood/", "/story"),
		"arch.test /tag/flood/": serve(tagPage),
		"arch.test /story":      serve(article("Barrier gates tested", "", englishParas...)),
		"arch.test /older":      serve(article("Barrier plans approved", "", englishParas...)),
	})
	g := newRig(t, web, []string{"arch.test"}, pipeline.Config{})
	defer g.close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.store.Article(ctx, extract.ArticleID("http://arch.test/tag/flood/")); err == nil {
		t.Error("the tag page was stored as an article")
	}
	for _, u := range []string{"http://arch.test/story", "http://arch.test/older"} {
		if _, err := g.store.Article(ctx, extract.ArticleID(u)); err != nil {
			t.Errorf("%s not stored: %v", u, err)
		}
	}
}
