package mongo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync/atomic"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/bylinehq/byline/store"
)

// Raw HTML lives in the GridFS bucket "raw" (collections raw.files and
// raw.chunks), one file per page, named by its content hash; a unique
// index on the name keeps one file per hash. Any GridFS client reads
// it (mongofiles --prefix raw get HASH). The file's _id is the hash too
// and its chunks' _ids derive from it (see chunkID), so that Byline
// reads a page by _ids alone (see raw.file). Open moves the pages an
// earlier version stored under ObjectIDs to this layout (see
// migrateRaw); one such page is read through the driver's
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
	// older is set when the database holds pages an earlier version
	// stored, whose file _ids are ObjectIDs, not their hashes: they are
	// looked up by name when not found by _id. Set while Open moves
	// them (see migrateRaw), or by PutRaw when a process of an earlier
	// version, started before the move, stored such a page since;
	// shared by the copies of raw.
	older *atomic.Bool
}

func newRaw(d *mongo.Database) raw {
	b := d.GridFSBucket(options.GridFSBucket().SetName("raw"))
	return raw{bucket: b, files: b.GetFilesCollection(), chunks: b.GetChunksCollection(), older: new(atomic.Bool)}
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
// existing hash is a no-op. The file's _id is the hash, and chunk n's
// _id "HASH/n" (see chunkID): every document is named by the page's
// content, so writing it twice, by a concurrent PutRaw or after a crash
// that left chunks no file refers to, writes the same bytes, and a
// duplicate key is success. The file document, written last, makes the
// page visible.
func (s *Store) PutRaw(ctx context.Context, hash string, body []byte) error {
	// HasRaw also refuses what is not a hash.
	if ok, err := s.HasRaw(ctx, hash); ok || err != nil {
		return err
	}
	size := int(mongo.DefaultGridFSChunkSize)
	chunks := make([]any, 0, (len(body)+size-1)/size)
	for n := 0; n*size < len(body); n++ {
		chunks = append(chunks, bson.D{{Key: "_id", Value: chunkID(hash, n)}, {Key: "files_id", Value: hash},
			{Key: "n", Value: int32(n)}, {Key: "data", Value: bson.Binary{Data: body[n*size : min((n+1)*size, len(body))]}}})
	}
	if len(chunks) > 0 {
		_, err := s.raw.chunks.InsertMany(ctx, chunks, options.InsertMany().SetOrdered(false))
		if err != nil && !onlyDuplicates(err) {
			return fmt.Errorf("put raw %s: %w", hash, err)
		}
	}
	_, err := s.raw.files.InsertOne(ctx, bson.D{{Key: "_id", Value: hash}, {Key: "length", Value: int64(len(body))},
		{Key: "chunkSize", Value: int32(size)}, {Key: "uploadDate", Value: bson.NewDateTimeFromTime(s.now())},
		{Key: "filename", Value: hash}})
	switch {
	case err == nil:
	case !mongo.IsDuplicateKeyError(err):
		return fmt.Errorf("put raw %s: %w", hash, err)
	case !s.raw.older.Load():
		// Stored by a concurrent PutRaw, or, when not under its hash
		// (the unique name index refused it), by a process of an
		// earlier version since Open: its pages are then looked up
		// by name too.
		err := s.raw.files.FindOne(ctx, id(hash), options.FindOne().SetProjection(id(1))).Err()
		if errors.Is(err, mongo.ErrNoDocuments) {
			s.raw.older.Store(true)
		} else if err != nil {
			return fmt.Errorf("put raw %s: %w", hash, err)
		}
	}
	return nil
}

// onlyDuplicates reports an insert's error that is duplicate keys alone.
func onlyDuplicates(err error) bool {
	dups, ok := duplicates(err)
	return ok && len(dups) > 0
}

// duplicates returns the indexes of the documents an unordered insert
// refused as duplicate keys, and whether its error, when err is one,
// is such refusals alone.
func duplicates(err error) ([]int, bool) {
	var bwe mongo.BulkWriteException
	if !errors.As(err, &bwe) || bwe.WriteConcernError != nil {
		return nil, false
	}
	var idx []int
	for _, we := range bwe.WriteErrors {
		if !mongo.IsDuplicateKeyError(we) {
			return nil, false
		}
		idx = append(idx, we.Index)
	}
	return idx, true
}

// HasRaw tells whether a page is stored under hash, without reading it.
func (s *Store) HasRaw(ctx context.Context, hash string) (bool, error) {
	if err := checkHash(hash); err != nil {
		return false, err
	}
	_, err := s.raw.file(ctx, hash)
	switch {
	case errors.Is(err, mongo.ErrNoDocuments):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("raw %s: %w", hash, err)
	}
	return true, nil
}

// file reads the file document of hash: by its _id, or, in a database
// where an earlier version stored pages under ObjectIDs, by its name.
// FerretDB 1.24 on SQLite looks up by key only a filter that is exactly
// {_id: v}: by name it read every file document, on every page stored
// (HasRaw of a new page took 13 ms with 300 pages stored, and grew with
// them).
func (r raw) file(ctx context.Context, hash string) (rawFile, error) {
	var f rawFile
	proj := options.FindOne().SetProjection(bson.D{{Key: "length", Value: 1}, {Key: "chunkSize", Value: 1}})
	err := r.files.FindOne(ctx, id(hash), proj).Decode(&f)
	if errors.Is(err, mongo.ErrNoDocuments) && r.older.Load() {
		err = r.files.FindOne(ctx, bson.D{{Key: "filename", Value: hash}}, proj).Decode(&f)
	}
	return f, err
}

// chunkID is the _id of chunk n of the page stored under hash: Raw
// asks for each chunk by it, the one filter FerretDB 1.24 on SQLite
// looks up by key; by files_id, as GridFS readers ask (and still may),
// it read every chunk stored, on every page read (0.29 s a page with
// 500 pages of 20 KB stored, and growing with them).
func chunkID(hash string, n int) string { return fmt.Sprintf("%s/%d", hash, n) }

// Raw returns the raw bytes stored under hash.
func (s *Store) Raw(ctx context.Context, hash string) ([]byte, error) {
	if err := checkHash(hash); err != nil {
		return nil, err
	}
	f, err := s.raw.file(ctx, hash)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return nil, fmt.Errorf("raw %s: %w", hash, store.ErrNotFound)
	}
	var body []byte
	switch {
	case err != nil:
	case f.ID.Type == bson.TypeString:
		body, err = s.raw.keyedChunks(ctx, hash, f)
	default: // stored by an earlier version, under an ObjectID
		body, err = s.raw.streamed(ctx, f)
	}
	if err != nil {
		return nil, fmt.Errorf("raw %s: %w", hash, err)
	}
	return body, nil
}

// rawFile is what Raw reads of a GridFS file document.
type rawFile struct {
	ID        bson.RawValue `bson:"_id"`
	Length    int64         `bson:"length"`
	ChunkSize int32         `bson:"chunkSize"`
}

// keyedChunks reads the chunks of the page stored under hash by their
// _ids (see chunkID).
func (r raw) keyedChunks(ctx context.Context, hash string, f rawFile) ([]byte, error) {
	if f.ChunkSize <= 0 {
		return nil, fmt.Errorf("chunk size %d", f.ChunkSize)
	}
	n := int((f.Length + int64(f.ChunkSize) - 1) / int64(f.ChunkSize))
	body := make([]byte, 0, f.Length)
	for i := range n {
		var c struct {
			Data []byte `bson:"data"`
		}
		err := r.chunks.FindOne(ctx, id(chunkID(hash, i)), options.FindOne().SetProjection(bson.D{{Key: "data", Value: 1}})).Decode(&c)
		if err != nil {
			return nil, fmt.Errorf("chunk %d of %d: %w", i, n, err)
		}
		body = append(body, c.Data...)
	}
	if int64(len(body)) != f.Length {
		return nil, fmt.Errorf("%d bytes in its chunks, want %d", len(body), f.Length)
	}
	return body, nil
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

// movingSuffix marks the name of an earlier version's file document
// whose page migrateRaw is moving to the keyed layout: the unique name
// index then takes the keyed file document under the hash.
const movingSuffix = ".moving"

// migrateRaw moves every page an earlier version stored under ObjectIDs
// (the driver's upload stream: file and chunks named by ObjectIDs, the
// chunks found by files_id, a scan on FerretDB for every page read) to
// the keyed layout PutRaw writes. Each page is written keyed before its
// old documents go, the file document last, so a crash at any step
// leaves the page readable and the next Open resumes the move. A file
// not named by a content hash is not Byline's and is left alone.
func (s *Store) migrateRaw(ctx context.Context) error {
	return s.migrateRawBy(ctx, migrateBatch)
}

// migrateRawBy is migrateRaw reading batch old files at a time.
func (s *Store) migrateRawBy(ctx context.Context, batch int64) error {
	// Read by name too while the move runs (see raw.file).
	s.raw.older.Store(true)
	defer s.raw.older.Store(false)
	// In batches by _id, so that a large old store is not held in
	// memory and no cursor stays open for the whole move.
	var after bson.RawValue
	for {
		filter := bson.D{{Key: "$type", Value: "objectId"}}
		if after.Type != 0 {
			filter = append(filter, bson.E{Key: "$gt", Value: after})
		}
		cur, err := s.raw.files.Find(ctx, bson.D{{Key: "_id", Value: filter}},
			options.Find().SetSort(id(1)).SetLimit(batch).
				SetProjection(bson.D{{Key: "filename", Value: 1}, {Key: "length", Value: 1}, {Key: "chunkSize", Value: 1}}))
		if err != nil {
			return err
		}
		var old []struct {
			ID        bson.RawValue `bson:"_id"`
			Length    int64         `bson:"length"`
			ChunkSize int32         `bson:"chunkSize"`
			Filename  string        `bson:"filename"`
		}
		if err := cur.All(ctx, &old); err != nil {
			return err
		}
		if len(old) == 0 {
			return nil
		}
		after = old[len(old)-1].ID
		for _, f := range old {
			hash := strings.TrimSuffix(f.Filename, movingSuffix)
			if checkHash(hash) != nil {
				continue
			}
			err := s.moveRaw(ctx, hash, rawFile{ID: f.ID, Length: f.Length, ChunkSize: f.ChunkSize}, f.Filename != hash)
			if errors.Is(err, mongo.ErrMissingChunk) || errors.Is(err, mongo.ErrWrongSize) {
				// Its chunks are not all there: no read could return it,
				// and it is left as it is, not a reason to refuse the
				// database on every Open.
				continue
			}
			if err != nil {
				return fmt.Errorf("move page %s: %w", hash, err)
			}
		}
	}
}

// migrateBatch is how many old files migrateRaw reads at a time.
const migrateBatch = 500

// moveRaw writes the page of f, an earlier version's file of hash, in
// the keyed layout, unless a keyed copy is there already, then deletes
// f's chunks and f. moving is set when f is renamed already (a move a
// crash cut).
func (s *Store) moveRaw(ctx context.Context, hash string, f rawFile, moving bool) error {
	err := s.raw.files.FindOne(ctx, id(hash), options.FindOne().SetProjection(id(1))).Err()
	switch {
	case errors.Is(err, mongo.ErrNoDocuments):
		body, err := s.raw.streamed(ctx, f)
		if err != nil {
			return err
		}
		if !moving {
			_, err := s.raw.files.UpdateOne(ctx, id(f.ID), bson.D{{Key: "$set", Value: bson.D{{Key: "filename", Value: hash + movingSuffix}}}})
			if err != nil {
				return err
			}
		}
		if err := s.PutRaw(ctx, hash, body); err != nil {
			return err
		}
	case err != nil:
		return err
	}
	if _, err := s.raw.chunks.DeleteMany(ctx, bson.D{{Key: "files_id", Value: f.ID}}); err != nil {
		return err
	}
	_, err = s.raw.files.DeleteOne(ctx, id(f.ID))
	return err
}
