package crawl

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// hostilePage is what every encoded body of the content-coding tests
// decodes to.
const hostilePage = "<html><head><title>Coded</title></head><body><p>The body as the server meant it.</p></body></html>"

func compressed(t *testing.T, coding string, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	var w io.WriteCloser
	switch coding {
	case "gzip":
		w = gzip.NewWriter(&buf)
	case "zlib":
		w = zlib.NewWriter(&buf)
	case "flate":
		w, _ = flate.NewWriter(&buf, flate.DefaultCompression)
	case "br":
		w = brotli.NewWriter(&buf)
	case "zstd":
		var err error
		if w, err = zstd.NewWriter(&buf); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// answering returns a fetcher and the URL of a server that answers
// every request with status, body and these headers.
func answering(t *testing.T, ctype, encoding string, status int, body []byte) (*Fetcher, string) {
	return newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", ctype)
		if encoding != "" {
			w.Header().Set("Content-Encoding", encoding)
		}
		w.WriteHeader(status)
		w.Write(body)
	}), FetchConfig{})
}

// TestFetchContentCodings checks that every way a server may encode a
// body, right or wrong, comes back as the page.
func TestFetchContentCodings(t *testing.T) {
	page := []byte(hostilePage)
	gz := compressed(t, "gzip", page)
	for _, tc := range []struct {
		name, encoding, ctype string
		body                  []byte
	}{
		{"deflate as RFC 9110 says (zlib)", "deflate", "text/html", compressed(t, "zlib", page)},
		{"deflate as many servers send it (raw)", "deflate", "text/html", compressed(t, "flate", page)},
		{"brotli", "br", "text/html", compressed(t, "br", page)},
		{"zstd", "zstd", "text/html", compressed(t, "zstd", page)},
		{"two codings listed", "gzip, gzip", "text/html", compressed(t, "gzip", gz)},
		{"gzipped twice, declared once", "gzip", "text/html", compressed(t, "gzip", gz)},
		{"gzip without a header", "", "application/xml", gz},
		{"labelled gzip, sent plain", "gzip", "text/html", page},
		{"a coding browsers ignore", "UTF-8", "text/html", page},
		{"identity listed with gzip", "identity, gzip", "text/html", gz},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := answering(t, tc.ctype, tc.encoding, http.StatusOK, tc.body)
			r, err := f.Fetch(context.Background(), Request{URL: base + "/"})
			if err != nil {
				t.Fatal(err)
			}
			if string(r.Body) != hostilePage || r.Header.Get("Content-Encoding") != "" {
				t.Errorf("body %.60q (Content-Encoding %q), want the page decoded", r.Body, r.Header.Get("Content-Encoding"))
			}
		})
	}
}

// TestFetchGzipBombBehindCodingList checks that a gzip bomb is cut at the
// body limit also when its header lists more than one coding, which
// Colly alone would inflate without bound.
func TestFetchGzipBombBehindCodingList(t *testing.T) {
	bomb := compressed(t, "gzip", bytes.Repeat([]byte("A"), 64<<20))
	f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "identity, gzip")
		w.Write(bomb)
	}), FetchConfig{MaxBodySize: 1 << 20})
	fetchCut(t, f, base+"/", 1<<20)
}

// TestFetchStalledBody checks that the whole-fetch timeout holds for the
// body, not only the headers: a server that sends its headers at once and
// then its body a byte at a time, or never, is cut off with a timeout
// error, never read as a short or empty page.
func TestFetchStalledBody(t *testing.T) {
	for _, tc := range []struct {
		name, encoding string
		trickle        bool
	}{
		{"trickle", "", true},
		{"nothing after the headers", "", false},
		{"nothing after gzip headers", "gzip", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				if tc.encoding != "" {
					w.Header().Set("Content-Encoding", tc.encoding)
				}
				w.WriteHeader(http.StatusOK)
				w.(http.Flusher).Flush()
				for {
					if tc.trickle {
						if _, err := w.Write([]byte("<")); err != nil {
							return
						}
						w.(http.Flusher).Flush()
					}
					select {
					case <-r.Context().Done():
						return
					case <-time.After(10 * time.Millisecond):
					}
				}
			}), FetchConfig{Timeout: 200 * time.Millisecond})
			r, err := f.Fetch(context.Background(), Request{URL: base + "/"})
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("got %v, %v; want a timeout error", r, err)
			}
		})
	}
}

// TestFetchContentTypeLies checks that the body, not only its
// Content-Type, decides whether a response is a page: a page or sitemap
// served as bytes is read, a PDF or image served as HTML is refused with
// a clear error, and an error status stays a status whatever its body.
func TestFetchContentTypeLies(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10")
	sitemap := []byte(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://n.example/a</loc></url></urlset>`)
	for _, tc := range []struct {
		name, ctype, encoding string
		status                int
		body                  []byte
		want                  []byte // the body read, when no error
		err                   error
	}{
		{"a page served as bytes", "application/octet-stream", "", 200, []byte(hostilePage), []byte(hostilePage), nil},
		{"a sitemap served as bytes", "binary/octet-stream", "", 200, sitemap, sitemap, nil},
		{"a gzipped sitemap served as bytes", "application/octet-stream", "", 200, compressed(t, "gzip", sitemap), sitemap, nil},
		{"a PDF served as HTML", "text/html", "", 200, []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nBT (Hello) Tj ET\n"), nil, ErrContentType},
		{"an image served as bytes", "application/octet-stream", "", 200, png, nil, ErrContentType},
		{"binary in a coding nobody knows", "text/html", "compress", 200, []byte("\x1f\x9d\x90\x00\x01\x02\x03\x04\x05\x06"), nil, ErrContentEncoding},
		{"a 503 with an image body is a 503", "image/gif", "", 503, []byte("GIF89a\x01\x00\x01\x00"), []byte("GIF89a\x01\x00\x01\x00"), nil},
		// Text that opens with the letters of a weak file signature.
		{"HTML opening with BM", "text/html", "", 200, []byte("BMW recalls 40,000 cars <p>over a brake fault</p>"), []byte("BMW recalls 40,000 cars <p>over a brake fault</p>"), nil},
		{"text opening with ID3", "text/plain", "", 200, []byte("ID3 tags explained: what your MP3 player reads"), []byte("ID3 tags explained: what your MP3 player reads"), nil},
		{"a real BMP served as HTML", "text/html", "", 200, []byte("BM\x36\x00\x0c\x00\x00\x00\x00\x00\x36\x00\x00\x00\x28\x00"), nil, ErrContentType},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := answering(t, tc.ctype, tc.encoding, tc.status, tc.body)
			r, err := f.Fetch(context.Background(), Request{URL: base + "/sitemap.xml.gz"})
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("got %v, %v; want %v", r, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != tc.status || !bytes.Equal(r.Body, tc.want) {
				t.Errorf("status %d, body %.60q; want %d, %.60q", r.Status, r.Body, tc.status, tc.want)
			}
		})
	}
}

// TestRobotsHostile checks robots.txt files that break the rules: the
// verdict follows RFC 9309, nothing is cached that the host did not say,
// and a huge file is read only as far as the RFC asks.
func TestRobotsHostile(t *testing.T) {
	ctx := context.Background()
	rules := "User-agent: *\nDisallow: /private\n"
	for _, tc := range []struct {
		name    string
		robots  http.HandlerFunc
		private bool // /private/x allowed
		other   bool // /x allowed
	}{
		{"redirect loop: unavailable, so allowed", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/robots.txt?again", http.StatusFound)
		}, true, true},
		{"redirect to no URL: unavailable, so allowed", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", "http://[::1")
			w.WriteHeader(http.StatusMovedPermanently)
		}, true, true},
		{"served as bytes", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/octet-stream")
			io.WriteString(w, rules)
		}, false, true},
		{"served as an image", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "image/png")
			io.WriteString(w, rules)
		}, false, true},
		{"rules past 500 KiB are not read", func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nDisallow: /early\n")
			for range 30000 {
				io.WriteString(w, "# padding padding padding padding\n")
			}
			io.WriteString(w, "Disallow: /private\n")
		}, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := newTestFetcher(t, tc.robots, FetchConfig{})
			r, err := NewRobotsCache(f, time.Hour).For(ctx, base+"/x")
			if err != nil {
				t.Fatal(err)
			}
			if r.Unavailable || r.Allowed("/private/x") != tc.private || r.Allowed("/x") != tc.other {
				t.Errorf("unavailable %v, /private/x allowed %v, /x allowed %v; want false, %v, %v",
					r.Unavailable, r.Allowed("/private/x"), r.Allowed("/x"), tc.private, tc.other)
			}
		})
	}

	t.Run("a caller that gives up caches nothing", func(t *testing.T) {
		release := make(chan struct{})
		f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
			io.WriteString(w, rules)
		}), FetchConfig{})
		rc := NewRobotsCache(f, time.Hour)
		short, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := rc.For(short, base+"/x"); !errors.Is(err, context.Canceled) {
			t.Fatalf("canceled caller: err = %v", err)
		}
		close(release)
		r, err := rc.For(ctx, base+"/x")
		if err != nil || r.Unavailable || r.Allowed("/private/x") {
			t.Errorf("next caller: unavailable %v, /private/x allowed %v, %v; want the host's rules", r.Unavailable, r.Allowed("/private/x"), err)
		}
	})
}

// TestRedirectToPrivateRefused checks that a public host cannot lead the
// fetcher to a private address through a redirect, for a page, a sitemap
// or robots.txt: the address is checked after resolution on every hop.
func TestRedirectToPrivateRefused(t *testing.T) {
	private := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("the private server was contacted: %s", r.URL)
		io.WriteString(w, "User-agent: *\nDisallow: /\n")
	}))
	defer private.Close()
	_, port, _ := net.SplitHostPort(private.Listener.Addr().String())
	targets := []string{
		private.URL + "/admin",
		"http://localhost:" + port + "/admin",
		"http://[::1]:" + port + "/admin",
		"http://[::ffff:127.0.0.1]:" + port + "/admin",
		"http://169.254.169.254/latest/meta-data/",
		"http://10.0.0.1/",
	}
	public := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i, _ := strconv.Atoi(r.URL.Query().Get("to"))
		if r.URL.Path == "/robots.txt" {
			i = 0
		}
		http.Redirect(w, r, targets[i], http.StatusFound)
	}))
	defer public.Close()
	f := NewFetcher(FetchConfig{Timeout: 2 * time.Second}, nil)
	defer f.CloseIdleConnections()
	// public.example stands for a host on the public internet; every
	// other address goes through the guard.
	guard := NewDialer(false, nil)
	f.transport.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if addr == "public.example:80" {
			var d net.Dialer
			return d.DialContext(ctx, network, public.Listener.Addr().String())
		}
		return guard.DialContext(ctx, network, addr)
	}
	ctx := context.Background()
	for i, target := range targets {
		for _, path := range []string{"/story", "/sitemap.xml"} {
			u := "http://public.example" + path + "?to=" + strconv.Itoa(i)
			// A crawl queues another host's redirect as a link…
			if r, err := f.Fetch(ctx, Request{URL: u, QueueOffHost: true}); err != nil || r.Status != http.StatusFound || r.Header.Get("Location") != target {
				t.Errorf("%s → %s: got %v, %v; want the 302 itself", u, target, r, err)
			}
			// …and followed, it is refused.
			if r, err := f.Fetch(ctx, Request{URL: u}); !errors.Is(err, ErrPrivateAddress) {
				t.Errorf("%s → %s followed: got %v, %v; want ErrPrivateAddress", u, target, r, err)
			}
		}
	}
	r, err := NewRobotsCache(f, time.Hour).For(ctx, "http://public.example/story")
	if err != nil || r.Unavailable {
		t.Errorf("robots.txt redirected to a private address: %+v, %v", r, err)
	}
}

// TestRedirectWithDelayIsHandedBack checks that a host's politeness delay
// does not eat the fetch's timeout: a redirect on a host that asks for a
// delay comes back as the 3xx response, for the frontier to keep the
// delay before its target, instead of a wait inside the request that
// outlasts the timeout.
func TestRedirectWithDelayIsHandedBack(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/story", http.StatusMovedPermanently)
	})
	mux.HandleFunc("/story", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, hostilePage) })
	f, base := newTestFetcher(t, mux, FetchConfig{Timeout: 300 * time.Millisecond})
	r, err := f.Fetch(context.Background(), Request{URL: base + "/moved", Delay: time.Second})
	if err != nil || r.Status != http.StatusMovedPermanently || r.Header.Get("Location") != "/story" {
		t.Fatalf("got %v, %v; want the 301 handed back", r, err)
	}
	if r, err := f.Fetch(context.Background(), Request{URL: base + "/moved"}); err != nil || string(r.Body) != hostilePage {
		t.Errorf("without a delay: %v, %v; want the redirect followed", r, err)
	}
}

// TestFetchCorruptCodings checks that a body its content coding cannot
// undo fails with ErrContentEncoding, which asking again does not cure,
// while a coded body cut short stays io.ErrUnexpectedEOF, which may.
func TestFetchCorruptCodings(t *testing.T) {
	gz := compressed(t, "gzip", []byte(hostilePage))
	corrupt := bytes.Clone(gz)
	for i := 12; i < len(corrupt)-8; i++ {
		corrupt[i] ^= 0x55
	}
	for _, tc := range []struct {
		name, encoding string
		body           []byte
		err            error
	}{
		{"gzip with corrupt data", "gzip", corrupt, ErrContentEncoding},
		{"gzip with a bad header", "gzip", append([]byte{0x1f, 0x8b, 9, 9}, gz[4:]...), ErrContentEncoding},
		{"brotli garbage", "br", []byte("\xff\xff\xff\xff not brotli at all"), ErrContentEncoding},
		{"deflate garbage", "deflate", []byte("\xff\xff\xff\xff not deflate at all"), ErrContentEncoding},
		{"zstd garbage", "zstd", []byte("\x28\xb5\x2f\xfd not zstd at all"), ErrContentEncoding},
		{"gzip cut short", "gzip", gz[:len(gz)/2], io.ErrUnexpectedEOF},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := answering(t, "text/html", tc.encoding, http.StatusOK, tc.body)
			r, err := f.Fetch(context.Background(), Request{URL: base + "/"})
			if !errors.Is(err, tc.err) {
				t.Fatalf("got %v, %v; want %v", r, err, tc.err)
			}
			if tc.err == io.ErrUnexpectedEOF && errors.Is(err, ErrContentEncoding) {
				t.Errorf("a body cut short is blamed on its coding: %v", err)
			}
		})
	}
}

// TestRobotsHugeCrawlDelay checks that a Crawl-delay too long for a
// time.Duration, which overflows to a negative one in the parser, reads
// as the longest delay, not as none.
func TestRobotsHugeCrawlDelay(t *testing.T) {
	for _, delay := range []string{"99999999999", "1e300"} {
		f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "User-agent: *\nCrawl-delay: "+delay+"\nDisallow: /private\n")
		}), FetchConfig{})
		r, err := NewRobotsCache(f, time.Hour).For(context.Background(), base+"/x")
		if err != nil {
			t.Fatal(err)
		}
		if d := r.CrawlDelay(); d < 24*time.Hour {
			t.Errorf("Crawl-delay: %s reads as %v; want the longest delay", delay, d)
		}
	}
}

// TestCookieGateRedirects checks that a site that redirects until a
// cookie is set (a consent or session gate: to itself, or through a
// page that sets it and sends the reader back) is read as a browser
// reads it, on a host with a delay too once a hop set a cookie, since a
// queued hop would come without it and the gate would never open (the
// hop is then a request of its own, after the delay:
// TestCookieGateKeepsTheDelay); that a gate that never opens still
// fails as a redirect loop; and that no cookie outlives its fetch.
func TestCookieGateRedirects(t *testing.T) {
	gated := func(w http.ResponseWriter, r *http.Request, gate string) {
		if c, err := r.Cookie("consent"); err == nil && c.Value == "yes" {
			io.WriteString(w, hostilePage)
			return
		}
		http.Redirect(w, r, gate, http.StatusFound)
	}
	setCookie := func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/self", func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("consent"); err != nil {
			setCookie(w, r)
		}
		gated(w, r, "/self")
	})
	mux.HandleFunc("/story", func(w http.ResponseWriter, r *http.Request) { gated(w, r, "/consent?next=/story") })
	mux.HandleFunc("/consent", func(w http.ResponseWriter, r *http.Request) {
		setCookie(w, r)
		http.Redirect(w, r, r.URL.Query().Get("next"), http.StatusFound)
	})
	mux.HandleFunc("/never", func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "n", Value: "same", Path: "/"})
		http.Redirect(w, r, "/never", http.StatusFound)
	})
	f, base := newTestFetcher(t, mux, FetchConfig{Timeout: time.Second})
	ctx := context.Background()
	for _, delay := range []time.Duration{0, 100 * time.Millisecond} {
		for _, path := range []string{"/self", "/story", "/consent?next=/story"} {
			r, err := f.Fetch(ctx, Request{URL: base + path, Delay: delay})
			if path == "/story" && delay > 0 {
				// The hop to the gate sets no cookie yet: handed back,
				// for the caller to queue the gate, as any redirect.
				if err != nil || r.Header.Get("Location") != "/consent?next=/story" {
					t.Errorf("%s, delay %v: %+v, %v; want the redirect to the gate handed back", path, delay, r, err)
				}
				continue
			}
			if err != nil || r.Status != http.StatusOK || string(r.Body) != hostilePage {
				t.Errorf("%s, delay %v: %+v, %v; want the page behind the cookie gate", path, delay, r, err)
			}
		}
		if r, err := f.Fetch(ctx, Request{URL: base + "/never", Delay: delay}); !errors.Is(err, ErrRedirectLoop) {
			t.Errorf("/never, delay %v: %+v, %v; want a redirect loop", delay, r, err)
		}
	}
	mux.HandleFunc("/echo", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, r.Header.Get("Cookie")) })
	if r, err := f.Fetch(ctx, Request{URL: base + "/echo", AnyType: true}); err != nil || len(r.Body) != 0 {
		t.Errorf("a later fetch sent cookies %q (%v); want none", r.Body, err)
	}
}

// TestCookieGateHopStops checks that a closed Request.Stop ends Fetch's
// wait between two hops of a cookie gate on a host with a delay, with
// ErrStopped and no further request.
func TestCookieGateHopStops(t *testing.T) {
	var asked atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/self", func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
		http.Redirect(w, r, "/self", http.StatusFound)
	})
	f, base := newTestFetcher(t, mux, FetchConfig{Timeout: time.Second})
	stop := make(chan struct{})
	close(stop)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second) // a guard against a hang
	defer cancel()
	r, err := f.Fetch(ctx, Request{URL: base + "/self", Delay: time.Hour, Stop: stop})
	if !errors.Is(err, ErrStopped) {
		t.Errorf("Fetch = %+v, %v; want ErrStopped", r, err)
	}
	if n := asked.Load(); n != 1 {
		t.Errorf("the gate was asked %d times, want once", n)
	}
}

// TestRedirectToDisallowedIsHandedBack checks that a redirect on the host
// to a URL Request.Allowed refuses (robots.txt disallows it) is handed
// back as its 3xx response, never followed: neither by the transport
// (no delay) nor by Fetch itself on a cookie gate's hop (with a delay).
func TestRedirectToDisallowedIsHandedBack(t *testing.T) {
	var private atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/story", func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "consent", Value: "yes", Path: "/"})
		http.Redirect(w, r, "/private/story", http.StatusFound)
	})
	mux.HandleFunc("/private/", func(w http.ResponseWriter, r *http.Request) {
		private.Add(1)
		io.WriteString(w, hostilePage)
	})
	f, base := newTestFetcher(t, mux, FetchConfig{Timeout: time.Second})
	allowed := func(u *url.URL) bool { return !strings.HasPrefix(u.Path, "/private") }
	for _, delay := range []time.Duration{0, 10 * time.Millisecond} {
		r, err := f.Fetch(context.Background(), Request{URL: base + "/story", Delay: delay, Allowed: allowed})
		if err != nil || r.Status != http.StatusFound || r.Header.Get("Location") != "/private/story" {
			t.Errorf("delay %v: %+v, %v; want the 302 handed back", delay, r, err)
		}
	}
	if n := private.Load(); n != 0 {
		t.Errorf("the disallowed target was fetched %d times", n)
	}
	// Without Allowed the redirect is followed, as before.
	if r, err := f.Fetch(context.Background(), Request{URL: base + "/story"}); err != nil || r.Status != http.StatusOK {
		t.Errorf("no Allowed: %+v, %v; want the target", r, err)
	}
}
