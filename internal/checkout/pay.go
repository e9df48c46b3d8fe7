package checkout

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// PayRequest is the body of POST /api/checkout/orders/{hash}/payment.
type PayRequest struct {
	Method       string `json:"method" enum:"pix,boleto,card" required:"true"`
	Installments *int   `json:"installments,omitempty" minimum:"1" maximum:"12" description:"Card only; default 1."`
	CardToken    string `json:"card_token,omitempty" description:"Card only: from the gateway's tokenisation."`
}

// Pay charges an order through the provider. The provider is called outside any database
// transaction (docs/checkout.md); the result is then recorded with a conditional update,
// so a hold that expired meanwhile turns a card payment into needs_refund, never a sale.
func (s *Service) Pay(ctx context.Context, hash string, c Caller, req PayRequest) (Order, error) {
	o, err := s.actOn(ctx, hash, c)
	if err != nil {
		return Order{}, err
	}
	now := s.now()
	if err := payable(o, now); err != nil {
		return Order{}, err
	}
	if o.Total == 0 {
		return s.payFree(ctx, o)
	}
	// Asking again for a PIX or boleto already issued shows it, also after asking for the other
	// one meanwhile: a second one would be a second live charge and, for a boleto, would push
	// the hold three more days each time.
	if o.Status == StatusAwaitingPayment && issued(o, req.Method, now) {
		return s.full(ctx, hash)
	}
	// The store receives the money: a PIX code names it, as the payer's bank app shows the
	// receiver before paying.
	var receiver string
	if err := s.db.QueryRow(ctx, "SELECT name FROM stores WHERE id = ?", o.storeID).Scan(&receiver); err != nil {
		return Order{}, err
	}
	charge := payment.Charge{OrderHash: o.Hash, Amount: o.Total, Method: payment.Method(req.Method),
		ExpiresAt: o.ExpiresAt, Payer: payment.Payer{Name: o.Buyer.Name, Email: o.Buyer.Email, CPF: o.buyerCPF},
		Description: o.Event.Nome, MerchantName: receiver}
	switch charge.Method {
	case payment.Boleto:
		if !boletoClears(o.sessionStart, now) {
			return Order{}, apperr.New(apperr.Conflict, MsgBoletoTooLate).Because(apperr.BoletoUnavailable)
		}
	case payment.PIX:
	case payment.Card:
		charge.Installments = 1
		if req.Installments != nil {
			charge.Installments = *req.Installments
		}
		if charge.Installments < 1 || charge.Installments > payment.MaxInstallments {
			return Order{}, apperr.Field("installments", MsgBadInstallments)
		}
		if _, err := payment.PlanFor(o.Total, charge.Installments); err != nil {
			return Order{}, apperr.Field("installments", MsgBadInstallments)
		}
		if req.CardToken == "" || len(req.CardToken) > 4096 {
			return Order{}, apperr.Field("card_token", MsgCardToken)
		}
		charge.CardToken = req.CardToken
	default:
		return Order{}, apperr.Field("method", MsgBadMethod)
	}
	if err := s.split(ctx, o, &charge); err != nil {
		return Order{}, err
	}
	// One payment at a time per order: a second one sent while the first is at the gateway (a
	// double submit with two card tokens, another tab) would charge the buyer twice.
	// The attempt names the charge's idempotency key: a charge sent again after no answer
	// keeps it (the gateway replays it), one after a decline gets a new one.
	if charge.Attempt, err = s.claimPayment(ctx, o, now); err != nil {
		return Order{}, err
	}
	defer s.releasePayment(o.id)
	// A gateway that hangs must not hold the request forever; no lock is held meanwhile.
	chargeCtx, cancel := context.WithTimeout(ctx, chargeTimeout)
	res, err := s.provider.Charge(chargeCtx, charge)
	cancel()
	if err != nil {
		slog.ErrorContext(ctx, "payment charge failed", "order", o.id, "method", req.Method, "err", err)
		if errors.Is(err, payment.ErrUnavailable) || errors.Is(err, context.DeadlineExceeded) {
			// The gateway did not answer: the hold stands, and the same call again replays at
			// the gateway (its idempotency key). The charge may have been made all the same:
			// the reconciliation will look for every charge of this order.
			if _, err := s.db.Exec(context.WithoutCancel(ctx), "UPDATE orders SET pay_lost_at = ? WHERE id = ?", ts(now), o.id); err != nil {
				return Order{}, err
			}
			return Order{}, apperr.New(apperr.Unavailable, MsgGatewayDown).Because(apperr.GatewayUnavailable)
		}
		return Order{}, apperr.New(apperr.PaymentDeclined, MsgPaymentFailed)
	}
	switch res.Status {
	case payment.Declined:
		if _, err := s.db.Exec(ctx, "UPDATE orders SET pay_attempts = pay_attempts + 1 WHERE id = ?", o.id); err != nil {
			return Order{}, err
		}
		return Order{}, apperr.New(apperr.PaymentDeclined, res.DeclineReason)
	case payment.Paid:
		err = s.recordCardPaid(ctx, o, charge, res)
	case payment.AwaitingPayment:
		err = s.recordAwaiting(ctx, o, charge, res)
	case payment.RequiresAction:
		return s.recordCardAction(ctx, o, charge, res)
	default:
		err = errors.New("checkout: unknown payment status " + string(res.Status))
	}
	if err != nil {
		return Order{}, err
	}
	return s.full(ctx, hash)
}

// chargeTimeout bounds a call to the gateway; a payment's claim on its order lasts a little
// longer, so a process that dies mid-charge does not block the order for good.
const chargeTimeout = 30 * time.Second

// claimPayment marks the order as being paid until the charge's time is up, if it still holds
// its stock and no other payment holds it; else it says why (paid meanwhile, expired, or
// MsgPaying while another payment is at the gateway).
//
// It returns the order's payment attempt, read under the claim: the attempt moves only while a
// payment holds the claim (after a decline), so it names the charge's idempotency key exactly.
func (s *Service) claimPayment(ctx context.Context, o Order, now time.Time) (attempt int, err error) {
	claimed := false
	// Through InTx, which queues SQLite's writers in Go rather than in its busy handler.
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		err := tx.QueryRow(ctx, `UPDATE orders SET paying_until = ?, pay_error = NULL WHERE id = ? AND status IN `+holding+`
			AND (paying_until IS NULL OR paying_until < ?) RETURNING pay_attempts`,
			ts(now.Add(chargeTimeout+30*time.Second)), o.id, ts(now)).Scan(&attempt)
		if errors.Is(err, db.ErrNotFound) {
			return nil
		}
		claimed = err == nil
		return err
	})
	if err != nil || claimed {
		return attempt, err
	}
	if fresh, err := loadHeader(ctx, s.db, o.Hash); err == nil {
		if err := payable(fresh, s.now()); err != nil {
			return 0, err
		}
	}
	return 0, apperr.New(apperr.Conflict, MsgPaying).Because(apperr.PaymentInProgress)
}

// releasePayment ends the order's payment claim, whatever its outcome, even when the buyer
// went away.
func (s *Service) releasePayment(orderID int64) {
	ctx, cancel := context.WithTimeout(context.Background(), db.StatementTimeout)
	defer cancel()
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE orders SET paying_until = NULL WHERE id = ?", orderID)
		return err
	})
	if err != nil {
		slog.ErrorContext(ctx, "payment: release the order's claim", "order", orderID, "err", err)
	}
}

// payable refuses paying o at now, saying why, or returns nil.
func payable(o Order, now time.Time) error {
	switch {
	case o.Status == StatusPaid:
		return apperr.New(apperr.Conflict, MsgAlreadyPaid).Because(apperr.AlreadyPaid)
	case o.Status == StatusExpired || o.Status == StatusCancelled || !now.Before(o.ExpiresAt):
		return apperr.New(apperr.Conflict, MsgExpired).Because(apperr.HoldExpired)
	case o.Status != StatusReserved && o.Status != StatusAwaitingPayment:
		return apperr.New(apperr.Conflict, MsgNotPayable).Because(apperr.NotPayable)
	}
	return nil
}

// issued reports a PIX or boleto of o still payable at now, for the method asked.
func issued(o Order, method string, now time.Time) bool {
	switch payment.Method(method) {
	case payment.PIX:
		return o.PIX != nil && now.Before(o.PIX.ExpiresAt)
	case payment.Boleto:
		return o.Boleto != nil
	}
	return false
}

// recordAwaiting stores a PIX or boleto charge. A boleto keeps the order held until its due
// date, as it may be paid on any day up to then.
func (s *Service) recordAwaiting(ctx context.Context, o Order, c payment.Charge, res payment.Result) error {
	set := ", payment_method = ?, provider_id = ?"
	args := []any{string(c.Method), res.ProviderID}
	set, args = withSplit(set, args, c)
	if p := res.PIX; p != nil {
		set += ", pix_brcode = ?, pix_qr_png = ?, pix_expires_at = ?"
		args = append(args, p.BRCode, encodePNG(p.QRPNG), ts(p.ExpiresAt))
	}
	if b := res.Boleto; b != nil {
		set += ", boleto_line = ?, boleto_barcode = ?, boleto_due = ?, boleto_pdf = ?, expires_at = ?"
		args = append(args, b.DigitableLine, b.Barcode, ts(b.DueDate), nullable(b.PDFURL), ts(maxTime(b.DueDate, o.ExpiresAt)))
	}
	var done bool
	err := s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		var err error
		done, err = transit(ctx, tx, o.id, IssueCharge, s.now(), change{set: set, setArgs: args})
		return err
	})
	if err != nil {
		return err
	}
	if !done {
		return apperr.New(apperr.Conflict, MsgExpired).Because(apperr.HoldExpired)
	}
	return nil
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// recordCardPaid stores an approved card charge and issues the tickets; if the hold ended
// while the gateway answered, the money is flagged for refund instead.
func (s *Service) recordCardPaid(ctx context.Context, o Order, c payment.Charge, res payment.Result) error {
	return s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE orders SET payment_method = ?, provider_id = ?, installments = ?, charged = ?
			WHERE id = ?`, string(c.Method), res.ProviderID, c.Installments, res.Charged, o.id); err != nil {
			return err
		}
		if err := recordSplit(ctx, tx, o.id, c); err != nil {
			return err
		}
		if err := recordApproved(ctx, tx, o.Hash, res.ProviderID, s.now()); err != nil {
			return err
		}
		return s.paid(ctx, tx, o.id, "Pagamento recebido após o fim da reserva.", res.Charged)
	})
}

// payFree settles an order of free tickets without a gateway.
func (s *Service) payFree(ctx context.Context, o Order) (Order, error) {
	err := s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE orders SET payment_method = 'free', charged = 0 WHERE id = ?", o.id); err != nil {
			return err
		}
		return s.paid(ctx, tx, o.id, "", 0)
	})
	if err != nil {
		return Order{}, err
	}
	return s.full(ctx, o.Hash)
}
