package catalog

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// ApplyResult counts what a document wrote.
type ApplyResult struct {
	Categories, Organizers, Places, Events, Sessions, Sectors, Questions int
}

// Apply writes a validated document in one transaction: all of it or nothing. The events it
// creates are published; an event it updates keeps its state (a draft stays one).
func (s *Service) Apply(ctx context.Context, doc Document) (ApplyResult, error) {
	var res ApplyResult
	now := s.clock()
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		res = ApplyResult{}
		if err := BumpGeneration(ctx, tx); err != nil {
			return err
		}
		for i, c := range doc.Categories {
			if err := saveCategory(ctx, tx, Category{Codigo: c.Codigo, Nome: c.Nome, Oculto: boolInt(c.Oculto)}, 100+i); err != nil {
				return err
			}
			res.Categories++
		}
		for _, o := range doc.Organizers {
			if err := upsertOrganizer(ctx, tx, o); err != nil {
				return err
			}
			res.Organizers++
		}
		for _, p := range doc.Places {
			if err := upsertPlace(ctx, tx, p); err != nil {
				return err
			}
			res.Places++
		}
		for _, e := range doc.Events {
			if _, err := upsertEvent(ctx, tx, e, utc(&now), &res); err != nil {
				return fmt.Errorf("evento %s: %w", e.ID, err)
			}
			res.Events++
		}
		return nil
	})
	if err == nil {
		s.fresh.Changed()
	}
	return res, err
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func upsertOrganizer(ctx context.Context, tx *db.Tx, o OrganizerInput) error {
	var account *string // NULL: the store receives everything
	if o.StripeAccount != "" {
		account = &o.StripeAccount
	}
	_, err := tx.Exec(ctx, `INSERT INTO organizers (external_id, nome, descricao, logo, email, site, instagram, stripe_account)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (external_id) DO UPDATE SET nome = excluded.nome, descricao = excluded.descricao,
			logo = excluded.logo, email = excluded.email, site = excluded.site, instagram = excluded.instagram,
			stripe_account = excluded.stripe_account`,
		o.ID, o.Nome, o.Descricao, o.Logo, o.Email, o.Site, o.Instagram, account)
	if err != nil {
		return fmt.Errorf("organizador %s: %w", o.ID, err)
	}
	return nil
}

func upsertPlace(ctx context.Context, tx *db.Tx, p PlaceInput) error {
	_, err := tx.Exec(ctx, `INSERT INTO places (external_id, nome, endereco, bairro, cep, city_id, latitude, longitude)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (external_id) DO UPDATE SET nome = excluded.nome, endereco = excluded.endereco,
			bairro = excluded.bairro, cep = excluded.cep, city_id = excluded.city_id,
			latitude = excluded.latitude, longitude = excluded.longitude`,
		p.ID, p.Nome, p.Endereco, p.Bairro, p.CEP, p.CidadeIBGE, p.Latitude, p.Longitude)
	if err != nil {
		return fmt.Errorf("local %s: %w", p.ID, err)
	}
	return nil
}

// utc stores instants in UTC at whole seconds, so SQLite's text timestamps compare correctly.
func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC().Truncate(time.Second)
	return &u
}

// upsertEvent writes e and everything under it, and returns the event's id. published is when
// an event it creates was published (nil: a draft); an existing event keeps its own.
func upsertEvent(ctx context.Context, tx *db.Tx, e EventInput, published *time.Time, res *ApplyResult) (int64, error) {
	var organizerID, placeID int64
	var city string
	if err := tx.QueryRow(ctx, "SELECT id, nome FROM organizers WHERE external_id = ?", e.Organizador).Scan(&organizerID, new(string)); err != nil {
		return 0, fmt.Errorf("organizador %s: %w", e.Organizador, err)
	}
	if err := tx.QueryRow(ctx, `SELECT p.id, p.nome || ' ' || c.name || ' ' || c.state FROM places p
		JOIN cities c ON c.id = p.city_id WHERE p.external_id = ?`, e.Local).Scan(&placeID, &city); err != nil {
		return 0, fmt.Errorf("local %s: %w", e.Local, err)
	}
	visibility := "N"
	if e.Senha != "" {
		visibility = "S"
	}
	var slug *string
	if e.Slug != "" {
		slug = &e.Slug
	}
	key := SearchKey(e.Nome + " " + city)
	var id int64
	// An event cancelled from the back office stays cancelled whatever a later document says:
	// its buyers were refunded, so it must not sell again.
	err := tx.QueryRow(ctx, `INSERT INTO events (external_id, nome, slug, descricao, imagem, categoria, organizer_id,
			place_id, timezone, site_visibilidade, site_senha, data_cancelamento, data_min_venda, data_max_venda,
			one_checkout, link_externo, classificacao, destaque, search_key, limite_por_pedido, limite_por_cpf,
			limite_por_endereco, published_at, fila, fila_por_minuto)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (external_id) DO UPDATE SET nome = excluded.nome, slug = excluded.slug,
			descricao = excluded.descricao, imagem = excluded.imagem, categoria = excluded.categoria,
			organizer_id = excluded.organizer_id, place_id = excluded.place_id, timezone = excluded.timezone,
			site_visibilidade = excluded.site_visibilidade, site_senha = excluded.site_senha,
			data_cancelamento = COALESCE(excluded.data_cancelamento, (SELECT c.created_at FROM event_cancellations c
				WHERE c.event_id = events.id)), data_min_venda = excluded.data_min_venda,
			data_max_venda = excluded.data_max_venda, one_checkout = excluded.one_checkout,
			link_externo = excluded.link_externo, classificacao = excluded.classificacao,
			destaque = excluded.destaque, search_key = excluded.search_key,
			limite_por_pedido = excluded.limite_por_pedido, limite_por_cpf = excluded.limite_por_cpf,
			limite_por_endereco = excluded.limite_por_endereco, fila = excluded.fila,
			fila_por_minuto = excluded.fila_por_minuto
		RETURNING id`,
		e.ID, e.Nome, slug, e.Descricao, e.Imagem, e.Categoria, organizerID, placeID, e.Timezone, visibility,
		e.Senha, utc(e.Cancelado), utc(e.VendaInicio), utc(e.VendaFim), e.OneCheckout, e.LinkExterno,
		e.Classificacao, boolInt(e.Destaque), key, orDefault(e.LimitePorPedido), orDefault(e.LimitePorCPF),
		e.LimitePorEndereco, published, boolInt(e.Fila), e.FilaPorMinuto).Scan(&id)
	if errors.Is(err, db.ErrConflict) {
		return 0, refuse("slug", "o slug %q já é usado por outro evento", e.Slug)
	}
	if err != nil {
		return 0, err
	}
	if err := syncSessions(ctx, tx, id, e.Sessoes, res); err != nil {
		return 0, err
	}
	if err := syncCoupons(ctx, tx, id, e.Cupons); err != nil {
		return 0, err
	}
	return id, syncFAQ(ctx, tx, id, e.FAQ, res)
}

func syncSessions(ctx context.Context, tx *db.Tx, eventID int64, sessions []SessionInput, res *ApplyResult) error {
	keep := make([]string, 0, len(sessions))
	for i, s := range sessions {
		var id int64
		err := tx.QueryRow(ctx, `INSERT INTO sessions (event_id, external_id, data, data_fim, data_encerramento,
				fila, fila_por_minuto)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (event_id, external_id) DO UPDATE SET data = excluded.data, data_fim = excluded.data_fim,
				data_encerramento = excluded.data_encerramento, fila = excluded.fila,
				fila_por_minuto = excluded.fila_por_minuto
			RETURNING id`, eventID, s.ID, utc(&s.Inicio), utc(s.Fim), utc(s.Encerramento), boolInt(s.Fila),
			s.FilaPorMinuto).Scan(&id)
		if err != nil {
			return fmt.Errorf("sessão %s: %w", s.ID, err)
		}
		if err := syncSectors(ctx, tx, id, s, res); err != nil {
			return fmt.Errorf("sessão %s: %w", s.ID, within(fmt.Sprintf("sessoes.%d", i), err))
		}
		keep = append(keep, s.ID)
		res.Sessions++
	}
	return removeMissing(ctx, tx, sessionList, eventID, keep,
		`EXISTS (SELECT 1 FROM orders o WHERE o.event_id = sessions.event_id AND o.session_id = sessions.id)
			OR EXISTS (SELECT 1 FROM sectors WHERE session_id = sessions.id AND vendidos + reservados > 0)`,
		"session_id IN (%s)")
}

func syncSectors(ctx context.Context, tx *db.Tx, sessionID int64, s SessionInput, res *ApplyResult) error {
	keep := make([]string, 0, len(s.Setores))
	for i, sec := range s.Setores {
		var half *int64
		if sec.HalfOffered() {
			h := HalfPrice(sec.PrecoCentavos)
			half = &h
		}
		var committed int
		err := tx.QueryRow(ctx, "SELECT vendidos + reservados FROM sectors WHERE session_id = ? AND external_id = ?",
			sessionID, sec.ID).Scan(&committed)
		if err != nil && !errors.Is(err, db.ErrNotFound) {
			return err
		}
		if sec.Capacidade < committed {
			return refuse(fmt.Sprintf("setores.%d.capacidade", i), "setor %s: capacidade %d menor que os %d ingressos já vendidos ou reservados",
				sec.ID, sec.Capacidade, committed)
		}
		var sectorID int64
		err = tx.QueryRow(ctx, `INSERT INTO sectors (session_id, external_id, nome, preco, preco_meia, capacidade,
				inicio_venda, fim_venda, canal, ordem)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (session_id, external_id) DO UPDATE SET nome = excluded.nome, preco = excluded.preco,
				preco_meia = excluded.preco_meia, capacidade = excluded.capacidade,
				inicio_venda = excluded.inicio_venda, fim_venda = excluded.fim_venda, canal = excluded.canal,
				ordem = excluded.ordem
			RETURNING id`,
			sessionID, sec.ID, sec.Nome, sec.PrecoCentavos, half, sec.Capacidade, utc(sec.VendaInicio),
			utc(sec.VendaFim), sec.Canal, i).Scan(&sectorID)
		if err != nil {
			return fmt.Errorf("setor %s: %w", sec.ID, err)
		}
		if err := syncBatches(ctx, tx, sectorID, sec.Lotes); err != nil {
			return fmt.Errorf("setor %s: %w", sec.ID, within(fmt.Sprintf("setores.%d", i), err))
		}
		keep = append(keep, sec.ID)
		res.Sectors++
	}
	return removeMissing(ctx, tx, sectorList, sessionID, keep,
		`vendidos + reservados > 0 OR EXISTS (SELECT 1 FROM order_items i WHERE i.sector_id = sectors.id)`,
		"id IN (%s)")
}

func syncFAQ(ctx context.Context, tx *db.Tx, eventID int64, faq []FAQInput, res *ApplyResult) error {
	keep := make([]string, 0, len(faq))
	for i, q := range faq {
		if _, err := tx.Exec(ctx, `INSERT INTO faq_questions (event_id, external_id, pergunta, resposta, ordem)
			VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (event_id, external_id) DO UPDATE SET pergunta = excluded.pergunta,
				resposta = excluded.resposta, ordem = excluded.ordem`, eventID, q.ID, q.Pergunta, q.Resposta, i); err != nil {
			return fmt.Errorf("pergunta %s: %w", q.ID, err)
		}
		keep = append(keep, q.ID)
		res.Questions++
	}
	return removeMissing(ctx, tx, questionList, eventID, keep, "FALSE", "")
}

// childList is a list under an event: its table, the column naming the parent, the
// document's field and what people call its entries.
type childList struct{ table, parentCol, field, what string }

var (
	sessionList  = childList{"sessions", "event_id", "sessoes", "sessões"}
	sectorList   = childList{"sectors", "session_id", "setores", "setores"}
	questionList = childList{"faq_questions", "event_id", "faq", "perguntas"}
)

// removeMissing deletes the children of parent that the document no longer lists, refusing
// when one of them is referred (a condition on its row): an order refers to it, or its stock
// was taken. Orders are what refers to a session or a sector, and PostgreSQL's order tables
// have no foreign keys (migration 1900), so this is the check. On PostgreSQL it first locks
// the sector rows that orders of the rows to remove would take (sectorsOf: a condition on
// sectors given the rows' ids as a subquery): an order takes its sectors' rows before it
// commits, so it either committed first and the check sees it, or it waits and finds its
// sector gone. SQLite's transaction holds its one write lock from the start.
func removeMissing(ctx context.Context, tx *db.Tx, list childList, parent int64, keep []string, referred, sectorsOf string) error {
	table := list.table
	args := []any{parent}
	where := list.parentCol + " = ?"
	if len(keep) > 0 {
		where += " AND external_id NOT IN (?" + strings.Repeat(", ?", len(keep)-1) + ")"
		for _, k := range keep {
			args = append(args, k)
		}
	}
	if sectorsOf != "" && tx.Dialect() == db.Postgres {
		rows := "SELECT id FROM " + table + " WHERE " + where
		if _, err := tx.Exec(ctx, "SELECT id FROM sectors WHERE "+fmt.Sprintf(sectorsOf, rows)+" FOR UPDATE", args...); err != nil {
			return err
		}
	}
	var withOrders int
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM "+table+" WHERE "+where+" AND ("+referred+")", args...).Scan(&withOrders); err != nil {
		return err
	}
	if withOrders > 0 {
		return refuse(list.field, "não é possível remover %s com pedidos (ingressos vendidos, reservados ou pedidos encerrados)", list.what)
	}
	_, err := tx.Exec(ctx, "DELETE FROM "+table+" WHERE "+where, args...)
	return err
}
