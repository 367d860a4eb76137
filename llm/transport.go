package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// maxAnswerBytes bounds the body of one answer: a chat completion of a
// few thousand tokens is a few kilobytes, and a server that sends more
// (a loop, a proxy's error page without end) must not fill the memory
// until the call's timeout.
const maxAnswerBytes = 4 << 20

// maxRetryAfter is the longest Retry-After a call waits for: a server
// that asks for longer (a quota used up for the day) is not asked again
// within the call, which fails with the wait it asked for.
const maxRetryAfter = time.Minute

// ErrAnswerTooLarge is returned for an answer body over maxAnswerBytes.
var ErrAnswerTooLarge = fmt.Errorf("LLM answer larger than %d bytes", maxAnswerBytes)

// exchange is what the transport saw of one call's HTTP exchange: the
// providers' clients keep the status and the Retry-After header to
// themselves, and only the status tells a request to repeat (429, 5xx)
// from one that fails the same way every time (400, 401, 404).
type exchange struct {
	mu         sync.Mutex
	status     int
	retryAfter time.Duration
	tooLarge   bool
}

type exchangeKey struct{}

func withExchange(ctx context.Context, x *exchange) context.Context {
	return context.WithValue(ctx, exchangeKey{}, x)
}

func (x *exchange) seen() (status int, retryAfter time.Duration, tooLarge bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.status, x.retryAfter, x.tooLarge
}

// observingTransport records each response's status and Retry-After in
// the exchange its request's context carries, and cuts bodies at
// maxAnswerBytes.
type observingTransport struct {
	next http.RoundTripper
	now  func() time.Time
}

func (t *observingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := t.next.RoundTrip(req)
	x, _ := req.Context().Value(exchangeKey{}).(*exchange)
	if err != nil || x == nil {
		return res, err
	}
	x.mu.Lock()
	x.status = res.StatusCode
	x.retryAfter = parseRetryAfter(res.Header.Get("Retry-After"), t.now())
	x.mu.Unlock()
	res.Body = &cappedBody{ReadCloser: res.Body, left: maxAnswerBytes, x: x}
	return res, nil
}

// cappedBody fails a read past its limit with ErrAnswerTooLarge.
type cappedBody struct {
	io.ReadCloser
	left int64
	x    *exchange
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		b.x.mu.Lock()
		b.x.tooLarge = true
		b.x.mu.Unlock()
		return 0, ErrAnswerTooLarge
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}

// observed returns a copy of c whose transport records exchanges.
func observed(c *http.Client) *http.Client {
	hc := *c
	next := hc.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	hc.Transport = &observingTransport{next: next, now: time.Now}
	return &hc
}

// parseRetryAfter reads a Retry-After header: seconds, or an HTTP date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseUint(v, 10, 64); err == nil {
		return time.Duration(min(secs, uint64(24*time.Hour/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return 0
}

// retryDecision says whether a failed call is worth another attempt and
// how long the server asked to wait first.
func retryDecision(err error, x *exchange) (retry bool, wait time.Duration) {
	status, after, tooLarge := x.seen()
	switch {
	case tooLarge:
		return false, 0
	case status == http.StatusTooManyRequests || status == http.StatusRequestTimeout || status >= 500:
		return true, after
	case status >= 400:
		// The request itself was refused (bad key, unknown model, a
		// prompt too long): the same request fails the same way.
		return false, 0
	}
	// No status, or an error after a 200 (timeouts, connections reset,
	// providers whose client does not take ours): judged by the error.
	return retriable(err), 0
}

var errRetryAfterTooLong = errors.New("the server asks to wait longer than Byline waits within a call")
