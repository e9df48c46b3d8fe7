package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
)

func TestRegistrationRules(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		bad := registration("ana@example.com", "52998224724")
		code, out := call(t, srv, "POST", "/api/clients/register", "", bad)
		if code != 400 || out["reason"] != "validation" || out["message"] != "CPF inválido." || out["errors"].([]any)[0] != "CPF inválido." {
			t.Fatalf("invalid CPF: %d %v", code, out)
		}
		mismatch := registration("ana@example.com", "52998224725")
		mismatch["confirmPassword"], mismatch["phone"], mismatch["email"] = "outra123", "(48) 3 3333-0000", "nope"
		_, out = call(t, srv, "POST", "/api/clients/register", "", mismatch)
		fields := out["fields"].(map[string]any)
		if fields["confirmPassword"] != "Senhas não conferem." || fields["phone"] != "Celular inválido." ||
			fields["email"] != "E-mail inválido." || out["message"] != "E-mail inválido." {
			t.Errorf("field errors: %v", out)
		}
		withoutTerms := registration("ana@example.com", "52998224725")
		delete(withoutTerms, "terms_accepted")
		code, out = call(t, srv, "POST", "/api/clients/register", "", withoutTerms)
		if fields, _ := out["fields"].(map[string]any); code != 400 || fields["terms_accepted"] != "Aceite os termos de uso e a política de privacidade." {
			t.Fatalf("registration without the terms: %d %v", code, out)
		}
		if code, out := call(t, srv, "POST", "/api/clients/register", "", registration("Ana@Example.com", "52998224725")); code != 200 || out["email"] != "ana@example.com" {
			t.Fatalf("register: %d %v", code, out)
		}
		// The acceptance is kept with its time (LGPD consent record).
		var accepted int
		if err := a.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM customers WHERE email = ? AND terms_accepted_at IS NOT NULL",
			"ana@example.com").Scan(&accepted); err != nil || accepted != 1 {
			t.Errorf("terms_accepted_at not recorded: %d %v", accepted, err)
		}
		if code, out := call(t, srv, "POST", "/api/clients/register", "", registration("ana@example.com", "11144477735")); code != 409 || out["message"] != "Email já cadastrado." {
			t.Errorf("taken e-mail: %d %v", code, out)
		}
		if code, out := call(t, srv, "POST", "/api/clients/register", "", registration("bia@example.com", "52998224725")); code != 409 || out["message"] != "CPF já cadastrado." {
			t.Errorf("taken CPF: %d %v", code, out)
		}
		foreign := registration("joao@example.pt", "")
		foreign["country"], foreign["phone"], foreign["foreignDocument"] = "PT", "+351912345678", "P1234567"
		if code, out := call(t, srv, "POST", "/api/clients/register", "", foreign); code != 200 || out["document"] != "" {
			t.Errorf("foreign registration: %d %v", code, out)
		}
		for path, want := range map[string]bool{"/api/clients/email/available/ANA@example.com": false,
			"/api/clients/email/available/nova@example.com": true, "/api/clients/cpf/available/52998224725": false,
			"/api/clients/cpf/available/11144477735": true} {
			if code, out := call(t, srv, "GET", path, "", nil); code != 200 || out["available"] != want {
				t.Errorf("%s: %d %v", path, code, out)
			}
		}
		if code, _ := call(t, srv, "GET", "/api/clients/cpf/available/123", "", nil); code != 400 {
			t.Errorf("malformed CPF availability: %d", code)
		}
		if code, _ := call(t, srv, "POST", "/api/clients/register", "", "not an object"); code != 400 {
			t.Errorf("junk body: %d", code)
		}
	})
}

func TestLoginConfirmationAndTwoFactor(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		email := "ana@example.com"
		call(t, srv, "POST", "/api/clients/register", "", registration(email, "52998224725"))
		code, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "errada1"})
		if code != 401 || out["message"] != "E-mail ou senha incorretos." {
			t.Fatalf("wrong password: %d %v", code, out)
		}
		code, out = call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1"})
		if code != 200 || out["access_token"] != nil || out["2fa"] != nil || out["id"] == nil {
			t.Fatalf("unconfirmed login must answer only the id: %d %v", code, out)
		}
		id := out["id"]
		if code, out := call(t, srv, "POST", "/api/clients/validate/token", "", map[string]any{"token": "000000", "customer": id}); code != 400 || out["message"] != "Token inválido" {
			t.Errorf("wrong confirmation code: %d %v", code, out)
		}
		good := lastCode(t, a, email)
		call(t, srv, "POST", "/api/clients/validate/token/resend", "", map[string]any{"customer": id})
		if code, _ := call(t, srv, "POST", "/api/clients/validate/token", "", map[string]any{"token": good, "customer": id}); code != 400 && good != lastCode(t, a, email) {
			t.Errorf("only the newest code is valid, the resent one replaced %s", good)
		}
		if code, out := call(t, srv, "POST", "/api/clients/validate/token", "", map[string]any{"token": lastCode(t, a, email), "customer": id}); code != 200 || out["message"] != "Token validado com sucesso" {
			t.Fatalf("confirm: %d %v", code, out)
		}
		_, out = call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1"})
		token := out["access_token"].(string)
		if out["expires_in"] != float64(86400) || out["name"] != "Ana" || out["document"] != "52998224725" || len(token) < 22 {
			t.Errorf("login result: %v", out)
		}
		if code, out := call(t, srv, "GET", "/api/clients/details", token, nil); code != 200 || out["email"] != email {
			t.Errorf("details: %d %v", code, out)
		}
		// Two-factor on: the password alone mails a code; the code completes the login.
		call(t, srv, "PUT", "/api/clients/two-factor", token, map[string]bool{"enabled": true})
		_, out = call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1"})
		if out["2fa"] != true || out["access_token"] != nil {
			t.Fatalf("2fa step: %v", out)
		}
		if code, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1", "token": "12345"}); code != 400 || out["message"] != "Token inválido" {
			t.Errorf("bad 2fa code: %d %v", code, out)
		}
		code2fa := lastCode(t, a, email)
		if code, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1", "token": code2fa}); code != 200 || out["access_token"] == nil {
			t.Errorf("2fa login: %d %v", code, out)
		}
		if code, _ := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1", "token": code2fa}); code != 400 {
			t.Errorf("a code works once: %d", code)
		}
		// Logout revokes the token.
		call(t, srv, "POST", "/api/auth/logout", token, nil)
		if code, out := call(t, srv, "GET", "/api/clients/details", token, nil); code != 401 || out["reason"] != "unauthorized" || out["message"] != "Sua sessão expirou, faça login novamente." {
			t.Errorf("after logout: %d %v", code, out)
		}
	})
}

func TestCodeExpiryTriesAndRateLimits(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, c *clock) {
		token, _ := confirmedLogin(t, a, srv, "ana@example.com", "52998224725")
		call(t, srv, "PUT", "/api/clients/two-factor", token, map[string]bool{"enabled": true})
		login := map[string]string{"username": "ana@example.com", "password": "segredo1"}
		call(t, srv, "POST", "/api/auth/loginsite", "", login)
		code := lastCode(t, a, "ana@example.com")
		c.t = c.t.Add(11 * time.Minute)
		login["token"] = code
		if status, _ := call(t, srv, "POST", "/api/auth/loginsite", "", login); status != 400 {
			t.Errorf("an expired code must fail: %d", status)
		}
		delete(login, "token")
		call(t, srv, "POST", "/api/auth/loginsite", "", login)
		code = lastCode(t, a, "ana@example.com")
		login["token"] = "999999"
		if code == "999999" {
			login["token"] = "999998"
		}
		for range 5 {
			call(t, srv, "POST", "/api/auth/loginsite", "", login)
		}
		login["token"] = code
		if status, _ := call(t, srv, "POST", "/api/auth/loginsite", "", login); status != 400 {
			t.Errorf("after 5 wrong tries the code must be dead: %d", status)
		}
		// Access tokens last one day.
		c.t = c.t.Add(25 * time.Hour)
		if status, _ := call(t, srv, "GET", "/api/clients/details", token, nil); status != 401 {
			t.Errorf("a day-old token must be refused: %d", status)
		}
		// Per-account login limit.
		var last int
		for range 22 {
			last, _ = call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": "bia@example.com", "password": "x12345"})
		}
		if last != 429 {
			t.Errorf("login attempts must be limited: %d", last)
		}
	})
}

func TestPasswordRecoveryAndChange(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		email := "ana@example.com"
		token, _ := confirmedLogin(t, a, srv, email, "52998224725")
		flushMail(t, a)
		before := len(a.Outbox.Messages())
		_, unknown := call(t, srv, "POST", "/api/clients/password/recover", "", map[string]string{"email": "ninguem@example.com"})
		_, known := call(t, srv, "POST", "/api/clients/password/recover", "", map[string]string{"email": email})
		flushMail(t, a)
		if unknown["message"] != known["message"] || len(a.Outbox.Messages()) != before+1 {
			t.Fatalf("recovery must answer alike: %v / %v", unknown, known)
		}
		code := lastCode(t, a, email)
		if status, out := call(t, srv, "GET", "/api/clients/password/reset/token/"+email+"/"+code, "", nil); status != 200 || out["message"] != "Token válido" {
			t.Errorf("check code: %d %v", status, out)
		}
		reset := map[string]string{"email": email, "token": code, "password": "novinha1", "confirmPassword": "novinha2"}
		if status, out := call(t, srv, "POST", "/api/clients/password/reset/token", "", reset); status != 400 || out["message"] != "Senhas não conferem." {
			t.Errorf("mismatch: %d %v", status, out)
		}
		reset["confirmPassword"] = "novinha1"
		if status, _ := call(t, srv, "POST", "/api/clients/password/reset/token", "", reset); status != 200 {
			t.Fatalf("reset: %d", status)
		}
		if status, _ := call(t, srv, "GET", "/api/clients/details", token, nil); status != 401 {
			t.Errorf("a reset must end old sessions: %d", status)
		}
		_, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "novinha1"})
		token = out["access_token"].(string)
		// Spec section 5, Change password: its own required text, and 6 characters for both.
		for _, tc := range []struct{ old, new, field, want string }{
			{"", "terceira1", "old_password", "Este campo é obrigatório."},
			{"novinha1", "", "new_password", "Este campo é obrigatório."},
			{"curta", "terceira1", "old_password", "Mínimo de 6 caracteres."},
			{"novinha1", "curta", "new_password", "Mínimo de 6 caracteres."},
		} {
			body := map[string]string{"username": email, "old_password": tc.old, "new_password": tc.new}
			status, out := call(t, srv, "POST", "/api/auth/resetpassword", token, body)
			if fields, _ := out["fields"].(map[string]any); status != 400 || fields[tc.field] != tc.want {
				t.Errorf("change %q → %q: %d %v, want %s %q", tc.old, tc.new, status, out, tc.field, tc.want)
			}
		}
		change := map[string]string{"username": email, "old_password": "errada1", "new_password": "terceira1"}
		if status, out := call(t, srv, "POST", "/api/auth/resetpassword", token, change); status != 400 || out["message"] != "Senha atual incorreta." {
			t.Errorf("wrong old password: %d %v", status, out)
		}
		change["old_password"] = "novinha1"
		if status, out := call(t, srv, "POST", "/api/auth/resetpassword", token, change); status != 200 || out["message"] != "Senha editada com sucesso." {
			t.Errorf("change: %d %v", status, out)
		}
		if status, _ := call(t, srv, "GET", "/api/clients/details", token, nil); status != 200 {
			t.Errorf("the current session survives a change: %d", status)
		}
		update := map[string]string{"name": "Ana Maria", "lastname": "Souza", "phone": "(11) 98765 4321"}
		if status, out := call(t, srv, "PUT", "/api/clients/update", token, update); status != 200 ||
			out["message"] != "Dados editados com sucesso." || out["phone"] != "(11) 9 8765-4321" || out["name"] != "Ana Maria" {
			t.Errorf("profile: %d %v", status, out)
		}
		if status, _ := call(t, srv, "PUT", "/api/clients/update", "", update); status != 401 {
			t.Errorf("profile without login: %d", status)
		}
	})
}

func TestAccountRemovalFreesEmailAndCPF(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		email, cpf := "ana@example.com", "52998224725"
		token, id := confirmedLogin(t, a, srv, email, cpf)
		if status, out := call(t, srv, "GET", "/api/clients/data/removal", token, nil); status != 200 ||
			out["message"] != "Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email" {
			t.Fatalf("request: %d %v", status, out)
		}
		flushMail(t, a)
		link := a.Outbox.Messages()[0].Text
		i := strings.Index(link, "/conta/exclusao/")
		if i < 0 {
			t.Fatalf("no link in %s", link)
		}
		removal := strings.Fields(link[i+len("/conta/exclusao/"):])[0]
		if status, out := call(t, srv, "GET", "/api/clients/data/removal/confirm/1-000000", "", nil); status != 400 ||
			out["message"] != "Não foi possível confirmar a operação. Entre em contato com nosso atendimento" {
			t.Errorf("bad token: %d %v", status, out)
		}
		if status, _ := call(t, srv, "GET", "/api/clients/data/removal/confirm/"+removal, "", nil); status != 200 {
			t.Fatalf("confirm: %d", status)
		}
		if status, _ := call(t, srv, "GET", "/api/clients/details", token, nil); status != 401 {
			t.Errorf("removal must end sessions: %d", status)
		}
		var gone, doc int
		if err := a.DB.QueryRow(t.Context(), `SELECT COUNT(*) FROM customers WHERE id = ? AND name = '' AND phone = ''
			AND document IS NULL AND removed_at IS NOT NULL`, int64(id)).Scan(&gone); err != nil || gone != 1 {
			t.Errorf("personal data must be erased but the row kept: %d %v", gone, err)
		}
		_ = a.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM customers WHERE email = ? OR document = ?", email, cpf).Scan(&doc)
		if doc != 0 {
			t.Error("e-mail or CPF still stored")
		}
		if status, _ := call(t, srv, "POST", "/api/clients/register", "", registration(email, cpf)); status != 200 {
			t.Errorf("registering again with the same e-mail and CPF: %d", status)
		}
		if status, _ := call(t, srv, "GET", "/api/clients/data/removal/confirm/"+removal, "", nil); status != 400 {
			t.Errorf("a removal link works once: %d", status)
		}
	})
}

// An account's e-mails speak its owner's language, chosen at registration as an order's is
// (languageCases).
func TestRegistrationLanguage(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		for i, c := range languageCases {
			email := fmt.Sprintf("idioma%d@example.com", i)
			if s, out := req(t, srv, "POST", "/api/clients/register", registration(email, cpfN(300+i)), c.headers...); s != 200 {
				t.Fatalf("register %d: %d %v", i, s, out)
			}
			var got string
			if err := a.DB.QueryRow(context.Background(), "SELECT locale FROM customers WHERE email = ?", email).Scan(&got); err != nil || got != c.want {
				t.Errorf("headers %v: locale %q (%v), want %q", c.headers, got, err, c.want)
			}
		}
	})
}
