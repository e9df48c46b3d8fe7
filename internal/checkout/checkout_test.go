package checkout

import (
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
)

func TestFeeAndDiscountAreExactCentavos(t *testing.T) {
	for _, tt := range []struct {
		amount int64
		bp     int
		want   int64
	}{
		{10000, 1000, 1000}, {14400, 1000, 1440}, {5, 1000, 1}, {4, 1000, 0}, {999, 250, 25}, {100, -1, 0}, {0, 1000, 0},
	} {
		if got := Fee(tt.amount, tt.bp); got != tt.want {
			t.Errorf("Fee(%d, %d) = %d, want %d", tt.amount, tt.bp, got, tt.want)
		}
	}
	pct := &coupon{kind: catalog.CouponPercent, value: 10}
	fixed := &coupon{kind: catalog.CouponFixed, value: 5000}
	var none *coupon
	for _, tt := range []struct {
		c        *coupon
		eligible int64
		want     int64
	}{
		{pct, 16000, 1600}, {pct, 999, 99}, {fixed, 30000, 5000}, {fixed, 3000, 3000}, {none, 1000, 0}, {pct, 0, 0},
	} {
		if got := tt.c.discount(tt.eligible); got != tt.want {
			t.Errorf("discount(%d) = %d, want %d", tt.eligible, got, tt.want)
		}
	}
}

func TestMoney(t *testing.T) {
	for c, want := range map[int64]string{0: "R$ 0,00", 5: "R$ 0,05", 11000: "R$ 110,00", 123456789: "R$ 1.234.567,89", -1500: "-R$ 15,00"} {
		if got := Money(c); got != want {
			t.Errorf("Money(%d) = %q, want %q", c, got, want)
		}
	}
}

func TestValidateNormalisesAndNamesFields(t *testing.T) {
	r := CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 2, Type: TypeHalf, Quantity: 2, Attendees: []AttendeeInput{
		{Name: " Ana ", CPF: "529.982.247-25", HalfProof: "estudante"},
		{Name: "", CPF: "111.111.111-11", HalfProof: "vip"},
	}}}, Buyer: &BuyerInput{Name: "Ana", Email: " ANA@Example.com ", CPF: "52998224725", Phone: "(48) 99999 0000"}}
	err := r.validate(true)
	e := apperr.From(err)
	for _, f := range []string{"items.0.attendees.1.name", "items.0.attendees.1.cpf", "items.0.attendees.1.half_proof"} {
		if e.Fields[f] == "" {
			t.Errorf("no message for %s: %v", f, e.Fields)
		}
	}
	if len(e.Fields) != 3 || r.Items[0].Attendees[0].CPF != "52998224725" || r.Buyer.Email != "ana@example.com" ||
		r.Buyer.Phone != "(48) 9 9999-0000" {
		t.Errorf("normalised: %+v %+v %v", r.Items[0].Attendees[0], r.Buyer, e.Fields)
	}
	bad := CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 2, Type: "vip", Quantity: 1, Attendees: nil}}}
	if e := apperr.From(bad.validate(false)); e.Fields["items.0.type"] == "" || e.Fields["items.0.attendees"] == "" {
		t.Errorf("shape: %v", e.Fields)
	}
}

// Each bad input is named on its own field, with what is wrong with it.
func TestValidateSaysWhatIsWrong(t *testing.T) {
	one := func(name string) []ItemInput {
		return []ItemInput{{SectorID: 2, Type: TypeFull, Quantity: 1, Attendees: []AttendeeInput{{Name: name, CPF: "52998224725"}}}}
	}
	many := make([]ItemInput, 21)
	for i := range many {
		many[i] = one("Ana")[0]
	}
	cases := []struct {
		name  string
		req   CreateRequest
		field string
		want  string
	}{
		{"too many items", CreateRequest{SessionID: 1, Items: many}, "items", MsgManyItems},
		{"quantity 0", CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 2, Type: TypeFull, Quantity: 0}}}, "items.0.quantity", MsgBadQuantity},
		{"quantity huge", CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 2, Type: TypeFull, Quantity: 1 << 40}}}, "items.0.quantity", MsgBadQuantity},
		{"attendees short", CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 2, Type: TypeFull, Quantity: 2, Attendees: one("Ana")[0].Attendees}}}, "items.0.attendees", MsgAttendees},
		{"long name", CreateRequest{SessionID: 1, Items: one(strings.Repeat("a", 201))}, "items.0.attendees.0.name", account.MsgTooLong},
		{"invisible name", CreateRequest{SessionID: 1, Items: one("\u200b\u200b ")}, "items.0.attendees.0.name", account.MsgRequired},
		{"control in name", CreateRequest{SessionID: 1, Items: one("Ana\x1b[31m")}, "items.0.attendees.0.name", MsgBadName},
		{"right-to-left override", CreateRequest{SessionID: 1, Items: one("Ana \u202egpj.exe")}, "items.0.attendees.0.name", MsgBadName},
		{"long referral", CreateRequest{SessionID: 1, Items: one("Ana"), Referral: strings.Repeat("r", 101)}, "referral", MsgBadReferral},
		{"long password", CreateRequest{SessionID: 1, Items: one("Ana"), Senha: strings.Repeat("s", 101)}, "senha", account.MsgTooLong},
	}
	for _, c := range cases {
		e := apperr.From(c.req.validate(false))
		if e == nil || len(e.Fields) != 1 || e.Fields[c.field] != c.want {
			t.Errorf("%s: %v, want %s: %q", c.name, e, c.field, c.want)
		}
	}
	ok := CreateRequest{SessionID: 1, Items: one("José da Silva Conceição 👍")}
	if err := ok.validate(false); err != nil {
		t.Errorf("a name with accents and an emoji: %v", err)
	}
}

func TestCPFCountsAndMask(t *testing.T) {
	items := []ItemInput{
		{Type: TypeFull, Attendees: []AttendeeInput{{CPF: "2"}, {CPF: "1"}}},
		{Type: TypeHalf, Attendees: []AttendeeInput{{CPF: "1"}}},
	}
	got := countCPFs(items)
	if len(got) != 2 || got[0] != (cpfCount{"1", 2, 1}) || got[1] != (cpfCount{"2", 1, 0}) {
		t.Errorf("counts: %+v", got)
	}
	if m := maskCPF("52998224725"); m != "***.982.247-**" || strings.Contains(maskCPF("1"), "1") {
		t.Errorf("mask: %q", m)
	}
	if validHash(strings.Repeat("a", 31)) || !validHash(newToken()) || validHash(strings.Repeat("G", 32)) {
		t.Error("validHash")
	}
}

// FuzzCreateValidation: no body shape makes validation panic.
func FuzzCreateValidation(f *testing.F) {
	f.Add("Ana", "529.982.247-25", "estudante", "half", 1)
	f.Add("", "", "", "", -3)
	f.Fuzz(func(t *testing.T, name, cpf, proof, kind string, qty int) {
		atts := make([]AttendeeInput, 0, 3)
		for range min(max(qty, 0), 3) {
			atts = append(atts, AttendeeInput{Name: name, CPF: cpf, HalfProof: proof})
		}
		r := CreateRequest{SessionID: 1, Items: []ItemInput{{SectorID: 1, Type: kind, Quantity: qty, Attendees: atts}},
			Buyer: &BuyerInput{Name: name, Email: name, CPF: cpf, Phone: proof}}
		_ = r.validate(true)
	})
}

func TestStockMessagesCountInPortuguese(t *testing.T) {
	for got, want := range map[string]string{
		msgSoldOut("Camarote", 1): "Resta apenas 1 ingresso para o setor Camarote.",
		msgSoldOut("Camarote", 3): "Restam apenas 3 ingressos para o setor Camarote.",
		msgSoldOut("Camarote", 0): "Ingressos esgotados para o setor Camarote.",
		msgOrderLimit(1):          "Limite de 1 ingresso por pedido.",
		msgCPFLimit(6):            "Limite de 6 ingressos por CPF neste evento.",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}
