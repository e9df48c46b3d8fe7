package checkout

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
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
	if !validHash(hash) {
		return WebhookResult{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return WebhookResult{}, notFound(err)
	}
	if err := o.mayAct(c); err != nil {
		return WebhookResult{}, err
	}
	// It pays the order's charge once, as a bank does a dynamic PIX: pressed again, it would
	// be a second payment nobody made.
	if settled(o.Status) {
		return WebhookResult{}, apperr.New(apperr.Conflict, MsgAlreadyPaid)
	}
	amount := o.Total
	if o.Charged != nil {
		amount = *o.Charged
	}
	h, body := sg.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: hash, Amount: amount})
	return s.Webhook(ctx, h, body)
}

// Installment is one way to split a card payment of the order.
type Installment struct {
	Installments      int   `json:"installments"`
	PerInstallment    int64 `json:"per_installment" description:"Centavos of each installment (the last may differ by rounding in interest-free plans)."`
	Total             int64 `json:"total" description:"Centavos charged in all, interest included."`
	MonthlyInterestBP int   `json:"monthly_interest_bp" description:"0 for interest-free plans."`
}

// Installments lists the card plans for an open order's total.
func (s *Service) Installments(ctx context.Context, hash string, c Caller) ([]Installment, error) {
	o, err := s.Get(ctx, hash, c)
	if err != nil {
		return nil, err
	}
	if err := payable(o, s.now()); err != nil {
		return nil, err
	}
	out := []Installment{}
	for _, p := range payment.Plans(o.Total) {
		out = append(out, Installment{p.Installments, p.PerInstallment, p.Total, p.MonthlyInterestBP})
	}
	return out, nil
}

// Cart is what the checkout needs to rebuild an abandoned cart: no personal data.
type Cart struct {
	Hash     string     `json:"hash"`
	Event    OrderEvent `json:"event"`
	Session  int64      `json:"session_id"`
	Items    []CartItem `json:"items"`
	Coupon   *string    `json:"coupon"`
	Referral *string    `json:"referral"`
}

// CartItem is a line of the cart to choose again.
type CartItem struct {
	SectorID int64  `json:"sector_id"`
	Sector   string `json:"sector"`
	Type     string `json:"type" enum:"full,half"`
	Quantity int    `json:"quantity"`
}

// Cart returns what an order asked for, to restore it from the reminder's link
// (/evento/{id}?carrinho_abandonado={hash}).
func (s *Service) Cart(ctx context.Context, hash string) (Cart, error) {
	if !validHash(hash) {
		return Cart{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return Cart{}, notFound(err)
	}
	if err := loadItems(ctx, s.db, &o); err != nil {
		return Cart{}, err
	}
	cart := Cart{Hash: o.Hash, Event: o.Event, Session: o.Session.ID, Items: []CartItem{}, Coupon: o.Coupon, Referral: o.Referral}
	for _, it := range o.Items {
		cart.Items = append(cart.Items, CartItem{it.SectorID, it.Sector, it.Type, it.Quantity})
	}
	return cart, nil
}

// CampaignEntry is the body of POST /api/event/campaign/{event}.
type CampaignEntry struct {
	Name  string `json:"name" required:"true" minLength:"1" maxLength:"200"`
	Email string `json:"email" required:"true" format:"email" maxLength:"254"`
	CPF   string `json:"cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$"`
	Phone string `json:"phone" required:"true" pattern:"^[-() +.]*(5[-() +.]*5[-() +.]*)?[1-9][-() +.]*[1-9][-() +.]*9[-() +.]*([0-9][-() +.]*){8}$" description:"A Brazilian cellphone, read as the order's buyer phone is."`
}

// MsgCampaignTaken answers a second entry with the same e-mail or CPF.
const MsgCampaignTaken = "Você já está inscrito nesta lista."

// JoinCampaign records a pre-sale registration / name on the list: one entry per e-mail
// and per CPF per event, kept by unique constraints.
func (s *Service) JoinCampaign(ctx context.Context, eventID int64, e CampaignEntry) error {
	fields := map[string]string{}
	if msg := nameError(e.Name); msg != "" {
		fields["name"] = msg
	}
	email := account.NormalizeEmail(e.Email)
	if !account.ValidEmail(email) {
		fields["email"] = account.MsgInvalidEmail
	}
	cpf := digits(e.CPF)
	if !account.ValidCPF(cpf) {
		fields["cpf"] = account.MsgInvalidCPF
	}
	phone, ok := account.ParseCellphone(strings.TrimSpace(e.Phone))
	if !ok {
		fields["phone"] = account.MsgInvalidPhone
	}
	if len(fields) > 0 {
		return &apperr.Error{Code: apperr.Invalid, Message: "Confira os dados informados.", Fields: fields}
	}
	var cancelled db.Time
	var ahead bool
	now := ts(s.now())
	err := s.db.QueryRow(ctx, `SELECT data_cancelamento, EXISTS (SELECT 1 FROM sessions s
		WHERE s.event_id = e.id AND COALESCE(s.data_fim, s.data) >= ?) FROM events e WHERE e.id = ?`, now, eventID).
		Scan(&cancelled, &ahead)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	if err != nil {
		return err
	}
	if cancelled.Valid && !now.Before(cancelled.Time) {
		return apperr.New(apperr.Precondition, MsgCancelled)
	}
	if !ahead {
		// a list for an event that has already happened would collect data for nothing
		return apperr.New(apperr.Precondition, MsgEventOver)
	}
	_, err = s.db.Exec(ctx, `INSERT INTO campaign_entries (event_id, name, email, cpf, phone, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, eventID, strings.TrimSpace(e.Name), email, cpf, phone, now)
	if errors.Is(err, db.ErrConflict) {
		return apperr.New(apperr.Conflict, MsgCampaignTaken)
	}
	return err
}
