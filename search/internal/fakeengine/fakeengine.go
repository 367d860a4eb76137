// Package fakeengine is the search semantics the Meilisearch and
// Elasticsearch test fakes share: documents in memory, keyword matching
// with accent folding, English stop words, IDF weights and a crude stem
// (a word matches another that extends it by up to two letters), cosine
// ranking over stored vectors, sorting, facet counts and highlighting.
// It stands in for the engines in tests that check what the backends
// send and how they read the answers; it is no model of either engine's
// ranking.
package fakeengine

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/internal/stored"
)

// Entry is one stored document: Source is what the engine returns,
// Fields what it searches (a superset), Vector its embedding.
type Entry struct {
	ID     string
	Source map[string]any
	Fields map[string]any
	Vector []float32
}

// Engine holds documents in memory. It is safe for concurrent use.
type Engine struct {
	mu   sync.Mutex
	docs map[string]Entry
}

// New returns an empty engine.
func New() *Engine { return &Engine{docs: map[string]Entry{}} }

// Put adds or replaces a document.
func (e *Engine) Put(en Entry) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.docs[en.ID] = en
}

// Delete removes a document and reports whether it was there.
func (e *Engine) Delete(id string) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, ok := e.docs[id]
	delete(e.docs, id)
	return ok
}

// Get returns a document by id.
func (e *Engine) Get(id string) (Entry, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.docs[id]
	return en, ok
}

// Len is the number of documents.
func (e *Engine) Len() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.docs)
}

// All returns the documents keep admits (nil keeps all), by id.
func (e *Engine) All(keep func(Entry) bool) []Scored {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []Scored
	for _, en := range e.docs {
		if keep == nil || keep(en) {
			out = append(out, Scored{Entry: en})
		}
	}
	slices.SortFunc(out, func(a, b Scored) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Scored is a document with its score.
type Scored struct {
	Entry
	Score float64
}

// Field is a searched field path ("title", "stem.*") and its boost.
type Field struct {
	Path  string
	Boost float64
}

// Scorer scores documents against a text over fields.
type Scorer struct {
	terms  []string
	idf    []float64
	fields []Field
}

// Scorer prepares text for scoring: IDF weights over the whole engine.
func (e *Engine) Scorer(text string, fields []Field) Scorer {
	s := Scorer{terms: Tokens(text), fields: fields}
	all := e.All(nil)
	for _, t := range s.terms {
		df := 0
		for _, en := range all {
			if s.termScore(t, en.Entry) > 0 {
				df++
			}
		}
		n := float64(len(all))
		s.idf = append(s.idf, math.Log(1+(n-float64(df)+0.5)/(float64(df)+0.5)))
	}
	return s
}

func (s Scorer) termScore(t string, en Entry) float64 {
	score := 0.0
	for _, f := range s.fields {
		best := 0.0
		for _, v := range Strings(en.Fields, f.Path) {
			for _, w := range Tokens(v) {
				best = max(best, Match(t, w))
			}
		}
		score += f.Boost * best
	}
	return score
}

// Score is en's score: the sum over query terms of IDF times the boosted
// best matches in each field; 0 for no match.
func (s Scorer) Score(en Entry) float64 {
	total := 0.0
	for i, t := range s.terms {
		total += s.idf[i] * s.termScore(t, en)
	}
	return total
}

// Keyword returns the documents keep admits that match text in fields,
// best first, ties by id.
func (e *Engine) Keyword(text string, fields []Field, keep func(Entry) bool) []Scored {
	sc := e.Scorer(text, fields)
	var out []Scored
	for _, s := range e.All(keep) {
		if s.Score = sc.Score(s.Entry); s.Score > 0 {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b Scored) int { return cmp.Compare(b.Score, a.Score) })
	return out
}

// Semantic returns the documents keep admits that have a vector, by
// cosine similarity to vec, best first.
func (e *Engine) Semantic(vec []float32, keep func(Entry) bool) []Scored {
	q := search.Unit(vec)
	var out []Scored
	for _, s := range e.All(keep) {
		if len(s.Vector) == len(q) {
			s.Score = float64(search.Dot(q, search.Unit(s.Vector)))
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b Scored) int { return cmp.Compare(b.Score, a.Score) })
	return out
}

// SortByNumber orders hits by a numeric field, missing values last,
// keeping the order of equal ones.
func SortByNumber(hits []Scored, path string, desc bool) {
	slices.SortStableFunc(hits, func(a, b Scored) int {
		x, okx := Number(a.Fields, path)
		y, oky := Number(b.Fields, path)
		switch {
		case !okx && !oky:
			return 0
		case !okx:
			return 1
		case !oky:
			return -1
		case desc:
			return cmp.Compare(y, x)
		}
		return cmp.Compare(x, y)
	})
}

// Counts counts the string values of fields over hits.
func Counts(hits []Scored, fields []string) map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, f := range fields {
		out[f] = map[string]int{}
		for _, h := range hits {
			for _, v := range Strings(h.Fields, f) {
				out[f][v]++
			}
		}
	}
	return out
}

// Values returns the values at a dotted path; a last segment "*" takes
// every key of the object before it; arrays are flattened.
func Values(m map[string]any, path string) []any {
	head, rest, nested := strings.Cut(path, ".")
	if head == "*" {
		var out []any
		for _, v := range m {
			out = append(out, flatten(v, rest, nested)...)
		}
		return out
	}
	v, ok := m[head]
	if !ok {
		return nil
	}
	return flatten(v, rest, nested)
}

func flatten(v any, rest string, nested bool) []any {
	if nested {
		if sub, ok := v.(map[string]any); ok {
			return Values(sub, rest)
		}
		return nil
	}
	if arr, ok := v.([]any); ok {
		return arr
	}
	if v == nil {
		return nil
	}
	return []any{v}
}

// Strings returns the string values at path.
func Strings(m map[string]any, path string) []string {
	var out []string
	for _, v := range Values(m, path) {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// Number returns the first numeric value at path.
func Number(m map[string]any, path string) (float64, bool) {
	for _, v := range Values(m, path) {
		if f, ok := v.(float64); ok {
			return f, true
		}
	}
	return 0, false
}

var stop = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range stored.StopWords {
		m[w] = true
	}
	return m
}()

// Fold lowercases s and strips its accents.
func Fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'đ':
			b.WriteRune('d')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Tokens are the folded words of s but stop words.
func Tokens(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(Fold(s), notWord) {
		if !stop[w] {
			out = append(out, w)
		}
	}
	return out
}

func notWord(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// Match scores a query word against a document word: 1 when equal, 0.8
// when one extends the other by at most two letters (festival,
// festivals; Biene, Bienen), else 0.
func Match(q, w string) float64 {
	switch {
	case q == w:
		return 1
	case len(q) >= 4 && len(w) >= 4 && abs(len(q)-len(w)) <= 2 && (strings.HasPrefix(w, q) || strings.HasPrefix(q, w)):
		return 0.8
	}
	return 0
}

func abs(n int) int { return max(n, -n) }

// Highlight wraps the words of s that match a word of text in pre and
// post, passing the rest through esc; ok reports whether any did.
func Highlight(s, text, pre, post string, esc func(string) string) (out string, ok bool) {
	terms := Tokens(text)
	var b strings.Builder
	last := 0
	i := 0
	rs := []rune(s)
	pos := 0 // byte offset of rs[i]
	for i < len(rs) {
		if notWord(rs[i]) {
			pos += len(string(rs[i]))
			i++
			continue
		}
		start := pos
		for i < len(rs) && !notWord(rs[i]) {
			pos += len(string(rs[i]))
			i++
		}
		word := s[start:pos]
		f := Fold(word)
		if stop[f] || !slices.ContainsFunc(terms, func(t string) bool { return Match(t, f) > 0 }) {
			continue
		}
		b.WriteString(esc(s[last:start]))
		b.WriteString(pre + esc(word) + post)
		last = pos
		ok = true
	}
	b.WriteString(esc(s[last:]))
	return b.String(), ok
}
