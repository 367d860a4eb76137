package store

import (
	"math"
	"sort"
	"time"
)

// LatencyBounds are the upper bounds, in milliseconds, of the latency
// histogram buckets of HostStats; one more bucket holds everything slower.
// They are fixed so that stats from any run or backend add up.
var LatencyBounds = []float64{5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000}

// HostStats is what Byline has measured of one host over all crawls. The
// frontier ranks hosts by it and `byline sites list` shows it.
type HostStats struct {
	Host string `json:"host"`
	Site string `json:"site"`
	// Requests counts responses and failed fetches alike.
	Requests int            `json:"requests"`
	Status   map[string]int `json:"status,omitempty"` // by code ("200", "304", …)
	Errors   int            `json:"errors"`           // network errors, timeouts, refusals
	Timeouts int            `json:"timeouts"`
	Bytes    int64          `json:"bytes"`
	// Latency counts fetches per LatencyBounds bucket (len+1 buckets).
	Latency []int64 `json:"latency,omitempty"`
	// Changed and Unchanged count fetches of pages seen before that did
	// or did not change: their ratio is the host's change rate.
	Changed   int       `json:"changed"`
	Unchanged int       `json:"unchanged"`
	LastCrawl time.Time `json:"last_crawl,omitzero"`
	// NotBefore is the earliest time the host may be asked again (its
	// Retry-After, or its delay after the last request), and WaitReason
	// why (WaitRetryAfter, WaitDelay, WaitDown). Every run reads it before it
	// requests any URL of the host, seeds included, so that a wait
	// outlives the run that was told it.
	NotBefore  time.Time `json:"not_before,omitzero"`
	WaitReason string    `json:"wait_reason,omitempty"`
}

// Why a host waits (HostStats.WaitReason).
const (
	WaitRetryAfter = "retry_after" // a 429 or 503, with or without Retry-After
	WaitDelay      = "delay"       // the host's delay (site, robots.txt Crawl-delay) after its last request
	// WaitDown: the host's requests failed one after the other (timeouts,
	// network errors), and its URLs are left for a later run.
	WaitDown = "down"
	// WaitRetry is a reason of Summary.Waiting only, never of a host's
	// stats: the host may be asked, but each of its queued URLs waits for
	// its own retry after an error.
	WaitRetry = "retry"
)

// ObserveLatency adds one fetch duration to the histogram.
func (h *HostStats) ObserveLatency(d time.Duration) {
	if len(h.Latency) != len(LatencyBounds)+1 {
		h.Latency = make([]int64, len(LatencyBounds)+1)
	}
	ms := float64(d) / float64(time.Millisecond)
	h.Latency[sort.SearchFloat64s(LatencyBounds, ms)]++
}

// Percentile estimates the q-th latency quantile (0 < q ≤ 1) as the upper
// bound of the bucket it falls in, or 0 without data. The last bucket has
// no bound and reports +Inf.
func (h *HostStats) Percentile(q float64) time.Duration {
	var total int64
	for _, n := range h.Latency {
		total += n
	}
	if total == 0 {
		return 0
	}
	rank := int64(math.Ceil(q * float64(total)))
	var seen int64
	for i, n := range h.Latency {
		seen += n
		if seen >= rank {
			if i == len(LatencyBounds) {
				return time.Duration(math.MaxInt64)
			}
			return time.Duration(LatencyBounds[i] * float64(time.Millisecond))
		}
	}
	return 0
}

// ErrorRate is the share of requests that failed (network errors or 5xx).
func (h *HostStats) ErrorRate() float64 {
	if h.Requests == 0 {
		return 0
	}
	fails := h.Errors
	for code, n := range h.Status {
		if len(code) == 3 && code[0] == '5' {
			fails += n
		}
	}
	return float64(fails) / float64(h.Requests)
}

// ChangeRate is the share of refetches that found a change; 1 for a host
// never refetched, so new hosts are not starved.
func (h *HostStats) ChangeRate() float64 {
	if h.Changed+h.Unchanged == 0 {
		return 1
	}
	return float64(h.Changed) / float64(h.Changed+h.Unchanged)
}

// Add merges o (one run's numbers) into h; of two waits the later one
// holds.
func (h *HostStats) Add(o HostStats) {
	if h.Host == "" {
		h.Host = o.Host
	}
	if o.Site != "" {
		h.Site = o.Site
	}
	h.Requests += o.Requests
	h.Errors += o.Errors
	h.Timeouts += o.Timeouts
	h.Bytes += o.Bytes
	h.Changed += o.Changed
	h.Unchanged += o.Unchanged
	for code, n := range o.Status {
		if h.Status == nil {
			h.Status = map[string]int{}
		}
		h.Status[code] += n
	}
	if len(o.Latency) == len(LatencyBounds)+1 {
		if len(h.Latency) != len(o.Latency) {
			h.Latency = make([]int64, len(o.Latency))
		}
		for i, n := range o.Latency {
			h.Latency[i] += n
		}
	}
	if o.LastCrawl.After(h.LastCrawl) {
		h.LastCrawl = o.LastCrawl
	}
	if o.NotBefore.After(h.NotBefore) {
		h.NotBefore, h.WaitReason = o.NotBefore, o.WaitReason
	}
}
