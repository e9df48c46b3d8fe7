-- A payment an order could not take (needs_refund): how much came in, and when the buyer was
-- told it will be returned (checkout worker). Orders already waiting for a refund before this
-- change are the operator's to settle: their buyers get no mail about an old payment.
ALTER TABLE orders ADD COLUMN refund_amount BIGINT;
ALTER TABLE orders ADD COLUMN refund_mail_sent_at TIMESTAMP;
UPDATE orders SET refund_mail_sent_at = CURRENT_TIMESTAMP WHERE status = 'needs_refund';
