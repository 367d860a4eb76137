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
// it (mongofiles --prefix raw get HASH). Raw reads a page's chunks by
// their _ids (see chunkID), and those of a page an earlier PutRaw stored
// through the driver's mongo.GridFSBucket.
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
		chunks = append(chunks, bson.D{{Key: "_id", Value: chunkID(fileID, n)}, {Key: "files_id", Value: fileID},
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

// chunkID is the _id PutRaw gives chunk n of the upload fileID: Raw,
// which knows the file, asks for each chunk by its _id, the one filter
// FerretDB 1.24 on SQLite looks up by key; by files_id, as GridFS
// readers ask (and still may), it read every chunk stored, on every
// page read (0.29 s a page with 500 pages of 20 KB stored, and growing
// with them).
func chunkID(fileID bson.ObjectID, n int) string { return fmt.Sprintf("%s/%d", fileID.Hex(), n) }

// Raw returns the raw bytes stored under hash.
func (s *Store) Raw(ctx context.Context, hash string) ([]byte, error) {
	if err := checkHash(hash); err != nil {
		return nil, err
	}
	var f rawFile
	err := s.raw.files.FindOne(ctx, bson.D{{Key: "filename", Value: hash}},
		options.FindOne().SetProjection(bson.D{{Key: "length", Value: 1}, {Key: "chunkSize", Value: 1}})).Decode(&f)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return nil, fmt.Errorf("raw %s: %w", hash, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	body, keyed, err := s.raw.keyedChunks(ctx, f)
	if err == nil && !keyed {
		body, err = s.raw.streamed(ctx, f)
	}
	if err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	return body, nil
}

// rawFile is what Raw reads of a GridFS file document.
type rawFile struct {
	ID        bson.ObjectID `bson:"_id"`
	Length    int64         `bson:"length"`
	ChunkSize int32         `bson:"chunkSize"`
}

// keyedChunks reads f's chunks by their _ids (see chunkID), and reports
// false when they have others: f was stored by an earlier PutRaw, whose
// chunks had ObjectIDs.
func (r raw) keyedChunks(ctx context.Context, f rawFile) ([]byte, bool, error) {
	if f.ChunkSize <= 0 {
		return nil, false, nil
	}
	n := int((f.Length + int64(f.ChunkSize) - 1) / int64(f.ChunkSize))
	body := make([]byte, 0, f.Length)
	for i := range n {
		var c struct {
			Data []byte `bson:"data"`
		}
		err := r.chunks.FindOne(ctx, id(chunkID(f.ID, i)), options.FindOne().SetProjection(bson.D{{Key: "data", Value: 1}})).Decode(&c)
		if errors.Is(err, mongo.ErrNoDocuments) && i == 0 {
			return nil, false, nil
		}
		if err != nil {
			return nil, true, fmt.Errorf("chunk %d of %d: %w", i, n, err)
		}
		body = append(body, c.Data...)
	}
	if int64(len(body)) != f.Length {
		return nil, true, fmt.Errorf("%d bytes in its chunks, want %d", len(body), f.Length)
	}
	return body, true, nil
}

// streamed reads f through the driver's GridFS bucket, which finds its
// chunks by files_id.
func (r raw) streamed(ctx context.Context, f rawFile) ([]byte, error) {
	ds, err := r.bucket.OpenDownloadStream(ctx, f.ID)
	if err != nil {
		return nil, err
	}
	defer ds.Close()
	buf := bytes.NewBuffer(make([]byte, 0, f.Length))
	if _, err := io.Copy(buf, ds); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
