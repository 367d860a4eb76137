package crawl

import (
	"context"
	"fmt"
	"sync"

	"github.com/bits-and-blooms/bloom/v3"
)

// SeenFilter is a Bloom filter of the URLs Byline has fetched, in front
// of the store (cache-aside): "not seen" is certain and saves a store
// lookup for every new link; "seen" may be a false positive, so callers
// confirm it in the store. It is sized for a capacity and a false-positive
// rate; past its capacity the rate rises, which costs lookups, never
// correctness.
type SeenFilter struct {
	mu       sync.RWMutex
	bf       *bloom.BloomFilter
	capacity uint
	fp       float64
	added    uint
}

// NewSeenFilter returns an empty filter for capacity URLs at false-positive
// rate fp (0 < fp < 1).
func NewSeenFilter(capacity uint, fp float64) (*SeenFilter, error) {
	if capacity == 0 {
		return nil, fmt.Errorf("seen filter capacity must be positive")
	}
	if fp <= 0 || fp >= 1 {
		return nil, fmt.Errorf("seen filter false-positive rate %v: want between 0 and 1, e.g. 0.01", fp)
	}
	return &SeenFilter{bf: bloom.NewWithEstimates(capacity, fp), capacity: capacity, fp: fp}, nil
}

// Add records url as seen.
func (s *SeenFilter) Add(url string) {
	s.mu.Lock()
	if !s.bf.TestAndAddString(url) {
		s.added++
	}
	s.mu.Unlock()
}

// MaybeSeen reports whether url may have been seen; false is certain.
func (s *SeenFilter) MaybeSeen(url string) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.bf.TestString(url)
}

// Warm adds every URL that each yields (e.g. store.PageURLs).
func (s *SeenFilter) Warm(ctx context.Context, each func(ctx context.Context, fn func(string) error) error) error {
	if err := each(ctx, func(u string) error { s.Add(u); return nil }); err != nil {
		return fmt.Errorf("warm seen filter: %w", err)
	}
	return nil
}

// Bytes is the memory the filter's bit array takes.
func (s *SeenFilter) Bytes() uint64 { return uint64(s.bf.Cap()+7) / 8 }

// Len is the number of distinct URLs added (as far as the filter can tell).
func (s *SeenFilter) Len() uint {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.added
}

// Params returns the bit count m and hash count k the filter was sized to.
func (s *SeenFilter) Params() (m uint, k uint) { return s.bf.Cap(), s.bf.K() }
