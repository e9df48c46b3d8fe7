package payouts

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"time"
)

// csvHeader names the columns of CSV: the JSON's per-order fields, amounts in centavos.
var csvHeader = []string{"hash", "event_id", "event", "paid_at", "method", "gross", "fee", "refunded", "disputed", "net",
	"provider_id", "transfer_account", "application_fee", "refund_status"}

// CSV is the report's orders, one line each, then a totals line ("total" in the first column),
// in UTF-8 with a header line.
func (r Report) CSV() ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	// A csv.Writer keeps its first error for Error, read once after Flush.
	_ = w.Write(csvHeader)
	for _, o := range r.Orders {
		_ = w.Write([]string{o.Hash, strconv.FormatInt(o.Event.ID, 10), Cell(o.Event.Nome), o.PaidAt.Format(time.RFC3339),
			o.Method, money(o.Gross), money(o.Fee), money(o.Refunded), money(o.Disputed), money(o.Net),
			text(o.ProviderID), text(o.TransferAccount), optMoney(o.ApplicationFee), text(o.RefundStatus)})
	}
	t := r.Totals
	_ = w.Write([]string{"total", "", "", "", "", money(t.Gross), money(t.Fees), money(t.Refunds), money(t.Disputes),
		money(t.Net), "", "", "", ""})
	w.Flush()
	return buf.Bytes(), w.Error()
}

func money(v int64) string { return strconv.FormatInt(v, 10) }

func optMoney(v *int64) string {
	if v == nil {
		return ""
	}
	return money(*v)
}

func text(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// Cell keeps a spreadsheet from reading a name as a formula (=, +, -, @ first): the event's
// name comes from the catalog file, and a formula in it would run on the operator's machine.
func Cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
