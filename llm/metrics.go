package llm

import "github.com/prometheus/client_golang/prometheus"

// Collector exports a meter's totals as Prometheus counters:
// byline_llm_calls_total, byline_llm_tokens_total{direction},
// byline_llm_cost_usd_total, byline_llm_truncated_total,
// byline_llm_failed_total and byline_llm_rejected_total{reason}.
func Collector(m *Meter) prometheus.Collector { return collector{m} }

type collector struct{ m *Meter }

var (
	descCalls     = prometheus.NewDesc("byline_llm_calls_total", "LLM calls, retries included.", nil, nil)
	descTokens    = prometheus.NewDesc("byline_llm_tokens_total", "LLM tokens by direction (in: prompt, out: answer).", []string{"direction"}, nil)
	descCost      = prometheus.NewDesc("byline_llm_cost_usd_total", "Estimated LLM cost in USD (BYLINE_LLM_PRICE_IN/OUT).", nil, nil)
	descTruncated = prometheus.NewDesc("byline_llm_truncated_total", "LLM answers cut off at the token limit.", nil, nil)
	descFailed    = prometheus.NewDesc("byline_llm_failed_total", "LLM calls that failed (after retries).", nil, nil)
	descRejected  = prometheus.NewDesc("byline_llm_rejected_total", "LLM answers Byline refused, by reason.", []string{"reason"}, nil)
)

func (collector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descCalls, descTokens, descCost, descTruncated, descFailed, descRejected} {
		ch <- d
	}
}

func (c collector) Collect(ch chan<- prometheus.Metric) {
	u := c.m.Usage()
	ch <- prometheus.MustNewConstMetric(descCalls, prometheus.CounterValue, float64(u.Calls))
	ch <- prometheus.MustNewConstMetric(descTokens, prometheus.CounterValue, float64(u.TokensIn), "in")
	ch <- prometheus.MustNewConstMetric(descTokens, prometheus.CounterValue, float64(u.TokensOut), "out")
	ch <- prometheus.MustNewConstMetric(descCost, prometheus.CounterValue, u.CostUSD)
	ch <- prometheus.MustNewConstMetric(descTruncated, prometheus.CounterValue, float64(u.Truncated))
	ch <- prometheus.MustNewConstMetric(descFailed, prometheus.CounterValue, float64(u.Failed))
	for reason, n := range u.Rejected {
		ch <- prometheus.MustNewConstMetric(descRejected, prometheus.CounterValue, float64(n), reason)
	}
}
