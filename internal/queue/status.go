package queue

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"time"
)

// States of a visitor in a line.
const (
	BeforeOpening = "antes_da_abertura"
	Waiting       = "aguardando"
	Admitted      = "admitido"
	SoldOut       = "esgotado"
	Expired       = "expirado"
	Free          = "livre"
)

// Status is the answer of GET /api/queue/{event}: where the visitor stands.
type Status struct {
	Fila                 bool       `json:"fila" description:"Whether this line is queued now; false: go straight to the checkout."`
	Linha                string     `json:"linha" description:"The line's id: e12 (the event's), e12s40 (a session's)."`
	Estado               string     `json:"estado" enum:"antes_da_abertura,aguardando,admitido,esgotado,expirado,livre"`
	Posicao              int64      `json:"posicao" description:"1 for the next one in; 0 when let in or before the opening draw."`
	AFrente              int64      `json:"a_frente" description:"People ahead."`
	NaFila               int64      `json:"na_fila" description:"People in this line not let in yet."`
	PorMinuto            int        `json:"por_minuto" description:"Admissions per minute measured over the last minute (the configured rate until a minute is measured)."`
	ConfiguradoPorMinuto int        `json:"configurado_por_minuto"`
	EsperaSegundos       *int64     `json:"espera_segundos" description:"People ahead over the measured rate; null when it cannot be told."`
	Abertura             *time.Time `json:"abertura" description:"When the sale opens; null when it is open."`
	PasseExpira          *time.Time `json:"passe_expira" description:"When admitido: until when the pass lets the visitor buy."`
	Atualizado           *time.Time `json:"atualizado" description:"When the line last moved: what the numbers are as of."`
	Evento               int64      `json:"evento"`
	Sessao               int64      `json:"sessao"`
}

// free is the answer for a sale that is not queued.
func free(event, session int64) Status {
	return Status{Estado: Free, Evento: event, Sessao: session}
}

// Visit puts the visitor in the line of a purchase in session of event (0: the event's) unless
// already there (rejoin: at the end again, after a pass expired), and answers where they stand
// and, when admitted, the pass cookie's value.
func (s *Service) Visit(ctx context.Context, event, session int64, visitor string, rejoin bool) (Status, string, error) {
	l := s.lineFor(event, session)
	if l == nil {
		return free(event, session), "", nil
	}
	line, st, _ := l.read()
	now := s.now()
	var again *Rejoin
	if rejoin {
		again = &Rejoin{ExpiredMS: now.Add(-PassLife).UnixMilli()}
	}
	place, err := s.backend.Visit(ctx, line.ID(), visitor, arrival(line, now), again, issueAt(st, now))
	if err != nil {
		return Status{}, "", unavailable(err)
	}
	v := view(line, st, place, true, now)
	if v.Estado == Admitted {
		return v, s.sign.pass(line.ID(), visitor, place.Issued), nil
	}
	return v, "", nil
}

// issueAt is when a pass issued now is issued: never while the sale is sold out, so whoever
// had not yet come for their turn is told it sold out rather than sent to an empty checkout.
func issueAt(st lineState, now time.Time) int64 {
	if st.soldOut {
		return 0
	}
	return now.UnixMilli()
}

// view is a visitor's status from their place, read with the line's state (fresh: a Visit)
// or apart from it (a follower's place, read now and then, and the line as this instance last
// moved it).
func view(l Line, st lineState, p Place, fresh bool, now time.Time) Status {
	in, total, measured := p.In, p.Total, p.Rate
	if !fresh && st.moved {
		in, total, measured = st.progress.In(), st.total, st.progress.Measured
	}
	if measured < 0 {
		measured = float64(l.Rate)
	}
	v := Status{Fila: true, Linha: l.ID(), Evento: l.Event, Sessao: l.Session, ConfiguradoPorMinuto: l.Rate,
		PorMinuto: int(measured + 0.5), NaFila: max(total-in, 0)}
	if st.moved && st.progress.MovedMS > 0 { // 0: not moved yet (before the opening)
		moved := time.UnixMilli(st.progress.MovedMS)
		v.Atualizado = &moved
	}
	if now.Before(l.Opening) {
		opening := l.Opening
		v.Estado, v.Abertura = BeforeOpening, &opening
		return v
	}
	if p.Issued != "" {
		v.Estado = Expired
		if ms, err := strconv.ParseInt(p.Issued, 10, 64); err == nil && !strings.HasPrefix(p.Issued, "c:") {
			if until := time.UnixMilli(ms).Add(PassLife); now.Before(until) {
				v.Estado, v.PasseExpira = Admitted, &until
			}
		}
		return v
	}
	v.Posicao = max(p.Rank-in+1, 1)
	v.AFrente = v.Posicao - 1
	if st.soldOut {
		v.Estado = SoldOut
		return v
	}
	v.Estado = Waiting
	if measured > 0 {
		wait := int64(float64(v.AFrente) * 60 / measured)
		v.EsperaSegundos = &wait
	}
	return v
}

// refreshEvery is how often a follower reads its place again, for the few moves that shift
// places (a pass expiring ahead rejoins at the end).
const refreshEvery = 30 * time.Second

// keepAlive is the longest a follower stays silent.
const keepAlive = 15 * time.Second

// Follow sends the visitor's status each time it changes, until their turn comes, the sale
// stops being queued, or ctx ends. ping keeps a silent stream open. The visitor costs one read
// of their place at the start (and every refreshEvery); each move of the line reaches every
// follower from this instance's own copy of the line.
func (s *Service) Follow(ctx context.Context, event, session int64, visitor string, send func(Status) error, ping func() error) error {
	l := s.lineFor(event, session)
	if l == nil {
		return send(free(event, session))
	}
	line, _, _ := l.read()
	_, st, _ := l.read()
	place, err := s.backend.Visit(ctx, line.ID(), visitor, arrival(line, s.now()), nil, issueAt(st, s.now()))
	if err != nil {
		return unavailable(err)
	}
	read, fresh := s.now(), true
	var last Status
	quiet := time.NewTimer(keepAlive)
	defer quiet.Stop()
	for {
		if s.lineFor(event, session) != l {
			return send(free(event, session))
		}
		line, st, changed := l.read()
		now := s.now()
		if (place.Issued == "" && place.Rank < st.progress.In()) || now.Sub(read) >= refreshEvery {
			// A failed read keeps the stream and the last place: the next move tries again.
			if p, err := s.backend.Visit(ctx, line.ID(), visitor, arrival(line, now), nil, issueAt(st, now)); err != nil {
				slog.Warn("queue: reading a follower's place", "line", line.ID(), "err", err)
			} else {
				place, read, fresh = p, now, true
			}
		}
		// Just read, the place holds the line's numbers with it; later moves come from the line.
		v := view(line, st, place, fresh, now)
		fresh = false
		if !sameStatus(v, last) {
			if err := send(v); err != nil {
				return err
			}
			last = v
			quiet.Reset(keepAlive)
		}
		if v.Estado == Admitted || v.Estado == Expired {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-changed:
		case <-quiet.C:
			if err := ping(); err != nil {
				return err
			}
			quiet.Reset(keepAlive)
		}
	}
}

func sameStatus(a, b Status) bool {
	return a.Estado == b.Estado && a.Posicao == b.Posicao && a.NaFila == b.NaFila && a.PorMinuto == b.PorMinuto &&
		a.Linha == b.Linha
}
