package crawl

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// ErrPrivateAddress is returned when a host resolves to an address Byline
// refuses to fetch from: loopback, private, link-local (which includes the
// cloud metadata endpoint), unspecified or multicast.
var ErrPrivateAddress = errors.New("refusing private address (set BYLINE_CRAWL_ALLOW_PRIVATE=true to allow)")

// blockedPrefixes are the IANA special-purpose ranges net/netip has no
// predicate for. The IPv6 ones that embed an IPv4 address (IPv4-compatible,
// SIIT, NAT64, Teredo, 6to4) can lead to a private IPv4 host on a machine
// that routes them.
var blockedPrefixes = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"), // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("192.88.99.0/24"),  // 6to4 relays
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("::/96"),           // IPv4-compatible (deprecated)
	netip.MustParsePrefix("::ffff:0:0:0/96"), // SIIT IPv4-translated
	netip.MustParsePrefix("64:ff9b::/96"),    // NAT64
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("100::/64"),        // discard-only
	netip.MustParsePrefix("2001::/32"),       // Teredo
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("2002::/16"),       // 6to4
	netip.MustParsePrefix("fec0::/10"),       // site-local (deprecated)
}

// IsPublic reports whether ip is an address on the public internet.
func IsPublic(ip netip.Addr) bool {
	ip = ip.Unmap()
	if !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() ||
		ip.IsLinkLocalMulticast() || ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return false
	}
	for _, p := range blockedPrefixes {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// Dialer resolves hosts through a small DNS cache and refuses non-public
// addresses after resolution, so a public name that resolves to 127.0.0.1
// or 169.254.169.254 is refused too.
type Dialer struct {
	allowPrivate bool
	// overrides maps "host:port" to the address to dial instead, like
	// curl --resolve; the fixture web uses it to serve stable host names.
	overrides map[string]string
	ttl       time.Duration
	dialer    net.Dialer
	resolve   func(ctx context.Context, network, host string) ([]netip.Addr, error)
	now       func() time.Time
	// cache holds the latest answers for the most recently dialed hosts:
	// a crawl meets new hosts without end (links off its sites are
	// dropped, but redirects, CDNs and sitemaps name others), so it is
	// bounded in entries as well as in age (ttl).
	cache *lru.Cache[string, dnsEntry]
}

// dnsCacheSize bounds the hosts the DNS cache keeps (about a megabyte):
// more than a crawl of thousands of sites asks within the cache's ttl.
const dnsCacheSize = 10_000

type dnsEntry struct {
	addrs   []netip.Addr
	expires time.Time
}

// NewDialer returns a guarded dialer. overrides may be nil.
func NewDialer(allowPrivate bool, overrides map[string]string) *Dialer {
	return newDialer(allowPrivate, overrides, dnsCacheSize, net.DefaultResolver.LookupNetIP)
}

func newDialer(allowPrivate bool, overrides map[string]string, size int,
	resolve func(ctx context.Context, network, host string) ([]netip.Addr, error)) *Dialer {
	cache, _ := lru.New[string, dnsEntry](size) // cannot fail for a positive size
	return &Dialer{
		allowPrivate: allowPrivate,
		overrides:    overrides,
		ttl:          5 * time.Minute,
		dialer:       net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second},
		resolve:      resolve,
		now:          time.Now,
		cache:        cache,
	}
}

// DialContext dials addr ("host:port") after resolving and checking it.
func (d *Dialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	if o, ok := d.overrides[addr]; ok {
		addr = o
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	ips, err := d.lookup(ctx, host)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	var errs []error
	for _, ip := range ips {
		if !d.allowPrivate && !IsPublic(ip) {
			errs = append(errs, fmt.Errorf("%s resolves to %s: %w", host, ip, ErrPrivateAddress))
			continue
		}
		conn, err := d.dialer.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("dial %s: %w", addr, errors.Join(errs...))
}

func (d *Dialer) lookup(ctx context.Context, host string) ([]netip.Addr, error) {
	if ip, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{ip}, nil
	}
	if e, ok := d.cache.Get(host); ok {
		if d.now().Before(e.expires) {
			return e.addrs, nil
		}
		d.cache.Remove(host)
	}
	addrs, err := d.resolve(ctx, "ip", host)
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", host, err)
	}
	d.cache.Add(host, dnsEntry{addrs: addrs, expires: d.now().Add(d.ttl)})
	return addrs, nil
}
