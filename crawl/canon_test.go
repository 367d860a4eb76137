package crawl

import (
	"errors"
	"math/rand/v2"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/purell"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

func TestCanonicalize(t *testing.T) {
	base, _ := url.Parse("https://News.Example:443/world/story.html?x=1")
	tests := []struct {
		in, want string
		err      error
	}{
		{"HTTP://WWW.Example.COM:80/a/../b/./c?b=2&a=1#frag", "http://www.example.com/b/c?a=1&b=2", nil},
		{"/sports?utm_source=tw&utm_medium=x&id=7&fbclid=abc&gclid=1", "https://news.example/sports?id=7", nil},
		{"next.html", "https://news.example/world/next.html", nil},
		{"//cdn.example/x", "https://cdn.example/x", nil},
		{"https://news.example", "https://news.example/", nil},
		{"https://news.example/a//b?", "https://news.example/a/b", nil},
		{"https://user:pw@news.example/p", "https://news.example/p", nil},
		{"mailto:x@example.com", "", ErrUnsupportedURL},
		{"javascript:void(0)", "", ErrUnsupportedURL},
		{"ftp://files.example/", "", ErrUnsupportedURL},
		// Spellings a browser reads as the same address.
		{" /sto\nry\t ", "https://news.example/story", nil},
		{`\sports\today`, "https://news.example/sports/today", nil},
		{`\\cdn.example\x`, "https://cdn.example/x", nil},
		{`https:\/\/news.example\/a\/b?q=x\y`, "https://news.example/a/b?q=x%5Cy", nil},
		{`\/\/cdn.example\/x`, "https://cdn.example/x", nil},
		{"https:////news.example/p", "https://news.example/p", nil},
		{"https://Bücher.example/x", "https://xn--bcher-kva.example/x", nil},
		{"https://xn--bcher-kva.example/x", "https://xn--bcher-kva.example/x", nil},
		// A non-ASCII host IDNA's lookup rules refuse is read as the
		// fetcher reads it, or refused when the fetcher could not.
		{"https://-bücher.example/x", "https://xn---bcher-4ya.example/x", nil},
		{"https://a_b.bücher.example/x", "", ErrUnsupportedURL},
		{"https://bü‍cher.example/x", "", ErrUnsupportedURL},
		{"https://my_host.example/x", "https://my_host.example/x", nil},
		{`mailto:x\y@example.com`, "", ErrUnsupportedURL},
		{"https://news.example./x", "https://news.example/x", nil},
		{"//::", "", ErrUnsupportedURL},
		{"https://news.example:99999/x", "", ErrUnsupportedURL},
		{"https://news.example:0/x", "", ErrUnsupportedURL},
		{"https://news.example:8443/x", "https://news.example:8443/x", nil},
		// An IPv4 address in any spelling a browser reads (WHATWG URL:
		// decimal, octal and hex parts, fewer than four parts) is one
		// URL, written dotted, as is an IPv6 address; a host that ends
		// in a number and is no IPv4 address is refused, as browsers do.
		{"http://2130706433/", "http://127.0.0.1/", nil},
		{"http://0x7f.1/x", "http://127.0.0.1/x", nil},
		{"http://017700000001/", "http://127.0.0.1/", nil},
		{"http://0X7F.0.0.01:8080/", "http://127.0.0.1:8080/", nil},
		{"http://127.1/", "http://127.0.0.1/", nil},
		{"http://134744072/", "http://8.8.8.8/", nil},
		{"http://169.254.169.254./", "http://169.254.169.254/", nil},
		{"http://[0:0:0:0:0:0:0:1]/", "http://[::1]/", nil},
		{"http://[::FFFF:7F00:1]:8080/", "http://[::ffff:7f00:1]:8080/", nil},
		{"http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", nil},
		{"http://999.1.1.1/", "", ErrUnsupportedURL},
		{"http://1.2.3.4.5/", "", ErrUnsupportedURL},
		{"http://news.example.0x10/", "", ErrUnsupportedURL},
		{"http://08.1.1.1/", "", ErrUnsupportedURL},
		{"http://1.2.3.4.example/", "http://1.2.3.4.example/", nil},
		// A host holding a code point no host may hold, which the
		// fetcher would refuse at each attempt.
		{"https://<x>.example/", "", ErrUnsupportedURL},
		{`\\]\x`, "", ErrUnsupportedURL},
		{`https://a"b<c.example/`, "", ErrUnsupportedURL},
		{"http://0xcafe.example/", "http://0xcafe.example/", nil},
		{"//\xbb\xbb.example/", "", ErrUnsupportedURL},
		// An escaped control character stays escaped (found by FuzzCanonicalize).
		{"?a=%00&b=%7F", "https://news.example/world/story.html?a=%00&b=%7F", nil},
		// Session ids, by the names servers give them, as Heritrix strips
		// them; a short sid names a story.
		{"/story;jsessionid=0123456789ABCDEF0123456789ABCDEF?id=7", "https://news.example/story?id=7", nil},
		{"/story?PHPSESSID=9f8e7d6c5b4a&id=7", "https://news.example/story?id=7", nil},
		{"/story?sid=0123456789abcdef0123456789abcdef&id=7", "https://news.example/story?id=7", nil},
		{"/story?sid=12", "https://news.example/story?sid=12", nil},
		{"/story?ASPSESSIONIDQSTCRQAB=ABCDEFGHIJKLMNOPQRSTUVWX", "https://news.example/story", nil},
		{"/story?CFID=1234&CFTOKEN=56789&id=7", "https://news.example/story?id=7", nil},
		// Longer than browsers, servers and Scrapy's URLLENGTH_LIMIT take.
		{"/" + strings.Repeat("a", 2100), "", ErrUnsupportedURL},
		{"/" + strings.Repeat("a", 100<<10), "", ErrUnsupportedURL},
		{"/story?utm_campaign=" + strings.Repeat("x", 2100), "https://news.example/story", nil},
		// A query pair Go's parser refuses (a ";", which old CGI servers
		// split on, or a bare "%") is part of the address, not dropped.
		{"/p?id=5;page=2", "https://news.example/p?id=5;page=2", nil},
		{"/p?x=1&q=100%&utm_source=tw", "https://news.example/p?q=100%25&x=1", nil},
		{"/p?id=5;q=%22a b%22", "https://news.example/p?id=5;q=%22a%20b%22", nil},
		{"/p?b=2&id=5;page=2&a=1", "https://news.example/p?a=1&b=2&id=5;page=2", nil},
		// An escaped "&", "#", "=" or "+" in a key stays escaped: decoded,
		// it would end the pair or the query.
		{"/p?a%26b=1", "https://news.example/p?a%26b=1", nil},
		{"/p?a%23b=1", "https://news.example/p?a%23b=1", nil},
		{"/p?a%3Db=1", "https://news.example/p?a%3Db=1", nil},
		{"/p?a+b=1", "https://news.example/p?a+b=1", nil},
		{"/p?tags[]=1&x=%7e&y=a%20b", "https://news.example/p?tags[]=1&x=~&y=a+b", nil},
		// A key in Latin-1 stays escaped: raw, the fetcher would send
		// U+FFFD in its place.
		{"/p?%E9t%E9=1", "https://news.example/p?%E9t%E9=1", nil},
	}
	for _, tc := range tests {
		got, err := Canonicalize(tc.in, base)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("Canonicalize(%.100q) err = %v, want %v", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Canonicalize(%.100q) = %.100q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestCanonicalizeWideDotHost checks a host ending in an ideographic or
// full-width full stop, which IDNA maps to a dot: it is dropped as a
// trailing "." is, before the host is read as an IPv4 address, so that
// the canonical URL is one spelling and canonicalizes to itself.
func TestCanonicalizeWideDotHost(t *testing.T) {
	for in, want := range map[string]string{
		"https://news.example。/x": "https://news.example/x",
		"https://news.example．/x": "https://news.example/x",
		"http://127.1。/":          "http://127.0.0.1/",
		"http://2130706433。/x":    "http://127.0.0.1/x",
		"http://9。/":              "http://0.0.0.9/",
		"http://08。/":             "",
		"http://例子。/":             "http://xn--fsqu00a/",
	} {
		got, err := Canonicalize(in, nil)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("Canonicalize(%q) = %q, %v; want %q", in, got, err, want)
			continue
		}
		if want == "" {
			continue
		}
		if again, err := Canonicalize(got, nil); err != nil || again != got {
			t.Errorf("Canonicalize(%q) = %q, which canonicalizes to %q, %v", in, got, again, err)
		}
	}
}

// TestCanonicalizeBareQueryKey checks that a query pair with no "=" is
// kept without one: Serendipity's and CodeIgniter's ?/path URLs and old
// story.asp?12345 links name the page by the whole query string, which
// an added "=" changes.
func TestCanonicalizeBareQueryKey(t *testing.T) {
	checkCanonical(t, map[string]string{
		"/index.php?/archives/1234-Title.html": "https://news.example/index.php?/archives/1234-Title.html",
		"/story.asp?12345":                     "https://news.example/story.asp?12345",
		"/news.asp?12345&lang=en":              "https://news.example/news.asp?12345&lang=en",
		"/p?print&utm_source=x":                "https://news.example/p?print",
		"/p?b=&a":                              "https://news.example/p?a&b=",
		"/p?x=1&x":                             "https://news.example/p?x&x=1",
	})
}

// TestCanonicalizeBarePercent checks links with a "%" that starts no
// escape outside the query, which url.Parse refuses but browsers and the
// fetcher follow: in the path it is a "%25", as the fetcher sends it; in
// the fragment, dropped, it costs nothing.
func TestCanonicalizeBarePercent(t *testing.T) {
	checkCanonical(t, map[string]string{
		"/news/prices-up-5%-in-may": "https://news.example/news/prices-up-5%25-in-may",
		"/story#100%":               "https://news.example/story",
		"/story?id=2#section-50%":   "https://news.example/story?id=2",
		"/p?q=5%&x=1#a%":            "https://news.example/p?q=5%25&x=1",
		"/a%2":                      "https://news.example/a%252",
	})
}

// checkCanonical checks that each link, resolved against a page of
// news.example, canonicalizes to its want, which canonicalizes to itself.
func checkCanonical(t *testing.T, cases map[string]string) {
	t.Helper()
	base, _ := url.Parse("https://news.example/dir/page")
	for in, want := range cases {
		got, err := Canonicalize(in, base)
		if err != nil || got != want {
			t.Errorf("Canonicalize(%q) = %q, %v; want %q", in, got, err, want)
			continue
		}
		if again, err := Canonicalize(got, nil); err != nil || again != got {
			t.Errorf("Canonicalize(%q) = %q, which canonicalizes to %q, %v", in, got, again, err)
		}
	}
}

func FuzzCanonicalize(f *testing.F) {
	for _, s := range []string{"https://a.example/x?utm_source=1#f", "/rel/../p", "HTTP://X:80", "http://[::1]:8080/", "%zz",
		"/s;jsessionid=AB;x=1?PHPSESSID=1&sid=0123456789abcdef0123456789abcdef&id=2",
		"?a%26b=1&c%23=2&d+e=3&f=5;g=6&h=100%", "http://0x7f.1/", "http://[0:0::1]/"} {
		f.Add(s)
	}
	base, _ := url.Parse("https://base.example/dir/page")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Canonicalize(s, base)
		if err != nil {
			return
		}
		// Canonical URLs are fixed points.
		again, err := Canonicalize(c, nil)
		if err != nil || again != c {
			t.Fatalf("Canonicalize(%q) = %q, but canonicalizing that gives %q, %v", s, c, again, err)
		}
	})
}

// TestCanonicalIsWhatTheFetcherAsks checks, on random references, that
// the URL Colly asks for a canonical URL (it parses it again, with the
// WHATWG parser, which escapes more) canonicalizes to that URL: a page
// fetched comes back under its own URL, not under another spelling that
// is another page to the server (?q=100% asked as ?q=100%25, a Latin-1
// key sent as U+FFFD).
func TestCanonicalIsWhatTheFetcherAsks(t *testing.T) {
	fetcher := whatwg.NewParser(whatwg.WithPercentEncodeSinglePercentSign()) // as Colly's
	base, _ := url.Parse("https://news.example/dir/page")
	pieces := []string{"a", "/", "?", "&", "=", "%", "%2F", "%25", "%20", " ", "'", "\"", "<", ">", "`", "{", "}", "|", "^",
		"[", "]", "\\", ";", ":", "@", "!", "$", "(", ")", "*", "+", ",", "~", "é", "%C3%A9", "%e9", "..", ".", "%2e", "#", "x=1",
		"tags[]", "%7b", "utm_source=x"}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 50000 {
		var b strings.Builder
		b.WriteString("/")
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		c, err := Canonicalize(b.String(), base)
		if err != nil {
			continue
		}
		w, err := fetcher.Parse(c)
		if err != nil {
			t.Fatalf("%q is %q, which the fetcher refuses: %v", b.String(), c, err)
		}
		if again, err := Canonicalize(w.Href(false), nil); err != nil || again != c {
			t.Fatalf("%q is %q, asked for as %q, which is %q, %v", b.String(), c, w.Href(false), again, err)
		}
	}
}

func TestSiteID(t *testing.T) {
	for in, want := range map[string]string{
		"https://www.Example.com/x":   "example.com",
		"http://news.example:80/":     "news.example",
		"http://127.0.0.1:8080/":      "127.0.0.1:8080",
		"https://www.bbc.co.uk/news/": "bbc.co.uk",
	} {
		if got, err := SiteID(in); err != nil || got != want {
			t.Errorf("SiteID(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

func TestIsPublic(t *testing.T) {
	for addr, want := range map[string]bool{
		"8.8.8.8": true, "2606:4700::1111": true,
		"127.0.0.1": false, "10.1.2.3": false, "172.16.0.1": false, "192.168.1.1": false,
		"169.254.169.254": false, "100.64.0.1": false, "0.0.0.0": false, "::1": false,
		"fe80::1": false, "fc00::1": false, "fd00:ec2::254": false, "::ffff:127.0.0.1": false,
		"224.0.0.1": false, "64:ff9b::7f00:1": false,
		// IPv6 forms that embed or reach an IPv4 or site address.
		"::127.0.0.1": false, "::ffff:0:a9fe:a9fe": false, "64:ff9b:1::a00:1": false, "2002:7f00:1::1": false,
		"2001:0:4136:e378:8000:63bf:80ff:fffe": false, "fec0::1": false, "192.88.99.1": false,
	} {
		if got := IsPublic(netip.MustParseAddr(addr)); got != want {
			t.Errorf("IsPublic(%s) = %v, want %v", addr, got, want)
		}
	}
}

// TestPurellFlagsChangeNothing checks that leaving out the purell steps
// purellFlags finds idle gives what all of canonFlags gives, on random
// URLs with ports, dots, doubled slashes, dot segments and escapes.
func TestPurellFlagsChangeNothing(t *testing.T) {
	hosts := []string{"news.example", "News.Example", "news.example:80", "news.example:443", "news.example:8080",
		"news.example:", "news.example::", ".news.example", "news.example.", "news..example", "..news.example..:80",
		"[::1]", "[::1]:80", "127.0.0.1", "0x7f.1", "2130706433", "n", "xn--bcher-kva.example"}
	parts := []string{"a", "b", ".", "..", "", "%2F", "%2e", "index.html", "x%20y", "ä", "a;b"}
	rng := rand.New(rand.NewPCG(5, 6))
	n := 0
	for range 20000 {
		var p strings.Builder
		for range rng.IntN(6) {
			p.WriteString("/" + parts[rng.IntN(len(parts))])
		}
		if rng.IntN(4) == 0 {
			p.WriteString("/")
		}
		scheme := []string{"http", "https", "HTTP"}[rng.IntN(3)]
		raw := scheme + "://" + hosts[rng.IntN(len(hosts))] + p.String()
		if rng.IntN(3) == 0 {
			raw += "?b=2&a=1#f"
		}
		u, err := url.Parse(raw)
		if err != nil {
			continue
		}
		n++
		all, some := *u, *u
		if got, want := purell.NormalizeURL(&some, purellFlags(u)), purell.NormalizeURL(&all, canonFlags); got != want {
			t.Errorf("%s: %q with the steps left out, %q with all", raw, got, want)
		}
	}
	if n < 10000 {
		t.Errorf("only %d of the random URLs parsed", n)
	}
}
