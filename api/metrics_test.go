package api

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
)

func TestMetricsRoute(t *testing.T) {
	tests := []struct {
		name   string
		reg    *prometheus.Registry
		status int
		want   string
	}{
		{"served when set", prometheus.NewRegistry(), 200, "byline_test_total 3"},
		{"absent when not set", nil, 404, "no route"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &Server{}
			if tc.reg != nil {
				c := prometheus.NewCounter(prometheus.CounterOpts{Name: "byline_test_total", Help: "test"})
				tc.reg.MustRegister(c)
				c.Add(3)
				s.Metrics = MetricsHandler(tc.reg)
			}
			rec := httptest.NewRecorder()
			s.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
			body, _ := io.ReadAll(rec.Body)
			if rec.Code != tc.status || !strings.Contains(string(body), tc.want) {
				t.Errorf("GET /metrics: %d %q, want %d containing %q", rec.Code, body, tc.status, tc.want)
			}
		})
	}
}
