package search

import (
	"cmp"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Unit returns v scaled to unit length (a copy), so that cosine
// similarity is a dot product; a zero vector stays zero.
func Unit(v []float32) []float32 {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	out := make([]float32, len(v))
	if n == 0 {
		return out
	}
	inv := 1 / math.Sqrt(n)
	for i, x := range v {
		out[i] = float32(float64(x) * inv)
	}
	return out
}

// Dot is the dot product of two vectors of equal length (of the shorter
// one's length when they differ). On CPUs with AVX2 and FMA it runs 8
// products at a time (dot_amd64.s): an exact semantic scan of 100,000
// vectors is its main cost (BenchmarkDot).
func Dot(a, b []float32) float32 {
	n := min(len(a), len(b))
	if n >= simdMinLen && hasSIMD {
		return dotSIMD(a[:n], b[:n])
	}
	return dotGo(a[:n], b[:n])
}

// simdMinLen is the length from which dotSIMD pays for its call.
const simdMinLen = 16

// dotGo is Dot in plain Go, for vectors of equal length.
func dotGo(a, b []float32) float32 {
	var s0, s1, s2, s3 float32
	b = b[:len(a)]
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return s0 + s1 + s2 + s3
}

// Fused is one document of a fused ranking.
type Fused struct {
	ID    string
	Score float64
	// KeywordRank and SemanticRank are 1-based; 0 means absent there.
	KeywordRank, SemanticRank int
}

// FuseRRF merges a keyword and a semantic ranking (ids, best first) by
// weighted reciprocal rank fusion: score = (1-ratio)/(k+rank_kw) +
// ratio/(k+rank_sem). Ties keep the keyword order, then the semantic one.
func FuseRRF(keyword, semantic []string, ratio float64, k int) []Fused {
	byID := make(map[string]*Fused, len(keyword)+len(semantic))
	var order []*Fused
	get := func(id string) *Fused {
		f, ok := byID[id]
		if !ok {
			f = &Fused{ID: id}
			byID[id] = f
			order = append(order, f)
		}
		return f
	}
	for i, id := range keyword {
		f := get(id)
		if f.KeywordRank == 0 {
			f.KeywordRank = i + 1
			f.Score += (1 - ratio) / float64(k+i+1)
		}
	}
	for i, id := range semantic {
		f := get(id)
		if f.SemanticRank == 0 {
			f.SemanticRank = i + 1
			f.Score += ratio / float64(k+i+1)
		}
	}
	out := make([]Fused, len(order))
	for i, f := range order {
		out[i] = *f
	}
	slices.SortStableFunc(out, func(a, b Fused) int { return cmp.Compare(b.Score, a.Score) })
	return out
}

// SortFacets turns counts into facet values, most frequent first, then
// by value; at most n.
func SortFacets(counts map[string]int, n int) []FacetCount {
	out := make([]FacetCount, 0, len(counts))
	for v, c := range counts {
		if v != "" && c > 0 {
			out = append(out, FacetCount{Value: v, Count: c})
		}
	}
	slices.SortFunc(out, func(a, b FacetCount) int {
		if c := cmp.Compare(b.Count, a.Count); c != 0 {
			return c
		}
		return strings.Compare(a.Value, b.Value)
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// FacetSize is how many values of each facet a result lists.
const FacetSize = 20

// fingerprint identifies everything about a query but its page, so a
// cursor cannot silently continue a different query.
func (q Query) fingerprint() uint32 {
	h := fnv.New32a()
	for _, s := range []string{q.Text, string(q.Mode), strconv.FormatFloat(q.SemanticRatio, 'g', -1, 64), q.Site, q.Lang,
		strings.ToLower(q.Section), strings.ToLower(q.Author), q.From.Format(time.RFC3339Nano), q.To.Format(time.RFC3339Nano),
		string(q.Sort), strconv.Itoa(q.Limit)} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return h.Sum32()
}

func encodeCursor(offset int, fp uint32) string {
	var b [12]byte
	binary.BigEndian.PutUint32(b[:4], 1) // version
	binary.BigEndian.PutUint32(b[4:8], uint32(offset))
	binary.BigEndian.PutUint32(b[8:], fp)
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func decodeCursor(s string, fp uint32) (int, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) != 12 || binary.BigEndian.Uint32(b[:4]) != 1 {
		return 0, fmt.Errorf("%w: cursor %q is not one this server issued; pass the next value of a previous response, or drop cursor", ErrBadQuery, s)
	}
	if binary.BigEndian.Uint32(b[8:]) != fp {
		return 0, fmt.Errorf("%w: cursor belongs to a different query; repeat the query (q, mode, filters, sort, limit) it came from, or drop cursor", ErrBadQuery)
	}
	off := int(binary.BigEndian.Uint32(b[4:8]))
	if off > MaxWindow {
		return 0, fmt.Errorf("%w: cursor is past the last page", ErrBadQuery)
	}
	return off, nil
}
