package httpapi

import (
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/orgauth"
)

// couponRoutes are the organizer's coupons across its events (docs/back-office.md): the rows of
// each event's cupons: that the import and the event document also write.
func (a *API) couponRoutes() []route {
	return []route{
		{"listOrganizerCoupons", "GET", "/api/organizer/coupons", "Owner, manager, finance: the organizer's coupons by code, with each event's uses", "organizer",
			nil, new([]catalog.OrganizerCoupon), a.console(couponReaders, a.listCoupons), console, codes(403)},
		{"createOrganizerCoupon", "POST", "/api/organizer/coupons", "Owner, manager: create a coupon in some of the organizer's events, checked as the import's cupons:", "organizer",
			new(couponBody), new(catalog.SavedCoupon), a.console(eventEditors, a.createCoupon), console, codes(201, 403, 404, 409, 422)},
		{"updateOrganizerCoupon", "PUT", "/api/organizer/coupons/{codigo}", "Owner, manager: change a coupon in every event, add events, and take it off events (ended, not deleted, where it was used)", "organizer",
			new(couponUpdate), new(catalog.SavedCoupon), a.console(eventEditors, a.updateCoupon), console, codes(403, 404, 422)},
		{"deleteOrganizerCoupon", "DELETE", "/api/organizer/coupons/{codigo}", "Owner, manager: delete a coupon; where orders used it, it is ended (fim = now) instead", "organizer",
			new(couponPath), new(Message), a.console(eventEditors, a.deleteCoupon), console, codes(403, 404)},
	}
}

// couponReaders may see coupons: finance reads them beside sales.
var couponReaders = []orgauth.Role{orgauth.Owner, orgauth.Manager, orgauth.Finance}
