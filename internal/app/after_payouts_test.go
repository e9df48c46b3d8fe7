package app_test

import (
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

const producerAccount = "acct_1Nv0FGQ9RKHgCVdK"

// payoutsEnv is an afterEnv whose organizer "org" has a connected account and a door key, with
// a second organizer "outro" that runs the event "perto".
type payoutsEnv struct {
	*afterEnv
	key, otherKey string
}

func startPayouts(t *testing.T, e *afterEnv) *payoutsEnv {
	t.Helper()
	e.exec(t, "UPDATE organizers SET stripe_account = ? WHERE external_id = 'org'", producerAccount)
	e.exec(t, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')")
	e.exec(t, "UPDATE events SET organizer_id = (SELECT id FROM organizers WHERE external_id = 'outro') WHERE external_id = 'perto'")
	p := &payoutsEnv{afterEnv: e}
	var err error
	if p.key, err = e.a.NewOrganizerKey(t.Context(), "org"); err != nil {
		t.Fatal(err)
	}
	if p.otherKey, err = e.a.NewOrganizerKey(t.Context(), "outro"); err != nil {
		t.Fatal(err)
	}
	return p
}

// report is GET /api/organizer/payouts with key.
func (p *payoutsEnv) report(t *testing.T, key, query string) (int, map[string]any) {
	t.Helper()
	return req(t, p.srv, "GET", "/api/organizer/payouts?"+query, nil, "Authorization", "Bearer "+key)
}

// buyInInstallments pays a new order of two tickets of "venda" by card in n installments.
func (p *payoutsEnv) buyInInstallments(t *testing.T, n, first int) (string, map[string]any) {
	t.Helper()
	ids := idsOf(t, p.a, "venda")
	status, o := req(t, p.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 2, first), bearer(p.ana)...)
	if status != 201 {
		t.Fatalf("create: %d %v", status, o)
	}
	hash := o["hash"].(string)
	status, o = req(t, p.srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "card",
		"card_token": cardToken(t, p.srv, "4111 1111 1111 1111"), "installments": n}, bearer(p.ana)...)
	if status != 200 || o["status"] != "paid" {
		t.Fatalf("pay in %d: %d %v", n, status, o)
	}
	return hash, o
}

func cents(v any) int64 { f, _ := v.(float64); return int64(f) }

// byHash indexes a report's order rows.
func byHash(rep map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, r := range rep["orders"].([]any) {
		row := r.(map[string]any)
		out[row["hash"].(string)] = row
	}
	return out
}

// The report of an organizer with a connected account, after orders paid, refunded in full
// (consumer code), refunded in part (store policy), paid in installments and disputed: each
// order's figures, the days and the totals, in JSON and CSV; another organizer's key sees its
// own orders only.
func TestPayoutsReport(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		p := startPayouts(t, e)
		kept, oKept := p.buy(t, p.ana, "venda", "card", 2, 10)
		cdc, oCDC := p.buy(t, p.ana, "venda", "pix", 1, 12)
		policy, oPolicy := p.buy(t, p.ana, "venda", "card", 1, 13)
		interest, oInterest := p.buyInInstallments(t, 6, 14)
		disputed, oDisputed := p.buy(t, p.ana, "venda", "card", 1, 16)
		late, oLate := p.buy(t, p.ana, "venda", "pix", 1, 17)
		elsewhere, _ := p.buy(t, p.ana, "perto", "card", 1, 18)
		p.exec(t, "UPDATE orders SET disputed_at = ?, dispute_status = 'open' WHERE hash = ?", at(1, 9).UTC(), disputed)
		// 00:30 on Thursday in São Paulo, 03:30 UTC: a sale of the 19th.
		p.exec(t, "UPDATE orders SET paid_at = ? WHERE hash = ?", time.Date(2026, 11, 19, 3, 30, 0, 0, time.UTC), late)

		if status, out := req(t, p.srv, "POST", "/api/orders/pre-refund", refund(cdc, 1), bearer(p.ana)...); status != 200 {
			t.Fatalf("consumer code refund: %d %v", status, out)
		}
		p.exec(t, "UPDATE stores SET refund_policy = 'until_48h'")
		p.setTo(t, at(8, 12)) // past the 7 days of the consumer code, 56 h before the event
		p.relogin(t)
		if status, out := req(t, p.srv, "POST", "/api/orders/pre-refund", refund(policy, 1), bearer(p.ana)...); status != 200 {
			t.Fatalf("store policy refund: %d %v", status, out)
		}

		status, rep := p.report(t, p.key, "from=2026-11-18&to=2026-11-19")
		if status != 200 {
			t.Fatalf("report: %d %v", status, rep)
		}
		org := rep["organizer"].(map[string]any)
		if org["nome"] != "Produtora Ilha" || org["stripe_account"] != producerAccount {
			t.Errorf("organizer %v", org)
		}
		if per := rep["period"].(map[string]any); per["from"] != "2026-11-18" || per["to"] != "2026-11-19" || per["timezone"] != "America/Sao_Paulo" {
			t.Errorf("period %v", per)
		}
		rows := byHash(rep)
		if _, ok := rows[elsewhere]; ok || len(rows) != 6 {
			t.Fatalf("%d orders, another organizer's among them: %v", len(rows), ok)
		}
		paid := func(o map[string]any) int64 {
			if o["charged"] != nil {
				return cents(o["charged"])
			}
			return cents(o["total"])
		}
		want := map[string][5]int64{ // fee, refunded, disputed, net (gross is what was paid)
			kept:     {cents(oKept["fee"]), 0, 0, paid(oKept) - cents(oKept["fee"])},
			cdc:      {0, paid(oCDC), 0, 0},
			policy:   {cents(oPolicy["fee"]), paid(oPolicy) - cents(oPolicy["fee"]), 0, 0},
			interest: {cents(oInterest["fee"]), 0, 0, paid(oInterest) - cents(oInterest["fee"])},
			disputed: {0, 0, paid(oDisputed), 0},
			late:     {cents(oLate["fee"]), 0, 0, paid(oLate) - cents(oLate["fee"])},
		}
		if paid(oInterest) <= cents(oInterest["total"]) {
			t.Errorf("6 installments charged %d of a total of %d: no interest", paid(oInterest), cents(oInterest["total"]))
		}
		var totals [5]int64
		orders := map[string]any{kept: oKept, cdc: oCDC, policy: oPolicy, interest: oInterest, disputed: oDisputed, late: oLate}
		for hash, w := range want {
			row, o := rows[hash], orders[hash].(map[string]any)
			got := [5]int64{cents(row["fee"]), cents(row["refunded"]), cents(row["disputed"]), cents(row["net"])}
			w[4], got[4] = paid(o), cents(row["gross"])
			if got != w {
				t.Errorf("order %s: fee, refunded, disputed, net, gross = %v, want %v", hash[:8], got, w)
			}
			if cents(row["application_fee"]) != cents(o["fee"]) || row["transfer_account"] != producerAccount ||
				!strings.HasPrefix(str(row["provider_id"]), "sbx_") || row["method"] != o["payment_method"] {
				t.Errorf("order %s: split %v %v, provider %v, method %v", hash[:8], row["application_fee"], row["transfer_account"],
					row["provider_id"], row["method"])
			}
			for i := range totals {
				totals[i] += w[i]
			}
		}
		if rows[cdc]["refund_status"] != "done" || rows[policy]["refund_status"] != "done" || rows[kept]["refund_status"] != nil {
			t.Errorf("refund statuses %v %v %v", rows[cdc]["refund_status"], rows[policy]["refund_status"], rows[kept]["refund_status"])
		}
		tot := rep["totals"].(map[string]any)
		gotTotals := [5]int64{cents(tot["fees"]), cents(tot["refunds"]), cents(tot["disputes"]), cents(tot["net"]), cents(tot["gross"])}
		if gotTotals != totals || cents(tot["orders"]) != 6 || totals[4]-totals[0]-totals[1]-totals[2] != totals[3] {
			t.Errorf("totals %v (%v orders), want %v", gotTotals, tot["orders"], totals)
		}
		days := rep["days"].([]any)
		if len(days) != 2 {
			t.Fatalf("days %v", days)
		}
		first, second := days[0].(map[string]any), days[1].(map[string]any)
		if first["date"] != "2026-11-18" || cents(first["orders"]) != 5 || second["date"] != "2026-11-19" || cents(second["orders"]) != 1 ||
			cents(second["net"]) != want[late][3] || cents(first["net"])+cents(second["net"]) != totals[3] {
			t.Errorf("days %v", days)
		}
		if !strings.HasPrefix(str(rows[late]["paid_at"]), "2026-11-19T00:30:00-03:00") {
			t.Errorf("paid_at %v, want São Paulo's time", rows[late]["paid_at"])
		}

		// The 18th alone leaves out the sale of the 19th at 00:30.
		if _, one := p.report(t, p.key, "from=2026-11-18&to=2026-11-18"); cents(one["totals"].(map[string]any)["orders"]) != 5 {
			t.Errorf("the 18th alone: %v", one["totals"])
		}
		// The other organizer sees its own order only.
		_, other := p.report(t, p.otherKey, "from=2026-11-18&to=2026-11-19")
		otherRows := byHash(other)
		if _, ok := otherRows[elsewhere]; !ok || len(otherRows) != 1 || other["organizer"].(map[string]any)["stripe_account"] != nil {
			t.Errorf("other organizer's report: %v", other)
		}
		if otherRows[elsewhere]["transfer_account"] != nil || otherRows[elsewhere]["application_fee"] != nil {
			t.Errorf("an organizer without an account: its charge split %v", otherRows[elsewhere])
		}

		// CSV: the same rows and totals, as an attachment, by ?format=csv or by Accept.
		for _, headers := range [][]string{{"Authorization", "Bearer " + p.key}, {"Authorization", "Bearer " + p.key, "Accept", "text/csv"}} {
			query := "from=2026-11-18&to=2026-11-19"
			if len(headers) == 2 {
				query += "&format=csv"
			}
			res := payoutsFile(t, p, "/api/organizer/payouts?"+query, headers...)
			if res.status != 200 || !strings.HasPrefix(res.header.Get("Content-Type"), "text/csv") ||
				res.header.Get("Content-Disposition") != `attachment; filename="repasses-2026-11-18-a-2026-11-19.csv"` {
				t.Fatalf("CSV: %d %v", res.status, res.header)
			}
			lines, err := csv.NewReader(strings.NewReader(res.body)).ReadAll()
			if err != nil || len(lines) != 8 {
				t.Fatalf("CSV of %d lines: %v\n%s", len(lines), err, res.body)
			}
			if strings.Join(lines[0][:10], ",") != "hash,event_id,event,paid_at,method,gross,fee,refunded,disputed,net" {
				t.Errorf("header %v", lines[0])
			}
			for _, line := range lines[1:7] {
				row := rows[line[0]]
				if row == nil || line[5] != fmt.Sprint(cents(row["gross"])) || line[9] != fmt.Sprint(cents(row["net"])) ||
					line[10] != row["provider_id"] || line[11] != producerAccount {
					t.Errorf("CSV line %v, JSON %v", line, row)
				}
			}
			total := lines[7]
			if total[0] != "total" || total[5] != fmt.Sprint(totals[4]) || total[6] != fmt.Sprint(totals[0]) ||
				total[7] != fmt.Sprint(totals[1]) || total[8] != fmt.Sprint(totals[2]) || total[9] != fmt.Sprint(totals[3]) {
				t.Errorf("CSV totals %v, want %v", total, totals)
			}
		}
	})
}

// An organizer's key alone opens its report; a bad period or format is a 422 naming the
// parameter, never a 500.
func TestPayoutsBadInput(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		p := startPayouts(t, e)
		for _, key := range []string{"", "ck_" + strings.Repeat("0", 64)} {
			if status, _ := p.report(t, key, "from=2026-11-01&to=2026-11-30"); status != 401 {
				t.Errorf("key %q: %d", key, status)
			}
		}
		for _, c := range []struct {
			query, field, message string
		}{
			{"to=2026-11-30", "from", "Data inicial inválida: informe from no formato AAAA-MM-DD."},
			{"from=&to=2026-11-30", "from", "Data inicial inválida: informe from no formato AAAA-MM-DD."},
			{"from=2026-02-30&to=2026-03-01", "from", "Data inicial inválida: informe from no formato AAAA-MM-DD."},
			{"from=18/11/2026&to=2026-11-30", "from", "Data inicial inválida: informe from no formato AAAA-MM-DD."},
			{"from=2026-11-01", "to", "Data final inválida: informe to no formato AAAA-MM-DD."},
			{"from=2026-11-01&to=2026-11-31", "to", "Data final inválida: informe to no formato AAAA-MM-DD."},
			{"from=2026-11-30&to=2026-11-01", "to", "A data final (to) não pode ser anterior à inicial (from)."},
			{"from=2025-11-01&to=2026-11-02", "to", "O período pode ter no máximo 366 dias: aproxime from e to."},
			{"from=2026-11-01&to=2026-11-30&format=xlsx", "format", "Formato inválido: use format=csv, ou format=json (o padrão)."},
		} {
			status, out := p.report(t, p.key, c.query)
			if status != 422 || out["reason"] == nil || out["message"] != c.message || field(out, c.field) != c.message {
				t.Errorf("%s: %d %v", c.query, status, out)
			}
		}
		if status, out := p.report(t, p.key, "from=2026-11-01&to=2026-11-30&format=csv&format=json"); status != 400 || field(out, "format") == "" {
			t.Errorf("a repeated format: %d %v", status, out)
		}
		if status, out := p.report(t, p.key, "from=2026-11-01&to=2026-11-30"); status != 200 || len(out["orders"].([]any)) != 0 ||
			len(out["days"].([]any)) != 0 || cents(out["totals"].(map[string]any)["net"]) != 0 {
			t.Errorf("a period without sales: %d %v", status, out)
		}
	})
}

// fetched is a raw answer: status, headers and body.
type fetched struct {
	status int
	header http.Header
	body   string
}

// payoutsFile sends a GET with headers and keeps the raw answer.
func payoutsFile(t *testing.T, p *payoutsEnv, path string, headers ...string) fetched {
	t.Helper()
	r := newJSONRequest(t, "GET", p.srv.URL+path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	res, err := p.srv.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return fetched{res.StatusCode, res.Header, string(body)}
}
