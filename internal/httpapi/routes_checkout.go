package httpapi

import (
	"net/http"

	"github.com/catraca/catraca/internal/checkout"
)

// checkoutRoutes are the purchase API of issue 8. Writes go through idempotent; the sandbox
// routes exist only when the sandbox gateway is the provider.
func (a *API) checkoutRoutes() []route {
	list := []route{
		{"GET", "/api/pdv/v3/products/sectors/{event}", "Sessions and sectors on sale with live availability, price, half price and batch; 412 when the event is not selling", "checkout",
			new(sectorsRequest), new(checkout.Catalogue), a.sectors},
		{"POST", "/api/checkout/orders", "Hold tickets and create a reserved order (Bearer buyer, or guest buyer in the body)", "checkout",
			new(createOrderRequest), new(checkout.Order), a.idempotent(handle(a.createOrder))},
		{"GET", "/api/checkout/orders/{hash}", "An order; once paid, with its tickets (Bearer owner or ?cpf_cnpj= of the buyer)", "checkout",
			new(getOrderRequest), new(checkout.Order), a.getOrder},
		{"DELETE", "/api/checkout/orders/{hash}", "Give up a reserved order: its stock returns at once", "checkout",
			new(orderWriteRequest), new(checkout.Order), a.idempotent(a.releaseOrder)},
		{"POST", "/api/checkout/orders/{hash}/payment", "Pay: PIX or boleto answer awaiting_payment with the charge; card answers paid or 402", "checkout",
			new(payRequest), new(checkout.Order), a.idempotent(handle(a.payOrder))},
		{"GET", "/api/checkout/orders/{hash}/installments", "Card installment plans for the order's total", "checkout",
			new(getOrderRequest), new([]checkout.Installment), a.installments},
		{"GET", "/api/checkout/cart/{hash}", "What an order asked for, to restore an abandoned cart (?carrinho_abandonado=)", "checkout",
			new(orderPath), new(checkout.Cart), a.cart},
		{"POST", "/api/payments/webhooks/" + a.providerName(), "Payment events signed by the gateway (Catraca-Signature)", "payments",
			new(webhookRequest), new(checkout.WebhookResult), a.webhook},
		{"POST", "/api/event/campaign/{event}", "Pre-sale registration / name on the list: one entry per e-mail and per CPF", "checkout",
			new(campaignRequest), new(Message), a.idempotent(handle(a.campaign))},
	}
	if a.Sandbox != nil {
		list = append(list,
			route{"POST", "/api/payments/sandbox/card-token", "Sandbox: turn test card data into a card_token (never stored or logged)", "payments",
				new(CardTokenRequest), new(CardToken), handle(a.cardToken)},
			route{"POST", "/api/checkout/orders/{hash}/sandbox/pay", "Sandbox: send the order a correctly signed payment.paid webhook", "payments",
				new(orderWriteRequest), new(checkout.WebhookResult), a.idempotent(a.sandboxPay)})
	}
	return list
}

func (a *API) providerName() string {
	if a.Checkout == nil {
		return "sandbox"
	}
	return a.Checkout.Provider().Name()
}

// statuses are the answers a route documents beyond 200 and 400.
var statuses = map[string][]int{
	"GET /api/pdv/v3/products/sectors/{event}":     {http.StatusNotFound, http.StatusForbidden, http.StatusPreconditionFailed},
	"POST /api/checkout/orders":                    {http.StatusCreated, http.StatusUnauthorized, http.StatusForbidden, http.StatusConflict, http.StatusPreconditionFailed, http.StatusUnprocessableEntity},
	"GET /api/checkout/orders/{hash}":              {http.StatusUnauthorized, http.StatusNotFound},
	"DELETE /api/checkout/orders/{hash}":           {http.StatusUnauthorized, http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	"POST /api/checkout/orders/{hash}/payment":     {http.StatusUnauthorized, http.StatusForbidden, http.StatusPaymentRequired, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	"GET /api/checkout/orders/{hash}/installments": {http.StatusUnauthorized, http.StatusNotFound},
	"GET /api/checkout/cart/{hash}":                {http.StatusNotFound},
	"POST /api/event/campaign/{event}":             {http.StatusCreated, http.StatusNotFound, http.StatusConflict, http.StatusPreconditionFailed, http.StatusUnprocessableEntity},
	"POST /api/checkout/orders/{hash}/sandbox/pay": {http.StatusUnauthorized, http.StatusForbidden, http.StatusNotFound},
}
