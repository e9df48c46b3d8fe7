package app_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/orgauth"
)

// exportTickets is how many tickets the attendees export benchmark writes: an arena show.
const exportTickets = 100_000

// BenchmarkAttendeesExport writes the attendees sheet of an event with 100,000 tickets and
// reports its size, the memory allocated on the way and the peak of the live heap while it
// streams: the sheet goes out row by row, so the peak stays that of a few rows, whatever the
// count. It calls the export as the handler does, with a writer that counts and drops.
func BenchmarkAttendeesExport(b *testing.B) {
	for name, url := range dbtest.URLs(b) {
		a, _, _ := serveCheckout(b, url, false, saleEvent())
		event := seedTickets(b, a, exportTickets)
		b.Run(name, func(b *testing.B) { exportOnce(b, a, event) })
	}
}

// exportOnce exports once whatever b.N: the figure is one export of the whole event.
func exportOnce(b *testing.B, a *app.App, event int64) {
	ctx := context.Background()
	var organizer int64
	if err := a.DB.QueryRow(ctx, "SELECT organizer_id FROM events WHERE id = ?", event).Scan(&organizer); err != nil {
		b.Fatal(err)
	}
	who := orgauth.Session{OrganizerID: organizer, Role: orgauth.Owner}
	runtime.GC()
	base := liveHeap()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { // samples the live heap; runtime/metrics reads it without stopping the world
		defer close(done)
		for {
			if h := liveHeap(); h > peak.Load() {
				peak.Store(h)
			}
			select {
			case <-stop:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	b.ResetTimer()
	start := time.Now()
	x, err := a.Backoffice.Attendees(ctx, who, event)
	if err != nil {
		b.Fatal(err)
	}
	var out countingWriter
	if err := x.Stream(ctx, a.Backoffice, &out); err != nil {
		b.Fatal(err)
	}
	took := time.Since(start)
	b.StopTimer()
	close(stop)
	<-done
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(exportTickets), "tickets")
	b.ReportMetric(float64(out.n)/1e6, "csv-MB")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/1e6, "alloc-MB")
	b.ReportMetric(float64(peak.Load()-min(peak.Load(), base))/1e6, "peak-heap-growth-MB")
	b.ReportMetric(took.Seconds()*1000, "export-ms")
}

type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

// liveHeap is the bytes of heap objects, live and not yet swept.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// seedTickets writes n paid tickets of the sale event's hot sector, four to an order, straight
// into the tables (the checkout would take minutes to sell them), and returns the event's id.
func seedTickets(b *testing.B, a *app.App, n int) int64 {
	ctx := context.Background()
	ids := idsOf(b, a, "venda")
	now := time.Now().UTC()
	var store int64
	if err := a.DB.QueryRow(ctx, "SELECT MIN(id) FROM stores").Scan(&store); err != nil {
		b.Fatal(err)
	}
	const perOrder, batch = 4, 500 // orders per statement
	err := a.DB.InTx(ctx, func(tx *db.Tx) error {
		for first := 0; first < n/perOrder; first += batch {
			orders := tx.NewRows("bigint", "text", "integer", "bigint", "bigint", "text", "text", "text", "text",
				"integer", "integer", "integer", "integer", "integer", "timestamptz", "timestamptz", "timestamptz")
			items := tx.NewRows("bigint", "bigint", "bigint", "text", "integer", "integer")
			attendees := tx.NewRows("bigint", "bigint", "bigint", "text", "text")
			tickets := tx.NewRows("bigint", "bigint", "bigint", "text", "timestamptz")
			for k := first; k < min(first+batch, n/perOrder); k++ {
				id := int64(10_000_000 + k)
				orders.Add(id, randomHex(16), store, ids.event, ids.session, fmt.Sprintf("Comprador %d", k),
					fmt.Sprintf("comprador%d@example.com", k), cpf(k), "paid", 20000, 2000, 1000, 0, 22000, now, now, now)
				items.Add(id, id, ids.sector["quente"], "full", perOrder, 5000)
				for j := range perOrder {
					attendee := id*perOrder + int64(j)
					attendees.Add(attendee, id, id, fmt.Sprintf("Pessoa %d", k*perOrder+j), cpf(k*perOrder+j))
					tickets.Add(attendee, id, attendee, randomHex(16), now)
				}
			}
			for _, ins := range []struct {
				into string
				rows *db.Rows
			}{
				{`INSERT INTO orders (id, hash, store_id, event_id, session_id, buyer_name, buyer_email, buyer_cpf, status,
					subtotal, fee, fee_bp, discount, total, created_at, expires_at, paid_at) `, orders},
				{"INSERT INTO order_items (id, order_id, sector_id, kind, quantity, unit_price) ", items},
				{"INSERT INTO order_attendees (id, order_id, item_id, name, cpf) ", attendees},
				{"INSERT INTO tickets (id, order_id, attendee_id, token, created_at) ", tickets},
			} {
				src, args := ins.rows.Source()
				if _, err := tx.ExecBuilt(ctx, ins.into+src, args...); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return ids.event
}

func randomHex(n int) string {
	buf := make([]byte, n)
	_, _ = rand.Read(buf)
	return hex.EncodeToString(buf)
}
