package mongo

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/store/mongo/mongotest"
)

// TestOpenRace opens one fresh database from several processes at
// once, as workers started together on a new deployment do: each must
// open it. The schema document is made by an upsert, which FerretDB,
// unlike MongoDB 4.2 and later, does not retry when another process's
// insert of it comes first: it answered that process with a
// duplicate-key error, and Open failed.
func TestOpenRace(t *testing.T) {
	for round := range 10 {
		url, name := mongotest.Database(t)
		var wg sync.WaitGroup
		ready := make(chan struct{})
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-ready
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				s, err := Open(ctx, url, name)
				if err != nil {
					t.Errorf("round %d: %v", round, err)
					return
				}
				s.Close()
			}()
		}
		close(ready)
		wg.Wait()
	}
}
