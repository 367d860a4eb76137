package crawl

import (
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestRobotsRFC9309 checks robots.txt files as sites write them against
// RFC 9309: a line that does not parse (a rule before any User-agent, a
// Crawl-delay of "10s") is skipped, never voiding the whole file; the
// groups naming Byline are merged; paths compare with their
// percent-encoding normalized; the longest rule wins and an allow wins
// a tie.
func TestRobotsRFC9309(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name, body, path string
		want             bool
	}{
		{"a rule before any user-agent is skipped", "Disallow: /x\nUser-agent: *\nDisallow: /private\n", "/private/a", false},
		{"a crawl-delay before any user-agent is skipped", "Crawl-delay: 5\nUser-agent: *\nDisallow: /private\n", "/private/a", false},
		{"a crawl-delay with a unit is skipped", "User-agent: *\nCrawl-delay: 10s\nDisallow: /private\n", "/private/a", false},
		{"a negative crawl-delay is skipped", "User-agent: *\nCrawl-delay: -1\nDisallow: /private\n", "/private/a", false},
		{"a byte-order mark", "\ufeffUser-agent: *\nDisallow: /private\n", "/private/a", false},
		{"lines ended by CR alone", "User-agent: *\rDisallow: /private\r", "/private/a", false},
		{"an allow wins a tie", "User-agent: *\nDisallow: /page\nAllow: /page\n", "/page", true},
		{"the longer rule wins", "User-agent: *\nAllow: /news\nDisallow: /news/drafts\n", "/news/drafts/1", false},
		{"a longer wildcard allow", "User-agent: *\nDisallow: /\nAllow: /news/*.html$\n", "/news/a.html", true},
		{"$ anchors at the end", "User-agent: *\nDisallow: /*.pdf$\n", "/a.pdf?x=1", true},
		{"$ anchors at the end, matching", "User-agent: *\nDisallow: /*.pdf$\n", "/a.pdf", false},
		{"a wildcard inside", "User-agent: *\nDisallow: /*/print\n", "/news/print", false},
		{"a wildcard in the query", "User-agent: *\nDisallow: /*?*replytocom\n", "/a?replytocom=1", false},
		{"/ and /$", "User-agent: *\nDisallow: /\nAllow: /$\n", "/", true},
		{"a UTF-8 rule and an encoded URL", "User-agent: *\nDisallow: /café\n", "/caf%C3%A9/x", false},
		{"an encoded unreserved character", "User-agent: *\nDisallow: /%7Ejoe\n", "/~joe/x", false},
		{"lower-case escapes", "User-agent: *\nDisallow: /caf%c3%a9\n", "/caf%C3%A9", false},
		{"Byline's group with a version", "User-agent: *\nDisallow: /\n\nUser-agent: Byline/1.0\nAllow: /\n", "/x", true},
		{"another crawler whose name starts like Byline's", "User-agent: *\nAllow: /\n\nUser-agent: by\nDisallow: /\n", "/x", true},
		{"Byline's groups are merged", "User-agent: byline\nDisallow: /a\n\nUser-agent: *\nDisallow: /z\n\nUser-agent: byline\nDisallow: /b\n", "/b", false},
		{"Byline's group ignores the * group", "User-agent: byline\nDisallow: /a\n\nUser-agent: *\nDisallow: /z\n", "/z", true},
		{"a group of several agents", "User-agent: foo\nUser-agent: BYLINE\nDisallow: /b\n", "/b/", false},
		{"an unknown line inside a group", "User-agent: *\nNoindex: /q\nDisallow: /p\n", "/p", false},
		{"a comment after the agent", "User-agent: * # everyone\nDisallow: /p\n", "/p", false},
		{"an empty disallow allows", "User-agent: *\nDisallow:\n", "/p", true},
		{"robots.txt itself", "User-agent: *\nDisallow: /\n", "/robots.txt", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/plain")
				io.WriteString(w, tc.body)
			}), FetchConfig{})
			r, err := NewRobotsCache(f, time.Hour).For(ctx, base+"/x")
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Allowed(tc.path); got != tc.want {
				t.Errorf("robots.txt %q: Allowed(%q) = %v, want %v", tc.body, tc.path, got, tc.want)
			}
		})
	}

	t.Run("crawl-delay and sitemaps of a file with broken lines", func(t *testing.T) {
		f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "Sitemap: https://x.example/a.xml\nDisallow: /stray\nUser-agent: *\nCrawl-delay: soon\nCrawl-delay: 2.5\nSitemap: https://x.example/b.xml\n")
		}), FetchConfig{})
		r, err := NewRobotsCache(f, time.Hour).For(ctx, base+"/x")
		if err != nil {
			t.Fatal(err)
		}
		if r.CrawlDelay() != 2500*time.Millisecond || len(r.Sitemaps) != 2 {
			t.Errorf("Crawl-delay %v, sitemaps %v; want 2.5s and both sitemaps", r.CrawlDelay(), r.Sitemaps)
		}
	})
}

// TestRobotsMatchAgreesWithRegexp checks the wildcard matcher against
// Go's regexp on random patterns and paths: "*" is ".*", a final "$"
// anchors the end, the match starts at the path's start.
func TestRobotsMatchAgreesWithRegexp(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(alphabet string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for range 20000 {
		pattern := "/" + pick("ab*/", rng.IntN(7))
		anchored := rng.IntN(3) == 0
		path := "/" + pick("ab/", rng.IntN(9))
		line := pattern
		if anchored {
			line += "$"
		}
		rules := parseRobots([]byte("User-agent: *\nDisallow: "+line+"\n"), "byline")
		expr := "^" + strings.ReplaceAll(regexp.QuoteMeta(pattern), `\*`, ".*")
		if anchored {
			expr += "$"
		}
		want := !regexp.MustCompile(expr).MatchString(path)
		if got := rules.allowed(path); got != want {
			t.Fatalf("Disallow: %s, path %s: allowed = %v, want %v", line, path, got, want)
		}
	}
}

// BenchmarkRobotsMatchHostile times Allowed on a hostile robots.txt (254
// rules of 2,000 literal bytes around wildcards, 500 KB) against a long
// path, and on one plain rule as the baseline; the ratio is what a
// hostile file costs per URL.
func BenchmarkRobotsMatchHostile(b *testing.B) {
	var file strings.Builder
	file.WriteString("User-agent: *\n")
	for range 254 {
		file.WriteString("Disallow: /*" + strings.Repeat("a", 2000) + "*b\n")
	}
	hostile := parseRobots([]byte(file.String()), "byline")
	plain := parseRobots([]byte("User-agent: *\nDisallow: /private\n"), "byline")
	path := "/" + strings.Repeat("a", 2053)
	var hostileNs, plainNs time.Duration
	for b.Loop() {
		start := time.Now()
		if !hostile.allowed(path) {
			b.Fatal("a path without b matched a pattern ending in b")
		}
		hostileNs += time.Since(start)
		start = time.Now()
		plain.allowed(path)
		plainNs += time.Since(start)
	}
	b.ReportMetric(float64(hostileNs.Nanoseconds())/float64(b.N), "hostile-ns/url")
	b.ReportMetric(float64(plainNs.Nanoseconds())/float64(b.N), "plain-ns/url")
	b.ReportMetric(float64(hostileNs)/float64(plainNs), "hostile/plain")
}

// TestLongRobotsWithCROnlyLines checks that a robots.txt longer than the
// part read, whose lines end in CR alone (old Mac editors), keeps its
// whole lines: cutting at the last LF emptied it, and allowed all.
func TestLongRobotsWithCROnlyLines(t *testing.T) {
	body := "User-agent: *\rDisallow: /private\r" + strings.Repeat("# padding to pass the size read\r", maxRobotsSize/30)
	f, base := newTestFetcher(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, body)
	}), FetchConfig{})
	r, err := NewRobotsCache(f, time.Hour).For(context.Background(), base+"/x")
	if err != nil {
		t.Fatal(err)
	}
	if r.Allowed("/private/a") {
		t.Errorf("%d bytes of CR-only lines: /private/a allowed, want disallowed", len(body))
	}
}

// TestRobotsCacheExpiry checks that robots.txt is kept for the cache's
// time and asked again after it (a site's new rules apply within a
// day), and that an unavailable robots.txt (5xx: nothing allowed) is
// asked again after ten minutes, not kept for the day.
func TestRobotsCacheExpiry(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	status, body, calls := 200, "User-agent: *\nDisallow: /a\n", map[string]int{}
	c := NewRobotsCache(nil, time.Hour)
	c.now = func() time.Time { return now }
	c.fetch = func(_ context.Context, req Request) (*Response, error) {
		calls[req.URL]++
		return &Response{Status: status, Body: []byte(body)}, nil
	}
	check := func(step, u string, fetched bool, allowed string, want bool) {
		t.Helper()
		r, err := c.For(ctx, u)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if r.Fetched != fetched || r.Allowed(allowed) != want {
			t.Errorf("%s: fetched %v, %s allowed %v; want %v, %v", step, r.Fetched, allowed, r.Allowed(allowed), fetched, want)
		}
	}
	check("first", "https://a.example/x", true, "/a", false)
	now = now.Add(59 * time.Minute)
	check("within the hour", "https://a.example/y", false, "/a", false)
	body = "User-agent: *\nDisallow: /b\n"
	now = now.Add(2 * time.Minute)
	check("after the hour", "https://a.example/z", true, "/b", false)
	check("after the hour, new rules", "https://a.example/z", false, "/a", true)
	if n := calls["https://a.example/robots.txt"]; n != 2 {
		t.Errorf("robots.txt of a.example fetched %d times, want 2", n)
	}

	status = 503
	check("unavailable", "https://b.example/", true, "/", false)
	status = 200
	now = now.Add(9 * time.Minute)
	check("unavailable, kept a while", "https://b.example/", false, "/", false)
	now = now.Add(2 * time.Minute)
	check("unavailable, asked again", "https://b.example/", true, "/", true)
}
