package checkout

import (
	"context"
	"net/http"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/payment"
)

// signer is a provider that can sign its own webhooks: the sandbox.
type signer interface {
	SignedEvent(ev payment.Event) (http.Header, []byte)
}

// SandboxPay makes the sandbox gateway pay the order: a correctly signed payment.paid
// webhook goes through the same path as the gateway's, so a person can finish a PIX or
// boleto purchase by hand.
func (s *Service) SandboxPay(ctx context.Context, hash string, c Caller) (WebhookResult, error) {
	sg, ok := s.provider.(signer)
	if !ok {
		return WebhookResult{}, apperr.New(apperr.NotFound, "Disponível apenas no sandbox.")
	}
	o, err := s.actOn(ctx, hash, c)
	if err != nil {
		return WebhookResult{}, err
	}
	// It pays the order's charge once, as a bank does a dynamic PIX: pressed again, it would
	// be a second payment nobody made.
	if settled(o.Status) {
		return WebhookResult{}, apperr.New(apperr.Conflict, MsgAlreadyPaid).Because(apperr.AlreadyPaid)
	}
	amount := o.Total
	if o.Charged != nil {
		amount = *o.Charged
	}
	h, body := sg.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: hash, Amount: amount})
	return s.Webhook(ctx, h, body)
}
