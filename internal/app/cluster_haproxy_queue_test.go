package app_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/queue"
)

// clusterQueueRate is the queued show's admissions per minute: one every half second.
const clusterQueueRate = 120

// Through the balancer, a line spread over the three instances: places taken on any instance
// are distinct, a stream opened through HAProxy shows the position fall live (no buffering on
// the way), and the pass handed on one instance buys on whichever the next request reaches.
func clusterWaitingRoom(t *testing.T, c *lbCluster, a *app.App) {
	ids := idsOf(t, a, "fila")
	base := "/api/queue/" + itoa(ids.event)
	visitor := func() *http.Client {
		jar, _ := cookiejar.New(nil)
		return &http.Client{Jar: jar, Timeout: time.Minute}
	}
	get := func(client *http.Client, path string) map[string]any {
		t.Helper()
		res, err := client.Get(c.lb + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		out := map[string]any{}
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: %d %v", path, res.StatusCode, err)
		}
		return out
	}
	places := map[float64]bool{}
	for range 8 {
		st := get(visitor(), base)
		if p := st["posicao"].(float64); st["estado"] != queue.Waiting || places[p] {
			t.Fatalf("a place through the balancer: %v", st)
		} else {
			places[p] = true
		}
	}
	me := visitor()
	first := get(me, base)["posicao"].(float64)
	res, err := me.Get(c.lb + base + "/stream")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	lines := bufio.NewScanner(res.Body)
	start, seen, last, admitted := time.Now(), 0, first, false
	for !admitted && lines.Scan() {
		data, ok := strings.CutPrefix(lines.Text(), "data: ")
		if !ok {
			continue
		}
		st := map[string]any{}
		_ = json.Unmarshal([]byte(data), &st)
		if admitted = st["estado"] == queue.Admitted; admitted {
			break
		}
		if p := st["posicao"].(float64); p < last {
			seen, last = seen+1, p
		}
	}
	// At two a second, a move may let in two at once: the last position shown may be 2.
	if seen == 0 || !admitted {
		t.Fatalf("the stream through HAProxy showed %d falls, the last at %v, from %v, admitted %v; ended after %s: %v",
			seen, last, first, admitted, time.Since(start).Round(time.Millisecond), lines.Err())
	}
	t.Logf("waiting room through HAProxy: from place %v to admitted in %s, %d updates of the position on the way",
		first, time.Since(start).Round(time.Millisecond), seen)
	if st := get(me, base); st["estado"] != queue.Admitted {
		t.Fatalf("after the stream: %v", st)
	}
	buy := newJSONRequest(t, "POST", c.lb+"/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 4000))
	done, err := me.Do(buy)
	if err != nil {
		t.Fatal(err)
	}
	done.Body.Close()
	if done.StatusCode != http.StatusCreated {
		t.Fatalf("the admitted visitor's order through the balancer: %d", done.StatusCode)
	}
}
