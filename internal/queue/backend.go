package queue

import "context"

// Backend keeps the lines: Redis (shared by a cluster) or the database.
type Backend interface {
	// Visit puts the visitor in line at score unless already there, issues their pass
	// (issuedMS; 0: none, the sale sold out) when their place is let in and answers where they
	// stand. With rejoin, a
	// visitor whose pass was used or issued before expiredMS moves to score, passless; the
	// places let in shrink by theirs, so nobody behind them is let in early.
	Visit(ctx context.Context, line, visitor string, score int64, rejoin *Rejoin, issuedMS int64) (Place, error)
	// Advance applies step to the line, unless another instance moved it meanwhile.
	Advance(ctx context.Context, line string, nowMS int64, rate int, openingMS int64, paused bool) (Progress, int64, error)
	// Claim marks the visitor's pass issued at issued as used by token (an order); true when it
	// was theirs to use, or already used by the same token (the same request again).
	Claim(ctx context.Context, line, visitor, issued, token string) (bool, error)
	// Release gives a claimed pass back (the order was refused).
	Release(ctx context.Context, line, visitor, issued, token string) error
	// MarkAuto queues an event automatically until untilMS at rate.
	MarkAuto(ctx context.Context, event int64, untilMS int64, rate int) error
	// AutoEvents answers the automatically queued events and their rates.
	AutoEvents(ctx context.Context, nowMS int64) (map[int64]int, error)
}

// Rejoin is a return to the end of the line after a pass ran out: passes issued at or before
// ExpiredMS have.
type Rejoin struct{ ExpiredMS int64 }

// Place is a visitor's standing in a line.
type Place struct {
	Rank   int64   // 0-based place in the line
	Total  int64   // everyone in the line, let in or not
	In     int64   // places let in
	Rate   float64 // measured admissions per minute; -1: not measured yet
	Issued string  // "": no pass yet; Unix ms of the pass; "c:<token>": used
}

// usedBy is the issued value of a pass an order used.
func usedBy(token string) string { return "c:" + token }
