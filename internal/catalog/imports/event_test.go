package imports

import (
	"errors"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
)

// oneEvent is the event of valid, alone, as the console sends it: no id, no organizador, and
// its place already in the database.
const oneEvent = `{"nome": "Show", "slug": "show-bom", "categoria": 1, "local": "pl-db", "timezone": "America/Recife",
 "sessoes": [{"id": "s1", "inicio": "2026-12-10 21:00", "setores": [{"id": "pista", "nome": "Pista", "preco_centavos": 9999, "capacidade": 10, "lotes": null}]}],
 "faq": null, "cupons": []}`

type knownPlace struct{ known }

func (knownPlace) PlaceExists(id string) bool { return id == "pl-db" }

var owner = catalog.EventOwner{ID: "ev-1", Organizador: "org-db"}

func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	var e *apperr.Error
	if !errors.As(err, &e) || e.Code != apperr.Unprocessable {
		t.Fatalf("want a 422 apperr, got %v", err)
	}
	return e.Fields
}

// A console document is checked by the import's code and belongs to its owner: the id and
// organizer are filled in, a paid sector offers meia as in a file, and null lists are empty.
func TestParseEventFillsTheOwner(t *testing.T) {
	e, err := ParseEvent([]byte(oneEvent), knownPlace{}, owner)
	if err != nil {
		t.Fatal(err)
	}
	if e.ID != "ev-1" || e.Organizador != "org-db" || !e.Sessoes[0].Setores[0].HalfOffered() ||
		e.Sessoes[0].Inicio.Format("15:04 -07:00") != "21:00 -03:00" {
		t.Errorf("event %+v", e)
	}
	if _, err := ParseEvent([]byte(strings.Replace(oneEvent, `"nome": "Show"`, `"id": "ev-1", "organizador": "org-db", "nome": "Show"`, 1)),
		knownPlace{}, owner); err != nil {
		t.Errorf("naming the owner itself: %v", err)
	}
	copied := catalog.EventOwner{ID: "ev-novo", Organizador: "org-db", New: true}
	e, err = ParseEvent([]byte(strings.Replace(oneEvent, `"nome"`, `"id": "ev-1", "nome"`, 1)), knownPlace{}, copied)
	if err != nil || e.ID != "ev-novo" {
		t.Errorf("a copied document makes a new event: %v %q", err, e.ID)
	}
}

// Every problem sits beside its field, with the import's message, however deep, JSON on one
// line included; another organizer or another event's id is refused.
func TestParseEventReportsByField(t *testing.T) {
	bad := strings.NewReplacer(`"nome": "Show"`, `"nome": "", "organizador": "outra", "id": "ev-2", "telefone": 1`,
		`"preco_centavos": 9999`, `"preco_centavos": "caro"`, `"capacidade": 10`, `"capacidade": 0`,
		`"local": "pl-db"`, `"local": "nenhum"`).Replace(oneEvent)
	got := fieldsOf(t, mustFail(ParseEvent([]byte(bad), knownPlace{}, owner)))
	want := map[string]string{
		"nome":                               "informe nome",
		"organizador":                        MsgOtherOrganizer,
		"id":                                 MsgOtherEvent,
		"telefone":                           `campo desconhecido "telefone" em evento`,
		"local":                              `evento ev-1: local "nenhum" não existe`,
		"sessoes.0.setores.0.preco_centavos": "valor inválido: !!str `caro` onde se espera int64",
		"sessoes.0.setores.0.capacidade":     "setor pista: capacidade deve ser de 1 a 1000000",
	}
	for field, msg := range want {
		if got[field] != msg {
			t.Errorf("%s: %q, want %q", field, got[field], msg)
		}
	}
	if len(got) != len(want) {
		t.Errorf("fields %v", got)
	}
	missing := fieldsOf(t, mustFail(ParseEvent([]byte(`{"nome": "Show"}`), knownPlace{}, owner)))
	if missing["categoria"] != "evento ev-1: informe categoria" || missing["sessoes"] != "evento ev-1: informe ao menos uma sessão" ||
		missing["timezone"] == "" || missing["local"] != "evento ev-1: informe local" {
		t.Errorf("missing fields: %v", missing)
	}
	var e *apperr.Error
	if _, err := ParseEvent([]byte(`[1, 2]`), knownPlace{}, owner); !errors.As(err, &e) || e.Message != "evento deve ser um objeto com campos" {
		t.Errorf("not an object: %v", err)
	}
	if _, err := ParseEvent([]byte(`{{{`), knownPlace{}, owner); !errors.As(err, &e) || !strings.HasPrefix(e.Message, "arquivo ilegível") {
		t.Errorf("unreadable: %v", err)
	}
}

func mustFail(_ catalog.EventInput, err error) error { return err }

// No document crashes the check, and one it accepts belongs to its owner.
func FuzzParseEvent(f *testing.F) {
	f.Add([]byte(oneEvent))
	f.Add([]byte(`{"id": 1, "organizador": ["x"], "sessoes": {"a": 1}}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		e, err := ParseEvent(src, knownPlace{}, owner)
		if err == nil && (e.ID != owner.ID || e.Organizador != owner.Organizador || e.Nome == "") {
			t.Errorf("accepted %+v", e)
		}
	})
}
