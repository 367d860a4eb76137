package pipeline

import (
	"testing"
	"time"
)

// TestRetryBackoffDoublesToItsCap checks issue 5's capped exponential
// backoff: a retry waits RetryBase, then twice as long each attempt,
// never more than RetryMax, also where the doubling would overflow.
func TestRetryBackoffDoublesToItsCap(t *testing.T) {
	p := New(nil, nil, nil, nil, Config{RetryBase: time.Second, RetryMax: time.Minute}, nil)
	for _, tc := range []struct {
		attempts int
		want     time.Duration
	}{
		{0, time.Second}, {1, 2 * time.Second}, {2, 4 * time.Second}, {5, 32 * time.Second},
		{6, time.Minute}, {40, time.Minute}, {63, time.Minute}, {64, time.Minute}, {200, time.Minute},
	} {
		if got := p.backoff(tc.attempts); got != tc.want {
			t.Errorf("backoff(%d) = %v, want %v", tc.attempts, got, tc.want)
		}
	}
}
