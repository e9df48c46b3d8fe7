package config

import (
	"os"
	"path/filepath"
	"testing"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DatabaseURL != "sqlite:data/catraca.db" || c.Demo || c.PaymentProvider != "sandbox" {
		t.Errorf("defaults: %+v", c)
	}
}

func TestRejectsBadValues(t *testing.T) {
	bad := []map[string]string{
		{"CATRACA_DEMO": "yes"},
		{"CATRACA_DATABASE_URL": "mysql://x"},
		{"CATRACA_SMTP_URL": "http://x"},
		{"CATRACA_MAIL_FROM": "not an address"},
		{"CATRACA_PAYMENT_PROVIDER": "paypal"},
		{"CATRACA_REDIS_URL": "localhost:6379"},
		{"CATRACA_TRUSTED_PROXIES": "10.0.0.0/8, proxy.example"},
		{"CATRACA_DEV": "true"},
		{"CATRACA_REQUEST_TIMEOUT": "10"},
		{"CATRACA_DRAIN": "-1s"},
		{"CATRACA_METRICS_TOKEN": "short"},
		{"CATRACA_SECRET": "too-short"},
		{"CATRACA_SITE_URL": "javascript:alert(1)"},
		{"CATRACA_SITE_URL": "https://loja.example/path"},
	}
	for _, m := range bad {
		if _, err := FromEnv(env(m)); err == nil {
			t.Errorf("FromEnv(%v) accepted a bad value", m)
		}
	}
}

func TestReadsValues(t *testing.T) {
	c, err := FromEnv(env(map[string]string{
		"CATRACA_ADDR": "127.0.0.1:9000", "CATRACA_DEMO": "1",
		"CATRACA_DATABASE_URL": "postgres://u@h/db", "CATRACA_SMTP_URL": "smtp://a:b@127.0.0.1:2525",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9000" || !c.Demo || c.DatabaseURL != "postgres://u@h/db" || c.SMTPURL == "" {
		t.Errorf("got %+v", c)
	}
}

func TestSecuritySettings(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Dev || c.RequestTimeout != DefaultRequestTimeout || c.Drain != DefaultDrain || c.MetricsAddr != "" ||
		c.MetricsToken != "" || c.Secret != "" {
		t.Errorf("secure defaults: %+v", c)
	}
	c, err = FromEnv(env(map[string]string{"CATRACA_DEV": "1", "CATRACA_REQUEST_TIMEOUT": "3s",
		"CATRACA_DRAIN": "250ms", "CATRACA_METRICS_ADDR": "127.0.0.1:9090",
		"CATRACA_METRICS_TOKEN": "0123456789abcdef", "CATRACA_SECRET": "0123456789abcdef0123456789abcdef"}))
	if err != nil || !c.Dev || c.RequestTimeout.String() != "3s" || c.Drain.String() != "250ms" ||
		c.MetricsAddr != "127.0.0.1:9090" || c.MetricsToken == "" || c.Secret == "" {
		t.Errorf("settings: %+v %v", c, err)
	}
}

// CATRACA_SECRET_FILE reads the key from a file (a mounted secret), never beside CATRACA_SECRET.
func TestSecretFromFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(file, []byte("0123456789abcdef0123456789abcdef\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := FromEnv(env(map[string]string{"CATRACA_SECRET_FILE": file}))
	if err != nil || c.Secret != "0123456789abcdef0123456789abcdef" {
		t.Errorf("secret from file: %q %v", c.Secret, err)
	}
	short := filepath.Join(t.TempDir(), "short")
	_ = os.WriteFile(short, []byte("curta\n"), 0o600)
	for _, m := range []map[string]string{
		{"CATRACA_SECRET_FILE": file, "CATRACA_SECRET": "0123456789abcdef0123456789abcdef"},
		{"CATRACA_SECRET_FILE": filepath.Join(t.TempDir(), "missing")},
		{"CATRACA_SECRET_FILE": short},
	} {
		if _, err := FromEnv(env(m)); err == nil {
			t.Errorf("FromEnv(%v) accepted a bad secret file", m)
		}
	}
}
