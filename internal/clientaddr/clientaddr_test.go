package clientaddr_test

import (
	"net/http"
	"testing"

	"github.com/catraca/catraca/internal/clientaddr"
)

func TestClientAddress(t *testing.T) {
	proxies, err := clientaddr.Parse("10.0.0.0/8, 127.0.0.1 ::1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name     string
		r        clientaddr.Resolver
		peer     string
		xff      []string
		want     string
		describe string
	}{
		{"no proxy trusted", clientaddr.Resolver{}, "127.0.0.1:5000", []string{"203.0.113.9"}, "127.0.0.1", "the header is client input by default"},
		{"untrusted peer", proxies, "198.51.100.7:5000", []string{"203.0.113.9"}, "198.51.100.7", "only a listed proxy is believed"},
		{"trusted proxy", proxies, "127.0.0.1:5000", []string{"203.0.113.9"}, "203.0.113.9", "the address the proxy saw"},
		{"spoofed left end", proxies, "127.0.0.1:5000", []string{"1.1.1.1, 203.0.113.9"}, "203.0.113.9", "what the client wrote before the proxy's hop is not read"},
		{"two trusted hops", proxies, "10.1.2.3:5000", []string{"203.0.113.9, 10.9.9.9"}, "203.0.113.9", "trusted hops are skipped"},
		{"several headers", proxies, "10.1.2.3:5000", []string{"1.1.1.1", "203.0.113.9"}, "203.0.113.9", "headers join in order"},
		{"garbage hop", proxies, "10.1.2.3:5000", []string{"nonsense, 10.9.9.9"}, "10.9.9.9", "an unreadable hop stops the walk"},
		{"no header", proxies, "127.0.0.1:5000", nil, "127.0.0.1", "the proxy itself"},
		{"IPv6 by /64", clientaddr.Resolver{}, "[2001:db8:1:2:aaaa::1]:5000", nil, "2001:db8:1:2::/64", "one subscriber's block"},
		{"IPv4-mapped", clientaddr.Resolver{}, "[::ffff:198.51.100.7]:5000", nil, "198.51.100.7", "the same IPv4 client"},
		{"IPv6 proxy", proxies, "[::1]:5000", []string{"2001:db8::5"}, "2001:db8::/64", "a proxy on IPv6 loopback"},
	}
	for _, c := range cases {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		for _, v := range c.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := c.r.Of(r); got != c.want {
			t.Errorf("%s (%s): %q, want %q", c.name, c.describe, got, c.want)
		}
	}
}

func TestParseRefusesNonsense(t *testing.T) {
	if _, err := clientaddr.Parse("10.0.0.0/8, proxy.example"); err == nil {
		t.Error("a host name was accepted as a trusted proxy")
	}
	if r, err := clientaddr.Parse(""); err != nil || r.Of(&http.Request{RemoteAddr: "127.0.0.1:1"}) != "127.0.0.1" {
		t.Errorf("empty list: %v", err)
	}
}
