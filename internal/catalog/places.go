package catalog

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// MsgPlaceTaken refuses a new place whose id another place has.
const MsgPlaceTaken = "Já existe um local com este id: escolha outro ou deixe o id em branco."

// PlaceEntry is a place as the console offers it to events: the import's fields with its city's
// name and state.
type PlaceEntry struct {
	ID         string   `json:"id" description:"The place's id, what an event's local names."`
	Nome       string   `json:"nome"`
	Endereco   string   `json:"endereco"`
	Bairro     string   `json:"bairro"`
	CEP        string   `json:"cep"`
	CidadeIBGE int      `json:"cidade_ibge" description:"The municipality's IBGE code."`
	Cidade     string   `json:"cidade" description:"The municipality's name."`
	Estado     string   `json:"estado" description:"The municipality's UF."`
	Latitude   *float64 `json:"latitude"`
	Longitude  *float64 `json:"longitude"`
}

// MaxPlaceResults caps one list of places.
const MaxPlaceResults = 50

const placeColumns = `SELECT p.external_id, p.nome, p.endereco, p.bairro, p.cep, p.city_id, c.name, c.state,
	p.latitude, p.longitude FROM places p JOIN cities c ON c.id = p.city_id`

// Places lists the store's places, shared by all its organizers (a place is public), whose
// name or city contains q (case and, in the city, accents aside), by name; all of them
// when q is empty, up to MaxPlaceResults.
func (s *Service) Places(ctx context.Context, q string) ([]PlaceEntry, error) {
	key := SearchKey(q)
	contains := "%" + likeEscape(key) + "%"
	rows, err := s.db.Query(ctx, placeColumns+`
		WHERE ? = '' OR LOWER(p.nome) LIKE ? ESCAPE '\' OR LOWER(p.nome) LIKE ? ESCAPE '\' OR c.search_key LIKE ? ESCAPE '\'
		ORDER BY p.nome, p.external_id LIMIT ?`,
		key, "%"+likeEscape(strings.ToLower(strings.TrimSpace(q)))+"%", contains, contains, MaxPlaceResults)
	if err != nil {
		return nil, fmt.Errorf("places: %w", err)
	}
	defer rows.Close()
	out := []PlaceEntry{}
	for rows.Next() {
		var p PlaceEntry
		if err := rows.Scan(&p.ID, &p.Nome, &p.Endereco, &p.Bairro, &p.CEP, &p.CidadeIBGE, &p.Cidade, &p.Estado,
			&p.Latitude, &p.Longitude); err != nil {
			return nil, fmt.Errorf("scan place: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// PlaceChecker reads one place document and checks it as the import checks each place of a
// file: imports.ParsePlace. The id may be left out (CreatePlace makes one).
type PlaceChecker func(src []byte, refs References) (PlaceInput, error)

// SetPlaceChecker sets the check CreatePlace runs (imports.ParsePlace: see SetEventChecker).
func (s *Service) SetPlaceChecker(c PlaceChecker) { s.checkPlace = c }

// PlaceWrite runs inside the transaction of a place's creation (the console's audit).
type PlaceWrite func(tx *db.Tx, saved PlaceEntry) error

// CreatePlace makes a place of organizer's from src, one place in the import's format checked
// by the import's own code. Without an id, one is made from the name, unique. An id already
// taken is refused (409).
func (s *Service) CreatePlace(ctx context.Context, organizer int64, src []byte, within PlaceWrite) (PlaceEntry, error) {
	if s.checkPlace == nil {
		return PlaceEntry{}, errors.New("catalog: no place checker set (SetPlaceChecker)")
	}
	known, err := s.LoadKnown(ctx)
	if err != nil {
		return PlaceEntry{}, err
	}
	in, err := s.checkPlace(src, known)
	if err != nil {
		return PlaceEntry{}, err
	}
	var saved PlaceEntry
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if in.ID == "" {
			id, err := freePlaceID(ctx, tx, in.Nome)
			if err != nil {
				return err
			}
			in.ID = id
		}
		res, err := tx.Exec(ctx, `INSERT INTO places (external_id, nome, endereco, bairro, cep, city_id, latitude, longitude, organizer_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (external_id) DO NOTHING`,
			in.ID, in.Nome, in.Endereco, in.Bairro, in.CEP, in.CidadeIBGE, in.Latitude, in.Longitude, organizer)
		if err != nil {
			return fmt.Errorf("create place: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return &apperr.Error{Code: apperr.Conflict, Message: MsgPlaceTaken, Fields: map[string]string{"id": MsgPlaceTaken}}
		}
		if err := tx.QueryRow(ctx, placeColumns+" WHERE p.external_id = ?", in.ID).Scan(&saved.ID, &saved.Nome,
			&saved.Endereco, &saved.Bairro, &saved.CEP, &saved.CidadeIBGE, &saved.Cidade, &saved.Estado,
			&saved.Latitude, &saved.Longitude); err != nil {
			return err
		}
		return within(tx, saved)
	})
	if err != nil {
		return PlaceEntry{}, err
	}
	return saved, nil
}

var notSlug = regexp.MustCompile(`[^a-z0-9]+`)

// freePlaceID is an id made from name (its letters and digits, folded, joined by hyphens) that
// no place has: "Teatro Álvaro de Carvalho" is teatro-alvaro-de-carvalho, then -2, -3...
func freePlaceID(ctx context.Context, tx *db.Tx, name string) (string, error) {
	base := strings.Trim(notSlug.ReplaceAllString(SearchKey(name), "-"), "-")
	if len(base) > 80 {
		base = strings.TrimRight(base[:80], "-")
	}
	if base == "" {
		base = "local"
	}
	for n := 1; ; n++ {
		id := base
		if n > 1 {
			id += "-" + strconv.Itoa(n)
		}
		var taken int
		err := tx.QueryRow(ctx, "SELECT 1 FROM places WHERE external_id = ?", id).Scan(&taken)
		if errors.Is(err, db.ErrNotFound) {
			return id, nil
		}
		if err != nil {
			return "", err
		}
	}
}
