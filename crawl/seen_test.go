package crawl

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"testing"
)

func seenURL(i int) string {
	return "https://site-" + strconv.Itoa(i%5000) + ".example/news/" + strconv.Itoa(i)
}

func unseenURL(i int) string {
	return "https://other-" + strconv.Itoa(i%5000) + ".example/story/" + strconv.Itoa(i)
}

// measureFP adds n URLs to a filter sized for n at rate fp and returns
// the share of probes other URLs that it calls seen.
func measureFP(t testing.TB, n, probes int, fp float64) (*SeenFilter, float64) {
	s, err := NewSeenFilter(uint(n), fp)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		s.Add(seenURL(i))
	}
	for i := range n {
		if !s.MaybeSeen(seenURL(i)) {
			t.Fatalf("%s added but not seen: a Bloom filter has no false negatives", seenURL(i))
		}
	}
	falsePos := 0
	for i := range probes {
		if s.MaybeSeen(unseenURL(i)) {
			falsePos++
		}
	}
	return s, float64(falsePos) / float64(probes)
}

func TestSeenFilter(t *testing.T) {
	tests := []struct {
		n  int
		fp float64
	}{
		{100_000, 0.01},
		{50_000, 0.001},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d at %g", tc.n, tc.fp), func(t *testing.T) {
			s, got := measureFP(t, tc.n, 200_000, tc.fp)
			// The inputs are fixed and the hashes deterministic, so this
			// does not flake; twice the configured rate leaves room for
			// the estimate's rounding.
			if got > 2*tc.fp {
				t.Errorf("measured false-positive rate %.4f%%, configured %.4f%%", 100*got, 100*tc.fp)
			}
			if s.Len() < uint(tc.n)*99/100 {
				t.Errorf("Len = %d after %d distinct URLs", s.Len(), tc.n)
			}
		})
	}
	for _, bad := range []struct {
		n  uint
		fp float64
	}{{0, 0.01}, {10, 0}, {10, 1}} {
		if _, err := NewSeenFilter(bad.n, bad.fp); err == nil {
			t.Errorf("NewSeenFilter(%d, %g) accepted", bad.n, bad.fp)
		}
	}
}

func TestSeenFilterWarm(t *testing.T) {
	s, _ := NewSeenFilter(1000, 0.01)
	urls := []string{"https://a.example/1", "https://a.example/2"}
	err := s.Warm(context.Background(), func(_ context.Context, fn func(string) error) error {
		for _, u := range urls {
			if err := fn(u); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil || !s.MaybeSeen(urls[0]) || !s.MaybeSeen(urls[1]) || s.MaybeSeen("https://a.example/3") {
		t.Errorf("warm: err %v, seen %v %v", err, s.MaybeSeen(urls[0]), s.MaybeSeen(urls[1]))
	}
	boom := errors.New("store down")
	if err := s.Warm(context.Background(), func(context.Context, func(string) error) error { return boom }); !errors.Is(err, boom) {
		t.Errorf("warm error = %v, want it wrapped", err)
	}
}

// BenchmarkSeenFilter10M sizes a filter for 10 million URLs at 1%, adds
// 10 million, probes 1 million others, and reports the memory of its bit
// array and the measured false-positive rate:
//
//	go test -run '^$' -bench SeenFilter10M -benchtime 1x ./crawl/
func BenchmarkSeenFilter10M(b *testing.B) {
	const n, probes, fp = 10_000_000, 1_000_000, 0.01
	for range b.N {
		s, got := measureFP(b, n, probes, fp)
		m, k := s.Params()
		b.ReportMetric(float64(s.Bytes())/(1<<20), "MiB")
		b.ReportMetric(100*got, "fp%")
		b.ReportMetric(float64(m)/n, "bits/url")
		b.ReportMetric(float64(k), "hashes")
	}
}
