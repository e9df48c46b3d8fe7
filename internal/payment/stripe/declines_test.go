package stripe_test

import (
	"testing"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/payment/stripe"
)

func TestDeclineMessages(t *testing.T) {
	const generic = "Cartão recusado pelo emissor."
	for _, tc := range []struct {
		code    sdk.ErrorCode
		decline sdk.DeclineCode
		want    string
	}{
		{sdk.ErrorCodeCardDeclined, sdk.DeclineCodeInsufficientFunds, "Saldo insuficiente."},
		{sdk.ErrorCodeExpiredCard, sdk.DeclineCodeExpiredCard, "Cartão vencido."},
		{sdk.ErrorCodeExpiredCard, "", "Cartão vencido."},
		{sdk.ErrorCodeIncorrectCVC, "", "Código de segurança (CVV) inválido."},
		{sdk.ErrorCodeCardDeclined, sdk.DeclineCodeIncorrectCVC, "Código de segurança (CVV) inválido."},
		{sdk.ErrorCodeIncorrectNumber, "", "Número do cartão inválido."},
		{sdk.ErrorCodeInvalidNumber, "", "Número do cartão inválido."},
		{sdk.ErrorCodePaymentIntentAuthenticationFailure, "", "A autenticação do cartão não foi concluída. Tente novamente ou use outro cartão."},
		{sdk.ErrorCodeProcessingError, "", "Não foi possível processar o cartão agora. Tente novamente em instantes."},
		// Suspected fraud, a lost or stolen card, and anything unknown: a generic refusal.
		{sdk.ErrorCodeCardDeclined, sdk.DeclineCodeFraudulent, generic},
		{sdk.ErrorCodeCardDeclined, sdk.DeclineCodeLostCard, generic},
		{sdk.ErrorCodeCardDeclined, sdk.DeclineCodeStolenCard, generic},
		{sdk.ErrorCodeCardDeclined, "do_not_honor", generic},
		{sdk.ErrorCodeCardDeclined, "a_code_stripe_adds_later", generic},
		{"", "", generic},
	} {
		e := &sdk.Error{Type: sdk.ErrorTypeCard, Code: tc.code, DeclineCode: tc.decline, Msg: "Your card was declined."}
		got := stripe.DeclineMessage(e)
		if got != tc.want {
			t.Errorf("%s/%s: %q, want %q", tc.code, tc.decline, got, tc.want)
		}
		if apperr.English(got) == got {
			t.Errorf("%q has no English", got)
		}
	}
	if got := stripe.DeclineMessage(nil); got != generic {
		t.Errorf("nil: %q", got)
	}
}
