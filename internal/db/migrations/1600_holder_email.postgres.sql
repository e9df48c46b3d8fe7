-- The e-mail of whom a ticket was transferred to, so they are told if the buyer's order is
-- cancelled and their ticket stops admitting them.
ALTER TABLE tickets ADD COLUMN holder_email TEXT;
