package search

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestDotMatchesGo checks the vector dot product against plain Go at
// every length around its 32-, 8- and 1-wide steps, on slices that start
// at odd offsets (unaligned loads).
func TestDotMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]float32, 300)
	for i := range buf {
		buf[i] = r.Float32()*2 - 1
	}
	for n := 0; n <= 140; n++ {
		for _, off := range []int{0, 1, 3} {
			a, b := buf[off:off+n], buf[150+off:150+off+n]
			got, want := Dot(a, b), dotGo(a, b)
			if d := math.Abs(float64(got - want)); d > 1e-5*float64(n+1) {
				t.Fatalf("n=%d off=%d: Dot = %v, plain Go %v", n, off, got, want)
			}
		}
	}
	if got := Dot(buf[:40], buf[:20]); math.Abs(float64(got-dotGo(buf[:20], buf[:20]))) > 1e-4 {
		t.Fatalf("unequal lengths: Dot = %v, want the product over the shorter", got)
	}
	if !hasSIMD {
		t.Log("no AVX2+FMA here: Dot ran plain Go only")
	}
}

// BenchmarkDot compares Dot with plain Go on 100-d vectors, the built-in
// embedder's size, over a table as big as a 100k-document scan reads.
func BenchmarkDot(b *testing.B) {
	const dims, rows = 100, 100_000
	r := rand.New(rand.NewPCG(3, 4))
	table := make([]float32, dims*rows)
	for i := range table {
		table[i] = r.Float32()
	}
	q := table[:dims]
	for _, impl := range []struct {
		name string
		dot  func(a, b []float32) float32
	}{{"go", dotGo}, {"dot", Dot}} {
		b.Run(impl.name, func(b *testing.B) {
			var sink float32
			for b.Loop() {
				for i := 0; i < rows; i++ {
					sink += impl.dot(q, table[i*dims:(i+1)*dims])
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rows), "ns/vector")
			_ = sink
		})
	}
}
