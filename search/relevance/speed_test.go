package relevance

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/bylinehq/byline/search/bleve"
	"github.com/bylinehq/byline/search/searchtest"
)

func TestSpeedProbe(t *testing.T) {
	docs, _ := CorpusDocs(corpusDir(t))
	emb := searchtest.Embedder(t)
	for _, disk := range []bool{false, true} {
		var idx *bleve.Index
		var err error
		if disk {
			idx, err = bleve.Open(filepath.Join(t.TempDir(), "i.bleve"), bleve.Options{Embedder: emb})
		} else {
			idx, err = bleve.OpenMemory(bleve.Options{Embedder: emb})
		}
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		for i := 0; i < len(docs); i += 256 {
			idx.Upsert(context.Background(), docs[i:min(i+256, len(docs))])
		}
		t.Logf("disk=%v %d docs in %s", disk, len(docs), time.Since(start))
		idx.Close()
	}
}
