-- How many of an order's charges the gateway answered for good (declined): the next charge is
-- a new attempt with an idempotency key of its own, while a charge resent after no answer
-- keeps the key, so the gateway replays it instead of charging twice.
ALTER TABLE orders ADD COLUMN pay_attempts INTEGER NOT NULL DEFAULT 0;
