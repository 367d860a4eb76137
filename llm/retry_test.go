package llm

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"

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

// TestLongerPauseHolds checks that a pause a server asked for (a
// Retry-After of a day) is not cut short by another call: neither by
// one whose attempt was under way and that then gives up, pausing two
// minutes, nor by one waiting to retry, which fails instead of asking.
func TestLongerPauseHolds(t *testing.T) {
	client := func(t *testing.T, srv *llmtest.Server, retries int) (*Client, *time.Time) {
		c, err := New(context.Background(), Config{Provider: "openai", Model: "m", BaseURL: srv.OpenAIURL(), Timeout: 10 * time.Second, MaxRetries: retries}, nil, srv.Client(), nil)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		c.now = func() time.Time { return now }
		return c, &now
	}
	ask := func(c *Client, text string) error {
		_, err := c.Complete(context.Background(), "test", []Message{{Role: "user", Text: text}}, false)
		return err
	}
	// serve has the server tell call "day" to come back in a day, and
	// fail the others after hold.
	serve := func(srv *llmtest.Server, hold func()) {
		srv.Respond = func(r llmtest.Request) llmtest.Answer {
			if r.LastUser() == "day" {
				return llmtest.Answer{Status: 429, RetryAfter: "86400", Content: "quota used up"}
			}
			hold()
			return llmtest.Answer{Status: 503, Content: "busy"}
		}
	}

	t.Run("a call giving up meanwhile", func(t *testing.T) {
		srv := llmtest.New()
		defer srv.Close()
		asked, answer := make(chan bool), make(chan bool)
		var first sync.Once
		serve(srv, func() { first.Do(func() { asked <- true; <-answer }) })
		c, now := client(t, srv, -1) // one attempt
		done := make(chan error)
		go func() { done <- ask(c, "x") }()
		<-asked
		if err := ask(c, "day"); err == nil {
			t.Error("a Retry-After of a day: no error")
		}
		close(answer)
		if err := <-done; err == nil || errors.Is(err, ErrUnavailable) {
			t.Fatalf("the call under way: %v; want its 503", err)
		}
		*now = now.Add(downPause + time.Minute)
		if err := ask(c, "x"); !errors.Is(err, ErrUnavailable) || len(srv.Requests()) != 2 {
			t.Errorf("within the day: %v after %d requests; want ErrUnavailable without a request", err, len(srv.Requests()))
		}
	})

	t.Run("a call waiting to retry", func(t *testing.T) {
		srv := llmtest.New()
		defer srv.Close()
		serve(srv, func() {})
		c, _ := client(t, srv, 1) // two attempts
		waiting, wake := make(chan bool), make(chan bool)
		c.sleep = func(ctx context.Context, d time.Duration) error {
			waiting <- true
			<-wake
			return nil
		}
		done := make(chan error)
		go func() { done <- ask(c, "x") }()
		<-waiting
		if err := ask(c, "day"); err == nil {
			t.Error("a Retry-After of a day: no error")
		}
		close(wake)
		if err := <-done; !errors.Is(err, ErrUnavailable) || len(srv.Requests()) != 2 {
			t.Errorf("after its wait: %v after %d requests; want ErrUnavailable without a second attempt", err, len(srv.Requests()))
		}
	})
}

// script is a model that gives queued answers, for providers whose
// client Byline does not see the HTTP exchange of.
type script []func() (*llms.ContentResponse, error)

func (s *script) GenerateContent(context.Context, []llms.MessageContent, ...llms.CallOption) (*llms.ContentResponse, error) {
	f := (*s)[0]
	*s = (*s)[1:]
	return f()
}

// TestAnsweredProbeEndsThePause checks that a probe the server answers
// ends the pause whatever the answer: a refusal (400), an answer
// without choices, an error that is not worth retrying. The next call
// makes every attempt again, so one 503 does not pause the server anew.
func TestAnsweredProbeEndsThePause(t *testing.T) {
	answer := func(text string) func() (*llms.ContentResponse, error) {
		return func() (*llms.ContentResponse, error) {
			return &llms.ContentResponse{Choices: []*llms.ContentChoice{{Content: text, StopReason: "stop"}}}, nil
		}
	}
	fail := func(msg string) func() (*llms.ContentResponse, error) {
		return func() (*llms.ContentResponse, error) { return nil, errors.New(msg) }
	}
	for _, tc := range []struct {
		name  string
		probe func() (*llms.ContentResponse, error)
	}{
		{"refused", fail("invalid API key")},
		{"no choices", func() (*llms.ContentResponse, error) { return &llms.ContentResponse{}, nil }},
		{"answered", answer("ok")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &script{tc.probe, fail("503 service unavailable"), answer("ok")}
			c := NewWithModel(Config{Provider: "openai", Model: "m"}, s, nil)
			c.sleep = func(context.Context, time.Duration) error { return nil }
			now := time.Now()
			c.now = func() time.Time { return now }
			c.pause(time.Minute)
			now = now.Add(2 * time.Minute)
			c.Complete(context.Background(), "probe", []Message{{Role: "user", Text: "x"}}, false)
			rep, err := c.Complete(context.Background(), "next", []Message{{Role: "user", Text: "x"}}, false)
			if err != nil || rep.Text != "ok" || len(*s) != 0 {
				t.Errorf("a 503, then an answer: %q, %v; want the second attempt's answer", rep.Text, err)
			}
		})
	}

	// The same through HTTP: a 400 is the server's answer.
	srv := llmtest.New(llmtest.Answer{Status: 400, Content: "prompt too long"}, llmtest.Answer{Status: 503, Content: "blip"}, llmtest.Answer{Content: "ok"})
	defer srv.Close()
	c, _ := retryClient(t, srv.OpenAIURL(), srv.Client())
	now := time.Now()
	c.now = func() time.Time { return now }
	c.pause(time.Minute)
	now = now.Add(2 * time.Minute)
	c.Complete(context.Background(), "probe", []Message{{Role: "user", Text: "x"}}, false)
	if rep, err := c.Complete(context.Background(), "next", []Message{{Role: "user", Text: "x"}}, false); err != nil || rep.Text != "ok" {
		t.Errorf("after a probe refused with 400, a 503 then an answer: %q, %v after %d requests; want the retry's answer", rep.Text, err, len(srv.Requests()))
	}
}

// TestOneCallProbes checks that after a pause one call probes the
// server while the others fail at once, and that a probe its caller
// gave up on lets the next call probe.
func TestOneCallProbes(t *testing.T) {
	srv := llmtest.New()
	defer srv.Close()
	srv.Respond = func(llmtest.Request) llmtest.Answer {
		return llmtest.Answer{Status: 503, Content: "busy", Delay: 200 * time.Millisecond}
	}
	c, _ := retryClient(t, srv.OpenAIURL(), srv.Client())
	now := time.Now()
	c.now = func() time.Time { return now }
	ask := func(ctx context.Context) error {
		_, err := c.Complete(ctx, "test", []Message{{Role: "user", Text: "x"}}, false)
		return err
	}
	c.pause(time.Minute)
	now = now.Add(2 * time.Minute)
	errs := make(chan error, 5)
	var wg sync.WaitGroup
	for range cap(errs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- ask(context.Background())
		}()
	}
	wg.Wait()
	close(errs)
	unavailable := 0
	for err := range errs {
		if errors.Is(err, ErrUnavailable) {
			unavailable++
		}
	}
	if n := len(srv.Requests()); n != 1 || unavailable != 4 {
		t.Fatalf("%d requests and %d calls failing at once after the pause; want one probe, four failing", n, unavailable)
	}

	now = now.Add(downPause + time.Second)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := ask(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("a probe its caller gave up on: %v", err)
	}
	if err := ask(context.Background()); err == nil || errors.Is(err, ErrUnavailable) {
		t.Errorf("after a probe given up on: %v; want the next call to probe", err)
	}
}
