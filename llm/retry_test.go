package llm

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bylinehq/byline/llm/llmtest"
)

// retryClient is an openai client of srv whose waits between attempts
// are recorded instead of slept.
func retryClient(t *testing.T, base string, hc *http.Client) (*Client, *[]time.Duration) {
	t.Helper()
	c, err := New(context.Background(), Config{Provider: "openai", Model: "m", BaseURL: base, Timeout: 10 * time.Second, MaxRetries: 3}, nil, hc, nil)
	if err != nil {
		t.Fatal(err)
	}
	var waits []time.Duration
	c.sleep = func(ctx context.Context, d time.Duration) error {
		waits = append(waits, d)
		return ctx.Err()
	}
	return c, &waits
}

// TestRetryFollowsTheServer checks which failures are asked again and
// after how long: a 429 or 503 after the Retry-After it names (seconds
// or a date), never sooner than the backoff, and not at all when it asks
// for more than a minute; a refused request (4xx) is not repeated, even
// when its message holds a number like "500"; an error status with no
// Retry-After backs off doubling.
func TestRetryFollowsTheServer(t *testing.T) {
	// An HTTP date 30 s ahead, made in the subtest; the wait for it is
	// checked against the instants the call began and ended, for a
	// date has whole seconds, and the call takes its time.
	const dateIn30s = "an HTTP date 30 s ahead"
	for _, tc := range []struct {
		name    string
		answers []llmtest.Answer
		calls   int
		waits   []time.Duration // each within a second of these
		err     string
	}{
		{"429 with Retry-After in seconds", []llmtest.Answer{{Status: 429, RetryAfter: "7", Content: "slow down"}, {Content: "ok"}}, 2, []time.Duration{7 * time.Second}, ""},
		{"503 with Retry-After as a date", []llmtest.Answer{{Status: 503, RetryAfter: dateIn30s, Content: "busy"}, {Content: "ok"}}, 2, []time.Duration{30 * time.Second}, ""},
		{"a Retry-After shorter than the backoff", []llmtest.Answer{{Status: 500, Content: "x"}, {Status: 429, RetryAfter: "0", Content: "x"}, {Content: "ok"}}, 3, []time.Duration{time.Second, 2 * time.Second}, ""},
		{"a Retry-After of a day", []llmtest.Answer{{Status: 429, RetryAfter: "86400", Content: "quota used up"}, {Content: "ok"}}, 1, nil, "Retry-After 24h0m0s"},
		{"a Retry-After of a year as a date", []llmtest.Answer{{Status: 429, RetryAfter: time.Now().AddDate(1, 0, 0).UTC().Format(http.TimeFormat), Content: "no"}, {Content: "ok"}}, 1, nil, "Retry-After"},
		{"a refused request naming 500", []llmtest.Answer{{Status: 400, Content: "max_tokens is 2048, but this model allows 1500 tokens"}, {Content: "ok"}}, 1, nil, "400"},
		{"a wrong key", []llmtest.Answer{{Status: 401, Content: "invalid api key"}, {Content: "ok"}}, 1, nil, "401"},
		{"server errors back off doubling", []llmtest.Answer{{Status: 502, Content: "x"}, {Status: 500, Content: "x"}, {Status: 504, Content: "x"}, {Content: "ok"}}, 4,
			[]time.Duration{time.Second, 2 * time.Second, 4 * time.Second}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var date time.Time
			for i, a := range tc.answers {
				if a.RetryAfter == dateIn30s {
					date = time.Now().Add(30 * time.Second).Truncate(time.Second)
					tc.answers[i].RetryAfter = date.UTC().Format(http.TimeFormat)
				}
			}
			srv := llmtest.New(tc.answers...)
			defer srv.Close()
			c, waits := retryClient(t, srv.OpenAIURL(), srv.Client())
			start := time.Now()
			rep, err := c.Complete(context.Background(), "test", []Message{{Role: "user", Text: "x"}}, false)
			end := time.Now()
			if tc.err == "" && (err != nil || rep.Text != "ok") {
				t.Fatalf("reply %q, err %v; want ok", rep.Text, err)
			}
			if tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Fatalf("err = %v; want one saying %q", err, tc.err)
			}
			if n := len(srv.Requests()); n != tc.calls {
				t.Errorf("%d calls; want %d", n, tc.calls)
			}
			if len(*waits) != len(tc.waits) {
				t.Fatalf("waits %v; want %v", *waits, tc.waits)
			}
			for i, w := range *waits {
				lo, hi := tc.waits[i]-time.Second, tc.waits[i]+time.Second
				if i == 0 && !date.IsZero() {
					lo, hi = date.Sub(end), date.Sub(start)
				}
				if w < lo || w > hi {
					t.Errorf("wait %d = %v; want %v to %v", i+1, w, lo, hi)
				}
			}
		})
	}
}

// TestHugeAnswerIsRefused checks that an answer body of endless bytes
// is cut at maxAnswerBytes with a clear error, and not asked again.
func TestHugeAnswerIsRefused(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"x","object":"chat.completion","choices":[`))
		pad := []byte(strings.Repeat(" ", 1<<16))
		for range (2 * maxAnswerBytes) / len(pad) {
			if _, err := w.Write(pad); err != nil {
				return
			}
		}
		w.Write([]byte(`{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"ok"}}]}`))
	}))
	defer srv.Close()
	c, waits := retryClient(t, srv.URL+"/v1", srv.Client())
	_, err := c.Complete(context.Background(), "test", []Message{{Role: "user", Text: "x"}}, false)
	if !errors.Is(err, ErrAnswerTooLarge) || calls.Load() != 1 || len(*waits) != 0 {
		t.Errorf("err %v after %d calls and waits %v; want ErrAnswerTooLarge after one call", err, calls.Load(), *waits)
	}
}

// TestDeadServerIsPaused checks that a server that fails every attempt
// of a call (down, hanging, rate-limiting without end) is not asked again
// for a while: each such call holds a new site's pages for all its
// attempts, so the next ones fail at once with ErrUnavailable, one
// attempt probes the server after the pause, and an answer ends it. A
// Retry-After beyond what a call waits pauses the server as long.
func TestDeadServerIsPaused(t *testing.T) {
	var down atomic.Bool
	down.Store(true)
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Request) llmtest.Answer {
		if down.Load() {
			return llmtest.Answer{Status: 503, Content: "upstream unavailable"}
		}
		return llmtest.Answer{Content: "ok"}
	}
	c, _ := retryClient(t, srv.OpenAIURL(), srv.Client())
	now := time.Now()
	c.now = func() time.Time { return now }
	ask := func() error {
		_, err := c.Complete(context.Background(), "test", []Message{{Role: "user", Text: "x"}}, false)
		return err
	}
	calls := func() int { return len(srv.Requests()) }
	if err := ask(); err == nil || calls() != 4 {
		t.Fatalf("first call: %v after %d requests; want a failure after 4", err, calls())
	}
	if err := ask(); !errors.Is(err, ErrUnavailable) || calls() != 4 {
		t.Fatalf("during the pause: %v after %d requests; want ErrUnavailable without a request", err, calls())
	}
	now = now.Add(downPause + time.Second)
	if err := ask(); err == nil || errors.Is(err, ErrUnavailable) || calls() != 5 {
		t.Fatalf("after the pause: %v after %d requests; want one probe that fails", err, calls())
	}
	if err := ask(); !errors.Is(err, ErrUnavailable) || calls() != 5 {
		t.Fatalf("after a failed probe: %v after %d requests; want a new pause", err, calls())
	}
	now = now.Add(downPause + time.Second)
	down.Store(false)
	if err := ask(); err != nil || calls() != 6 {
		t.Fatalf("server back: %v after %d requests; want an answer", err, calls())
	}
	srv.Enqueue(llmtest.Answer{Status: 500, Content: "blip"}, llmtest.Answer{Status: 429, RetryAfter: "86400", Content: "quota used up"})
	if err := ask(); err == nil || calls() != 8 {
		t.Fatalf("once answered: %v after %d requests; want every attempt again, until the day's Retry-After", err, calls())
	}
	now = now.Add(downPause + time.Second)
	if err := ask(); !errors.Is(err, ErrUnavailable) || calls() != 8 {
		t.Errorf("within the day's Retry-After: %v after %d requests; want ErrUnavailable without a request", err, calls())
	}
}

// TestAbsurdUsageIsCountedLocally checks that token counts no call can
// have (negative, or trillions) are not taken from a broken server into
// the run's tokens and cost: the client counts them itself.
func TestAbsurdUsageIsCountedLocally(t *testing.T) {
	srv := llmtest.New(llmtest.Answer{Content: `{"ok":true}`, PromptTokens: -1000, CompletionTokens: 1 << 40})
	defer srv.Close()
	c, _ := retryClient(t, srv.OpenAIURL(), srv.Client())
	c.cfg.PriceIn, c.cfg.PriceOut = 1, 1
	rep, err := c.Complete(context.Background(), "test", []Message{{Role: "user", Text: "hello there"}}, true)
	if err != nil {
		t.Fatal(err)
	}
	if in, out := rep.Call.TokensIn, rep.Call.TokensOut; in != CountTokens("hello there") || out != CountTokens(`{"ok":true}`) || rep.Call.CostUSD > 0.001 {
		t.Errorf("tokens %d in, %d out, cost $%g; want the local counts", in, out, rep.Call.CostUSD)
	}
}
