package queue

import (
	"testing"
	"time"
)

func TestStepLetsInAtTheRate(t *testing.T) {
	p := step(Progress{}, 1_000, 60, 0, false, 100) // the first move only starts the clock
	if p.Admitted != 0 || p.MovedMS != 1_000 {
		t.Fatalf("first move: %+v", p)
	}
	p = step(p, 3_500, 60, 0, false, 100) // 2.5 s at one a second
	if p.Admitted != 2.5 || p.In() != 2 {
		t.Fatalf("after 2.5 s: %+v", p)
	}
	if q := step(p, 10_000, 60, 0, true, 100); q.Admitted != 2.5 || q.MovedMS != 10_000 {
		t.Fatalf("paused: %+v", q)
	}
	if q := step(p, 1_000_000, 60, 0, false, 7); q.Admitted != 7 {
		t.Fatalf("never past the people in line: %+v", q)
	}
	if q := step(Progress{}, 5_000, 60, 9_000, false, 100); q.MovedMS != 0 {
		t.Fatalf("before the opening: %+v", q)
	}
}

func TestStepMeasuresTheLastMinute(t *testing.T) {
	p := step(Progress{}, 0+1, 120, 0, false, 1_000)
	for ms := int64(1_001); ms <= 61_001; ms += 1_000 {
		p = step(p, ms, 120, 0, ms > 31_001, 1_000) // half the minute sold out
	}
	if p.Measured < 58 || p.Measured > 64 { // 31 of the 60 seconds let people in
		t.Fatalf("half a minute at 120 a minute measures about 60: %+v", p)
	}
}

func TestPassIsBoundToItsVisitorAndLine(t *testing.T) {
	s := newSigner([]byte("segredo"))
	now := time.UnixMilli(1_000_000)
	pass := s.pass("e1", "visitante-a", "1000000")
	if s.check(pass, "e1", "visitante-a", now) != "1000000" {
		t.Fatal("its own pass is refused")
	}
	for name, got := range map[string]string{
		"another browser": s.check(pass, "e1", "visitante-b", now),
		"another line":    s.check(pass, "e2", "visitante-a", now),
		"expired":         s.check(pass, "e1", "visitante-a", now.Add(PassLife)),
		"altered":         s.check("1000001"+pass[7:], "e1", "visitante-a", now),
		"another secret":  newSigner([]byte("outro")).check(pass, "e1", "visitante-a", now),
		"garbage":         s.check("x", "e1", "visitante-a", now),
	} {
		if got != "" {
			t.Errorf("%s: accepted", name)
		}
	}
}
