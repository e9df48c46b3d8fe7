package checkout

import "fmt"

// Messages the buyer sees, each saying what happened and, where it helps, what to do.
const (
	MsgCouponInvalid   = "Cupom inválido."
	MsgCouponWindow    = "Este cupom não está válido agora."
	MsgCouponSector    = "Este cupom não vale para os ingressos escolhidos."
	MsgCouponUsedUp    = "Cupom esgotado."
	MsgHalfQuota       = "Cota de meia-entrada esgotada."
	MsgHalfPerCPF      = "Apenas uma meia-entrada por CPF neste evento."
	MsgNoHalf          = "Este setor não tem meia-entrada."
	MsgOrderNotFound   = "Pedido não encontrado."
	MsgSessionNotFound = "Sessão não encontrada."
	MsgSectorNotFound  = "Setor não encontrado nesta sessão."
	MsgCancelled       = "Este evento foi cancelado."
	MsgEventOver       = "Este evento já foi realizado."
	MsgBoughtTooClose  = "Esta compra foi feita a menos de 48 horas do evento, quando o direito de arrependimento já não vale, " +
		"e esta loja não aceita cancelamentos fora dele. Fale com o organizador pelo botão de mensagem."
	// A sold order owed back a payment it could not take: its refund touches the same money.
	MsgExtraOwed       = "Estamos devolvendo um valor pago a mais neste pedido. Depois da devolução, você poderá cancelar a compra."
	MsgOnlyPaid        = "Apenas pedidos pagos podem ser cancelados para estorno."
	MsgNotOnline       = "Este evento não está à venda por aqui."
	MsgNotStarted      = "As vendas ainda não começaram."
	MsgSalesClosed     = "As vendas foram encerradas."
	MsgSectorClosed    = "As vendas deste setor não estão abertas."
	MsgExpired         = "Sua reserva expirou. Escolha os ingressos novamente."
	MsgAlreadyPaid     = "Este pedido já foi pago."
	MsgNotPayable      = "Este pedido não pode mais ser pago."
	MsgPaying          = "Um pagamento deste pedido já está em andamento. Aguarde a resposta."
	MsgNotReserved     = "Este pedido não está mais reservado."
	MsgChargeOpen      = "Este pedido tem um pagamento em aberto e fica reservado até o prazo de pagamento."
	MsgNotOwner        = "Entre na conta que fez este pedido."
	MsgDocument        = "Documento Inválido"
	MsgPaymentFailed   = "Não foi possível processar o pagamento. Tente novamente ou use outro meio."
	MsgGatewayDown     = "O meio de pagamento não respondeu. Sua reserva continua valendo: tente de novo ou escolha outro meio."
	MsgBadMethod       = "Forma de pagamento inválida."
	MsgBoletoTooLate   = "Boleto indisponível: ele não compensaria antes do início do evento. Pague com PIX ou cartão."
	MsgBadInstallments = "Número de parcelas inválido."
	MsgCardToken       = "Dados do cartão ausentes."
	MsgBadSignature    = "Assinatura inválida."
)

func msgSoldOut(sector string, left int) string {
	switch {
	case left == 1:
		return fmt.Sprintf("Resta apenas 1 ingresso para o setor %s.", sector)
	case left > 1:
		return fmt.Sprintf("Restam apenas %d ingressos para o setor %s.", left, sector)
	}
	return fmt.Sprintf("Ingressos esgotados para o setor %s.", sector)
}

func msgOrderLimit(n int) string { return fmt.Sprintf("Limite de %s por pedido.", tickets(n)) }

func msgCPFLimit(n int) string { return fmt.Sprintf("Limite de %s por CPF neste evento.", tickets(n)) }

// tickets is "1 ingresso" or "n ingressos": an event may allow one ticket per order or CPF.
func tickets(n int) string {
	if n == 1 {
		return "1 ingresso"
	}
	return fmt.Sprintf("%d ingressos", n)
}
