package mongo

import (
	"context"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/event"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// TestReopenKeyed checks that opening a database this version created
// selects documents by key alone: on FerretDB the look for pages of an
// earlier version's layout reads every raw file document, and Open runs
// for every command and every run, as the store grows.
func TestReopenKeyed(t *testing.T) {
	_, _, url, name := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	log := &filterLog{}
	again, err := open(ctx, options.Client().ApplyURI(url).SetMonitor(&event.CommandMonitor{Started: log.started}), name)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	log.mu.Lock()
	defer log.mu.Unlock()
	if len(log.filters) > 0 {
		t.Errorf("Open of a database this version created: filters other than {_id: v}: %v", log.filters)
	}
}
