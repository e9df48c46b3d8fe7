package orgauth

import (
	"context"
	"errors"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Users lists the organizer's users, owners first.
func (s *Service) Users(ctx context.Context, organizerID int64) ([]User, error) {
	rows, err := s.db.Query(ctx, `SELECT id, name, email, role FROM organizer_users WHERE organizer_id = ?
		AND removed_at IS NULL ORDER BY role = 'owner' DESC, name, id`, organizerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []User{}
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Name, &u.Email, &u.Role); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// SetRole changes a user's role; removed, it ends their access and their sessions. Both leave
// the organizer at least one owner, and are audited. A user of another organizer is not found.
func (s *Service) SetRole(ctx context.Context, by Session, userID int64, role Role) (User, error) {
	if !role.Valid() {
		return User{}, apperr.Field("role", MsgBadRole)
	}
	return s.change(ctx, by, userID, &role)
}

// Remove ends a user's access (see SetRole).
func (s *Service) Remove(ctx context.Context, by Session, userID int64) error {
	_, err := s.change(ctx, by, userID, nil)
	return err
}

func (s *Service) change(ctx context.Context, by Session, userID int64, role *Role) (User, error) {
	var out User
	now := s.utcNow()
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		// The organizer's row is the lock two owners changing each other's roles queue on, so
		// they cannot both step down and leave nobody in charge.
		if _, err := tx.Exec(ctx, "UPDATE organizers SET id = id WHERE id = ?", by.OrganizerID); err != nil {
			return err
		}
		err := tx.QueryRow(ctx, `SELECT id, name, email, role FROM organizer_users WHERE id = ? AND organizer_id = ?
			AND removed_at IS NULL`, userID, by.OrganizerID).Scan(&out.ID, &out.Name, &out.Email, &out.Role)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, MsgUserNotFound)
		}
		if err != nil {
			return err
		}
		before := out
		if out.Role == Owner && (role == nil || *role != Owner) {
			var owners int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM organizer_users WHERE organizer_id = ? AND role = 'owner'
				AND removed_at IS NULL`, by.OrganizerID).Scan(&owners); err != nil {
				return err
			}
			if owners <= 1 {
				return apperr.New(apperr.Conflict, MsgLastOwner)
			}
		}
		if role == nil {
			if _, err := tx.Exec(ctx, "UPDATE organizer_users SET removed_at = ? WHERE id = ?", now, userID); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, "UPDATE organizer_sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
				now, userID); err != nil {
				return err
			}
			return audit(ctx, tx, by, now, "user.remove", out.Email, before, nil)
		}
		out.Role = *role
		if _, err := tx.Exec(ctx, "UPDATE organizer_users SET role = ? WHERE id = ?", string(*role), userID); err != nil {
			return err
		}
		return audit(ctx, tx, by, now, "user.role", out.Email, before, out)
	})
	return out, err
}
