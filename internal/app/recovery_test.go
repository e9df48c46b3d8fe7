package app_test

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
)

// Password recovery answers before it looks the address up: a known and an unknown address do
// the same work before the answer (validate, rate limits, hand over), so its timing tells
// nothing. Proved without a clock: while the account tables are locked, so that any lookup or
// code would wait, both requests are answered; the known address gets its code afterwards.
func TestRecoveryAnswersBeforeLookingUp(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		known, unknown := "ana@example.com", "ninguem@example.com"
		confirmedLogin(t, a, srv, known, "52998224725")
		before := mailsTo(t, a, known)

		release := lockAccounts(t, a)
		answers := make(chan map[string]any, 2)
		for _, email := range []string{known, unknown} {
			go func() {
				code, out := call(t, srv, "POST", "/api/clients/password/recover", "", map[string]string{"email": email})
				if code != 200 {
					t.Errorf("recover %s: %d %v", email, code, out)
				}
				answers <- out
			}()
		}
		var got []any
		ceiling := time.After(90 * time.Second) // a limit, not a wait: both answer at once
		for len(got) < 2 {
			select {
			case out := <-answers:
				got = append(got, out["message"])
			case <-ceiling:
				release()
				for len(got) < 2 {
					got = append(got, (<-answers)["message"])
				}
				t.Fatal("a recovery waited for the account tables before answering")
			}
		}
		release()
		if got[0] != got[1] || got[0] != "Se o e-mail estiver cadastrado, enviamos um código para ele." {
			t.Errorf("recovery answers differ: %q", got)
		}
		if n := mailsTo(t, a, known); n != before+1 {
			t.Errorf("the known address got %d new e-mails, want 1", n-before)
		}
		if n := mailsTo(t, a, unknown); n != 0 {
			t.Errorf("the unknown address got %d e-mails", n)
		}
	})
}

// lockAccounts holds the accounts' tables until release: on PostgreSQL nothing reads or writes
// them meanwhile; on SQLite nothing writes (a code cannot be issued).
func lockAccounts(t *testing.T, a *app.App) (release func()) {
	return lockTables(t, a, "customers, one_time_tokens")
}
