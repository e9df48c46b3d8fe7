package app_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestTicketPagePDFAndCalendar(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		_, o := e.buy(t, e.ana, "venda", "pix", 1, 10)
		tk := tokens(o)[0]
		status, v := req(t, e.srv, "GET", "/api/tickets/"+tk, nil)
		cpf := cpfN(10)
		holder, _ := v["holder"].(map[string]any)
		place, _ := v["place"].(map[string]any)
		if status != 200 || v["status"] != "valid" || holder["name"] != "Pessoa 10" ||
			holder["cpf_masked"] != "***."+cpf[3:6]+"."+cpf[6:9]+"-**" || v["sector"] != "Quente" || v["type"] != "full" ||
			v["event"].(map[string]any)["nome"] != "Festival de Vendas" || place["nome"] != "Arena Ilha" ||
			!strings.HasPrefix(str(place["map_url"]), "https://") || v["session"].(map[string]any)["inicio"] != "2026-11-28T20:00:00-03:00" ||
			v["order_hash"] != o["hash"] || v["checked_in_at"] != nil || v["transfer_until"] == nil {
			t.Errorf("ticket: %d %v", status, v)
		}
		if strings.Contains(str(v), cpf) {
			t.Errorf("the ticket shows the whole CPF")
		}
		for _, bad := range []string{strings.Repeat("0", 32), "nao-existe", strings.Repeat("a", 200)} {
			for _, suffix := range []string{"", "/qr.png", "/pdf", "/calendar.ics"} {
				if status, _ := reqRaw(t, e.srv, "GET", "/api/tickets/"+bad+suffix, nil); status != 404 {
					t.Errorf("GET %s%s: %d", bad, suffix, status)
				}
			}
		}
		res := fetchRaw(t, e.srv, "/api/tickets/"+tk+"/qr.png")
		if res.status != 200 || res.header.Get("Content-Type") != "image/png" || !bytes.HasPrefix(res.body, []byte("\x89PNG")) {
			t.Errorf("qr: %d %s", res.status, res.header.Get("Content-Type"))
		}
		res = fetchRaw(t, e.srv, "/api/tickets/"+tk+"/pdf")
		if res.status != 200 || res.header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(res.body, []byte("%PDF-")) {
			t.Fatalf("pdf: %d %s", res.status, res.header.Get("Content-Type"))
		}
		if n := bytes.Count(res.body, []byte("/Type /Page\n")) + bytes.Count(res.body, []byte("/Type /Page ")); n != 1 {
			t.Errorf("pdf pages: %d", n)
		}
		for _, want := range []string{"Festival de Vendas", "28/11/2026", "Quente", "Inteira", "Pessoa 10", "***." + cpf[3:6] + "." + cpf[6:9] + "-**",
			"Arena Ilha", tk, "/MediaBox [0 0 595.28 841.89]"} {
			if !bytes.Contains(res.body, []byte(want)) {
				t.Errorf("pdf lacks %q", want)
			}
		}
		if bytes.Contains(res.body, []byte(cpf)) {
			t.Errorf("the pdf holds the whole CPF")
		}
		res = fetchRaw(t, e.srv, "/api/tickets/"+tk+"/calendar.ics")
		ics := string(res.body)
		if res.status != 200 || !strings.HasPrefix(res.header.Get("Content-Type"), "text/calendar") {
			t.Fatalf("ics: %d %s", res.status, res.header.Get("Content-Type"))
		}
		for _, want := range []string{"BEGIN:VCALENDAR\r\n", "VERSION:2.0\r\n", "PRODID:", "BEGIN:VEVENT\r\n", "UID:" + tk,
			"DTSTAMP:20261118T150000Z\r\n", "DTSTART:20261128T230000Z\r\n", "SUMMARY:Festival de Vendas\r\n", "LOCATION:Arena Ilha",
			"END:VEVENT\r\nEND:VCALENDAR\r\n"} {
			if !strings.Contains(ics, want) {
				t.Errorf("ics lacks %q:\n%s", want, ics)
			}
		}
		for _, line := range strings.Split(strings.TrimSuffix(ics, "\r\n"), "\r\n") {
			if len(line) > 75 || strings.Contains(line, "\n") {
				t.Errorf("ics line not folded at 75 octets: %q", line)
			}
		}
	})
}

var tokenInLink = regexp.MustCompile(`/ingressos/([0-9a-f]{32})`)

func TestTicketTransfer(t *testing.T) {
	t.Parallel()
	eachAfter(t, 2, func(t *testing.T, e *afterEnv) {
		_, o := e.buy(t, e.ana, "venda", "card", 2, 10)
		old := tokens(o)[0]
		path := "/api/tickets/" + old + "/transfer"
		to := map[string]any{"name": "Carla Nova", "cpf": cpfN(500), "email": "carla@example.com"}
		if status, _ := req(t, e.srv, "POST", path, to, bearer(e.bia)...); status != 404 {
			t.Errorf("transfer by another customer: %d", status)
		}
		if status, _ := req(t, e.srv, "POST", path, to); status != 401 {
			t.Errorf("transfer without login: %d", status)
		}
		if status, out := req(t, e.srv, "POST", path, map[string]any{"name": "", "cpf": "123", "email": "x"}, bearer(e.ana)...); status != 400 ||
			field(out, "name") == "" || field(out, "cpf") == "" || field(out, "email") == "" {
			t.Errorf("bad holder: %d %v", status, out)
		}
		// the per-CPF limit of the event holds for the new CPF
		e.exec(t, "UPDATE events SET limite_por_cpf = 1 WHERE external_id = 'venda'")
		if status, out := req(t, e.srv, "POST", path, map[string]any{"name": "Pessoa Onze", "cpf": cpfN(11), "email": "onze@example.com"}, bearer(e.ana)...); status != 409 || field(out, "cpf") == "" {
			t.Errorf("transfer to a CPF at its limit: %d %v", status, out)
		}
		status, out := req(t, e.srv, "POST", path, to, bearer(e.ana)...)
		if status != 200 || len(str(out["token"])) != 32 || out["token"] == old {
			t.Fatalf("transfer: %d %v", status, out)
		}
		fresh := out["token"].(string)
		if status, v := req(t, e.srv, "GET", "/api/tickets/"+old, nil); status != 200 || v["status"] != "transferred" || v["holder"].(map[string]any)["name"] != "Pessoa 10" {
			t.Errorf("old ticket: %d %v", status, v)
		}
		if status, _ := reqRaw(t, e.srv, "GET", "/api/tickets/"+old+"/pdf", nil); status != 404 {
			t.Errorf("old ticket's pdf: %d", status)
		}
		if status, v := req(t, e.srv, "GET", "/api/tickets/"+fresh, nil); status != 200 || v["status"] != "valid" || v["holder"].(map[string]any)["name"] != "Carla Nova" {
			t.Errorf("new ticket: %d %v", status, v)
		}
		if status, _ := req(t, e.srv, "POST", path, to, bearer(e.ana)...); status != 409 {
			t.Errorf("transfer of the old token again: %d", status)
		}
		waitFor(t, "the new holder's e-mail", func() bool { return mailsTo(t, e.a, "carla@example.com") == 1 })
		for _, m := range e.a.Outbox.Messages() {
			if m.To == "carla@example.com" {
				// The link is on the store's canonical origin, never the request's.
				if got := tokenInLink.FindStringSubmatch(m.Text); got == nil || got[1] != fresh || !strings.Contains(m.Text, "http://localhost:8080/ingressos/") {
					t.Errorf("e-mail link: %s", m.Text)
				}
				// It names who gave the ticket (the customer, not its former holder) and the
				// session's time as people read it.
				if !strings.Contains(m.Text, "Ana transferiu") || strings.Contains(m.Text, "America/") {
					t.Errorf("e-mail text: %s", m.Text)
				}
				// In the store's look, from the store, like its other e-mails.
				if m.FromName == "" || !strings.HasSuffix(m.Subject, " — "+m.FromName) || !strings.Contains(m.HTML, `name="viewport"`) {
					t.Errorf("e-mail not branded: from %q, subject %q", m.FromName, m.Subject)
				}
			}
		}
		// My tickets shows both, each with its state
		_, list := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(e.ana)...)
		states := map[string]string{}
		for _, x := range list[o["hash"].(string)].(map[string]any)["tickets"].([]any) {
			states[x.(map[string]any)["token"].(string)] = x.(map[string]any)["status"].(string)
		}
		if states[old] != "transferred" || states[fresh] != "valid" || len(states) != 3 {
			t.Errorf("tickets after transfer: %v", states)
		}
		// up to 24 h before the session (Sat 28 Nov 20:00): Fri 19:59 yes, 20:01 no
		second := tokens(o)[1]
		e.setTo(t, at(9, 20).Add(time.Minute))
		e.relogin(t)
		if status, out := req(t, e.srv, "POST", "/api/tickets/"+second+"/transfer", to, bearer(e.ana)...); status != 409 {
			t.Errorf("transfer 23 h 59 min before: %d %v", status, out)
		}
		// The ticket then says when the time to transfer it ended (20:00 in Florianópolis), for
		// its page to tell the owner.
		if _, v := req(t, e.srv, "GET", "/api/tickets/"+second, nil, bearer(e.ana)...); v["transfer_until"] != nil ||
			!strings.HasPrefix(str(v["transfer_ended"]), "2026-11-27T23:00:00") {
			t.Errorf("after the deadline: transfer_until %v, transfer_ended %v", v["transfer_until"], v["transfer_ended"])
		}
		e.setTo(t, at(9, 20).Add(-time.Minute))
		if status, out := req(t, e.srv, "POST", "/api/tickets/"+second+"/transfer",
			map[string]any{"name": "Dani", "cpf": cpfN(501), "email": "dani@example.com"}, bearer(e.ana)...); status != 200 {
			t.Errorf("transfer 24 h 1 min before: %d %v", status, out)
		}
	})
}

func TestCheckIn(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		ctx := context.Background()
		key, err := e.a.NewOrganizerKey(ctx, "org")
		if err != nil || !strings.HasPrefix(key, "ck_") {
			t.Fatalf("key %q: %v", key, err)
		}
		e.exec(t, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')")
		otherKey, err := e.a.NewOrganizerKey(ctx, "outro")
		if err != nil {
			t.Fatal(err)
		}
		if n := e.count(t, "SELECT COUNT(*) FROM organizer_keys WHERE key_hash = ?", key); n != 0 {
			t.Errorf("the key is stored in the clear")
		}
		hash, o := e.buy(t, e.ana, "venda", "card", 4, 10)
		tk := tokens(o)
		door := func(k, token string) (int, map[string]any) {
			return req(t, e.srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+k)
		}
		for _, bad := range []string{"", "ck_" + strings.Repeat("0", 64), e.ana} {
			if status, _ := door(bad, tk[0]); status != 401 {
				t.Errorf("key %q: %d", bad, status)
			}
		}
		if status, _ := door(key, strings.Repeat("0", 32)); status != 404 {
			t.Errorf("unknown token: %d", status)
		}
		if status, out := door(otherKey, tk[0]); status != 409 || out["reason"] != "other_organizer" {
			t.Errorf("other organizer: %d %v", status, out)
		}
		status, out := door(key, tk[0])
		if status != 200 || out["status"] != "ok" || out["holder"].(map[string]any)["name"] != "Pessoa 10" || out["sector"] != "Quente" {
			t.Fatalf("first entry: %d %v", status, out)
		}
		status, out = door(key, tk[0])
		if status != 409 || out["reason"] != "already_used" || !strings.HasPrefix(str(out["checked_in_at"]), "2026-11-18T15:00:00") ||
			out["message"] != "Ingresso já utilizado." {
			t.Errorf("second entry: %d %v", status, out)
		}
		// two scanners at once: exactly one lets the ticket in
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status, _ := reqRaw(t, e.srv, "POST", "/api/checkin", map[string]any{"token": tk[1]}, "Authorization", "Bearer "+key)
				mu.Lock()
				codes[status]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if codes[200] != 1 || codes[409] != 9 {
			t.Errorf("concurrent check-ins: %v", codes)
		}
		// a transferred ticket, and the tickets of a refunded order
		status, moved := req(t, e.srv, "POST", "/api/tickets/"+tk[2]+"/transfer",
			map[string]any{"name": "Carla", "cpf": cpfN(500), "email": "carla@example.com"}, bearer(e.ana)...)
		if status != 200 {
			t.Fatalf("transfer: %d %v", status, moved)
		}
		if status, out := door(key, tk[2]); status != 409 || out["reason"] != "transferred" {
			t.Errorf("transferred: %d %v", status, out)
		}
		if status, _ := door(key, moved["token"].(string)); status != 200 {
			t.Errorf("the new ticket: %d", status)
		}
		_, o2 := e.buy(t, e.ana, "venda", "card", 1, 20)
		if status, out := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(o2["hash"].(string), 1), bearer(e.ana)...); status != 200 {
			t.Fatalf("refund: %d %v", status, out)
		}
		if status, out := door(key, tokens(o2)[0]); status != 409 || out["reason"] != "cancelled" {
			t.Errorf("refunded: %d %v", status, out)
		}
		// an order with a ticket already used is not refunded
		if status, out := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 1), bearer(e.ana)...); status != 409 {
			t.Errorf("refund after entry: %d %v", status, out)
		}
		status, stats := req(t, e.srv, "GET", "/api/checkin/stats", nil, "Authorization", "Bearer "+key)
		var venda map[string]any
		for _, s := range stats["list"].([]any) {
			if s.(map[string]any)["event"] == "Festival de Vendas" {
				venda = s.(map[string]any)
			}
		}
		if status != 200 || venda == nil || venda["sold"] != float64(4) || venda["checked_in"] != float64(3) || venda["remaining"] != float64(1) {
			t.Errorf("stats: %d %v", status, stats)
		}
		if status, _ := req(t, e.srv, "GET", "/api/checkin/stats", nil, "Authorization", "Bearer "+otherKey); status != 200 {
			t.Errorf("stats of an organizer with no sessions: %d", status)
		}
		if status, _ := reqRaw(t, e.srv, "GET", "/api/checkin/stats", nil); status != http.StatusUnauthorized {
			t.Errorf("stats without key: %d", status)
		}
	})
}

type rawAnswer struct {
	status int
	header http.Header
	body   []byte
}

func fetchRaw(t *testing.T, srv *httptest.Server, url string) rawAnswer {
	t.Helper()
	res, err := srv.Client().Get(srv.URL + url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b bytes.Buffer
	_, _ = b.ReadFrom(res.Body)
	return rawAnswer{res.StatusCode, res.Header, b.Bytes()}
}

// A buyer who cancels an order after transferring one of its tickets voids that ticket too:
// its new holder is told by e-mail, in the store's look, that it no longer admits them.
func TestCancelAfterTransferTellsTheNewHolder(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		hash, o := e.buy(t, e.ana, "venda", "card", 2, 30)
		status, moved := req(t, e.srv, "POST", "/api/tickets/"+tokens(o)[0]+"/transfer",
			map[string]any{"name": "Carla Nova", "cpf": cpfN(530), "email": "carla.nova@example.com"}, bearer(e.ana)...)
		if status != 200 {
			t.Fatalf("transfer: %d %v", status, moved)
		}
		if status, out := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 1), bearer(e.ana)...); status != 200 {
			t.Fatalf("cancel: %d %v", status, out)
		}
		var text string
		waitFor(t, "the new holder's e-mail", func() bool {
			e.a.Checkout.Tick(t.Context())
			text = mailAbout(t, e.a, "carla.nova@example.com", "Seu ingresso para Festival de Vendas foi cancelado", "")
			return text != ""
		})
		for _, w := range []string{"Olá, Carla!", "Ana cancelou a compra do ingresso de Festival de Vendas", "que tinha sido transferido para você",
			"não vale mais para a entrada", moved["url"].(string)} {
			if !strings.Contains(text, w) {
				t.Errorf("the holder's e-mail lacks %q:\n%s", w, text)
			}
		}
		if _, v := req(t, e.srv, "GET", "/api/tickets/"+path.Base(moved["url"].(string)), nil); v["status"] != "cancelled" {
			t.Errorf("the transferred ticket after the cancellation: %v", v["status"])
		}
		e.a.Checkout.Tick(t.Context())
		if n := countMails(t, e.a, "carla.nova@example.com", "Seu ingresso para"); n != 1 {
			t.Errorf("%d e-mails to the holder about the cancellation, want 1", n)
		}
	})
}
