package httpapi

import "github.com/catraca/catraca/internal/checkout"

// checkoutRoutes are the purchase API (docs/api-contract.md, "Buying tickets"). Writes go through idempotent; the sandbox
// routes exist only when the sandbox gateway is the provider.
func (a *API) checkoutRoutes() []route {
	list := []route{
		{"getSectors", "GET", "/api/pdv/v3/products/sectors/{event}", "Sessions and sectors on sale with live availability, price, half price and batch; 412 when the event is not selling", "checkout",
			new(sectorsRequest), new(checkout.Catalogue), a.sectors, public, codes(403, 404, 412)},
		{"createOrder", "POST", "/api/checkout/orders", "Hold tickets and create a reserved order (Bearer buyer, or guest buyer in the body)", "checkout",
			new(createOrderRequest), new(checkout.Order), a.idempotentInTx(handle(a.createOrder)), optional, codes(201, 403, 409, 412, 422, 429)},
		{"previewCoupon", "POST", "/api/checkout/coupon", "Price a coupon on the tickets an order would ask for, as the order would; holds and writes nothing", "checkout",
			new(checkout.CouponRequest), new(checkout.CouponQuote), handle(a.previewCoupon), public, codes(403, 409, 412, 429)},
		{"getOrder", "GET", "/api/checkout/orders/{hash}", "An order; once paid, with its tickets (Bearer owner or ?cpf_cnpj= of the buyer)", "checkout",
			new(getOrderRequest), new(checkout.Order), a.getOrder, optional, codes(404, 429)},
		{"cancelOrder", "DELETE", "/api/checkout/orders/{hash}", "Give up a reserved order: its stock returns at once", "checkout",
			new(orderWriteRequest), new(checkout.Order), a.idempotent(a.releaseOrder), optional, codes(403, 404, 409, 422)},
		{"payOrder", "POST", "/api/checkout/orders/{hash}/payment", "Pay: PIX or boleto answer awaiting_payment with the charge; card answers paid, 402, or reserved with card_action when the issuer asks for 3-D Secure", "checkout",
			new(payRequest), new(checkout.Order), a.idempotent(handle(a.payOrder)), optional, codes(402, 403, 404, 409, 422)},
		{"syncPayment", "POST", "/api/checkout/orders/{hash}/payment/sync", "Ask the gateway where the order's charge stands and apply it (after a card's 3-D Secure challenge); the order as it is with a gateway that cannot be asked", "checkout",
			new(orderPath), new(checkout.Order), a.syncPayment, optional, codes(403, 404, 503)},
		{"listInstallments", "GET", "/api/checkout/orders/{hash}/installments", "Card installment plans for the order's total", "checkout",
			new(getOrderRequest), new([]checkout.Installment), a.installments, optional, codes(404, 409, 429)},
		{"getCart", "GET", "/api/checkout/cart/{hash}", "What an order asked for, to restore an abandoned cart (?carrinho_abandonado=)", "checkout",
			new(orderPath), new(checkout.Cart), a.cart, public, codes(404)},
		{"receivePaymentWebhook", "POST", "/api/payments/webhooks/" + a.providerName(), "Payment events signed by the gateway (the sandbox: Catraca-Signature; Stripe: Stripe-Signature)", "payments",
			a.webhookShape(), new(checkout.WebhookResult), a.webhook, public, codes(401, 404, 409)},
		{"joinCampaign", "POST", "/api/event/campaign/{event}", "Pre-sale registration / name on the list: one entry per e-mail and per CPF", "checkout",
			new(campaignRequest), new(Message), a.idempotent(handle(a.campaign)), public, codes(201, 404, 409, 412, 422)},
	}
	if a.Sandbox != nil {
		list = append(list,
			route{"createSandboxCardToken", "POST", "/api/payments/sandbox/card-token", "Sandbox: turn test card data into a card_token (never stored or logged)", "payments",
				new(CardTokenRequest), new(CardToken), handle(a.cardToken), public, nil})
	}
	if a.Sandbox != nil && a.Dev != nil {
		list = append(list,
			route{"payOrderSandbox", "POST", "/api/checkout/orders/{hash}/sandbox/pay", "Sandbox, dev mode only: send the order a correctly signed payment.paid webhook", "payments",
				new(orderWriteRequest), new(checkout.WebhookResult), a.idempotent(a.sandboxPay), optional, codes(403, 404, 409, 422)})
	}
	return list
}

// webhookShape is what the gateway in use sends to its webhook route.
func (a *API) webhookShape() any {
	if a.providerName() == "stripe" {
		return new(stripeWebhookRequest)
	}
	return new(webhookRequest)
}

func (a *API) providerName() string {
	if a.Checkout == nil {
		return "sandbox"
	}
	return a.Checkout.Provider().Name()
}
