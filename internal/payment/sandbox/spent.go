package sandbox

import (
	"context"
	"sync"
	"time"
)

// Spender records the first charge of each card token. Tokens are single-use, as a gateway's
// browser-script tokens are: a token charged again, by a double submit or by anyone who copied
// it, is declined instead of charging the card twice. Every process that charges tokens must
// share one Spender (the app's is the database).
type Spender interface {
	// Spend records token id, good until expires; it reports false for an id spent before.
	Spend(ctx context.Context, id string, expires time.Time) (bool, error)
}

// memorySpender is the Spender of a provider on its own: one process, or a test.
type memorySpender struct {
	mu    sync.Mutex
	spent map[string]time.Time
}

func (m *memorySpender) Spend(_ context.Context, id string, expires time.Time) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.spent == nil {
		m.spent = map[string]time.Time{}
	}
	if _, ok := m.spent[id]; ok {
		return false, nil
	}
	issued := expires.Add(-TokenTTL) // about now, on the provider's clock
	for k, until := range m.spent {
		if until.Before(issued) { // expired: it cannot be charged anyway
			delete(m.spent, k)
		}
	}
	m.spent[id] = expires
	return true, nil
}

// ShareSpent makes the provider record spent tokens in s, shared by every process.
func (p *Provider) ShareSpent(s Spender) { p.spender = s }
