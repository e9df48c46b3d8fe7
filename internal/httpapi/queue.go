package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/queue"
)

type queueRequest struct {
	Event  int64 `path:"event" minimum:"1"`
	Sessao int64 `query:"sessao" minimum:"1" description:"A session with a line of its own; left out: the event's line."`
}

// queueTarget reads the event and the optional session of a queue call.
func queueTarget(r *http.Request) (int64, int64, error) {
	event, err := pathID(r, "event")
	if err != nil {
		return 0, 0, err
	}
	raw := r.URL.Query().Get("sessao")
	if raw == "" {
		return event, 0, nil
	}
	session, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || session <= 0 {
		return 0, 0, apperr.Field("sessao", MsgBadRequest)
	}
	return event, session, nil
}

// visitor is the browser's visitor id, made (and its cookie set) on its first queue call.
func visitor(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(queue.VisitorCookie); err == nil && queue.ValidVisitor(c.Value) {
		return c.Value
	}
	id := queue.NewVisitor()
	http.SetCookie(w, &http.Cookie{Name: queue.VisitorCookie, Value: id, Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, Secure: HTTPS(r), SameSite: http.SameSiteLaxMode})
	return id
}

// passOf reads a line's pass cookie.
func passOf(r *http.Request) func(line string) string {
	return func(line string) string {
		if c, err := r.Cookie(queue.PassCookie(line)); err == nil {
			return c.Value
		}
		return ""
	}
}

// setPass hands the visitor their pass: only the store's API reads it, and only from this site.
// It lasts as long as the pass (Max-Age, so a browser's wrong clock does not shorten it).
func (a *API) setPass(w http.ResponseWriter, r *http.Request, st queue.Status, value string) {
	if value == "" || st.PasseExpira == nil {
		return
	}
	http.SetCookie(w, &http.Cookie{Name: queue.PassCookie(st.Linha), Value: value, Path: "/api/",
		MaxAge: max(int(st.PasseExpira.Sub(a.Now()).Seconds()), 1), HttpOnly: true, Secure: HTTPS(r),
		SameSite: http.SameSiteStrictMode})
}

func (a *API) queueStatus(w http.ResponseWriter, r *http.Request) {
	a.queueVisit(w, r, false)
}

func (a *API) queueRejoin(w http.ResponseWriter, r *http.Request) {
	a.queueVisit(w, r, true)
}

func (a *API) queueVisit(w http.ResponseWriter, r *http.Request, rejoin bool) {
	event, session, err := queueTarget(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	st, pass, err := a.Queue.Visit(r.Context(), event, session, visitor(w, r), rejoin)
	if err != nil {
		writeError(w, r, err)
		return
	}
	a.setPass(w, r, st, pass)
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, st)
}

// queueStream sends the visitor's status as Server-Sent Events while they wait. A stream cannot
// set cookies: on admitido the page asks the status once more, which hands over the pass.
func (a *API) queueStream(w http.ResponseWriter, r *http.Request) {
	event, session, err := queueTarget(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	rc := http.NewResponseController(w)
	// The server's write timeout is for answers, not for a stream that lasts while its visitor waits.
	if err := rc.SetWriteDeadline(time.Now().Add(StreamLife + 5*time.Second)); err != nil {
		writeError(w, r, fmt.Errorf("queue stream: %w", err))
		return
	}
	id := visitor(w, r)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // a proxy that buffers would hold every update
	started := false
	send := func(st queue.Status) error {
		body, err := json.Marshal(st)
		if err != nil {
			return err
		}
		retry := ""
		if !started { // the browser reconnects a dropped stream after this long
			retry = fmt.Sprintf("retry: %d\n", queueRetry.Milliseconds())
		}
		started = true
		if _, err := fmt.Fprintf(w, "%sevent: status\ndata: %s\n\n", retry, body); err != nil {
			return err
		}
		return rc.Flush()
	}
	ping := func() error {
		started = true
		if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
			return err
		}
		return rc.Flush()
	}
	if err := a.Queue.Follow(r.Context(), event, session, id, send, ping); err != nil && !started {
		writeError(w, r, err)
	}
}

// queueGate refuses a purchase in a queued sale without a valid pass (403 queue_required).
func (a *API) queueGate(r *http.Request, event, session int64) (queue.Ticket, error) {
	id := ""
	if c, err := r.Cookie(queue.VisitorCookie); err == nil {
		id = c.Value
	}
	return a.Queue.Check(event, session, id, passOf(r))
}

const queueRetry = 3 * time.Second

// StreamLife is how long one event stream lasts; the browser then reconnects, to whichever
// instance the balancer picks, so streams spread again after a rolling restart.
const StreamLife = 5 * time.Minute

// isStream reports whether r opens a line's event stream, which outlives the request deadline.
func isStream(r *http.Request) bool {
	return r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/api/queue/") && strings.HasSuffix(r.URL.Path, "/stream")
}

// usedPass is a pass an order is being made with.
type usedPass struct {
	giveBack func() // the order was refused: the pass may be used again
	spent    func() // the order was made: the browser forgets the pass
}

// usePass lets an order in a queued session through only with a valid pass, which it claims.
// The Idempotency-Key names the claim, so the same request again is not refused.
func (a *API) usePass(w http.ResponseWriter, r *http.Request, shop checkout.Shop, session int64) (usedPass, error) {
	none := usedPass{giveBack: func() {}, spent: func() {}}
	event := a.Queue.EventOf(session)
	if shop.Channel != "" || event == 0 {
		return none, nil
	}
	t, err := a.queueGate(r, event, session)
	if err != nil || t.Line == "" {
		return none, err
	}
	token := r.Header.Get("Idempotency-Key")
	if token == "" {
		token = queue.NewVisitor() // any unguessable name: the request cannot be repeated anyway
	}
	if err := a.Queue.Claim(r.Context(), t, token); err != nil {
		return none, err
	}
	ctx := context.WithoutCancel(r.Context()) // given back even when the buyer left
	return usedPass{
		giveBack: func() { a.Queue.Release(ctx, t, token) },
		spent: func() {
			http.SetCookie(w, &http.Cookie{Name: queue.PassCookie(t.Line), Value: "", Path: "/api/", MaxAge: -1,
				HttpOnly: true, Secure: HTTPS(r), SameSite: http.SameSiteStrictMode})
		},
	}, nil
}
