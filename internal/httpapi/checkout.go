package httpapi

import (
	"io"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/store"
)

// Request shapes for the OpenAPI document.
type sectorsRequest struct {
	Event     int64  `path:"event" minimum:"1"`
	Senha     string `query:"senha" description:"The event password, for protected events."`
	HeaderPDV string `header:"PDV"`
	HeaderPOS string `header:"POS"`
}

type idempotencyHeader struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"200" description:"A retry with the same key and body returns the first answer and changes nothing; the same key with another body, or on another call, answers 422; a key that is not UTF-8 answers 400."`
}

type createOrderRequest struct {
	idempotencyHeader
	checkout.CreateRequest
}

type orderPath struct {
	Hash string `path:"hash"`
}

type getOrderRequest struct {
	Hash    string `path:"hash"`
	CPFCNPJ string `query:"cpf_cnpj" maxLength:"20" description:"The buyer's CPF: needed (or the Bearer owner) once the order is paid."`
}

type orderWriteRequest struct {
	idempotencyHeader
	Hash string `path:"hash"`
}

type payRequest struct {
	idempotencyHeader
	Hash string `path:"hash"`
	checkout.PayRequest
}

type campaignRequest struct {
	idempotencyHeader
	Event int64 `path:"event" minimum:"1"`
	checkout.CampaignEntry
}

// stripeWebhookRequest is a Stripe event (docs/payments.md lists the types acted on; others are
// acknowledged and ignored).
type stripeWebhookRequest struct {
	Signature string         `header:"Stripe-Signature" required:"true" description:"t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\"> with the endpoint's secret"`
	ID        string         `json:"id" required:"true"`
	Type      string         `json:"type" required:"true"`
	Data      map[string]any `json:"data" required:"true"`
}

type webhookRequest struct {
	Signature string `header:"Catraca-Signature" required:"true" description:"t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">"`
	ID        string `json:"id"`
	Type      string `json:"type" enum:"payment.paid,payment.failed,payment.refunded"`
	Order     string `json:"order"`
	Amount    int64  `json:"amount"`
}

// shop is what the request's store and caller bring to an order.
func (a *API) shop(r *http.Request) (checkout.Shop, store.Store, error) {
	st, err := a.storeOf(r)
	if err != nil {
		return checkout.Shop{}, st, err
	}
	c := st.Configs.Checkout
	return checkout.Shop{StoreID: st.ID, FeeBP: c.FeeBP, HoldMinutes: c.HoldMinutes, RemindMinutes: c.AbandonedCartMinutes,
		Locale: mailLocale(r, st), Origin: a.Stores.Origin(st), Channel: channel(r, st),
		ClientAddr: a.clientIP(r), AddressCap: c.AddressHoldLimit}, st, nil
}

// caller is the optional Bearer customer and the ?cpf_cnpj= of the request. A Bearer that
// does not authenticate is refused rather than ignored, so the client learns its session ended.
func (a *API) caller(r *http.Request) (checkout.Caller, error) {
	c := checkout.Caller{Document: r.URL.Query().Get("cpf_cnpj")}
	if len(c.Document) > 20 {
		return c, apperr.New(apperr.Unauthorized, checkout.MsgDocument)
	}
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || token == "" {
		return c, nil
	}
	id, err := a.Accounts.Authenticate(r.Context(), token)
	if err != nil {
		return c, err
	}
	c.CustomerID = &id
	return c, nil
}

func (a *API) sectors(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "event")
	if err != nil {
		writeError(w, r, err)
		return
	}
	shop, st, err := a.shop(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	// The box office's channels sell at the counter, outside any line.
	if shop.Channel == "" {
		a.Queue.Demand(r.Context(), id, st.Configs.Checkout.QueueThreshold, st.Configs.Checkout.QueueRate)
		if _, err := a.queueGate(r, id, 0); err != nil {
			writeError(w, r, err)
			return
		}
	}
	out, err := a.Checkout.Sectors(r.Context(), id, shop.Channel, r.URL.Query().Get("senha"), shop)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out.Sandbox = a.Sandbox != nil
	out.SandboxPay = a.sandboxPayable(r)
	writeJSON(w, http.StatusOK, out)
}

func (a *API) createOrder(w http.ResponseWriter, r *http.Request, body checkout.CreateRequest) error {
	shop, _, err := a.shop(r)
	if err != nil {
		return err
	}
	c, err := a.caller(r)
	if err != nil {
		return err
	}
	shop.CustomerID = c.CustomerID
	pass, err := a.usePass(w, r, shop, body.SessionID)
	if err != nil {
		return err
	}
	claim := claimOf(r)
	o, err := a.Checkout.Create(r.Context(), shop, body, claim)
	if err != nil {
		pass.giveBack()
		return err
	}
	pass.spent()
	if claim != nil && claim.Answered() != nil {
		writeRaw(w, *claim.Answered()) // the order as its key keeps it: rendered once
		return nil
	}
	writeJSON(w, http.StatusCreated, o)
	return nil
}

// previewCoupon has no per-address limit, like order creation: in an on-sale,
// thousands of phones share one carrier address (CGNAT). A code could be tried through
// order creation just the same, so a limit here would protect nothing.
func (a *API) previewCoupon(w http.ResponseWriter, r *http.Request, body checkout.CouponRequest) error {
	shop, _, err := a.shop(r)
	if err != nil {
		return err
	}
	quote, err := a.Checkout.PreviewCoupon(r.Context(), shop, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, quote)
	return nil
}

func (a *API) getOrder(w http.ResponseWriter, r *http.Request) {
	settle, err := a.documentTry(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	c, err := a.caller(r)
	var o checkout.Order
	if err == nil {
		o, err = a.Checkout.Get(r.Context(), r.PathValue("hash"), c)
	}
	settle(err)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, localOrder(r, o))
}

func (a *API) releaseOrder(w http.ResponseWriter, r *http.Request) {
	c, err := a.caller(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := a.Checkout.Release(r.Context(), r.PathValue("hash"), c)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, localOrder(r, o))
}

func (a *API) payOrder(w http.ResponseWriter, r *http.Request, body checkout.PayRequest) error {
	c, err := a.caller(r)
	if err != nil {
		return err
	}
	o, err := a.Checkout.Pay(r.Context(), r.PathValue("hash"), c, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, localOrder(r, o))
	return nil
}

func (a *API) syncPayment(w http.ResponseWriter, r *http.Request) {
	c, err := a.caller(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := a.Checkout.SyncPayment(r.Context(), r.PathValue("hash"), c)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, localOrder(r, o))
}

func (a *API) installments(w http.ResponseWriter, r *http.Request) {
	settle, err := a.documentTry(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	c, err := a.caller(r)
	var list []checkout.Installment
	if err == nil {
		list, err = a.Checkout.Installments(r.Context(), r.PathValue("hash"), c)
	}
	settle(err)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (a *API) cart(w http.ResponseWriter, r *http.Request) {
	cart, err := a.Checkout.Cart(r.Context(), r.PathValue("hash"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, cart)
}

func (a *API) webhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 64<<10))
	if err != nil {
		writeError(w, r, apperr.New(apperr.Invalid, checkout.MsgBadSignature))
		return
	}
	res, err := a.Checkout.Webhook(r.Context(), r.Header, body)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

// sandboxPayable reports whether r may pay orders through the sandbox by hand: only in dev
// mode, from this machine.
func (a *API) sandboxPayable(r *http.Request) bool {
	return a.Sandbox != nil && a.Dev != nil && a.Dev(r)
}

func (a *API) sandboxPay(w http.ResponseWriter, r *http.Request) {
	if !a.sandboxPayable(r) {
		writeJSON(w, http.StatusNotFound, errorBody(r, apperr.New(apperr.NotFound, msgNotFound)))
		return
	}
	c, err := a.caller(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	res, err := a.Checkout.SandboxPay(r.Context(), r.PathValue("hash"), c)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

func (a *API) campaign(w http.ResponseWriter, r *http.Request, body checkout.CampaignEntry) error {
	id, err := pathID(r, "event")
	if err != nil {
		return err
	}
	if err := a.Checkout.JoinCampaign(r.Context(), id, body); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, Message{true, say(r, "Inscrição realizada com sucesso.")})
	return nil
}
