-- After the purchase: refunds, transfers, check-in, organizer keys, visit counts.
-- refund_policy: what a store allows outside the consumer code's 7-day window ('none' or
-- 'until_48h'); transfer_hours: how long before a session its tickets may change holder.
ALTER TABLE stores ADD COLUMN refund_policy TEXT NOT NULL DEFAULT 'none';
ALTER TABLE stores ADD COLUMN transfer_hours INTEGER NOT NULL DEFAULT 24;

-- A transferred ticket keeps the holder it had (holder_*); the attendee row then names the
-- new holder, so per-CPF counts and refunds follow whoever holds the ticket now.
ALTER TABLE tickets ADD COLUMN holder_name TEXT;
ALTER TABLE tickets ADD COLUMN holder_cpf TEXT;
ALTER TABLE tickets ADD COLUMN checked_in_at TIMESTAMP;
ALTER TABLE tickets ADD COLUMN transferred_at TIMESTAMP;

-- One refund per order (the primary key is the claim that keeps it from happening twice).
-- status: requested (gateway call in flight), done, failed (retried by the next request),
-- pending_transfer (boleto: the operator transfers to the bank account below).
CREATE TABLE refunds (
    order_id   INTEGER   PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
    reason     INTEGER   NOT NULL,
    basis      TEXT      NOT NULL,
    amount     INTEGER   NOT NULL,
    method     TEXT      NOT NULL,
    status     TEXT      NOT NULL,
    bank       TEXT,
    agency     TEXT,
    account    TEXT,
    holder_cpf TEXT,
    created_at TIMESTAMP NOT NULL,
    done_at    TIMESTAMP
);

-- Door keys of organizers: SHA-256 of a 256-bit random key, shown once.
CREATE TABLE organizer_keys (
    id           INTEGER PRIMARY KEY,
    organizer_id INTEGER   NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    key_hash     TEXT      NOT NULL UNIQUE,
    created_at   TIMESTAMP NOT NULL,
    revoked_at   TIMESTAMP
);

-- Event page visits per event and day (the event's local date): a count, no personal data.
CREATE TABLE event_visits (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    day      TEXT    NOT NULL,
    count    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, day)
);
