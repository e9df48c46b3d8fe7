package apperr

import (
	"regexp"

	"golang.org/x/text/language"
)

// Messages, errors and success texts alike, are written in Portuguese, as the spec quotes them.
// A client that prefers English (Accept-Language; the web app sends its chosen language) gets
// them in English, so every message reaches the user in the user's language. A message missing
// here stays Portuguese; a test checks every message the server writes has its entry.
var english = map[string]string{
	InternalMessage: "Unexpected error",
	"O meio de pagamento não respondeu. Sua reserva continua valendo: tente de novo ou escolha outro meio.": "The payment provider did not answer. Your reservation still stands: try again or choose another method.",
	// Requests and the API itself.
	"Não encontrado.":       "Not found.",
	"Método não permitido.": "Method not allowed.",
	"O servidor demorou para responder. Tente novamente em instantes.": "The server took too long to answer. Please try again in a moment.",
	"Dados enviados grandes demais.":                                   "The data sent is too large.",
	"Dados inválidos: caractere nulo não é permitido.":                 "Invalid data: the null character is not allowed.",
	"Dados inválidos: o texto enviado não está em UTF-8.":              "Invalid data: the text sent is not UTF-8.",
	"Valor nulo não é permitido.":                                      "A null value is not allowed.",
	"Parâmetro repetido.":                                              "Repeated parameter.",
	"Parâmetro vazio.":                                                 "Empty parameter.",
	"Content-Type deve ser application/json.":                          "Content-Type must be application/json.",
	"Texto muito longo.":                                               "Text too long.",
	"Campo obrigatório.":                                               "Required Field.",
	"Este campo é obrigatório.":                                        "This field is required.",
	"Dados inválidos.":                                                 "Invalid data.",
	"Período inválido.":                                                "Invalid period.",
	"Muitas solicitações no momento. Tente novamente em instantes.":    "Too many requests right now. Please try again in a moment.",
	"Host inválido.":                                                   "Invalid host.",
	"Texto de busca inválido.":                                         "Invalid search text.",
	"Muitas tentativas. Aguarde alguns minutos e tente novamente.":     "Too many attempts. Wait a few minutes and try again.",
	"Esta Idempotency-Key já foi usada com outros dados. Gere uma nova chave para um novo pedido.": "This Idempotency-Key was already used with other data. Generate a new key for a new request.",
	"Idempotency-Key inválida: use até 200 caracteres.":                                            "Invalid Idempotency-Key: use up to 200 characters.",
	"Idempotency-Key inválida: o valor não está em UTF-8.":                                         "Invalid Idempotency-Key: the value is not UTF-8.",
	"Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.": "A request with this Idempotency-Key is still in progress. Try again in a moment.",
	// Accounts.
	"CPF inválido.":                             "Invalid CPF.",
	"CPF já cadastrado.":                        "CPF already registered.",
	"E-mail inválido.":                          "Invalid E-mail.",
	"Email já cadastrado.":                      "E-mail already registered.",
	"Celular inválido.":                         "Invalid cellphone.",
	"País inválido.":                            "Invalid country.",
	"Mínimo de 6 caracteres.":                   "At least 6 characters.",
	"Senhas não conferem.":                      "Passwords do not match.",
	"Senha atual incorreta.":                    "Current password is incorrect.",
	"Senha alterada com sucesso.":               "Password changed.",
	"Senha editada com sucesso.":                "Password changed.",
	"Dados editados com sucesso.":               "Details saved.",
	"E-mail ou senha incorretos.":               "Incorrect e-mail or password.",
	"Token inválido":                            "Invalid code",
	"Token válido":                              "Valid code",
	"Token reenviado para o email":              "Code sent to your e-mail again",
	"Token validado com sucesso":                "Code confirmed",
	"Token renviado com sucesso":                "Code sent again",
	"Sessão encerrada.":                         "Logged out.",
	"Sua sessão expirou, faça login novamente.": "Your session has expired, please log in again.",
	"Se o e-mail estiver cadastrado, enviamos um código para ele.":                         "If the e-mail is registered, we sent a code to it.",
	"Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email": "A confirmation of your account deletion request was sent to your e-mail",
	"Sua conta foi excluída.":                              "Your account was deleted.",
	"Aceite os termos de uso e a política de privacidade.": "Accept the terms of use and the privacy policy.",
	// Events.
	"Evento não encontrado.":                       "Event not found.",
	"Evento não encontrado para este organizador.": "Event not found for this organizer.",
	"Página não encontrada.":                       "Page not found.",
	"Pergunta não encontrada.":                     "Question not found.",
	"Organizador não encontrado.":                  "Organizer not found.",
	"Este evento é protegido por senha.":           "This event is password protected.",
	"Senha Inválida":                               "Invalid password",
	// Checkout.
	"Confira os dados informados.":                                                      "Check the details you entered.",
	"Sessão não encontrada.":                                                            "Session not found.",
	"Setor não encontrado nesta sessão.":                                                "Sector not found in this session.",
	"Este evento foi cancelado.":                                                        "This event was cancelled.",
	"Este evento já foi realizado.":                                                     "This event has already taken place.",
	"Este evento não está à venda por aqui.":                                            "This event is not sold here.",
	"As vendas ainda não começaram.":                                                    "Sales have not started yet.",
	"As vendas foram encerradas.":                                                       "Sales have closed.",
	"As vendas deste setor não estão abertas.":                                          "Sales for this sector are not open.",
	"Sua reserva expirou. Escolha os ingressos novamente.":                              "Your reservation expired. Choose your tickets again.",
	"Este pedido já foi pago.":                                                          "This order is already paid.",
	"Este pedido não pode mais ser pago.":                                               "This order can no longer be paid.",
	"Este pedido não está mais reservado.":                                              "This order is no longer held.",
	"Este pedido tem um pagamento em aberto e fica reservado até o prazo de pagamento.": "This order has a payment open and stays held until the payment deadline.",
	"Entre na conta que fez este pedido.":                                               "Log in to the account that placed this order.",
	"Documento Inválido":                                                                "Invalid document",
	"Não foi possível processar o pagamento. Tente novamente ou use outro meio.":        "The payment could not be processed. Try again or use another method.",
	"Forma de pagamento inválida.":                                                      "Invalid payment method.",
	"Boleto indisponível: ele não compensaria antes do início do evento. Pague com PIX ou cartão.": "Boleto unavailable: it would not clear before the event starts. Pay with PIX or card.",
	"Número de parcelas inválido.":           "Invalid number of installments.",
	"Dados do cartão ausentes.":              "Card details missing.",
	"Assinatura inválida.":                   "Invalid signature.",
	"Disponível apenas no sandbox.":          "Available in the sandbox only.",
	"Escolha ao menos um ingresso.":          "Choose at least one ticket.",
	"Um pedido pode ter no máximo 20 itens.": "An order can have at most 20 items.",
	"Nome com caracteres inválidos.":         "The name has invalid characters.",
	"Código de indicação inválido.":          "Invalid referral code.",
	"Tipo de ingresso inválido.":             "Invalid ticket type.",
	"Este setor não tem meia-entrada.":       "This sector has no half-price tickets.",
	"Informe nome e CPF de cada ingresso.":   "Enter the name and CPF for each ticket.",
	"CPF do titular inválido.":               "Invalid ticket holder CPF.",
	"Informe o documento da meia-entrada: estudante, professor, pcd, id_jovem ou idoso.": "Enter the half-price proof: estudante (student), professor (teacher), pcd (disability), id_jovem (ID Jovem) or idoso (over 60).",
	"Informe os dados do comprador ou entre na sua conta.":                               "Enter the buyer's details or log in.",
	"Apenas uma meia-entrada por CPF neste evento.":                                      "Only one half-price ticket per CPF at this event.",
	"Cota de meia-entrada esgotada.":                                                     "Half-price quota sold out.",
	"Cupom inválido.":                                                                    "Invalid coupon.",
	"Cupom esgotado.":                                                                    "Coupon used up.",
	"Quantidade inválida.":                                                               "Invalid quantity.",
	"Este cupom não está válido agora.":                                                  "This coupon is not valid now.",
	"Este cupom não vale para os ingressos escolhidos.":                                  "This coupon does not apply to the chosen tickets.",
	// The console's coupons.
	"Cupom não encontrado.":                            "Coupon not found.",
	"O código de um cupom não muda: crie outro cupom.": "A coupon's code does not change: create another coupon.",
	"Cupom excluído.":                                  "Coupon deleted.",
	"Cupom encerrado: nos eventos em que já foi usado ele fica vencido, pois pedidos o citam; nos demais foi excluído.": "Coupon ended: in the events where it was used it stays, expired, since orders refer to it; in the others it was deleted.",
	"Confira os campos do cupom.":        "Check the coupon's fields.",
	"Escolha ao menos um evento.":        "Choose at least one event.",
	"Informe os eventos pelos seus ids.": "Give the events by their ids.",
	"Inscrição realizada com sucesso.":   "You are on the list.",
	"Você já está inscrito nesta lista.": "You are already on this list.",
	// The waiting room.
	"Este evento está com fila. Entre na fila para comprar.": "This event has a waiting line. Join the line to buy.",
	"A fila não respondeu. Tente de novo em instantes.":      "The line did not answer. Try again in a moment.",
	"Pedido não encontrado.":                                 "Order not found.",
	// Card data (sandbox gateway).
	"Número do cartão inválido.":          "Invalid card number.",
	"Informe o nome impresso no cartão.":  "Enter the name printed on the card.",
	"Data de validade inválida.":          "Invalid expiry date.",
	"Cartão vencido.":                     "Card expired.",
	"Código de segurança (CVV) inválido.": "Invalid security code (CVV).",
	"Cartão recusado pelo emissor.":       "Card declined by the issuer.",
	"O pagamento não foi concluído. Tente novamente ou escolha outra forma de pagamento.": "The payment was not completed. Try again or choose another payment method.",
	"Convite não encontrado, já usado ou vencido.":                                        "Invitation not found, already used or expired.",
	"A senha precisa ter pelo menos 10 caracteres.":                                       "The password needs at least 10 characters.",
	"A senha pode ter no máximo 200 caracteres.":                                          "The password can have at most 200 characters.",
	"Esta senha é muito comum e fácil de adivinhar. Escolha outra.":                       "This password is too common and easy to guess. Choose another one.",
	"Informe seu nome.": "Enter your name.",
	"Este e-mail já tem acesso ao painel de um organizador.":                            "This e-mail already has access to an organizer's console.",
	"Escolha um papel: owner, manager, finance ou door.":                                "Choose a role: owner, manager, finance or door.",
	"Seu papel não permite esta ação.":                                                  "Your role does not allow this action.",
	"O organizador precisa de pelo menos um owner.":                                     "The organizer needs at least one owner.",
	"Usuário não encontrado.":                                                           "User not found.",
	"Convite aceito. Entre no painel com seu e-mail e a senha que você criou.":          "Invitation accepted. Log in to the console with your e-mail and the password you created.",
	"Você saiu do painel.":                                                              "You left the console.",
	"Convite enviado por e-mail. Ele vale por 7 dias.":                                  "Invitation sent by e-mail. It is valid for 7 days.",
	"Acesso removido.":                                                                  "Access removed.",
	"Número inválido.":                                                                  "Invalid number.",
	"Chave revogada: ela não abre mais a portaria.":                                     "Key revoked: it no longer opens the door.",
	"Dê um nome à chave (até 60 caracteres), como o portão ou a equipe que vai usá-la.": "Name the key (up to 60 characters), such as the gate or the team that will use it.",
	"Chave não encontrada.":                                                             "Key not found.",
	"Informe o id da conta conectada do Stripe (acct_ seguido de letras e números), ou deixe em branco.": "Enter the Stripe connected account id (acct_ followed by letters and digits), or leave it blank.",
	"Saldo insuficiente.": "Insufficient funds.",
	"Cartão inválido ou expirado, digite os dados novamente.": "Invalid or expired card, enter the details again.",
	// The back office's money going back.
	"Informe o motivo do cancelamento.":                     "Give the reason for the cancellation.",
	"O motivo pode ter no máximo 500 caracteres.":           "The reason may have at most 500 characters.",
	"Este evento não foi cancelado pelo painel.":            "This event was not cancelled from the console.",
	"Situação inválida: use pending_transfer ou done.":      "Invalid status: use pending_transfer or done.",
	"Este pedido não tem estorno esperando transferência.":  "This order has no refund waiting for a transfer.",
	"Informe a conta bancária que recebeu a transferência.": "Give the bank account that received the transfer.",
	"Não foi possível registrar a transferência.":           "The transfer could not be recorded.",
	// Card declines (Stripe gateway), by class.
	"A autenticação do cartão não foi concluída. Tente novamente ou use outro cartão.": "The card's authentication was not completed. Try again or use another card.",
	"Não foi possível processar o cartão agora. Tente novamente em instantes.":         "The card could not be processed right now. Please try again in a moment.",
	// After the purchase.
	"Estamos devolvendo um valor pago a mais neste pedido. Depois da devolução, você poderá cancelar a compra.":                  "We are returning an amount paid in excess on this order. Once it is returned, you can cancel the purchase.",
	"Apenas pedidos pagos podem ser cancelados para estorno.":                                                                    "Only paid orders can be cancelled for a refund.",
	"Este evento foi cancelado. Você pode cancelar o pedido e receber de volta o valor total pago, incluindo a taxa de serviço.": "This event was cancelled. You may cancel the order and get back the whole amount paid, service fee included.",
	"Escolha o motivo do cancelamento.":                                          "Choose the reason for cancelling.",
	"Erro ao cancelar!":                                                          "Could not cancel!",
	"Este pedido já foi cancelado.":                                              "This order was already cancelled.",
	"Seu Pedido foi cancelado e direcionado para estorno!":                       "Your order was cancelled and sent for a refund!",
	"Um ingresso deste pedido já foi usado na entrada.":                          "A ticket of this order was already used at the entrance.",
	"Para estornar um boleto, informe a conta bancária que vai receber o valor.": "To refund a boleto, enter the bank account that will receive the amount.",
	"Banco inválido.":                                                            "Invalid bank.",
	"Agência inválida.":                                                          "Invalid branch.",
	"Conta inválida.":                                                            "Invalid account.",
	"Não foi possível confirmar a operação. Entre em contato com nosso atendimento":             "The operation could not be confirmed. Please contact our support",
	"Confira os dados do novo titular.":                                                         "Check the new holder's details.",
	"O ingresso já está no nome deste CPF.":                                                     "The ticket is already in this CPF's name.",
	"Este ingresso não pode mais ser transferido.":                                              "This ticket can no longer be transferred.",
	"O prazo para transferir este ingresso terminou.":                                           "The deadline to transfer this ticket has passed.",
	"Ingresso não encontrado.":                                                                  "Ticket not found.",
	"Ingresso cancelado.":                                                                       "Ticket cancelled.",
	"Ingresso já utilizado.":                                                                    "Ticket already used.",
	"Ingresso transferido para outro titular: peça o ingresso novo.":                            "Ticket transferred to another holder: ask for the new ticket.",
	"O pagamento deste ingresso foi contestado pelo comprador no banco: procure a organização.": "The buyer disputed this ticket's payment with their bank: please see the organizers.",
	"Este ingresso é de um evento de outro organizador.":                                        "This ticket is for another organizer's event.",
	"Chave de acesso da portaria inválida.":                                                     "Invalid door access key.",
	"A mensagem deve ter entre 10 e 2000 caracteres.":                                           "The message must have between 10 and 2000 characters.",
	"Mensagem enviada com sucesso":                                                              "Message sent",
	"Erro ao enviar a mensagem":                                                                 "Could not send the message",
	"Este organizador não recebe mensagens pelo site.":                                          "This organizer does not take messages through the site.",
	"Você enviou muitas mensagens. Tente novamente mais tarde.":                                 "You sent too many messages. Try again later.",

	"Estes dados de cartão já foram usados em um pagamento, digite os dados novamente.": "These card details were already used in a payment, enter them again.",
	"Um pagamento deste pedido já está em andamento. Aguarde a resposta.":               "A payment for this order is already in progress. Wait for its answer.",

	// checkout.RefundReasons
	"Não poderei comparecer":       "I cannot attend",
	"Comprei por engano":           "I bought it by mistake",
	"Evento alterado ou cancelado": "The event was changed or cancelled",
	"Problema com o pagamento":     "A problem with the payment",
	"Outro motivo":                 "Another reason",

	// The refund reasons the server records on an order (refund_reason).
	"Segundo pagamento recebido para um pedido já pago.":               "A second payment was received for an order already paid.",
	"Valor pago acima do total do pedido: a diferença será devolvida.": "More than the order's total was paid: the difference will be refunded.",
	"Pagamento recebido para um pedido que não estava reservado.":      "A payment was received for an order that was not reserved.",
	"Valor pago diferente do total do pedido.":                         "The amount paid is not the order's total.",
	"Pagamento recebido após o fim da reserva.":                        "The payment was received after the reservation ended.",

	// checkout.MsgBoughtTooClose, apart: its length would realign every line above.
	"Esta compra foi feita a menos de 48 horas do evento, quando o direito de arrependimento já não vale, e esta loja não aceita cancelamentos fora dele. Fale com o organizador pelo botão de mensagem.": "This purchase was made less than 48 hours before the event, when the right of withdrawal no longer applies, and this store takes no cancellations outside it. Write to the organizer with the message button.",

	// httpapi.MsgTwoFactorEnabled, apart for the same reason.
	"Informe enabled: true para ativar a verificação em duas etapas ou false para desativá-la.": "Send enabled: true to turn two-step verification on, or false to turn it off.",

	// contact.MsgTooManyHere, apart for the same reason.
	"Muitas mensagens foram enviadas desta conexão na última hora. Tente novamente mais tarde.": "Too many messages were sent from this connection in the last hour. Try again later.",

	// The organizer's payouts report.
	"Data inicial inválida: informe from no formato AAAA-MM-DD.":   "Invalid start date: send from as YYYY-MM-DD.",
	"Data final inválida: informe to no formato AAAA-MM-DD.":       "Invalid end date: send to as YYYY-MM-DD.",
	"A data final (to) não pode ser anterior à inicial (from).":    "The end date (to) cannot be before the start date (from).",
	"O período pode ter no máximo 366 dias: aproxime from e to.":   "The period may be at most 366 days: bring from and to closer.",
	"Formato inválido: use format=csv, ou format=json (o padrão).": "Invalid format: use format=csv, or format=json (the default).",

	// The organizer console's event documents (the import's own messages stay Portuguese).
	"Confira os campos do evento.": "Check the event's fields.",
	// The console's places and posters.
	"Confira os campos do local.": "Check the place's fields.",
	"Já existe um local com este id: escolha outro ou deixe o id em branco.": "A place already has this id: choose another or leave the id blank.",
	"O cartaz deve ser uma imagem JPEG, PNG ou WebP.":                        "The poster must be a JPEG, PNG or WebP image.",
	"Não foi possível ler o cartaz: a imagem está corrompida ou incompleta.": "The poster could not be read: the image is broken or incomplete.",
	"O cartaz deve ter no máximo 15 MB.":                                     "The poster must be at most 15 MB.",
	"O cartaz deve ter no máximo 40 megapixels.":                             "The poster must be at most 40 megapixels.",
	"organizador: um evento só pode ser do seu próprio organizador":          "organizador: an event can only belong to your own organizer",
	"id: o documento é de outro evento (o id de um evento não muda)":         "id: the document is another event's (an event's id never changes)",
	// The console's sales, orders and spreadsheets.
	"Busca inválida: use até 200 caracteres.":                                                              "Invalid search: use up to 200 characters.",
	"Status inválido: use reserved, awaiting_payment, paid, expired, cancelled, needs_refund ou refunded.": "Invalid status: use reserved, awaiting_payment, paid, expired, cancelled, needs_refund or refunded.",
	"Evento inválido: informe o número do evento.":                                                         "Invalid event: give the event's number.",
	"Página inválida: use o valor de next da página anterior.":                                             "Invalid page: use the next value of the previous page.",
	"Limite inválido: use de 1 a 200.":                                                                     "Invalid limit: use 1 to 200.",
	"Este pedido não tem ingressos válidos para reenviar.":                                                 "This order has no valid tickets to send again.",
	"Este ingresso já foi usado, cancelado ou transferido: o nome do titular não muda mais.":               "This ticket was already used, cancelled or transferred: its holder's name no longer changes.",
	"Mais de um ingresso tem este código. Fale com o suporte da loja.":                                     "More than one ticket has this code. Contact the store's support.",
	"Os ingressos foram enviados de novo ao e-mail do comprador.":                                          "The tickets were sent again to the buyer's e-mail.",
	"Nome do titular alterado.":                                                                            "Holder's name changed.",
}

// englishPatterns translate the messages that carry a number or a name.
var englishPatterns = []struct {
	pt *regexp.Regexp
	en string
}{
	{regexp.MustCompile(`^Resta apenas 1 ingresso para o setor (.+)\.$`), "Only 1 ticket left for sector $1."},
	{regexp.MustCompile(`^Restam apenas (\d+) ingressos para o setor (.+)\.$`), "Only $1 tickets left for sector $2."},
	{regexp.MustCompile(`^Ingressos esgotados para o setor (.+)\.$`), "Tickets sold out for sector $1."},
	{regexp.MustCompile(`^O cupom (\S+) já existe no evento (.+)\.$`), "Coupon $1 already exists in event $2."},
	{regexp.MustCompile(`^Limite de 1 ingresso por pedido\.$`), "Limit of 1 ticket per order."},
	{regexp.MustCompile(`^Limite de (\d+) ingressos por pedido\.$`), "Limit of $1 tickets per order."},
	{regexp.MustCompile(`^Limite de 1 ingresso por CPF neste evento\.$`), "Limit of 1 ticket per CPF at this event."},
	{regexp.MustCompile(`^Limite de (\d+) ingressos reservados e não pagos por conexão nesta sessão\. Pague ou cancele uma reserva para reservar mais\.$`),
		"Limit of $1 reserved, unpaid tickets per connection in this session. Pay for or cancel a reservation to reserve more."},
	{regexp.MustCompile(`^Limite de (\d+) ingressos por CPF neste evento\.$`), "Limit of $1 tickets per CPF at this event."},
	// The cancellation rule an order shows (checkout/rules.go), dated "02/01/2006 às 15:04"; in
	// English month first, as the web app writes its English dates beside it.
	{regexp.MustCompile(`^Você pode cancelar esta compra até (\d{2})/(\d{2})/(\d{4}) às (\S+) e receber de volta o valor total pago, ` +
		`incluindo a taxa de serviço \(direito de arrependimento, art\. 49 do Código de Defesa do Consumidor: até 7 dias ` +
		`após a compra, desde que faltem pelo menos 48 horas para o evento\)\.$`),
		"You may cancel this purchase until $2/$1/$3 at $4 and get back the whole amount paid, service fee included (right of " +
			"withdrawal, art. 49 of the Consumer Protection Code: up to 7 days after the purchase, as long as the event is at " +
			"least 48 hours away)."},
	{regexp.MustCompile(`^Pela política desta loja, você pode cancelar até (\d{2})/(\d{2})/(\d{4}) às (\S+) \(48 horas antes do evento\)\. ` +
		`O valor dos ingressos será estornado; a taxa de serviço não é reembolsada\.$`),
		"Under this store's policy, you may cancel until $2/$1/$3 at $4 (48 hours before the event). The ticket amount is " +
			"refunded; the service fee is not."},
	{regexp.MustCompile(`^O prazo para cancelar esta compra terminou em (\d{2})/(\d{2})/(\d{4}) às (\S+): o direito de arrependimento vale ` +
		`por 7 dias após a compra e até 48 horas antes do evento, e esta loja não aceita cancelamentos fora desse prazo\. ` +
		`Fale com o organizador pelo botão de mensagem\.$`),
		"The deadline to cancel this purchase ended on $2/$1/$3 at $4: the right of withdrawal lasts 7 days after the purchase " +
			"and until 48 hours before the event, and this store takes no cancellations outside it. Write to the organizer " +
			"with the message button."},
}

// English is msg in English, or msg itself when it has no translation.
func English(msg string) string {
	if en, ok := english[msg]; ok {
		return en
	}
	for _, p := range englishPatterns {
		if p.pt.MatchString(msg) {
			return p.pt.ReplaceAllString(msg, p.en)
		}
	}
	return msg
}

var languages = language.NewMatcher([]language.Tag{language.BrazilianPortuguese, language.English})

// PrefersEnglish tells whether an Accept-Language header asks for English before Portuguese;
// without one, or with neither, the answer is Portuguese, the storefront's language.
func PrefersEnglish(acceptLanguage string) bool {
	if acceptLanguage == "" {
		return false
	}
	_, i := language.MatchStrings(languages, acceptLanguage)
	return i == 1
}

// InEnglish is e with its message and field messages in English.
func (e *Error) InEnglish() *Error {
	out := &Error{Code: e.Code, Reason: e.Reason, Message: English(e.Message)}
	if e.Fields != nil {
		out.Fields = make(map[string]string, len(e.Fields))
		for k, v := range e.Fields {
			out.Fields[k] = English(v)
		}
	}
	return out
}
