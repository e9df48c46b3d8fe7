package checkout

import (
	"testing"
	"time"
)

// The refund rule at each edge, without a database: paid Wed 18 Nov 12:00 UTC.
func TestCancelRuleEdges(t *testing.T) {
	paid := time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)
	far := paid.Add(30 * 24 * time.Hour) // CDC window ends with the 7 days
	near := paid.Add(3 * 24 * time.Hour) // CDC window ends 48 h before the session
	base := facts{status: StatusPaid, paidAt: &paid, loc: time.UTC, policy: PolicyNone, paid: 11000, fee: 1000}
	with := func(start time.Time, policy string, cancelled bool, status string) facts {
		f := base
		f.start, f.policy, f.eventCancelled, f.status = start, policy, cancelled, status
		return f
	}
	for _, tt := range []struct {
		name   string
		f      facts
		now    time.Time
		basis  string // "" = refused
		amount int64
	}{
		{"day 7, last minute", with(far, PolicyNone, false, StatusPaid), paid.Add(CDCWindow), BasisCDC, 11000},
		{"day 8", with(far, PolicyNone, false, StatusPaid), paid.Add(CDCWindow + time.Second), "", 0},
		{"49 h before", with(near, PolicyNone, false, StatusPaid), near.Add(-49 * time.Hour), BasisCDC, 11000},
		{"exactly 48 h before", with(near, PolicyNone, false, StatusPaid), near.Add(-48 * time.Hour), BasisCDC, 11000},
		{"47 h before", with(near, PolicyNone, false, StatusPaid), near.Add(-47 * time.Hour), "", 0},
		{"store policy after day 7", with(far, PolicyUntil48h, false, StatusPaid), paid.Add(8 * 24 * time.Hour), BasisStorePolicy, 10000},
		{"store policy 47 h before", with(far, PolicyUntil48h, false, StatusPaid), far.Add(-47 * time.Hour), "", 0},
		{"cancelled event, after the session", with(near, PolicyNone, true, StatusPaid), near.Add(time.Hour), BasisEventCancelled, 11000},
		{"bought 47 h before", with(paid.Add(47*time.Hour), PolicyNone, false, StatusPaid), paid, "", 0},
		{"not paid", with(far, PolicyNone, false, StatusAwaitingPayment), paid, "", 0},
		{"already refunded", with(far, PolicyNone, true, StatusRefunded), paid, "", 0},
	} {
		got := tt.f.cancelRule(tt.now)
		if got.Allowed != (tt.basis != "") || got.Message == "" {
			t.Errorf("%s: %+v", tt.name, got)
			continue
		}
		if got.Allowed && (*got.Reason != tt.basis || *got.RefundAmount != tt.amount) {
			t.Errorf("%s: basis %s amount %d, want %s %d", tt.name, *got.Reason, *got.RefundAmount, tt.basis, tt.amount)
		}
	}
	// Bought under 48 hours before the event: the refusal names no deadline before the purchase.
	got := with(paid.Add(47*time.Hour), PolicyNone, false, StatusPaid).cancelRule(paid)
	if got.Deadline != nil || got.Message != MsgBoughtTooClose {
		t.Errorf("bought 47 h before: %+v", got)
	}
}

func TestTransferUntil(t *testing.T) {
	start := time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)
	f := facts{status: StatusPaid, start: start, transferHours: 24}
	if got := f.transferUntil(start.Add(-24 * time.Hour)); got == nil || !got.Equal(start.Add(-24*time.Hour)) {
		t.Errorf("at the deadline: %v", got)
	}
	if got := f.transferUntil(start.Add(-24*time.Hour + time.Second)); got != nil {
		t.Errorf("after the deadline: %v", got)
	}
	f.eventCancelled = true
	if got := f.transferUntil(start.Add(-48 * time.Hour)); got != nil {
		t.Errorf("cancelled event: %v", got)
	}
}
