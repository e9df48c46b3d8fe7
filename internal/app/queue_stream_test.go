package app_test

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/queue"
)

// The line's page follows it over a stream: each status reaches the browser when it is sent,
// through the compression and the metrics around every answer, not once a buffer fills.
func TestWaitingRoomStream(t *testing.T) {
	t.Parallel()
	eachQueue(t, false, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "fila")
		moveLine(t, a, clk, queueOpening)
		// The deadline only turns a stuck stream into a failure instead of a hang.
		ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/queue/"+itoa(ids.event)+"/stream", nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := http.DefaultClient.Do(req) // asks for gzip, as browsers do
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		events := bufio.NewScanner(res.Body)
		if st, ok := nextStatus(events); !ok || st.Estado != queue.Waiting || st.Posicao != 1 {
			t.Fatalf("the stream's first status: %v %v", st, ok)
		}
		moveLine(t, a, clk, queueOpening.Add(time.Second))
		// The background ticker may tell of the visitor's own arrival first; then the turn.
		for {
			st, ok := nextStatus(events)
			if !ok {
				t.Fatal("the stream ended before the visitor's turn")
			}
			if st.Estado == queue.Admitted {
				break
			}
			if st.Estado != queue.Waiting || st.Posicao != 1 {
				t.Fatalf("the stream while the first in line waits: %v", st)
			}
		}
	})
}
