package httpapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/catalog/imports"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
)

// couponBody is a coupon as the console writes it: an entry of the import's cupons: and the
// events it is for.
type couponBody struct {
	catalog.CouponInput
	Eventos []int64 `json:"eventos" required:"true" minItems:"1" description:"The ids of the organizer's events the coupon is for."`
}

type couponPath struct {
	Codigo string `path:"codigo" description:"The coupon's code (case does not matter)."`
}

type couponUpdate struct {
	couponPath
	couponBody
}

func (a *API) listCoupons(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	list, err := a.Catalog.OrganizerCoupons(r.Context(), s.OrganizerID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

// readCoupon checks the body with the import's own code for a coupon.
func readCoupon(r *http.Request) (catalog.CouponInput, []int64, error) {
	var raw json.RawMessage
	if err := decodeJSON(r, &raw); err != nil {
		return catalog.CouponInput{}, nil, err
	}
	if len(raw) == 0 {
		return catalog.CouponInput{}, nil, apperr.New(apperr.Invalid, MsgBadRequest)
	}
	return imports.ParseCoupon(raw)
}

func (a *API) createCoupon(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	c, events, err := readCoupon(r)
	if err != nil {
		return err
	}
	out, err := a.Catalog.CreateCoupon(r.Context(), s.OrganizerID, c, events, a.auditCoupon(r.Context(), s, "coupon.create", c.Codigo))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, out)
	return nil
}

func (a *API) updateCoupon(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	c, events, err := readCoupon(r)
	if err != nil {
		return err
	}
	code := catalog.NormalizeCoupon(r.PathValue("codigo"))
	out, err := a.Catalog.UpdateCoupon(r.Context(), s.OrganizerID, code, c, events, a.Now(), a.auditCoupon(r.Context(), s, "coupon.update", code))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) deleteCoupon(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	code := catalog.NormalizeCoupon(r.PathValue("codigo"))
	msg, err := a.Catalog.DeleteCoupon(r.Context(), s.OrganizerID, code, a.Now(), a.auditCoupon(r.Context(), s, "coupon.delete", code))
	if err != nil {
		return err
	}
	ok(w, r, msg)
	return nil
}

// auditCoupon records a coupon's write inside the catalog's transaction of it.
func (a *API) auditCoupon(ctx context.Context, s orgauth.Session, action, code string) catalog.CouponWrite {
	return func(tx *db.Tx, before, after *catalog.OrganizerCoupon) error {
		return a.OrgAuth.Record(ctx, tx, s, action, code, nullable(before), nullable(after))
	}
}

// nullable is c for the audit's JSON, a nil interface (null) when there is none.
func nullable(c *catalog.OrganizerCoupon) any {
	if c == nil {
		return nil
	}
	return c
}
