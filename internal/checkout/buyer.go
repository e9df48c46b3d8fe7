package checkout

import (
	"context"
	"errors"
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

type buyerRow struct {
	name, email, cpf, phone string
}

func (s *Service) buyer(ctx context.Context, shop Shop, req CreateRequest) (buyerRow, error) {
	if shop.CustomerID == nil {
		b := req.Buyer
		return buyerRow{name: b.Name, email: b.Email, cpf: b.CPF, phone: b.Phone}, nil
	}
	var b buyerRow
	var last string
	var doc *string
	err := s.db.QueryRow(ctx, `SELECT name, lastname, email, document, phone FROM customers
		WHERE id = ? AND removed_at IS NULL`, *shop.CustomerID).Scan(&b.name, &last, &b.email, &doc, &b.phone)
	if errors.Is(err, db.ErrNotFound) {
		return buyerRow{}, apperr.New(apperr.Unauthorized, account.MsgSessionExpired)
	}
	if err != nil {
		return buyerRow{}, err
	}
	b.name = strings.TrimSpace(b.name + " " + last)
	if doc != nil {
		b.cpf = *doc
	}
	return b, nil
}
