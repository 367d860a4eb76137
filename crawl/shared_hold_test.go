package crawl

import (
	"context"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

// owned opens a client (a process) of a shared frontier under the claim
// name owner, as BYLINE_WORKER_ID names a process and its restart.
func owned(open func() frontierStore, owner string) frontierStore {
	s := open()
	s.(interface{ SetOwner(string) }).SetOwner(owner)
	return s
}

// TestSharedFrontierRestartKeepsHostHold kills a process right after a
// host answered it 429 with a Retry-After (its hold stored, its URL put
// back to be retried): the process restarted under the same name takes
// its claims back at once, but must not ask the host before the hold
// ends, not even its other URLs, while another host's go at once.
func TestSharedFrontierRestartKeepsHostHold(t *testing.T) {
	eachShared(t, func(t *testing.T, open func() frontierStore) {
		ctx := context.Background()
		items := []store.FrontierItem{
			{URL: "https://held.example/1", Host: "held.example"},
			{URL: "https://held.example/2", Host: "held.example", Priority: 1},
			{URL: "https://held.example/3", Host: "held.example", Priority: 1},
			{URL: "https://free.example/1", Host: "free.example", Priority: 2},
		}
		killed := NewFrontier(owned(open, "w1"), 0, 1)
		pushAll(t, killed, items...)
		it := next(t, killed)
		if it.Host != "held.example" {
			t.Fatalf("first handed out %s; want held.example's", it.URL)
		}
		const wait = time.Second
		until := time.Now().Add(wait)
		killed.Backoff(it.Host, until, store.WaitRetryAfter) // the 429's Retry-After
		if err := killed.Retry(ctx, it, wait); err != nil {
			t.Fatal(err)
		}
		// killed is dropped here: SIGKILL, no release.

		f := NewFrontier(owned(open, "w1"), 0, 1)
		f.SetMaxWait(5 * time.Second)
		if _, err := f.Load(ctx); err != nil {
			t.Fatal(err)
		}
		got := 0
		drain(t, f, func(it store.FrontierItem) {
			got++
			// A millisecond's margin: the stores keep times in ms.
			if early := time.Until(until); it.Host == "held.example" && early > time.Millisecond {
				t.Errorf("%s handed out %v before its host's Retry-After ends", it.URL, early.Round(time.Millisecond))
			}
		})
		if got != len(items) {
			t.Errorf("%d of %d URLs handed out after the restart", got, len(items))
		}
		wantEmpty(t, open())
	})
}
