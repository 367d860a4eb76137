package builtin

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// DefaultA is SIF's smoothing parameter a in a/(a+p(w)); 1e-3 is the
// value the SIF paper recommends for vocabularies of this size.
const DefaultA = 1e-3

// gloveVocab is the size of GloVe 6B's vocabulary, over which Zipf
// probabilities are normalized.
const gloveVocab = 400_000

// Zipf estimates the probability of the word of frequency rank r (0 is
// the most frequent) by Zipf's law, p ∝ 1/(r+1), normalized over GloVe
// 6B's vocabulary. GloVe ships ranks, not counts; this is what SIF's
// weights need.
func Zipf(r int) float64 {
	const h = 13.476 // ln(400000) + Euler–Mascheroni ≈ H(400000)
	return 1 / (float64(r+1) * h)
}

const magic = "BYLGLOVE"

// Table is the converted word-vector table: words in frequency order,
// int8 components with one scale per word, and SIF's common component.
type Table struct {
	Dims    int
	A       float64
	Words   []string
	Common  []float32
	Scales  []float32
	Vectors []int8 // len(Words)*Dims
}

// Write writes the table in the little-endian format ReadTable reads:
// magic, dims, count, a, common component, words (length-prefixed),
// scales, vectors.
func (t *Table) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(magic)
	for _, v := range []any{uint32(t.Dims), uint32(len(t.Words)), t.A, t.Common} {
		if err := binary.Write(bw, binary.LittleEndian, v); err != nil {
			return err
		}
	}
	for _, word := range t.Words {
		bw.WriteByte(byte(len(word)))
		bw.WriteString(word)
	}
	if err := binary.Write(bw, binary.LittleEndian, t.Scales); err != nil {
		return err
	}
	if err := binary.Write(bw, binary.LittleEndian, t.Vectors); err != nil {
		return err
	}
	return bw.Flush()
}

// ReadTable parses a table written by Write.
func ReadTable(b []byte) (*Table, error) {
	if len(b) < len(magic)+16 || string(b[:len(magic)]) != magic {
		return nil, errors.New("not a Byline GloVe table")
	}
	p := b[len(magic):]
	u32 := func() int {
		v := binary.LittleEndian.Uint32(p)
		p = p[4:]
		return int(v)
	}
	t := &Table{Dims: u32()}
	n := u32()
	t.A = math.Float64frombits(binary.LittleEndian.Uint64(p))
	p = p[8:]
	f32s := func(k int) ([]float32, error) {
		if len(p) < 4*k {
			return nil, errors.New("table is truncated")
		}
		out := make([]float32, k)
		for i := range out {
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:]))
		}
		p = p[4*k:]
		return out, nil
	}
	var err error
	if t.Common, err = f32s(t.Dims); err != nil {
		return nil, err
	}
	t.Words = make([]string, n)
	for i := range t.Words {
		if len(p) < 1 || len(p) < 1+int(p[0]) {
			return nil, fmt.Errorf("table is truncated at word %d", i)
		}
		l := int(p[0])
		t.Words[i] = string(p[1 : 1+l])
		p = p[1+l:]
	}
	if t.Scales, err = f32s(n); err != nil {
		return nil, err
	}
	if len(p) != n*t.Dims {
		return nil, fmt.Errorf("table has %d vector bytes, want %d", len(p), n*t.Dims)
	}
	t.Vectors = make([]int8, len(p))
	for i, c := range p {
		t.Vectors[i] = int8(c)
	}
	return t, nil
}
