-- When the e-mail with an issued PIX or boleto went out (checkout worker): a buyer who leaves
-- the checkout to pay keeps the code and the deadline.
ALTER TABLE orders ADD COLUMN charge_mail_sent_at TIMESTAMP;
