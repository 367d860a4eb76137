package pipeline

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// TestListingWaitCountsFromItsCycle checks that a tag page no seed links,
// found with the same links, is read again in the cycle due one interval
// after the run that read it began, though that run read it minutes
// after it began (a long run behind a site's politeness delay): its wait
// is one interval from the start of its cycle, not from its fetch.
func TestListingWaitCountsFromItsCycle(t *testing.T) {
	ctx := context.Background()
	web := &clockWeb{hits: map[string]int{}, pages: map[string]func() (string, string){}}
	p, st := newClockPipeline(t, web, "sm.test", Config{Workers: 2, MaxAttempts: 1})
	var mu sync.Mutex
	clock := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	p.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	if err := st.PutSite(ctx, store.Site{ID: "sm.test", Seeds: []string{"http://sm.test/"}, Every: 15 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	page := func(links ...string) func() (string, string) {
		return func() (string, string) {
			b := "<html><head><title>Page</title></head><body><ul>"
			for _, l := range links {
				b += `<li><a href="` + l + `">` + l + `</a></li>`
			}
			return "text/html", b + "</ul></body></html>"
		}
	}
	web.set("sm.test /", page("/section"))
	web.set("sm.test /section", page("/tag"))
	web.set("sm.test /tag", func() (string, string) {
		// The run reaches the tag page three minutes after it began.
		mu.Lock()
		clock = clock.Add(3 * time.Minute)
		mu.Unlock()
		return page("/a", "/b")()
	})
	web.set("sm.test /a", func() (string, string) { return "text/html", clockArticle("Story a") })
	web.set("sm.test /b", func() (string, string) { return "text/html", clockArticle("Story b") })
	// Cycles every 15 minutes: the tag page is new at 00:00, found with
	// the same links at 00:15 (read at 00:18), and due again at 00:30.
	for i := range 3 {
		mu.Lock()
		clock = time.Date(2026, 11, 26, 0, 15*i, 0, 0, time.UTC)
		mu.Unlock()
		run, err := p.Run(ctx, RunOptions{All: true})
		if err != nil {
			t.Fatal(err)
		}
		if n := web.count("sm.test /tag"); n != i+1 {
			t.Fatalf("run at 00:%02d: tag page read %d times, want %d (one interval after the cycle that found it unchanged began); skipped %v",
				15*i, n, i+1, run.Summary.Skipped)
		}
	}
	// Its wait then doubles: the cycle at 00:45 leaves it.
	mu.Lock()
	clock = time.Date(2026, 11, 26, 0, 45, 0, 0, time.UTC)
	mu.Unlock()
	if _, err := p.Run(ctx, RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	if n := web.count("sm.test /tag"); n != 3 {
		t.Errorf("tag page found unchanged twice read %d times by 00:45, want 3 (it waits two intervals)", n)
	}
}
