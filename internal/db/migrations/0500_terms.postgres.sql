-- When the customer accepted the store's terms and privacy policy at registration (LGPD asks
-- to be able to show consent). NULL for accounts created before the question existed.
ALTER TABLE customers ADD COLUMN terms_accepted_at TIMESTAMPTZ;
