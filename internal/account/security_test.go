package account

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
)

var testNow = time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)

func newTestService(d *db.DB, secret string) *Service {
	return NewService(d, mail.NewQueue(d, &mail.Outbox{}), ratelimit.NewMemory(), func() time.Time { return testNow },
		[]byte(secret))
}

func register(t *testing.T, s *Service, email, cpf string) Customer {
	t.Helper()
	c, err := s.Register(context.Background(), Registration{Email: email, Name: "Ana", Lastname: "Souza",
		Country: "BR", Document: cpf, Phone: "(48) 9 9999-0000", Password: "segredo1", ConfirmPassword: "segredo1", TermsAccepted: true},
		"pt", "203.0.113.1")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// 200 guesses racing for one code: each takes a try with a conditional update before it may
// compare, so at most MaxCodeTries comparisons happen and the right code, sent after them,
// is refused. (Reading attempts, comparing and then adding one let dozens through.)
func TestParallelGuessesGetFiveTries(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newTestService(d, "a-test-secret-of-enough-length-000")
		ctx := context.Background()
		c := register(t, s, "ana@example.com", "52998224725")
		code, err := s.issueCode(ctx, c.ID, purposeConfirm)
		if err != nil {
			t.Fatal(err)
		}
		wrong := "000000"
		if code == wrong {
			wrong = "111111"
		}
		var wg sync.WaitGroup
		errs := make(chan error, 200)
		for i := range 200 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Each guess from its own address: the per-address limit is not what is tested.
				errs <- s.ConfirmRegistration(ctx, c.ID, wrong, "198.51.100."+strconv.Itoa(i))
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if apperr.From(err).Code != apperr.Invalid {
				t.Fatalf("a wrong guess answered %v", err)
			}
		}
		var attempts int
		if err := d.QueryRow(ctx, "SELECT attempts FROM one_time_tokens WHERE customer_id = ?", c.ID).Scan(&attempts); err != nil {
			t.Fatal(err)
		}
		if attempts > MaxCodeTries {
			t.Errorf("%d guesses were checked, at most %d may be", attempts, MaxCodeTries)
		}
		if err := s.ConfirmRegistration(ctx, c.ID, code, "192.0.2.1"); err == nil {
			t.Error("the right code must be dead after the tries are spent")
		}
	})
}

// Codes are stored as an HMAC under the server secret: the plain SHA-256 of the code (which a
// table leak would reverse in a second) is not what is stored, and another secret cannot check it.
func TestCodesStoredAsKeyedHash(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newTestService(d, "first-secret-of-enough-length-00000")
		ctx := context.Background()
		c := register(t, s, "ana@example.com", "52998224725")
		code, err := s.issueCode(ctx, c.ID, purposeReset)
		if err != nil {
			t.Fatal(err)
		}
		var stored string
		if err := d.QueryRow(ctx, "SELECT code_hash FROM one_time_tokens WHERE customer_id = ?", c.ID).Scan(&stored); err != nil {
			t.Fatal(err)
		}
		plain := sha256.Sum256([]byte(code))
		if stored == hex.EncodeToString(plain[:]) || stored == code {
			t.Fatal("code stored unkeyed")
		}
		other := newTestService(d, "second-secret-of-enough-length-0000")
		if err := other.checkCode(ctx, c.ID, purposeReset, code, false); err == nil {
			t.Error("a different secret must not verify the code")
		}
		if err := s.checkCode(ctx, c.ID, purposeReset, code, false); err != nil {
			t.Errorf("the right secret verifies: %v", err)
		}
	})
}

// Wrong passwords from one address lock that address out of the account, not the owner: a
// correct password from an address without failures goes through.
func TestLoginLockoutIsPerAccountAndAddress(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newTestService(d, "a-test-secret-of-enough-length-000")
		ctx := context.Background()
		c := register(t, s, "ana@example.com", "52998224725")
		if _, err := d.Exec(ctx, "UPDATE customers SET confirmed_at = ? WHERE id = ?", testNow, c.ID); err != nil {
			t.Fatal(err)
		}
		attacker, owner := "203.0.113.66", "198.51.100.7"
		for range LoginFailsPerSource.Limit {
			if _, err := s.Login(ctx, c.Email, "errada1", "", attacker, Brand{}); apperr.From(err).Code != apperr.Unauthorized {
				t.Fatalf("wrong password: %v", err)
			}
		}
		if _, err := s.Login(ctx, c.Email, "segredo1", "", attacker, Brand{}); apperr.From(err).Code != apperr.TooMany {
			t.Errorf("the guessing address must be stopped, got %v", err)
		}
		if res, err := s.Login(ctx, c.Email, "segredo1", "", owner, Brand{}); err != nil || res.AccessToken == "" {
			t.Fatalf("the owner must get in from a clean address: %v", err)
		}
		// Failures from everywhere: addresses that failed are stopped, a clean one is not.
		for i := range LoginFailsAccount.Limit {
			_, _ = s.Login(ctx, c.Email, "errada1", "", "192.0.2."+strconv.Itoa(i), Brand{})
		}
		if _, err := s.Login(ctx, c.Email, "segredo1", "", "192.0.2.1", Brand{}); apperr.From(err).Code != apperr.TooMany {
			t.Errorf("an address with failures on a besieged account must be stopped, got %v", err)
		}
		if _, err := s.Login(ctx, c.Email, "segredo1", "", owner, Brand{}); err != nil {
			t.Errorf("the owner's clean address must still get in: %v", err)
		}
	})
}

// Registration hashes inside a bounded slot: with every slot busy it answers 503 after a short
// wait instead of piling up argon2id computations; a taken e-mail is answered before hashing.
func TestRegisterBoundsHashing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newTestService(d, "a-test-secret-of-enough-length-000")
		ctx := context.Background()
		register(t, s, "ana@example.com", "52998224725")
		s.HashWait = 10 * time.Millisecond
		for range cap(s.hashing) {
			s.hashing <- struct{}{}
		}
		_, err := s.Register(ctx, Registration{Email: "ana@example.com", Name: "A", Lastname: "B", Country: "BR",
			Document: "11144477735", Phone: "(48) 9 9999-0000", Password: "segredo1", ConfirmPassword: "segredo1", TermsAccepted: true}, "pt", "192.0.2.9")
		if e := apperr.From(err); e.Code != apperr.Conflict || e.Fields["email"] != MsgEmailTaken {
			t.Errorf("a taken e-mail must be answered without a hashing slot: %v", err)
		}
		_, err = s.Register(ctx, Registration{Email: "bia@example.com", Name: "A", Lastname: "B", Country: "BR",
			Document: "11144477735", Phone: "(48) 9 9999-0000", Password: "segredo1", ConfirmPassword: "segredo1", TermsAccepted: true}, "pt", "192.0.2.9")
		if apperr.From(err).Code != apperr.Unavailable {
			t.Errorf("all slots busy: want 503, got %v", err)
		}
		for range cap(s.hashing) {
			<-s.hashing
		}
		s.RegisterRule = ratelimit.Rule{Limit: 1, Window: time.Minute}
		reg := Registration{Email: "caio@example.com"}
		_, _ = s.Register(ctx, reg, "pt", "192.0.2.10")
		if _, err := s.Register(ctx, reg, "pt", "192.0.2.10"); apperr.From(err).Code != apperr.TooMany {
			t.Errorf("registrations per address must be limited: %v", err)
		}
	})
}

// Registrations not confirmed within seven days are deleted, freeing e-mail and CPF; confirmed
// and recent ones stay.
func TestSweepFreesStaleRegistrations(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newTestService(d, "a-test-secret-of-enough-length-000")
		ctx := context.Background()
		stale := register(t, s, "velha@example.com", "52998224725")
		confirmed := register(t, s, "ok@example.com", "11144477735")
		fresh := register(t, s, "nova@example.com", "39053344705")
		if _, err := s.issueCode(ctx, stale.ID, purposeConfirm); err != nil {
			t.Fatal(err)
		}
		old := testNow.Add(-UnconfirmedTTL - time.Hour)
		if _, err := d.Exec(ctx, "UPDATE customers SET created_at = ? WHERE id IN (?, ?)", old, stale.ID, confirmed.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Exec(ctx, "UPDATE customers SET confirmed_at = ? WHERE id = ?", old, confirmed.ID); err != nil {
			t.Fatal(err)
		}
		n, err := s.SweepUnconfirmed(ctx)
		if err != nil || n != 1 {
			t.Fatalf("sweep: %d %v", n, err)
		}
		for id, want := range map[int64]bool{stale.ID: false, confirmed.ID: true, fresh.ID: true} {
			_, err := s.ByID(ctx, id)
			if (err == nil) != want {
				t.Errorf("customer %d kept=%v, want %v", id, err == nil, want)
			}
		}
		if free, err := s.EmailAvailable(ctx, "velha@example.com"); err != nil || !free {
			t.Errorf("the stale e-mail must be free again: %v %v", free, err)
		}
	})
}
