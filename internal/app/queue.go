package app

import (
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/queue"
)

// openQueue keeps the waiting room's lines in Redis when the cluster has one, where every
// instance shares them; else in the database, which they share too.
func (a *App) openQueue(secret []byte) error {
	var backend queue.Backend = queue.NewSQL(a.DB)
	if a.Config.RedisURL != "" {
		r, err := queue.NewRedis(a.Config.RedisURL, storeNamespace(secret))
		if err != nil {
			return fmt.Errorf("CATRACA_REDIS_URL: %w", err)
		}
		a.queueRedis = r
		backend = r
	}
	a.Queue = queue.New(backend, a.DB, secret, func() time.Time { return a.Now() }, a.limiter)
	return nil
}
