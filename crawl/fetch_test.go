package crawl

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bylinehq/byline/store"
)

func newTestFetcher(t *testing.T, h http.Handler, cfg FetchConfig) (*Fetcher, string) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	cfg.AllowPrivate = true
	return NewFetcher(cfg, nil), srv.URL
}

func TestFetchBasics(t *testing.T) {
	latin1 := []byte("<html><head><meta charset=\"iso-8859-1\"></head><body>Gr\xfc\xdfe aus K\xf6ln</body></html>")
	var bomb bytes.Buffer
	zw := gzip.NewWriter(&bomb)
	zw.Write(bytes.Repeat([]byte("A"), 64<<20)) // 64 MiB of A compresses to ~64 KiB
	zw.Close()
	mux := http.NewServeMux()
	mux.HandleFunc("/etag", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", `"v1"`)
		if r.Header.Get("If-None-Match") == `"v1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		io.WriteString(w, "<html>v1</html>")
	})
	mux.HandleFunc("/gz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Content-Type", "text/html")
		zw := gzip.NewWriter(w)
		io.WriteString(zw, "<html>compressed</html>")
		zw.Close()
	})
	mux.HandleFunc("/bomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(bomb.Bytes())
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		chunk := bytes.Repeat([]byte("<p>endless</p>"), 1<<12)
		for range 4000 { // ~220 MB if nobody stops reading
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=iso-8859-1")
		w.Write(latin1)
	})
	mux.HandleFunc("/image", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG"))
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/loop2", http.StatusFound) })
	mux.HandleFunc("/loop2", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/loop", http.StatusFound) })
	mux.HandleFunc("/chain/", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Path+"x", http.StatusFound)
	})
	mux.HandleFunc("/status/500", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "boom", 500) })
	mux.HandleFunc("/ua", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, r.UserAgent()) })
	f, base := newTestFetcher(t, mux, FetchConfig{MaxBodySize: 1 << 20, Timeout: 5 * time.Second})
	ctx := context.Background()

	t.Run("conditional GET", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/etag"})
		if err != nil || r.Status != 200 || r.Header.Get("ETag") != `"v1"` {
			t.Fatalf("first fetch: %+v, %v", r, err)
		}
		r, err = f.Fetch(ctx, Request{URL: base + "/etag", ETag: `"v1"`})
		if err != nil || r.Status != 304 || len(r.Body) != 0 {
			t.Fatalf("conditional fetch: %+v, %v", r, err)
		}
	})
	t.Run("gzip", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/gz"})
		if err != nil || string(r.Body) != "<html>compressed</html>" {
			t.Fatalf("gz: %+v, %v", r, err)
		}
	})
	t.Run("gzip bomb is cut at the body limit", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/bomb"})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Truncated || len(r.Body) != 1<<20 {
			t.Fatalf("bomb: %d bytes, truncated %v", len(r.Body), r.Truncated)
		}
	})
	t.Run("endless response is cut", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/huge"})
		if err != nil || !r.Truncated || len(r.Body) != 1<<20 {
			t.Fatalf("huge: %v, %v", r != nil && r.Truncated, err)
		}
	})
	t.Run("raw bytes are kept as sent", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/latin1"})
		if err != nil || !bytes.Equal(r.Body, latin1) || r.ContentType != "text/html; charset=iso-8859-1" {
			t.Fatalf("latin1: %q (%q), %v", r.Body, r.ContentType, err)
		}
	})
	t.Run("content type", func(t *testing.T) {
		if _, err := f.Fetch(ctx, Request{URL: base + "/image"}); !errors.Is(err, ErrContentType) {
			t.Fatalf("image: err = %v", err)
		}
	})
	t.Run("redirect loop", func(t *testing.T) {
		if _, err := f.Fetch(ctx, Request{URL: base + "/loop"}); !errors.Is(err, ErrRedirectLoop) {
			t.Fatalf("loop: err = %v", err)
		}
	})
	t.Run("redirect chain", func(t *testing.T) {
		if _, err := f.Fetch(ctx, Request{URL: base + "/chain/"}); !errors.Is(err, ErrTooManyRedirects) {
			t.Fatalf("chain: err = %v", err)
		}
	})
	t.Run("server error is a status", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/status/500"})
		if err != nil || r.Status != 500 {
			t.Fatalf("500: %+v, %v", r, err)
		}
	})
	t.Run("user agent names byline", func(t *testing.T) {
		r, err := f.Fetch(ctx, Request{URL: base + "/ua"})
		if err != nil || !strings.HasPrefix(string(r.Body), "Byline/") {
			t.Fatalf("ua: %q, %v", r.Body, err)
		}
	})
}

func TestFetchTimeout(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}), FetchConfig{Timeout: 100 * time.Millisecond})
	_, err := f.Fetch(context.Background(), Request{URL: base + "/"})
	if err == nil {
		t.Fatal("a hanging server did not time out")
	}
}

func TestPrivateAddressRefused(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Error("the private server was contacted")
	}))
	defer srv.Close()
	f := NewFetcher(FetchConfig{}, nil)
	_, err := f.Fetch(context.Background(), Request{URL: srv.URL})
	if !errors.Is(err, ErrPrivateAddress) {
		t.Fatalf("err = %v, want ErrPrivateAddress", err)
	}
	// A public-looking name that resolves to loopback is refused too.
	f = NewFetcher(FetchConfig{Resolve: map[string]string{"public.example:80": srv.Listener.Addr().String()}}, nil)
	if _, err := f.Fetch(context.Background(), Request{URL: "http://public.example/"}); !errors.Is(err, ErrPrivateAddress) {
		t.Fatalf("override: err = %v, want ErrPrivateAddress", err)
	}
	// Redirects to private addresses are checked at dial time as well.
	if _, err := f.Fetch(context.Background(), Request{URL: "http://169.254.169.254/latest/meta-data/"}); !errors.Is(err, ErrPrivateAddress) {
		t.Fatalf("metadata: err = %v", err)
	}
}

func TestRobots(t *testing.T) {
	var hits int
	var mu sync.Mutex
	mux := http.NewServeMux()
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hits++
		mu.Unlock()
		io.WriteString(w, "User-agent: *\nDisallow: /private\nCrawl-delay: 2\n\nUser-agent: Byline\nDisallow: /nobyline\nCrawl-delay: 3\nSitemap: https://x.example/sm.xml\n")
	})
	f, base := newTestFetcher(t, mux, FetchConfig{})
	rc := NewRobotsCache(f, time.Hour)
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rc.For(ctx, base+"/a")
		}()
	}
	wg.Wait()
	r, err := rc.For(ctx, base+"/a")
	if err != nil {
		t.Fatal(err)
	}
	if hits != 1 {
		t.Errorf("robots.txt fetched %d times, want once", hits)
	}
	if r.Allowed("/nobyline/x") || !r.Allowed("/private") || r.CrawlDelay() != 3*time.Second {
		t.Errorf("Byline group not chosen: allowed(/nobyline)=%v delay=%v", r.Allowed("/nobyline/x"), r.CrawlDelay())
	}
	if len(r.Sitemaps) != 1 {
		t.Errorf("sitemaps = %v", r.Sitemaps)
	}

	statusSrv := func(code int) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }))
		t.Cleanup(srv.Close)
		return srv.URL
	}
	if r, _ := rc.For(ctx, statusSrv(404)+"/x"); !r.Allowed("/x") {
		t.Error("404 robots.txt must allow everything")
	}
	if r, _ := rc.For(ctx, statusSrv(503)+"/x"); r.Allowed("/x") || !r.Unavailable {
		t.Error("503 robots.txt must disallow for now and say so")
	}
}

type memFrontier struct {
	mu    sync.Mutex
	items map[string]store.FrontierItem
}

func (m *memFrontier) PushFrontier(_ context.Context, items []store.FrontierItem) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, it := range items {
		m.items[it.URL] = it
	}
	return nil
}
func (m *memFrontier) Frontier(context.Context) ([]store.FrontierItem, error) { return nil, nil }
func (m *memFrontier) UpdateFrontier(_ context.Context, it store.FrontierItem) error {
	return m.PushFrontier(context.Background(), []store.FrontierItem{it})
}
func (m *memFrontier) DoneFrontier(_ context.Context, u string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.items, u)
	return nil
}

func TestFrontierOrderAndPoliteness(t *testing.T) {
	db := &memFrontier{items: map[string]store.FrontierItem{}}
	const delay = 30 * time.Millisecond
	f := NewFrontier(db, delay, 1)
	ctx := context.Background()
	var items []store.FrontierItem
	for i, p := range []int{2, 0, 1, 2} {
		items = append(items, store.FrontierItem{URL: "https://a.example/" + string(rune('a'+i)), Host: "a.example", Priority: p})
	}
	items = append(items, store.FrontierItem{URL: "https://b.example/x", Host: "b.example", Priority: 3})
	if n, _ := f.Push(ctx, append(items, items[0])); n != 5 {
		t.Fatalf("pushed %d, want 5 (duplicates ignored)", n)
	}
	var order []string
	starts := map[string][]time.Time{}
	for {
		it, ok, err := f.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		starts[it.Host] = append(starts[it.Host], time.Now())
		order = append(order, it.URL)
		f.Done(ctx, it)
	}
	// b.example is served at once although its priority is worse: its
	// host is free while a.example waits out its delay.
	wantA := []string{"https://a.example/b", "https://a.example/c", "https://a.example/a", "https://a.example/d"}
	var gotA []string
	for _, u := range order {
		if strings.HasPrefix(u, "https://a.") {
			gotA = append(gotA, u)
		}
	}
	if strings.Join(gotA, " ") != strings.Join(wantA, " ") {
		t.Errorf("a.example order = %v, want %v", gotA, wantA)
	}
	if order[1] != "https://b.example/x" {
		t.Errorf("b.example waited behind a.example: %v", order)
	}
	for i := 1; i < len(starts["a.example"]); i++ {
		if gap := starts["a.example"][i].Sub(starts["a.example"][i-1]); gap < delay {
			t.Errorf("requests %d and %d to one host %v apart, below the %v delay", i-1, i, gap, delay)
		}
	}
	if len(db.items) != 0 {
		t.Errorf("durable frontier keeps %d items after all were done", len(db.items))
	}
}

// TestFetch50MBPageIsCut checks that a 50 MB page is cut at the body
// limit without being read into memory: the whole fetch allocates far
// less than the page's size.
func TestFetch50MBPageIsCut(t *testing.T) {
	chunk := bytes.Repeat([]byte("<p>fifty megabytes of filler</p>\n"), 1<<10)
	f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Length", strconv.Itoa(50<<20))
		for written := 0; written < 50<<20; written += len(chunk) {
			n := min(len(chunk), 50<<20-written)
			if _, err := w.Write(chunk[:n]); err != nil {
				return
			}
		}
	}), FetchConfig{MaxBodySize: 2 << 20, Timeout: 10 * time.Second})
	fetchCut(t, f, base+"/big", 2<<20)
}

// fetchCut fetches u and checks that its body was cut at limit without
// being read (or inflated) whole: the fetch allocates far less than the
// page's size.
func fetchCut(t *testing.T, f *Fetcher, u string, limit int) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	r, err := f.Fetch(context.Background(), Request{URL: u})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Truncated || len(r.Body) != limit {
		t.Errorf("body %d bytes, truncated %v; want cut at %d", len(r.Body), r.Truncated, limit)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 25<<20 {
		t.Errorf("fetching the cut page allocated %d MiB", alloc>>20)
	}
}
