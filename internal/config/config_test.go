package config

import "testing"

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
