-- Until when a payment of the order is at the gateway: one at a time per order, so a second
-- one sent meanwhile (a double submit, another tab) cannot charge the buyer twice.
ALTER TABLE orders ADD COLUMN paying_until TIMESTAMPTZ;
