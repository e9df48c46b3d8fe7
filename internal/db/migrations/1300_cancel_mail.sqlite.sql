-- When the buyer of a cancelled order was told so (checkout worker). Orders cancelled before
-- this change were answered on screen at the time: their buyers get no late mail.
ALTER TABLE orders ADD COLUMN cancel_mail_sent_at TIMESTAMP;
UPDATE orders SET cancel_mail_sent_at = CURRENT_TIMESTAMP WHERE status = 'refunded';
