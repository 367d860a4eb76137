package mongo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"
)

// TestRawOldWriterAfterOpen: a process of an earlier version stores a
// page (file _id an ObjectID) after this one opened a database that held
// none such (a rolling upgrade: two processes on one store). PutRaw of
// the same page meets the name index's duplicate key and reports
// success: the page must then be found, by HasRaw and Raw.
func TestRawOldWriterAfterOpen(t *testing.T) {
	s := openTest(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	body := []byte(strings.Repeat("<p>page y</p>", 100))
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	up, err := s.raw.bucket.OpenUploadStream(ctx, hash)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := up.Write(body); err != nil {
		t.Fatal(err)
	}
	if err := up.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	ok, err := s.HasRaw(ctx, hash)
	got, rerr := s.Raw(ctx, hash)
	if !ok || err != nil || rerr != nil || !bytes.Equal(got, body) {
		t.Errorf("after PutRaw returned nil: HasRaw %v %v, Raw %d bytes %v", ok, err, len(got), rerr)
	}
}
