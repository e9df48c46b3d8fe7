package app_test

import (
	"encoding/csv"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/ticket"
)

// sheet downloads one of an event's spreadsheets and reads it as a spreadsheet would: BOM,
// ';' between cells.
func (c *consoleEnv) sheet(t *testing.T, token, path string) [][]string {
	t.Helper()
	r := newJSONRequest(t, "GET", c.srv.URL+path, nil)
	r.Header.Set("Authorization", "Bearer "+token)
	res, err := c.srv.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
		!strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment; filename=") {
		t.Fatalf("%s: %d %v", path, res.StatusCode, res.Header)
	}
	raw := new(strings.Builder)
	if _, err := io.Copy(raw, res.Body); err != nil {
		t.Fatal(err)
	}
	body, ok := strings.CutPrefix(raw.String(), "\ufeff")
	if !ok {
		t.Fatalf("%s: no BOM", path)
	}
	cr := csv.NewReader(strings.NewReader(body))
	cr.Comma = ';'
	lines, err := cr.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v\n%s", path, err, body)
	}
	return lines
}

// The attendees sheet has a line per ticket with its code and never its token, the CPF whole
// for owners only, and a name that looks like a formula kept as text; the orders and sign-ups
// sheets list theirs. Door users and other organizers get none of them.
func TestConsoleExports(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		hash, o := c.buy(t, c.ana, "venda", "pix", 2, 100)
		toks := tokens(o)
		c.hold(t, "quente", 1, 500)
		if status, res := req(t, c.srv, "PUT", "/api/organizer/tickets/"+ticket.Code(toks[0])+"/holder",
			map[string]any{"name": "=HYPERLINK(\"http://x\")"}, bearer(c.owner)...); status != 200 {
			t.Fatalf("holder: %d %v", status, res)
		}
		c.exec(t, `INSERT INTO campaign_entries (event_id, name, email, cpf, phone, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			c.venda.event, "Lia Lista", "lia@example.com", cpfN(700), "48999990000", fixtureNow.UTC())

		cpf := cpfN(101)
		for _, who := range []struct {
			token, cpf string
		}{{c.owner, cpf[:3] + "." + cpf[3:6] + "." + cpf[6:9] + "-" + cpf[9:]}, {c.finance, ticket.MaskCPF(cpf)}, {c.manager, ticket.MaskCPF(cpf)}} {
			lines := c.sheet(t, who.token, consolePath(c.venda.event, "attendees.csv"))
			if len(lines) != 3 || strings.Join(lines[0], ";") != "pedido;codigo;setor;lote;tipo;titular;cpf;email_comprador;status;entrada" {
				t.Fatalf("attendees: %q", lines)
			}
			first, second := lines[1], lines[2]
			if first[0] != hash || first[1] != ticket.Code(toks[0]) || first[2] != "Quente" || first[4] != "inteira" ||
				first[5] != "'=HYPERLINK(\"http://x\")" || first[7] != "ana@example.com" || first[8] != "valid" || first[9] != "" {
				t.Errorf("first ticket: %q", first)
			}
			if second[6] != who.cpf || second[5] != "Pessoa 101" {
				t.Errorf("second ticket's CPF: %q, want %s", second, who.cpf)
			}
			if all := strings.Join(append(first, second...), ";"); strings.Contains(all, toks[0]) || strings.Contains(all, toks[1]) {
				t.Error("the sheet shows a token")
			}
		}
		orders := c.sheet(t, c.finance, consolePath(c.venda.event, "orders.csv"))
		if len(orders) != 3 || orders[0][0] != "pedido" || orders[1][0] != hash || orders[1][1] != "paid" || orders[1][8] != "2" ||
			orders[1][9] != "pix" || orders[2][1] != "reserved" || orders[1][7] != ticket.MaskCPF(cpfN(900)) {
			t.Errorf("orders: %q", orders)
		}
		signups := c.sheet(t, c.manager, consolePath(c.venda.event, "campaign.csv"))
		if len(signups) != 2 || strings.Join(signups[1], ";") != "Lia Lista;lia@example.com;"+ticket.MaskCPF(cpfN(700))+";48999990000;2026-11-18T12:00:00-03:00" {
			t.Errorf("sign-ups: %q", signups)
		}
		for _, name := range []string{"attendees.csv", "orders.csv", "campaign.csv"} {
			status, res := c.get(t, c.door, consolePath(c.venda.event, name))
			consoleWant(t, "door: "+name, status, 403, res)
			status, res = c.get(t, c.other, consolePath(c.venda.event, name))
			consoleWant(t, "another organizer: "+name, status, 404, res)
			status, res = c.get(t, c.owner, "/api/organizer/events/x/"+name)
			consoleWant(t, "a bad id: "+name, status, 404, res)
		}
	})
}
