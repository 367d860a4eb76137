package sqlite

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

// TestPackSizeKept checks that a store reading a page another process
// wrote into its pack keeps the pack's size it found: the next read of
// the pack needs no look at the file.
func TestPackSizeKept(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	a, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	b, err := Open(ctx, dir) // another process, opened before a wrote
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	body := []byte("<p>written by another process</p>")
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	if err := a.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	got, err := b.Raw(ctx, hash)
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("Raw = %q, %v", got, err)
	}
	b.raw.mu.Lock()
	size := b.raw.sizes[1]
	b.raw.mu.Unlock()
	if size == 0 {
		t.Errorf("the size of the pack read was not kept: %v", b.raw.sizes)
	}
}
