package imports

import (
	"errors"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/apperr"
)

// The console's coupon is a file's coupon plus its events: local times are São Paulo's, the
// code is stored upper case, and problems come by field.
func TestParseCoupon(t *testing.T) {
	c, events, err := ParseCoupon([]byte(`{"codigo": " festa ", "tipo": "fixo", "valor": 1500, "usos": 3,
		"fim": "2026-12-31 23:00", "eventos": [4, 9]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.Codigo != "FESTA" || c.Valor != 1500 || *c.Usos != 3 || len(events) != 2 || events[1] != 9 ||
		!c.Fim.Equal(time.Date(2027, 1, 1, 2, 0, 0, 0, time.UTC)) {
		t.Errorf("coupon %+v, events %v", c, events)
	}
	_, _, err = ParseCoupon([]byte(`{"codigo": "x", "tipo": "percentual", "valor": 0, "eventos": []}`))
	var ae *apperr.Error
	if !errors.As(err, &ae) || ae.Code != apperr.Unprocessable || ae.Message != MsgCheckCoupon ||
		ae.Fields["codigo"] == "" || ae.Fields["valor"] == "" || ae.Fields["eventos"] != MsgCouponNoEvents {
		t.Errorf("a bad coupon: %#v", err)
	}
	if _, _, err := ParseCoupon([]byte(`{"codigo": "FESTA", "tipo": "fixo", "valor": 1}`)); !errors.As(err, &ae) || ae.Fields["eventos"] != MsgCouponNoEvents {
		t.Errorf("no events: %#v", err)
	}
}
