package pipeline_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	redisstore "github.com/bylinehq/byline/store/redis"
)

// TestLoadedHoldKeepsItsReason has a process told by a host to wait an
// hour (429, Retry-After: 3600) on a shared frontier; a run after it, of
// that process restarted and of another process with a store of its own,
// loads the host's hold from the frontier (Frontier.Load) and must list
// the host as waiting for its Retry-After, not for a delay: the restarted
// one's stored wait ended a fraction of a millisecond before the hold
// (rounded up to the millisecond), and the other knew no wait but the
// hold.
func TestLoadedHoldKeepsItsReason(t *testing.T) {
	for _, b := range redisFrontiers() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			web := newHostileWeb(map[string]http.HandlerFunc{
				"ra.test /": serve(linking("/later")),
				"ra.test /later": func(w http.ResponseWriter, r *http.Request) {
					w.Header().Set("Retry-After", "3600")
					w.WriteHeader(http.StatusTooManyRequests)
				},
				"slow.test /":  serve(linking("/a")),
				"slow.test /a": serve(article("A story", "", englishParas...)),
			})
			fs := b.open(t).(*redisstore.Frontier)
			first := newWaitRig(t, web, 0)
			defer first.close()
			first.pipe.SetFrontierStore(fs)
			if _, err := first.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
				t.Fatal(err)
			}
			fs.SetOwner("restarted")
			again, err := first.pipe.Run(ctx, pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			other := newWaitRig(t, web, 0)
			defer other.close()
			fs.SetOwner("another process")
			other.pipe.SetFrontierStore(fs)
			r, err := other.pipe.Run(ctx, pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			for name, run := range map[string]store.Run{"restarted": again, "another process": r} {
				var ra *store.HostWait
				for i, w := range run.Summary.Waiting {
					if w.Host == "ra.test" {
						ra = &run.Summary.Waiting[i]
					}
				}
				if ra == nil || ra.Reason != store.WaitRetryAfter {
					t.Errorf("%s: waiting = %+v; want ra.test waiting for its Retry-After (%s)", name, run.Summary.Waiting, store.WaitRetryAfter)
				}
			}
		})
	}
}
