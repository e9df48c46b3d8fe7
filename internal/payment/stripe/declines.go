package stripe

import sdk "github.com/stripe/stripe-go/v83"

// Messages shown to the buyer for a declined card, by the decline's class. Stripe's own text is
// English and meant for developers; and a decline for suspected fraud, a lost or stolen card is
// shown as a generic refusal, as Stripe advises, so a fraudster learns nothing from it.
const (
	msgDeclined       = "Cartão recusado pelo emissor."
	msgNoFunds        = "Saldo insuficiente."
	msgExpired        = "Cartão vencido."
	msgCVC            = "Código de segurança (CVV) inválido."
	msgNumber         = "Número do cartão inválido."
	msgAuthentication = "A autenticação do cartão não foi concluída. Tente novamente ou use outro cartão."
	msgTryAgain       = "Não foi possível processar o cartão agora. Tente novamente em instantes."
)

// declineClasses maps Stripe's decline and error codes to the message of their class. Codes not
// listed (do_not_honor, fraudulent, lost_card, stolen_card, generic_decline, ...) get msgDeclined.
var declineClasses = map[string]string{
	"insufficient_funds":                    msgNoFunds,
	"expired_card":                          msgExpired,
	"incorrect_cvc":                         msgCVC,
	"invalid_cvc":                           msgCVC,
	"incorrect_number":                      msgNumber,
	"invalid_number":                        msgNumber,
	"authentication_required":               msgAuthentication,
	"payment_intent_authentication_failure": msgAuthentication,
	"processing_error":                      msgTryAgain,
	"try_again_later":                       msgTryAgain,
}

// DeclineMessage is the Portuguese message for a card Stripe declined: by its decline code when it
// has one (a card_declined error carries the issuer's reason there), else by its error code.
func DeclineMessage(e *sdk.Error) string {
	if e == nil {
		return msgDeclined
	}
	if m, ok := declineClasses[string(e.DeclineCode)]; ok {
		return m
	}
	if m, ok := declineClasses[string(e.Code)]; ok {
		return m
	}
	return msgDeclined
}
