// Package redistest gives tests the machine's Redis: CATRACA_TEST_REDIS_URL, else the default
// port on loopback. A test is skipped, saying so, when none answers.
package redistest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// URL is the Redis to test against, or skips t.
func URL(t testing.TB) string {
	t.Helper()
	url := os.Getenv("CATRACA_TEST_REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379/0"
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("CATRACA_TEST_REDIS_URL: %v", err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		t.Skipf("no Redis at %s: %v", url, err)
	}
	return url
}
