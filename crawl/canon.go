// Package crawl fetches pages politely and safely: seeds and schedules,
// the frontier with per-host queues, fetching with Colly, robots.txt,
// sitemap and feed discovery, URL canonicalization, and change detection.
package crawl

import (
	"cmp"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/PuerkitoBio/purell"
	whatwg "github.com/nlnwa/whatwg-url/url"
	"golang.org/x/net/idna"
)

// ErrUnsupportedURL is returned for URLs Byline never fetches (mailto:,
// javascript:, data:, ftp:, …).
var ErrUnsupportedURL = errors.New("unsupported URL")

const canonFlags = purell.FlagsSafe | purell.FlagRemoveDotSegments | purell.FlagRemoveFragment |
	purell.FlagRemoveDuplicateSlashes | purell.FlagRemoveUnnecessaryHostDots |
	purell.FlagRemoveEmptyPortSeparator

// purellFlags is canonFlags without the steps that would change nothing
// in u. purell runs a regular expression over the host or the path for
// each of them, on every link of every page, and a site's links seldom
// have a port, stray dots in the host or a doubled slash. Removing dot
// segments cannot make a doubled slash where there was none.
func purellFlags(u *url.URL) purell.NormalizationFlags {
	f := canonFlags
	if !strings.Contains(u.Path, "//") {
		f &^= purell.FlagRemoveDuplicateSlashes
	}
	if h := u.Host; !strings.Contains(h, ":") && !strings.Contains(h, "..") &&
		!strings.HasPrefix(h, ".") && !strings.HasSuffix(h, ".") {
		f &^= purell.FlagRemoveDefaultPort | purell.FlagRemoveUnnecessaryHostDots | purell.FlagRemoveEmptyPortSeparator
	}
	return f
}

// trackingParams are query parameters that identify a campaign or a click,
// never the content; they are dropped so one article has one URL.
var trackingParams = map[string]bool{
	"fbclid": true, "gclid": true, "dclid": true, "gbraid": true, "wbraid": true, "msclkid": true,
	"yclid": true, "twclid": true, "igshid": true, "mc_cid": true, "mc_eid": true, "_ga": true,
	"_gl": true, "ref_src": true, "ref_url": true, "cmpid": true, "icid": true, "ocid": true,
	"s_cid": true, "spm": true, "__twitter_impression": true, "at_medium": true, "at_campaign": true,
}

func isTracking(key string) bool {
	k := strings.ToLower(key)
	return trackingParams[k] || strings.HasPrefix(k, "utm_") || strings.HasPrefix(k, "pk_")
}

// isSession tells a session id, which gives one page a new URL per
// visit, by the names Java, PHP, ASP and ColdFusion servers give it, as
// Heritrix's canonicalization rules do; "sid" names a story as often, so
// it counts only with a 32-character value.
func isSession(key, val string) bool {
	switch k := strings.ToLower(key); {
	case k == "jsessionid", k == "phpsessid", k == "cfid", k == "cftoken", strings.HasPrefix(k, "aspsessionid"):
		return true
	case k == "sid":
		return len(val) == 32 && strings.IndexFunc(val, func(r rune) bool {
			return !('0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z')
		}) < 0
	}
	return false
}

// pathSession is a Java servlet's session id in the path
// (/story;jsessionid=…).
var pathSession = regexp.MustCompile(`(?i);jsessionid=[^/;?#]*`)

// MaxURLLength is the longest canonical URL Byline keeps, the limit of
// old browsers that servers, Heritrix and Scrapy (URLLENGTH_LIMIT) keep
// to: a longer link is a trap or an error, and would bloat every key.
const MaxURLLength = 2083

var errTooLong = fmt.Errorf("canonicalize: %w: longer than %d characters", ErrUnsupportedURL, MaxURLLength)

// Canonicalize resolves ref against base (which may be nil for absolute
// URLs) and returns its canonical form: http(s) only, lower-case host, no
// default port, no fragment, no tracking parameters, sorted query. As
// browsers do, it drops tabs and newlines inside ref, reads a backslash
// before the query as a slash, and writes a non-ASCII host in its ASCII (punycode)
// form, so every spelling of one address gives one URL.
func Canonicalize(ref string, base *url.URL) (string, error) {
	if len(ref) > 8*MaxURLLength {
		return "", errTooLong // not worth parsing, whatever tracking it carries
	}
	ref = browserSpelling(ref, base)
	if i := strings.IndexByte(ref, '#'); i >= 0 {
		ref = ref[:i] // dropped anyway; a "%" in it ("#100%") would fail the parse
	}
	if strings.IndexByte(ref, '%') >= 0 {
		// A "%" that starts no escape (/prices-up-5%-in-may) is a "%25",
		// as the fetcher sends it; url.Parse would refuse it in a path.
		ref = escapeBarePercent(ref)
	}
	u, err := url.Parse(ref)
	if err != nil {
		return "", fmt.Errorf("canonicalize %q: %w", ref, err)
	}
	if base != nil {
		u = base.ResolveReference(u)
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
	default:
		return "", fmt.Errorf("canonicalize %q: %w: scheme %q", ref, ErrUnsupportedURL, u.Scheme)
	}
	if strings.Trim(u.Hostname(), ".") == "" {
		return "", fmt.Errorf("canonicalize %q: %w: no host", ref, ErrUnsupportedURL)
	}
	if p := u.Port(); p != "" {
		// url.Parse takes any digits; no connection can be made to
		// these, and a site would be registered that no crawl reaches.
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return "", fmt.Errorf("canonicalize %q: %w: port %s is not 1..65535", ref, ErrUnsupportedURL, p)
		}
	}
	u.User = nil
	h := u.Hostname()
	if !utf8.ValidString(h) {
		return "", fmt.Errorf("canonicalize %q: %w: host is not UTF-8", ref, ErrUnsupportedURL)
	}
	a := strings.Trim(h, ".") // "example.com." is example.com
	if !isASCII(a) {
		p, err := asciiHost(a)
		if err != nil {
			return "", fmt.Errorf("canonicalize %q: %w: %w", ref, ErrUnsupportedURL, err)
		}
		// An ideographic or full-width full stop ("。", "．") is a dot
		// once mapped, and may end the host as one does.
		a = strings.Trim(p, ".")
	}
	if ip, err := ipHost(a); err != nil {
		return "", fmt.Errorf("canonicalize %q: %w: %w", ref, ErrUnsupportedURL, err)
	} else if ip != "" {
		a = ip
	} else if err := hostName(a); err != nil {
		return "", fmt.Errorf("canonicalize %q: %w: %w", ref, ErrUnsupportedURL, err)
	}
	if a != h {
		u.Host = strings.Replace(u.Host, h, a, 1)
	}
	if u.RawQuery != "" {
		u.RawQuery = canonicalQuery(u.RawQuery)
	}
	if strings.Contains(strings.ToLower(u.Path), ";jsessionid=") {
		u.Path = pathSession.ReplaceAllString(u.Path, "")
		u.RawPath = pathSession.ReplaceAllString(u.RawPath, "")
	}
	if u.Path == "" {
		u.Path = "/"
	}
	c := escapeControls(purell.NormalizeURL(u, purellFlags(u)))
	if cu, err := url.Parse(c); err != nil || strings.Trim(cu.Hostname(), ".") == "" {
		// A host of only separators ("//::") normalizes away.
		return "", fmt.Errorf("canonicalize %q: %w: no host", ref, ErrUnsupportedURL)
	}
	if len(c) > MaxURLLength {
		return "", errTooLong
	}
	return c, nil
}

// asciiHost is a non-ASCII host's ASCII (punycode) form: by IDNA's
// lookup rules, else as a browser, and Colly's fetch after it, read it
// (WHATWG URL, which lets a label start or end with a hyphen). A host
// neither reads is an error: Colly could not fetch it.
func asciiHost(host string) (string, error) {
	p, err := idna.Lookup.ToASCII(host)
	if err == nil {
		return p, nil
	}
	if w, werr := whatwg.Parse("http://" + host + "/"); werr == nil {
		return w.Hostname(), nil
	}
	return "", fmt.Errorf("host %q is no domain name: %w", host, err)
}

// hostName refuses an ASCII host name holding a code point no host
// may hold ("<", "]", a backslash, "%", a control), which url.Parse lets
// through and Colly's WHATWG parser would refuse at every attempt. Only
// a host with a byte other than a letter, digit, "." "-" or "_" is
// parsed again.
func hostName(host string) error {
	if strings.IndexFunc(host, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '.' || r == '-' || r == '_')
	}) < 0 {
		return nil
	}
	if _, err := whatwg.Parse("http://" + host + "/"); err != nil {
		return fmt.Errorf("host %q is no host name: %w", host, err)
	}
	return nil
}

// ipHost is the one spelling of an IP address host, as a browser, and
// Colly's fetch after it, read it (WHATWG URL): an IPv4 address in
// dotted decimal whatever its spelling ("2130706433", "0x7f.1", "127.1"
// are 127.0.0.1), an IPv6 address compressed. It is "" for a host that
// is a name, and an error for one that ends in a number but is no IPv4
// address ("999.1.1.1", "1.2.3.4.5"), which browsers refuse to load.
func ipHost(host string) (string, error) {
	ipv6 := strings.Contains(host, ":")
	if !ipv6 && !endsInNumber(host) {
		return "", nil
	}
	lit := host
	if ipv6 {
		lit = "[" + host + "]"
	}
	w, err := whatwg.Parse("http://" + lit + "/")
	switch {
	case err != nil && ipv6:
		return "", fmt.Errorf("host %q is no IPv6 address: %w", host, err)
	case err != nil:
		return "", fmt.Errorf("host %q ends in a number but is no IPv4 address: %w", host, err)
	}
	return strings.Trim(w.Hostname(), "[]"), nil
}

// endsInNumber reports whether a host's last label is a number (digits,
// or "0x" and hex digits), which makes it an IPv4 address or nothing.
func endsInNumber(host string) bool {
	last := host[strings.LastIndexByte(host, '.')+1:]
	if len(last) >= 2 && (last[:2] == "0x" || last[:2] == "0X") {
		return strings.Trim(last[2:], "0123456789abcdefABCDEF") == ""
	}
	return last != "" && strings.Trim(last, "0123456789") == ""
}

// canonicalQuery is a query without its tracking and session
// parameters, its pairs sorted by key, then value, each written escaped.
// A bare "%" (?q=100%) is a "%25", as the fetcher sends it. A pair
// holding a ";", which Go's parser refuses and url.Values would drop,
// is kept as it came but for escaping (see escapeRawPair): old CGI
// servers split pairs at a ";", so escaping it would change what they
// read. Keys are written as they decode, escaped only where a decoded
// byte would end the key, the pair or the query, or read as another.
func canonicalQuery(raw string) string {
	type pair struct{ key, val, text string }
	var pairs []pair
	for _, s := range strings.Split(raw, "&") {
		if s == "" {
			continue
		}
		s = escapeRawPair(s)
		k, v, eq := strings.Cut(s, "=")
		dk, _ := url.QueryUnescape(k) // escapeRawPair left no bad escape
		dv, _ := url.QueryUnescape(v)
		if strings.Contains(s, ";") {
			if isTracking(dk) || isSession(k, v) {
				continue
			}
			pairs = append(pairs, pair{k, v, s})
			continue
		}
		if isTracking(dk) || isSession(dk, dv) {
			continue
		}
		text := dk
		if strings.ContainsAny(dk, "&=#+%; ") || !utf8.ValidString(dk) ||
			strings.IndexFunc(dk, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0 {
			text = url.QueryEscape(dk)
		}
		if eq {
			text += "=" + url.QueryEscape(dv)
		}
		// A key without "=" (?/archives/12-title.html, story.asp?12345,
		// ?print) is sent as it came: with an "=" added, a server that
		// reads the query string whole reads another address.
		pairs = append(pairs, pair{dk, dv, text})
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		return cmp.Or(strings.Compare(a.key, b.key), strings.Compare(a.val, b.val), strings.Compare(a.text, b.text))
	})
	var b strings.Builder
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// escapeRawPair percent-encodes in a query pair what the fetcher's
// WHATWG parser would, so that the URL asked for is the canonical one:
// controls, space, quotes, "<" and ">", bytes beyond ASCII (as they
// are: the parser would read a stray Latin-1 byte as U+FFFD), and a "%"
// that starts no escape (?q=100%).
func escapeRawPair(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
		case c <= ' ' || c >= 0x7f || c == '%' || c == '"' || c == '\'' || c == '<' || c == '>':
			if b.Len() == 0 {
				b.Grow(len(s) + 8)
				b.WriteString(s[:i])
			}
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(s[i])
		}
	}
	if b.Len() == 0 {
		return s // nothing to escape, as in most queries
	}
	return b.String()
}

// escapeBarePercent writes a "%" not followed by two hex digits as "%25".
func escapeBarePercent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && !(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
			if b.Len() == 0 {
				b.WriteString(s[:i])
			}
			b.WriteString("%25")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(s[i])
		}
	}
	if b.Len() == 0 {
		return s
	}
	return b.String()
}

// escapeControls percent-encodes the control characters that purell's
// unescaping of "unnecessary" escapes brings back (%00 in a query comes
// out as a raw NUL), which no parser takes as part of a URL.
func escapeControls(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f })
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:i])
	for j := i; j < len(s); j++ {
		if c := s[j]; c < 0x20 || c == 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// browserSpelling rewrites ref the way a browser's URL parser reads it:
// spaces trimmed, tabs and newlines anywhere dropped, and, for http(s)
// and relative references, backslashes before the query or fragment read
// as slashes (\story). A JSON-escaped slash (https:\/\/host\/x, from a
// page that pastes JSON into an href) is one slash, and "https:" takes
// two slashes however many follow it, as in a browser.
func browserSpelling(ref string, base *url.URL) string {
	ref = strings.TrimSpace(ref)
	if strings.ContainsAny(ref, "\t\n\r") {
		ref = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(ref)
	}
	end := strings.IndexAny(ref, "?#")
	if end < 0 {
		end = len(ref)
	}
	head := ref[:end]
	if !strings.Contains(head, "\\") && !strings.Contains(head, ":///") {
		return ref
	}
	scheme := ""
	if i := strings.IndexByte(head, ':'); i > 0 && !strings.ContainsAny(head[:i], "/\\") {
		scheme = strings.ToLower(head[:i])
	} else if base != nil {
		scheme = strings.ToLower(base.Scheme)
	}
	if scheme != "http" && scheme != "https" {
		return ref
	}
	head = strings.ReplaceAll(strings.ReplaceAll(head, "\\/", "/"), "\\", "/")
	if strings.HasPrefix(strings.ToLower(head), scheme+":///") {
		head = head[:len(scheme)+1] + "//" + strings.TrimLeft(head[len(scheme)+1:], "/")
	}
	return head + ref[end:]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// SiteID returns the site a URL belongs to: its host, lower-cased, without
// a leading "www." and without a default port.
func SiteID(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("site of %q: %w", rawURL, err)
	}
	host := strings.ToLower(u.Host)
	if host == "" {
		return "", fmt.Errorf("site of %q: %w: no host", rawURL, ErrUnsupportedURL)
	}
	host = strings.TrimSuffix(strings.TrimSuffix(host, ":80"), ":443")
	return strings.TrimPrefix(host, "www."), nil
}

// Host returns the lower-case host[:port] of a URL, the unit of politeness.
func Host(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Host)
}
