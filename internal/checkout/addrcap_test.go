package checkout

import "testing"

// The cap on unpaid tickets per address: the event's setting, else the store's, else the
// larger of 60 and 10% of the session; 0 means none.
func TestAddressCapRule(t *testing.T) {
	n := func(v int) *int { return &v }
	cases := []struct {
		event, store *int
		capacity     int
		want         int
	}{
		{nil, nil, 100, 60},
		{nil, nil, 4814, 481},
		{nil, n(20), 4814, 20},
		{n(0), n(20), 4814, 0},
		{n(8), nil, 100, 8},
		{nil, n(0), 100, 0},
	}
	for _, c := range cases {
		if got := addressCap(c.event, c.store, c.capacity); got != c.want {
			t.Errorf("addressCap(%v, %v, %d) = %d, want %d", c.event, c.store, c.capacity, got, c.want)
		}
	}
}
