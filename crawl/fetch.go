package crawl

import (
	"bufio"
	"compress/flate"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/gocolly/colly/v2"
)

// Fetch errors a caller can act on.
var (
	ErrTooManyRedirects = errors.New("too many redirects")
	ErrRedirectLoop     = errors.New("redirect loop")
	ErrContentType      = errors.New("unsupported content type")
)

// DefaultUserAgent names Byline and where to learn about it, as polite
// crawlers do.
const DefaultUserAgent = "Byline/0.1 (+https://github.com/bylinehq/byline; news archive crawler)"

// FetchConfig configures a Fetcher.
type FetchConfig struct {
	UserAgent    string
	Timeout      time.Duration // whole request, body included
	MaxBodySize  int64         // bytes kept; longer bodies are cut and flagged
	MaxRedirects int
	AllowPrivate bool
	// Resolve maps "host:port" to another address to dial (tests, demo).
	Resolve map[string]string
}

func (c *FetchConfig) defaults() {
	if c.UserAgent == "" {
		c.UserAgent = DefaultUserAgent
	}
	if c.Timeout <= 0 {
		c.Timeout = 20 * time.Second
	}
	if c.MaxBodySize <= 0 {
		c.MaxBodySize = 10 << 20
	}
	if c.MaxRedirects <= 0 {
		c.MaxRedirects = 5
	}
}

// Request is one fetch, with validators for a conditional GET.
type Request struct {
	URL          string
	ETag         string
	LastModified string
	// Delay is the host's politeness delay: a redirect is followed only
	// after it, since following one is another request to a host.
	Delay time.Duration
}

// redirectDelayKey carries Request.Delay to the redirect handler through
// the request's context.
type redirectDelayKey struct{}

// Response is what came back. Body holds the bytes exactly as the server
// sent them (decompressed, never re-encoded), at most MaxBodySize.
type Response struct {
	URL         string // after redirects
	Status      int
	Header      http.Header
	ContentType string // as sent, charset included
	Body        []byte
	Truncated   bool
	Duration    time.Duration
}

// Fetcher fetches single URLs with Colly. It is safe for concurrent use;
// politeness is the caller's job (the frontier), so Colly's own limits and
// robots handling stay off.
type Fetcher struct {
	base      *colly.Collector
	cfg       FetchConfig
	log       *slog.Logger
	transport *http.Transport
}

// originalContentType carries the server's Content-Type past Colly, which
// would otherwise re-encode bodies whose header names a charset: Byline
// keeps raw bytes as sent and decodes them itself.
const originalContentType = "X-Byline-Content-Type"

// NewFetcher returns a Fetcher. logger may be nil.
func NewFetcher(cfg FetchConfig, logger *slog.Logger) *Fetcher {
	cfg.defaults()
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	c := colly.NewCollector(
		colly.UserAgent(cfg.UserAgent),
		colly.AllowURLRevisit(),
		colly.IgnoreRobotsTxt(),
		colly.ParseHTTPErrorResponse(),
		colly.MaxBodySize(int(cfg.MaxBodySize)+1),
	)
	dialer := NewDialer(cfg.AllowPrivate, cfg.Resolve)
	tr := &http.Transport{
		DialContext:            dialer.DialContext,
		Proxy:                  nil, // a proxy would bypass the address guard
		DisableCompression:     true,
		MaxIdleConns:           256,
		MaxIdleConnsPerHost:    8,
		IdleConnTimeout:        90 * time.Second,
		TLSHandshakeTimeout:    10 * time.Second,
		ResponseHeaderTimeout:  cfg.Timeout,
		MaxResponseHeaderBytes: 1 << 20,
		ForceAttemptHTTP2:      true,
	}
	c.WithTransport(&decodingTransport{next: tr})
	c.SetRequestTimeout(cfg.Timeout)
	c.SetRedirectHandler(func(req *http.Request, via []*http.Request) error {
		for _, v := range via {
			if v.URL.String() == req.URL.String() {
				return fmt.Errorf("%w at %s", ErrRedirectLoop, req.URL)
			}
		}
		if len(via) > cfg.MaxRedirects {
			return fmt.Errorf("%w: more than %d", ErrTooManyRedirects, cfg.MaxRedirects)
		}
		if s := req.URL.Scheme; s != "http" && s != "https" {
			return fmt.Errorf("redirect to %s: %w", req.URL, ErrUnsupportedURL)
		}
		if d, _ := req.Context().Value(redirectDelayKey{}).(time.Duration); d > 0 {
			t := time.NewTimer(d)
			defer t.Stop()
			select {
			case <-req.Context().Done():
				return req.Context().Err()
			case <-t.C:
			}
		}
		return nil
	})
	c.DisableCookies()
	return &Fetcher{base: c, cfg: cfg, log: logger, transport: tr}
}

// Fetch performs one GET. HTTP error statuses are not errors: they come
// back in Response.Status. Errors are network failures, timeouts, refused
// addresses, redirect problems and unsupported content types.
func (f *Fetcher) Fetch(ctx context.Context, req Request) (*Response, error) {
	c := f.base.Clone()
	c.Context = ctx
	if req.Delay > 0 {
		c.Context = context.WithValue(ctx, redirectDelayKey{}, req.Delay)
	}
	hdr := http.Header{}
	hdr.Set("User-Agent", f.cfg.UserAgent)
	hdr.Set("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,application/rss+xml,application/atom+xml,text/plain;q=0.8,*/*;q=0.5")
	if req.ETag != "" {
		hdr.Set("If-None-Match", req.ETag)
	}
	if req.LastModified != "" {
		hdr.Set("If-Modified-Since", req.LastModified)
	}
	var (
		resp     *Response
		ctypeErr error
		start    = time.Now()
	)
	c.OnResponseHeaders(func(r *colly.Response) {
		ct := r.Headers.Get(originalContentType)
		if !acceptableType(ct) {
			ctypeErr = fmt.Errorf("%w: %q", ErrContentType, ct)
			r.Request.Abort()
		}
	})
	c.OnResponse(func(r *colly.Response) {
		resp = &Response{
			URL:         r.Request.URL.String(),
			Status:      r.StatusCode,
			Header:      r.Headers.Clone(),
			ContentType: r.Headers.Get(originalContentType),
			Body:        r.Body,
		}
		resp.Header.Del(originalContentType)
		if resp.ContentType != "" {
			resp.Header.Set("Content-Type", resp.ContentType)
		}
		if int64(len(resp.Body)) > f.cfg.MaxBodySize {
			resp.Body = resp.Body[:f.cfg.MaxBodySize]
			resp.Truncated = true
		}
	})
	err := c.Request(http.MethodGet, req.URL, nil, nil, hdr)
	if ctypeErr != nil {
		return nil, fmt.Errorf("fetch %s: %w", req.URL, ctypeErr)
	}
	if resp == nil && err == nil {
		err = errors.New("no response")
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("fetch %s: %w", req.URL, ctx.Err())
		}
		return nil, fmt.Errorf("fetch %s: %w", req.URL, err)
	}
	resp.Duration = time.Since(start)
	return resp, nil
}

// acceptableType reports whether a Content-Type may hold a page, feed,
// sitemap or robots.txt. A missing type is accepted and sniffed later.
func acceptableType(ct string) bool {
	if ct == "" {
		return true
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return true // malformed header: let the body decide
	}
	switch {
	case strings.HasPrefix(mt, "text/"), strings.Contains(mt, "html"), strings.Contains(mt, "xml"),
		mt == "application/gzip", mt == "application/x-gzip", mt == "application/json", mt == "application/ld+json":
		return true
	}
	return false
}

// decodingTransport decompresses gzip and deflate bodies itself (Colly
// then caps the decompressed size, which defuses gzip bombs) and hides the
// charset from Colly so the body stays as the server sent it.
type decodingTransport struct {
	next http.RoundTripper
}

func (t *decodingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("Accept-Encoding", "gzip, deflate")
	res, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	ct := res.Header.Get("Content-Type")
	res.Header.Set(originalContentType, ct)
	if mt, _, err := mime.ParseMediaType(ct); err == nil {
		res.Header.Set("Content-Type", mt)
	}
	enc := strings.ToLower(strings.TrimSpace(res.Header.Get("Content-Encoding")))
	gz := enc == "gzip" || enc == "x-gzip"
	if !gz && enc == "" {
		mt := res.Header.Get("Content-Type")
		gz = mt == "application/gzip" || mt == "application/x-gzip" || strings.HasSuffix(req.URL.Path, ".gz")
	}
	switch {
	case gz:
		res.Body = &lazyDecoder{src: res.Body, gzip: true}
	case enc == "deflate":
		res.Body = &lazyDecoder{src: res.Body}
	default:
		return res, nil
	}
	res.Header.Del("Content-Encoding")
	res.Header.Del("Content-Length")
	res.ContentLength = -1
	res.Uncompressed = true
	return res, nil
}

// lazyDecoder opens its decompressor on first read, so that empty bodies
// (304) and bodies labelled gzip that are not compressed do not fail.
type lazyDecoder struct {
	src  io.ReadCloser
	gzip bool // else deflate
	dec  io.Reader
	err  error
}

func (d *lazyDecoder) Read(p []byte) (int, error) {
	if d.dec == nil && d.err == nil {
		br := bufio.NewReader(d.src)
		switch peek, _ := br.Peek(2); {
		case len(peek) == 0:
			d.err = io.EOF
		case !d.gzip:
			d.dec = flate.NewReader(br)
		case len(peek) == 2 && peek[0] == 0x1f && peek[1] == 0x8b:
			zr, err := gzip.NewReader(br)
			if err != nil {
				d.err = fmt.Errorf("decompress gzip: %w", err)
			}
			d.dec = zr
		default:
			d.dec = br // labelled gzip but plain
		}
	}
	if d.err != nil {
		return 0, d.err
	}
	return d.dec.Read(p)
}

func (d *lazyDecoder) Close() error {
	if c, ok := d.dec.(io.Closer); ok {
		c.Close()
	}
	return d.src.Close()
}

// CloseIdleConnections closes the kept-alive connections of the
// fetcher's transport, so that their goroutines end (tests check it).
func (f *Fetcher) CloseIdleConnections() { f.transport.CloseIdleConnections() }
