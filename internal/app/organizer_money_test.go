package app_test

import (
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/checkout"
)

// An organizer cancels a paid order: everything paid goes back through the gateway once, the
// tickets are void at once, the buyer reads the reason, and the write is audited. Door users
// are refused, another organizer finds nothing, and bad input names its field.
func TestOrganizerCancelsOrder(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		team := newConsoleTeam(t, e.a, e.srv)
		hash, o := e.buy(t, e.ana, "venda", "card", 2, 6000)
		path := "/api/organizer/orders/" + hash + "/cancel"
		body := map[string]any{"reason": "Show remarcado sem a banda principal."}

		if status, res := req(t, e.srv, "POST", path, body, bearer(team.door)...); status != 403 {
			t.Errorf("door: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, body, bearer(team.other)...); status != 404 {
			t.Errorf("another organizer: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, body); status != 401 {
			t.Errorf("no token: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, body, bearer(e.ana)...); status != 401 {
			t.Errorf("a customer's token: %d %v", status, res)
		}
		for _, bad := range []struct {
			path   string
			body   map[string]any
			status int
			field  string
			msg    string
		}{
			{path, map[string]any{"reason": "   "}, 400, "reason", checkout.MsgCancelReasonRequired},
			{path, map[string]any{"reason": strings.Repeat("á", 501)}, 400, "reason", checkout.MsgCancelReasonLong},
			{"/api/organizer/orders/zz/cancel", body, 404, "hash", checkout.MsgOrderNotFound},
			{"/api/organizer/orders/" + strings.Repeat("0", 32) + "/cancel", body, 404, "hash", checkout.MsgOrderNotFound},
		} {
			status, res := req(t, e.srv, "POST", bad.path, bad.body, bearer(team.manager)...)
			if status != bad.status || field(res, bad.field) != bad.msg {
				t.Errorf("%s %v: %d %v", bad.path, bad.body, status, res)
			}
		}
		if status, res := req(t, e.srv, "POST", path, map[string]any{"reason": "   "}, append(bearer(team.manager), "Accept-Language", "en")...); status != 400 ||
			field(res, "reason") != "Give the reason for the cancellation." {
			t.Errorf("in English: %d %v", status, res)
		}

		status, res := req(t, e.srv, "POST", path, body, bearer(team.manager)...)
		refund, _ := res["refund"].(map[string]any)
		paid := o["charged"]
		if paid == nil {
			paid = o["total"]
		}
		if status != 200 || res["status"] != "refunded" || refund["basis"] != "organizer" || refund["status"] != "done" ||
			refund["method"] != "gateway" || refund["amount"] != paid {
			t.Fatalf("cancel: %d %v (paid %v)", status, res, paid)
		}
		var provider string
		if err := e.a.DB.QueryRow(t.Context(), "SELECT provider_id FROM orders WHERE hash = ?", hash).Scan(&provider); err != nil {
			t.Fatal(err)
		}
		if n := e.a.Sandbox.Refunds(provider); n != 1 {
			t.Errorf("gateway refunds: %d", n)
		}
		if n := e.count(t, "SELECT COUNT(*) FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.hash = ? AND t.voided_at IS NULL", hash); n != 0 {
			t.Errorf("%d tickets still valid", n)
		}
		if status, res := req(t, e.srv, "POST", path, body, bearer(team.finance)...); status != 409 || field(res, "hash") != checkout.MsgAlreadyClosed {
			t.Errorf("twice: %d %v", status, res)
		}
		if got := auditActions(t, e.srv, team.owner); len(got) == 0 || got[0] != "order.cancel" {
			t.Errorf("audit: %v", got)
		}
		waitFor(t, "the cancellation e-mail", func() bool {
			return strings.Contains(mailTo(t, e.a, buyerOf(t, e, hash), "Pedido cancelado"), "Motivo: Show remarcado sem a banda principal.")
		})

		// Not paid: nothing to refund.
		held, _ := reserve(t, e.a, e.srv, 1, 6100)
		if status, res := req(t, e.srv, "POST", "/api/organizer/orders/"+held+"/cancel", body, bearer(team.owner)...); status != 409 ||
			field(res, "hash") != checkout.MsgOnlyPaid {
			t.Errorf("a held order: %d %v", status, res)
		}
	})
}

// A boleto's refund waits for a bank transfer: finance lists it with the buyer's account (the
// organizer cancelled, so there is none yet), records the transfer with the account, and the
// buyer is e-mailed. Manager and door users see no accounts.
func TestOrganizerBoletoRefundTransfer(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		team := newConsoleTeam(t, e.a, e.srv)
		hash, _ := e.buy(t, e.ana, "venda", "boleto", 1, 6200)
		status, res := req(t, e.srv, "POST", "/api/organizer/orders/"+hash+"/cancel", map[string]any{"reason": "Pedido duplicado."}, bearer(team.finance)...)
		if refund, _ := res["refund"].(map[string]any); status != 200 || refund["method"] != "bank_transfer" || refund["status"] != "pending_transfer" {
			t.Fatalf("cancel a boleto: %d %v", status, res)
		}
		waitFor(t, "the cancellation e-mail", func() bool {
			return strings.Contains(mailTo(t, e.a, buyerOf(t, e, hash), "Pedido cancelado"), "informe à loja o banco")
		})
		for _, token := range []string{team.manager, team.door} {
			if status, res := req(t, e.srv, "GET", "/api/organizer/refunds", nil, bearer(token)...); status != 403 {
				t.Errorf("queue for a manager or door user: %d %v", status, res)
			}
		}
		if status, res := req(t, e.srv, "GET", "/api/organizer/refunds?status=nenhum", nil, bearer(team.finance)...); status != 400 ||
			field(res, "status") != checkout.MsgBadRefundStatus {
			t.Errorf("bad status: %d %v", status, res)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/refunds?status=pending_transfer", nil, bearer(team.finance)...)
		list, _ := res["list"].([]any)
		if status != 200 || len(list) != 1 || list[0].(map[string]any)["hash"] != hash || list[0].(map[string]any)["bank_account"] != nil {
			t.Fatalf("queue: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "GET", "/api/organizer/refunds", nil, bearer(team.other)...); status != 200 || len(res["list"].([]any)) != 0 {
			t.Errorf("another organizer's queue: %d %v", status, res)
		}

		path := "/api/organizer/refunds/" + hash + "/transferred"
		account := map[string]any{"bank": "001", "agency": "1234", "account": "56789-0", "holder_cpf": cpfN(6200)}
		if status, res := req(t, e.srv, "POST", path, map[string]any{"bank_account": account}, bearer(team.other)...); status != 404 {
			t.Errorf("another organizer's transfer: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, map[string]any{"bank_account": account}, bearer(team.manager)...); status != 403 {
			t.Errorf("a manager's transfer: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, map[string]any{}, bearer(team.finance)...); status != 400 ||
			field(res, "bank_account") != checkout.MsgTransferNeedsBank {
			t.Errorf("no account: %d %v", status, res)
		}
		badAccount := map[string]any{"bank": "999", "agency": "1234", "account": "56789-0", "holder_cpf": "111.111.111-11"}
		if status, res := req(t, e.srv, "POST", path, map[string]any{"bank_account": badAccount}, bearer(team.finance)...); status != 400 ||
			res["message"] != checkout.MsgTransferFailed || field(res, "bank_account.bank") != checkout.MsgBadBank ||
			field(res, "bank_account.holder_cpf") != checkout.MsgBadHolderCPF {
			t.Errorf("bad account: %d %v", status, res)
		}
		status, res = req(t, e.srv, "POST", path, map[string]any{"bank_account": account}, bearer(team.finance)...)
		if refund, _ := res["refund"].(map[string]any); status != 200 || refund["status"] != "done" || refund["done_at"] == nil {
			t.Fatalf("transferred: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", path, map[string]any{"bank_account": account}, bearer(team.owner)...); status != 409 ||
			res["message"] != checkout.MsgNotAwaitingTransfer {
			t.Errorf("twice: %d %v", status, res)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/refunds?status=done", nil, bearer(team.owner)...)
		if list, _ := res["list"].([]any); status != 200 || len(list) != 1 || list[0].(map[string]any)["bank_account"].(map[string]any)["account"] != "56789-0" {
			t.Errorf("done: %d %v", status, res)
		}
		if got := auditActions(t, e.srv, team.owner); len(got) < 2 || got[0] != "refund.transferred" || got[1] != "order.cancel" {
			t.Errorf("audit: %v", got)
		}
		waitFor(t, "the transfer e-mail", func() bool {
			return strings.Contains(mailTo(t, e.a, buyerOf(t, e, hash), "Estorno transferido"), "conta terminada em 90")
		})
	})
}
