package ticket

import (
	"strings"
	"testing"
	"time"
)

func TestICSFoldsAndEscapes(t *testing.T) {
	v := View{Token: strings.Repeat("a", 32), Event: Event{Nome: "Show; com, vírgulas \\ e uma linha\nnova — " + strings.Repeat("é", 60)},
		Sector: "Pista", Type: "half", URL: "https://loja.example/ingressos/x",
		Place: Place{Nome: "Arena", Endereco: "Rua A, 1", Cidade: "Florianópolis", UF: "SC"},
		start: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	ics := string(ICS(v, time.Date(2026, 11, 18, 15, 0, 0, 0, time.UTC)))
	if !strings.HasSuffix(ics, "END:VCALENDAR\r\n") || strings.Count(ics, "\n") != strings.Count(ics, "\r\n") {
		t.Fatalf("lines must end in CRLF:\n%q", ics)
	}
	var unfolded []string
	for _, line := range strings.Split(strings.TrimSuffix(ics, "\r\n"), "\r\n") {
		if len(line) > 75 {
			t.Errorf("line of %d octets", len(line))
		}
		if strings.HasPrefix(line, " ") {
			unfolded[len(unfolded)-1] += line[1:]
			continue
		}
		unfolded = append(unfolded, line)
	}
	want := `SUMMARY:Show\; com\, vírgulas \\ e uma linha\nnova — ` + strings.Repeat("é", 60)
	found := false
	for _, l := range unfolded {
		found = found || l == want
	}
	if !found {
		t.Errorf("summary not escaped and folded back whole: %q", unfolded)
	}
	if !strings.Contains(ics, "DTSTART:20261128T230000Z\r\n") {
		t.Errorf("DTSTART in UTC missing")
	}
}

func TestMaskCPF(t *testing.T) {
	if got := MaskCPF("12345678909"); got != "***.456.789-**" {
		t.Errorf("MaskCPF = %q", got)
	}
	if got := MaskCPF("123"); got != "***" {
		t.Errorf("short CPF: %q", got)
	}
}
