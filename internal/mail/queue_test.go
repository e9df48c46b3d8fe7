package mail

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// flaky fails its first n sends, then records.
type flaky struct {
	fails atomic.Int32
	mu    sync.Mutex
	sent  []Message
}

func (f *flaky) Send(_ context.Context, m Message) error {
	if f.fails.Add(-1) >= 0 {
		return errors.New("550 mailbox of " + m.To + " unavailable")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent = append(f.sent, m)
	return nil
}

func (f *flaky) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.sent)
}

// A failed delivery is retried after a backoff, not lost and not sent early.
func TestQueueRetriesWithBackoff(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		m := &flaky{}
		m.fails.Store(1)
		q := NewQueue(d, m)
		clock := time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)
		q.now = func() time.Time { return clock }
		if err := q.Enqueue(ctx, d, Message{To: "ana@example.com", Subject: "Oi", Text: "t", HTML: "<p>h</p>"}); err != nil {
			t.Fatal(err)
		}
		if err := q.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if m.count() != 0 {
			t.Fatal("the failing attempt must not count as sent")
		}
		clock = clock.Add(backoff(1) - time.Second)
		_ = q.Flush(ctx)
		if m.count() != 0 {
			t.Fatal("retried before its backoff")
		}
		clock = clock.Add(2 * time.Second)
		if err := q.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if m.count() != 1 || m.sent[0].HTML != "<p>h</p>" {
			t.Fatalf("after the backoff the mail goes: %+v", m.sent)
		}
		if n, _ := q.Pending(ctx); n != 0 {
			t.Errorf("a delivered mail leaves the queue, %d left", n)
		}
	})
}

// Everything a message carries leaves the queue as it came in: the store's name as sender, and
// the Reply-To of a customer's message to an organizer.
func TestQueueKeepsTheWholeMessage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		m := &flaky{}
		q := NewQueue(d, m)
		in := Message{To: "produtora@example.com", FromName: "Ingressos do Sul", ReplyTo: "ana@example.com",
			Subject: "Pergunta", Text: "t", HTML: "<p>h</p>"}
		if err := q.Enqueue(ctx, d, in); err != nil {
			t.Fatal(err)
		}
		if err := q.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if m.count() != 1 || !reflect.DeepEqual(m.sent[0], in) {
			t.Errorf("sent %+v, want %+v", m.sent, in)
		}
	})
}

// Workers of several processes share the queue: each message is sent exactly once.
func TestQueueWorkersNeverSendTwice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		m := &flaky{}
		for i := range 60 {
			if err := NewQueue(d, m).Enqueue(ctx, d, Message{To: "x@example.com", Subject: string(rune('a' + i%26))}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := NewQueue(d, m).Flush(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if m.count() != 60 {
			t.Errorf("sent %d messages for 60 queued", m.count())
		}
	})
}

func TestBackoffGrowsToAnHour(t *testing.T) {
	if backoff(1) != 5*time.Second || backoff(2) != 10*time.Second || backoff(30) != time.Hour {
		t.Errorf("backoff: %v %v %v", backoff(1), backoff(2), backoff(30))
	}
}
