package mongo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/store"
)

// Raw HTML lives in the GridFS bucket "raw" (collections raw.files and
// raw.chunks), one file per page, named by its content hash; a unique
// index on the name keeps one file per hash. Any GridFS client reads
// it (mongofiles --prefix raw get HASH); Raw reads through the driver's
// mongo.GridFSBucket.
//
// PutRaw writes the two collections itself, in the layout of the GridFS
// spec and of the driver's upload stream: the chunks, then the file
// document that makes the page visible. The driver's upload stream
// allocates a 16 MiB buffer for every file, however small: storing a
// 26 KB page through it allocated 16.9 MB, against 108 KB here, and a
// crawl stores pages of tens of kilobytes, many a second. Its bucket
// also marks its first write in an unguarded field, a data race when
// workers upload at once.
//
// Pages are stored as fetched, not compressed: MongoDB compresses
// collections on disk itself (WiredTiger block compression, snappy by
// default, zstd by choice) and the connection when the URI asks
// (compressors=zstd), and GridFS tools then give back the page itself.
type raw struct {
	bucket        *mongo.GridFSBucket
	files, chunks *mongo.Collection
}

func newRaw(d *mongo.Database) raw {
	b := d.GridFSBucket(options.GridFSBucket().SetName("raw"))
	return raw{bucket: b, files: b.GetFilesCollection(), chunks: b.GetChunksCollection()}
}

// rawHash is what a content hash looks like: lower-case hex.
var rawHash = regexp.MustCompile(`^[0-9a-f]{8,}$`)

func checkHash(hash string) error {
	if !rawHash.MatchString(hash) {
		return fmt.Errorf("raw hash %q: want at least 8 lower-case hex digits", hash)
	}
	return nil
}

// PutRaw stores raw page bytes under their content hash; storing an
// existing hash is a no-op. A crash before the file document is written
// leaves chunks no file refers to, never part of a page.
func (s *Store) PutRaw(ctx context.Context, hash string, body []byte) error {
	// HasRaw also refuses what is not a hash.
	if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
		return err
	}
	fileID := bson.NewObjectID()
	size := int(mongo.DefaultGridFSChunkSize)
	chunks := make([]any, 0, (len(body)+size-1)/size)
	for n := 0; n*size < len(body); n++ {
		chunks = append(chunks, bson.D{{Key: "_id", Value: bson.NewObjectID()}, {Key: "files_id", Value: fileID},
			{Key: "n", Value: int32(n)}, {Key: "data", Value: bson.Binary{Data: body[n*size : min((n+1)*size, len(body))]}}})
	}
	if len(chunks) > 0 {
		if _, err := s.raw.chunks.InsertMany(ctx, chunks); err != nil {
			s.raw.dropChunks(ctx, fileID)
			return fmt.Errorf("put raw %s: %w", hash, err)
		}
	}
	_, err := s.raw.files.InsertOne(ctx, bson.D{{Key: "_id", Value: fileID}, {Key: "length", Value: int64(len(body))},
		{Key: "chunkSize", Value: int32(size)}, {Key: "uploadDate", Value: bson.NewDateTimeFromTime(s.now())},
		{Key: "filename", Value: hash}})
	if err != nil {
		s.raw.dropChunks(ctx, fileID)
		if mongo.IsDuplicateKeyError(err) {
			return nil // a concurrent PutRaw stored the same page
		}
		return fmt.Errorf("put raw %s: %w", hash, err)
	}
	return nil
}

// dropChunks removes the chunks of an upload that will have no file, as
// far as it can: what it leaves takes space but is never read.
func (r raw) dropChunks(ctx context.Context, fileID bson.ObjectID) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	r.chunks.DeleteMany(ctx, bson.D{{Key: "files_id", Value: fileID}})
}

// HasRaw tells whether a page is stored under hash, without reading it.
func (s *Store) HasRaw(ctx context.Context, hash string) (bool, error) {
	if err := checkHash(hash); err != nil {
		return false, err
	}
	err := s.raw.files.FindOne(ctx, bson.D{{Key: "filename", Value: hash}}, options.FindOne().SetProjection(id(1))).Err()
	switch {
	case errors.Is(err, mongo.ErrNoDocuments):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("raw %s: %w", hash, err)
	}
	return true, nil
}

// Raw returns the raw bytes stored under hash.
func (s *Store) Raw(ctx context.Context, hash string) ([]byte, error) {
	if err := checkHash(hash); err != nil {
		return nil, err
	}
	ds, err := s.raw.bucket.OpenDownloadStreamByName(ctx, hash)
	if errors.Is(err, mongo.ErrFileNotFound) {
		return nil, fmt.Errorf("raw %s: %w", hash, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	defer ds.Close()
	buf := bytes.NewBuffer(make([]byte, 0, ds.GetFile().Length))
	if _, err := io.Copy(buf, ds); err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	return buf.Bytes(), nil
}
