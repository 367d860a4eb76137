package crawl

import (
	"bufio"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/gocolly/colly/v2"
	"github.com/klauspost/compress/zstd"
)

// Fetch errors a caller can act on.
var (
	ErrTooManyRedirects = errors.New("too many redirects")
	ErrRedirectLoop     = errors.New("redirect loop")
	ErrContentType      = errors.New("unsupported content type")
	ErrContentEncoding  = errors.New("unsupported content encoding")
	// ErrHeadersTooLarge: the response's headers passed the limit
	// (MaxResponseHeaderBytes); asking again gets the same headers.
	ErrHeadersTooLarge = errors.New("response headers too large")
	// ErrStopped: Request.Stop was closed while Fetch waited to follow
	// a hop; the URL was not read and may be asked again as it was.
	ErrStopped = errors.New("fetch stopped before its next hop")
)

// maxHeaderBytes is the most bytes of response headers read.
const maxHeaderBytes = 1 << 20

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
	// Delay is the host's politeness delay. Following a redirect is
	// another request to the host, so with a delay a redirect is not
	// followed but handed back as its 3xx response, for the caller's
	// frontier to keep the delay (a wait inside the request would count
	// against its timeout). Two redirects on the host cannot be queued
	// and are followed by Fetch itself, each hop a request of its own
	// after the delay: one that continues a chain that set a cookie (a
	// consent gate; the queued request would come without the cookie),
	// and one to the URL itself, once canonical (a session id added,
	// which canonicalization drops: queued, it would be the URL it
	// came from, never fetched).
	Delay time.Duration
	// AnyType reads the body whatever its Content-Type (robots.txt,
	// for which RFC 9309 names no type to refuse).
	AnyType bool
	// MaxBodySize, when positive, keeps fewer bytes than the fetcher's
	// limit.
	MaxBodySize int64
	// QueueOffHost hands a redirect to another host back as its 3xx
	// response, so that a crawler queues its target like any link, with
	// that host's robots.txt and politeness.
	QueueOffHost bool
	// Allowed, when set, tells whether a redirect's target may be
	// fetched (robots.txt disallows it): a redirect to a target it
	// refuses is handed back as its 3xx response, for the caller to
	// record and to queue, where its rules refuse it again.
	Allowed func(*url.URL) bool
	// Stop, when closed, ends a wait of Fetch between two hops it
	// follows itself (see Delay), which can last several delays: Fetch
	// returns ErrStopped. A crawl run that reaches its time limit closes
	// it, and puts the URL back for its next run; a request in flight is
	// not cut.
	Stop <-chan struct{}
	// cookie is the Cookie header of a hop of a cookie gate that Fetch
	// follows itself (see Delay).
	cookie string
}

// redirectKey carries a Request's redirectRules to the redirect handler
// through the request's context.
type redirectKey struct{}

type redirectRules struct {
	handBack, handBackOffHost bool
	allowed                   func(*url.URL) bool
	// jar holds the cookies the fetch's redirects set, and only them:
	// a consent or session gate redirects until its cookie comes back.
	jar http.CookieJar
}

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
		MaxResponseHeaderBytes: maxHeaderBytes,
		ForceAttemptHTTP2:      true,
	}
	c.WithTransport(&decodingTransport{next: tr})
	c.SetRequestTimeout(cfg.Timeout)
	c.SetRedirectHandler(func(req *http.Request, via []*http.Request) error {
		rules, _ := req.Context().Value(redirectKey{}).(redirectRules)
		chainCookies(rules.jar, req)
		for _, v := range via {
			// A URL asked again with the cookies the chain set since is
			// a gate opening, not a loop.
			if v.URL.String() == req.URL.String() && v.Header.Get("Cookie") == req.Header.Get("Cookie") {
				return fmt.Errorf("%w at %s", ErrRedirectLoop, req.URL)
			}
		}
		if len(via) > cfg.MaxRedirects {
			return fmt.Errorf("%w: more than %d", ErrTooManyRedirects, cfg.MaxRedirects)
		}
		if s := req.URL.Scheme; s != "http" && s != "https" {
			return fmt.Errorf("redirect to %s: %w", req.URL, ErrUnsupportedURL)
		}
		offHost := !strings.EqualFold(req.URL.Host, via[0].URL.Host)
		// On a host with a delay every redirect is handed back: to be
		// queued, or, when its chain set a cookie, followed by Fetch
		// after the delay (see Request.Delay).
		if rules.handBack || rules.handBackOffHost && offHost || rules.allowed != nil && !rules.allowed(req.URL) {
			return http.ErrUseLastResponse
		}
		return nil
	})
	c.DisableCookies()
	return &Fetcher{base: c, cfg: cfg, log: logger, transport: tr}
}

// chainCookies takes the cookies set by the response that redirected to
// req into jar, and sends req with the jar's cookies for its URL, as a
// browser would within the redirects of one page (the fetcher keeps
// no cookies otherwise).
func chainCookies(jar http.CookieJar, req *http.Request) {
	if jar == nil {
		return
	}
	if prev := req.Response; prev != nil && prev.Request != nil {
		if set := prev.Cookies(); len(set) > 0 {
			jar.SetCookies(prev.Request.URL, set)
		}
	}
	req.Header.Del("Cookie")
	cookies := jar.Cookies(req.URL)
	for _, ck := range cookies {
		req.AddCookie(ck)
	}
}

// Fetch performs one GET. HTTP error statuses are not errors: they come
// back in Response.Status, as does a redirect for the caller to queue
// (see Request.Delay and Request.QueueOffHost). Errors are network failures, timeouts, refused
// addresses, redirect problems and unsupported content types.
func (f *Fetcher) Fetch(ctx context.Context, req Request) (*Response, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: cookie jar: %w", req.URL, err)
	}
	start := time.Now()
	hop := req
	asked := map[string]bool{req.URL + "\x00": true} // URL and Cookie header of each request
	for hops := 0; ; hops++ {
		resp, err := f.fetchOnce(ctx, hop, jar)
		if err != nil {
			return nil, err
		}
		next, cookie, ok := followHop(req, resp, jar)
		if !ok {
			resp.Duration = time.Since(start)
			return resp, nil
		}
		// A consent gate or a session id on a host with a delay: the
		// chain goes on in a request of its own, the host's delay after
		// the last one.
		switch key := next + "\x00" + cookie; {
		case asked[key]:
			return nil, fmt.Errorf("fetch %s: %w at %s", req.URL, ErrRedirectLoop, next)
		case hops >= f.cfg.MaxRedirects:
			return nil, fmt.Errorf("fetch %s: %w: more than %d", req.URL, ErrTooManyRedirects, f.cfg.MaxRedirects)
		default:
			asked[key] = true
		}
		t := time.NewTimer(req.Delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("fetch %s: %w", req.URL, ctx.Err())
		case <-req.Stop:
			t.Stop()
			return nil, fmt.Errorf("fetch %s: %w", req.URL, ErrStopped)
		case <-t.C:
		}
		hop = Request{URL: next, Delay: req.Delay, AnyType: req.AnyType, MaxBodySize: req.MaxBodySize,
			QueueOffHost: req.QueueOffHost, Allowed: req.Allowed, Stop: req.Stop, cookie: cookie}
	}
}

// followHop tells whether Fetch follows a redirect handed back on a host
// with a delay (see Request.Delay): a redirect on the host whose chain,
// this response included, set a cookie for its target, or whose target
// is the URL asked for, once canonical. It returns the target and the
// Cookie header to send it with.
func followHop(req Request, resp *Response, jar http.CookieJar) (target, cookie string, ok bool) {
	loc := resp.Header.Get("Location")
	if req.Delay <= 0 || resp.Status < 300 || resp.Status >= 400 || loc == "" {
		return "", "", false
	}
	from, err1 := url.Parse(resp.URL)
	first, err2 := url.Parse(req.URL)
	if err1 != nil || err2 != nil {
		return "", "", false
	}
	to, err := from.Parse(loc)
	if err != nil || !strings.EqualFold(to.Host, first.Host) || to.Scheme != "http" && to.Scheme != "https" ||
		req.Allowed != nil && !req.Allowed(to) {
		return "", "", false
	}
	if set := (&http.Response{Header: resp.Header}).Cookies(); len(set) > 0 {
		jar.SetCookies(from, set)
	}
	cookies := jar.Cookies(to)
	if len(cookies) == 0 && !sameCanonical(to.String(), req.URL) {
		return "", "", false
	}
	parts := make([]string, 0, len(cookies))
	for _, ck := range cookies {
		parts = append(parts, ck.String())
	}
	return to.String(), strings.Join(parts, "; "), true
}

// sameCanonical reports whether a and b canonicalize to one URL.
func sameCanonical(a, b string) bool {
	ca, err1 := Canonicalize(a, nil)
	cb, err2 := Canonicalize(b, nil)
	return err1 == nil && err2 == nil && ca == cb
}

// fetchOnce is one request of Fetch, its redirects followed or handed
// back by the rules of req, with the cookies of jar.
func (f *Fetcher) fetchOnce(ctx context.Context, req Request, jar http.CookieJar) (*Response, error) {
	c := f.base.Clone()
	limit := f.cfg.MaxBodySize
	if req.MaxBodySize > 0 && req.MaxBodySize < limit {
		limit = req.MaxBodySize
		c.MaxBodySize = int(limit) + 1
	}
	c.Context = context.WithValue(ctx, redirectKey{}, redirectRules{handBack: req.Delay > 0, handBackOffHost: req.QueueOffHost,
		allowed: req.Allowed, jar: jar})
	hdr := http.Header{}
	hdr.Set("User-Agent", f.cfg.UserAgent)
	hdr.Set("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,application/rss+xml,application/atom+xml,text/plain;q=0.8,*/*;q=0.5")
	if req.ETag != "" {
		hdr.Set("If-None-Match", req.ETag)
	}
	if req.LastModified != "" {
		hdr.Set("If-Modified-Since", req.LastModified)
	}
	if req.cookie != "" {
		hdr.Set("Cookie", req.cookie)
	}
	var (
		resp     *Response
		ctypeErr error
	)
	c.OnResponseHeaders(func(r *colly.Response) {
		ct := r.Headers.Get(originalContentType)
		if ok2xx(r.StatusCode) && !req.AnyType && !acceptableType(ct) {
			ctypeErr = fmt.Errorf("%w: %q", ErrContentType, ct)
			r.Request.Abort()
		}
	})
	c.OnResponse(func(r *colly.Response) {
		if ok2xx(r.StatusCode) && !req.AnyType {
			if ctypeErr = checkBody(r.Headers.Get(originalContentType), r.Headers.Get(unknownEncoding), r.Body); ctypeErr != nil {
				return
			}
		}
		resp = &Response{
			URL:         r.Request.URL.String(),
			Status:      r.StatusCode,
			Header:      r.Headers.Clone(),
			ContentType: r.Headers.Get(originalContentType),
			Body:        r.Body,
		}
		resp.Header.Del(originalContentType)
		resp.Header.Del(unknownEncoding)
		if resp.ContentType != "" {
			resp.Header.Set("Content-Type", resp.ContentType)
		}
		if int64(len(resp.Body)) > limit {
			resp.Body = resp.Body[:limit]
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
		if strings.Contains(err.Error(), "server response headers exceeded") {
			// net/http's error for MaxResponseHeaderBytes is not exported.
			return nil, fmt.Errorf("fetch %s: %w (over %d bytes): %w", req.URL, ErrHeadersTooLarge, maxHeaderBytes, err)
		}
		if strings.Contains(err.Error(), "failed to parse Location header") {
			// Nor is its error for a redirect to no URL, which asking
			// again does not cure.
			return nil, fmt.Errorf("fetch %s: redirect: %w: %w", req.URL, ErrUnsupportedURL, err)
		}
		return nil, fmt.Errorf("fetch %s: %w", req.URL, err)
	}
	return resp, nil
}

func ok2xx(status int) bool { return status >= 200 && status < 300 }

// acceptableType reports whether a Content-Type may hold a page, feed,
// sitemap or robots.txt. A missing, malformed or generic type is
// accepted; checkBody then looks at the body.
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
		mt == "application/gzip", mt == "application/x-gzip", mt == "application/json", mt == "application/ld+json",
		genericTypes[mt]:
		return true
	}
	return false
}

// genericTypes say only "bytes": servers send them for pages, feeds and
// sitemaps they have no type for, so the body decides.
var genericTypes = map[string]bool{
	"application/octet-stream": true, "binary/octet-stream": true, "application/binary": true,
	"application/unknown": true, "unknown/unknown": true, "application/x-unknown": true,
	"application/download": true, "application/force-download": true,
}

// checkBody refuses a body that is not text whatever its header says:
// one that opens with the signature of an image, PDF, archive, audio or
// video file, or that is binary where the header gave no text type or
// named a content coding Byline cannot undo. It sniffs as browsers do
// (WHATWG MIME Sniffing, net/http.DetectContentType), but a body declared
// as text is not refused for a signature of two or three letters alone.
func checkBody(ct, unknownCoding string, body []byte) error {
	sniffed, _, _ := mime.ParseMediaType(http.DetectContentType(body))
	switch {
	case binarySignature(sniffed) && !(weakSignature[sniffed] && declaredText(ct) && !hasControlBytes(body)):
		return fmt.Errorf("%w: %q holds %s", ErrContentType, ct, sniffed)
	case sniffed != "application/octet-stream":
		return nil
	case unknownCoding != "":
		return fmt.Errorf("%w: %q", ErrContentEncoding, unknownCoding)
	}
	if mt, _, err := mime.ParseMediaType(ct); err == nil && genericTypes[mt] {
		return fmt.Errorf("%w: %q holds binary data", ErrContentType, ct)
	}
	return nil // declared text but not UTF-8 looking: the charset guess decides
}

// weakSignature are file signatures of two or three letters ("BM",
// "ID3") that a text can open with ("BMW recalls…"): a body declared as
// text is refused for them only when it also holds control bytes.
var weakSignature = map[string]bool{"image/bmp": true, "audio/mpeg": true}

func declaredText(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && (strings.HasPrefix(mt, "text/") || strings.HasSuffix(mt, "xml") || strings.HasSuffix(mt, "json"))
}

// hasControlBytes reports whether the first 512 bytes hold a C0 control
// other than whitespace, as binary files do and text does not.
func hasControlBytes(b []byte) bool {
	for _, c := range b[:min(len(b), 512)] {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' {
			return true
		}
	}
	return false
}

func binarySignature(mt string) bool {
	switch mt {
	case "application/pdf", "application/postscript", "application/zip", "application/x-rar-compressed",
		"application/x-gzip", "application/wasm", "application/vnd.ms-fontobject", "application/ogg":
		return true
	}
	for _, p := range []string{"image/", "audio/", "video/", "font/"} {
		if strings.HasPrefix(mt, p) {
			return true
		}
	}
	return false
}

// decodingTransport undoes every content coding itself, so that Colly,
// which would inflate a gzip body without bound when the header lists
// more than one coding, never decompresses anything, and its body limit
// applies to the decompressed bytes (which defuses gzip bombs). It also
// hides the charset from Colly so the body stays as the server sent it.
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
	var codings, unknown []string
	for _, c := range strings.Split(res.Header.Get("Content-Encoding"), ",") {
		switch c = strings.ToLower(strings.TrimSpace(c)); c {
		case "", "identity":
		case "gzip", "x-gzip", "deflate", "br", "zstd":
			codings = append(codings, c)
		default:
			// Browsers read a coding they do not know ("utf-8", "none")
			// as none; checkBody refuses the body if it is not text.
			unknown = append(unknown, c)
		}
	}
	if len(unknown) > 0 {
		res.Header.Set(unknownEncoding, strings.Join(unknown, ", "))
	}
	res.Body = &lazyDecoder{src: res.Body, codings: codings}
	res.Header.Del("Content-Encoding")
	if len(codings) > 0 {
		res.Header.Del("Content-Length")
		res.ContentLength = -1
	}
	res.Uncompressed = true
	return res, nil
}

// unknownEncoding carries the content codings the transport could not
// undo to checkBody.
const unknownEncoding = "X-Byline-Unknown-Encoding"

// maxHiddenGzip is how many gzip layers beyond the ones a response
// declares are undone: a .gz file served with Content-Encoding: gzip is
// compressed twice, and a sitemap.xml.gz often comes without any coding.
const maxHiddenGzip = 2

// lazyDecoder undoes content codings on first read, so that empty bodies
// (304) and bodies labelled gzip that are not compressed do not fail.
// A body its codings cannot undo (corrupt data, a bad header) fails with
// ErrContentEncoding, which asking again does not cure; a body cut short
// or a failing connection keeps its own error.
type lazyDecoder struct {
	src     io.ReadCloser
	codings []string // in the order applied; undone last first
	dec     io.Reader
	read    sourceReader
	closers []io.Closer
	err     error
}

// sourceReader remembers the error of the connection, to tell it from
// the decoders' own.
type sourceReader struct {
	r   io.Reader
	err error
}

func (s *sourceReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		s.err = err
	}
	return n, err
}

func (d *lazyDecoder) Read(p []byte) (int, error) {
	if d.dec == nil && d.err == nil {
		d.dec, d.err = d.open()
		if d.err != nil {
			d.err = d.decodeError(d.err)
		}
	}
	if d.err != nil {
		return 0, d.err
	}
	n, err := d.dec.Read(p)
	if err != nil && err != io.EOF {
		err = d.decodeError(err)
	}
	return n, err
}

// decodeError marks err as the body's coding at fault when the
// connection did not fail and the body was not cut short.
func (d *lazyDecoder) decodeError(err error) error {
	if d.read.err != nil || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return err
	}
	return fmt.Errorf("%w: the body does not decode: %w", ErrContentEncoding, err)
}

func (d *lazyDecoder) open() (io.Reader, error) {
	d.read.r = d.src
	var r io.Reader = &d.read
	for i := len(d.codings) - 1; i >= -maxHiddenGzip; i-- {
		br := bufio.NewReader(r)
		peek, err := br.Peek(2)
		r = br
		if len(peek) == 0 {
			if err == nil {
				err = io.EOF
			}
			return nil, err // empty, or a timeout before the first byte
		}
		gz := len(peek) == 2 && peek[0] == 0x1f && peek[1] == 0x8b
		coding := "gzip" // a hidden layer, found by its magic bytes
		if i >= 0 {
			coding = d.codings[i]
		}
		switch {
		case coding == "gzip" || coding == "x-gzip":
			if !gz {
				if i < 0 {
					return r, nil
				}
				continue // labelled gzip but plain
			}
			zr, err := gzip.NewReader(br)
			if err != nil {
				return nil, fmt.Errorf("decompress gzip: %w", err)
			}
			d.closers = append(d.closers, zr)
			r = zr
		case coding == "deflate":
			// RFC 9110's deflate is zlib-wrapped; many servers send the
			// raw stream instead, which browsers read too.
			if len(peek) == 2 && peek[0]&0x0f == 8 && (int(peek[0])<<8|int(peek[1]))%31 == 0 {
				zr, err := zlib.NewReader(br)
				if err != nil {
					return nil, fmt.Errorf("decompress deflate: %w", err)
				}
				d.closers = append(d.closers, zr)
				r = zr
			} else {
				fr := flate.NewReader(br)
				d.closers = append(d.closers, fr)
				r = fr
			}
		case coding == "br":
			r = brotli.NewReader(br)
		case coding == "zstd":
			// RFC 9659 caps the window at 8 MB; one goroutine-free decoder.
			zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(8<<20), zstd.WithDecoderLowmem(true))
			if err != nil {
				return nil, fmt.Errorf("decompress zstd: %w", err)
			}
			rc := zr.IOReadCloser()
			d.closers = append(d.closers, rc)
			r = rc
		}
	}
	return r, nil
}

func (d *lazyDecoder) Close() error {
	for _, c := range d.closers {
		c.Close()
	}
	return d.src.Close()
}

// CloseIdleConnections closes the kept-alive connections of the
// fetcher's transport, so that their goroutines end (tests check it).
func (f *Fetcher) CloseIdleConnections() { f.transport.CloseIdleConnections() }
