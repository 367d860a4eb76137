package pipeline

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/bylinehq/byline/crawl"
)

// Metrics are the crawl's Prometheus metrics. A nil *Metrics records
// nothing, so the pipeline needs no checks.
type Metrics struct {
	requests     *prometheus.CounterVec
	bytes        prometheus.Counter
	latency      prometheus.Histogram
	links        *prometheus.CounterVec
	robots       prometheus.Counter
	bloomFP      prometheus.Counter
	total, dups  atomic.Int64
	fetches, tos atomic.Int64

	mu       sync.Mutex
	frontier *crawl.Frontier // of the running crawl, or nil
}

// NewMetrics registers the crawl metrics with reg.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "byline_crawl_requests_total",
			Help: "Fetches of pages, feeds and sitemaps (not robots.txt) by HTTP status code, or by failure (timeout, network, private_address, redirect_loop, content_type, …).",
		}, []string{"status"}),
		bytes: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "byline_crawl_response_bytes_total", Help: "Response body bytes received (decompressed, after the size cap).",
		}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "byline_crawl_fetch_duration_seconds", Help: "Duration of one fetch, body included.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}),
		links: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "byline_crawl_links_total", Help: "Links found in pages, feeds and sitemaps: new to the run or duplicate.",
		}, []string{"result"}),
		robots: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "byline_crawl_robots_refusals_total", Help: "URLs not fetched because robots.txt disallows them.",
		}),
		bloomFP: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "byline_crawl_seen_false_positives_total", Help: "URLs the Bloom filter called seen that the store did not know.",
		}),
	}
	ratio := func(num, den *atomic.Int64) func() float64 {
		return func() float64 {
			if d := den.Load(); d > 0 {
				return 100 * float64(num.Load()) / float64(d)
			}
			return 0
		}
	}
	cs := []prometheus.Collector{m.requests, m.bytes, m.latency, m.links, m.robots, m.bloomFP,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "byline_crawl_duplicate_links_percent", Help: "Share of found links that were duplicates, since start.",
		}, ratio(&m.dups, &m.total)),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "byline_crawl_timeouts_percent", Help: "Share of fetches that timed out, since start.",
		}, ratio(&m.tos, &m.fetches)),
		frontierCollector{m},
	}
	for _, c := range cs {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m *Metrics) fetched(status string, bytes int, d time.Duration) {
	if m == nil {
		return
	}
	m.requests.WithLabelValues(status).Inc()
	m.bytes.Add(float64(bytes))
	m.latency.Observe(d.Seconds())
	m.fetches.Add(1)
	if status == "timeout" {
		m.tos.Add(1)
	}
}

func (m *Metrics) link(dup bool) {
	if m == nil {
		return
	}
	m.total.Add(1)
	if dup {
		m.dups.Add(1)
		m.links.WithLabelValues("duplicate").Inc()
	} else {
		m.links.WithLabelValues("new").Inc()
	}
}

func (m *Metrics) robotsRefusal() {
	if m != nil {
		m.robots.Inc()
	}
}

func (m *Metrics) bloomFalsePositive() {
	if m != nil {
		m.bloomFP.Inc()
	}
}

// watch points the frontier-size gauge at the running crawl's frontier.
func (m *Metrics) watch(f *crawl.Frontier) {
	if m == nil {
		return
	}
	m.mu.Lock()
	m.frontier = f
	m.mu.Unlock()
}

// frontierCollector reports the waiting URLs per host at scrape time.
type frontierCollector struct{ m *Metrics }

var frontierDesc = prometheus.NewDesc("byline_crawl_frontier_size", "URLs waiting in the frontier, per host.", []string{"host"}, nil)

func (c frontierCollector) Describe(ch chan<- *prometheus.Desc) { ch <- frontierDesc }

func (c frontierCollector) Collect(ch chan<- prometheus.Metric) {
	c.m.mu.Lock()
	f := c.m.frontier
	c.m.mu.Unlock()
	if f == nil {
		return
	}
	for host, n := range f.HostSizes() {
		ch <- prometheus.MustNewConstMetric(frontierDesc, prometheus.GaugeValue, float64(n), host)
	}
}
