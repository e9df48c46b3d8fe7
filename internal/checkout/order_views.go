package checkout

import (
	"context"
	"crypto/subtle"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"rsc.io/qr"
)

// OrderView is an order as My tickets and the order lookup show it: the
// checkout's order with its organizer, the state of each ticket, the refund and the
// actions the rules allow now.
type OrderView struct {
	Order
	Organizer OrderOrganizer `json:"organizer"`
	Tickets   []TicketState  `json:"tickets,omitempty" description:"Once paid, every ticket with its state."`
	Refund    *RefundState   `json:"refund"`
	Actions   Actions        `json:"actions"`
}

// OrderOrganizer is who to message about an order.
type OrderOrganizer struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// TicketState is a ticket of an order with its state.
type TicketState struct {
	Ticket
	Status      string     `json:"status" enum:"valid,used,cancelled,transferred,disputed" description:"disputed: the buyer contested the payment at their bank; the ticket does not enter while the dispute is open or lost."`
	CheckedInAt *time.Time `json:"checked_in_at"`
}

// RefundState is where an order's refund stands.
type RefundState struct {
	Status string     `json:"status" enum:"requested,done,failed,pending_transfer"`
	Basis  string     `json:"basis" enum:"cdc,store_policy,event_cancelled,gateway,organizer"`
	Amount int64      `json:"amount" description:"Centavos returned to the buyer."`
	Method string     `json:"method" enum:"gateway,bank_transfer,none"`
	DoneAt *time.Time `json:"done_at"`
}

// TicketStatus names a ticket's state from its timestamps: the first entry wins over
// everything, then a transfer, then voiding (order cancelled or refunded), then a dispute of
// the order's payment that is open or was lost.
func TicketStatus(checkedIn, transferred, voided, disputed bool) string {
	switch {
	case checkedIn:
		return "used"
	case transferred:
		return "transferred"
	case voided:
		return "cancelled"
	case disputed:
		return "disputed"
	}
	return "valid"
}

// Disputed reports whether a dispute status keeps tickets out: open or lost.
func Disputed(status *string) bool { return status != nil && *status != "won" }

// DisputeOpenSQL is the condition, on orders aliased o, that no dispute keeps its tickets out.
const DisputeOpenSQL = "(o.dispute_status IS NULL OR o.dispute_status = 'won')"

// MaxListed bounds My tickets: a customer with more orders sees the newest.
const MaxListed = 200

// List is the customer's orders keyed by hash, every state but holds that ran out unpaid,
// with those bought as a guest under the account's e-mail.
func (s *Service) List(ctx context.Context, customerID int64) (map[string]OrderView, error) {
	if err := s.claimGuestOrders(ctx, customerID); err != nil {
		return nil, err
	}
	rows, err := s.db.Query(ctx, `SELECT hash FROM orders WHERE customer_id = ?
		AND NOT (status = 'expired' AND paid_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT ?`, customerID, MaxListed)
	if err != nil {
		return nil, err
	}
	var hashes []string
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			rows.Close()
			return nil, err
		}
		hashes = append(hashes, h)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make(map[string]OrderView, len(hashes))
	for _, h := range hashes {
		v, err := s.view(ctx, h)
		if err != nil {
			return nil, err
		}
		out[h] = v
	}
	return out, nil
}

// guestOrdersOf selects the orders bought as a guest under a customer's e-mail, once they are
// no longer held: a checkout still paying as a guest keeps acting without a Bearer token.
// The account's e-mail is proven (login needs a confirmed account, and the address never
// changes), and that address already got each order's e-mail with links to its tickets, so
// the account learns nothing new; it gains the owner's actions, cancel for refund among them.
const guestOrdersOf = ` FROM orders WHERE customer_id IS NULL AND status NOT IN ` + holding + `
	AND buyer_email = (SELECT email FROM customers WHERE id = ? AND confirmed_at IS NOT NULL AND removed_at IS NULL)`

// claimGuestOrders makes the customer the owner of their guest orders. It looks first, so
// the usual visit, with none to claim, writes nothing.
func (s *Service) claimGuestOrders(ctx context.Context, customerID int64) error {
	var found int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM (SELECT 1"+guestOrdersOf+" LIMIT 1) guest", customerID).Scan(&found)
	if err != nil || found == 0 {
		return err
	}
	_, err = s.db.Exec(ctx, "UPDATE orders SET customer_id = ? WHERE id IN (SELECT id"+guestOrdersOf+")", customerID, customerID)
	return err
}

// Details is one order for its Bearer owner or for whoever gives the buyer's CPF; anything
// else is 401 'Documento Inválido', so a hash alone shows nothing once it is known.
func (s *Service) Details(ctx context.Context, hash string, c Caller) (OrderView, error) {
	if !validHash(hash) {
		return OrderView{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return OrderView{}, notFound(err)
	}
	owner := c.CustomerID != nil && o.customerID != nil && *c.CustomerID == *o.customerID
	doc := digits(c.Document)
	if !owner && (doc == "" || o.buyerCPF == "" || subtle.ConstantTimeCompare([]byte(doc), []byte(o.buyerCPF)) != 1) {
		return OrderView{}, apperr.New(apperr.Unauthorized, MsgDocument)
	}
	return s.view(ctx, hash)
}

// view reads a whole order with its organizer, tickets, refund and actions.
func (s *Service) view(ctx context.Context, hash string) (OrderView, error) {
	o, err := s.full(ctx, hash)
	if err != nil {
		return OrderView{}, err
	}
	v := OrderView{Order: o}
	if err := s.db.QueryRow(ctx, `SELECT g.id, g.nome FROM events e JOIN organizers g ON g.id = e.organizer_id
		WHERE e.id = ?`, o.eventID).Scan(&v.Organizer.ID, &v.Organizer.Nome); err != nil {
		return OrderView{}, err
	}
	if v.Tickets, err = ticketStates(ctx, s.db, o); err != nil {
		return OrderView{}, err
	}
	if v.Refund, err = refundOf(ctx, s.db, o.id); err != nil {
		return OrderView{}, err
	}
	f, err := loadFacts(ctx, s.db, o)
	if err != nil {
		return OrderView{}, err
	}
	now := s.now()
	v.Actions = Actions{Cancel: f.cancelRule(now), TransferUntil: f.transferUntil(now)}
	return v, nil
}

// ticketStates lists the order's tickets with their state; a transferred ticket keeps the
// name it had, the one issued in its place names the new holder.
func ticketStates(ctx context.Context, q reader, o Order) ([]TicketState, error) {
	if o.PaidAt == nil {
		return nil, nil
	}
	rows, err := q.Query(ctx, `SELECT t.token, COALESCE(t.holder_name, a.name), s.nome, i.kind, a.half_proof,
		t.voided_at, t.checked_in_at, t.transferred_at FROM tickets t
		JOIN order_attendees a ON a.id = t.attendee_id JOIN order_items i ON i.id = a.item_id
		JOIN sectors s ON s.id = i.sector_id WHERE t.order_id = ? ORDER BY t.id`, o.id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TicketState{}
	for rows.Next() {
		var t TicketState
		var voided, checked, moved db.Time
		if err := rows.Scan(&t.Token, &t.Holder, &t.Sector, &t.Type, &t.Proof, &voided, &checked, &moved); err != nil {
			return nil, err
		}
		t.URL = o.origin + "/ingressos/" + t.Token
		t.Status = TicketStatus(checked.Valid, moved.Valid, voided.Valid, Disputed(o.Dispute))
		t.Valid = t.Status == "valid"
		t.CheckedInAt = utcPtr(checked)
		if t.Valid { // a void ticket gets no code to show at the door
			if png, err := qr.Encode(t.Token, qr.M); err == nil {
				t.QRPNG = *encodePNG(png.PNG())
			}
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func refundOf(ctx context.Context, q reader, orderID int64) (*RefundState, error) {
	var r RefundState
	var done db.Time
	err := q.QueryRow(ctx, "SELECT status, basis, amount, method, done_at FROM refunds WHERE order_id = ?", orderID).
		Scan(&r.Status, &r.Basis, &r.Amount, &r.Method, &done)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil // no refund asked for: the field is null
	}
	if err != nil {
		return nil, err
	}
	r.DoneAt = utcPtr(done)
	return &r, nil
}
