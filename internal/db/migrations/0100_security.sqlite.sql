-- Outgoing mail waits here until the worker delivers it, outside any request: it survives
-- restarts, and several processes share it (a row is claimed until claimed_until).
-- Delivered rows are deleted, so addresses do not pile up.
CREATE TABLE mail_outbox (
    id              INTEGER PRIMARY KEY,
    to_addr         TEXT      NOT NULL,
    subject         TEXT      NOT NULL,
    text_body       TEXT      NOT NULL,
    html_body       TEXT      NOT NULL,
    from_name       TEXT      NOT NULL DEFAULT '',
    reply_to        TEXT      NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    next_attempt_at TIMESTAMP NOT NULL,
    attempts        INTEGER   NOT NULL DEFAULT 0,
    claimed_until   TIMESTAMP
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at);

-- A store's canonical origin: site_url when the operator sets one, else its canonical host.
-- Every absolute URL is built from it, never from the request's Host header.
ALTER TABLE stores ADD COLUMN site_url TEXT NOT NULL DEFAULT '';
ALTER TABLE store_hosts ADD COLUMN canonical INTEGER NOT NULL DEFAULT 0;
UPDATE store_hosts SET canonical = 1
 WHERE host = (SELECT MIN(h.host) FROM store_hosts h WHERE h.store_id = store_hosts.store_id);

-- The sweep of unconfirmed registrations looks them up by age.
CREATE INDEX customers_unconfirmed ON customers (created_at) WHERE confirmed_at IS NULL;
