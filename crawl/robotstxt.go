package crawl

import (
	"bytes"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"
)

// robotsRules is what a robots.txt says to one crawler, read as RFC 9309
// asks: every line that parses counts and one that does not is skipped
// (a typo never voids the file), all the groups naming the crawler's
// product token are merged (else all the "*" groups), paths are compared
// with their percent-encoding normalized, the longest matching rule wins
// and an allow wins a tie.
type robotsRules struct {
	allowAll, disallowAll bool
	rules                 []robotsRule
	delay                 time.Duration // 0: none
	sitemaps              []string
}

type robotsRule struct {
	allow    bool
	pattern  string   // normalized, without the final "$"
	anchored bool     // a final "$": the path ends where the pattern does
	plain    bool     // no "*" and not anchored: a prefix match
	length   int      // the rule's length in bytes, its precedence
	parts    []string // the pattern split at its "*"s, unless plain
}

var (
	robotsAllowAll    = &robotsRules{allowAll: true}
	robotsDisallowAll = &robotsRules{disallowAll: true}
)

// robotsForStatus is the verdict of a robots.txt answered with status
// and body, for the crawler with the product token agent.
func robotsForStatus(status int, body []byte, agent string) *robotsRules {
	switch {
	case status >= 200 && status < 300:
		return parseRobots(body, agent)
	case status >= 500 || status == 429:
		return robotsDisallowAll
	}
	return robotsAllowAll // 4xx (and 3xx not followed): no robots.txt
}

// parseRobots reads body for the crawler with product token agent.
func parseRobots(body []byte, agent string) *robotsRules {
	body = bytes.TrimPrefix(body, []byte("\ufeff"))
	agent = strings.ToLower(agent)
	type group struct {
		rules []robotsRule
		delay time.Duration
	}
	var (
		out          robotsRules
		mine, star   group
		foundMine    bool
		inAgents     bool // the last line was a user-agent line
		forMe, forAl bool // the current group's agents name us, or "*"
		inGroup      bool
	)
	for len(body) > 0 {
		var line []byte
		if i := bytes.IndexAny(body, "\r\n"); i >= 0 {
			line, body = body[:i], body[i+1:]
		} else {
			line, body = body, nil
		}
		if i := bytes.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		k, v, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			continue
		}
		key := strings.ToLower(strings.TrimSpace(string(k)))
		val := strings.TrimSpace(string(v))
		switch key {
		case "user-agent", "useragent", "user agent":
			if !inAgents {
				forMe, forAl = false, false
			}
			inAgents, inGroup = true, true
			switch tok := strings.ToLower(productToken(val)); {
			case val == "*":
				forAl = true
			case tok != "" && tok == agent:
				forMe, foundMine = true, true
			}
			continue
		case "sitemap", "site-map":
			if val != "" {
				out.sitemaps = append(out.sitemaps, val)
			}
		case "allow", "disallow", "dissallow", "dissalow", "disalow", "diasllow", "disallaw":
			if !inGroup || val == "" {
				break // a rule outside any group, or an empty one, says nothing
			}
			r := newRobotsRule(key == "allow", val)
			if forMe {
				mine.rules = append(mine.rules, r)
			}
			if forAl {
				star.rules = append(star.rules, r)
			}
		case "crawl-delay", "crawldelay":
			d, ok := parseCrawlDelay(val)
			if !inGroup || !ok {
				break
			}
			for _, g := range []*group{&mine, &star} {
				if g == &mine && forMe || g == &star && forAl {
					g.delay = max(g.delay, d)
				}
			}
		}
		inAgents = false
	}
	g := star
	if foundMine {
		g = mine
	}
	out.rules, out.delay = g.rules, g.delay
	return &out
}

// productToken is the crawler name a user-agent line gives: its leading
// letters, "-" and "_" ("Byline/1.0" names Byline), as Google's parser
// reads it.
func productToken(val string) string {
	i := strings.IndexFunc(val, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r == '-' || r == '_')
	})
	if i < 0 {
		return val
	}
	return val[:i]
}

// parseCrawlDelay reads a Crawl-delay in seconds. One too long for a
// time.Duration is the longest there is, for the caller to cut to its
// longest wait; one that is not a number, or negative, is no delay.
func parseCrawlDelay(val string) (time.Duration, bool) {
	s, err := strconv.ParseFloat(val, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(s) || s < 0 {
		return 0, false
	}
	if s >= float64(math.MaxInt64)/float64(time.Second) {
		return math.MaxInt64, true
	}
	return time.Duration(s * float64(time.Second)), true
}

func newRobotsRule(allow bool, path string) robotsRule {
	if path[0] != '/' && path[0] != '*' {
		path = "/" + path
	}
	p := normalizeRobotsPath(path)
	r := robotsRule{allow: allow, length: len(p)}
	// "$" anchors only as the last byte, and is a "$" anywhere else.
	p, r.anchored = strings.CutSuffix(p, "$")
	for strings.Contains(p, "**") {
		p = strings.ReplaceAll(p, "**", "*")
	}
	r.pattern, r.plain = p, !r.anchored && !strings.Contains(p, "*")
	if !r.plain {
		r.parts = strings.Split(p, "*") // once, not for every URL checked
	}
	return r
}

// normalizeRobotsPath writes a path the one way RFC 9309 2.2.2 compares
// paths in: bytes outside printable ASCII percent-encoded, escapes of
// unreserved characters decoded, the hex digits of the other escapes in
// upper case. Rules and URLs both go through it, so "/café", "/caf%c3%a9"
// and "/caf%C3%A9" are one path, and so are "/%7Ejoe" and "/~joe".
func normalizeRobotsPath(p string) string {
	var b strings.Builder
	b.Grow(len(p))
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '%' && i+2 < len(p) && isHex(p[i+1]) && isHex(p[i+2]):
			d := unhex(p[i+1])<<4 | unhex(p[i+2])
			if isUnreserved(d) {
				b.WriteByte(d)
			} else {
				b.WriteByte('%')
				b.WriteString(strings.ToUpper(p[i+1 : i+3]))
			}
			i += 2
		case c <= ' ' || c >= 0x7f:
			b.WriteByte('%')
			b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(c)>>4, 16)))
			b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(c)&15, 16)))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

// allowed reports whether path (with query) may be fetched: the rule
// with the longest pattern that matches decides, an allow winning a
// tie; none matching allows. /robots.txt itself is always allowed.
func (r *robotsRules) allowed(path string) bool {
	switch {
	case r == nil || r.allowAll:
		return true
	case r.disallowAll:
		return false
	}
	if path == "" {
		path = "/"
	}
	path = normalizeRobotsPath(path)
	if path == "/robots.txt" {
		return true
	}
	best, allow := -1, true
	for _, rule := range r.rules {
		n := rule.length
		if n < best || n == best && allow {
			continue
		}
		if rule.matches(path) {
			best, allow = n, rule.allow
		}
	}
	return allow
}

// matches reports whether path matches the rule from its start, "*"
// standing for any bytes, and, when anchored, ends where it does. The
// literal parts between the stars are found left to right, each at its
// first place after the one before (for "*" alone, the earliest match
// leaves the most room for what follows), and an anchored pattern's last
// part must end the path; so a hostile file of long patterns costs a
// few string searches per rule, not the product of the two lengths.
func (rule robotsRule) matches(path string) bool {
	if rule.plain {
		return strings.HasPrefix(path, rule.pattern)
	}
	parts := rule.parts
	first, last := parts[0], parts[len(parts)-1]
	if !strings.HasPrefix(path, first) {
		return false
	}
	if len(parts) == 1 { // anchored, no star: the whole path
		return len(path) == len(first)
	}
	rest := path[len(first):]
	for _, part := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, part)
		if i < 0 {
			return false
		}
		rest = rest[i+len(part):]
	}
	if rule.anchored {
		return strings.HasSuffix(rest, last)
	}
	return strings.Contains(rest, last)
}
