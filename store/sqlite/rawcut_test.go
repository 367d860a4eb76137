package sqlite

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bylinehq/byline/store"
)

// TestRawCutAtChunk checks a pack a crash cut between S2 chunks: a page
// whose bytes are all lost, or of which only the stream header or its
// first block survived, reads as missing, not as an empty or short page.
func TestRawCutAtChunk(t *testing.T) {
	ctx := context.Background()
	small := []byte("<html><body>" + strings.Repeat("Hà Nội ", 500) + "</body></html>")
	big := []byte("<html><body>" + strings.Repeat("<p>Paragraph after paragraph 0123456789.</p>", 15000) + "</body></html>")
	for _, tc := range []struct {
		name string
		body []byte
		keep func(n int64) int64 // bytes of the page left in the pack
	}{
		{"all lost", small, func(int64) int64 { return 0 }},
		{"stream header left", small, func(int64) int64 { return 10 }},
		{"first block left", big, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			sum := sha256.Sum256(tc.body)
			hash := hex.EncodeToString(sum[:])
			s, err := Open(ctx, dir)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.PutRaw(ctx, "00000000aa", []byte("an earlier page")); err != nil {
				t.Fatal(err)
			}
			if err := s.PutRaw(ctx, hash, tc.body); err != nil {
				t.Fatal(err)
			}
			_, off, n, _, err := s.rawLocation(ctx, hash)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			keep := int64(0)
			if tc.keep != nil {
				keep = tc.keep(n)
			} else {
				// Just past the first block's chunk: the stream header
				// (10 bytes), then a 4-byte chunk header and its length.
				raw, err := os.ReadFile(filepath.Join(dir, "raw", packName(1)))
				if err != nil {
					t.Fatal(err)
				}
				c := raw[off+10:]
				keep = 10 + 4 + (int64(c[1]) | int64(c[2])<<8 | int64(c[3])<<16)
				if keep >= n {
					t.Fatalf("page of %d bytes is one block", n)
				}
			}
			if err := os.Truncate(filepath.Join(dir, "raw", packName(1)), off+keep); err != nil {
				t.Fatal(err)
			}
			s, err = Open(ctx, dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if got, err := s.Raw(ctx, hash); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("Raw of a page cut to %d of its %d bytes = %d bytes, %v; want ErrNotFound", keep, n, len(got), err)
			}
		})
	}
}
