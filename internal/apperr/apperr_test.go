package apperr

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
)

func TestStatus(t *testing.T) {
	tests := map[Code]int{
		Invalid: 400, Unauthorized: 401, Forbidden: 403, NotFound: 404, Conflict: 409,
		Precondition: 412, TooMany: 429, Internal: 500, Code("nonsense"): 500,
	}
	for code, want := range tests {
		if got := Status(code); got != want {
			t.Errorf("Status(%s) = %d, want %d", code, got, want)
		}
	}
}

func TestFrom(t *testing.T) {
	wrapped := fmt.Errorf("ctx: %w", Field("email", "Email já cadastrado."))
	if e := From(wrapped); e.Code != Invalid || e.Fields["email"] != "Email já cadastrado." {
		t.Errorf("From(wrapped) = %+v", e)
	}
	if e := From(errors.New("disk on fire")); e.Code != Internal || e.Message != InternalMessage {
		t.Errorf("internal errors must not leak: %+v", e)
	}
	if Status(From(errors.New("x")).Code) != http.StatusInternalServerError {
		t.Error("plain errors must map to 500")
	}
}

// Every code answers a reason of the documented list, and a precise reason survives English.
func TestReasons(t *testing.T) {
	listed := map[any]bool{}
	for _, r := range Reason("").Enum() {
		if listed[r] {
			t.Errorf("reason %v listed twice", r)
		}
		listed[r] = true
	}
	for code := range statuses {
		if why := New(code, "x").Why(); !listed[why] {
			t.Errorf("code %s answers reason %q, not in the list", code, why)
		}
	}
	e := New(Conflict, "Cupom esgotado.").Because(CouponUsedUp)
	if got := e.InEnglish(); got.Why() != CouponUsedUp || got.Message != "Coupon used up." {
		t.Errorf("InEnglish = %+v", got)
	}
	if plain := New(Conflict, "x"); plain.Why() != Conflicting || e.Reason == plain.Reason {
		t.Errorf("Because must copy, not change the original: %+v", plain)
	}
}

// docs/api-contract.md explains every reason a client may meet.
func TestReasonsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/api-contract.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range reasons {
		if !strings.Contains(string(doc), "`"+string(r)+"`") {
			t.Errorf("docs/api-contract.md does not explain reason %s", r)
		}
	}
}
