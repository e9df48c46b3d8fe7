package checkout

import (
	"context"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// recordCardAction keeps a card charge whose issuer asks the buyer to authenticate (3-D Secure).
// The order stays reserved, holding its stock until the hold ends: the buyer passes the
// challenge in the browser and the gateway reports the outcome (webhook, reconciliation, or the
// buyer's own SyncPayment), which pays the order or records why it failed. The attempt moves on,
// since the gateway answered: another card is a new charge with a key of its own.
//
// The answer carries the charge's client secret for the gateway's script; it is not stored.
func (s *Service) recordCardAction(ctx context.Context, o Order, c payment.Charge, res payment.Result) (Order, error) {
	var done bool
	err := s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		set, args := withSplit(`UPDATE orders SET payment_method = ?, provider_id = ?, installments = ?,
			pay_attempts = pay_attempts + 1`, []any{string(c.Method), res.ProviderID, c.Installments}, c)
		r, err := tx.Exec(ctx, set+" WHERE id = ? AND status IN "+holding, append(args, o.id)...)
		if err != nil {
			return err
		}
		n, err := r.RowsAffected()
		done = n == 1
		return err
	})
	if err != nil {
		return Order{}, err
	}
	if !done {
		return Order{}, apperr.New(apperr.Conflict, MsgExpired).Because(apperr.HoldExpired)
	}
	out, err := s.full(ctx, o.Hash)
	if err != nil {
		return Order{}, err
	}
	out.CardAction = &CardAction{ClientSecret: res.ClientSecret}
	return out, nil
}
