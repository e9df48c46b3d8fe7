package checkout

import (
	"context"
	"crypto/subtle"
	"errors"
	"log/slog"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Caller is who acts on an order: the Bearer customer, if any, and the ?cpf_cnpj= given.
type Caller struct {
	CustomerID *int64
	Document   string
}

// settled reports statuses whose order holds tickets or money: reading them needs proof.
func settled(status string) bool {
	return status == StatusPaid || status == StatusNeedsRefund || status == StatusRefunded
}

// mayAct is the rule for paying or giving up: the hash, plus the Bearer of the customer
// who made the order when one did.
func (o Order) mayAct(c Caller) error {
	if o.customerID == nil {
		return nil
	}
	if c.CustomerID == nil {
		return apperr.New(apperr.Unauthorized, MsgNotOwner)
	}
	if *c.CustomerID != *o.customerID {
		return apperr.New(apperr.Forbidden, MsgNotOwner).Because(apperr.NotOwner)
	}
	return nil
}

// mayRead is the rule for reading: anyone with the hash while the order is open; once it
// is settled, the Bearer owner or the buyer's CPF.
func (o Order) mayRead(c Caller) error {
	if c.CustomerID != nil && o.customerID != nil && *c.CustomerID == *o.customerID {
		return nil
	}
	if c.Document != "" {
		if o.buyerCPF != "" && subtle.ConstantTimeCompare([]byte(digits(c.Document)), []byte(o.buyerCPF)) == 1 {
			return nil
		}
		return apperr.New(apperr.Unauthorized, MsgDocument)
	}
	if !settled(o.Status) {
		return o.mayAct(c)
	}
	return apperr.New(apperr.Unauthorized, MsgDocument)
}

func notFound(err error) error {
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	return err
}

// validHash keeps lookups to the shape newToken makes.
func validHash(h string) bool {
	if len(h) != 32 {
		return false
	}
	for _, r := range h {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') {
			return false
		}
	}
	return true
}

// actOn reads the order's row for a caller allowed to act on it (pay, give it up, sync it).
func (s *Service) actOn(ctx context.Context, hash string, c Caller) (Order, error) {
	if !validHash(hash) {
		return Order{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return Order{}, notFound(err)
	}
	return o, o.mayAct(c)
}

// Get is the order for a caller allowed to read it.
func (s *Service) Get(ctx context.Context, hash string, c Caller) (Order, error) {
	if !validHash(hash) {
		return Order{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := s.full(ctx, hash)
	if err != nil {
		return Order{}, notFound(err)
	}
	if err := o.mayRead(c); err != nil {
		return Order{}, err
	}
	return o, nil
}

// Release gives up a reserved order: its stock returns at once.
func (s *Service) Release(ctx context.Context, hash string, c Caller) (Order, error) {
	o, err := s.actOn(ctx, hash, c)
	if err != nil {
		return Order{}, err
	}
	// A PIX or boleto already issued may still be paid (a boleto until its due date): giving
	// the order up then would turn that payment into a refund. It ends with its deadline.
	if o.Status == StatusAwaitingPayment {
		return Order{}, apperr.New(apperr.Conflict, MsgChargeOpen).Because(apperr.ChargeOpen)
	}
	var done bool
	err = s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		done, err = transit(ctx, tx, o.id, GiveUp, s.now(), change{})
		return err
	})
	if err != nil {
		return Order{}, err
	}
	if !done {
		return Order{}, apperr.New(apperr.Conflict, MsgNotReserved).Because(apperr.NotReserved)
	}
	return s.full(ctx, hash)
}

// ExpireHolds ends the holds whose time is up and returns their stock, in rounds of 200
// until none is left, so even the end of a large rush is back on sale within a tick. Each
// order is claimed by a conditional UPDATE on its status, so several processes sweeping at
// once release every order exactly once.
func (s *Service) ExpireHolds(ctx context.Context) (int, error) {
	total := 0
	for {
		n, more, err := s.expireRound(ctx)
		total += n
		if err != nil || !more || ctx.Err() != nil {
			return total, err
		}
	}
}

const expireBatch = 200

func (s *Service) expireRound(ctx context.Context) (int, bool, error) {
	now := ts(s.now())
	rows, err := s.db.Query(ctx, "SELECT id FROM orders WHERE status IN "+holding+" AND expires_at <= ? LIMIT ?", now, expireBatch)
	if err != nil {
		return 0, false, err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, false, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, false, err
	}
	n := 0
	for _, id := range ids {
		var done bool
		err := s.inOrderTx(ctx, id, func(tx *db.Tx) error {
			var err error
			done, err = transit(ctx, tx, id, Expire, now, change{cond: " AND expires_at <= ?", condArgs: []any{now}})
			return err
		})
		if err != nil {
			// One order that cannot be released must not stop the others.
			slog.ErrorContext(ctx, "expire hold", "order", id, "err", err)
			continue
		}
		if done {
			n++
		}
	}
	return n, len(ids) == expireBatch && n > 0, nil
}
