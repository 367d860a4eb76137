package bleve

import (
	"cmp"
	"container/heap"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/coder/hnsw"
	"go.etcd.io/bbolt"

	"github.com/bylinehq/byline/search"
)

// docMeta is what the vector side keeps of each indexed document: its
// content hash (for idempotent upserts) and the filter fields, so that
// semantic search filters without asking Bleve.
type docMeta struct {
	Hash      string   `json:"h"`
	Site      string   `json:"s,omitempty"`
	Lang      string   `json:"l,omitempty"`
	Section   string   `json:"c,omitempty"`
	Authors   []string `json:"a,omitempty"`
	Published int64    `json:"p,omitempty"` // Unix nanoseconds; 0 when unknown
	Embedder  string   `json:"e,omitempty"`
}

func (m docMeta) published() time.Time {
	if m.Published == 0 {
		return time.Time{}
	}
	return time.Unix(0, m.Published).UTC()
}

func metaOf(d search.Doc) docMeta {
	m := docMeta{Hash: d.ContentHash, Site: d.Site, Lang: d.Lang, Section: d.Section, Authors: d.Authors, Embedder: d.EmbedderID}
	if !d.Published.IsZero() {
		m.Published = d.Published.UnixNano()
	}
	return m
}

var bucket = []byte("docs")

// vectors holds every document's metadata and embedding in memory, in a
// dense table for exact cosine scans and, past a size threshold, in an
// HNSW graph. It persists to a bbolt file next to the Bleve index (nil db
// for memory-only indexes). Callers serialize writes against reads.
type vectors struct {
	db        *bbolt.DB
	embedder  string // id of the current embedder; "" for none
	threshold int

	pos   map[string]int
	ids   []string
	metas []docMeta
	// data holds the vector of the doc at position i at
	// data[i*dims:(i+1)*dims], one block of memory that an exact scan
	// streams through: 3-4x faster than following a pointer per vector
	// (BenchmarkExactScan). has[i] is false when the doc has no vector from
	// the current embedder, and its slot is zeros.
	data  []float32
	dims  int // length of the current embedder's vectors; 0 until one is set
	has   []bool
	live  int // docs with a current vector
	langs map[string]int

	// The graph never deletes: coder/hnsw's Delete can leave neighbour
	// links to removed nodes behind and crash a later search. Each vector
	// added gets a fresh key; a replaced or removed doc's old key is
	// dropped from keyPos and its node becomes a tombstone that searches
	// skip; the graph is rebuilt once tombstones outnumber live nodes.
	graph      *hnsw.Graph[uint64]
	keyPos     map[uint64]string // live graph key -> doc id
	docKey     map[string]uint64 // doc id -> its live graph key
	nextKey    uint64
	tombstones int
}

func newVectors(db *bbolt.DB, embedder string, threshold int) (*vectors, error) {
	v := &vectors{db: db, embedder: embedder, threshold: threshold, pos: map[string]int{}, langs: map[string]int{}}
	if db == nil {
		return v, nil
	}
	err := db.Update(func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucket)
		if err != nil {
			return err
		}
		return b.ForEach(func(k, val []byte) error {
			m, vec, err := decodeRecord(val)
			if err != nil {
				return fmt.Errorf("record %s: %w", k, err)
			}
			v.set(string(k), m, vec)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("load vectors: %w", err)
	}
	v.maybeBuildGraph()
	return v, nil
}

func encodeRecord(m docMeta, vec []float32) ([]byte, error) {
	mj, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 4+len(mj)+4*len(vec))
	binary.LittleEndian.PutUint32(out, uint32(len(mj)))
	copy(out[4:], mj)
	p := out[4+len(mj):]
	for i, x := range vec {
		binary.LittleEndian.PutUint32(p[4*i:], math.Float32bits(x))
	}
	return out, nil
}

func decodeRecord(b []byte) (docMeta, []float32, error) {
	var m docMeta
	if len(b) < 4 {
		return m, nil, fmt.Errorf("short record")
	}
	n := int(binary.LittleEndian.Uint32(b))
	if len(b) < 4+n || (len(b)-4-n)%4 != 0 {
		return m, nil, fmt.Errorf("bad record length")
	}
	if err := json.Unmarshal(b[4:4+n], &m); err != nil {
		return m, nil, err
	}
	p := b[4+n:]
	vec := make([]float32, len(p)/4)
	for i := range vec {
		vec[i] = math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:]))
	}
	return m, vec, nil
}

// unchanged reports whether d is indexed with the same content and a
// vector from the current embedder, so upserting it again can be skipped.
func (v *vectors) unchanged(d search.Doc) bool {
	i, ok := v.pos[d.ID]
	if !ok || d.ContentHash == "" || v.metas[i].Hash != d.ContentHash {
		return false
	}
	return v.embedder == "" || v.metas[i].Embedder == v.embedder
}

// persist writes docs' records and removes ids in one bbolt transaction.
func (v *vectors) persist(docs []search.Doc, del []string) error {
	if v.db == nil {
		return nil
	}
	return v.db.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucket)
		for _, d := range docs {
			rec, err := encodeRecord(metaOf(d), d.Vector)
			if err != nil {
				return err
			}
			if err := b.Put([]byte(d.ID), rec); err != nil {
				return err
			}
		}
		for _, id := range del {
			if err := b.Delete([]byte(id)); err != nil {
				return err
			}
		}
		return nil
	})
}

// vec returns the vector of the doc at position i, or nil when it has
// none from the current embedder. The slice aliases the table: it is
// valid until the next write.
func (v *vectors) vec(i int) []float32 {
	if !v.has[i] {
		return nil
	}
	return v.data[i*v.dims : (i+1)*v.dims]
}

// set adds or replaces one document in memory.
func (v *vectors) set(id string, m docMeta, vec []float32) {
	if m.Embedder != v.embedder || v.embedder == "" || len(vec) == 0 {
		vec = nil
	}
	if vec != nil && v.dims == 0 {
		v.dims = len(vec)
		v.data = make([]float32, len(v.ids)*v.dims)
	}
	if len(vec) != v.dims {
		// One embedder id makes vectors of one length; another length is
		// a vector to redo, like one from another embedder.
		vec = nil
	}
	i, ok := v.pos[id]
	if !ok {
		i = len(v.ids)
		v.pos[id] = i
		v.ids = append(v.ids, id)
		v.metas = append(v.metas, m)
		v.has = append(v.has, false)
		v.data = append(v.data, make([]float32, v.dims)...)
	}
	if v.has[i] {
		v.live--
		v.bury(id)
	}
	if ok {
		v.langs[v.metas[i].Lang]--
	}
	v.langs[m.Lang]++
	v.metas[i], v.has[i] = m, vec != nil
	slot := v.data[i*v.dims : (i+1)*v.dims]
	if vec == nil {
		clear(slot)
	} else {
		copy(slot, vec)
		v.live++
		if v.graph != nil {
			v.addNode(id, vec)
		}
	}
	if v.graph != nil && v.tombstones > v.live {
		v.graph = nil
		v.maybeBuildGraph()
	}
}

// addNode adds id's vector to the graph under a fresh key. The graph
// keeps vec, so it must not alias the table, whose slots move.
func (v *vectors) addNode(id string, vec []float32) {
	v.nextKey++
	v.keyPos[v.nextKey] = id
	v.docKey[id] = v.nextKey
	v.graph.Add(hnsw.MakeNode(v.nextKey, vec))
}

// bury turns id's graph node, if any, into a tombstone.
func (v *vectors) bury(id string) {
	if k, ok := v.docKey[id]; ok {
		delete(v.docKey, id)
		delete(v.keyPos, k)
		v.tombstones++
	}
}

// remove deletes one document from memory.
func (v *vectors) remove(id string) {
	i, ok := v.pos[id]
	if !ok {
		return
	}
	if v.has[i] {
		v.live--
		v.bury(id)
	}
	v.langs[v.metas[i].Lang]--
	last := len(v.ids) - 1
	v.ids[i], v.metas[i], v.has[i] = v.ids[last], v.metas[last], v.has[last]
	copy(v.data[i*v.dims:(i+1)*v.dims], v.data[last*v.dims:])
	v.pos[v.ids[i]] = i
	v.ids, v.metas, v.has, v.data = v.ids[:last], v.metas[:last], v.has[:last], v.data[:last*v.dims]
	delete(v.pos, id)
}

// stale counts documents that lack a vector from the current embedder.
func (v *vectors) stale() int {
	if v.embedder == "" {
		return 0
	}
	return len(v.ids) - v.live
}

// efSearch is the HNSW candidate list size; searches wanting more hits
// than this scan exactly.
const efSearch = 200

func unitDistance(a, b []float32) float32 { return 1 - search.Dot(a, b) }

// maybeBuildGraph builds the HNSW graph once the table has threshold
// vectors; below it an exact scan is as fast and always right.
func (v *vectors) maybeBuildGraph() {
	if v.graph != nil || v.threshold <= 0 || v.live < v.threshold {
		return
	}
	g := hnsw.NewGraph[uint64]()
	g.Distance = unitDistance
	g.EfSearch = efSearch
	v.graph, v.keyPos, v.docKey, v.tombstones = g, map[uint64]string{}, map[string]uint64{}, 0
	for i, ok := range v.has {
		if ok {
			v.addNode(v.ids[i], slices.Clone(v.vec(i)))
		}
	}
}

type scored struct {
	i     int
	score float32
}

// topK is a min-heap of the best k scores seen.
type topK []scored

func (h topK) Len() int           { return len(h) }
func (h topK) Less(a, b int) bool { return h[a].score < h[b].score }
func (h topK) Swap(a, b int)      { h[a], h[b] = h[b], h[a] }
func (h *topK) Push(x any)        { *h = append(*h, x.(scored)) }
func (h *topK) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// semantic returns the k documents most similar to qv that pass q's
// filters, best first, and how many documents pass them in all.
func (v *vectors) semantic(q search.Query, qv []float32, k int) ([]scored, int) {
	if qv == nil {
		return nil, 0
	}
	filtered := q.Site != "" || q.Lang != "" || q.Section != "" || q.Author != "" || !q.From.IsZero() || !q.To.IsZero()
	pass := func(i int) bool {
		m := v.metas[i]
		return v.has[i] && (!filtered || q.Match(m.Site, m.Lang, m.Section, m.Authors, m.published()))
	}
	total := v.live
	if filtered {
		total = 0
		for i := range v.ids {
			if pass(i) {
				total++
			}
		}
	}
	if v.graph != nil && k <= efSearch && total*4 >= v.live {
		// Approximate: ask the graph for more than k, since filters drop
		// some; fall back to the exact scan when too few survive.
		want := min(efSearch, k*max(1, (v.live+v.tombstones)/max(total, 1))*2)
		var out []scored
		for _, n := range v.graph.Search(qv, max(want, k)) {
			id, live := v.keyPos[n.Key]
			if !live {
				continue
			}
			i, ok := v.pos[id]
			if ok && pass(i) {
				out = append(out, scored{i, search.Dot(qv, v.vec(i))})
			}
		}
		if len(out) >= min(k, total) {
			slices.SortFunc(out, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
			return out[:min(k, len(out))], total
		}
	}
	h := make(topK, 0, k+1)
	d := v.dims
	for i, ok := range v.has {
		if !ok || filtered && !pass(i) {
			continue
		}
		s := search.Dot(qv, v.data[i*d:(i+1)*d])
		if len(h) < k {
			heap.Push(&h, scored{i, s})
		} else if s > h[0].score {
			h[0] = scored{i, s}
			heap.Fix(&h, 0)
		}
	}
	out := make([]scored, len(h))
	for j := len(h) - 1; j >= 0; j-- {
		out[j] = heap.Pop(&h).(scored)
	}
	return out, total
}

// facets counts facet values over the documents at the given positions.
func (v *vectors) facets(q search.Query, at []int) map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, f := range q.Facets {
		out[f] = map[string]int{}
	}
	for _, i := range at {
		m := v.metas[i]
		for f, c := range out {
			switch f {
			case "site":
				c[m.Site]++
			case "lang":
				c[m.Lang]++
			case "section":
				c[m.Section]++
			}
		}
	}
	return out
}

// langs lists the languages of indexed documents, for the stemmed fields
// a query without a language filter searches.
func (v *vectors) languages() []string {
	var out []string
	for l, n := range v.langs {
		if l != "" && n > 0 {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return out
}
