// Package crawl fetches pages politely and safely: seeds and schedules,
// the frontier with per-host queues, fetching with Colly, robots.txt,
// sitemap and feed discovery, URL canonicalization, and change detection.
package crawl

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/PuerkitoBio/purell"
)

// ErrUnsupportedURL is returned for URLs Byline never fetches (mailto:,
// javascript:, data:, ftp:, …).
var ErrUnsupportedURL = errors.New("unsupported URL")

const canonFlags = purell.FlagsSafe | purell.FlagRemoveDotSegments | purell.FlagRemoveFragment |
	purell.FlagRemoveDuplicateSlashes | purell.FlagSortQuery | purell.FlagRemoveUnnecessaryHostDots |
	purell.FlagRemoveEmptyPortSeparator

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

// Canonicalize resolves ref against base (which may be nil for absolute
// URLs) and returns its canonical form: http(s) only, lower-case host, no
// default port, no fragment, no tracking parameters, sorted query.
func Canonicalize(ref string, base *url.URL) (string, error) {
	ref = strings.TrimSpace(ref)
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
	if u.Hostname() == "" {
		return "", fmt.Errorf("canonicalize %q: %w: no host", ref, ErrUnsupportedURL)
	}
	u.User = nil
	if u.RawQuery != "" {
		q := u.Query()
		for k := range q {
			if isTracking(k) {
				q.Del(k)
			}
		}
		u.RawQuery = q.Encode()
	}
	if u.Path == "" {
		u.Path = "/"
	}
	return purell.NormalizeURL(u, canonFlags), nil
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
