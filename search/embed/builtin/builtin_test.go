package builtin

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
)

func cos(a, b []float32) float64 {
	var d float64
	for i := range a {
		d += float64(a[i]) * float64(b[i])
	}
	return d
}

func TestSimilarTextsAreCloser(t *testing.T) {
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ a, near, far string }{
		{"The cat rested on the carpet.", "The kitten slept on the rug.", "The desk was in the study room."},
		{"city orders forty electric buses", "municipal transit buys battery vehicles", "beekeepers save old honey bee breeds"},
		{"flood barrier raised as river swells", "rising water threatens town, defenses up", "central bank holds interest rates"},
		{"Ha Noi", "Hà Nội", "Berlin"},
	}
	for _, tc := range tests {
		t.Run(tc.a, func(t *testing.T) {
			a, n, f := e.Embed(tc.a), e.Embed(tc.near), e.Embed(tc.far)
			if cn, cf := cos(a, n), cos(a, f); cn <= cf {
				t.Fatalf("cos(near) = %.3f <= cos(far) = %.3f", cn, cf)
			}
		})
	}
}

func TestVectorsAreUnitOrZero(t *testing.T) {
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	vs, err := e.EmbedDocuments(context.Background(), []string{"Markets rallied on Tuesday", "", "qqqzzzxx", "Giá sầu riêng tăng"})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range vs {
		if len(v) != e.Dims() {
			t.Fatalf("%d: len %d", i, len(v))
		}
		var n float64
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		if n != 0 && math.Abs(n-1) > 1e-4 {
			t.Errorf("%d: |v|² = %f, want 1 or 0", i, n)
		}
	}
	if e.ID() == "" {
		t.Error("empty ID")
	}
}

// TestEmbedDocumentsInOrder checks that a batch spread over the cores
// comes back in its own order, each vector as Embed makes it, and that a
// cancelled context stops it.
func TestEmbedDocumentsInOrder(t *testing.T) {
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"markets", "rallied", "storm", "election", "vaccine", "football", "river", "bank"}
	var texts []string
	for i := range 5*embedChunk + 3 {
		texts = append(texts, words[i%len(words)]+" "+words[(i/len(words))%len(words)]+" "+words[(i*7)%len(words)])
	}
	vs, err := e.EmbedDocuments(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != len(texts) {
		t.Fatalf("%d vectors for %d texts", len(vs), len(texts))
	}
	for i, text := range texts {
		if !slices.Equal(vs[i], e.Embed(text)) {
			t.Fatalf("vector %d is not the one of %q", i, text)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.EmbedDocuments(ctx, texts); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: err = %v, want context.Canceled", err)
	}
}

func TestTableRoundTrip(t *testing.T) {
	tab, err := ReadTable(tableBytes)
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.Words) != 100_000 || tab.Dims != 100 || tab.Words[0] != "the" {
		t.Fatalf("table: %d words × %d, first %q", len(tab.Words), tab.Dims, tab.Words[0])
	}
	if _, err := ReadTable(tableBytes[:len(tableBytes)-1]); err == nil {
		t.Fatal("truncated table accepted")
	}
}

func BenchmarkEmbedSentence(b *testing.B) {
	e, err := New()
	if err != nil {
		b.Fatal(err)
	}
	s := "The city council approved a plan on Tuesday to build a flood barrier along the river before next winter."
	b.ReportAllocs()
	for b.Loop() {
		e.Embed(s)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "sentences/s")
}
