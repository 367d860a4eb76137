package sqlite

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAddRawKeepsStoredCopy checks a page a second URL serves: AddRaw
// writes its bytes again, unsynced, and a crash may cut that copy off
// its pack. The hash must still find the first copy, stored long before,
// rather than point at the cut one.
func TestAddRawKeepsStoredCopy(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	body := []byte("<html><body>" + strings.Repeat("<p>The same story under a second URL.</p>", 200) + "</body></html>")
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])

	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.PutRaw(ctx, hash, body); err != nil { // the first URL
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AddRaw(ctx, hash, body); err != nil { // the second URL, new to it
		t.Fatal(err)
	}
	s.Close()
	// Power loss: the second copy's row survived, the end of its pack did not.
	pack2 := filepath.Join(dir, "raw", packName(2))
	fi, err := os.Stat(pack2)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(pack2, fi.Size()-10); err != nil {
		t.Fatal(err)
	}
	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, body) {
		t.Errorf("Raw after the second copy was cut = %d bytes, %v; want the first copy, %d bytes", len(got), err, len(body))
	}
}
