-- The unpaid tickets each client address holds in each session, kept as a counter:
-- counting the address's reserved and awaiting-payment orders at every hold grew with the
-- orders held, and slowed an on-sale rush on PostgreSQL by a third. Holds add an order's
-- tickets; the transitions that take an order out of holding (paid, expired, given up,
-- refunded) subtract them, in the same transaction as the sectors' counters, and delete a row
-- that reaches zero. A hold locks its addresses' rows (creating them at zero) before any other
-- counter; a row stays at zero when every order of a group from that address was refused.
CREATE TABLE address_holds (
    session_id  BIGINT  NOT NULL,
    client_addr TEXT    NOT NULL,
    tickets     INTEGER NOT NULL,
    PRIMARY KEY (session_id, client_addr)
);
INSERT INTO address_holds (session_id, client_addr, tickets)
SELECT o.session_id, o.client_addr, SUM(i.quantity) FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.status IN ('reserved', 'awaiting_payment') AND o.client_addr IS NOT NULL
GROUP BY o.session_id, o.client_addr;
DROP INDEX orders_client_holds;
