// Package clientaddr is the one place that decides which address a request comes from, for
// every per-address rule: rate limits and the cap on unpaid tickets an address holds.
//
// The address is the connection's peer. X-Forwarded-For is read only when that peer is a
// proxy the operator listed (CATRACA_TRUSTED_PROXIES): anyone else can write the header. It is
// then read from its right end, where the trusted proxies appended what they saw, skipping the
// trusted hops: the first address that is not one is the client. IPv6 clients are keyed by
// their /64, the block one subscriber gets, so that rotating addresses inside it gains nothing.
package clientaddr

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Resolver finds a request's client address. The zero Resolver trusts no proxy.
type Resolver struct {
	trusted []netip.Prefix
}

// Parse reads a list of proxies, IP addresses or CIDR blocks separated by commas or spaces
// (e.g. "10.0.0.0/8, 127.0.0.1"); empty trusts none.
func Parse(list string) (Resolver, error) {
	var r Resolver
	for _, item := range strings.FieldsFunc(list, func(c rune) bool { return c == ',' || c == ' ' || c == '\t' }) {
		if p, err := netip.ParsePrefix(item); err == nil {
			r.trusted = append(r.trusted, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(item)
		if err != nil {
			return Resolver{}, fmt.Errorf("CATRACA_TRUSTED_PROXIES: %q is neither an IP address nor a CIDR block", item)
		}
		a = a.Unmap()
		r.trusted = append(r.trusted, netip.PrefixFrom(a, a.BitLen()))
	}
	return r, nil
}

// Of is the key of the client that sent req: an IPv4 address, or an IPv6 /64 block.
func (r Resolver) Of(req *http.Request) string {
	peer, ok := parse(req.RemoteAddr)
	if !ok {
		return req.RemoteAddr
	}
	if r.trusts(peer) {
		hops := strings.Split(strings.Join(req.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			hop, ok := parse(strings.TrimSpace(hops[i]))
			if !ok {
				break // not written by a proxy: what the trusted hops saw is all there is
			}
			peer = hop
			if !r.trusts(hop) {
				break
			}
		}
	}
	return key(peer)
}

func (r Resolver) trusts(a netip.Addr) bool {
	for _, p := range r.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// parse reads an address, with or without a port.
func parse(s string) (netip.Addr, bool) {
	if host, _, err := net.SplitHostPort(s); err == nil {
		s = host
	}
	a, err := netip.ParseAddr(s)
	if err != nil || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}

func key(a netip.Addr) string {
	if a.Is4() {
		return a.String()
	}
	return netip.PrefixFrom(a, 64).Masked().String()
}
