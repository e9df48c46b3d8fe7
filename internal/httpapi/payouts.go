package httpapi

import (
	"mime"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/payouts"
)

// MsgBadFormat answers a payouts format the API does not write.
const MsgBadFormat = "Formato inválido: use format=csv, ou format=json (o padrão)."

// payoutsRequest is GET /api/organizer/payouts's query, behind the organizer's key.
type payoutsRequest struct {
	organizerKeyHeader
	From   string `query:"from" required:"true" pattern:"^[0-9]{4}-[0-9]{2}-[0-9]{2}$" description:"First day, AAAA-MM-DD in America/Sao_Paulo."`
	To     string `query:"to" required:"true" pattern:"^[0-9]{4}-[0-9]{2}-[0-9]{2}$" description:"Last day, included; at most 366 days after from, counting both."`
	Format string `query:"format" enum:"json,csv" description:"csv: the per-order rows and a totals line as text/csv (also with Accept: text/csv); default json."`
}

// csvBody is the CSV form of the payouts report.
type csvBody struct {
	Body string `contentType:"text/csv"`
}

// payouts answers the key's organizer's payouts report, as JSON or as a CSV attachment.
func (a *API) payouts(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	asCSV, err := wantsCSV(q.Get("format"), r.Header.Get("Accept"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	rep, err := a.Payouts.Report(r.Context(), organizerOf(r), q.Get("from"), q.Get("to"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if !asCSV {
		writeJSON(w, http.StatusOK, rep)
		return
	}
	body, err := rep.CSV()
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeFile(w, "text/csv; charset=utf-8", `attachment; filename="repasses-`+rep.Period.From+`-a-`+rep.Period.To+`.csv"`, body)
}

// wantsCSV reads the format asked: ?format= first, else an Accept header naming text/csv.
func wantsCSV(format, accept string) (bool, error) {
	switch format {
	case "csv":
		return true, nil
	case "json":
		return false, nil
	case "":
		for _, media := range strings.Split(accept, ",") {
			if m, _, err := mime.ParseMediaType(media); err == nil && m == "text/csv" {
				return true, nil
			}
		}
		return false, nil
	}
	return false, payouts.Unprocessable("format", MsgBadFormat)
}
