package catalog

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// EventDocument is organizer's event id in the import's form: one entry of a file's events
// (docs/catalog-import.md), with the file's own ids, times in the event's zone and every list
// present, empty or not. Saved back unchanged (ReplaceEvent) it changes nothing, and a file
// holding it imports to the same event. Another organizer's event is not found.
func (s *Service) EventDocument(ctx context.Context, organizer, id int64) (EventInput, error) {
	var e EventInput
	var cancelled, minSale, maxSale db.Time
	var featured, queued int
	err := s.db.QueryRow(ctx, `SELECT e.external_id, e.nome, COALESCE(e.slug, ''), e.descricao, e.imagem, e.categoria,
			o.external_id, p.external_id, e.timezone, e.site_senha, e.data_cancelamento, e.data_min_venda,
			e.data_max_venda, e.one_checkout, e.link_externo, e.classificacao, e.destaque, e.limite_por_pedido,
			e.limite_por_cpf, e.limite_por_endereco, e.fila, e.fila_por_minuto
		FROM events e JOIN organizers o ON o.id = e.organizer_id JOIN places p ON p.id = e.place_id
		WHERE e.id = ? AND e.organizer_id = ?`, id, organizer).Scan(&e.ID, &e.Nome, &e.Slug, &e.Descricao,
		&e.Imagem, &e.Categoria, &e.Organizador, &e.Local, &e.Timezone, &e.Senha, &cancelled, &minSale, &maxSale,
		&e.OneCheckout, &e.LinkExterno, &e.Classificacao, &featured, &e.LimitePorPedido, &e.LimitePorCPF,
		&e.LimitePorEndereco, &queued, &e.FilaPorMinuto)
	if errors.Is(err, db.ErrNotFound) {
		return EventInput{}, apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	if err != nil {
		return EventInput{}, fmt.Errorf("event document %d: %w", id, err)
	}
	loc := ZoneOrUTC(e.Timezone)
	e.Destaque, e.Fila = featured == 1, queued == 1
	e.Cancelado, e.VendaInicio, e.VendaFim = local(cancelled, loc), local(minSale, loc), local(maxSale, loc)
	if e.Sessoes, err = s.documentSessions(ctx, id, loc); err != nil {
		return EventInput{}, err
	}
	if e.FAQ, err = s.documentFAQ(ctx, id); err != nil {
		return EventInput{}, err
	}
	if e.Cupons, err = s.documentCoupons(ctx, id, loc); err != nil {
		return EventInput{}, err
	}
	return e, nil
}

// local is t in loc, or nil.
func local(t db.Time, loc *time.Location) *time.Time {
	if !t.Valid {
		return nil
	}
	l := t.Time.In(loc)
	return &l
}

// documentSessions reads the event's sessions in date order, each with its sectors in their
// order and their lotes.
func (s *Service) documentSessions(ctx context.Context, eventID int64, loc *time.Location) ([]SessionInput, error) {
	batches, err := s.documentBatches(ctx, eventID, loc)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.Query(ctx, `SELECT s.id, s.external_id, s.data, s.data_fim, s.data_encerramento, s.fila,
			s.fila_por_minuto, sec.id,
			sec.external_id, sec.nome, sec.preco, sec.preco_meia, sec.capacidade, sec.inicio_venda, sec.fim_venda, sec.canal
		FROM sessions s JOIN sectors sec ON sec.session_id = s.id
		WHERE s.event_id = ? ORDER BY s.data, s.id, sec.ordem, sec.id`, eventID)
	if err != nil {
		return nil, fmt.Errorf("event document sessions: %w", err)
	}
	defer rows.Close()
	out := []SessionInput{}
	lastID := int64(0)
	for rows.Next() {
		var sessionID, sectorID int64
		var sess SessionInput
		var queued int
		var sec SectorInput
		var start, end, closes, from, to db.Time
		var half *int64
		if err := rows.Scan(&sessionID, &sess.ID, &start, &end, &closes, &queued, &sess.FilaPorMinuto, &sectorID, &sec.ID, &sec.Nome,
			&sec.PrecoCentavos, &half, &sec.Capacidade, &from, &to, &sec.Canal); err != nil {
			return nil, fmt.Errorf("scan event document session: %w", err)
		}
		if sessionID != lastID {
			sess.Inicio = start.Time.In(loc)
			sess.Fim, sess.Encerramento = local(end, loc), local(closes, loc)
			sess.Setores = []SectorInput{}
			sess.Fila = queued == 1
			out = append(out, sess)
			lastID = sessionID
		}
		sec.MeiaEntrada = half != nil
		sec.VendaInicio, sec.VendaFim = local(from, loc), local(to, loc)
		sec.Lotes = batches[sectorID]
		if sec.Lotes == nil {
			sec.Lotes = []BatchInput{}
		}
		last := &out[len(out)-1]
		last.Setores = append(last.Setores, sec)
	}
	return out, rows.Err()
}

// documentBatches reads the lotes of the event's sectors, by sector, in order.
func (s *Service) documentBatches(ctx context.Context, eventID int64, loc *time.Location) (map[int64][]BatchInput, error) {
	rows, err := s.db.Query(ctx, `SELECT b.sector_id, b.nome, b.preco, b.quantidade, b.ate
		FROM sector_batches b JOIN sectors sec ON sec.id = b.sector_id JOIN sessions s ON s.id = sec.session_id
		WHERE s.event_id = ? ORDER BY b.sector_id, b.ordem`, eventID)
	if err != nil {
		return nil, fmt.Errorf("event document batches: %w", err)
	}
	defer rows.Close()
	out := map[int64][]BatchInput{}
	for rows.Next() {
		var sector int64
		var b BatchInput
		var until db.Time
		if err := rows.Scan(&sector, &b.Nome, &b.PrecoCentavos, &b.Quantidade, &until); err != nil {
			return nil, fmt.Errorf("scan event document batch: %w", err)
		}
		b.Ate = local(until, loc)
		out[sector] = append(out[sector], b)
	}
	return out, rows.Err()
}

func (s *Service) documentFAQ(ctx context.Context, eventID int64) ([]FAQInput, error) {
	rows, err := s.db.Query(ctx, `SELECT external_id, pergunta, resposta FROM faq_questions
		WHERE event_id = ? ORDER BY ordem, id`, eventID)
	if err != nil {
		return nil, fmt.Errorf("event document faq: %w", err)
	}
	defer rows.Close()
	out := []FAQInput{}
	for rows.Next() {
		var q FAQInput
		if err := rows.Scan(&q.ID, &q.Pergunta, &q.Resposta); err != nil {
			return nil, fmt.Errorf("scan event document question: %w", err)
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

// documentCoupons reads the event's coupons in the order they were made, those a file dropped
// but an order used included: they are still the event's.
func (s *Service) documentCoupons(ctx context.Context, eventID int64, loc *time.Location) ([]CouponInput, error) {
	rows, err := s.db.Query(ctx, `SELECT codigo, tipo, valor, setor, inicio, fim, usos FROM coupons
		WHERE event_id = ? ORDER BY id`, eventID)
	if err != nil {
		return nil, fmt.Errorf("event document coupons: %w", err)
	}
	defer rows.Close()
	out := []CouponInput{}
	for rows.Next() {
		var c CouponInput
		var from, to db.Time
		if err := rows.Scan(&c.Codigo, &c.Tipo, &c.Valor, &c.Setor, &from, &to, &c.Usos); err != nil {
			return nil, fmt.Errorf("scan event document coupon: %w", err)
		}
		c.Inicio, c.Fim = local(from, loc), local(to, loc)
		out = append(out, c)
	}
	return out, rows.Err()
}
