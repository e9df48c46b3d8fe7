-- The cap on unpaid tickets one client address holds in a session: each order
-- keeps the address it came from, and the unpaid ones are counted by (address, session) when
-- an order from that address is held. limite_por_endereco: the event's own cap (0: none);
-- NULL leaves it to the store's setting or the default.
ALTER TABLE orders ADD COLUMN client_addr TEXT;
ALTER TABLE events ADD COLUMN limite_por_endereco INTEGER;
CREATE INDEX orders_client_holds ON orders (client_addr, session_id)
    WHERE status IN ('reserved', 'awaiting_payment');
