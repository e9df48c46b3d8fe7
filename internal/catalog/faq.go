package catalog

import (
	"context"
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// MsgQuestionNotFound answers an unknown FAQ question.
const MsgQuestionNotFound = "Pergunta não encontrada."

// Question is one FAQ entry of an event.
type Question struct {
	ID            int64  `json:"id"`
	Pergunta      string `json:"pergunta"`
	Resposta      string `json:"resposta"`
	Visualizacoes int    `json:"visualizacoes"`
}

// FAQ lists an event's questions in order; an event without any gets an empty list, an
// unknown event or a draft 404. A protected event's questions need its password, as its page does.
func (s *Service) FAQ(ctx context.Context, eventID int64, senha string) ([]Question, error) {
	var visibility, password string
	err := s.db.QueryRow(ctx, "SELECT site_visibilidade, site_senha FROM events WHERE id = ? AND published_at IS NOT NULL", eventID).
		Scan(&visibility, &password)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("event %d: %w", eventID, err)
	}
	if err := checkPassword(visibility, password, senha); err != nil {
		return nil, err
	}
	rows, err := s.db.Query(ctx, `SELECT id, pergunta, resposta, visualizacoes FROM faq_questions
		WHERE event_id = ? ORDER BY ordem, id`, eventID)
	if err != nil {
		return nil, fmt.Errorf("faq of %d: %w", eventID, err)
	}
	defer rows.Close()
	out := []Question{}
	for rows.Next() {
		var q Question
		if err := rows.Scan(&q.ID, &q.Pergunta, &q.Resposta, &q.Visualizacoes); err != nil {
			return nil, fmt.Errorf("scan question: %w", err)
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

// LogQuestionView counts one opening of a question of a published event, atomically on both
// engines.
func (s *Service) LogQuestionView(ctx context.Context, eventID, questionID int64) (int, error) {
	var views int
	err := s.db.QueryRow(ctx, `UPDATE faq_questions SET visualizacoes = visualizacoes + 1
		WHERE event_id = ? AND id = ? AND event_id IN (SELECT id FROM events WHERE published_at IS NOT NULL)
		RETURNING visualizacoes`, eventID, questionID).Scan(&views)
	if errors.Is(err, db.ErrNotFound) {
		return 0, apperr.New(apperr.NotFound, MsgQuestionNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("log question view: %w", err)
	}
	return views, nil
}
