package mongo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
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
	uploadOld(ctx, t, s, hash, body)
	if err := s.PutRaw(ctx, hash, body); err != nil {
		t.Fatal(err)
	}
	ok, err := s.HasRaw(ctx, hash)
	got, rerr := s.Raw(ctx, hash)
	if !ok || err != nil || rerr != nil || !bytes.Equal(got, body) {
		t.Errorf("after PutRaw returned nil: HasRaw %v %v, Raw %d bytes %v", ok, err, len(got), rerr)
	}
}

// TestRawMigratedOnOpen checks that Open moves the pages an earlier
// version stored under ObjectIDs (the driver's upload stream) to the
// keyed layout, so that no read scans for them any more: every page is
// read whole by _ids alone afterwards, including those a crash left
// mid-move (renamed, with or without their keyed copy); a file not named
// by a hash is left alone; the database is marked so that a binary of
// the earlier layout refuses it; and a second Open moves nothing.
func TestRawMigratedOnOpen(t *testing.T) {
	s, _, url, name := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	page := func(i int) (string, []byte) {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>old page %d</p>", i), 1+i*30_000)) // page 2 and 3: several chunks
		sum := sha256.Sum256(body)
		return hex.EncodeToString(sum[:]), body
	}
	pages := map[string][]byte{}
	for i := range 4 {
		hash, body := page(i)
		pages[hash] = body
		fid := uploadOld(ctx, t, s, hash, body)
		if i >= 2 {
			// A move a crash cut: renamed, and for page 3 keyed already.
			if _, err := s.raw.files.UpdateOne(ctx, id(fid), bson.D{{Key: "$set", Value: bson.D{{Key: "filename", Value: hash + movingSuffix}}}}); err != nil {
				t.Fatal(err)
			}
		}
		if i == 3 {
			if err := s.PutRaw(ctx, hash, body); err != nil {
				t.Fatal(err)
			}
		}
	}
	logo := uploadOld(ctx, t, s, "logo.png", []byte("not a page"))
	keyed, keyedBody := page(9)
	if err := s.PutRaw(ctx, keyed, keyedBody); err != nil {
		t.Fatal(err)
	}
	pages[keyed] = keyedBody
	// As an earlier version left its database.
	markVersionOne(ctx, t, s)
	again, err := Open(ctx, url, name)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	count := func(c *mongo.Collection, filter bson.D) int64 {
		n, err := c.CountDocuments(ctx, filter)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	objectID := bson.D{{Key: "$type", Value: "objectId"}}
	if n := count(s.raw.files, bson.D{{Key: "_id", Value: objectID}}); n != 1 {
		t.Errorf("%d files under ObjectIDs after Open, want 1 (the logo)", n)
	}
	if n := count(s.raw.chunks, bson.D{{Key: "files_id", Value: bson.D{{Key: "$ne", Value: logo}, {Key: "$type", Value: "objectId"}}}}); n != 0 {
		t.Errorf("%d chunks of old pages left after Open", n)
	}
	var m bson.M
	if err := s.meta.FindOne(ctx, id("schema")).Decode(&m); err != nil || m["version"] != int32(schemaVersion) || m["raw_by_hash"] != true {
		t.Errorf("schema after the move = %v, %v; want version %d, raw_by_hash", m, err, schemaVersion)
	}
	// Read by _ids alone, by a process that opens the moved database.
	third, log := reopenLogged(t, url, name)
	for hash, body := range pages {
		got, err := third.Raw(ctx, hash)
		if err != nil || !bytes.Equal(got, body) {
			t.Errorf("Raw %s after the move = %d bytes, %v; want %d bytes", hash[:8], len(got), err, len(body))
		}
	}
	log.mu.Lock()
	defer log.mu.Unlock()
	if len(log.filters) > 0 {
		t.Errorf("Open and reads of the moved database: filters other than {_id: v}: %v", log.filters)
	}
}

// uploadOld stores body as an earlier version did, through the driver's
// upload stream (file and chunks under ObjectIDs), and returns the
// file's _id.
func uploadOld(ctx context.Context, t *testing.T, s *Store, filename string, body []byte) bson.ObjectID {
	t.Helper()
	up, err := s.raw.bucket.OpenUploadStream(ctx, filename)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := up.Write(body); err != nil {
		t.Fatal(err)
	}
	if err := up.Close(); err != nil {
		t.Fatal(err)
	}
	return up.FileID.(bson.ObjectID)
}

// TestRawMigrationSkipsBrokenPage: an old-layout page whose chunks are
// not all there (a chunk lost to a disk or a hand) cannot be moved; Open
// moves the other pages and opens the database, instead of refusing it
// on every Open for one page that no read could return anyway.
func TestRawMigrationSkipsBrokenPage(t *testing.T) {
	s, _, url, name := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	page := func(i int) (string, []byte) {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>old page %d</p>", i), 1+i*30_000))
		sum := sha256.Sum256(body)
		return hex.EncodeToString(sum[:]), body
	}
	brokenHash, brokenBody := page(2) // several chunks
	broken := uploadOld(ctx, t, s, brokenHash, brokenBody)
	if _, err := s.raw.chunks.DeleteOne(ctx, bson.D{{Key: "files_id", Value: broken}, {Key: "n", Value: 1}}); err != nil {
		t.Fatal(err)
	}
	goodHash, goodBody := page(1)
	uploadOld(ctx, t, s, goodHash, goodBody)
	markVersionOne(ctx, t, s)
	again, err := Open(ctx, url, name)
	if err != nil {
		t.Fatalf("Open of a database with one broken old page: %v", err)
	}
	defer again.Close()
	if got, err := again.Raw(ctx, goodHash); err != nil || !bytes.Equal(got, goodBody) {
		t.Errorf("Raw of the sound old page after Open = %d bytes, %v", len(got), err)
	}
}

// TestRawMigrationInBatches: the move reads the old files a batch at a
// time, past a page it cannot move, to the end.
func TestRawMigrationInBatches(t *testing.T) {
	s, _, _, _ := openLogged(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	bodies := map[string][]byte{}
	var brokenHash string
	for i := range 7 {
		body := []byte(strings.Repeat(fmt.Sprintf("<p>batch page %d</p>", i), 1+i*20_000))
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])
		fid := uploadOld(ctx, t, s, hash, body)
		if i == 3 {
			brokenHash = hash
			if _, err := s.raw.chunks.DeleteOne(ctx, bson.D{{Key: "files_id", Value: fid}, {Key: "n", Value: 1}}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		bodies[hash] = body
	}
	if err := s.migrateRawBy(ctx, 2); err != nil {
		t.Fatal(err)
	}
	n, err := s.raw.files.CountDocuments(ctx, bson.D{{Key: "_id", Value: bson.D{{Key: "$type", Value: "objectId"}}}})
	if err != nil || n != 1 {
		t.Errorf("old files left after the move = %d, %v; want 1 (the broken page %s)", n, err, brokenHash)
	}
	for hash, body := range bodies {
		if got, err := s.Raw(ctx, hash); err != nil || !bytes.Equal(got, body) {
			t.Errorf("Raw(%s) after the move = %d bytes, %v", hash, len(got), err)
		}
	}
}

// markVersionOne leaves s's database as a version-1 binary that stored
// pages under ObjectIDs left it: Open migrates it.
func markVersionOne(ctx context.Context, t *testing.T, s *Store) {
	t.Helper()
	if _, err := s.meta.UpdateOne(ctx, id("schema"), bson.D{{Key: "$set", Value: bson.D{{Key: "version", Value: 1}}},
		{Key: "$unset", Value: bson.D{{Key: "raw_by_hash", Value: ""}}}}); err != nil {
		t.Fatal(err)
	}
}
