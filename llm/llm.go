// Package llm talks to language models through langchaingo: it builds
// the configured provider, retries transient failures, and accounts for
// every call (tokens in and out, latency, finish reason, estimated cost)
// against an optional per-run budget. Byline asks a model for selector
// sets and, when allowed, for articles directly; nothing a model answers
// is trusted before validation.
package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/googleai"
	"github.com/tmc/langchaingo/llms/mistral"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
)

// Providers Byline knows how to build.
var Providers = []string{"openai", "ollama", "anthropic", "googleai", "mistral"}

// Config selects and tunes a provider.
type Config struct {
	Provider string // openai, ollama, anthropic, googleai, mistral
	// BaseURL is the API root: for openai any OpenAI-compatible server
	// (vLLM, llama.cpp server, LM Studio, Ollama's /v1), e.g.
	// http://localhost:8000/v1; for ollama its native API root.
	BaseURL    string
	Model      string
	APIKey     string
	Timeout    time.Duration // one call
	MaxTokens  int           // answer length limit
	MaxRetries int           // after rate limits, server errors and timeouts
	// PriceIn and PriceOut are USD per million tokens, for cost estimates.
	PriceIn, PriceOut float64
}

// Validate checks the configuration and fills defaults.
func (c *Config) Validate() error {
	switch c.Provider {
	case "openai", "ollama", "anthropic", "googleai", "mistral":
	default:
		return fmt.Errorf("LLM provider %q: want one of %s", c.Provider, strings.Join(Providers, ", "))
	}
	if c.Model == "" {
		return fmt.Errorf("LLM provider %s needs a model (BYLINE_LLM_MODEL)", c.Provider)
	}
	if c.Timeout <= 0 {
		c.Timeout = 2 * time.Minute
	}
	if c.MaxTokens <= 0 {
		c.MaxTokens = 2048
	}
	if c.MaxRetries < 0 {
		c.MaxRetries = 0
	} else if c.MaxRetries == 0 {
		c.MaxRetries = 3
	}
	return nil
}

// model is what Byline needs of a langchaingo model.
type model interface {
	GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error)
}

// Client calls one model and records every call in its Meter.
type Client struct {
	cfg   Config
	model model
	meter *Meter
	log   *slog.Logger
	sleep func(context.Context, time.Duration) error
	now   func() time.Time

	mu         sync.Mutex
	down       bool      // a call failed every attempt, and no answer came since
	downUntil  time.Time // no call before then
	probeUntil time.Time // while down, one call probes the server; no other before then
}

// downPause is how long the model is not asked after a call whose every
// attempt failed (a server that hangs, is down or rate-limits without
// end): each such call holds a new site's pages for its attempts'
// timeouts, so the next site gets the heuristic set at once instead.
// After the pause one call probes the server with one attempt; the
// others fail at once until it has an answer.
const downPause = 2 * time.Minute

// ErrUnavailable is returned while the model is paused after a call
// whose every attempt failed.
var ErrUnavailable = errors.New("LLM server unavailable: every attempt of a recent call failed")

// New builds the configured provider. httpClient may be nil.
func New(ctx context.Context, cfg Config, meter *Meter, httpClient *http.Client, logger *slog.Logger) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	httpClient = observed(httpClient)
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if meter == nil {
		meter = NewMeter()
	}
	var m model
	var err error
	switch cfg.Provider {
	case "openai":
		key := cfg.APIKey
		if key == "" {
			key = "none" // local OpenAI-compatible servers take any key
		}
		opts := []openai.Option{openai.WithModel(cfg.Model), openai.WithToken(key), openai.WithHTTPClient(httpClient)}
		if cfg.BaseURL != "" {
			opts = append(opts, openai.WithBaseURL(cfg.BaseURL))
		}
		m, err = openai.New(opts...)
	case "ollama":
		opts := []ollama.Option{ollama.WithModel(cfg.Model), ollama.WithHTTPClient(httpClient)}
		if cfg.BaseURL != "" {
			opts = append(opts, ollama.WithServerURL(cfg.BaseURL))
		}
		m, err = ollama.New(opts...)
	case "anthropic":
		opts := []anthropic.Option{anthropic.WithModel(cfg.Model), anthropic.WithToken(cfg.APIKey), anthropic.WithHTTPClient(httpClient)}
		if cfg.BaseURL != "" {
			opts = append(opts, anthropic.WithBaseURL(cfg.BaseURL))
		}
		m, err = anthropic.New(opts...)
	case "googleai":
		m, err = googleai.New(ctx, googleai.WithAPIKey(cfg.APIKey), googleai.WithDefaultModel(cfg.Model))
	case "mistral":
		opts := []mistral.Option{mistral.WithModel(cfg.Model), mistral.WithAPIKey(cfg.APIKey), mistral.WithTimeout(cfg.Timeout)}
		if cfg.BaseURL != "" {
			opts = append(opts, mistral.WithEndpoint(cfg.BaseURL))
		}
		m, err = mistral.New(opts...)
	}
	if err != nil {
		return nil, fmt.Errorf("LLM provider %s: %w", cfg.Provider, err)
	}
	return &Client{cfg: cfg, model: m, meter: meter, log: logger, sleep: sleepCtx, now: time.Now}, nil
}

// NewWithModel wraps an already built model (tests, custom providers).
func NewWithModel(cfg Config, m model, meter *Meter) *Client {
	if meter == nil {
		meter = NewMeter()
	}
	cfg.Validate()
	return &Client{cfg: cfg, model: m, meter: meter, log: slog.New(slog.DiscardHandler), sleep: sleepCtx, now: time.Now}
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Provider and Model name what the client talks to.
func (c *Client) Provider() string { return c.cfg.Provider }

// Model is the configured model name.
func (c *Client) Model() string { return c.cfg.Model }

// Meter is where the client records its calls.
func (c *Client) Meter() *Meter { return c.meter }

// Message is one turn of a conversation.
type Message struct {
	Role string // system, user, assistant
	Text string
}

// Reply is a model's answer and the record of the call.
type Reply struct {
	Text string
	Call Call
}

// Errors a caller can act on.
var (
	ErrBudget    = errors.New("LLM call budget of this run is used up (raise --max-llm-calls)")
	ErrTruncated = errors.New("LLM answer was cut off at the token limit (raise BYLINE_LLM_MAX_TOKENS)")
)

// Complete sends a conversation and returns the answer. JSON asks for
// JSON mode where the provider has it. Rate limits, server errors and
// timeouts are retried with backoff; every attempt is recorded. A
// truncated answer is returned with ErrTruncated.
func (c *Client) Complete(ctx context.Context, purpose string, msgs []Message, json bool) (Reply, error) {
	var mc []llms.MessageContent
	for _, m := range msgs {
		role := llms.ChatMessageTypeHuman
		switch m.Role {
		case "system":
			role = llms.ChatMessageTypeSystem
		case "assistant":
			role = llms.ChatMessageTypeAI
		}
		mc = append(mc, llms.TextParts(role, m.Text))
	}
	opts := []llms.CallOption{llms.WithMaxTokens(c.cfg.MaxTokens), llms.WithTemperature(0)}
	if json {
		opts = append(opts, llms.WithJSONMode())
	}
	attempts, probe, err := c.attempts()
	if err != nil {
		return Reply{}, err
	}
	if probe {
		// A probe that ends without the server's word (the caller gave
		// up, the budget is used) lets the next call probe.
		defer c.probed()
	}
	var lastErr error
	var wait time.Duration
	for attempt := 0; attempt < attempts; attempt++ {
		if attempt > 0 {
			if err := c.sleep(ctx, wait); err != nil {
				return Reply{}, err
			}
			// Another call may have paused the server meanwhile (a
			// Retry-After of a day): that pause holds for this call too.
			if err := c.paused(); err != nil {
				return Reply{}, err
			}
		}
		if err := c.meter.reserve(); err != nil {
			return Reply{}, err
		}
		x := &exchange{}
		callCtx, cancel := context.WithTimeout(withExchange(ctx, x), c.cfg.Timeout)
		start := time.Now()
		resp, err := c.model.GenerateContent(callCtx, mc, opts...)
		cancel()
		call := Call{Purpose: purpose, Provider: c.cfg.Provider, Model: c.cfg.Model, Latency: time.Since(start), Attempt: attempt + 1}
		if err != nil {
			if _, _, tooLarge := x.seen(); tooLarge {
				err = ErrAnswerTooLarge
			}
			call.Err = err.Error()
			c.record(&call)
			lastErr = err
			if ctx.Err() != nil {
				return Reply{}, ctx.Err()
			}
			retry, after := retryDecision(err, x)
			if !retry {
				// The server answered, refusing this request (a bad
				// key, a prompt too long): it is up.
				c.up()
				return Reply{Call: call}, fmt.Errorf("LLM %s %s: %w", c.cfg.Provider, c.cfg.Model, err)
			}
			if after > maxRetryAfter {
				// Asked to wait that long, nobody asks before then.
				c.pause(after)
				return Reply{Call: call}, fmt.Errorf("LLM %s %s: Retry-After %s: %w (%s): %w", c.cfg.Provider, c.cfg.Model,
					after, errRetryAfterTooLong, maxRetryAfter, err)
			}
			// Doubling from a second, or what the server asked for.
			wait = max(time.Second<<attempt, after)
			c.log.Warn("LLM call failed, retrying", "purpose", purpose, "attempt", attempt+1, "wait", wait, "err", err)
			continue
		}
		if len(resp.Choices) == 0 {
			call.Err = "no choices"
			c.record(&call)
			c.up()
			return Reply{Call: call}, fmt.Errorf("LLM %s %s: empty answer", c.cfg.Provider, c.cfg.Model)
		}
		ch := resp.Choices[0]
		call.TokensIn, call.TokensOut = usage(ch.GenerationInfo)
		if call.TokensIn == 0 {
			for _, m := range msgs {
				call.TokensIn += CountTokens(m.Text)
			}
		}
		if call.TokensOut == 0 {
			call.TokensOut = CountTokens(ch.Content)
		}
		call.FinishReason = ch.StopReason
		call.Truncated = truncated(ch.StopReason)
		c.record(&call)
		c.up()
		reply := Reply{Text: ch.Content, Call: call}
		if call.Truncated {
			return reply, ErrTruncated
		}
		return reply, nil
	}
	until := c.pause(downPause)
	return Reply{}, fmt.Errorf("LLM %s %s: giving up after %d attempts, not asking again before %s: %w",
		c.cfg.Provider, c.cfg.Model, attempts, until.Format(time.TimeOnly), lastErr)
}

// attempts is how many attempts the next call may make: all of them;
// one when it probes a server paused before (probe), while other calls
// fail until the probe has an answer; or none during the pause.
func (c *Client) attempts() (n int, probe bool, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	switch {
	case now.Before(c.downUntil):
		return 0, false, c.unavailable(c.downUntil)
	case !c.down:
		return c.cfg.MaxRetries + 1, false, nil
	case now.Before(c.probeUntil):
		return 0, false, c.unavailable(c.probeUntil)
	}
	// The call's timeout bounds the probe's one attempt; should it not
	// end by then, another call probes.
	c.probeUntil = now.Add(c.cfg.Timeout)
	return 1, true, nil
}

// paused fails with ErrUnavailable during a pause.
func (c *Client) paused() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.now().Before(c.downUntil) {
		return c.unavailable(c.downUntil)
	}
	return nil
}

func (c *Client) unavailable(until time.Time) error {
	return fmt.Errorf("LLM %s %s: %w; not asked again before %s", c.cfg.Provider, c.cfg.Model, ErrUnavailable, until.Format(time.TimeOnly))
}

// up records that the server answered: after the pause under way, if
// any, calls make every attempt again.
func (c *Client) up() {
	c.mu.Lock()
	c.down = false
	c.mu.Unlock()
}

// probed ends a probe, answered or not: the next call after the pause
// may probe.
func (c *Client) probed() {
	c.mu.Lock()
	c.probeUntil = time.Time{}
	c.mu.Unlock()
}

// pause records a call whose every attempt failed, or that was told to
// wait d, and returns the end of the pause: now+d, or the end of a
// longer pause already under way, which another call was told to wait.
func (c *Client) pause(d time.Duration) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.down = true
	if t := c.now().Add(d); t.After(c.downUntil) {
		c.downUntil = t
	}
	return c.downUntil
}

// record prices a call and hands it to the meter.
func (c *Client) record(call *Call) {
	call.CostUSD = (float64(call.TokensIn)*c.cfg.PriceIn + float64(call.TokensOut)*c.cfg.PriceOut) / 1e6
	c.meter.record(*call)
}

// retriable reports errors worth another attempt: rate limits, server
// errors, timeouts.
func retriable(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	s := strings.ToLower(err.Error())
	for _, m := range []string{"429", "rate limit", "too many requests", "500", "502", "503", "504", "timeout", "overloaded", "connection reset", "eof"} {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

func truncated(reason string) bool {
	switch strings.ToLower(reason) {
	case "length", "max_tokens", "max_output_tokens", "model_length":
		return true
	}
	return false
}

// usage reads token counts from a provider's generation info; the keys
// differ between providers. A count no call can have (negative, or more
// than maxReportedTokens) is read as missing, and the caller counts the
// tokens itself: a broken server's figures must not make the run's cost.
func usage(info map[string]any) (in, out int) {
	num := func(keys ...string) int {
		for _, k := range keys {
			var n float64
			switch v := info[k].(type) {
			case int:
				n = float64(v)
			case int32:
				n = float64(v)
			case int64:
				n = float64(v)
			case float64:
				n = v
			default:
				continue
			}
			if n < 0 || n > maxReportedTokens {
				return 0
			}
			return int(n)
		}
		return 0
	}
	in = num("PromptTokens", "InputTokens", "input_tokens", "prompt_tokens")
	out = num("CompletionTokens", "OutputTokens", "output_tokens", "completion_tokens")
	return in, out
}

// maxReportedTokens is more tokens than any model takes in one call.
const maxReportedTokens = 10_000_000

// Call is the record of one model call.
type Call struct {
	Purpose      string        `json:"purpose"`
	Provider     string        `json:"provider"`
	Model        string        `json:"model"`
	Attempt      int           `json:"attempt"`
	TokensIn     int           `json:"tokens_in"`
	TokensOut    int           `json:"tokens_out"`
	Latency      time.Duration `json:"latency"`
	FinishReason string        `json:"finish_reason,omitempty"`
	Truncated    bool          `json:"truncated,omitempty"`
	CostUSD      float64       `json:"cost_usd"`
	Err          string        `json:"error,omitempty"`
}

// Usage totals calls.
type Usage struct {
	Calls     int            `json:"calls"`
	TokensIn  int            `json:"tokens_in"`
	TokensOut int            `json:"tokens_out"`
	CostUSD   float64        `json:"cost_usd"`
	Truncated int            `json:"truncated"`
	Failed    int            `json:"failed"`
	Rejected  map[string]int `json:"rejected,omitempty"` // answers Byline refused, by reason
}

// Sub returns u minus an earlier snapshot.
func (u Usage) Sub(before Usage) Usage {
	d := Usage{Calls: u.Calls - before.Calls, TokensIn: u.TokensIn - before.TokensIn, TokensOut: u.TokensOut - before.TokensOut,
		CostUSD: u.CostUSD - before.CostUSD, Truncated: u.Truncated - before.Truncated, Failed: u.Failed - before.Failed}
	for k, v := range u.Rejected {
		if n := v - before.Rejected[k]; n > 0 {
			if d.Rejected == nil {
				d.Rejected = map[string]int{}
			}
			d.Rejected[k] = n
		}
	}
	return d
}

// Meter accumulates calls across a process and enforces a call budget.
// It is safe for concurrent use.
type Meter struct {
	mu      sync.Mutex
	total   Usage
	limit   int // calls allowed since the last SetBudget; 0 means no limit
	used    int
	recent  []Call
	onCall  func(Call)
	maxKeep int
}

// NewMeter returns a meter without a budget.
func NewMeter() *Meter { return &Meter{maxKeep: 200} }

// SetBudget allows n more calls (0: unlimited), for a run's --max-llm-calls.
func (m *Meter) SetBudget(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.limit, m.used = n, 0
}

// OnCall registers a function that sees every call (metrics).
func (m *Meter) OnCall(f func(Call)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.onCall = f
}

func (m *Meter) reserve() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.limit > 0 && m.used >= m.limit {
		return ErrBudget
	}
	m.used++
	return nil
}

func (m *Meter) record(c Call) {
	m.mu.Lock()
	m.total.Calls++
	m.total.TokensIn += c.TokensIn
	m.total.TokensOut += c.TokensOut
	m.total.CostUSD += c.CostUSD
	if c.Truncated {
		m.total.Truncated++
	}
	if c.Err != "" {
		m.total.Failed++
	}
	m.recent = append(m.recent, c)
	if len(m.recent) > m.maxKeep {
		m.recent = m.recent[len(m.recent)-m.maxKeep:]
	}
	f := m.onCall
	m.mu.Unlock()
	if f != nil {
		f(c)
	}
}

// Reject records an answer Byline refused, by reason (not_json,
// css_selector, matches_nothing, invalid, …).
func (m *Meter) Reject(reason string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.total.Rejected == nil {
		m.total.Rejected = map[string]int{}
	}
	m.total.Rejected[reason]++
}

// Usage returns the totals so far.
func (m *Meter) Usage() Usage {
	m.mu.Lock()
	defer m.mu.Unlock()
	u := m.total
	u.Rejected = map[string]int{}
	for k, v := range m.total.Rejected {
		u.Rejected[k] = v
	}
	return u
}

// Recent returns the latest calls, oldest first.
func (m *Meter) Recent() []Call {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Call(nil), m.recent...)
}

// DecodeJSON decodes the JSON object in a model's answer into v,
// tolerating prose and code fences around it, braces in that prose
// ("{as requested}") and text after the object. It tries each object
// that starts outside any other, in order, and takes the first that
// decodes into v; when none does, it reports the error of the first
// that looks like JSON (a truncated answer: "unexpected end of JSON
// input").
func DecodeJSON(text string, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("decode JSON: want a non-nil pointer")
	}
	var firstErr, jsonErr error
	depth, inString, escaped, tries := 0, false, false, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case depth > 0 && c == '"':
			inString = true
		case c == '{':
			if depth == 0 && tries < maxJSONTries {
				tries++
				// A fresh value for each try, so that a failed one
				// leaves nothing behind in v.
				fresh := reflect.New(rv.Elem().Type())
				err := decodeFirst(text[i:], fresh.Interface())
				if err == nil {
					rv.Elem().Set(fresh.Elem())
					return nil
				}
				if firstErr == nil {
					firstErr = err
				}
				if jsonErr == nil && strings.HasPrefix(strings.TrimLeft(text[i+1:], " \t\r\n"), `"`) {
					jsonErr = err
				}
			}
			depth++
		case c == '}' && depth > 0:
			depth--
		}
	}
	switch {
	case jsonErr != nil:
		return jsonErr
	case firstErr != nil:
		return firstErr
	}
	return errors.New("no JSON object in the answer")
}

// maxJSONTries bounds the objects DecodeJSON tries in one answer, so that
// an answer of many braces costs little.
const maxJSONTries = 16

// decodeFirst decodes the JSON value s starts with into v, ignoring what
// follows it.
func decodeFirst(s string, v any) error {
	var raw json.RawMessage
	if err := json.NewDecoder(strings.NewReader(s)).Decode(&raw); err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return err
	}
	return json.Unmarshal(raw, v)
}
