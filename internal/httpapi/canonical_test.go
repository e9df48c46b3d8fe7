package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// marshalled is canonicalJSON's definition: the body decoded with UseNumber and encoded again.
func marshalled(body []byte) []byte {
	if !json.Valid(body) {
		return body
	}
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return body
	}
	out, err := json.Marshal(v)
	if err != nil {
		return body
	}
	return out
}

var canonicalCases = []string{
	`{"session_id": 5, "items": [{"type": "full", "quantity": 1}], "buyer": {"name": "Ana"}}`,
	` { } `, `[]`, `[ ]`, `"só"`, `12`, `-0.50e+3`, `10.0`, `true`, `null`, `[1, 2.0, "x", false, null, {}]`,
	`{"b": 1, "a": 2, "b": 3}`, `{"a": 1, "\u0061": 2}`, `{"\u00e9": "\u00e9", "é": "é"}`,
	`{"html": "<b>&amp;</b>", "<k>": 1}`, "{\"sep\": \"a\u2028b\u2029c\"}", `{"esc": "tab\tquote\"slash\/back\\"}`,
	`{"emoji": "\ud83d\ude00 😀", "bad": "\udc00"}`, "{\"latin1\": \"caf\xe9\"}", `{"z": {"y": {"x": [{"b": 1, "a": 0}]}}}`,
	"{\r\n\t\"a\" :\n[ 1 ,\t2 ]\r\n}", `{"a": 1`, `not json`, `{"a": 1} {"b": 2}`, ``,
}

func TestCanonicalJSONIsTheMarshalledBody(t *testing.T) {
	for _, c := range canonicalCases {
		if got, want := canonicalJSON([]byte(c)), marshalled([]byte(c)); !bytes.Equal(got, want) {
			t.Errorf("%q:\n got %s\nwant %s", c, got, want)
		}
	}
	// Random documents, written with their keys in random order and random spacing.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		c := randomJSON(rng, 0)
		if got, want := canonicalJSON([]byte(c)), marshalled([]byte(c)); !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", c, got, want)
		}
	}
}

func FuzzCanonicalJSON(f *testing.F) {
	for _, c := range canonicalCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		if got, want := canonicalJSON(body), marshalled(body); !bytes.Equal(got, want) {
			t.Errorf("%q:\n got %s\nwant %s", body, got, want)
		}
	})
}

func randomJSON(rng *rand.Rand, depth int) string {
	space := []string{"", " ", "\n\t"}[rng.IntN(3)]
	texts := []string{"a", "b", "ab", `\u0061`, "é", `\u00e9`, "<&>", `q\"`, "\u2028", "😀", ""}
	switch k := rng.IntN(7); {
	case depth < 3 && k == 0:
		var members []string
		for range rng.IntN(5) {
			members = append(members, fmt.Sprintf(`%s"%s"%s:%s`, space, texts[rng.IntN(len(texts))], space, randomJSON(rng, depth+1)))
		}
		return "{" + strings.Join(members, ",") + space + "}"
	case depth < 3 && k == 1:
		var items []string
		for range rng.IntN(4) {
			items = append(items, space+randomJSON(rng, depth+1))
		}
		return "[" + strings.Join(items, ",") + "]"
	case k == 2:
		return `"` + texts[rng.IntN(len(texts))] + `"`
	case k == 3:
		return []string{"0", "-1", "2.50", "1e3", "1E-2", "123456789012345678901234567890"}[rng.IntN(6)]
	default:
		return []string{"true", "false", "null"}[rng.IntN(3)]
	}
}

func BenchmarkCanonicalJSON(b *testing.B) {
	body := []byte(`{"buyer":{"cpf":"52998224725","email":"comprador@example.com","name":"Comprador","phone":"11987654321"},` +
		`"items":[{"attendees":[{"cpf":"52998224725","name":"Pessoa"}],"quantity":1,"sector_id":12,"type":"full"}],"session_id":5}`)
	for b.Loop() {
		canonicalJSON(body)
	}
}
