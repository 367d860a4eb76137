package bleve

import (
	"errors"
	"fmt"
	"hash/fnv"
	"sync"

	blevelib "github.com/blevesearch/bleve/v2"
)

// shardCount is how many Bleve indexes the documents are spread over, by
// a hash of their ids. Bleve runs one query on one core; spread over two
// indexes, a query runs on two cores at once (Bleve's index alias
// searches its indexes concurrently and merges their hits, totals and
// facets), and two batches are built at once while indexing. BM25 scores
// each shard with its own statistics, which differ little when the ids
// are spread evenly.
const shardCount = 2

// shards are the Bleve indexes of one search index and the alias that
// searches them all.
type shards struct {
	parts []blevelib.Index
	all   blevelib.IndexAlias
}

func newShards(parts []blevelib.Index) *shards {
	all := blevelib.NewIndexAlias(parts...)
	// Every shard has the same mapping; telling the alias saves it asking
	// them at each search.
	if err := all.SetIndexMapping(parts[0].Mapping()); err != nil {
		panic(err) // only fails on a closed alias
	}
	return &shards{parts: parts, all: all}
}

// shardOf is the shard that holds the document with id.
func shardOf(id string, n int) int {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int(h.Sum32() % uint32(n))
}

// change is one write to a shard: documents to index and ids to delete.
type change struct {
	index map[string]any // id → Bleve document
	del   []string
}

// apply writes each shard's part of a change as one Bleve batch, the
// shards at once.
func (s *shards) apply(index map[string]any, del []string) error {
	parts := make([]change, len(s.parts))
	for id, doc := range index {
		p := &parts[shardOf(id, len(s.parts))]
		if p.index == nil {
			p.index = map[string]any{}
		}
		p.index[id] = doc
	}
	for _, id := range del {
		p := &parts[shardOf(id, len(s.parts))]
		p.del = append(p.del, id)
	}
	errs := make([]error, len(s.parts))
	var wg sync.WaitGroup
	for i, p := range parts {
		if len(p.index) == 0 && len(p.del) == 0 {
			continue
		}
		wg.Go(func() {
			b := s.parts[i].NewBatch()
			for id, doc := range p.index {
				if err := b.Index(id, doc); err != nil {
					errs[i] = fmt.Errorf("index %s: %w", id, err)
					return
				}
			}
			for _, id := range p.del {
				b.Delete(id)
			}
			if err := s.parts[i].Batch(b); err != nil {
				errs[i] = fmt.Errorf("shard %d: %w", i, err)
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

func (s *shards) close() error {
	errs := []error{s.all.Close()}
	for _, p := range s.parts {
		errs = append(errs, p.Close())
	}
	return errors.Join(errs...)
}
